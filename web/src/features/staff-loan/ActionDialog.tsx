// The confirmation dialogs of the staff loan screen, each driven by its dialog machine
// (machines/dialogs): the approvals (collateral, credit, director and the spec's 'Setujui
// Pinjaman') by the approve-loan machine, 'Tolak Pinjaman' by the reject machine, 'Batalkan
// Pengajuan' by the cancel machine and the disbursement approval by its own; approving credit
// also asks for the loan's risk rating, approving the disbursement shows what it pays (gross,
// fee withheld, net) and where (the borrower's account, masked). The machines decide
// when the dialog is open, sending, closes and which toast shows; this file only draws them and
// runs the requests they ask for.
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useActor } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveDisbursementMachine } from '../../../../machines/dialogs/approve-disbursement.machine.ts';
import { approveLoanMachine } from '../../../../machines/dialogs/approve-loan.machine.ts';
import { cancelSubmissionMachine } from '../../../../machines/dialogs/cancel-submission.machine.ts';
import {
  isOpen,
  isReasonMissing,
  isSending,
} from '../../../../machines/dialogs/dialogs.selectors.ts';
import type { ToastParams } from '../../../../machines/dialogs/dialogs.types.ts';
import { rejectLoanMachine } from '../../../../machines/dialogs/reject-loan.machine.ts';
import { approvalFactsRefusal } from '../../../../machines/disbursement/disbursement.machine.ts';
import {
  gradeOf,
  interestBand,
  isRiskRating,
  RISK_RATINGS,
  type RiskRating,
  riskRatingTexts,
} from '../../../../machines/shared/risk-rating.ts';
import { AutosizeTextarea } from '../../components/AutosizeTextarea.tsx';
import { FactList } from '../../components/FactList.tsx';
import { exactRupiah, formatPercent, NO_WRAP } from '../../components/format.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { RupiahText } from '../../components/RupiahText.tsx';
import { errorMessage } from '../../components/server-errors.ts';
import { useLanguage } from '../../i18n.ts';
import type { DisbursementPreview } from './disbursement-preview.ts';
import type { ApproveAction } from './staff-actions.ts';

type DialogProps = {
  opened: boolean;
  applicationValue: string;
  /** Sends the request; resolves when the API accepted it. */
  request: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** The machine's success callback: refreshes the loan. */
  onSucceeded: () => void;
};

type DialogKey = ApproveAction | 'reject' | 'cancel' | 'approveDisbursement';

/**
 * Keeps the page's idea of the open dialog and the machine's in step: the page opens it, the
 * machine closes it (after a success, a failed cancel, or Close), and the page then hears so.
 */
function useOpenSync(opened: boolean, open: boolean, openMachine: () => void, onClose: () => void) {
  const wasOpen = useRef(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openRef = useRef(openMachine);
  openRef.current = openMachine;
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      closeRef.current();
      return;
    }
    if (opened) openRef.current();
  }, [opened, open]);
}

/** The latest props, for the machine's actions (which are created once). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

function useToast(dialog: DialogKey) {
  const { t } = useTranslation();
  return ({ tone }: ToastParams) => {
    const message = t(`dialogs.${dialog}.${tone === 'success' ? 'success' : 'failure'}`);
    if (tone === 'success') notifySuccess(message);
    else notifyError(message);
  };
}

type FrameProps = {
  dialog: DialogKey;
  opened: boolean;
  sending: boolean;
  applicationValue: string;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
  /** What the dialog says first, instead of its text with the application value. */
  intro?: ReactNode;
  /** Confirming waits for something the dialog is still reading. */
  confirmDisabled?: boolean;
  children?: ReactNode;
};

