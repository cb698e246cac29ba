// Values derived from a disbursement snapshot: the payout, the loan stage it corresponds to, the
// label, and why an action is not possible now.
import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../shared/actor.ts';
import { effectiveAdminFeeSen } from '../shared/admin-fee.ts';
import type { Text } from '../shared/i18n-text.ts';
import { fromSen } from '../shared/money.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { disbursementReasonTexts, disbursementStateLabels } from './disbursement.labels.ts';
import {
  disbursementMachine,
  MAX_TRANSFER_ATTEMPTS,
  payoutSen,
  refusal,
} from './disbursement.machine.ts';
import type {
  DisbursementEvent,
  DisbursementReason,
  DisbursementReasonCode,
  DisbursementStateName,
} from './disbursement.types.ts';

export type DisbursementSnapshot = SnapshotFrom<typeof disbursementMachine>;

export function disbursementStateOf(snapshot: DisbursementSnapshot): DisbursementStateName {
  return snapshot.value as DisbursementStateName;
}

export function disbursementLabel(snapshot: DisbursementSnapshot): Text {
  return disbursementStateLabels[disbursementStateOf(snapshot)];
}

/** The admin fee deducted (rupiah): the loan's, or the product's when the loan's is zero. */
export function effectiveAdminFee(snapshot: DisbursementSnapshot): string {
  return fromSen(effectiveAdminFeeSen(snapshot.context));
}

/** What the borrower receives (rupiah): the escrowed amount less the admin fee. */
export function payoutAmount(snapshot: DisbursementSnapshot): string {
  return fromSen(payoutSen(snapshot.context));
}

/** The loan's submission stage while this disbursement is in this state (loan-lifecycle.md). */
export function loanStageOf(
  snapshot: DisbursementSnapshot,
): 'DISBURSEMENT_READY' | 'DISBURSEMENT_READY_BORROWER' | 'DISBURSED' {
  const state = disbursementStateOf(snapshot);
  if (state === 'ready') return 'DISBURSEMENT_READY';
  return state === 'successful' ? 'DISBURSED' : 'DISBURSEMENT_READY_BORROWER';
}

export function transferAttemptsLeft(snapshot: DisbursementSnapshot): number {
  return MAX_TRANSFER_ATTEMPTS - snapshot.context.attempts;
}

function reason(code: DisbursementReasonCode): DisbursementReason {
  return { code, text: disbursementReasonTexts[code] };
}

/**
 * Why this event is not taken now; null when the machine would take it. A loan without a
 * disbursement (null: never prepared) takes none.
 */
export function whyNotDisbursement(
  snapshot: DisbursementSnapshot | null,
  event: DisbursementEvent,
): DisbursementReason | null {
  if (!snapshot) return reason('DISBURSEMENT_NOT_PREPARED');
  const takes = takesEvent(snapshot, event.type);
  if (!takes) {
    const unsigned = event.type === 'disbursement.approve' && snapshot.matches('ready');
    return reason(unsigned ? 'AGREEMENT_NOT_SIGNED' : 'WRONG_STATE');
  }
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STATE');
}

/** What the API finds out before staff's approval: a validated account, a rail that carries it. */
export type ApprovalFacts = { bankAccountValidated: boolean; railAvailable: boolean };

/**
 * Why staff may not approve this disbursement now; null when they may (a first approval, or
 * another attempt after the bank refused the last transfer). While the bank holds a transfer
 * (approved or settling) the answer is TRANSFER_IN_PROGRESS: the bank's answer comes first, a
 * second request could pay twice. Without facts (a screen asking what to offer) the account and
 * the rail are checked when staff ask.
 */
export function whyNotApprove(
  snapshot: DisbursementSnapshot | null,
  actor: Actor,
  facts: ApprovalFacts = { bankAccountValidated: true, railAvailable: true },
): DisbursementReason | null {
  if (snapshot?.hasTag('transferring')) return reason('TRANSFER_IN_PROGRESS');
  return whyNotDisbursement(snapshot, { type: 'disbursement.approve', actor, ...facts });
}

type ActionAnswer = {
  action: string;
  allowed: boolean;
  reason: { code: string; text: Text } | null;
};

/**
 * A loan's available actions with the disbursement machine's word on approving it: the loan
 * machine decides whether the loan is at that step (signed, money committed), the disbursement
 * machine whether its transfer may be asked for now (not while the bank settles the last one).
 * Both must agree; the loan's refusal comes first, so its reason is the one shown.
 */
export function withDisbursementApproval<A extends ActionAnswer>(
  actions: readonly A[],
  disbursement: DisbursementSnapshot | null,
  actor: Actor,
): Array<Omit<A, 'allowed' | 'reason'> & ActionAnswer> {
  return actions.map((answer) => {
    if (answer.action !== 'approveDisbursement' || !answer.allowed || !disbursement) return answer;
    const refused = whyNotApprove(disbursement, actor);
    return refused ? { ...answer, allowed: false, reason: refused } : answer;
  });
}

/** Rebuilds a disbursement snapshot from its stored columns. */
export function restoreDisbursement(
  value: DisbursementStateName,
  context: DisbursementSnapshot['context'],
): DisbursementSnapshot {
  return disbursementMachine.resolveState({ value, context });
}
