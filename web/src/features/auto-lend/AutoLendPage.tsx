// Auto-lend for a lender (issue 21): the rules with their state and the actions their machine
// allows now (pause, resume, close), a form for a new rule that enables it together with the
// standing authorisation (its full text shown, accepted by a checkbox), and what auto-lend did —
// each funding and each skip with its reason. Whether an action is open is the auto-lend
// machine's answer (availableActions); refusals show in the words the API sends.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRupiah } from '../../components/format.ts';
import { notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import {
  problemText,
  serverProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import {
  AutoLendActivityDocument,
  type AutoLendActivityQuery,
  AutoLendOverviewDocument,
  type AutoLendOverviewQuery,
  type AutoLendRuleFieldsFragment,
  CloseAutoLendRuleDocument,
  CreateAutoLendRuleDocument,
  PauseAutoLendRuleDocument,
  ResumeAutoLendRuleDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

type Values = {
  grades: string[];
  productCodes: string;
  minTermDays: string;
  maxTermDays: string;
  minInterestPercent: string;
  amountPerLoan: string;
  maxTotal: string;
  keepBalance: string;
  accept: boolean;
};

const FIELDS = [
  'grades',
  'productCodes',
  'minTermDays',
  'maxTermDays',
  'minInterestPercent',
  'amountPerLoan',
  'maxTotal',
  'keepBalance',
] as const;

export function AutoLendPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AutoLendOverviewDocument);
  const activity = useQuery(AutoLendActivityDocument);
  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={problemText(t, serverProblem(error))} />;
  const overview = data.autoLend;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('autoLend.title')}</Title>
      <Text>
        {t('autoLend.intro', {
          hours: Math.round((overview.settings.previewMinutes / 60) * 10) / 10,
          reserve: overview.settings.reservePercent,
        })}
      </Text>
      <Rules
        rules={overview.rules}
        onChanged={() => {
          void refetch();
          void activity.refetch();
        }}
      />
      <NewRule overview={overview} onCreated={() => void refetch()} />
      <Activity items={activity.data?.autoLendActivity.items ?? []} />
    </Stack>
  );
}

function Rules({
  rules,
  onChanged,
}: {
  rules: readonly AutoLendRuleFieldsFragment[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const visible = rules.filter((rule) => rule.state !== 'closed');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('autoLend.rulesTitle')}
        </Title>
        {visible.length === 0 ? (
          <Text c="dimmed">{t('autoLend.noRules')}</Text>
        ) : (
          visible.map((rule) => <RuleCard key={rule.id} rule={rule} onChanged={onChanged} />)
        )}
      </Stack>
    </Paper>
  );
}

