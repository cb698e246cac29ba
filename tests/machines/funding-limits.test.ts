// OJK's amount and share limits (issue 21) as data and as the loan machine's rules: a test per row
// (in force on its first day, not the day before), and each limit driven to its edge and one sen
// past it through the machine's own decision (refusalOf) on loan.fund and offer.set.
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEvent } from '../../machines/loan/loan.types.ts';
import {
  borrowerLimit,
  concentrationLimit,
  incomeLimit,
} from '../../machines/regulation/funding-limits.ts';
import {
  BORROWER_OUTSTANDING_RULES,
  LENDER_CONCENTRATION_RULES,
  LENDER_INCOME_RULES,
} from '../../machines/regulation/ojk-limits.ts';
import type { LenderLimitFacts } from '../../machines/shared/actor.ts';
import {
  creditOfficer,
  LENDER_TODAY,
  lender,
  NO_EXPOSURE,
  ROOMY_LIMITS,
  situations,
  validTerms,
  walk,
} from '../support/loan-paths.ts';

/** The lender's day: inside validTerms' window (loan-paths.ts), whose start dates the offer. */
const TODAY = LENDER_TODAY;
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const person = (more: Partial<LenderLimitFacts> = {}): LenderLimitFacts => ({
  ...ROOMY_LIMITS,
  isPersonal: true,
  declaredYearlyIncome: '500000000.00',
  ...more,
});
const lenderWith = (limits: LenderLimitFacts): Actor => ({
  ...lender,
  lender: {
    validated: true,
    agreementSigned: true,
    activeBalance: '1000000000.00',
    today: TODAY,
    limits,
  },
});
const fund = (amount: string, limits: LenderLimitFacts): LoanEvent => ({
  type: 'loan.fund',
  actor: lenderWith(limits),
  amount,
});
const codeOf = (event: LoanEvent, snapshot = walk(situations.PROCESS)) =>
  refusalOf(snapshot, event)?.code ?? null;

describe('the rows, each in force from its first day', () => {
  it.each(BORROWER_OUTSTANDING_RULES.map((rule) => [rule.purpose, rule.amount, rule] as const))(
    'per borrower, %s Rp %s',
    (purpose, amount, rule) => {
      // Six month-ends at 5%: the raised productive row's condition holds.
      const exposure = { otherOutstanding: '0.00', twp90MonthEnds: Array(6).fill('5.00') };
      expect(borrowerLimit(exposure, rule.from, purpose).limitSen).toBe(BigInt(amount) * 100n);
      const before = borrowerLimit(exposure, dayBefore(rule.from), purpose).limitSen;
      // The day before: no row at all (2022), or the lower Rp 2 billion (the raised row, 2025).
      expect(before).not.toBe(BigInt(amount) * 100n);
      expect(rule.source).toMatch(/POJK/);
    },
  );

  it.each(LENDER_CONCENTRATION_RULES.map((rule) => [rule.lender, rule.percent, rule] as const))(
    'concentration, %s lenders %s%%',
    (kind, percent, rule) => {
      const facts = {
        ...ROOMY_LIMITS,
        ojkSupervised: kind === 'OJK_SUPERVISED',
        platformOutstanding: '1000.00',
        concentrationFloor: '0.00',
      };
      expect(concentrationLimit(facts, rule.from).rule?.percent).toBe(percent);
      expect(concentrationLimit(facts, dayBefore(rule.from)).rule).toBeNull();
      expect(rule.source).toMatch(/POJK/);
    },
  );

  it.each(LENDER_INCOME_RULES.map((rule) => [rule.category, rule.percent, rule] as const))(
    'lender category %s, %s%% of the declared income',
    (category, percent, rule) => {
      const income = rule.incomeUpTo ?? '500000000.01';
      const facts = person({ declaredYearlyIncome: income });
      expect(incomeLimit(facts, rule.from)).toMatchObject({ category, rule: { percent } });
      // Before the rule: no income share, no declaration needed.
      expect(incomeLimit(facts, dayBefore(rule.from)).rule).toBeNull();
      expect(rule.source).toMatch(/SEOJK 19/);
    },
  );
});

describe('lender categories on loan.fund (10% / 20% of the declared yearly income)', () => {
  it('a non-professional lender (Rp 500 million) funds up to Rp 50 million, not a sen more', () => {
    const limits = person({ outstanding: '20000000.00' });
    expect(codeOf(fund('30000000.00', limits))).toBeNull();
    expect(codeOf(fund('30000000.01', limits))).toBe('LENDER_INCOME_LIMIT_EXCEEDED');
  });

  it('above Rp 500 million a professional lender: 20%', () => {
    const limits = person({ declaredYearlyIncome: '500000001.00' });
    // 20% of 500,000,001 is 100,000,000.20; with Rp 20,000,000.20 out, Rp 80 million is left.
    expect(incomeLimit(limits, TODAY).limitSen).toBe(10_000_000_020n);
    const out = { ...limits, outstanding: '20000000.20' };
    expect(codeOf(fund('80000000.00', out))).toBeNull();
    expect(codeOf(fund('80000000.01', out))).toBe('LENDER_INCOME_LIMIT_EXCEEDED');
  });

  it('names the figure and the limit in both languages', () => {
    const limits = person({ outstanding: '20000000.00' });
    const reason = refusalOf(walk(situations.PROCESS), fund('30000000.01', limits));
    expect(reason?.text.en).toContain(
      '10% of your yearly income (Rp 500.000.000) is Rp 50.000.000',
    );
    expect(reason?.text.en).toContain('Rp 30.000.000 left');
    expect(reason?.text.id).toContain('sisa Rp 30.000.000');
  });

  it('a person without a declaration funds nothing; a company needs none', () => {
    const undeclared = person({ declaredYearlyIncome: null });
    expect(codeOf(fund('100000.00', undeclared))).toBe('LENDER_INCOME_NOT_DECLARED');
    expect(codeOf(fund('100000.00', { ...undeclared, isPersonal: false }))).toBeNull();
  });

  it('no room for even the least piece: the action itself is refused', () => {
    const full = person({ outstanding: '49950000.00' });
    const snapshot = walk(situations.PROCESS);
    // The least piece is the minimum, Rp 100.000: Rp 50.000 of room is not enough.
    expect(
      refusalOf(snapshot, { type: 'loan.fund', actor: lenderWith(full) } as LoanEvent)?.code,
    ).toBe('LENDER_INCOME_LIMIT_EXCEEDED');
  });
});

