import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';

export type { Actor, Role } from '../shared/actor.ts';

export type DisbursementStateName =
  | 'ready'
  | 'borrowerSigned'
  | 'approved'
  | 'settling'
  | 'successful'
  | 'failed';

export type DisbursementTag =
  | 'awaitingSignature'
  | 'awaitingApproval'
  | 'transferring'
  | 'successful'
  | 'transferFailed';

export type DisbursementContext = {
  loanId: string;
  borrowerId: string;
  /** What lenders paid into the loan's escrow, rupiah. */
  escrowAmount: string;
  /** The loan's admin fee, rupiah; zero means the product's fee applies (spec §9). */
  adminFee: string;
  productAdminFee: string;
  /** Transfer requests sent to the bank so far (bounded by MAX_TRANSFER_ATTEMPTS). */
  attempts: number;
  /** The bank's reference for the successful transfer. */
  bankReference: string | null;
  /** The bank's response code of the last failed transfer. */
  failureCode: string | null;
};

export type DisbursementInput = {
  loanId: string;
  borrowerId: string;
  escrowAmount: string;
  adminFee: string;
  productAdminFee: string;
};

/**
 * What the API finds out before staff's approval asks the bank for the transfer: whether the
 * borrower's bank account is validated (the payout's beneficiary), and whether a transfer rail
 * carries this payout from the platform's account to that account's bank.
 */
export type ApprovalFacts = { bankAccountValidated: boolean; railAvailable: boolean };

export type DisbursementEvent =
  | { type: 'agreement.signed'; actor: Actor }
  /**
   * Staff approve the payout: the first transfer once the borrower signed, or another after the
   * bank refused one (a retry, within MAX_TRANSFER_ATTEMPTS) — the machine tells which by its state.
   */
  | ({ type: 'disbursement.approve'; actor: Actor } & ApprovalFacts)
  | { type: 'transfer.pending' }
  | { type: 'transfer.succeeded'; reference: string }
  | { type: 'transfer.failed'; code: string };

export type DisbursementEventType = DisbursementEvent['type'];

export type DisbursementReasonCode =
  | 'WRONG_STATE'
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'AGREEMENT_NOT_SIGNED'
  | 'NOTHING_TO_PAY_OUT'
  | 'RETRY_LIMIT_REACHED'
  | 'REFERENCE_MISSING'
  // No disbursement yet: the loan was never prepared for one.
  | 'DISBURSEMENT_NOT_PREPARED'
  // The approval's facts: no validated bank account to pay, or no rail that carries the payout.
  | 'BANK_DATA_MISSING'
  | 'NO_TRANSFER_RAIL'
  // Staff asked to approve while the bank still holds the last transfer (approved or settling).
  | 'TRANSFER_IN_PROGRESS';

export type DisbursementReason = { code: DisbursementReasonCode; text: Text };
