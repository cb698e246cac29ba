// The borrower's landing page and dashboard (issue 21): the next bill, alerts (a bill past due, a
// payment rejected, a loan waiting for them) and the loans grouped by stage, each with its next
// step: "complete your data" for a draft, "next bill Rp … due DD-MM-YYYY" in the loan period,
// else the lifecycle machine's own words (Loan.nextStep). A borrower who may not apply yet (a new
// one: no profile sent, no survey) sees the application page's checklist first, so the home does
// not say that nothing needs them.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplyChecklist } from '../../components/ApplyChecklist.tsx';
import { formatBorrowerRupiah, formatDate } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  ApplyReadinessDocument,
  BorrowerDashboardDocument,
  type BorrowerDashboardQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Loan = BorrowerDashboardQuery['myLoans'][number];
type Bill = NonNullable<BorrowerDashboardQuery['myBills'][number]['next']> & { loanId: string };

export function BorrowerDashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(BorrowerDashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // Asked afresh on each visit: the profile or the survey may have been completed meanwhile.
  const readiness = useQuery(ApplyReadinessDocument, { fetchPolicy: 'cache-and-network' });
  const readinessPending = !readiness.data && readiness.loading;
  // Without the readiness (a failed read) the dashboard shows as before.
  const notReady = readiness.data && !readiness.data.myProfile.mayApply;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.borrower.title')}</Title>
      {notReady && <ApplyChecklist readiness={readiness.data.myProfile} />}
      {((!data && loading) || readinessPending) && <PageLoading />}
      {!data && !loading && <PageError message={errorMessage(error, t('common.genericError'))} />}
      {data && !readinessPending && (
        <Dashboard
          loans={data.myLoans}
          bills={billsOf(data.myBills)}
          notReady={Boolean(notReady)}
        />
      )}
    </Stack>
  );
}

