// The lender's yearly income declaration and their room under OJK's limits (issue 21): a person
// places at most 10% of a declared yearly income up to Rp 500 million, 20% above it; one lender
// with its affiliates holds at most 25% of the platform's outstanding (75% for an OJK-supervised
// institution). The figures are the API's (the same the funding's rules use); what may be
// declared is its rule (machines/lender-account/income-declaration.rules.ts).
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regulationSourceText } from '../../../../machines/regulation/ojk-limits.ts';
import { FactList } from '../../components/FactList.tsx';
import { formatDateTime, formatPercent, formatRupiah } from '../../components/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  DeclareYearlyIncomeDocument,
  type LenderLimitsFieldsFragment,
  MyFundingLimitsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function IncomeDeclarationPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MyFundingLimitsDocument, {
    fetchPolicy: 'network-only',
  });
  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={problemText(t, serverProblem(error))} />;
  const limits = data.myFundingLimits;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('fundingLimits.title')}</Title>
      <Text>{t('fundingLimits.intro')}</Text>
      <Room limits={limits} />
      {limits.isPersonal ? (
        <DeclarationForm limits={limits} />
      ) : (
        <Alert color="blue" data-testid="income-company">
          {t('fundingLimits.company')}
        </Alert>
      )}
    </Stack>
  );
}

function Room({ limits }: { limits: LenderLimitsFieldsFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { income, concentration } = limits;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('fundingLimits.roomTitle')}
        </Title>
        <Text size="lg" fw={700} data-testid="funding-room">
          {limits.room === null || limits.room === undefined
            ? t('fundingLimits.noLimit')
            : t('fundingLimits.room', { amount: formatRupiah(limits.room) })}
        </Text>
        {income.declarationNeeded && (
          <Alert color="yellow" data-testid="income-needed">
            {t('fundingLimits.declarationNeeded')}
          </Alert>
        )}
        <FactList
          facts={[
            {
              label: t('fundingLimits.category'),
              value: t(`fundingLimits.categories.${limits.category}`),
            },
            { label: t('fundingLimits.outstanding'), value: formatRupiah(limits.outstanding) },
            ...(limits.declaredYearlyIncome
              ? [
                  {
                    label: t('fundingLimits.declared'),
                    value: (
                      <span data-testid="income-declared">
                        {formatRupiah(limits.declaredYearlyIncome)}
                      </span>
                    ),
                  },
                ]
              : []),
            ...(limits.declaredAt
              ? [{ label: t('fundingLimits.declaredAt'), value: formatDateTime(limits.declaredAt) }]
              : []),
            ...(income.limit && income.room
              ? [
                  {
                    label: t('fundingLimits.incomeLimit', {
                      percent: formatPercent(income.percent ?? ''),
                    }),
                    value: (
                      <span data-testid="income-limit">
                        {t('fundingLimits.limitAndRoom', {
                          limit: formatRupiah(income.limit),
                          room: formatRupiah(income.room),
                        })}
                      </span>
                    ),
                  },
                ]
              : []),
            {
              label: t('fundingLimits.concentration', {
                percent: formatPercent(concentration.percent ?? ''),
              }),
              value: (
                <span data-testid="concentration-limit">
                  {concentration.enforced && concentration.room
                    ? t('fundingLimits.concentrationRoom', {
                        room: formatRupiah(concentration.room),
                        platform: formatRupiah(concentration.platformOutstanding),
                      })
                    : t('fundingLimits.concentrationFloor', {
                        floor: formatRupiah(concentration.floor),
                      })}
                </span>
              ),
            },
          ]}
        />
        <Text size="sm" c="dimmed">
          {regulationSourceText(income.source ?? concentration.source ?? '')[language]}
        </Text>
      </Stack>
    </Paper>
  );
}

function DeclarationForm({ limits }: { limits: LenderLimitsFieldsFragment }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [amount, setAmount] = useState(
    limits.declaredYearlyIncome ? (limits.declaredYearlyIncome.split('.')[0] ?? '') : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [declare, { loading }] = useMutation(DeclareYearlyIncomeDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await declare({
        variables: { yearlyIncome: amount },
        update: (cache, { data }) => {
          if (data) {
            cache.writeQuery({
              query: MyFundingLimitsDocument,
              data: { myFundingLimits: data.declareYearlyIncome },
            });
          }
        },
      });
      notifySuccess(t('fundingLimits.saved'));
    } catch (failure) {
      const found = serverProblem(failure);
      setProblem(found.fields.yearlyIncome ?? problemText(t, found));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t('fundingLimits.formTitle')}
          </Title>
          <MoneyInput
            label={t('fundingLimits.yearlyIncome')}
            description={t('fundingLimits.yearlyIncomeHelp')}
            value={amount}
            onChange={setAmount}
            error={problem ?? undefined}
            data-testid="yearly-income"
          />
          <Group>
            <Button type="submit" disabled={amount === '' || loading}>
              {t('fundingLimits.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
