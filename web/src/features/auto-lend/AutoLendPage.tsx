// Auto-lend for a lender (issue 21): the rules with their state and the actions their machine
// allows now (edit, pause, resume, close), a form for a new rule that enables it together with
// the standing authorisation (its full text shown, accepted by a checkbox) — the same form,
// prefilled, changes a rule's settings — and what auto-lend did, each funding and each skip with
// its reason, a page at a time. Whether an action is open is the auto-lend machine's answer
// (availableActions); refusals show in the words the API sends, by field where they name one.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPercent, formatRupiah } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
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
  AutoLendProductsDocument,
  type AutoLendRuleFieldsFragment,
  type AutoLendSettingsInput,
  CloseAutoLendRuleDocument,
  CreateAutoLendRuleDocument,
  PauseAutoLendRuleDocument,
  ResumeAutoLendRuleDocument,
  UpdateAutoLendRuleDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

type Values = {
  grades: string[];
  productCodes: string[];
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

const NEW_RULE: Values = {
  grades: ['A', 'B'],
  productCodes: [],
  minTermDays: '30',
  maxTermDays: '360',
  minInterestPercent: '12',
  amountPerLoan: '1000000',
  maxTotal: '10000000',
  keepBalance: '0',
  accept: false,
};

type Settings = NonNullable<AutoLendRuleFieldsFragment['settings']>;

/** A rule's settings as the form shows them (rupiah without the ".00" the API adds). */
const valuesOf = (settings: Settings): Values => ({
  grades: [...settings.grades],
  productCodes: [...settings.productCodes],
  minTermDays: String(settings.minTermDays),
  maxTermDays: String(settings.maxTermDays),
  minInterestPercent: settings.minInterestPercent.replace(/\.00$/, ''),
  amountPerLoan: settings.amountPerLoan.replace(/\.00$/, ''),
  maxTotal: settings.maxTotal.replace(/\.00$/, ''),
  keepBalance: settings.keepBalance.replace(/\.00$/, ''),
  accept: false,
});

const settingsOf = (values: Values): AutoLendSettingsInput => ({
  grades: values.grades,
  productCodes: values.productCodes,
  minTermDays: Number(values.minTermDays),
  maxTermDays: Number(values.maxTermDays),
  minInterestPercent: values.minInterestPercent.trim(),
  amountPerLoan: values.amountPerLoan.trim(),
  maxTotal: values.maxTotal.trim(),
  keepBalance: values.keepBalance.trim(),
});

type ProductChoice = { value: string; label: string };

/** The products a rule may name, in the viewer's language ("Name (CODE)"). */
function useProductChoices(): ProductChoice[] {
  const language = useLanguage();
  const { data } = useQuery(AutoLendProductsDocument);
  return (data?.products ?? []).map((product) => ({
    value: product.code,
    label: `${product.name[language]} (${product.code})`,
  }));
}

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
          reserve: formatPercent(String(overview.settings.reservePercent)),
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
      <Activity
        page={activity.data?.autoLendActivity}
        loadMore={(after) =>
          activity.fetchMore({
            variables: { after },
            updateQuery: (previous, { fetchMoreResult }) => ({
              autoLendActivity: {
                ...fetchMoreResult.autoLendActivity,
                items: [
                  ...previous.autoLendActivity.items,
                  ...fetchMoreResult.autoLendActivity.items,
                ],
              },
            }),
          })
        }
      />
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
  const [update, updating] = useMutation(UpdateAutoLendRuleDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
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
  const stopEditing = () => {
    setEditing(false);
    // Back to where the lender was, for the keyboard.
    requestAnimationFrame(() => editButton.current?.focus());
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
          <Text size="sm" data-testid={`auto-lend-rule-${rule.id}-summary`}>
            {t('autoLend.ruleSummary', {
              grades: s.grades.join(', '),
              products: s.productCodes.length
                ? s.productCodes.join(', ')
                : t('autoLend.allProducts'),
              min: s.minTermDays,
              max: s.maxTermDays,
              interest: formatPercent(s.minInterestPercent),
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
        {editing && s ? (
          <RuleForm
            title={t('autoLend.editTitle', { id: rule.id })}
            defaults={valuesOf(s)}
            submitLabel={t('autoLend.save')}
            loading={updating.loading}
            onCancel={stopEditing}
            onSubmit={async (values) => {
              // The answer is the rule as it now is: the cache updates the card by its id.
              await update({ variables: { ruleId: rule.id, settings: settingsOf(values) } });
              notifySuccess(t('autoLend.updatedDone'));
              stopEditing();
            }}
          />
        ) : (
          <Group gap="xs">
            {allowed('update') && s && (
              <Button
                ref={editButton}
                size="xs"
                variant="default"
                onClick={() => {
                  setProblem(null);
                  setEditing(true);
                }}
              >
                {t('autoLend.edit')}
              </Button>
            )}
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
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A rule's settings: a new rule's (with the standing authorisation, `authorisation`) or an
 * existing rule's, prefilled. `onSubmit` throws the server's refusal; its fields show under
 * their inputs, anything else above the buttons.
 */
function RuleForm({
  title,
  defaults,
  submitLabel,
  loading,
  onSubmit,
  onCancel,
  authorisation,
  requireAccept = false,
}: {
  title: string;
  defaults: Values;
  submitLabel: string;
  loading: boolean;
  onSubmit: (values: Values) => Promise<void>;
  onCancel?: () => void;
  authorisation?: ReactNode;
  requireAccept?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const products = useProductChoices();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<Values>({
    defaultValues: defaults,
  });
  const fieldError = useFieldErrorText();
  // A setting the server refused reads what that setting must be, in the viewer's language.
  const errorText = (name: keyof Values) => {
    const error = formState.errors[name] as { type?: string } | undefined;
    if (error?.type === 'server' && name !== 'accept') return t(`autoLend.invalid.${name}`);
    return fieldError(formState.errors[name] as never);
  };
  // An edit form opens in place of the card's buttons: the keyboard moves into it.
  const opensInPlace = onCancel !== undefined;
  useEffect(() => {
    if (opensInPlace) heading.current?.focus();
  }, [opensInPlace]);
  // A code the rule names that is no longer offered still shows, so it can be removed.
  const choices = [
    ...products,
    ...defaults.productCodes
      .filter((code) => !products.some((product) => product.value === code))
      .map((code) => ({ value: code, label: code })),
  ];
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (requireAccept && !values.accept) {
      // As every refused field (showServerProblem): the keyboard goes to it.
      setError(
        'accept',
        { type: 'required', message: t('autoLend.acceptRequired') },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await onSubmit(values);
    } catch (failure) {
      const left = showServerProblem(failure, setError, FIELDS);
      if (left) setProblem(problemText(t, left));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={opensInPlace ? 3 : 2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Controller
          control={control}
          name="grades"
          render={({ field }) => (
            <Checkbox.Group
              // A refused choice of grades takes focus at its first box.
              ref={(group: HTMLDivElement | null) =>
                field.ref(group?.querySelector('input[type="checkbox"]') ?? null)
              }
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
        <Controller
          control={control}
          name="productCodes"
          render={({ field }) => (
            <MultiSelect
              label={t('autoLend.productCodes')}
              description={t('autoLend.productCodesHint')}
              placeholder={field.value.length === 0 ? t('autoLend.productCodesPlaceholder') : ''}
              data={choices}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('autoLend.noProducts')}
              error={errorText('productCodes')}
            />
          )}
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
        {authorisation}
        {requireAccept && (
          <Checkbox
            label={t('autoLend.accept')}
            {...register('accept')}
            error={errorText('accept')}
          />
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('autoLend.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
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
  const [create, { loading }] = useMutation(CreateAutoLendRuleDocument);
  // A new key after each rule: the form starts afresh.
  const [round, setRound] = useState(0);
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <RuleForm
        key={round}
        title={t('autoLend.newTitle')}
        defaults={NEW_RULE}
        submitLabel={t('autoLend.enable')}
        loading={loading}
        requireAccept
        onSubmit={async (values) => {
          await create({ variables: { accept: values.accept, settings: settingsOf(values) } });
          notifySuccess(t('autoLend.created'));
          setRound((n) => n + 1);
          onCreated();
        }}
        authorisation={
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
        }
      />
    </Paper>
  );
}

function Activity({
  page,
  loadMore,
}: {
  page: AutoLendActivityQuery['autoLendActivity'] | undefined;
  loadMore: (after: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const [loadingMore, setLoadingMore] = useState(false);
  const items = page?.items ?? [];
  const more = async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await loadMore(page.next);
    } catch (failure) {
      notifyError(problemText(t, serverProblem(failure)));
    } finally {
      setLoadingMore(false);
    }
  };
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
            <Table data-testid="auto-lend-activity">
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
        {page?.next && (
          <Group>
            <Button variant="default" loading={loadingMore} onClick={() => void more()}>
              {t('autoLend.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
