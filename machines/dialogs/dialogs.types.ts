// Types of the loan screens' dialogs (spec §2 "Modals", §4 "Dialog behaviour", §8): approve
// loan, reject loan, cancel submission, approve disbursement (staff) and complete disbursement
// approval (borrower, back from signing). Each dialog is its own machine in this folder.

/** Spec §4 and §9: the success callback runs about 200 ms after a successful approve or cancel. */
export const SUCCESS_CALLBACK_DELAY_MS = 200;

/** Spec §2: where a borrower goes after cancelling a submission. */
export const CANCELLED_SUBMISSION_PATH = '/borrower/proposal';

/**
 * i18next keys of the dialogs' toasts; texts from spec §8 ('Berhasil menyetujui pinjaman',
 * 'Gagal menolak pinjaman', 'Sukses menyetujui disbursement', …). The UI translates them.
 */
export type DialogToastKey =
  | 'dialogs.approve.success'
  | 'dialogs.approve.failure'
  | 'dialogs.reject.success'
  | 'dialogs.reject.failure'
  | 'dialogs.cancel.success'
  | 'dialogs.cancel.failure'
  | 'dialogs.approveDisbursement.success'
  | 'dialogs.approveDisbursement.failure'
  | 'dialogs.acceptOffer.success'
  | 'dialogs.acceptOffer.failure'
  | 'dialogs.declineOffer.success'
  | 'dialogs.declineOffer.failure';

export type ToastParams = { tone: 'success' | 'error'; messageKey: DialogToastKey };

/** The runtime sends `timer.elapsed` this long after the action runs. */
export type TimerParams = { delayMs: number };

export type NavigateParams = { to: string };

/** A request that needs the reason the user typed (reject, cancel). */
export type ReasonParams = { reason: string };

type Open = { type: 'dialog.open' };
type Close = { type: 'dialog.close' };
type TimerElapsed = { type: 'timer.elapsed' };

export type ApproveLoanEvent =
  | Open
  | Close
  | { type: 'dialog.confirm' }
  | { type: 'approve.succeeded' }
  | { type: 'approve.failed' }
  | TimerElapsed;

export type ReasonDialogContext = {
  /** The last confirm came without a reason: the UI shows 'required' under the field. */
  reasonMissing: boolean;
};

export type RejectLoanEvent =
  | Open
  | Close
  | { type: 'dialog.confirm'; reason: string }
  | { type: 'reject.succeeded' }
  | { type: 'reject.failed' };

export type CancelSubmissionEvent =
  | Open
  | Close
  | { type: 'dialog.confirm'; reason: string }
  | { type: 'cancel.succeeded' }
  | { type: 'cancel.failed' }
  | TimerElapsed;

export type ApproveDisbursementEvent =
  | Open
  | Close
  | { type: 'dialog.confirm' }
  | { type: 'approveDisbursement.succeeded' }
  | { type: 'approveDisbursement.failed' };

/** Spec §3: the disbursement signing session saved locally before going to sign. */
export type StoredDisbursement = { loanId: number; returnAddress: string };

export type CompleteDisbursementEvent =
  /** Sent when the page comes back with event=signing_complete, with what storage holds. */
  | { type: 'dialog.open'; stored: StoredDisbursement | null }
  | { type: 'approveDisbursement.succeeded' }
  | { type: 'approveDisbursement.failed' };

export type CompleteDisbursementParams = { stored: StoredDisbursement };

/** The borrower's answer to the offer. */
export type OfferDecision = 'accept' | 'decline';

export type RespondOfferContext = {
  decision: OfferDecision;
  /** The borrower ticked that they agree to the offer's terms. */
  consent: boolean;
  /** The last confirm to accept came without the tick: the UI says so beside the box. */
  consentMissing: boolean;
};

export type RespondOfferEvent =
  | { type: 'dialog.open'; decision: OfferDecision }
  | { type: 'consent.change'; given: boolean }
  | Close
  | { type: 'dialog.confirm' }
  | { type: 'respond.succeeded' }
  | { type: 'respond.failed' };
