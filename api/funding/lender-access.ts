// What a lender may read of a loan (issue 17): a loan that was offered in the marketplace (open
// now, or funded, closed or cancelled since: it was public) — which every loan they funded was.
// Any other loan is absent for them (404), not forbidden: a lender learns nothing of loans never
// offered to them.
import { restoreLoan, statusesOf } from '../../machines/loan/loan.selectors.ts';
import { loanNotFound } from '../http/errors.ts';
import type { LoanRecord } from '../loans/loan-record.ts';

/** The loan reached the marketplace at some point (its funding status moved on from NOT_PROCESS). */
const wasOffered = (loan: LoanRecord) =>
  statusesOf(restoreLoan(loan.machine_state, loan.machine_context)).funstatstatus !== 'NOT_PROCESS';

/**
 * A lender reads a loan that was offered in the marketplace; one they funded was offered too (a
 * funding needs the loan open, and its funding status never returns to NOT_PROCESS: a loan with
 * money committed cannot be cancelled, and a refund leaves it FUNDING_NOT_COMPLETED).
 */
export function assertLenderMayRead(loan: LoanRecord): void {
  if (!lenderMayRead(loan)) throw loanNotFound();
}

/** The same rule as a yes or no: the loan's collateral photos follow it (api/files/upload.ts). */
export const lenderMayRead = (loan: LoanRecord): boolean => wasOffered(loan);
