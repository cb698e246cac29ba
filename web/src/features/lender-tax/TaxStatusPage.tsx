// The lender's tax status (PMK 69/2022): resident (PPh 23, the default) or non-resident (PPh 26)
// with the country of residence, a treaty rate and the certificate of domicile (SKD, the DGT
// form) that the rate needs. Above the form: the rate a payout made today withholds — the status
// staff verified — as the API computes it with the payout's own rule; beside it her declaration
// while it waits for staff (and what applies meanwhile), or their refusal with its reason. What
// may be accepted and what waits is decided by the API's rules
// (machines/lender-account/tax-status.rules.ts); their refusals show beside the field they name.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField.tsx';
import { FactList } from '../../components/FactList.tsx';
import { FileUploader } from '../../components/FileUploader.tsx';
import { formatDate, formatDateTime, formatPercent } from '../../components/format.ts';
import { notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { useProductDay } from '../../components/product-day.ts';
import {
  problemText,
  serverProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import {
  MyTaxStatusDocument,
  SetMyTaxStatusDocument,
  type TaxStatusFieldsFragment,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { countryName, countryOptions } from './countries.ts';

type Declaration = NonNullable<TaxStatusFieldsFragment['declaration']>;

type Values = {
  residency: 'resident' | 'nonResident';
  country: string;
  treatyPercent: string;
  certificateFile: string;
  certificateValidUntil: string;
};

const FIELDS = ['country', 'treatyPercent', 'certificateFile', 'certificateValidUntil'] as const;

type Declared = Pick<
  TaxStatusFieldsFragment,
  'resident' | 'country' | 'treatyPercent' | 'certificateFile' | 'certificateValidUntil'
>;

const formValues = (declared: Declared): Values => ({
  residency: declared.resident ? 'resident' : 'nonResident',
  country: declared.country ?? '',
  treatyPercent: declared.treatyPercent ?? '',
  certificateFile: declared.certificateFile ?? '',
  certificateValidUntil: declared.certificateValidUntil ?? '',
});

export function TaxStatusPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MyTaxStatusDocument);
  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={problemText(t, serverProblem(error))} />;
  const status = data.myTaxStatus;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('taxStatus.title')}</Title>
      <Text>{t('taxStatus.intro')}</Text>
      <CurrentStatus status={status} />
      {status.declaration && <DeclarationStatus status={status} declaration={status.declaration} />}
      <TaxStatusForm
        key={`${status.updatedAt ?? 'default'}:${status.declaration?.id ?? ''}`}
        status={status}
      />
    </Stack>
  );
}

