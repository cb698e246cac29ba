// Model-based tests of the loan lifecycle: paths generated from the machine's graph, replayed
// on the pure machine with the invariants that must hold in every state, and a coverage check.
import { describe, expect, it } from 'vitest';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import {
  availableActions,
  LOAN_ACTIONS,
  statusesOf,
  whyNot,
} from '../../machines/loan/loan.selectors.ts';
import { toSen } from '../../machines/shared/money.ts';
import { loanEvents, loanModelPaths } from '../support/loan-model.ts';
import { loanInput } from '../support/loan-paths.ts';
import { replay, uncovered } from '../support/machine-model.ts';

const paths = loanModelPaths();

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
          expect(whyNot(snapshot, event) === null, `${event.type} by ${event.actor.userId}`).toBe(
            snapshot.can(event),
          );
        }
      },
    });
  });

  it('offers each viewer only actions the machine would take', () => {
    for (const path of paths) {
      const snapshot = replay(loanMachine, path, { input: loanInput });
      for (const viewer of [loanInput.borrowerId, 'staff-1'].map((userId) => ({
        userId,
        role: userId === 'staff-1' ? ('admin' as const) : ('borrower' as const),
      }))) {
        for (const { action, allowed } of availableActions(snapshot, viewer)) {
          const takes = loanEvents().some(
            (e) =>
              e.type === LOAN_ACTIONS[action] &&
              e.actor.userId === viewer.userId &&
              snapshot.can(e),
          );
          if (takes) expect(allowed, `${path.name}: ${action}`).toBe(true);
        }
      }
    }
  });
});