/** Each loan's next unpaid installment, soonest due first. */
function billsOf(bills: BorrowerDashboardQuery['myBills']): Bill[] {
  return bills
    .flatMap((bill) => (bill.next ? [{ ...bill.next, loanId: String(bill.loanId) }] : []))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

function Dashboard({
  loans,
  bills,
  notReady,
}: {
  loans: readonly Loan[];
  bills: readonly Bill[];
  notReady: boolean;
}) {
  return (
    <>
      <NextBill bill={bills[0]} />
      <Alerts loans={loans} bills={bills} notReady={notReady} />
      <LoansByStage loans={loans} bills={bills} />
    </>
  );
}

function NextBill({ bill }: { bill: Bill | undefined }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('dashboard.borrower.nextBillTitle')} titleMb="xs">
      {bill ? (
        <Stack gap={4}>
          <Text fw={700} size="lg" data-testid="borrower-next-bill">
            {t('dashboard.borrower.nextBill', {
              amount: formatBorrowerRupiah(bill.payAmount),
              date: formatDate(bill.dueDate),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.borrower.nextBillLoan', { number: bill.number, id: bill.loanId })}
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to={`/borrower/bills/${bill.loanId}`} fw={600} size="sm">
              {t('dashboard.borrower.payBill')}
            </Anchor>
            <Anchor component={Link} to="/borrower/bills" size="sm">
              {t('dashboard.borrower.toBills')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('dashboard.borrower.noBill')}
        </Text>
      )}
    </Panel>
  );
}

function Alerts({
  loans,
  bills,
  notReady,
}: {
  loans: readonly Loan[];
  bills: readonly Bill[];
  /** The borrower may not apply yet: the checklist above says what they need to do. */
  notReady: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const alerts: { key: string; color: string; text: string; to: string }[] = [];
  for (const bill of bills) {
    if (bill.daysPastDue > 0) {
      alerts.push({
        key: `overdue-${bill.id}`,
        color: 'red',
        text: t('dashboard.borrower.overdue', {
          number: bill.number,
          id: bill.loanId,
          days: bill.daysPastDue,
        }),
        to: `/borrower/bills/${bill.loanId}`,
      });
    }
    if (bill.rejection) {
      alerts.push({
        key: `rejected-${bill.id}`,
        color: 'orange',
        text: t('dashboard.borrower.rejected', {
          number: bill.number,
          id: bill.loanId,
          reason: bill.rejection.text[language],
        }),
        to: `/borrower/bills/${bill.loanId}`,
      });
    }
  }
  // A loan waiting for the borrower other than a draft or a bill (those have their own lines).
  for (const loan of loans) {
    if (loan.nextStep.actor !== 'borrower') continue;
    if (loan.submissionStage === 'DRAFT' || loan.submissionStage === 'LOAN_PERIOD') continue;
    alerts.push({
      key: `act-${loan.id}`,
      color: 'blue',
      // The step as the borrower does it ("Baca penawaran …"), not as others wait for it.
      text: t('dashboard.borrower.actNow', {
        id: loan.id,
        step: (loan.nextStep.yours ?? loan.nextStep.text)[language],
      }),
      to: `/borrower/loans/${loan.id}`,
    });
  }
  return (
    <Panel title={t('dashboard.borrower.alertsTitle')} titleMb="xs">
      {alerts.length === 0 ? (
        <Text size="sm" c={notReady ? undefined : 'dimmed'}>
          {notReady
            ? t('homeChecklist.borrowerNoAlerts', { title: t('borrowerFlow.checklist.title') })
            : t('dashboard.borrower.noAlerts')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="borrower-alerts">
          {alerts.map((alert) => (
            <Alert key={alert.key} color={alert.color} variant="light" p="xs">
              <Anchor component={Link} to={alert.to} size="sm" c="inherit">
                {alert.text}
              </Anchor>
            </Alert>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function LoansByStage({ loans, bills }: { loans: readonly Loan[]; bills: readonly Bill[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const stages = new Map<string, Loan[]>();
  for (const loan of loans) {
    stages.set(loan.submissionStage, [...(stages.get(loan.submissionStage) ?? []), loan]);
  }
  const nextStepText = (loan: Loan) => {
    if (loan.submissionStage === 'DRAFT') return t('dashboard.borrower.completeData');
    const bill = bills.find((b) => b.loanId === String(loan.id));
    if (bill) {
      return t('dashboard.borrower.nextStepBill', {
        amount: formatBorrowerRupiah(bill.payAmount),
        date: formatDate(bill.dueDate),
      });
    }
    // Her own move in words to her; anyone else's as what the loan waits for.
    const step =
      loan.nextStep.actor === 'borrower'
        ? (loan.nextStep.yours ?? loan.nextStep.text)
        : loan.nextStep.text;
    return step[language];
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('dashboard.borrower.loansTitle')}
        </Title>
        <Anchor component={Link} to="/borrower/proposal" size="sm" fw={600}>
          {loans.length === 0 ? t('dashboard.borrower.apply') : t('dashboard.borrower.toLoans')}
        </Anchor>
      </Group>
      {loans.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('dashboard.borrower.noLoans')}
        </Text>
      )}
      <Stack gap="md">
        {[...stages.entries()].map(([stage, group]) => (
          <Stack
            key={stage}
            gap={6}
            component="section"
            aria-label={group[0]?.stageLabel[language]}
          >
            <Title order={3} size="h5">
              {group[0]?.stageLabel[language]} ({group.length})
            </Title>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {group.map((loan) => (
                <li key={loan.id} data-testid={`borrower-loan-${loan.id}`}>
                  <Anchor component={Link} to={`/borrower/loans/${loan.id}`} fw={600} size="sm">
                    #{loan.id} · {loan.product.name[language]} ·{' '}
                    {formatBorrowerRupiah(loan.applicationValue)}
                  </Anchor>
                  <Text size="sm">
                    {t('dashboard.borrower.nextStep')}: {nextStepText(loan)}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
