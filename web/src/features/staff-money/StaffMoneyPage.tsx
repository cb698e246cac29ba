// Staff: every pending withdrawal (with the bank's status inquiry at hand) and any lender's
// account mutations for the last 30 days. The inquiry's outcome is said in words (still pending at
// the bank; paid and settled, the row leaving the list; failed, the money back in the lender's
// balance) in a status line a screen reader announces; each row's button is named by its lender
// and amount. Amounts show their sen and never wrap away from 'Rp'.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exactRupiah, formatDate, NO_WRAP } from '../../components/format.ts';
import { MutationsTable } from '../../components/MutationRow.tsx';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  StaffInquireWithdrawalDocument,
  StaffLenderMutationsDocument,
  StaffMoneyDocument,
  type StaffMoneyQuery,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

type Withdrawal = StaffMoneyQuery['pendingWithdrawals'][number];
type Answer = 'pending' | 'settled' | 'failed';
type Outcome = { tone: Answer | 'error'; text: string };

/** What the bank's answer means for the withdrawal, in the page's words. */
const OUTCOME_OF_STATE: Record<string, Answer> = {
  requested: 'pending',
  sent: 'pending',
  settled: 'settled',
  failed: 'failed',
  reversed: 'failed',
};

const ALERT_COLOR: Record<Outcome['tone'], string> = {
  pending: 'blue',
  settled: 'teal',
  failed: 'orange',
  error: 'red',
};

export function StaffMoneyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error } = useQuery(StaffMoneyDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [inquire] = useMutation(StaffInquireWithdrawalDocument);
  const [inquiring, setInquiring] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lenderId, setLenderId] = useState<string | null>(null);
  const mutations = useQuery(StaffLenderMutationsDocument, {
    variables: { lenderId: lenderId ?? '' },
    skip: !lenderId,
    fetchPolicy: 'cache-and-network',
  });

  const ask = async (withdrawal: Withdrawal) => {
    const words = { amount: exactRupiah(withdrawal.amount), lender: withdrawal.lenderName ?? '' };
    setInquiring(withdrawal.id);
    setOutcome(null);
    try {
      const answer = await inquire({
        variables: { id: withdrawal.id },
        refetchQueries: [StaffMoneyDocument],
      });
      const after = answer.data?.inquireWithdrawal;
      const tone = after ? (OUTCOME_OF_STATE[after.state] ?? 'pending') : 'pending';
      setOutcome({
        tone,
        text: t(`lenderMoney.inquiry.${tone}`, {
          ...words,
          state: after?.stateLabel[language] ?? withdrawal.stateLabel[language],
        }),
      });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, t('common.genericError')) });
    } finally {
      setInquiring(null);
    }
  };

  if (!data && loading) return <PageLoading />;
  if (!data) return <PageError message={errorMessage(error, t('common.genericError'))} />;
  const m = mutations.data?.lenderMutations;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('lenderMoney.staffPendingTitle')}</Title>
      {/* Always in the page, so a screen reader hears each new outcome. */}
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert
            color={ALERT_COLOR[outcome.tone]}
            variant="light"
            role="note"
            data-testid="inquiry-outcome"
          >
            {outcome.text}
          </Alert>
        )}
      </div>
      <Paper withBorder p="md" radius="md">
        {data.pendingWithdrawals.length === 0 ? (
          <Text c="dimmed">{t('lenderMoney.noWithdrawals')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label={t('lenderMoney.staffPendingTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lenderMoney.date')}</Table.Th>
                  <Table.Th>{t('lenderMoney.lender')}</Table.Th>
                  <Table.Th ta="right">{t('lenderMoney.withdrawalAmount')}</Table.Th>
                  <Table.Th>{t('lenderMoney.cashOutRail')}</Table.Th>
                  <Table.Th>{t('lenderMoney.state')}</Table.Th>
                  <Table.Th>{t('lenderMoney.staffActions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.pendingWithdrawals.map((w) => (
                  <Table.Tr key={w.id} data-withdrawal-id={w.id}>
                    <Table.Td style={NO_WRAP}>{formatDate(w.createdAt)}</Table.Td>
                    <Table.Td>{w.lenderName}</Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {exactRupiah(w.amount)}
                    </Table.Td>
                    <Table.Td>{w.railLabel[language]}</Table.Td>
                    <Table.Td>{w.stateLabel[language]}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('lenderMoney.inquireOf', {
                          lender: w.lenderName ?? '',
                          amount: exactRupiah(w.amount),
                          date: formatDate(w.createdAt),
                        })}
                        loading={inquiring === w.id}
                        disabled={inquiring !== null && inquiring !== w.id}
                        onClick={() => void ask(w)}
                      >
                        {t('lenderMoney.inquire')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
            {t('lenderMoney.opening')}: <b style={NO_WRAP}>{exactRupiah(m.openingBalance)}</b>
          </Text>
          <MutationsTable
            nodes={m.nodes}
            language={language}
            minWidth={720}
            aria-label={t('lenderMoney.mutationsTitle')}
          />
          <Text mt="sm">
            {t('lenderMoney.closing')}: <b style={NO_WRAP}>{exactRupiah(m.closingBalance)}</b>
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
