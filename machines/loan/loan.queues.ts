// The staff work queues: which lifecycle stages each queue holds. Written once here so that the
// API's filters and counts, the gateway and the queue tabs of the staff screen all agree.
//
// Every stage but DRAFT is in exactly one queue (a draft is the borrower's, not yet staff work):
// - APPROVED_PRODUCT (offer terms set, not yet sent) waits in `directorApproved`: staff still
//   have to press Approve, so it is their work, not an offer out;
// - `funding` holds everything from the borrower's acceptance until the loan is fully funded or
//   the window closed short (refunds pending);
// - `cancelledRejected` holds the rejected (REJECT_BAIL: waiting for the borrower), the declined
//   offers and the cancelled loans.
import type { Text } from '../shared/i18n-text.ts';
import type { Stage } from './loan.types.ts';

export const LOAN_QUEUES = {
  toReview: ['REVIEW'],
  collateralApproved: ['APPROVAL_BAIL'],
  creditApproved: ['APPROVAL_LOAN'],
  directorApproved: ['APPROVAL_LOAN_DIR', 'APPROVED_PRODUCT'],
  offersOut: ['APPROVAL_BORROWER'],
  funding: ['APPROVED_BORROWER', 'PROCESS', 'FUNDING_COMPLETED', 'FUNDING_NOT_COMPLETED'],
  disbursementReady: ['DISBURSEMENT_READY', 'DISBURSEMENT_READY_BORROWER'],
  inPeriod: ['DISBURSED', 'LOAN_PERIOD'],
  paymentsToReview: ['REVIEW_PAID'],
  closed: ['PAID', 'CLOSED'],
  cancelledRejected: ['REJECT_BAIL', 'REJECTED_BORROWER', 'CANCEL'],
} as const satisfies Record<string, readonly Stage[]>;

export type LoanQueue = keyof typeof LOAN_QUEUES;

export const LOAN_QUEUE_NAMES = Object.keys(LOAN_QUEUES) as LoanQueue[];

/** Loans whose disbursement was paid out: every stage with funding status DISBURSED. */
export const DISBURSED_STAGES = [
  'DISBURSED',
  'LOAN_PERIOD',
  'REVIEW_PAID',
  'PAID',
  'CLOSED',
] as const satisfies readonly Stage[];

/**
 * Loans with a repayment schedule: from the loan period on. DISBURSED is entered and left in one
 * transaction (the period starts at once), never at rest.
 */
export const SCHEDULE_STAGES = [
  'LOAN_PERIOD',
  'REVIEW_PAID',
  'PAID',
  'CLOSED',
] as const satisfies readonly Stage[];

export function queueOf(stage: Stage): LoanQueue | null {
  for (const queue of LOAN_QUEUE_NAMES) {
    if ((LOAN_QUEUES[queue] as readonly Stage[]).includes(stage)) return queue;
  }
  return null;
}

export const queueLabels: Record<LoanQueue, Text> = {
  toReview: { id: 'Perlu Ditinjau', en: 'To review' },
  collateralApproved: { id: 'Jaminan Disetujui', en: 'Collateral approved' },
  creditApproved: { id: 'Kredit Disetujui', en: 'Credit approved' },
  directorApproved: { id: 'Disetujui Direktur', en: 'Director approved' },
  offersOut: { id: 'Penawaran Terkirim', en: 'Offers out' },
  funding: { id: 'Pendanaan', en: 'Funding' },
  disbursementReady: { id: 'Siap Dicairkan', en: 'Disbursement ready' },
  inPeriod: { id: 'Masa Pinjaman', en: 'In period' },
  paymentsToReview: { id: 'Tinjau Pembayaran', en: 'Payments to review' },
  closed: { id: 'Selesai', en: 'Closed' },
  cancelledRejected: { id: 'Dibatalkan / Ditolak', en: 'Cancelled / rejected' },
};
