// Values derived from an auto-lend rule's snapshot: its state and words, whether it takes part in
// allocation, and what its lender may do with it now (each with the reason when not).
import type { SnapshotFrom } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { autoLendReasonTexts, autoLendStateLabels } from './auto-lend.labels.ts';
import { autoLendMachine } from './auto-lend.machine.ts';
import { refusal } from './auto-lend.rules.ts';
import type {
  Actor,
  AutoLendContext,
  AutoLendEvent,
  AutoLendReason,
  AutoLendReasonCode,
  AutoLendStateName,
} from './auto-lend.types.ts';

export type AutoLendSnapshot = SnapshotFrom<typeof autoLendMachine>;

export const restoreAutoLend = (state: AutoLendStateName, context: AutoLendContext) =>
  autoLendMachine.resolveState({ value: state, context });

export const autoLendStateOf = (snapshot: AutoLendSnapshot): AutoLendStateName =>
  snapshot.value as AutoLendStateName;

export const autoLendLabel = (snapshot: AutoLendSnapshot): Text =>
  autoLendStateLabels[autoLendStateOf(snapshot)];

/** Whether the rule is considered when a loan's preview window ends (exhausted ones are checked again). */
export const takesPartInAllocation = (snapshot: AutoLendSnapshot) =>
  snapshot.matches('enabled') || snapshot.matches('exhausted');

const reason = (code: AutoLendReasonCode): AutoLendReason => ({
  code,
  text: autoLendReasonTexts[code],
});

/** Why this event is not taken now; null when the machine takes it. */
export function whyNotAutoLend(
  snapshot: AutoLendSnapshot,
  event: AutoLendEvent,
): AutoLendReason | null {
  if (!takesEvent(snapshot, event.type)) return reason('WRONG_STATE');
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STATE');
}

export const AUTO_LEND_ACTIONS = ['update', 'pause', 'resume', 'close'] as const;
export type AutoLendAction = (typeof AUTO_LEND_ACTIONS)[number];

const PROBE_FACTS = { activeBalance: '0.00', investedTotal: '0.00' };
const PROBE_AT = '1970-01-01T00:00:00.000Z';

function probe(action: AutoLendAction, actor: Actor, snapshot: AutoLendSnapshot): AutoLendEvent {
  switch (action) {
    case 'update':
      // The settings are checked when sent; whether one may change them now does not hang on them.
      return {
        type: 'rule.update',
        actor,
        settings: snapshot.context.settings ?? {
          grades: ['A'],
          productCodes: [],
          minTermDays: 1,
          maxTermDays: 1,
          minInterestPercent: '0',
          amountPerLoan: '1',
          maxTotal: '1',
          keepBalance: '0',
        },
        facts: PROBE_FACTS,
      };
    case 'pause':
      return { type: 'rule.pause', actor };
    case 'resume':
      return { type: 'rule.resume', actor, facts: PROBE_FACTS, at: PROBE_AT };
    case 'close':
      return { type: 'rule.close', actor };
  }
}

export type AutoLendActionState = {
  action: AutoLendAction;
  allowed: boolean;
  reason: AutoLendReason | null;
};

/** What this viewer may do with the rule now. */
export function autoLendActions(snapshot: AutoLendSnapshot, viewer: Actor): AutoLendActionState[] {
  return AUTO_LEND_ACTIONS.map((action) => {
    const why = whyNotAutoLend(snapshot, probe(action, viewer, snapshot));
    return { action, allowed: why === null, reason: why };
  });
}