describe('one lender with affiliates ≤ 25% of the platform (75% OJK-supervised)', () => {
  // Platform Rp 100 million, the group Rp 20 million: (20 + a) ≤ 25% × (100 + a) → a ≤ 6,666,666.66.
  const facts = {
    ...ROOMY_LIMITS,
    groupOutstanding: '20000000.00',
    platformOutstanding: '100000000.00',
    concentrationFloor: '1.00',
  };

  it('at the edge and one sen past it', () => {
    expect(concentrationLimit(facts, TODAY).roomSen).toBe(666_666_666n);
    expect(codeOf(fund('6666666.66', facts))).toBeNull();
    expect(codeOf(fund('6666666.67', facts))).toBe('LENDER_CONCENTRATION_ABOVE_LIMIT');
  });

  it('an OJK-supervised institution: 75%', () => {
    const supervised = { ...facts, ojkSupervised: true };
    // (20 + a) ≤ 75% × (100 + a) → a ≤ 220,000,000.
    expect(concentrationLimit(supervised, TODAY).roomSen).toBe(22_000_000_000n);
    // A person cannot be a supervised institution: the flag counts for companies only.
    expect(concentrationLimit({ ...supervised, isPersonal: true }, TODAY).rule?.percent).toBe('25');
  });

  it('not enforced while the platform after the funding stays at or under the floor', () => {
    const young = { ...facts, concentrationFloor: '150000000.00' };
    // Up to the floor (Rp 50 million more) the share is not applied.
    expect(concentrationLimit(young, TODAY).roomSen).toBe(5_000_000_000n);
    expect(codeOf(fund('50000000.00', young))).toBeNull();
    expect(codeOf(fund('50000000.01', young))).toBe('LENDER_CONCENTRATION_ABOVE_LIMIT');
  });

  it('names the share and the figures', () => {
    const reason = refusalOf(walk(situations.PROCESS), fund('6666666.67', facts));
    expect(reason?.text.en).toContain('at most 25%');
    expect(reason?.text.en).toContain('Rp 6.666.666,66 left');
  });
});

describe("OJK's limit per borrower on offer.set", () => {
  const awaiting = () => walk(situations.APPROVAL_LOAN_DIR);
  // The loan is Rp 100 million; validTerms' funding starts weeks from today (loan-paths.ts),
  // under the rows in force now (productive: the KPR product is productive here, purpose unset).
  const offer = (otherOutstanding: string, twp90MonthEnds: (string | null)[] = []) =>
    ({
      type: 'offer.set',
      actor: creditOfficer,
      terms: validTerms,
      exposure: { otherOutstanding, twp90MonthEnds },
    }) as LoanEvent;

  it('Rp 2 billion: the other outstanding plus this loan at the limit, and one sen past it', () => {
    expect(refusalOf(awaiting(), offer('1900000000.00'))).toBeNull();
    const refused = refusalOf(awaiting(), offer('1900000000.01'));
    expect(refused?.code).toBe('BORROWER_OUTSTANDING_ABOVE_LIMIT');
    expect(refused?.text.en).toContain('Rp 2.000.000.000');
    expect(refused?.text.id).toContain('Batas OJK per peminjam Rp 2.000.000.000');
  });

  it('productive up to Rp 5 billion only after six month-ends at or under 5% TWP90', () => {
    const healthy = ['5.00', '0.00', '1.00', '2.00', '3.00', '4.99'];
    expect(refusalOf(awaiting(), offer('4900000000.00', healthy))).toBeNull();
    expect(refusalOf(awaiting(), offer('4900000000.01', healthy))?.code).toBe(
      'BORROWER_OUTSTANDING_ABOVE_LIMIT',
    );
    // One month-end at 5.01%, or one with nothing outstanding: back to Rp 2 billion.
    for (const history of [
      [...healthy.slice(0, 5), '5.01'],
      [null, ...healthy.slice(1)],
      healthy.slice(1),
    ]) {
      expect(refusalOf(awaiting(), offer('1900000000.01', history))?.code).toBe(
        'BORROWER_OUTSTANDING_ABOVE_LIMIT',
      );
    }
  });

  it('consumptive stays at Rp 2 billion whatever the history', () => {
    const healthy = Array(6).fill('0.00');
    expect(
      borrowerLimit({ otherOutstanding: '0', twp90MonthEnds: healthy }, TODAY, 'CONSUMPTIVE'),
    ).toMatchObject({ limitSen: 200_000_000_000n, notMet: null });
  });

  it('an offer without the facts is refused, not taken on unknown facts', () => {
    const bare = { type: 'offer.set', actor: creditOfficer, terms: validTerms } as LoanEvent;
    expect(refusalOf(awaiting(), bare)?.code).toBe('BORROWER_OUTSTANDING_ABOVE_LIMIT');
    expect(refusalOf(awaiting(), { ...bare, exposure: NO_EXPOSURE } as LoanEvent)).toBeNull();
  });
});
