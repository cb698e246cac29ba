// The lender's landing page and dashboard (issue 21): the wallet's active and on-hold balance,
// what is invested, outstanding and received (principal, interest, tax withheld, fee), the
// payouts expected in the coming 30 days, the portfolio by grade and by status as charts, the
// annualised return, and the loans most recently opened for funding, with the ways to the
// marketplace, the portfolio and the wallet. The figures come from one query (LenderDashboard),
// the recent loans from their own. Above them, while a step is missing, what funding needs
// (FundingChecklist).
import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import {
  exactRupiahFor,
  formatDate,
  formatPercent,
  formatRupiah,
  NO_WRAP,
} from '../../components/format.ts';
import { GradeBadge } from '../../components/GradeBadge.tsx';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { PortfolioCharts } from '../../components/PortfolioChart.tsx';
import { Stat, StatGrid } from '../../components/Stat.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { LenderDashboardDocument, RecentLoansDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { useSession } from '../../session.ts';
import { FundingChecklist } from './FundingChecklist.tsx';

export function LenderHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('lender.title')}</Title>
      <FundingChecklist />
      <Paper withBorder p="md" radius="md">
        <FactList
          facts={[
            { label: t('lender.name'), value: session.user.fullName },
            { label: t('lender.role'), value: t(`roles.${session.user.role}`) },
          ]}
        />
      </Paper>
      {/* The ways to the wallet and the marketplace show whatever the figures' state. */}
      {/* The wallet's hint under the wallet's link: after the three links, it read as the last
          one's on a phone, where they wrap. */}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <div>
            <Anchor component={Link} to="/lender/wallet" fw={600}>
              {t('lenderWallet.homeLink')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('lenderWallet.homeHint')}
            </Text>
          </div>
          <Group gap="lg">
            <Anchor component={Link} to="/lender/marketplace" fw={600}>
              {t('dashboard.lender.toMarketplace')}
            </Anchor>
            <Anchor component={Link} to="/lender/auto-lend" fw={600}>
              {t('autoLend.homeLink')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Anchor component={Link} to="/lender/tax-status" fw={600}>
          {t('taxStatus.homeLink')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('taxStatus.homeHint')}
        </Text>
      </Paper>
      <Dashboard />
      <RecentLoans />
    </Stack>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const { t: words } = useTranslation(undefined, { keyPrefix: 'dashboard.lender' });
  const { data, loading, error } = useQuery(LenderDashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.portfolioSummary;
  if (!summary && loading) return <PageLoading />;
  if (!summary) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  // The lender's money exactly (sen kept, never rounded up), each panel's figures alike.
  const held = exactRupiahFor([summary.active, summary.onHold]);
  const totals = exactRupiahFor([
    summary.invested,
    summary.outstanding,
    summary.received,
    summary.receivedPrincipal,
    summary.receivedInterest,
    summary.taxWithheld,
    summary.feePaid,
  ]);
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="dashboard-as-of">
        {t('dashboard.asOf', { date: formatDate(summary.asOf) })}
      </Text>
      <Panel title={words('balanceTitle')}>
        <StatGrid
          stats={[
            {
              label: words('active'),
              value: held(summary.active),
              testId: 'lender-active',
            },
            {
              label: words('onHold'),
              value: held(summary.onHold),
              testId: 'lender-on-hold',
            },
          ]}
        />
      </Panel>
      <Panel title={words('totalsTitle')}>
        <StatGrid
          stats={[
            {
              label: words('invested'),
              value: totals(summary.invested),
              testId: 'lender-invested',
            },
            {
              label: words('outstanding'),
              value: totals(summary.outstanding),
              testId: 'lender-outstanding',
            },
            {
              label: words('received'),
              value: totals(summary.received),
              testId: 'lender-received',
            },
            {
              label: words('receivedPrincipal'),
              value: totals(summary.receivedPrincipal),
              testId: 'lender-received-principal',
            },
            {
              label: words('receivedInterest'),
              value: totals(summary.receivedInterest),
              testId: 'lender-received-interest',
            },
            {
              label: words('taxWithheld'),
              value: totals(summary.taxWithheld),
              testId: 'lender-tax-withheld',
            },
            {
              label: words('feePaid'),
              value: totals(summary.feePaid),
              testId: 'lender-fee-paid',
            },
            {
              label: words('annualReturn'),
              value:
                summary.annualReturn == null
                  ? words('annualReturnNone')
                  : `${formatPercent(summary.annualReturn)}%`,
              testId: 'lender-annual-return',
              absent: summary.annualReturn == null,
            },
          ]}
        />
        <Text size="xs" c="dimmed" mt="sm">
          {words('annualReturnHow')}
        </Text>
      </Panel>
      <Panel title={words('expectedTitle')}>
        <Stat
          label={words('expectedTotal')}
          value={formatRupiah(summary.expected30Days)}
          testId="lender-expected-30"
        />
        {summary.upcoming.length === 0 ? (
          <Text size="sm" c="dimmed" mt="sm">
            {words('expectedEmpty')}
          </Text>
        ) : (
          <Table mt="sm" aria-label={words('expectedTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{words('dueDate')}</Table.Th>
                <Table.Th scope="col">{words('loan')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {words('amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.upcoming.map((row) => (
                <Table.Tr key={`${row.loanId}-${row.dueDate}`}>
                  <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/lender/loans/${row.loanId}`} size="sm">
                      {t('dashboard.lender.loanNumber', { id: row.loanId })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatRupiah(row.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Panel>
      <PortfolioCharts
        summary={summary}
        titles={{
          panel: words('chartsTitle'),
          byGrade: words('byGrade'),
          byStatus: words('byStatus'),
        }}
      />
    </>
  );
}

function RecentLoans() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(RecentLoansDocument, { fetchPolicy: 'cache-and-network' });
  const loans = data?.recentLoans;
  return (
    <Panel title={t('lender.recentTitle')}>
      {loans && loans.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('lender.recentEmpty')}
        </Text>
      )}
      {loans && loans.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {loans.map((loan) => (
            <li key={loan.id}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <GradeBadge grade={loan.grade} size="sm" />
                  <Anchor component={Link} to={`/lender/loans/${loan.id}`} fw={600}>
                    {t('lenderLoan.heading', {
                      product: loan.product.name[language],
                      alias: loan.borrowerAlias,
                    })}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatRupiah(loan.fundingTarget)}
                  {loan.interestPercent
                    ? ` · ${t('funding.perYear', { percent: formatPercent(loan.interestPercent) })}`
                    : ''}
                  {` · ${t('funding.percentFunded', { percent: loan.fundedPercent })}`}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Group gap="lg" mt="md">
        <Anchor component={Link} to="/lender/marketplace" fw={600} size="sm">
          {t('lender.toMarketplace')}
        </Anchor>
        <Anchor component={Link} to="/lender/portfolio" fw={600} size="sm">
          {t('lender.toPortfolio')}
        </Anchor>
      </Group>
    </Panel>
  );
}
