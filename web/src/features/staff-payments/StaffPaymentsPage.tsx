// Staff: payments borrowers reported outside the VA, waiting for review (issue 19; GET
// /repayment/review), oldest first. Each row shows the borrower, a link to the loan, the
// installment, amount, source, when it came, the note and the proof of transfer (opened with the
// session, as staff open a borrower's documents); Konfirmasi asks first, in a dialog showing the
// exact amount reported against what the installment owes; Tolak asks for the reason in its
// dialog. Amounts show their sen (staff review money exactly). A reviewed payment leaves the list
// (from the mutation's answer, no refetch) and a status line says what became of it; a refusal
// shows the API's message.
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentRejectionTexts } from '../../../../machines/installment/installment.labels.ts';
import type { PaymentRejection } from '../../../../machines/installment/installment.types.ts';
import { openFileInNewTab } from '../../components/file-service.ts';
import { exactRupiah, formatDateTime, NO_WRAP } from '../../components/format.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import {
  StaffConfirmPaymentDocument,
  type StaffPaymentRowFragment,
  StaffPaymentsToReviewDocument,
  StaffRejectPaymentDocument,
} from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog.tsx';
import { RejectPaymentDialog } from './RejectPaymentDialog.tsx';

type Outcome = { tone: 'success' | 'error'; text: string };

/** Takes the reviewed payment out of the cached queue: the mutation's answer is all it needs. */
function leaveQueue(cache: ApolloCache, id: string) {
  cache.modify<{ paymentsToReview: Reference[] }>({
    fields: {
      paymentsToReview: (existing, { readField }) =>
        existing.filter((payment) => readField('id', payment) !== id),
    },
  });
}

export function StaffPaymentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading, error, refetch } = useQuery(StaffPaymentsToReviewDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [confirmPayment] = useMutation(StaffConfirmPaymentDocument);
  const [rejectPayment] = useMutation(StaffRejectPaymentDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [asking, setAsking] = useState<StaffPaymentRowFragment | null>(null);
  const [rejecting, setRejecting] = useState<StaffPaymentRowFragment | null>(null);

  const describe = (payment: StaffPaymentRowFragment) => ({
    amount: exactRupiah(payment.amount),
    borrower: payment.borrowerName,
    loan: payment.loanId,
    number: payment.installmentNumber,
  });

  const confirm = async (payment: StaffPaymentRowFragment, receivedOn: string | null) => {
    setConfirming(payment.id);
    setOutcome(null);
    try {
      await confirmPayment({
        variables: { id: payment.id, receivedOn },
        update: (cache) => leaveQueue(cache, payment.id),
      });
      setOutcome({ tone: 'success', text: t('staffPayments.confirmed', describe(payment)) });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, t('common.genericError')) });
      // Someone may have reviewed it meanwhile: the list shows what is still waiting.
      void refetch().catch(() => {});
    } finally {
      setConfirming(null);
      setAsking(null);
    }
  };

  const reject = async (payment: StaffPaymentRowFragment, reason: PaymentRejection) => {
    setOutcome(null);
    try {
      await rejectPayment({
        variables: { id: payment.id, reason },
        update: (cache) => leaveQueue(cache, payment.id),
      });
    } catch (failure) {
      // The dialog shows the API's message; the list shows what is still waiting.
      void refetch().catch(() => {});
      throw failure;
    }
    setOutcome({
      tone: 'success',
      text: t('staffPayments.rejected', {
        ...describe(payment),
        reason: paymentRejectionTexts[reason][language],
      }),
    });
  };

  const payments = data?.paymentsToReview;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('staffPayments.title')}</Title>
      <Text c="dimmed">{t('staffPayments.intro')}</Text>
      {/* Always in the page, so a screen reader hears each new outcome. */}
      <div role="status" aria-live="polite">
        {outcome?.tone === 'success' && (
          // role="note": the live region around it announces it, not a second alert.
          <Alert color="teal" variant="light" role="note" data-testid="payment-outcome">
            {outcome.text}
          </Alert>
        )}
      </div>
      {outcome?.tone === 'error' && (
        <Alert color="red" variant="light" role="alert" data-testid="payment-outcome">
          {outcome.text}
        </Alert>
      )}
      {!payments && loading && <PageLoading />}
      {!payments && !loading && (
        <PageError message={errorMessage(error, t('common.genericError'))} />
      )}
      {payments?.length === 0 && <Text c="dimmed">{t('staffPayments.empty')}</Text>}
      {payments && payments.length > 0 && (
        <Table.ScrollContainer minWidth={980}>
          <Table aria-label={t('staffPayments.tableLabel')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staffPayments.borrower')}</Table.Th>
                <Table.Th>{t('staffPayments.loan')}</Table.Th>
                <Table.Th ta="right">{t('staffPayments.installment')}</Table.Th>
                <Table.Th ta="right">{t('staffPayments.amount')}</Table.Th>
                <Table.Th>{t('staffPayments.source')}</Table.Th>
                <Table.Th>{t('staffPayments.receivedAt')}</Table.Th>
                <Table.Th>{t('staffPayments.note')}</Table.Th>
                <Table.Th>{t('staffPayments.proof')}</Table.Th>
                <Table.Th>{t('staffPayments.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => {
                const names = {
                  borrower: payment.borrowerName,
                  number: payment.installmentNumber,
                };
                return (
                  <Table.Tr key={payment.id} data-payment-id={payment.id}>
                    <Table.Td>{payment.borrowerName}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`/staff/loans/${payment.loanId}`}
                        aria-label={t('staffLoans.openLoan', { id: payment.loanId })}
                      >
                        {payment.loanId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{payment.installmentNumber}</Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {exactRupiah(payment.amount)}
                    </Table.Td>
                    <Table.Td>{t(`staffPayments.sources.${payment.source}`)}</Table.Td>
                    <Table.Td style={NO_WRAP}>{formatDateTime(payment.receivedAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{payment.note ?? '—'}</Table.Td>
                    <Table.Td>
                      {payment.proofFile ? (
                        <Button
                          variant="subtle"
                          size="xs"
                          px={4}
                          aria-label={t('staffPayments.openProofOf', names)}
                          onClick={() => payment.proofFile && openFileInNewTab(payment.proofFile)}
                        >
                          {t('staffPayments.openProof')}
                        </Button>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('staffPayments.noProof')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          loading={confirming === payment.id}
                          disabled={confirming !== null}
                          aria-label={t('staffPayments.confirmOf', names)}
                          aria-haspopup="dialog"
                          onClick={() => {
                            setOutcome(null);
                            setAsking(payment);
                          }}
                        >
                          {t('staffPayments.confirm')}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          disabled={confirming !== null}
                          aria-label={t('staffPayments.rejectOf', names)}
                          aria-haspopup="dialog"
                          onClick={() => {
                            setOutcome(null);
                            setRejecting(payment);
                          }}
                        >
                          {t('staffPayments.reject')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmPaymentDialog
        payment={asking}
        sending={confirming !== null}
        onConfirm={(payment, receivedOn) => void confirm(payment, receivedOn)}
        onCancel={() => setAsking(null)}
      />
      <RejectPaymentDialog
        payment={rejecting}
        request={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve())}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
