// Model-based tests of the loan lifecycle: paths generated from the machine's graph, replayed
// on the pure machine with the invariants that must hold in every state, and a coverage check.

import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { reasonTexts } from '../../machines/loan/loan.labels.ts';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import {
  availableActions,
  decideLoanEvent,
  LOAN_ACTIONS,
  type LoanSnapshot,
  nextLoanSnapshot,
  refusalOf,
  stageOf,
  startLoan,
  statusesOf,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEvent, LoanEventType } from '../../machines/loan/loan.types.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import { loanEvents, loanModelPaths, loanStateKey } from '../support/loan-model.ts';
import {
  borrower,
  creditOfficer,
  director,
  lender,
  loanInput,
  otherBorrower,
  platform,
  situations,
  walk,
} from '../support/loan-paths.ts';
import { replay, uncovered } from '../support/machine-model.ts';

const paths = loanModelPaths();

const VIEWERS: Actor[] = [borrower, otherBorrower, creditOfficer, director, lender, platform];
const EVENT_TYPES = [...new Set(loanEvents().map((event) => event.type))] as LoanEventType[];

/**
 * The model's payloads of an event type (valid and invalid), sent by this viewer, and for funding
 * the exact remaining need of this loan.
 */
function payloadsOf(type: LoanEventType, viewer: Actor, snapshot: LoanSnapshot): LoanEvent[] {
  const events = loanEvents().filter(
    (event) => event.type === type && event.actor.userId === viewer.userId,
  );
  if (type !== 'loan.fund') return events;
  const { applicationValue, commitment } = snapshot.context;
  const remaining = fromSen(toSen(applicationValue) - toSen(commitment));
  return [...events, { type, actor: viewer, amount: remaining }];
}

/** Every distinct state the model's paths reach (and the named situations). */
const states = (() => {
  const byKey = new Map<string, LoanSnapshot>();
  for (const path of paths) {
    const snapshot = replay(loanMachine, path, { input: loanInput });
    byKey.set(loanStateKey(snapshot), snapshot);
  }
  for (const events of Object.values(situations)) {
    const snapshot = walk(events);
    byKey.set(loanStateKey(snapshot), snapshot);
  }
  return [...byKey.values()];
})();

describe('loan lifecycle model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(loanMachine, paths, loanInput)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    replay(loanMachine, path, {
      input: loanInput,
      check: (snapshot) => {
        const { commitment, applicationValue } = snapshot.context;
        // Money: never negative, never over the need.
        expect(toSen(commitment) >= 0n).toBe(true);
        expect(toSen(commitment) <= toSen(applicationValue)).toBe(true);
        // The three projections come from one state and agree with each other.
        const statuses = statusesOf(snapshot);
        if (statuses.funstatstatus !== 'NOT_PROCESS') {
          expect(['APPROVED_BORROWER', 'CANCEL']).toContain(statuses.funappcfapprovalstatus);
        }
        if (snapshot.hasTag('editable'))
          expect(['DRAFT', 'REJECT_BAIL']).toContain(statuses.submissionstage);
        // What the selector offers is exactly what the machine takes, for every probe event.
        for (const event of loanEvents()) {
          expect(
            refusalOf(snapshot, event) === null,
            `${event.type} by ${event.actor.userId}`,
          ).toBe(snapshot.can(event));
        }
      },
    });
  });

  it('offers each viewer exactly the actions the machine would take, both ways', () => {
    // Over every state the model reaches × every viewer × every event of the machine: an event
    // offered (asked by its type) is taken with some valid payload, and an event the machine
    // takes from a viewer is offered to that viewer.
    let offered = 0;
    for (const snapshot of states) {
      for (const viewer of VIEWERS) {
        for (const type of EVENT_TYPES) {
          const decision = decideLoanEvent(snapshot, viewer, type);
          const takes = payloadsOf(type, viewer, snapshot).some(
            (event) => snapshot.can(event) && decideLoanEvent(snapshot, viewer, event).allowed,
          );
          const label = `${loanStateKey(snapshot)}: ${type} by ${viewer.userId}`;
          expect(decision.allowed, label).toBe(takes);
          if (decision.allowed) offered += 1;
        }
      }
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('availableActions is the same answer, action by action', () => {
    for (const snapshot of states) {
      for (const viewer of VIEWERS) {
        for (const { action, allowed, reason } of availableActions(snapshot, viewer)) {
          // The decision also names the check that refused (the analysts' "what if" shows it).
          const decision = decideLoanEvent(snapshot, viewer, LOAN_ACTIONS[action]);
          expect({ allowed, reason }).toEqual({
            allowed: decision.allowed,
            reason: decision.reason,
          });
        }
      }
    }
  });

  it('words every refusal by what is missing or awaited, never "not at this stage"', () => {
    const generic = [reasonTexts.WRONG_STAGE.id, reasonTexts.WRONG_STAGE.en];
    let refusals = 0;
    for (const snapshot of states) {
      for (const viewer of VIEWERS) {
        for (const type of EVENT_TYPES) {
          const asked = [type, ...payloadsOf(type, viewer, snapshot)];
          for (const eventOrType of asked) {
            const { reason } = decideLoanEvent(snapshot, viewer, eventOrType);
            if (!reason) continue;
            refusals += 1;
            const label = `${stageOf(snapshot)}: ${type} by ${viewer.userId}`;
            expect(generic, label).not.toContain(reason.text.id);
            expect(generic, label).not.toContain(reason.text.en);
            expect(reason.text.id.length * reason.text.en.length, label).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(refusals).toBeGreaterThan(1000);
  });
});

describe('the API steps the loan machine in one shared scope', () => {
  it("takes every generated path as xstate's own transition() does, step by step", () => {
    let steps = 0;
    for (const path of paths) {
      let ours = startLoan(loanInput);
      let theirs = ours;
      for (const event of path.events) {
        ours = nextLoanSnapshot(ours, event);
        theirs = transition(loanMachine, theirs, event)[0];
        expect(ours.value, `${path.name}: ${event.type}`).toEqual(theirs.value);
        expect(ours.context, `${path.name}: ${event.type}`).toEqual(theirs.context);
        expect(ours.status).toBe(theirs.status);
        steps += 1;
      }
    }
    expect(steps).toBeGreaterThan(100);
  });
});
