// Staff work queues: one tab per queue with its count, search by borrower name or loan id,
// filters by product and stage, sorting and cursor pages; each row links to its loan. The whole
// choice lives in the address, so Back from a loan returns to the same list.
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { stageLabels } from '../../../../machines/loan/loan.labels.ts';
import {
  LOAN_QUEUE_NAMES,
  LOAN_QUEUES,
  queueLabels,
} from '../../../../machines/loan/loan.queues.ts';
import type { Stage } from '../../../../machines/loan/loan.types.ts';
import { formatDate, formatRupiah } from '../../components/format.ts';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  type LoanQueue,
  type LoanSort,
  StaffLoansDocument,
  StaffProductsDocument,
  StaffQueueCountsDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const SORTS: readonly LoanSort[] = [
  'NEWEST',
  'OLDEST',
  'VALUE_DESC',
  'VALUE_ASC',
  'REQUIRED_DATE',
  'UPDATED',
];
const STAGES = Object.keys(stageLabels) as Stage[];

const isQueue = (value: string | null): value is LoanQueue =>
  LOAN_QUEUE_NAMES.some((queue) => queue === value);
const isSort = (value: string | null): value is LoanSort => SORTS.some((sort) => sort === value);

export function StaffLoansPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const queueParam = params.get('queue');
  const queue = isQueue(queueParam) ? queueParam : null;
  const stage = params.get('stage') ?? '';
  const search = params.get('q') ?? '';
  const productId = params.get('product') ?? '';
  const sortParam = params.get('sort');
  const sort: LoanSort = isSort(sortParam) ? sortParam : 'NEWEST';
  const [searchText, setSearchText] = useState(search);
  const [loadingMore, setLoadingMore] = useState(false);

  /** Changes some of the list's choices in the address, keeping the others. */
  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const filter = { search: search || null, productId: productId || null };
  const counts = useQuery(StaffQueueCountsDocument, {
    variables: filter,
    fetchPolicy: 'cache-and-network',
  });
  const products = useQuery(StaffProductsDocument);
  const { data, loading, error, fetchMore } = useQuery(StaffLoansDocument, {
    variables: { ...filter, queue, stage: stage || null, sort, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.loans;
  const countOf = (name: LoanQueue) =>
    counts.data?.loanQueueCounts.queues.find((q) => q.queue === name)?.count;

  // Within a queue only its stages make sense as a further filter.
  const stageChoices = queue ? (LOAN_QUEUES[queue] as readonly Stage[]) : STAGES;
  const stageText = (code: Stage) =>
    stageLabels[code][language].replace('{provider}', t('staffLoans.anyProduct'));

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after } });
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setLoadingMore(false);
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    choose({ q: searchText.trim() || null });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffLoans.title')}</Title>

      <Tabs
        value={queue ?? ALL}
        onChange={(value) => choose({ queue: value === ALL ? null : value, stage: null })}
        keepMounted={false}
      >
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List aria-label={t('staffDesk.queuesLabel')} style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value={ALL}>
              {t('staffDesk.allQueues')}{' '}
              <Badge variant="light" size="sm" component="span">
                {counts.data?.loanQueueCounts.total ?? '…'}
              </Badge>
            </Tabs.Tab>
            {LOAN_QUEUE_NAMES.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {queueLabels[name][language]}{' '}
                <Badge variant="light" size="sm" component="span">
                  {countOf(name) ?? '…'}
                </Badge>
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>

      <Group align="flex-end" gap="md" wrap="wrap">
        <search>
          <form onSubmit={submitSearch}>
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('staffDesk.search')}
                value={searchText}
                onChange={(event) => setSearchText(event.currentTarget.value)}
                w={280}
              />
              <Button type="submit" variant="default">
                {t('staffDesk.searchButton')}
              </Button>
            </Group>
          </form>
        </search>
        <NativeSelect
          label={t('staffDesk.product')}
          value={productId}
          onChange={(event) => choose({ product: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('staffDesk.allProducts') },
            ...(products.data?.products ?? []).map((p) => ({
              value: p.id,
              label: p.name[language],
            })),
          ]}
        />
        <NativeSelect
          label={t('staffDesk.stage')}
          value={stage}
          onChange={(event) => choose({ stage: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('staffDesk.allStages') },
            ...stageChoices.map((code) => ({ value: code, label: stageText(code) })),
          ]}
        />
        <NativeSelect
          label={t('staffDesk.sort')}
          value={sort}
          onChange={(event) =>
            choose({
              sort: event.currentTarget.value === 'NEWEST' ? null : event.currentTarget.value,
            })
          }
          data={SORTS.map((value) => ({ value, label: t(`staffDesk.sorts.${value}`) }))}
        />
      </Group>

      {!connection && loading && <PageLoading />}
      {!connection && error && (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
      {connection && connection.edges.length === 0 && (
        <Text c="dimmed">{t('staffLoans.empty')}</Text>
      )}
      {connection && connection.edges.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover aria-label={t('staffLoans.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.id')}</Table.Th>
                  <Table.Th scope="col">{t('columns.borrower')}</Table.Th>
                  <Table.Th scope="col">{t('columns.product')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('columns.value')}
                  </Table.Th>
                  <Table.Th scope="col">{t('staffDesk.requiredDate')}</Table.Th>
                  <Table.Th scope="col">{t('columns.stage')}</Table.Th>
                  <Table.Th scope="col">{t('columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connection.edges.map(({ node: loan }) => (
                  <Table.Tr key={loan.id}>
                    <Table.Td>{loan.id}</Table.Td>
                    <Table.Td>{loan.borrower.fullName}</Table.Td>
                    <Table.Td>{loan.product.name[language]}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(loan.applicationValue)}</Table.Td>
                    <Table.Td>{formatDate(loan.requiredDate)}</Table.Td>
                    <Table.Td>{loan.stageLabel[language]}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`/staff/loans/${loan.id}`}
                        state={{ listSearch: params.toString() }}
                        aria-label={t('staffLoans.openLoan', { id: loan.id })}
                      >
                        {t('staffLoans.open')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {t('staffLoans.shown', {
                shown: connection.edges.length,
                total: connection.totalCount,
              })}
            </Text>
            {connection.pageInfo.hasNextPage && (
              <Button variant="default" onClick={loadMore} disabled={loadingMore}>
                {t('staffLoans.loadMore')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
