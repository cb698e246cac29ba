// Whether a lender may opt a rule out of a loan, or back in, now (the opt-out machine's answer)
// with the reason code when not.
import type { SnapshotFrom } from 'xstate';
import { takesEvent } from '../shared/takes-event.ts';
import { type OptOutRefusalCode, optOutRefusal } from './auto-lend.rules.ts';
import { type OptOutEvent, type OptOutStateName, optOutMachine } from './opt-out.machine.ts';

export type OptOutSnapshot = SnapshotFrom<typeof optOutMachine>;

export const restoreOptOut = (optedOut: boolean): OptOutSnapshot =>
  optOutMachine.resolveState({ value: optedOut ? 'optedOut' : 'included', context: {} });

export const optOutStateOf = (snapshot: OptOutSnapshot): OptOutStateName =>
  snapshot.value as OptOutStateName;

/**
 * Why this opt-out or opt-in is refused now; null when the machine takes it. The window comes
 * before the state: once it ended, "too late" is the answer whichever way the rule stands.
 */
export function whyNotOptChange(
  snapshot: OptOutSnapshot,
  event: OptOutEvent,
): OptOutRefusalCode | null {
  const refused = optOutRefusal(event.facts);
  if (refused) return refused;
  if (!takesEvent(snapshot, event.type)) {
    return event.type === 'loan.optOut' ? 'ALREADY_OPTED_OUT' : 'NOT_OPTED_OUT';
  }
  return snapshot.can(event) ? null : 'PREVIEW_OVER';
}
