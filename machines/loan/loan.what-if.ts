// "What if this event came now?" for the analysts' view: the machine's own answer for one loan,
// changing nothing. Whether it may happen and why not is decideLoanEvent's answer — the same
// function the API asks before it applies an event, so a refusal reads as the API's 409 does —
// and where the loan would go is the machine's transition: run on the snapshot for an event that
// carries nothing to check, read from the definition (with each branch's guard in words) for one
// whose payload decides.
import { activeStateIds, machineGraph } from '../diagram/machine-graph.ts';
import { guardWords } from '../diagram/words.ts';
import type { Text } from '../shared/i18n-text.ts';
import { loanDiagramWords } from './loan.diagram-words.ts';
import { refusingGuardText } from './loan.guard-labels.ts';
import { loanMachine } from './loan.machine.ts';
import { PAYLOAD_CHECKED, roleNeeded } from './loan.rules.ts';
import {
  decideLoanEvent,
  type LoanDecision,
  type LoanSnapshot,
  nextLoanSnapshot,
  type RefusingCheck,
} from './loan.selectors.ts';
import type { Actor, LoanEvent, LoanEventType } from './loan.types.ts';

export type WhatIfOutcome = {
  /** The ids of the states the loan would be in instead of its current ones. */
  to: string[];
  /** When this outcome is the one (a branch's guard in words); null when it is the only one. */
  when: Text | null;
};

export type LoanWhatIf = {
  decision: LoanDecision;
  /** The check that would refuse it, in words (null when allowed). */
  refusedBy: { check: RefusingCheck; text: Text } | null;
  /** The ids of the deepest states the loan is in now. */
  from: string[];
  /** Where it would go (empty when refused). */
  outcomes: WhatIfOutcome[];
};

const graph = machineGraph(loanMachine);

const leaves = (ids: string[]) => ids.filter((id) => !ids.some((o) => o.startsWith(`${id}.`)));
const leafStates = (snapshot: LoanSnapshot) => leaves(activeStateIds(loanMachine, snapshot.value));

const stateLabel = (id: string): Text => loanDiagramWords.states[id] ?? { id, en: id };
const OTHERWISE: Text = { id: 'selain itu', en: 'otherwise' };

/** The whole event for a type whose payload nothing checks (a reason is only recorded). */
function bareEvent(type: LoanEventType, actor: Actor): LoanEvent {
  return { type, actor, reason: '', installmentsRemaining: 1 } as unknown as LoanEvent;
}

export function whatIfLoanEvent(
  snapshot: LoanSnapshot,
  viewer: Actor,
  type: LoanEventType,
): LoanWhatIf {
  const from = leafStates(snapshot);
  const decision = decideLoanEvent(snapshot, viewer, type);
  if (!decision.allowed) {
    return {
      decision,
      refusedBy: {
        check: decision.check,
        text: refusingGuardText(decision.check, type, decision.reason.code),
      },
      from,
      outcomes: [],
    };
  }
  const active = new Set(activeStateIds(loanMachine, snapshot.value));
  const candidates = graph.transitions.filter((t) => t.event === type && active.has(t.source));
  const payloadDecides =
    candidates.length > 1 || (PAYLOAD_CHECKED as readonly string[]).includes(type);
  if (!payloadDecides) {
    // Nothing in the event decides: the machine itself says where it goes.
    const next = leafStates(nextLoanSnapshot(snapshot, bareEvent(type, viewer)));
    const moved = next.filter((id) => !from.includes(id));
    return { decision, refusedBy: null, from, outcomes: [{ to: moved, when: null }] };
  }
  const extra = (t: (typeof candidates)[number]) =>
    guardWords(
      t.guard,
      type,
      // The `allowed` part was just answered: a branch differs by its other guards.
      { guard: (name, event) => (name === 'allowed' ? null : loanDiagramWords.guard(name, event)) },
      stateLabel,
    );
  return {
    decision,
    refusedBy: null,
    from,
    outcomes: candidates.map((t, index) => ({
      to: t.targets.filter((id) => !from.includes(id) || t.targets.length === 1),
      when: candidates.length === 1 ? null : (extra(t) ?? (index > 0 ? OTHERWISE : null)),
    })),
  };
}

/** Who the analyst asks as: themselves (staff), the loan's borrower, a lender, the platform. */
export const WHAT_IF_SENDERS = ['staff', 'owner', 'lender', 'platform'] as const;
export type WhatIfSender = (typeof WHAT_IF_SENDERS)[number];

/** Every event the loan machine takes somewhere, in the order of its definition. */
export const LOAN_EVENT_TYPES = [...new Set(graph.transitions.map((t) => t.event))] as [
  LoanEventType,
  ...LoanEventType[],
];

/** Whose act an event is, as a "what if" asks it by default. */
export function senderOf(type: LoanEventType): WhatIfSender {
  const needed = roleNeeded(type);
  return needed === 'staffOrOwner' || needed === 'staffOrPlatform' ? 'staff' : needed;
}
