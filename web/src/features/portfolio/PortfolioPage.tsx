// The lender's portfolio (spec §2 "portfolio"; §7 /loan/my-portofolio and -closed): the totals
// (invested, on hold, outstanding, received, active and closed counts), the split by grade and
// by funding status as charts, and the loans funded, active or closed, each with the lender's
// share. The chart library and its styles come with this screen only.
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  fundingStatusLabel,
  stageLabelOf,
  stageOfSubmission,
} from '../../../../machines/loan/loan.status-labels.ts';
import { exactRupiahFor, formatRupiah, NO_WRAP } from '../../components/format.ts';
import { GradeBadge } from '../../components/GradeBadge.tsx';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { Panel } from '../../components/Panel.tsx';
import { PortfolioCharts } from '../../components/PortfolioChart.tsx';
import { SignAgreementButton } from '../../components/SignAgreementButton.tsx';
import { SigningReturnNotice } from '../../components/SigningReturnNotice.tsx';
import { StatGrid } from '../../components/Stat.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  type InvestmentAgreementFieldsFragment,
  PortfolioDocument,
  PortfolioSummaryDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function PortfolioPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'closed' ? 'closed' : 'active';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('portfolio.title')}</Title>
      <SigningReturnNotice />
      <Summary />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'closed' ? { tab: 'closed' } : {}, { replace: true })
        }
      >
        <Tabs.List aria-label={t('portfolio.tabsLabel')}>
          <Tabs.Tab value="active">{t('portfolio.tabActive')}</Tabs.Tab>
          <Tabs.Tab value="closed">{t('portfolio.tabClosed')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active" pt="md">
          {tab === 'active' && <PortfolioLoans closed={false} />}
        </Tabs.Panel>
        <Tabs.Panel value="closed" pt="md">
          {tab === 'closed' && <PortfolioLoans closed />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Summary() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(PortfolioSummaryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.portfolioSummary;
  if (!summary && loading) return <PageLoading />;
  if (!summary) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  // The lender's money exactly (sen kept, never rounded up), the figures alike.
  const money = exactRupiahFor([
    summary.invested,
    summary.onHold,
    summary.outstanding,
    summary.received,
  ]);

  return (
    <>
      <Panel title={t('portfolio.totalsTitle')}>
        <StatGrid
          stats={[
            {
              label: t('portfolio.invested'),
              value: money(summary.invested),
              testId: 'portfolio-invested',
            },
            {
              label: t('portfolio.onHold'),
              value: money(summary.onHold),
              testId: 'portfolio-on-hold',
            },
            {
              label: t('portfolio.outstanding'),
              value: money(summary.outstanding),
              testId: 'portfolio-outstanding',
            },
            {
              label: t('portfolio.received'),
              value: money(summary.received),
              testId: 'portfolio-received',
            },
            {
              label: t('portfolio.activeCount'),
              value: String(summary.activeCount),
              testId: 'portfolio-active-count',
            },
            {
              label: t('portfolio.closedCount'),
              value: String(summary.closedCount),
              testId: 'portfolio-closed-count',
            },
          ]}
        />
      </Panel>
      <PortfolioCharts
        summary={summary}
        titles={{
          panel: t('portfolio.chartsTitle'),
          byGrade: t('portfolio.byGrade'),
          byStatus: t('portfolio.byStatus'),
        }}
      />
    </>
  );
}

/**
 * The loan's state as the loan machine names it (loan.labels.ts): Lunas, Ditutup, Masa Pinjaman,
 * Dalam Pendanaan…; the funding status only when the stage is one this code does not know.
 */
function loanStatus(loan: {
  submissionStage: string;
  fundingStatus: string;
  product: { name: { id: string; en: string } };
}) {
  const stage = stageOfSubmission(loan.submissionStage);
  return stage ? stageLabelOf(stage, loan.product.name) : fundingStatusLabel(loan.fundingStatus);
}

function PortfolioLoans({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(PortfolioDocument, {
    variables: { closed },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.portfolio;
  if (!rows && loading) return <PageLoading />;
  if (!rows) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  if (rows.length === 0) {
    return (
      <Stack gap="xs">
        <Text c="dimmed">{closed ? t('portfolio.emptyClosed') : t('portfolio.emptyActive')}</Text>
        {!closed && (
          <Anchor component={Link} to="/lender/marketplace" fw={600}>
            {t('portfolio.toMarketplace')}
          </Anchor>
        )}
      </Stack>
    );
  }
  // The lender's money exactly, one precision for the table's figures.
  const money = exactRupiahFor(rows.flatMap((row) => [row.invested, row.received, row.expected]));
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped data-testid="portfolio-loans" aria-label={t('portfolio.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('portfolio.loan')}</Table.Th>
            <Table.Th>{t('portfolio.grade')}</Table.Th>
            <Table.Th ta="right">{t('portfolio.investedColumn')}</Table.Th>
            <Table.Th ta="right">{t('portfolio.pieces')}</Table.Th>
            <Table.Th ta="right">{t('portfolio.receivedColumn')}</Table.Th>
            <Table.Th ta="right">{t('portfolio.expectedColumn')}</Table.Th>
            <Table.Th>{t('portfolio.status')}</Table.Th>
            <Table.Th>{t('signing.agreementColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.loan.id}>
              <Table.Td id={`portfolio-loan-${row.loan.id}`}>
                <Anchor component={Link} to={`/lender/loans/${row.loan.id}`}>
                  {t('lenderLoan.heading', {
                    product: row.loan.product.name[language],
                    alias: row.loan.borrowerAlias,
                  })}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <GradeBadge grade={row.loan.grade} wrap />
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {money(row.invested)}
              </Table.Td>
              <Table.Td ta="right">{row.pieces}</Table.Td>
              <Table.Td
                ta="right"
                style={NO_WRAP}
                data-testid={`portfolio-received-${row.loan.id}`}
              >
                {money(row.received)}
              </Table.Td>
              <Table.Td
                ta="right"
                style={NO_WRAP}
                data-testid={`portfolio-expected-${row.loan.id}`}
              >
                {money(row.expected)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <span data-testid={`portfolio-status-${row.loan.id}`}>
                    {loanStatus(row.loan)[language]}
                  </span>
                  {row.refunded && (
                    <Badge color="gray" c="black" variant="light" size="sm" tt="none">
                      {t('portfolio.refunded')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <AgreementCell
                  agreements={row.loan.myAgreements}
                  describedBy={`portfolio-loan-${row.loan.id}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A row's investment agreements: a sign button per piece still to sign, else whether signed; the
 * pieces auto-lend funded are covered by the standing authorisation (the signature rules' answer).
 */
function AgreementCell({
  agreements,
  describedBy,
}: {
  agreements: readonly InvestmentAgreementFieldsFragment[];
  describedBy: string;
}) {
  const { t } = useTranslation();
  const toSign = agreements.filter((agreement) => agreement.canSign);
  const covered = agreements.some((agreement) => agreement.coveredByAutoLend);
  const coveredNote = covered && <Text size="sm">{t('signing.coveredByAutoLend')}</Text>;
  if (toSign.length > 0) {
    return (
      <Stack gap={4}>
        {coveredNote}
        {toSign.map((agreement) => (
          <Group key={agreement.funding.id} gap="xs" wrap="nowrap">
            {toSign.length > 1 && <Text size="sm">{formatRupiah(agreement.funding.amount)}</Text>}
            <SignAgreementButton
              fundingId={agreement.funding.id}
              size="xs"
              describedBy={describedBy}
            />
          </Group>
        ))}
      </Stack>
    );
  }
  if (covered) return coveredNote;
  if (agreements.length > 0 && agreements.every((agreement) => agreement.signed)) {
    return (
      <Badge color="teal" c="black" variant="light" size="sm" tt="none">
        {t('signing.signed')}
      </Badge>
    );
  }
  return <Text size="sm">-</Text>;
}
