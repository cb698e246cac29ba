// Staff work queues: every queue with its count in a side list (two columns above the list on a
// phone), so none is ever hidden (issue 15); search by borrower name or loan id, filters by
// product and stage, sorting — by the submission date and the waiting time too, from their
// column headers, done by the server as the list comes in pages — and cursor pages; each row
// links to its loan. The whole choice lives in the address, so Back from a loan returns to the
// same list.
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Flex,
  Group,
  NativeSelect,
  NavLink,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stageLabels } from '../../../../machines/loan/loan.labels.ts';
import {
  LOAN_QUEUE_NAMES,
  LOAN_QUEUES,
  queueLabels,
} from '../../../../machines/loan/loan.queues.ts';
import type { Stage } from '../../../../machines/loan/loan.types.ts';
import { toSen, wholePercent } from '../../../../machines/shared/money.ts';
import { FundingProgress } from '../../components/FundingProgress.tsx';
import { formatDate, formatRupiah, NO_WRAP } from '../../components/format.ts';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { useSearchChoice } from '../../components/use-search-choice.ts';
import { useWaitingText } from '../../components/waiting-time.ts';
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
  'SUBMITTED_OLDEST',
  'SUBMITTED_NEWEST',
  'WAITING_LONGEST',
  'WAITING_SHORTEST',
];

/** The columns sorted from their header: the first click sorts as named, the next reverses. */
const COLUMN_SORTS = {
  submitted: ['SUBMITTED_OLDEST', 'SUBMITTED_NEWEST'],
  waiting: ['WAITING_LONGEST', 'WAITING_SHORTEST'],
} as const satisfies Record<string, readonly [LoanSort, LoanSort]>;
const STAGES = Object.keys(stageLabels) as Stage[];

const isQueue = (value: string | null): value is LoanQueue =>
  LOAN_QUEUE_NAMES.some((queue) => queue === value);
const isSort = (value: string | null): value is LoanSort => SORTS.some((sort) => sort === value);

export function StaffLoansPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const waitingText = useWaitingText();
  const [params, changeParams] = useSearchChoice();
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
  const choose = (changes: Record<string, string | null>) =>
    changeParams((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

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

      {/* The queues beside the table only on a wide screen: on a 1280 px laptop, beside the
          frame's menu, they left the table 768 px and its last column behind a sideways scroll.
          Narrower, they sit above it, four or three to a row. */}
      <Flex direction={{ base: 'column', xl: 'row' }} gap="lg" align={{ xl: 'flex-start' }}>
        <Box component="nav" aria-label={t('staffDesk.queuesLabel')} w={{ xl: 230 }} flex="none">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 1 }} spacing={4} verticalSpacing={2}>
            {[null, ...LOAN_QUEUE_NAMES].map((name) => {
              const next = new URLSearchParams(params);
              next.delete('stage');
              if (name) next.set('queue', name);
              else next.delete('queue');
              const count = name ? countOf(name) : counts.data?.loanQueueCounts.total;
              return (
                <NavLink
                  key={name ?? ALL}
                  component={Link}
                  to={{ search: next.toString() }}
                  replace
                  active={queue === name}
                  aria-current={queue === name ? 'page' : undefined}
                  label={name ? queueLabels[name][language] : t('staffDesk.allQueues')}
                  rightSection={
                    <Badge variant="light" size="sm" component="span">
                      {count ?? '…'}
                    </Badge>
                  }
                  styles={{ label: { whiteSpace: 'normal' } }}
                  data-testid={`queue-${name ?? ALL}`}
                />
              );
            })}
          </SimpleGrid>
        </Box>
        <Stack gap="lg" flex={1} miw={0}>
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
              <Table.ScrollContainer minWidth={800}>
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
                      <SortableHeader
                        label={t('staffDesk.submittedAt')}
                        sorts={COLUMN_SORTS.submitted}
                        sort={sort}
                        onSort={(next) => choose({ sort: next })}
                      />
                      <SortableHeader
                        label={t('staffDesk.waiting')}
                        sorts={COLUMN_SORTS.waiting}
                        sort={sort}
                        onSort={(next) => choose({ sort: next })}
                      />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {connection.edges.map(({ node: loan }) => (
                      <Table.Tr key={loan.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            size="sm"
                            to={`/staff/loans/${loan.id}`}
                            state={{ listSearch: params.toString() }}
                            aria-label={t('staffLoans.openLoan', { id: loan.id })}
                          >
                            {loan.id}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{loan.borrower.fullName}</Table.Td>
                        <Table.Td>{loan.product.name[language]}</Table.Td>
                        <Table.Td ta="right" style={NO_WRAP}>
                          {formatRupiah(loan.applicationValue)}
                        </Table.Td>
                        <Table.Td style={NO_WRAP}>{formatDate(loan.requiredDate)}</Table.Td>
                        <Table.Td>
                          {loan.stageLabel[language]}
                          {loan.fundingStatus !== 'NOT_PROCESS' ? (
                            // The funding queue's progress, loan by loan (issue 17).
                            <FundingProgress
                              size="sm"
                              collected={loan.commitment}
                              target={loan.applicationValue}
                              percent={wholePercent(
                                toSen(loan.commitment),
                                toSen(loan.applicationValue),
                              )}
                            />
                          ) : null}
                        </Table.Td>
                        <Table.Td style={NO_WRAP}>{formatDate(loan.submittedAt)}</Table.Td>
                        <Table.Td>{waitingText(loan.stageEnteredAt)}</Table.Td>
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
      </Flex>
    </Stack>
  );
}

/**
 * A column header that sorts the list (on the server: the list comes in pages) — the first click
 * by the column's first order, the next by its reverse — and says which way it is sorted.
 */
function SortableHeader({
  label,
  sorts,
  sort,
  onSort,
}: {
  label: string;
  sorts: readonly [LoanSort, LoanSort];
  sort: LoanSort;
  onSort: (sort: LoanSort) => void;
}) {
  const { t } = useTranslation();
  const [first, second] = sorts;
  const current = sort === first ? 'first' : sort === second ? 'second' : null;
  // Oldest first reads as ascending time; the longest wait first is the oldest entry too.
  const ariaSort = current === 'first' ? 'ascending' : current === 'second' ? 'descending' : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton
        onClick={() => onSort(current === 'first' ? second : first)}
        fw={700}
        fz="sm"
        title={t(`staffDesk.sorts.${current === 'first' ? second : first}`)}
      >
        {label} {current === 'first' ? '▲' : current === 'second' ? '▼' : '↕'}
      </UnstyledButton>
    </Table.Th>
  );
}
