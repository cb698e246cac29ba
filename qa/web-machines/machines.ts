// The machines the web client alone runs, each with the events the web client meets (what a
// person does on the screen, what the network answers, time passing) and the component its
// generated paths drive (qa/web-machines/*.screen.tsx). Plain TypeScript: `npm run qa:paths`
// lists and measures these paths without a DOM.
import { approveDisbursementMachine } from '../../machines/dialogs/approve-disbursement.machine.ts';
import { approveLoanMachine } from '../../machines/dialogs/approve-loan.machine.ts';
import { cancelSubmissionMachine } from '../../machines/dialogs/cancel-submission.machine.ts';
import { completeDisbursementMachine } from '../../machines/dialogs/complete-disbursement.machine.ts';
import type { RespondOfferContext } from '../../machines/dialogs/dialogs.types.ts';
import { rejectLoanMachine } from '../../machines/dialogs/reject-loan.machine.ts';
import { respondOfferMachine } from '../../machines/dialogs/respond-offer.machine.ts';
import type { WebMachine } from './model.ts';

export const approveLoanDialog: WebMachine = {
  label: 'dialogs: approveLoan',
  slug: 'approve-loan-dialog',
  machine: approveLoanMachine,
  component: "staff loan screen's 'Setujui Pinjaman' (ApproveDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm' },
    { type: 'approve.succeeded' },
    { type: 'approve.failed' },
    { type: 'timer.elapsed' },
  ],
};

export const rejectLoanDialog: WebMachine = {
  label: 'dialogs: rejectLoan',
  slug: 'reject-loan-dialog',
  machine: rejectLoanMachine,
  component: "staff loan screen's 'Tolak Pinjaman' (RejectDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm', reason: '' },
    { type: 'dialog.confirm', reason: '   ' },
    { type: 'dialog.confirm', reason: 'Data jaminan tidak lengkap' },
    { type: 'reject.succeeded' },
    { type: 'reject.failed' },
  ],
};

export const cancelSubmissionDialog: WebMachine = {
  label: 'dialogs: cancelSubmission',
  slug: 'cancel-submission-dialog',
  machine: cancelSubmissionMachine,
  // The same machine runs on two screens: the staff loan screen's 'Batalkan' (its last step,
  // navigating to the borrower's list, goes nowhere there) and the borrower's loan screen, which
  // it leaves for /borrower/proposal. The input names the screen (the machine takes none).
  runs: [
    { name: 'staff', input: 'staff' },
    { name: 'borrower', input: 'borrower' },
  ],
  component: "'Batalkan Pengajuan' (staff CancelDialog, borrower CancelSubmissionButton)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm', reason: '' },
    { type: 'dialog.confirm', reason: '   ' },
    { type: 'dialog.confirm', reason: 'Tidak jadi meminjam' },
    { type: 'cancel.succeeded' },
    { type: 'cancel.failed' },
    { type: 'timer.elapsed' },
  ],
};

export const approveDisbursementDialog: WebMachine = {
  label: 'dialogs: approveDisbursement',
  slug: 'approve-disbursement-dialog',
  machine: approveDisbursementMachine,
  component: "staff loan screen's 'Setujui Disbursement' (ApproveDisbursementDialog)",
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm' },
    { type: 'approveDisbursement.succeeded' },
    { type: 'approveDisbursement.failed' },
  ],
};

/** What the signing page saved before the borrower left to sign (DisbursementSigning.tsx). */
export const STORED_SIGNING = {
  loanId: 7,
  returnAddress: 'http://localhost:3000/borrower/loans/7',
} as const;

export const completeDisbursementDialog: WebMachine = {
  label: 'dialogs: completeDisbursement',
  slug: 'complete-disbursement-dialog',
  machine: completeDisbursementMachine,
  component:
    "borrower loan screen's 'Persetujuan Disbursement' (CompleteDisbursementDialog), back from signing",
  events: [
    // The browser comes back to the loan with event=signing_complete, storage holding the
    // signing session saved before leaving — or nothing (signed in another browser, cleared).
    { type: 'dialog.open', stored: STORED_SIGNING },
    { type: 'dialog.open', stored: null },
    { type: 'approveDisbursement.succeeded' },
    { type: 'approveDisbursement.failed' },
  ],
};

export const respondOfferDialog: WebMachine = {
  label: 'dialogs: respondOffer',
  slug: 'respond-offer-dialog',
  machine: respondOfferMachine,
  component: "borrower loan screen's 'Terima Penawaran' / 'Tolak Penawaran' (OfferButtons)",
  // The consent box is in the accepting dialog only, and a click can only turn it over.
  events: (snapshot) => {
    const context = snapshot.context as RespondOfferContext;
    return [
      { type: 'dialog.open', decision: 'accept' },
      { type: 'dialog.open', decision: 'decline' },
      { type: 'dialog.close' },
      { type: 'dialog.confirm' },
      { type: 'respond.succeeded' },
      { type: 'respond.failed' },
      ...(snapshot.value === 'open' && context.decision === 'accept'
        ? [{ type: 'consent.change', given: !context.consent }]
        : []),
    ];
  },
};

/** Every machine the web client alone runs that has generated paths at its tier. */
export const WEB_MACHINES: readonly WebMachine[] = [
  approveLoanDialog,
  rejectLoanDialog,
  cancelSubmissionDialog,
  approveDisbursementDialog,
  completeDisbursementDialog,
  respondOfferDialog,
];

export const webMachineNamed = (name: string) =>
  WEB_MACHINES.find((m) => m.slug === name || m.label === name);
