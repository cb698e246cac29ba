// 'Tolak Pembayaran': staff choose why a reported payment is rejected (one of the installment
// machine's three reasons) and confirm. The reject dialog machine (machines/dialogs) runs it as it
// runs 'Tolak Pinjaman' — a reason is required, Tolak reads 'Menolak...' while sending, a success
// closes the dialog, a failure keeps it open with the API's message to retry — with the chosen
// reason's code as the reason. The page says what happened; this dialog only draws and asks.
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isOpen,
  isReasonMissing,
  isSending,
} from '../../../../machines/dialogs/dialogs.selectors.ts';
import { rejectLoanMachine } from '../../../../machines/dialogs/reject-loan.machine.ts';
import { paymentRejectionTexts } from '../../../../machines/installment/installment.labels.ts';
import type { PaymentRejection } from '../../../../machines/installment/installment.types.ts';
import { exactRupiah } from '../../components/format.ts';
import { errorMessage } from '../../components/server-errors.ts';
import type { StaffPaymentRowFragment } from '../../generated/graphql.ts';
import { useLanguage } from '../../i18n.ts';

const REASONS = Object.keys(paymentRejectionTexts) as PaymentRejection[];
const isReason = (value: string): value is PaymentRejection =>
  REASONS.some((reason) => reason === value);

export function RejectPaymentDialog({
  payment,
  request,
  onClose,
}: {
  /** The payment being rejected; null while the dialog is closed. */
  payment: StaffPaymentRowFragment | null;
  /** Rejects it with the reason; resolves when the API accepted it. */
  request: (reason: PaymentRejection) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState<string>('');
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ request, onClose });
  latest.current = { request, onClose };
  const [snapshot, send] = useActor(
    rejectLoanMachine.provide({
      actions: {
        requestRejectLoan: ({ self }, params) => {
          setFailure(null);
          if (!isReason(params.reason)) return;
          latest.current.request(params.reason).then(
            () => self.send({ type: 'reject.succeeded' }),
            (error: unknown) => {
              setFailure(errorMessage(error, t('common.genericError')));
              self.send({ type: 'reject.failed' });
            },
          );
        },
        // The page's status line and the dialog's alert say what happened: no toast.
        showToast: () => {},
        runSuccessCallback: () => {},
      },
    }),
  );
  const open = isOpen(snapshot);
  const sending = isSending(snapshot);

  // The page opens the dialog by choosing a payment; the machine closes it (Close, success).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      setReason('');
      setFailure(null);
      latest.current.onClose();
      return;
    }
    if (payment) send({ type: 'dialog.open' });
  }, [payment, open, send]);

  const close = () => {
    if (!sending) send({ type: 'dialog.close' });
  };

  return (
    <Modal
      opened={open && payment !== null}
      onClose={close}
      title={t('staffPayments.rejectDialog.title')}
      withCloseButton={false}
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      centered
    >
      {payment && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'dialog.confirm', reason });
          }}
        >
          <Stack gap="md">
            <Text>
              {t('staffPayments.rejectDialog.text', {
                amount: exactRupiah(payment.amount),
                borrower: payment.borrowerName,
                number: payment.installmentNumber,
              })}
            </Text>
            <Radio.Group
              label={t('staffPayments.rejectDialog.reason')}
              value={reason}
              onChange={setReason}
              withAsterisk
              error={
                isReasonMissing(snapshot)
                  ? t('staffPayments.rejectDialog.reasonMissing')
                  : undefined
              }
            >
              <Stack gap="xs" mt="xs">
                {REASONS.map((code) => (
                  <Radio
                    key={code}
                    value={code}
                    label={paymentRejectionTexts[code][language]}
                    disabled={sending}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={sending}>
                {t('common.close')}
              </Button>
              <Button type="submit" color="red" disabled={sending}>
                {sending
                  ? t('staffPayments.rejectDialog.sending')
                  : t('staffPayments.rejectDialog.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
