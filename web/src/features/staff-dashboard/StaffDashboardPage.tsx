// Staff's landing page and dashboard (issue 21): each work queue's count (to its list), the
// funding pipeline (loans open, percent funded, days left), the disbursements and payments
// waiting, arrears by bucket (1–30, 31–90, over 90 days past due) and the TKB90 trend as charts.
// One query; every chart's numbers are in a table too (the picture is never the only way). Last,
// the link to QA's latest path-test report (QaReportLink).
import { useQuery } from '@apollo/client/react';
import { Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../components/charts.tsx';
import { FundingProgress } from '../../components/FundingProgress.tsx';
import { formatDate, formatRupiah, NO_WRAP } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { percentText, Tkb90Trend } from '../../components/Tkb90Trend.tsx';
import { StaffDashboardDocument, type StaffDashboardQuery } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { QaReportLink } from './QaReportLink.tsx';

type Figures = StaffDashboardQuery['staffDashboard'];

export function StaffDashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(StaffDashboardDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const figures = data?.staffDashboard;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.staff.title')}</Title>
      {!figures && loading && <PageLoading />}
      {!figures && !loading && (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
      {figures && (
        <>
          <Text size="sm" c="dimmed" data-testid="dashboard-as-of">
            {t('dashboard.asOf', { date: formatDate(figures.asOf) })}
          </Text>
          <Queues figures={figures} />
          <Waiting figures={figures} />
          <Pipeline figures={figures} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Arrears figures={figures} />
            <Trend figures={figures} />
          </SimpleGrid>
          <QaReportLink />
        </>
      )}
    </Stack>
  );
}

function Queues({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t('dashboard.staff.queuesTitle')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('dashboard.staff.queuesLabel')}
      >
        {figures.queues.map((q) => (
          <li key={q.queue}>
            <Anchor
              component={Link}
              to={`/staff/loans?queue=${q.queue}`}
              size="sm"
              data-testid={`queue-${q.queue}`}
            >
              {q.label[language]}: <b>{q.count}</b>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

function Waiting({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const item = (
    label: string,
    to: string,
    value: { count: number; amount: string },
    testId: string,
  ) => (
    <div>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {label}
      </Anchor>
      <Text fw={700} size="lg" data-testid={testId}>
        {t('dashboard.staff.countAmount', {
          count: value.count,
          amount: formatRupiah(value.amount),
        })}
      </Text>
    </div>
  );
  return (
    <Panel title={t('dashboard.staff.moneyTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {item(
          t('dashboard.staff.disbursements'),
          '/staff/disbursements',
          figures.disbursementsWaiting,
          'staff-disbursements-waiting',
        )}
        {item(
          t('dashboard.staff.payments'),
          '/staff/payments',
          figures.paymentsToReview,
          'staff-payments-to-review',
        )}
      </SimpleGrid>
    </Panel>
  );
}

function Pipeline({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Panel title={t('dashboard.staff.pipelineTitle')} titleMb="xs">
      <Text size="sm" mb="sm" data-testid="staff-funding-open">
        {t('dashboard.staff.pipelineOpen', { count: figures.fundingOpen })}
      </Text>
      {figures.pipeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.staff.pipelineEmpty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {figures.pipeline.map((loan) => (
            <li key={loan.id} data-testid={`pipeline-${loan.id}`}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/staff/loans/${loan.id}`} fw={600} size="sm">
                  #{loan.id} · {loan.productName[language]}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('dashboard.staff.daysLeft')}:{' '}
                  {loan.daysLeft === null || loan.daysLeft === undefined
                    ? '-'
                    : t('dashboard.staff.days', { count: loan.daysLeft })}
                  {loan.fundingEnd ? ` (${formatDate(loan.fundingEnd)})` : ''}
                </Text>
              </Group>
              <FundingProgress
                collected={loan.funded}
                target={loan.target}
                percent={loan.fundedPercent}
                size="sm"
              />
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function Arrears({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const rows = figures.arrears.map((row) => ({
    ...row,
    label: t(`dashboard.staff.${row.bucket as 'days1to30' | 'days31to90' | 'over90'}`),
  }));
  const parts = rows
    .map((r) => `${r.label} ${formatRupiah(r.outstanding)} (${r.loans})`)
    .join(', ');
  const title = t('dashboard.staff.arrearsTitle');
  return (
    <Panel title={title}>
      <div role="img" aria-label={t('dashboard.chartName', { title, parts })}>
        <BarChart
          h={200}
          data={rows.map((r) => ({ bucket: r.label, outstanding: Number(r.outstanding) }))}
          dataKey="bucket"
          series={[
            { name: 'outstanding', label: t('dashboard.staff.outstanding'), color: 'orange.6' },
          ]}
          barProps={{ isAnimationActive: false }}
          withTooltip={false}
          withYAxis={false}
          data-testid="arrears-chart"
        />
      </div>
      <Table mt="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.staff.bucket')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.staff.loans')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dashboard.staff.outstanding')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.bucket} data-testid={`arrears-${r.bucket}`}>
              <Table.Th scope="row" fw={400}>
                {r.label}
              </Table.Th>
              <Table.Td ta="right">{r.loans}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {formatRupiah(r.outstanding)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}

function Trend({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const title = t('dashboard.staff.trendTitle');
  return (
    <Panel title={title} titleMb="xs">
      <Text fw={700} mb="sm" data-testid="staff-tkb90">
        {t('dashboard.staff.tkb90Now', { tkb90: percentText(figures.tkb90) })}
      </Text>
      <Tkb90Trend title={title} points={figures.tkb90ByMonth} height={200} />
    </Panel>
  );
}
