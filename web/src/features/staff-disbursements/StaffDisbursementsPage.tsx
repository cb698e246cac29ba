// Staff: the disbursement lists (issue 18; GET /loan/disbursement/ready and /success) as two
// tabs — loans ready to be paid out (signed by the borrower or not) and loans paid out, each row
// with the borrower, what the borrower receives, the disbursement's state, the bank's reference
// and the date (ready since; paid on). The tab lives in the address, so Back returns to it; each
// row links to its loan, where staff approve.
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatRupiah, NO_WRAP } from '../../components/format.ts';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  type StaffDisbursementPageFragment,
  StaffDisbursementsReadyDocument,
  StaffDisbursementsSucceededDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const PAGE_SIZE = 20;
const TABS = ['ready', 'success'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

export function StaffDisbursementsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'ready';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffDisbursements.title')}</Title>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'ready' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="ready">{t('staffDisbursements.ready')}</Tabs.Tab>
          <Tabs.Tab value="success">{t('staffDisbursements.success')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ready" pt="md">
          <ReadyList />
        </Tabs.Panel>
        <Tabs.Panel value="success" pt="md">
          <SucceededList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ReadyList() {
  const query = useQuery(StaffDisbursementsReadyDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DisbursementList kind="ready" query={query} connection={query.data?.disbursementsReady} />
  );
}

function SucceededList() {
  const query = useQuery(StaffDisbursementsSucceededDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DisbursementList
      kind="success"
      query={query}
      connection={query.data?.disbursementsSucceeded}
    />
  );
}

function DisbursementList({
  kind,
  query,
  connection,
}: {
  kind: Tab;
  query: {
    loading: boolean;
    error?: unknown;
    fetchMore: (options: { variables: { after: string } }) => Promise<unknown>;
  };
  connection: StaffDisbursementPageFragment | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [loadingMore, setLoadingMore] = useState(false);
  if (!connection && query.loading) return <PageLoading />;
  if (!connection)
    return <PageError message={errorMessage(query.error, t('common.genericError'))} />;
  const label = kind === 'ready' ? t('staffDisbursements.ready') : t('staffDisbursements.success');

  const loadMore = async () => {
    const after = connection.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({ variables: { after } });
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setLoadingMore(false);
    }
  };

  if (connection.edges.length === 0) {
    return <Text c="dimmed">{t(`staffDisbursements.empty.${kind}`)}</Text>;
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={label} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staffDisbursements.loan')}</Table.Th>
              <Table.Th>{t('staffDisbursements.borrower')}</Table.Th>
              <Table.Th ta="right">{t('staffDisbursements.amount')}</Table.Th>
              <Table.Th>{t('staffDisbursements.state')}</Table.Th>
              <Table.Th>{t('staffDisbursements.bankReference')}</Table.Th>
              <Table.Th>
                {kind === 'ready'
                  ? t('staffDisbursements.readySince')
                  : t('staffDisbursements.paidAt')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {connection.edges.map(({ node: loan }) => {
              const summary = loan.disbursementSummary;
              return (
                <Table.Tr key={loan.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      size="sm"
                      to={`/staff/loans/${loan.id}`}
                      aria-label={t('staffLoans.openLoan', { id: loan.id })}
                    >
                      {loan.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{loan.borrower.fullName}</Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatRupiah(summary?.payoutAmount ?? loan.commitment)}
                  </Table.Td>
                  <Table.Td>{(summary?.stateLabel ?? loan.stageLabel)[language]}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {summary?.bankReference ?? '—'}
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>
                    {kind === 'ready'
                      ? formatDate(loan.stageEnteredAt)
                      : summary?.settledAt
                        ? formatDateTime(summary.settledAt)
                        : formatDate(loan.stageEnteredAt)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('staffDisbursements.shown', {
          shown: connection.edges.length,
          total: connection.totalCount,
        })}
      </Text>
      {connection.pageInfo.hasNextPage && (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore}>
          {t('staffLoans.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
