// Staff: every loan, newest first, optionally of one stage; 20 at a time.
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { stageLabels } from '../../../../machines/loan/loan.labels.ts';
import type { Stage } from '../../../../machines/loan/loan.types.ts';
import { errorMessage } from '../../components/errors.ts';
import { formatRupiah } from '../../components/format.ts';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { StaffLoansDocument } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const PAGE_SIZE = 20;

// The lifecycle machine's stages, in its own order.
const STAGES = Object.keys(stageLabels).filter((code): code is Stage => code in stageLabels);

export function StaffLoansPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The filter lives in the address, so going back from a loan keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const stage = searchParams.get('stage') ?? '';
  const [loadingMore, setLoadingMore] = useState(false);

  const { data, loading, error, fetchMore } = useQuery(StaffLoansDocument, {
    variables: { stage: stage || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.loans;

  const stageOptions = [
    { value: '', label: t('staffLoans.all') },
    ...STAGES.map((code) => ({
      value: code,
      label: `${stageLabels[code][language].replace('{provider}', t('staffLoans.anyProduct'))} (${code})`,
    })),
  ];

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

  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffLoans.title')}</Title>
      <NativeSelect
        label={t('staffLoans.stage')}
        data={stageOptions}
        value={stage}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSearchParams(next ? { stage: next } : {}, { replace: true });
        }}
        maw={360}
      />

      {!connection && loading && <PageLoading />}
      {!connection && error && (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
      {connection && connection.edges.length === 0 && (
        <Text c="dimmed">{t('staffLoans.empty')}</Text>
      )}
      {connection && connection.edges.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover aria-label={t('staffLoans.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.id')}</Table.Th>
                  <Table.Th scope="col">{t('columns.borrower')}</Table.Th>
                  <Table.Th scope="col">{t('columns.product')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('columns.value')}
                  </Table.Th>
                  <Table.Th scope="col">{t('columns.stage')}</Table.Th>
                  <Table.Th scope="col">{t('columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connection.edges.map(({ node: loan }) => (
                  <Table.Tr key={loan.id}>
                    <Table.Td>{loan.id}</Table.Td>
                    <Table.Td>{loan.borrower.fullName}</Table.Td>
                    <Table.Td>{loan.product.productName}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(loan.applicationValue)}</Table.Td>
                    <Table.Td>{loan.stageLabel[language]}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`/staff/loans/${loan.id}`}
                        state={{ listSearch: searchParams.toString() }}
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
            <Text size="sm" c="dimmed">
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
