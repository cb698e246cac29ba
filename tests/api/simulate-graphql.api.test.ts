// The simulation's people through the GraphQL gateway (`--graphql RATE`, sim/gateway-steps.ts):
// every step the web client makes through a gateway operation sent as that operation, with the
// person's token, to the product's /graphql — a short run of seed 2 with all of them there finds
// nothing for the auditor, repays an installment, and replays its operations; a run killed within
// its cash-outs sends the lender's CashOut again under its idempotency key, and the auditor finds
// it once. On PGlite, or on DATABASE_URL's PostgreSQL server when it is set.
import { describe, expect, it } from 'vitest';
import { type SimOptions, type SimResult, simulate } from '../../sim/simulate.ts';

const onDatabase = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {};
const run = (options: Omit<SimOptions, 'databaseUrl'>) => simulate({ ...options, ...onDatabase });

/** Seed 2's six days of tests/api/simulate.api.test.ts, every step through the gateway. */
const ALL_THROUGH_GRAPHQL = { seed: 2, days: 6, maxLoans: 4, declines: 0, graphql: 1 };

describe('a short seeded run through the gateway', () => {
  let first: SimResult;

  it('sends the steps through GraphQL and finds no invariant violated', {
    timeout: 180_000,
  }, async () => {
    first = await run(ALL_THROUGH_GRAPHQL);
    expect(first.violations).toEqual([]);
    expect(first.days).toBe(6);
    // Every step the web client makes through the gateway went there; none as its REST call.
    expect(first.steps.graphql).toBeGreaterThanOrEqual(40);
    expect(first.steps.rest).toBe(0);
    // The fundings, signatures and repayment went through it: the loans got funded, signed and
    // paid out, and an installment was repaid.
    expect(first.plan.some((op) => op.includes(': fund #'))).toBe(true);
    expect(first.plan.some((op) => op.includes(': sign #'))).toBe(true);
    expect(first.installmentsPaid).toBeGreaterThanOrEqual(1);
    expect(first.summary).toBe(
      `6 days, ${first.operations} operations, 0 faults injected, 0 invariant violations`,
    );
  });

  it('replays the same operations from the same seed and rate', { timeout: 180_000 }, async () => {
    const again = await run(ALL_THROUGH_GRAPHQL);
    expect(again.plan).toEqual(first.plan);
    expect(again.summary).toBe(first.summary);
    expect(again.steps.rest).toBe(0);
  });
});

describe('a seeded run through the gateway killed mid-request', () => {
  it('sends a cash-out cut off by the kill again under its key, and finds it once', {
    timeout: 90_000,
  }, async () => {
    // Seed 1's first day kills the product within the cash-outs: the lender's CashOut operation
    // was in flight, sent again once the product answered (its idempotencyKey is the REST call's
    // Idempotency-Key), and the auditor counted the withdrawal once.
    const result = await run({ seed: 1, days: 1, faults: 0.3, graphql: 1 });
    expect(result.violations).toEqual([]);
    expect(result.faultsByKind.kills).toBe(1);
    expect(result.steps.graphql).toBeGreaterThanOrEqual(1);
    expect(result.steps.rest).toBe(0);
    expect(result.resentAfterKill).toBeGreaterThanOrEqual(1);
    expect(result.inFlight.map((op) => op.effect.kind)).toContain('cashOut');
  });
});
