// QA's path generator (qa/loan-graph.ts) and its runner: the path set reaches every state and
// takes every transition of the loan machine's graph; QA's options select the right paths; one
// path runs green against the real product at the REST tier, and a tier that reports a wrong
// stage fails it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import { nextLoanSnapshot, startLoan } from '../../machines/loan/loan.selectors.ts';
import { machineCheck, machineCoverage, plannedCoverage, tierCoverage } from '../../qa/coverage.ts';
import {
  LOAN_STATES,
  LOAN_TRANSITIONS,
  loanQaPaths,
  type QaPath,
  selectPaths,
} from '../../qa/loan-graph.ts';
import { runPath } from '../../qa/run-path.ts';
import { type Session, startSession } from '../../qa/session.ts';
import { restTier } from '../../qa/tiers/rest.ts';
import { loanInput } from '../support/loan-paths.ts';
import { uncovered } from '../support/machine-model.ts';

const paths = loanQaPaths();
const endValue = (path: QaPath) => path.events.reduce(nextLoanSnapshot, startLoan(loanInput)).value;

describe('the path set', () => {
  it('reaches every state and takes every transition of the loan machine', () => {
    expect(LOAN_STATES.length).toBeGreaterThan(20);
    expect(LOAN_TRANSITIONS.length).toBeGreaterThan(50);
    const coverage = machineCoverage(paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    // Measured by the machine tests' own measure too.
    const asModel = paths.map((p) => ({ name: p.name, events: p.events }));
    expect(uncovered(loanMachine, asModel, loanInput)).toEqual({ states: [], transitions: [] });
  });

  it('replays every path on the machine, each with a unique name and its steps in words', () => {
    expect(paths.map((p) => machineCheck(p)).filter(Boolean)).toEqual([]);
    expect(new Set(paths.map((p) => p.name)).size).toBe(paths.length);
    const closed = paths.find((p) => p.name === 'to-CLOSED');
    expect(closed?.steps.at(-1)?.words).toEqual({
      id: 'Pinjaman ditutup — oleh staf (analis kredit) → Ditutup',
      en: 'Loan closed — by staff (credit officer) → Closed',
    });
  });

  it('has the shortest path to every state among them', () => {
    const to = (stage: string) => paths.find((p) => p.name === `to-${stage}`);
    expect(to('DRAFT')?.events).toEqual([]);
    expect(to('REVIEW')?.events.map((e) => e.type)).toEqual(['loan.submit']);
    expect(to('CANCEL')?.events.map((e) => e.type)).toEqual(['loan.cancel']);
    for (const path of paths.filter((p) => p.name.startsWith('to-'))) {
      // No path reaches its end in fewer steps.
      const shorter = paths.filter(
        (other) =>
          JSON.stringify(endValue(other)) === JSON.stringify(endValue(path)) &&
          other.events.length < path.events.length,
      );
      expect(
        shorter.map((p) => p.name),
        path.name,
      ).toEqual([]);
    }
  });

  it('names what no product call can cause, and a tier that cannot send a step', () => {
    const planned = plannedCoverage(paths, restTier);
    expect(planned.transitions.missing.map((m) => m.id)).toEqual([
      'FUNDING_NOT_COMPLETED —loan.reject→ REJECT_BAIL',
      'FUNDING_NOT_COMPLETED —loan.cancel→ CANCEL',
    ]);
    expect(planned.transitions.missing[0]?.reason).toMatch(/funding\.refund in the same step/);
    const none = plannedCoverage(paths, { tier: 'graphql', cannot: () => 'not here' });
    expect(none.transitions.reached).toBe(0);
    expect(none.transitions.missing[0]?.reason).toBe('not here');
  });
});

describe("QA's options", () => {
  it('--path picks one path by name', () => {
    expect(selectPaths(paths, { path: 'to-PAID' }).map((p) => p.name)).toEqual(['to-PAID']);
    expect(selectPaths(paths, { path: 'no-such-path' })).toEqual([]);
  });

  it('--to picks every path that reaches a state, and only those', () => {
    const closed = selectPaths(paths, { to: 'CLOSED' });
    expect(closed.map((p) => p.name)).toContain('to-CLOSED');
    expect(closed.every((p) => p.states.includes('stage.CLOSED'))).toBe(true);
    expect(paths.filter((p) => p.states.includes('stage.CLOSED')).length).toBe(closed.length);
    const overdue = selectPaths(paths, { to: 'arrears.overdue' });
    expect(overdue.map((p) => p.name)).toContain('to-LOAN_PERIOD-overdue');
    expect(overdue.length).toBeLessThan(paths.length);
  });

  it('--through picks every path that sends an event, and only those', () => {
    const rejected = selectPaths(paths, { through: 'loan.reject' });
    expect(rejected.length).toBeGreaterThan(5);
    expect(rejected.every((p) => p.events.some((e) => e.type === 'loan.reject'))).toBe(true);
    expect(paths.filter((p) => p.events.some((e) => e.type === 'loan.reject')).length).toBe(
      rejected.length,
    );
    // Options combine.
    expect(
      selectPaths(paths, { through: 'loan.reject', to: 'REVIEW' }).every((p) =>
        p.states.includes('stage.REVIEW'),
      ),
    ).toBe(true);
  });
});

describe('a path run against the product', () => {
  let session: Session;
  beforeAll(async () => {
    session = await startSession();
  });
  afterAll(() => session.close());

  it('runs to-FUNDING_COMPLETED green at the REST tier, each step checked', async () => {
    const path = paths.find((p) => p.name === 'to-FUNDING_COMPLETED');
    if (!path) throw new Error('no path to FUNDING_COMPLETED');
    const result = await runPath(session, restTier, path);
    expect(result.error).toBeUndefined();
    expect(result.status).toBe('passed');
    expect(result.steps.map((s) => s.ok)).toEqual(path.steps.map(() => true));
    const [loan] = await session.product.db.query<{ stage: string }>(
      "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
      [result.loanId],
    );
    expect(loan?.stage).toBe('FUNDING_COMPLETED');
    expect(tierCoverage(paths, [result]).states.reached).toBe(path.states.length);
  });

  it('fails a path whose tier reports another stage than the machine, naming the step', async () => {
    const path = paths.find((p) => p.name === 'to-APPROVAL_BAIL');
    if (!path) throw new Error('no path to APPROVAL_BAIL');
    const lying = {
      ...restTier,
      observe: async (...args: Parameters<typeof restTier.observe>) => {
        const seen = await restTier.observe(...args);
        return { ...seen, stage: seen.stage === 'APPROVAL_BAIL' ? 'REVIEW' : seen.stage };
      },
    };
    const result = await runPath(session, lying, path);
    expect(result.status).toBe('failed');
    expect(result.error).toBe(
      'after "Collateral approved — by staff (credit officer) → Collateral approved": the rest tier reports REVIEW, the machine APPROVAL_BAIL',
    );
    expect(result.steps.at(-1)).toMatchObject({ ok: false });
  });
});
