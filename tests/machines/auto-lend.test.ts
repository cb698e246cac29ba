// The auto-lend rule machine and its allocation rules (issue 21): model paths from the machine's
// graph with invariants in every state and a coverage check; the guards (owner, settings,
// authorisation, exhaustion) as scenarios; the fairness order, the reserve and the share.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  allocationOrder,
  autoLendRoomSen,
  reserveSen,
  shareFor,
} from '../../machines/auto-lend/auto-lend.allocation.ts';
import { autoLendMachine as machine } from '../../machines/auto-lend/auto-lend.machine.ts';
import {
  loanMismatch,
  type OptChangeFacts,
  optOutRefusal,
  settingsProblems,
} from '../../machines/auto-lend/auto-lend.rules.ts';
import {
  autoLendActions,
  autoLendStateOf,
  takesPartInAllocation,
  whyNotAutoLend,
} from '../../machines/auto-lend/auto-lend.selectors.ts';
import type {
  Actor,
  AutoLendEvent,
  AutoLendFacts,
  AutoLendSettings,
} from '../../machines/auto-lend/auto-lend.types.ts';
import type { OptOutEvent } from '../../machines/auto-lend/opt-out.machine.ts';
import { optOutMachine } from '../../machines/auto-lend/opt-out.machine.ts';
import {
  optOutStateOf,
  restoreOptOut,
  whyNotOptChange,
} from '../../machines/auto-lend/opt-out.selectors.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const lender: Actor = { userId: 'lender-1', role: 'lender' };
const other: Actor = { userId: 'lender-2', role: 'lender' };
const staff: Actor = { userId: 'staff-1', role: 'admin' };
const input = { ruleId: '1', lenderId: lender.userId };

const settings: AutoLendSettings = {
  grades: ['A', 'B', 'C'],
  productCodes: [],
  minTermDays: 30,
  maxTermDays: 360,
  minInterestPercent: '12',
  amountPerLoan: '1000000',
  maxTotal: '5000000',
  keepBalance: '500000',
};
const rich: AutoLendFacts = { activeBalance: '10000000.00', investedTotal: '0.00' };
const spent: AutoLendFacts = { activeBalance: '10000000.00', investedTotal: '5000000.00' };
const poor: AutoLendFacts = { activeBalance: '500000.00', investedTotal: '0.00' };
const T1 = '2027-01-04T03:00:00.000Z';
const T2 = '2027-01-05T03:00:00.000Z';
const authorisation = { id: '7', acceptedAt: T1 };

const enable = (facts: AutoLendFacts = rich, actor: Actor = lender): AutoLendEvent => ({
  type: 'rule.enable',
  actor,
  settings,
  authorisation,
  facts,
  at: T1,
});

const events: AutoLendEvent[] = [
  enable(),
  enable(spent),
  { type: 'rule.update', actor: lender, settings, facts: rich },
  { type: 'rule.update', actor: lender, settings, facts: poor },
  { type: 'rule.pause', actor: lender },
  { type: 'rule.resume', actor: lender, facts: rich, at: T2 },
  { type: 'rule.resume', actor: lender, facts: spent, at: T2 },
  { type: 'rule.close', actor: lender },
  { type: 'rule.check', facts: rich },
  { type: 'rule.check', facts: poor },
  { type: 'rule.funded', facts: rich, at: T2 },
  { type: 'rule.funded', facts: spent, at: T2 },
  // Never taken: someone else's.
  { type: 'rule.pause', actor: other },
  { type: 'rule.close', actor: staff },
];

// Timestamps would split states the model treats as one.
const serializeState = (s: { value: unknown; context: { exhaustedBy: unknown } }) =>
  JSON.stringify([s.value, s.context.exhaustedBy]);

function run(list: AutoLendEvent[]) {
  let [snapshot] = initialTransition(machine, input);
  for (const event of list) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

describe('the auto-lend rule machine, by its graph', () => {
  const paths = modelPaths(machine, { input, events, serializeState });

  it.each(paths.map((p) => [p.name, p] as const))('%s keeps its invariants', (_, path) => {
    replay(machine, path, {
      input,
      check: (snapshot) => {
        const state = autoLendStateOf(snapshot);
        // Only an exhausted rule says why; an allocating rule has settings and an authorisation.
        expect(snapshot.context.exhaustedBy === null).toBe(state !== 'exhausted');
        if (state !== 'draft') {
          expect(snapshot.context.settings).toEqual(settings);
          expect(snapshot.context.authorisation).toEqual(authorisation);
        }
        expect(takesPartInAllocation(snapshot)).toBe(state === 'enabled' || state === 'exhausted');
        // Nobody but the owner may change it, in any state.
        for (const action of autoLendActions(snapshot, other)) expect(action.allowed).toBe(false);
      },
    });
  });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });
});