function DialogFrame({
  dialog,
  opened,
  sending,
  applicationValue,
  failure,
  onConfirm,
  onClose,
  danger,
  intro,
  confirmDisabled = false,
  children,
}: FrameProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) onClose();
      }}
      title={t(`dialogs.${dialog}.title`)}
      withCloseButton={false}
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmDisabled) onConfirm();
        }}
        noValidate
      >
        <Stack gap="md">
          {intro ?? (
            <Text>
              {t(`dialogs.${dialog}.text`)} <RupiahText value={applicationValue} />
            </Text>
          )}
          {children}
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            {/* A dialog that only asks starts on Close: an Enter pressed twice (the one that
                opened it, then another) must not approve or reject a loan. Confirming is a Tab
                away; a dialog with fields starts on its first field. */}
            <Button
              variant="default"
              onClick={onClose}
              disabled={sending}
              data-autofocus={children ? undefined : true}
            >
              {/* 'Tutup' beside 'Tutup pinjaman' reads as the same act: that dialog says 'Batal'. */}
              {dialog === 'close' ? t('dialogs.close.dismiss') : t('common.close')}
            </Button>
            <Button
              type="submit"
              color={danger ? 'red' : undefined}
              disabled={sending || confirmDisabled}
            >
              {sending ? t(`dialogs.${dialog}.sending`) : t(`dialogs.${dialog}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The approve-loan machine running this dialog's request, toast and callback. */
function useApproveMachine(
  action: ApproveAction,
  request: () => Promise<unknown>,
  onSucceeded: () => void,
) {
  const { t } = useTranslation();
  const latest = useLatest({ request, onSucceeded, toast: useToast(action) });
  const [failure, setFailure] = useState<string | null>(null);
  const [snapshot, send] = useActor(
    approveLoanMachine.provide({
      actions: {
        requestApproveLoan: ({ self }) => {
          setFailure(null);
          latest.current.request().then(
            () => self.send({ type: 'approve.succeeded' }),
            (error: unknown) => {
              setFailure(errorMessage(error, t('common.genericError')));
              self.send({ type: 'approve.failed' });
            },
          );
        },
        showToast: (_, params) => latest.current.toast(params),
        startTimer: ({ self }, { delayMs }) => {
          window.setTimeout(() => self.send({ type: 'timer.elapsed' }), delayMs);
        },
        runSuccessCallback: () => latest.current.onSucceeded(),
      },
    }),
  );
  return { snapshot, send, failure, setFailure };
}

/** Approve collateral, director approval and the spec's 'Setujui Pinjaman'. */
export function ApproveDialog({
  action,
  opened,
  applicationValue,
  request,
  onClose,
  onSucceeded,
}: DialogProps & { action: Exclude<ApproveAction, 'approveCredit'> }) {
  const { snapshot, send, failure, setFailure } = useApproveMachine(
    action,
    () => request(''),
    onSucceeded,
  );
  const open = isOpen(snapshot);
  useOpenSync(opened, open, () => send({ type: 'dialog.open' }), onClose);
  return (
    <DialogFrame
      dialog={action}
      opened={open}
      sending={isSending(snapshot)}
      applicationValue={applicationValue}
      failure={failure}
      onConfirm={() => send({ type: 'dialog.confirm' })}
      onClose={() => {
        setFailure(null);
        send({ type: 'dialog.close' });
      }}
    />
  );
}

type ApproveCreditDialogProps = Omit<DialogProps, 'request'> & {
  /** The product's interest range: each rating shows the band of it the offer must then sit in. */
  range: { lowRiskInterest: string; highRiskInterest: string };
  /** Approves credit with the chosen rating; resolves when the API accepted it. */
  request: (riskRating: RiskRating) => Promise<unknown>;
};

/**
 * Approve credit: staff choose the loan's risk rating (required), which lenders read as its grade
 * and which fixes the offer's interest band — shown beside each rating, from the machine's rule.
 */
export function ApproveCreditDialog({
  opened,
  applicationValue,
  range,
  request,
  onClose,
  onSucceeded,
}: ApproveCreditDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [rating, setRating] = useState<RiskRating | null>(null);
  const [ratingMissing, setRatingMissing] = useState(false);
  const forget = () => {
    setRating(null);
    setRatingMissing(false);
  };
  const { snapshot, send, failure, setFailure } = useApproveMachine(
    'approveCredit',
    // Confirm is only sent with a rating chosen (below).
    () => (rating ? request(rating) : Promise.reject(new Error('no risk rating'))),
    () => {
      forget();
      onSucceeded();
    },
  );
  const open = isOpen(snapshot);
  const sending = isSending(snapshot);
  useOpenSync(opened, open, () => send({ type: 'dialog.open' }), onClose);
  return (
    <DialogFrame
      dialog="approveCredit"
      opened={open}
      sending={sending}
      applicationValue={applicationValue}
      failure={failure}
      onConfirm={() => {
        if (!rating) {
          setRatingMissing(true);
          return;
        }
        send({ type: 'dialog.confirm' });
      }}
      onClose={() => {
        setFailure(null);
        forget();
        send({ type: 'dialog.close' });
      }}
    >
      <Radio.Group
        label={t('dialogs.approveCredit.rating')}
        description={t('dialogs.approveCredit.ratingHint')}
        withAsterisk
        value={rating ?? ''}
        onChange={(value) => {
          if (!isRiskRating(value)) return;
          setRating(value);
          setRatingMissing(false);
        }}
        error={ratingMissing ? t('dialogs.approveCredit.ratingMissing') : undefined}
      >
        <Stack gap="xs" mt="xs">
          {RISK_RATINGS.map((value, index) => {
            const band = interestBand(range.lowRiskInterest, range.highRiskInterest, value);
            return (
              <Radio
                key={value}
                value={value}
                disabled={sending}
                required
                data-autofocus={index === 0 ? true : undefined}
                label={t('dialogs.approveCredit.ratingOption', {
                  grade: gradeOf(value),
                  words: riskRatingTexts[value][language],
                })}
                description={t('dialogs.approveCredit.ratingBand', {
                  low: formatPercent(band.low),
                  high: formatPercent(band.high),
                })}
              />
            );
          })}
        </Stack>
      </Radio.Group>
    </DialogFrame>
  );
}

function ReasonField({
  value,
  onChange,
  missing,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AutosizeTextarea
      label={t('dialogs.reason')}
      withAsterisk
      aria-required
      minRows={3}
      data-autofocus
      value={value}
      disabled={disabled}
      error={missing ? t('validation.required') : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** 'Tolak Pinjaman': a reason is required; the borrower sees it. */
export function RejectDialog({
  opened,
  applicationValue,
  request,
  onClose,
  onSucceeded,
}: DialogProps) {
  const { t } = useTranslation();
  const latest = useLatest({ request, onSucceeded, toast: useToast('reject') });
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [snapshot, send] = useActor(
    rejectLoanMachine.provide({
      actions: {
        requestRejectLoan: ({ self }, params) => {
          setFailure(null);
          latest.current.request(params.reason).then(
            () => self.send({ type: 'reject.succeeded' }),
            (error: unknown) => {
              setFailure(errorMessage(error, t('common.genericError')));
              self.send({ type: 'reject.failed' });
            },
          );
        },
        showToast: (_, params) => latest.current.toast(params),
        runSuccessCallback: () => {
          setReason('');
          latest.current.onSucceeded();
        },
      },
    }),
  );
  const open = isOpen(snapshot);
  useOpenSync(opened, open, () => send({ type: 'dialog.open' }), onClose);
  const sending = isSending(snapshot);
  return (
    <DialogFrame
      dialog="reject"
      danger
      opened={open}
      sending={sending}
      applicationValue={applicationValue}
      failure={failure}
      onConfirm={() => send({ type: 'dialog.confirm', reason })}
      onClose={() => {
        setFailure(null);
        setReason('');
        send({ type: 'dialog.close' });
      }}
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        missing={isReasonMissing(snapshot)}
        disabled={sending}
      />
    </DialogFrame>
  );
}

/**
 * 'Batalkan Pengajuan': a reason is required; the borrower sees it. The machine's last step
 * sends a borrower to their proposal list; staff stay on the loan, which now reads cancelled.
 */
export function CancelDialog({
  opened,
  applicationValue,
  request,
  onClose,
  onSucceeded,
}: DialogProps) {
  const latest = useLatest({ request, onSucceeded, toast: useToast('cancel') });
  const [reason, setReason] = useState('');
  const [snapshot, send] = useActor(
    cancelSubmissionMachine.provide({
      actions: {
        requestCancelSubmission: ({ self }, params) => {
          latest.current.request(params.reason).then(
            () => self.send({ type: 'cancel.succeeded' }),
            () => self.send({ type: 'cancel.failed' }),
          );
        },
        showToast: (_, params) => latest.current.toast(params),
        startTimer: ({ self }, { delayMs }) => {
          window.setTimeout(() => self.send({ type: 'timer.elapsed' }), delayMs);
        },
        runSuccessCallback: () => latest.current.onSucceeded(),
        // /borrower/proposal is the borrower's list: on the staff screen there is nowhere to go.
        navigate: () => {},
      },
    }),
  );
  const open = isOpen(snapshot);
  useOpenSync(opened, open, () => send({ type: 'dialog.open' }), onClose);
  const sending = isSending(snapshot);
  return (
    <DialogFrame
      dialog="cancel"
      danger
      opened={open}
      sending={sending}
      applicationValue={applicationValue}
      failure={null}
      onConfirm={() => send({ type: 'dialog.confirm', reason })}
      onClose={() => {
        setReason('');
        send({ type: 'dialog.close' });
      }}
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        missing={isReasonMissing(snapshot)}
        disabled={sending}
      />
    </DialogFrame>
  );
}

/** An amount kept on one line: 'Rp' never wraps away from its figure. */
const Amount = ({ value }: { value: string }) => <span style={NO_WRAP}>{exactRupiah(value)}</span>;

/** What the approval pays and where: gross, fee withheld, net, the destination account. */
function PayoutFacts({ payout }: { payout: DisbursementPreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { account } = payout;
  const destination = (() => {
    if (account === 'loading') return t('dialogs.approveDisbursement.accountLoading');
    if (account === 'missing') return t('dialogs.approveDisbursement.accountMissing');
    if (account === 'failed') return t('dialogs.approveDisbursement.accountFailed');
    return t('dialogs.approveDisbursement.accountText', {
      bank: account.bankName?.[language] ?? '',
      number: account.numberMasked,
      name: account.holder,
    }).trim();
  })();
  return (
    <Stack gap="xs">
      <FactList
        facts={[
          { label: t('dialogs.approveDisbursement.gross'), value: <Amount value={payout.gross} /> },
          {
            label: t('dialogs.approveDisbursement.adminFee'),
            value: <Amount value={payout.adminFee} />,
          },
          {
            label: t('dialogs.approveDisbursement.net'),
            value: (
              <Text span fw={700} size="sm">
                <Amount value={payout.net} />
              </Text>
            ),
          },
          { label: t('dialogs.approveDisbursement.account'), value: destination },
        ]}
      />
      {typeof account === 'object' &&
        approvalFactsRefusal({ bankAccountValidated: account.validated, railAvailable: true }) ===
          'BANK_DATA_MISSING' && (
          <Alert color="yellow" variant="light">
            {t('dialogs.approveDisbursement.accountNotValidated')}
          </Alert>
        )}
    </Stack>
  );
}

/**
 * Approve disbursement: 'Sukses menyetujui disbursement' / 'Gagal menyetujui disbursement'.
 * With the payout (the staff screen always gives it) the dialog shows what the approval pays and
 * where before staff confirm, and confirming waits for the destination account to be read.
 */
export function ApproveDisbursementDialog({
  opened,
  applicationValue,
  request,
  onClose,
  onSucceeded,
  payout,
}: DialogProps & { payout?: DisbursementPreview | undefined }) {
  const { t } = useTranslation();
  // The page reads the payout only while the dialog is open: what it last read stays shown
  // while the dialog closes.
  const lastPayout = useRef(payout);
  if (payout) lastPayout.current = payout;
  const shown = payout ?? lastPayout.current;
  const latest = useLatest({ request, onSucceeded, toast: useToast('approveDisbursement') });
  const [snapshot, send] = useActor(
    approveDisbursementMachine.provide({
      actions: {
        requestApproveDisbursement: ({ self }) => {
          latest.current.request('').then(
            () => self.send({ type: 'approveDisbursement.succeeded' }),
            () => self.send({ type: 'approveDisbursement.failed' }),
          );
        },
        showToast: (_, params) => latest.current.toast(params),
        runSuccessCallback: () => latest.current.onSucceeded(),
      },
    }),
  );
  const open = isOpen(snapshot);
  useOpenSync(opened, open, () => send({ type: 'dialog.open' }), onClose);
  return (
    <DialogFrame
      dialog="approveDisbursement"
      opened={open}
      sending={isSending(snapshot)}
      applicationValue={applicationValue}
      failure={null}
      intro={shown ? <Text>{t('dialogs.approveDisbursement.payoutText')}</Text> : undefined}
      confirmDisabled={payout?.account === 'loading'}
      onConfirm={() => send({ type: 'dialog.confirm' })}
      onClose={() => send({ type: 'dialog.close' })}
    >
      {shown && <PayoutFacts payout={shown} />}
    </DialogFrame>
  );
}
