// The lenders' marketplace (spec §2 "loan list and marketplace with filters (grade, term in
// months, interest, funding)"): the loans open for funding as cards (one column on a phone, a
// grid wider), filtered and sorted by the server, a page at a time ("Load more" with the
// connection's cursor), with the total. The choice lives in the address, so Back and a refresh
// keep it.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Center,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { useSearchChoice } from '../../components/use-search-choice.ts';
import { MarketplaceDocument, type MarketplaceSort } from '../../generated/graphql.ts';
import { LoanCard } from './LoanCard.tsx';
import { MarketplaceFilters } from './MarketplaceFilters.tsx';
import {
  choiceFromParams,
  filterOf,
  isFiltered,
  type MarketplaceChoice,
  paramsFromChoice,
  SORTS,
} from './marketplace-filters.ts';

const PAGE_SIZE = 12;

export function MarketplacePage() {
  const { t } = useTranslation();
  const [params, changeParams] = useSearchChoice();
  const choice = choiceFromParams(params);
  const [loadingMore, setLoadingMore] = useState(false);

  const choose = (changes: Partial<MarketplaceChoice>) =>
    changeParams((current) => paramsFromChoice({ ...choiceFromParams(current), ...changes }));
  const reset = () =>
    changeParams((current) =>
      paramsFromChoice({
        ...choiceFromParams(new URLSearchParams()),
        sort: choiceFromParams(current).sort,
      }),
    );

  const { data, previousData, loading, error, fetchMore } = useQuery(MarketplaceDocument, {
    variables: { filter: filterOf(choice), sort: choice.sort, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // While a new choice loads, the last list stays rather than a blank page.
  const connection = (data ?? previousData)?.marketplace;

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          marketplace: {
            ...fetchMoreResult.marketplace,
            nodes: [...previous.marketplace.nodes, ...fetchMoreResult.marketplace.nodes],
          },
        }),
      });
    } catch (failure) {
      notifyError(errorMessage(failure, t('common.genericError')));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('marketplace.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('marketplace.intro')}
        </Text>
      </div>
      <MarketplaceFilters choice={choice} onChange={choose} onReset={reset} />
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Text fw={600} role="status" aria-live="polite" data-testid="marketplace-total">
          {connection ? t('marketplace.total', { count: connection.totalCount }) : ''}
        </Text>
        <NativeSelect
          label={t('marketplace.sort')}
          value={choice.sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const sort = SORTS.find((s) => s === value);
            if (sort) choose({ sort: sort satisfies MarketplaceSort });
          }}
          data={SORTS.map((sort) => ({ value: sort, label: t(`marketplace.sorts.${sort}`) }))}
        />
      </Group>
      {!connection && loading && <PageLoading />}
      {!connection && error && (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
      {connection && connection.nodes.length === 0 && (
        <Paper withBorder p="xl" radius="md" data-testid="marketplace-empty">
          <Stack gap="xs" align="center" ta="center">
            <Title order={2} size="h4">
              {t('marketplace.emptyTitle')}
            </Title>
            <Text c="dimmed" maw={520}>
              {isFiltered(choice) ? t('marketplace.emptyFiltered') : t('marketplace.emptyNone')}
            </Text>
            {isFiltered(choice) && (
              <Button variant="light" onClick={reset}>
                {t('marketplace.reset')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {connection && connection.nodes.length > 0 && (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            aria-label={t('marketplace.listLabel')}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {connection.nodes.map((loan) => (
              <li key={loan.id}>
                <LoanCard loan={loan} />
              </li>
            ))}
          </SimpleGrid>
          <Center>
            <Stack gap="xs" align="center">
              <Text size="sm" c="dimmed">
                {t('marketplace.shown', {
                  shown: connection.nodes.length,
                  total: connection.totalCount,
                })}
              </Text>
              {connection.pageInfo.hasNextPage && (
                <Button variant="default" onClick={() => void loadMore()} loading={loadingMore}>
                  {t('marketplace.loadMore')}
                </Button>
              )}
            </Stack>
          </Center>
        </>
      )}
    </Stack>
  );
}
