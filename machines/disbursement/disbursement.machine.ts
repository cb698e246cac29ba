// Paying a funded loan out to the borrower (spec §4 "disbursement ready, then approved, then
// successful"; loan-lifecycle.md: the borrower signs the agreement, staff approve, the escrow is
// paid out less the admin fee). The bank's answers arrive as events; the transfer request is a
// named action that each runtime provides.
//
// Refinements where the spec is silent, recorded here:
// - `approved` means staff approved and the transfer request went to the bank; `settling` that
//   the bank accepted a transfer that settles later (clearing or RTGS, integrations.md).
// - A failed transfer may be approved again by staff (a retry), up to MAX_TRANSFER_ATTEMPTS
//   requests in all; after that the case is handled outside the platform and the state stays
//   `failed`. Staff have one action for both: the machine's state tells a first approval from a
//   retry.
// - The bank's "pending" is taken while it holds the transfer: from `approved` it means the
//   transfer settles later (`settling`); in `settling` it is the same news again and changes
//   nothing. Elsewhere it is refused (WRONG_STATE): no transfer is out.
// - An approval asks the bank for money, so it is refused while the borrower has no validated
//   bank account (BANK_DATA_MISSING) or no transfer rail carries the payout to it
//   (NO_TRANSFER_RAIL): facts the API finds out and sends with the event.
// - The bank's transfer fee is not deducted from the payout (the spec does not say who bears it).
import { assign, setup } from 'xstate';
import { effectiveAdminFeeSen } from '../shared/admin-fee.ts';
import { toSen } from '../shared/money.ts';
import type {
  ApprovalFacts,
  DisbursementContext,
  DisbursementEvent,
  DisbursementEventType,
  DisbursementInput,
  DisbursementReasonCode,
  DisbursementTag,
} from './disbursement.types.ts';

export const MAX_TRANSFER_ATTEMPTS = 3;

/** What the borrower receives: the escrow less the admin fee, in sen. */
export function payoutSen(context: DisbursementContext): bigint {
  return toSen(context.escrowAmount) - effectiveAdminFeeSen(context);
}

type Check = (
  context: DisbursementContext,
  event: DisbursementEvent,
) => DisbursementReasonCode | null;

const role = (event: DisbursementEvent) => ('actor' in event ? event.actor.role : 'system');

const isOwner: Check = (context, event) => {
  if (role(event) !== 'borrower') return 'WRONG_ROLE';
  return 'actor' in event && event.actor.userId === context.borrowerId ? null : 'NOT_OWNER';
};
const isStaff: Check = (_, event) => (role(event) === 'admin' ? null : 'WRONG_ROLE');
const somethingToPayOut: Check = (context) =>
  payoutSen(context) > 0n ? null : 'NOTHING_TO_PAY_OUT';
const retryLeft: Check = (context) =>
  context.attempts < MAX_TRANSFER_ATTEMPTS ? null : 'RETRY_LIMIT_REACHED';
/**
 * What the facts found before an approval refuse on their own, whatever the transfer's state: an
 * account not validated, then no rail that carries the payout. A screen that knows the account
 * (the approval dialog) asks this before staff confirm.
 */
export function approvalFactsRefusal(facts: ApprovalFacts): DisbursementReasonCode | null {
  if (!facts.bankAccountValidated) return 'BANK_DATA_MISSING';
  return facts.railAvailable ? null : 'NO_TRANSFER_RAIL';
}
const approvalFacts: Check = (_, event) =>
  event.type === 'disbursement.approve' ? approvalFactsRefusal(event) : null;
// A success without the bank's reference cannot be reconciled against the bank statement.
const hasReference: Check = (_, event) =>
  event.type === 'transfer.succeeded' && event.reference.trim() === '' ? 'REFERENCE_MISSING' : null;

export const disbursementChecks: Record<DisbursementEventType, readonly Check[]> = {
  'agreement.signed': [isOwner],
  'disbursement.approve': [isStaff, approvalFacts, somethingToPayOut, retryLeft],
  'transfer.pending': [],
  'transfer.succeeded': [hasReference],
  'transfer.failed': [],
};

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(
  context: DisbursementContext,
  event: DisbursementEvent,
): DisbursementReasonCode | null {
  for (const check of disbursementChecks[event.type]) {
    const reason = check(context, event);
    if (reason) return reason;
  }
  return null;
}

export const disbursementMachine = setup({
  types: {
    context: {} as DisbursementContext,
    events: {} as DisbursementEvent,
    input: {} as DisbursementInput,
    tags: {} as DisbursementTag,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
  },
  actions: {
    // Side effect: ask the bank to transfer the payout (one request uuid per attempt).
    requestTransfer: () => {},
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    recordSuccess: assign({
      bankReference: ({ event }) => (event.type === 'transfer.succeeded' ? event.reference : null),
      failureCode: null,
    }),
    recordFailure: assign({
      failureCode: ({ event }) => (event.type === 'transfer.failed' ? event.code : null),
    }),
  },
}).createMachine({
  id: 'disbursement',
  description: "Paying a funded loan's escrow out to the borrower, less the admin fee.",
  context: ({ input }) => {
    // Amounts that are not rupiah fail here (RangeError), not at payout time.
    for (const amount of [input.escrowAmount, input.adminFee, input.productAdminFee]) toSen(amount);
    return { ...input, attempts: 0, bankReference: null, failureCode: null };
  },
  initial: 'ready',
  states: {
    ready: {
      description: 'Fully funded and ready (DISBURSEMENT_READY); the borrower signs the agreement.',
      tags: ['awaitingSignature'],
      on: { 'agreement.signed': { target: 'borrowerSigned', guard: 'allowed' } },
    },
    borrowerSigned: {
      description: 'The borrower signed the agreement; staff approve the disbursement.',
      tags: ['awaitingApproval'],
      on: {
        'disbursement.approve': {
          target: 'approved',
          guard: 'allowed',
          actions: ['countAttempt', 'requestTransfer'],
        },
      },
    },
    approved: {
      description: 'Staff approved; the transfer to the borrower was sent to the bank.',
      tags: ['transferring'],
      on: {
        'transfer.pending': { target: 'settling' },
        'transfer.succeeded': { target: 'successful', guard: 'allowed', actions: 'recordSuccess' },
        'transfer.failed': { target: 'failed', actions: 'recordFailure' },
      },
    },
    settling: {
      description: 'The bank accepted the transfer; it settles later (clearing or RTGS).',
      tags: ['transferring'],
      on: {
        // The bank says again that it settles (every status inquiry until it does): taken, and
        // nothing changes.
        'transfer.pending': { target: 'settling' },
        'transfer.succeeded': { target: 'successful', guard: 'allowed', actions: 'recordSuccess' },
        'transfer.failed': { target: 'failed', actions: 'recordFailure' },
      },
    },
    successful: {
      description: 'The borrower received the payout.',
      type: 'final',
      tags: ['successful'],
    },
    failed: {
      description: 'The transfer failed; staff may approve it again.',
      tags: ['transferFailed'],
      on: {
        'disbursement.approve': {
          target: 'approved',
          guard: 'allowed',
          actions: ['countAttempt', 'requestTransfer'],
        },
      },
    },
  },
});