describe('the auto-lend rule, by scenario', () => {
  it('is enabled only with the standing authorisation and valid settings, by its owner', () => {
    const start = run([]);
    expect(whyNotAutoLend(start, { ...enable(), authorisation: null } as AutoLendEvent)?.code).toBe(
      'AUTHORISATION_MISSING',
    );
    expect(
      whyNotAutoLend(start, { ...enable(), settings: { ...settings, grades: [] } } as AutoLendEvent)
        ?.code,
    ).toBe('SETTINGS_INVALID');
    expect(whyNotAutoLend(start, enable(rich, other))?.code).toBe('NOT_OWNER');
    expect(whyNotAutoLend(start, enable(rich, staff))?.code).toBe('WRONG_ROLE');
    expect(autoLendStateOf(run([enable()]))).toBe('enabled');
  });

  it('is exhausted by its maximum total or the balance to keep, and revived by a top-up', () => {
    const byTotal = run([enable(), { type: 'rule.funded', facts: spent, at: T2 }]);
    expect(autoLendStateOf(byTotal)).toBe('exhausted');
    expect(byTotal.context.exhaustedBy).toBe('MAX_TOTAL_REACHED');
    expect(byTotal.context.waitingSince).toBe(T2);
    const byBalance = run([enable(), { type: 'rule.check', facts: poor }]);
    expect(byBalance.context.exhaustedBy).toBe('BALANCE_BELOW_KEEP');
    const revived = run([
      enable(),
      { type: 'rule.check', facts: poor },
      { type: 'rule.check', facts: rich },
    ]);
    expect(autoLendStateOf(revived)).toBe('enabled');
    expect(revived.context.exhaustedBy).toBeNull();
  });

  it('pauses, and a resumed rule waits from its resumption (no place kept in the queue)', () => {
    const paused = run([enable(), { type: 'rule.pause', actor: lender }]);
    expect(autoLendStateOf(paused)).toBe('paused');
    expect(whyNotAutoLend(paused, { type: 'rule.check', facts: rich })?.code).toBe('WRONG_STATE');
    const resumed = run([
      enable(),
      { type: 'rule.pause', actor: lender },
      { type: 'rule.resume', actor: lender, facts: rich, at: T2 },
    ]);
    expect(autoLendStateOf(resumed)).toBe('enabled');
    expect(resumed.context.waitingSince).toBe(T2);
  });

  it('is closed for good', () => {
    const closed = run([enable(), { type: 'rule.close', actor: lender }]);
    expect(closed.status).toBe('done');
    expect(autoLendActions(closed, lender).every((a) => !a.allowed)).toBe(true);
  });

  it('validates its settings field by field', () => {
    expect(settingsProblems(settings)).toEqual({});
    expect(
      settingsProblems({
        ...settings,
        minTermDays: 90,
        maxTermDays: 30,
        minInterestPercent: '101',
        amountPerLoan: '0',
        maxTotal: '10',
        keepBalance: '-1',
      }),
    ).toEqual({
      maxTermDays: 'SETTINGS_INVALID',
      minInterestPercent: 'SETTINGS_INVALID',
      amountPerLoan: 'SETTINGS_INVALID',
      keepBalance: 'SETTINGS_INVALID',
    });
    expect(settingsProblems({ ...settings, maxTotal: '999999' })).toEqual({
      maxTotal: 'SETTINGS_INVALID',
    });
  });
});

