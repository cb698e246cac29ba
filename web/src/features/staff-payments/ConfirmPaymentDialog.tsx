// 'Konfirmasi pembayaran': booking a reported payment cannot be undone from here, so staff confirm
// it in a dialog (the wallet approval's and the data validation's ConfirmDialog) that names the
// borrower, the loan and the installment and shows the exact amount reported — with its sen —
// against what the installment owes now (read afresh when the dialog opens), and the difference.
// Staff say the day the bank received the money (its statement; empty: today): the late charge
// held back while the payment waited is owed for the days before it (the installment machine).
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromSen, isRupiah, toSen } from '../../../../machines/shared/money.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateField } from '../../components/DateField.tsx';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { exactRupiah, formatDate, NO_WRAP } from '../../components/format.ts';
import {
  StaffPaymentInstallmentDocument,
  type StaffPaymentInstallmentQuery,
  type StaffPaymentRowFragment,
} from '../../generated/graphql.ts';

type Installment = StaffPaymentInstallmentQuery['loanRepayment']['installments'][number];

/** The amount reported against what is owed: more, less or the same, and by how much. */
function difference(reported: string, owed: string) {
  if (!isRupiah(reported) || !isRupiah(owed)) return null;
  const sen = toSen(reported) - toSen(owed);
  if (sen === 0n) return { kind: 'matches' as const, amount: '0.00' };
  return {
    kind: sen > 0n ? ('over' as const) : ('under' as const),
    amount: fromSen(sen < 0n ? -sen : sen),
  };
}

export function ConfirmPaymentDialog({
  payment: chosen,
  sending,
  onConfirm,
  onCancel,
}: {
  /** The payment to confirm; null while the dialog is closed. */
  payment: StaffPaymentRowFragment | null;
  sending: boolean;
  /** The payment and the day the bank received it (null: today). */
  onConfirm: (payment: StaffPaymentRowFragment, receivedOn: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [receivedOn, setReceivedOn] = useState('');
  // What it last showed stays while the dialog closes.
  const opened = useRef<string | null>(null);
  if (chosen && opened.current !== chosen.id) {
    opened.current = chosen.id;
    if (receivedOn !== '') setReceivedOn('');
  }
  if (!chosen) opened.current = null;
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const payment = chosen ?? last.current;
  // Read afresh each time the dialog opens; while it closes, what it read stays shown.
  const read = useQuery(StaffPaymentInstallmentDocument, {
    variables: { loanId: payment?.loanId ?? '' },
    skip: !chosen,
    fetchPolicy: 'network-only',
  });
  const lastRead = useRef(read);
  if (chosen) lastRead.current = read;
  const { data, error } = chosen ? read : lastRead.current;
  const installment: Installment | undefined = data?.loanRepayment.installments.find(
    (item) => item.id === payment?.installmentId,
  );
  const names = payment
    ? {
        borrower: payment.borrowerName,
        loan: payment.loanId,
        number: payment.installmentNumber,
      }
    : { borrower: '', loan: '', number: 0 };

  const owed = (() => {
    if (installment) {
      return (
        <Stack gap={0}>
          <Text span size="sm" fw={600} style={NO_WRAP} data-testid="confirm-payment-owed">
            {exactRupiah(installment.payAmount)}
          </Text>
          <Text span size="xs" c="dimmed">
            {t('staffPayments.confirmDialog.owedBreakdown', {
              due: exactRupiah(installment.amountDue),
              late: exactRupiah(installment.lateCharge),
              paid: exactRupiah(installment.paid),
              date: formatDate(installment.dueDate),
            })}
          </Text>
        </Stack>
      );
    }
    if (data || error) return t('staffPayments.confirmDialog.owedFailed');
    return t('staffPayments.confirmDialog.owedLoading');
  })();
  const gap = payment && installment ? difference(payment.amount, installment.payAmount) : null;

  const facts: Fact[] = payment
    ? [
        { label: t('staffPayments.borrower'), value: payment.borrowerName },
        { label: t('staffPayments.loan'), value: payment.loanId },
        { label: t('staffPayments.installment'), value: String(payment.installmentNumber) },
        {
          label: t('staffPayments.confirmDialog.reported'),
          value: (
            <Text span size="sm" fw={700} style={NO_WRAP} data-testid="confirm-payment-reported">
              {exactRupiah(payment.amount)}
            </Text>
          ),
        },
        { label: t('staffPayments.confirmDialog.owed'), value: owed },
        ...(gap
          ? [
              {
                label: t('staffPayments.confirmDialog.difference'),
                value: (
                  <Text
                    span
                    size="sm"
                    c={gap.kind === 'matches' ? undefined : 'orange.9'}
                    data-testid="confirm-payment-difference"
                  >
                    {t(`staffPayments.confirmDialog.${gap.kind}`, {
                      amount: exactRupiah(gap.amount),
                    })}
                  </Text>
                ),
              },
            ]
          : []),
      ]
    : [];

  return (
    <ConfirmDialog
      opened={chosen !== null}
      tone="approve"
      title={t('staffPayments.confirmDialog.title', names)}
      text={t('staffPayments.confirmDialog.text', names)}
      confirmLabel={t('staffPayments.confirmDialog.confirm')}
      cancelLabel={t('staffPayments.confirmDialog.cancel')}
      sending={sending}
      onCancel={onCancel}
      onConfirm={() => {
        if (chosen && !sending) onConfirm(chosen, receivedOn === '' ? null : receivedOn);
      }}
    >
      <FactList facts={facts} />
      <DateField
        format="iso"
        label={t('staffPayments.confirmDialog.receivedOn')}
        description={t('staffPayments.confirmDialog.receivedOnHint')}
        value={receivedOn}
        onChange={setReceivedOn}
        data-testid="confirm-payment-received-on"
      />
    </ConfirmDialog>
  );
}
