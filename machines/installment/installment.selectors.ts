// Values derived from an installment snapshot: what is owed, the REST status, the arrears (the
// REST projection current / overdue / over90, and OJK's bucket, its state), and why an action is
// not possible now.
import type { SnapshotFrom } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { fromSen, toSen } from '../shared/money.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { daysBetween, owedSen } from './installment.charges.ts';
import {
  arrearsLabels,
  installmentReasonTexts,
  installmentStatusLabels,
  paymentRejectionTexts,
} from './installment.labels.ts';
import { type installmentMachine, refusal } from './installment.machine.ts';
import { ARREARS_STATES, type CreditQuality, qualityOfState } from './installment.quality.ts';
import type {
  Arrears,
  InstallmentEvent,
  InstallmentReason,
  InstallmentReasonCode,
  InstallmentStatus,
} from './installment.types.ts';

export type InstallmentSnapshot = SnapshotFrom<typeof installmentMachine>;

export function installmentStatusOf(snapshot: InstallmentSnapshot): InstallmentStatus {
  if (snapshot.matches('paid')) return 'PAID';
  return snapshot.hasTag('awaitingReview') ? 'REVIEW_PAID' : 'UNPAID';
}

export function arrearsOf(snapshot: InstallmentSnapshot): Arrears {
  if (snapshot.hasTag('over90')) return 'over90';
  return snapshot.hasTag('overdue') ? 'overdue' : 'current';
}

/** OJK's quality bucket: the arrears state while open; a paid installment is current. */
export function creditQuality(snapshot: InstallmentSnapshot): CreditQuality {
  const state = ARREARS_STATES.find((s) => snapshot.matches({ open: { arrears: s } }));
  return state ? qualityOfState(state) : 'CURRENT';
}

export function installmentLabel(snapshot: InstallmentSnapshot): { status: Text; arrears: Text } {
  return {
    status: installmentStatusLabels[installmentStatusOf(snapshot)],
    arrears: arrearsLabels[arrearsOf(snapshot)],
  };
}

/** Amount due plus late charges less confirmed payments (rupiah); zero once paid. */
export function owed(snapshot: InstallmentSnapshot): string {
  return fromSen(owedSen(snapshot.context));
}

/** The part of the amount due (principal and interest) not yet paid, rupiah. */
export function unpaidAmountDue(snapshot: InstallmentSnapshot): string {
  const { amountDue, paid } = snapshot.context;
  const left = toSen(amountDue) - toSen(paid);
  return fromSen(left > 0n ? left : 0n);
}

/** Days past due as of the last day counted. */
export function daysPastDue(snapshot: InstallmentSnapshot): number {
  const { dueDate, chargedThrough } = snapshot.context;
  return chargedThrough === null ? 0 : daysBetween(dueDate, chargedThrough);
}

/** What this installment adds to the outstanding > 90 days past due of the TKB90 figure. */
export function outstandingOver90(snapshot: InstallmentSnapshot): string {
  return snapshot.hasTag('over90') ? unpaidAmountDue(snapshot) : '0.00';
}

export function paymentRejection(snapshot: InstallmentSnapshot) {
  const code = snapshot.context.rejection;
  return code ? { code, text: paymentRejectionTexts[code] } : null;
}

function reason(code: InstallmentReasonCode): InstallmentReason {
  return { code, text: installmentReasonTexts[code] };
}

/** Why this event is not taken now; null when the machine would take it. */
export function whyNotInstallment(
  snapshot: InstallmentSnapshot,
  event: InstallmentEvent,
): InstallmentReason | null {
  const takes = takesEvent(snapshot, event.type);
  if (!takes) return reason('WRONG_STATE');
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STATE');
}