describe('which loans a rule matches and when it may opt out', () => {
  const loan = { grade: 'C' as const, productCode: 'PF', periodDays: 90, interestPercent: '15' };
  it('matches by grade, product, term and least interest, each at its edge', () => {
    expect(loanMismatch(settings, loan)).toBeNull();
    expect(loanMismatch(settings, { ...loan, grade: 'D' })).toBe('GRADE');
    expect(loanMismatch({ ...settings, productCodes: ['KPR'] }, loan)).toBe('PRODUCT');
    expect(loanMismatch(settings, { ...loan, periodDays: 30 })).toBeNull();
    expect(loanMismatch(settings, { ...loan, periodDays: 29 })).toBe('TERM');
    expect(loanMismatch(settings, { ...loan, periodDays: 361 })).toBe('TERM');
    expect(loanMismatch(settings, { ...loan, interestPercent: '12.00' })).toBeNull();
    expect(loanMismatch(settings, { ...loan, interestPercent: '11.99' })).toBe('INTEREST');
  });

  it('opts out only before the preview window ends', () => {
    const facts = {
      now: '2027-01-04T02:59:59.000Z',
      allocateAt: '2027-01-04T03:00:00.000Z',
      loanOpen: true,
      ruleOwner: 'lender-1',
      lenderId: 'lender-1',
      ruleState: 'enabled' as const,
      mismatch: null,
    };
    expect(optOutRefusal(facts)).toBeNull();
    expect(optOutRefusal({ ...facts, now: '2027-01-04T03:00:00.000Z' })).toBe('PREVIEW_OVER');
    expect(optOutRefusal({ ...facts, lenderId: 'lender-2' })).toBe('NOT_OWNER');
    expect(optOutRefusal({ ...facts, ruleState: 'closed' })).toBe('RULE_NOT_ACTIVE');
    expect(optOutRefusal({ ...facts, mismatch: 'GRADE' })).toBe('NO_MATCH');
  });

  it('opts out and back in through its machine, both only during the preview window', () => {
    const open: OptChangeFacts = {
      now: '2027-01-04T02:59:59.000Z',
      allocateAt: '2027-01-04T03:00:00.000Z',
      loanOpen: true,
      ruleOwner: 'lender-1',
      lenderId: 'lender-1',
      ruleState: 'enabled',
      mismatch: null,
    };
    const over = { ...open, now: '2027-01-04T03:00:00.000Z' };
    const optOut = (facts: OptChangeFacts): OptOutEvent => ({ type: 'loan.optOut', facts });
    const optIn = (facts: OptChangeFacts): OptOutEvent => ({ type: 'loan.optIn', facts });

    let [snapshot] = initialTransition(optOutMachine);
    expect(optOutStateOf(snapshot)).toBe('included');
    expect(whyNotOptChange(snapshot, optIn(open))).toBe('NOT_OPTED_OUT');
    [snapshot] = transition(optOutMachine, snapshot, optOut(open));
    expect(optOutStateOf(snapshot)).toBe('optedOut');
    expect(whyNotOptChange(snapshot, optOut(open))).toBe('ALREADY_OPTED_OUT');
    // Back in while the window is open; someone else cannot.
    expect(whyNotOptChange(snapshot, optIn({ ...open, lenderId: 'lender-2' }))).toBe('NOT_OWNER');
    expect(whyNotOptChange(snapshot, optIn(open))).toBeNull();
    [snapshot] = transition(optOutMachine, snapshot, optIn(open));
    expect(optOutStateOf(snapshot)).toBe('included');

    // Once the window ends neither way is taken, and the state stays as it was.
    const out = restoreOptOut(true);
    expect(whyNotOptChange(out, optIn(over))).toBe('PREVIEW_OVER');
    expect(optOutStateOf(transition(optOutMachine, out, optIn(over))[0])).toBe('optedOut');
    expect(whyNotOptChange(restoreOptOut(false), optOut(over))).toBe('PREVIEW_OVER');
    expect(whyNotOptChange(out, optIn({ ...open, ruleState: 'closed' }))).toBe('RULE_NOT_ACTIVE');
  });
});

describe('allocation: fairness, reserve and shares', () => {
  it('serves the oldest waiting rule first and one share per lender per round', () => {
    const order = allocationOrder([
      { ruleId: '1', lenderId: 'a', waitingSince: '2027-01-03T00:00:00.000Z' },
      { ruleId: '2', lenderId: 'a', waitingSince: '2027-01-01T00:00:00.000Z' },
      { ruleId: '3', lenderId: 'b', waitingSince: '2027-01-02T00:00:00.000Z' },
      { ruleId: '4', lenderId: 'c', waitingSince: '2027-01-02T00:00:00.000Z' },
      { ruleId: '5', lenderId: 'a', waitingSince: '2027-01-04T00:00:00.000Z' },
    ]);
    expect(order.map((c) => [c.ruleId, c.round])).toEqual([
      ['2', 1],
      ['3', 1],
      ['4', 1],
      ['1', 2],
      ['5', 3],
    ]);
  });

  it('keeps the reserve, rounded up to the rupiah', () => {
    expect(reserveSen(10_000_000_00n, 20)).toBe(2_000_000_00n);
    expect(reserveSen(1_000_01n, 20)).toBe(201_00n);
    expect(autoLendRoomSen(10_000_000_00n, 0n, 20)).toBe(8_000_000_00n);
    expect(autoLendRoomSen(10_000_000_00n, 7_000_000_00n, 20)).toBe(1_000_000_00n);
    expect(autoLendRoomSen(10_000_000_00n, 9_000_000_00n, 20)).toBe(0n);
  });

  it('cuts a share by the tightest limit and skips one below the minimum', () => {
    const base = {
      settings,
      roomSen: 8_000_000_00n,
      remainingNeedSen: 10_000_000_00n,
      minimumSen: 100_000_00n,
      activeSen: 10_000_000_00n,
      investedSen: 0n,
    };
    expect(shareFor(base)).toEqual({ amountSen: 1_000_000_00n });
    expect(shareFor({ ...base, roomSen: 300_000_00n })).toEqual({ amountSen: 300_000_00n });
    expect(shareFor({ ...base, roomSen: 99_999_00n })).toEqual({ skip: 'AUTO_LEND_PART_FULL' });
    expect(shareFor({ ...base, activeSen: 550_000_00n })).toEqual({ skip: 'BALANCE_BELOW_KEEP' });
    expect(shareFor({ ...base, activeSen: 700_000_00n })).toEqual({ amountSen: 200_000_00n });
    expect(shareFor({ ...base, investedSen: 4_950_000_00n })).toEqual({
      skip: 'MAX_TOTAL_REACHED',
    });
    expect(shareFor({ ...base, settings: { ...settings, amountPerLoan: '50000' } })).toEqual({
      skip: 'BELOW_MINIMUM',
    });
  });
});
