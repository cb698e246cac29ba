// The simulator's generator (sim/prng.ts) and its day planner (sim/workload.ts planDay): a seed
// replays the same draws and the same operations; another seed makes others. The newcomers'
// planner (sim/newcomers.ts) draws whether a new lender asks for an RDL from a generator of its
// own: the newcomers and their days stay those the seed had.
import { describe, expect, it } from 'vitest';
import { describeRegister, planNewcomers, RDL_CHANCE, rdlGenerator } from '../../sim/newcomers.ts';
import { mulberry32 } from '../../sim/prng.ts';
import {
  DECLINE_CHANCE,
  declineGenerator,
  describeOp,
  planDay,
  type SimLoan,
  type World,
} from '../../sim/workload.ts';

const draws = (seed: number, n = 50) => {
  const rng = mulberry32(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('the seeded generator', () => {
  it('draws the same sequence for the same seed, another for another seed', () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws(43)).not.toEqual(draws(42));
  });

  it('keeps its integers within their bounds, both ends reached', () => {
    const rng = mulberry32(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) seen.add(rng.int(3, 8));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    for (let i = 0; i < 2000; i += 1) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('forks a stream of its own that is itself replayable', () => {
    const a = mulberry32(5).fork();
    const b = mulberry32(5).fork();
    expect(Array.from({ length: 10 }, () => a.next())).toEqual(
      Array.from({ length: 10 }, () => b.next()),
    );
  });
});

const loan = (id: number, stage: string): SimLoan => ({
  id,
  borrower: 'borrower@lumbung.test',
  value: 10_000_000_00n,
  behaviour: 'onTime',
  lateDays: 3,
  stage,
  fundings: new Map(),
  borrowerSigned: false,
  borrowerSignedAtProvider: false,
  installmentsPaid: 0,
});

/** A world with a loan in each stage the planner acts on. */
const world = (): World => ({
  day: 3,
  today: '2027-01-06',
  borrowers: ['borrower@lumbung.test', 'borrower.company@lumbung.test'],
  lenders: ['investor@lumbung.test', 'rdl@lumbung.test', 'lender@lumbung.test'],
  funders: ['investor@lumbung.test', 'lender@lumbung.test'],
  rdlLenders: ['rdl@lumbung.test'],
  loans: new Map([
    [1, loan(1, 'PROCESS')],
    [2, loan(2, 'FUNDING_COMPLETED')],
    [3, loan(3, 'LOAN_PERIOD')],
  ]),
  lostCallbacks: [],
  lostSigningCallbacks: [],
  applications: 0,
});

/**
 * The operations of `days` days planned from one seed, each day on the same world; with
 * `declines`, its borrowers decline offers at that chance, drawn as the simulator draws them.
 */
function plan(seed: number, days = 20, declines?: number): string[] {
  const rng = mulberry32(seed);
  const declining =
    declines === undefined ? {} : { declines: { rng: declineGenerator(seed), chance: declines } };
  return Array.from({ length: days }, (_, day) =>
    planDay(rng, world(), { maxLoans: 10, ...declining }).map((op) => `${day}: ${describeOp(op)}`),
  ).flat();
}

describe("the workload's plan", () => {
  it('is the same for the same seed and world, and another for another seed', () => {
    const first = plan(1);
    expect(first.length).toBeGreaterThan(20);
    expect(plan(1)).toEqual(first);
    expect(plan(2)).not.toEqual(first);
  });

  it('plans every kind of operation, and funding only by validated lenders', () => {
    const ops = Array.from({ length: 30 }, (_, seed) => plan(seed, 5)).flat();
    for (const kind of ['apply', 'top-up', 'fund #1', 'sign #2', 'repay #3', 'cash-out']) {
      expect(
        ops.some((op) => op.includes(`: ${kind}`)),
        kind,
      ).toBe(true);
    }
    expect(ops.filter((op) => op.includes('fund #1')).join('\n')).not.toContain('rdl@');
  });

  it("has borrowers decline offers from a generator of its own, the seed's other draws untouched", () => {
    // Seed 1 plans a decline within its first days, at the simulator's one in eight.
    const declining = plan(1, 20, DECLINE_CHANCE);
    const declined = declining.filter((op) => op.endsWith('(borrower declines)'));
    expect(declined.length).toBeGreaterThanOrEqual(1);
    expect(declined.every((op) => op.includes(': apply ') && !op.includes('staff reject'))).toBe(
      true,
    );
    expect(plan(1, 20, DECLINE_CHANCE)).toEqual(declining);
    // The same operations as without declines, but for the declines themselves.
    expect(declining.map((op) => op.replace(' (borrower declines)', ''))).toEqual(plan(1));
    expect(plan(1, 20, 0).some((op) => op.includes('declines'))).toBe(false);
  });

  it('applies for no more loans than it is allowed', () => {
    const full = world();
    const rng = mulberry32(9);
    for (let day = 0; day < 20; day += 1) {
      const ops = planDay(rng, full, { maxLoans: 3 });
      expect(ops.filter((op) => op.kind === 'apply')).toEqual([]);
    }
  });
});

/** A seed's new lenders over `days` days, as sim/simulate.ts plans them. */
function newLenders(seed: number, days: number, rdl?: number): string[] {
  const rng = mulberry32(seed ^ 0x1b873593);
  const wallets = rdl === undefined ? undefined : { rng: rdlGenerator(seed), chance: rdl };
  let planned = 0;
  return Array.from({ length: days }, (_, day) => {
    const ops = planNewcomers(rng, planned, 4, wallets);
    planned += ops.length;
    return ops.map((op) => `day ${day + 1}: ${describeRegister(op)}`);
  }).flat();
}

describe("the newcomers' planner", () => {
  it('has new lenders ask for an RDL from a generator of its own, the newcomers and their days untouched', () => {
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    const withRdl = seeds.map((seed) => newLenders(seed, 30, RDL_CHANCE));
    // Some new lenders ask for an RDL, not all; a seed plans the same ones again.
    const rdl = withRdl.flat().filter((op) => op.includes(' with an RDL '));
    expect(rdl.length).toBeGreaterThanOrEqual(1);
    expect(rdl.length).toBeLessThan(withRdl.flat().length);
    expect(seeds.map((seed) => newLenders(seed, 30, RDL_CHANCE))).toEqual(withRdl);
    // Without the wallets' generator, or at a chance of 0, the lines are those a VA newcomer had.
    const asVa = (op: string) => op.replace(/ with an RDL (income \d+) deposit /, ' $1 top-up ');
    expect(withRdl.map((ops) => ops.map(asVa))).toEqual(seeds.map((seed) => newLenders(seed, 30)));
    expect(seeds.map((seed) => newLenders(seed, 30, 0))).toEqual(
      seeds.map((seed) => newLenders(seed, 30)),
    );
    // Seed 65's first new lender, on day 1, asks for an RDL (tests/api/simulate-rdl.api.test.ts),
    // and seed 3's, on day 2 (the README's); seed 2's, on day 2, for a VA (simulate.api.test.ts).
    expect(newLenders(65, 1, RDL_CHANCE)).toEqual([
      'day 1: register lender lender.new1@lumbung.test (Putri Anggraini) with an RDL income 13000000000 deposit 46000000',
    ]);
    expect(newLenders(3, 2, RDL_CHANCE)).toEqual([
      'day 2: register lender lender.new1@lumbung.test (Putri Anggraini) with an RDL income 11000000000 deposit 26000000',
    ]);
    expect(newLenders(2, 2, RDL_CHANCE)).toEqual([
      'day 2: register lender lender.new1@lumbung.test (Agus Setiawan) income 50000000000 top-up 23000000',
    ]);
  });
});