function CurrentStatus({ status }: { status: TaxStatusFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('taxStatus.nowTitle')}
        </Title>
        <Text size="lg" fw={700} data-testid="withholding-now">
          {status.withholding.label[language]}
        </Text>
        <FactList
          facts={[
            {
              label: t('taxStatus.residency'),
              value: status.resident ? t('taxStatus.resident') : t('taxStatus.nonResident'),
            },
            ...(status.country
              ? [{ label: t('taxStatus.country'), value: countryName(status.country, language) }]
              : []),
            ...(status.treatyPercent
              ? [
                  {
                    label: t('taxStatus.treatyPercent'),
                    value: `${formatPercent(status.treatyPercent)}%`,
                  },
                ]
              : []),
            ...(status.certificateValidUntil
              ? [
                  {
                    label: t('taxStatus.validUntil'),
                    value: formatDate(status.certificateValidUntil),
                  },
                ]
              : []),
            ...(status.updatedAt
              ? [{ label: t('taxStatus.updatedAt'), value: formatDateTime(status.updatedAt) }]
              : []),
          ]}
        />
        {status.certificateExpired && (
          <Alert color="yellow" data-testid="certificate-expired">
            {t('taxStatus.expired', { date: formatDate(status.certificateValidUntil) })}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('taxStatus.pastPayouts')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Her declaration while staff check it, or their refusal: what applies meanwhile, and why. */
function DeclarationStatus({
  status,
  declaration,
}: {
  status: TaxStatusFieldsFragment;
  declaration: Declaration;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = status.withholding.label[language];
  const declared = [
    {
      label: t('taxStatus.residency'),
      value: declaration.resident ? t('taxStatus.resident') : t('taxStatus.nonResident'),
    },
    ...(declaration.country
      ? [{ label: t('taxStatus.country'), value: countryName(declaration.country, language) }]
      : []),
    ...(declaration.treatyPercent
      ? [
          {
            label: t('taxStatus.treatyPercent'),
            value: `${formatPercent(declaration.treatyPercent)}%`,
          },
        ]
      : []),
    ...(declaration.certificateValidUntil
      ? [{ label: t('taxStatus.validUntil'), value: formatDate(declaration.certificateValidUntil) }]
      : []),
    { label: t('taxStatus.declaredAt'), value: formatDateTime(declaration.declaredAt) },
  ];
  if (declaration.status === 'REFUSED') {
    return (
      <Alert
        color="red"
        title={t('taxStatus.refusedTitle')}
        data-testid="declaration-refused"
        role="status"
      >
        <Stack gap="xs">
          <Text size="sm">
            {t('taxStatus.refusedReason', { reason: declaration.refusalReason ?? '—' })}
          </Text>
          <FactList facts={declared} />
          <Text size="sm">{t('taxStatus.refusedMeanwhile', { now })}</Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      title={t('taxStatus.pendingTitle')}
      data-testid="declaration-pending"
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('taxStatus.pendingMeanwhile', {
            now,
            approvedRate: declaration.withholdingIfApproved.label[language],
          })}
        </Text>
        <FactList facts={declared} />
        {declaration.reviewNotes.some((note) => note.code === 'INDONESIAN_NIK') && (
          <Text size="sm">{t('taxStatus.pendingNik')}</Text>
        )}
      </Stack>
    </Alert>
  );
}

function TaxStatusForm({ status }: { status: TaxStatusFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fieldError = useFieldErrorText();
  const titleId = useId();
  const countries = useMemo(() => countryOptions(language), [language]);
  const { today } = useProductDay();
  const [save] = useMutation(SetMyTaxStatusDocument);
  const [sending, setSending] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    register,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    // While a declaration waits, the form holds it (the next save replaces it).
    defaultValues: formValues(
      status.declaration?.status === 'PENDING' ? status.declaration : status,
    ),
  });
  const nonResident = watch('residency') === 'nonResident';

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const input = nonResident
      ? {
          resident: false,
          country: values.country || null,
          // People write "7,5": the API takes "7.5".
          treatyPercent: values.treatyPercent.trim().replace(',', '.') || null,
          certificateFile: values.certificateFile || null,
          certificateValidUntil: values.certificateValidUntil || null,
        }
      : { resident: true };
    try {
      const saved = await save({ variables: { input } });
      const waits = saved.data?.setTaxStatus.declaration?.status === 'PENDING';
      notifySuccess(waits ? t('taxStatus.sentForReview') : t('taxStatus.saved'));
    } catch (failure) {
      const unplaced = showServerProblem(failure, setError, FIELDS);
      if (unplaced) setProblem(problemText(t, unplaced));
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t('taxStatus.formTitle')}
          </Title>
          <Controller
            control={control}
            name="residency"
            render={({ field }) => (
              <Radio.Group
                label={t('taxStatus.residency')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="resident" label={t('taxStatus.residentOption')} />
                  <Radio value="nonResident" label={t('taxStatus.nonResidentOption')} />
                </Stack>
              </Radio.Group>
            )}
          />
          {nonResident && (
            <>
              <Text size="sm" c="dimmed">
                {t('taxStatus.treatyHint')}
              </Text>
              <Controller
                control={control}
                name="country"
                render={({ field }) => (
                  <Select
                    label={t('taxStatus.country')}
                    placeholder={t('taxStatus.countryPlaceholder')}
                    data={countries}
                    searchable
                    required
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    error={fieldError(errors.country)}
                    nothingFoundMessage={t('taxStatus.countryNone')}
                  />
                )}
              />
              <TextInput
                label={t('taxStatus.treatyPercent')}
                description={t('taxStatus.treatyPercentHint')}
                inputMode="decimal"
                rightSection="%"
                {...register('treatyPercent')}
                error={fieldError(errors.treatyPercent)}
              />
              <Controller
                control={control}
                name="certificateFile"
                render={({ field }) => (
                  <FileUploader
                    label={t('taxStatus.certificate')}
                    accept="document"
                    value={field.value || null}
                    onChange={(path) => field.onChange(path)}
                    onRemove={() => field.onChange('')}
                    onUploadStarted={() => setSending((n) => n + 1)}
                    onUploadEnded={() => setSending((n) => n - 1)}
                    error={fieldError(errors.certificateFile)}
                  />
                )}
              />
              <Controller
                control={control}
                name="certificateValidUntil"
                render={({ field }) => (
                  <DateField
                    label={t('taxStatus.validUntil')}
                    description={t('taxStatus.validUntilHint')}
                    format="iso"
                    minDate={today}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    error={fieldError(errors.certificateValidUntil)}
                    clearable
                  />
                )}
              />
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('taxStatus.reviewHint')}
          </Text>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting || sending > 0}>
              {isSubmitting ? t('taxStatus.saving') : t('taxStatus.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
