// Staff: every pending withdrawal (with the bank's status inquiry at hand) and any lender's
// account mutations for the last 30 days.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupiah } from '../../components/format.ts';
import { MutationRow } from '../../components/MutationRow.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  StaffInquireWithdrawalDocument,
  StaffLenderMutationsDocument,
  StaffMoneyDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

export function StaffMoneyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(StaffMoneyDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [inquire] = useMutation(StaffInquireWithdrawalDocument);
  const [lenderId, setLenderId] = useState<string | null>(null);
  const mutations = useQuery(StaffLenderMutationsDocument, {
    variables: { lenderId: lenderId ?? '' },
    skip: !lenderId,
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  const m = mutations.data?.lenderMutations;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('lenderMoney.staffPendingTitle')}</Title>
      <Paper withBorder p="md" radius="md">
        {data.pendingWithdrawals.length === 0 ? (
          <Text c="dimmed">{t('lenderMoney.noWithdrawals')}</Text>
        ) : (
          <Table aria-label={t('lenderMoney.staffPendingTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lenderMoney.date')}</Table.Th>
                <Table.Th>{t('lenderMoney.lender')}</Table.Th>
                <Table.Th>{t('lenderMoney.cashOutAmount')}</Table.Th>
                <Table.Th>{t('lenderMoney.cashOutRail')}</Table.Th>
                <Table.Th>{t('lenderMoney.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.pendingWithdrawals.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{formatDate(w.createdAt)}</Table.Td>
                  <Table.Td>{w.lenderName}</Table.Td>
                  <Table.Td>{formatRupiah(w.amount)}</Table.Td>
                  <Table.Td>{w.railLabel[language]}</Table.Td>
                  <Table.Td>{w.stateLabel[language]}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() =>
                        void inquire({
                          variables: { id: w.id },
                          refetchQueries: [StaffMoneyDocument],
                        }).catch((failure: unknown) =>
                          notifyError(errorMessage(failure, t('common.genericError'))),
                        )
                      }
                    >
                      {t('lenderMoney.inquire')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Title order={2}>{t('lenderMoney.mutationsTitle')}</Title>
      <Select
        label={t('lenderMoney.lender')}
        maw={420}
        value={lenderId}
        onChange={setLenderId}
        data={data.lenderWallets.map((w) => ({
          value: w.lender.id,
          label: `${w.lender.fullName} (${w.kind ?? ''} ${w.accountNumber ?? ''})`,
        }))}
      />
      {m && (
        <Paper withBorder p="md" radius="md">
          <Text>
            {t('lenderMoney.opening')}: <b>{formatRupiah(m.openingBalance)}</b>
          </Text>
          <Table mt="sm" striped>
            <Table.Tbody>
              {m.nodes.map((row) => (
                <MutationRow key={row.id} row={row} language={language} />
              ))}
            </Table.Tbody>
          </Table>
          <Text mt="sm">
            {t('lenderMoney.closing')}: <b>{formatRupiah(m.closingBalance)}</b>
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