function RuleCard({
  rule,
  onChanged,
}: {
  rule: AutoLendRuleFieldsFragment;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [pause, paused] = useMutation(PauseAutoLendRuleDocument);
  const [resume, resumed] = useMutation(ResumeAutoLendRuleDocument);
  const [close, closed] = useMutation(CloseAutoLendRuleDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const allowed = (action: string) =>
    rule.availableActions.some((a) => a.action === action && a.allowed);
  const run = async (
    send: () => Promise<unknown>,
    done: 'autoLend.pausedDone' | 'autoLend.resumedDone' | 'autoLend.closedDone',
  ) => {
    setProblem(null);
    try {
      await send();
      notifySuccess(t(done));
      onChanged();
    } catch (failure) {
      setProblem(problemText(t, serverProblem(failure)));
    }
  };
  const s = rule.settings;
  const busy = paused.loading || resumed.loading || closed.loading;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={`auto-lend-rule-${rule.id}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{t('autoLend.ruleName', { id: rule.id })}</Text>
          <Badge color={rule.state === 'enabled' ? 'green' : 'gray'}>
            {rule.stateLabel[language]}
          </Badge>
        </Group>
        {s && (
          <Text size="sm">
            {t('autoLend.ruleSummary', {
              grades: s.grades.join(', '),
              products: s.productCodes.length
                ? s.productCodes.join(', ')
                : t('autoLend.allProducts'),
              min: s.minTermDays,
              max: s.maxTermDays,
              interest: s.minInterestPercent,
              amount: formatRupiah(s.amountPerLoan),
              total: formatRupiah(s.maxTotal),
              keep: formatRupiah(s.keepBalance),
            })}
          </Text>
        )}
        <Text size="sm">
          {t('autoLend.invested', { amount: formatRupiah(rule.investedTotal) })}
        </Text>
        {rule.exhaustedBy && <Text size="sm">{rule.exhaustedBy.text[language]}</Text>}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          {allowed('pause') && (
            <Button
              size="xs"
              variant="light"
              loading={busy}
              onClick={() =>
                void run(() => pause({ variables: { ruleId: rule.id } }), 'autoLend.pausedDone')
              }
            >
              {t('autoLend.pause')}
            </Button>
          )}
          {allowed('resume') && (
            <Button
              size="xs"
              loading={busy}
              onClick={() =>
                void run(() => resume({ variables: { ruleId: rule.id } }), 'autoLend.resumedDone')
              }
            >
              {t('autoLend.resume')}
            </Button>
          )}
          {allowed('close') && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={busy}
              onClick={() =>
                void run(() => close({ variables: { ruleId: rule.id } }), 'autoLend.closedDone')
              }
            >
              {t('autoLend.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function NewRule({
  overview,
  onCreated,
}: {
  overview: AutoLendOverviewQuery['autoLend'];
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const [create, { loading }] = useMutation(CreateAutoLendRuleDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, reset, formState } = useForm<Values>({
    defaultValues: {
      grades: ['A', 'B'],
      productCodes: '',
      minTermDays: '30',
      maxTermDays: '360',
      minInterestPercent: '12',
      amountPerLoan: '1000000',
      maxTotal: '10000000',
      keepBalance: '0',
      accept: false,
    },
  });
  const fieldError = useFieldErrorText();
  const errorText = (name: keyof Values) => fieldError(formState.errors[name] as never);
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (!values.accept) {
      setError('accept', { type: 'required', message: t('autoLend.acceptRequired') });
      return;
    }
    try {
      await create({
        variables: {
          accept: values.accept,
          settings: {
            grades: values.grades,
            productCodes: values.productCodes
              .split(',')
              .map((code) => code.trim().toUpperCase())
              .filter(Boolean),
            minTermDays: Number(values.minTermDays),
            maxTermDays: Number(values.maxTermDays),
            minInterestPercent: values.minInterestPercent.trim(),
            amountPerLoan: values.amountPerLoan.trim(),
            maxTotal: values.maxTotal.trim(),
            keepBalance: values.keepBalance.trim(),
          },
        },
      });
      notifySuccess(t('autoLend.created'));
      reset();
      onCreated();
    } catch (failure) {
      const left = showServerProblem(failure, setError, FIELDS);
      if (left) setProblem(problemText(t, left));
    }
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('autoLend.newTitle')}
          </Title>
          <Controller
            control={control}
            name="grades"
            render={({ field }) => (
              <Checkbox.Group
                label={t('autoLend.grades')}
                value={field.value}
                onChange={field.onChange}
                error={errorText('grades')}
              >
                <Group gap="md" mt={4}>
                  {GRADES.map((grade) => (
                    <Checkbox key={grade} value={grade} label={grade} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <TextInput
            label={t('autoLend.productCodes')}
            description={t('autoLend.productCodesHint')}
            {...register('productCodes')}
            error={errorText('productCodes')}
          />
          <Group grow>
            <TextInput
              label={t('autoLend.minTermDays')}
              inputMode="numeric"
              {...register('minTermDays')}
              error={errorText('minTermDays')}
            />
            <TextInput
              label={t('autoLend.maxTermDays')}
              inputMode="numeric"
              {...register('maxTermDays')}
              error={errorText('maxTermDays')}
            />
          </Group>
          <TextInput
            label={t('autoLend.minInterestPercent')}
            inputMode="decimal"
            {...register('minInterestPercent')}
            error={errorText('minInterestPercent')}
          />
          <TextInput
            label={t('autoLend.amountPerLoan')}
            inputMode="numeric"
            {...register('amountPerLoan')}
            error={errorText('amountPerLoan')}
          />
          <TextInput
            label={t('autoLend.maxTotal')}
            inputMode="numeric"
            {...register('maxTotal')}
            error={errorText('maxTotal')}
          />
          <TextInput
            label={t('autoLend.keepBalance')}
            inputMode="numeric"
            {...register('keepBalance')}
            error={errorText('keepBalance')}
          />
          <Paper withBorder p="sm" radius="sm" bg="gray.0">
            <Title order={3} size="h5">
              {t('autoLend.authorisationTitle')}
            </Title>
            {overview.authorisation.text[language].split('\n\n').map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} size="sm" mt="xs">
                {paragraph}
              </Text>
            ))}
            {overview.accepted && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('autoLend.acceptedAt', { at: formatDateTime(overview.accepted.acceptedAt) })}
              </Text>
            )}
          </Paper>
          <Checkbox
            label={t('autoLend.accept')}
            {...register('accept')}
            error={errorText('accept')}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={loading}>
              {t('autoLend.enable')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Activity({ items }: { items: AutoLendActivityQuery['autoLendActivity']['items'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('autoLend.activityTitle')}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{t('autoLend.noActivity')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('autoLend.when')}</Table.Th>
                  <Table.Th>{t('autoLend.loan')}</Table.Th>
                  <Table.Th>{t('autoLend.outcome')}</Table.Th>
                  <Table.Th>{t('autoLend.amountOrReason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{formatDateTime(item.happenedAt)}</Table.Td>
                    <Table.Td>
                      {t('autoLend.loanName', {
                        id: item.loanId,
                        product: language === 'en' ? item.productNameEn : item.productName,
                      })}
                    </Table.Td>
                    <Table.Td>
                      {item.outcome === 'FUNDED' ? t('autoLend.funded') : t('autoLend.skipped')}
                    </Table.Td>
                    <Table.Td>
                      {item.amount
                        ? formatRupiah(item.amount)
                        : (item.reason?.text[language] ?? '')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
