// Bank data (spec §3, §7): saved directly until staff validate it; after that a change is a
// request that staff approve (the old data stays in force until then), shown with its outcome.
// The account name must match the name on the ID card (spec §5), checked here as in the API.
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ownerSaveRefusal } from '../../../../machines/profile/profile.selectors.ts';
import { profileRuleTexts, profileSchemas } from '../../../../machines/shared/profile-rules.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { serverProblem } from '../../components/server-errors.ts';
import {
  AmendBankChangeDocument,
  MyProfileDocument,
  type MyProfileQuery,
  RequestBankChangeDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { profileProblemText, resolverOf, valuesOf } from './profile-form.ts';
import type { Reference, SectionView } from './SectionCard.tsx';
import { matchesIdCard, useSaveSection } from './SectionForms.tsx';

type BankChange = MyProfileQuery['myProfile']['bankChange'];
const NAMES = ['bankcode', 'accountname', 'accountnumber', 'branch'];

export function BankSection({
  view,
  change,
  reference,
  idCardName,
  company = false,
  prefill = {},
}: {
  view: SectionView;
  change: BankChange;
  reference: Reference;
  idCardName: string | null;
  /** A company's account is in the company's name: the hint says so, not the ID card's. */
  company?: boolean;
  /** What the account offers while no bank data is saved (account-prefill.ts). */
  prefill?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const pending = change?.status === 'PENDING' ? change : null;
  // What the owner may do with the bank data now: the section machine decides.
  const refusal = ownerSaveRefusal('bank', view.status);
  return (
    <Stack gap="md">
      {change?.status === 'REFUSED' && (
        <Alert color="red" data-testid="bank-change-refused">
          {t('profile.bank.refused', { reason: change.reason ?? '' })}
        </Alert>
      )}
      {pending && (
        <Alert color="yellow" data-testid="bank-change-pending">
          {t('profile.bank.pending')}
        </Alert>
      )}
      <BankForm
        reference={reference}
        idCardName={idCardName}
        company={company}
        data={view.data}
        prefill={prefill}
        mode={
          refusal === 'BANK_CHANGE_NEEDS_APPROVAL'
            ? 'shown'
            : refusal === 'UNDER_REVIEW'
              ? 'locked'
              : 'save'
        }
      />
      {refusal === 'BANK_CHANGE_NEEDS_APPROVAL' && (
        <Fieldset legend={t('profile.bank.changeTitle')}>
          <Alert color="blue" mb="sm">
            {t('profile.bank.changeHint')}
          </Alert>
          <BankForm
            reference={reference}
            idCardName={idCardName}
            company={company}
            data={pending?.data ?? null}
            mode={pending ? 'amend' : 'request'}
          />
        </Fieldset>
      )}
    </Stack>
  );
}

type Mode = 'save' | 'shown' | 'locked' | 'request' | 'amend';

function BankForm({
  reference,
  idCardName,
  company,
  data,
  prefill = {},
  mode,
}: {
  reference: Reference;
  idCardName: string | null;
  company: boolean;
  data: Record<string, unknown> | null;
  /** Offered in the empty fields of bank data saved directly ('save'). */
  prefill?: Readonly<Record<string, string>>;
  mode: Mode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const offered = mode === 'save' && !data && Object.keys(prefill).length > 0;
  const schema = useMemo(
    () =>
      profileSchemas(language).bank.refine((bank) => matchesIdCard(bank.accountname, idCardName), {
        path: ['accountname'],
        message: profileRuleTexts.NAME_MISMATCH[language],
      }),
    [language, idCardName],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: resolverOf(schema),
    defaultValues: { ...valuesOf(data, NAMES), ...(offered ? prefill : {}) },
  });
  const saveSection = useSaveSection('bank', setError);
  const refetch = { refetchQueries: [MyProfileDocument] };
  const [request] = useMutation(RequestBankChangeDocument, refetch);
  const [amend] = useMutation(AmendBankChangeDocument, refetch);
  const readOnly = mode === 'shown' || mode === 'locked';

  const onSubmit = handleSubmit(async (values) => {
    if (mode === 'save') {
      await saveSection(values);
      return;
    }
    try {
      if (mode === 'request') await request({ variables: { data: values } });
      else await amend({ variables: { data: values } });
      notifySuccess(t('profile.bank.requested'));
      if (mode === 'request') reset(valuesOf(null, NAMES));
    } catch (error) {
      const problem = serverProblem(error);
      if (problem.code === 'NAME_MISMATCH') {
        setError(
          'accountname',
          { message: profileRuleTexts.NAME_MISMATCH[language] },
          { shouldFocus: true },
        );
        return;
      }
      notifyError(profileProblemText(t, problem, language));
    }
  });

  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  // Each group sorted by name, the whole list searchable by name or code.
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name.localeCompare(b.name, 'id', { sensitivity: 'base' });
  const banks = [
    {
      group: t('profile.bank.mainGroup'),
      items: [...reference.banks.main].sort(byName).map((b) => ({
        value: b.code,
        label: `${b.name} (${b.code})${b.code === reference.banks.partnerCode ? ` · ${t('profile.bank.partner')}` : ''}`,
      })),
    },
    {
      group: t('profile.bank.otherGroup'),
      items: reference.banks.all
        .filter((b) => !reference.banks.main.some((m) => m.code === b.code))
        .sort(byName)
        .map((b) => ({ value: b.code, label: `${b.name} (${b.code})` })),
    },
  ];
  const label = (name: string) => t(`profile.fields.${name}` as 'profile.fields.bankcode');
  const button =
    mode === 'request'
      ? t('profile.bank.requestChange')
      : mode === 'amend'
        ? t('profile.bank.amendChange')
        : t('profile.save');

  return (
    <form onSubmit={onSubmit} noValidate data-testid={`bank-form-${mode}`}>
      <Fieldset variant="unstyled" disabled={readOnly}>
        {offered && (
          <Text size="sm" c="dimmed" mb="sm" data-testid="profile-prefilled">
            {t('profile.prefilled')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="bankcode"
            render={({ field }) => (
              <Select
                label={label('bankcode')}
                withAsterisk
                searchable
                placeholder={t('inputs.bankSearch')}
                nothingFoundMessage={t('inputs.bankNothing')}
                data={banks}
                error={errorOf('bankcode')}
                disabled={readOnly}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
                onChange={(code) => field.onChange(code ?? '')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={label('accountname')}
            withAsterisk
            description={t(
              company ? 'inputs.hints.accountnameCompany' : 'inputs.hints.accountname',
            )}
            error={errorOf('accountname')}
            {...register('accountname')}
          />
          <TextInput
            label={label('accountnumber')}
            withAsterisk
            inputMode="numeric"
            error={errorOf('accountnumber')}
            {...register('accountnumber')}
          />
          <TextInput
            label={label('branch')}
            withAsterisk
            error={errorOf('branch')}
            {...register('branch')}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('profile.saving') : button}
            </Button>
          </Group>
        )}
      </Fieldset>
    </form>
  );
}
