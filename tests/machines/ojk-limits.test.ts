// The regulator's limits as data (machines/regulation/ojk-limits.ts): a test per row of the rate
// table — in force on its first and last day, not the day before or after — and each cap driven
// to its edge and one past it through the offer rules the API and the staff form both use.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { installmentMachine } from '../../machines/installment/installment.machine.ts';
import { offerBenefitCheck, offerTermsProblems } from '../../machines/loan/loan.rules.ts';
import type { OfferTerms } from '../../machines/loan/loan.types.ts';
import {
  economicBenefitCheck,
  economicBenefitMicroPercentPerDay,
  lateChargeRoomSen,
  microPercentText,
  RATE_RULES,
  rateRule,
} from '../../machines/regulation/ojk-limits.ts';

const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const dayAfter = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('the rate table, row by row', () => {
  for (const row of RATE_RULES) {
    const name = `${row.limit} ${row.purpose} from ${row.from}${row.until ? ` to ${row.until}` : ''}: ${row.percentPerDay}% a day`;
    it(name, () => {
      const query = { purpose: row.purpose, tenorDays: 90 };
      expect(rateRule(row.limit, { ...query, date: row.from })).toBe(row);
      expect(rateRule(row.limit, { ...query, date: row.until ?? '2099-12-31' })).toBe(row);
      expect(rateRule(row.limit, { ...query, date: dayBefore(row.from) })).not.toBe(row);
      if (row.until)
        expect(rateRule(row.limit, { ...query, date: dayAfter(row.until) })).not.toBe(row);
      expect(row.source).toMatch(/SEOJK 19\/SEOJK\.06\/2023/);
    });
  }

  it('has no rule before 2024 and exactly one rule on any later day', () => {
    expect(
      rateRule('ECONOMIC_BENEFIT_PER_DAY', {
        date: '2023-12-31',
        purpose: 'PRODUCTIVE',
        tenorDays: 30,
      }),
    ).toBeNull();
    for (const date of ['2024-01-01', '2024-12-31', '2025-06-30', '2026-01-01', '2030-01-01']) {
      for (const purpose of ['PRODUCTIVE', 'CONSUMPTIVE'] as const) {
        for (const limit of ['ECONOMIC_BENEFIT_PER_DAY', 'LATE_CHARGE_PER_DAY'] as const) {
          const matching = RATE_RULES.filter(
            (r) =>
              r.limit === limit &&
              r.purpose === purpose &&
              r.from <= date &&
              (r.until === null || date <= r.until),
          );
          expect(matching).toHaveLength(1);
        }
      }
    }
  });
});

describe('the economic benefit per day, as OJK computes it', () => {
  it("matches SEOJK 19/2023's own worked example: Rp 85.000 on Rp 1.000.000 over 90 days is 0.0944% a day", () => {
    // The example's interest Rp 30.000 is a CASH loan at 12% a year for 90 days (1.000.000 ×
    // 12% × 90/360), its fees Rp 50.000 + Rp 5.000.
    const micro = economicBenefitMicroPercentPerDay({
      amount: '1000000.00',
      interestPercentPerYear: '12',
      periodDays: 90,
      paymentType: 'CASH',
      adminFee: '55000.00',
    });
    expect(microPercentText(micro)).toBe('0.094445');
    // Under 2024's productive cap of 0.1%, over 2026's 0.067%.
    const terms = {
      amount: '1000000.00',
      interestPercentPerYear: '12',
      periodDays: 90,
      paymentType: 'CASH' as const,
      adminFee: '55000.00',
    };
    expect(
      economicBenefitCheck(terms, { date: '2024-02-10', purpose: 'PRODUCTIVE' }).withinCap,
    ).toBe(true);
    expect(
      economicBenefitCheck(terms, { date: '2026-02-10', purpose: 'PRODUCTIVE' }).withinCap,
    ).toBe(false);
    expect(
      economicBenefitCheck(terms, { date: '2026-02-10', purpose: 'CONSUMPTIVE' }).withinCap,
    ).toBe(true);
  });
});

// A productive loan of Rp 10.000.000 for 100 days at 0% interest: the fee alone is the benefit,
// so the cap's edge is a fee of exactly 0.067% × 100 days = 6.7% = Rp 670.000.
const context = {
  lowRiskInterest: '0.00',
  highRiskInterest: '24.00',
  riskRating: null,
  applicationValue: '10000000.00',
} as const;
const terms = (adminFee: string, fundingStart = '2026-03-01'): OfferTerms => ({
  interestPercent: '0.00',
  periodDays: 100,
  adminFee,
  paymentType: 'CASH',
  fundingStart,
  fundingEnd: '2026-03-20',
});

describe('an offer at the cap and one past it', () => {
  it('productive from 2026: Rp 670.000 is taken, Rp 670.001 refused', () => {
    expect(offerTermsProblems(context, terms('670000.00'))).toEqual({});
    expect(offerBenefitCheck(context, terms('670000.00'))?.percentPerDay).toBe('0.067');
    expect(offerTermsProblems(context, terms('670001.00'))).toEqual({
      interestPercent: 'ECONOMIC_BENEFIT_ABOVE_CAP',
    });
  });

  it('productive in 2025 (0.1%): Rp 1.000.000 taken, Rp 1.000.001 refused', () => {
    const start = '2025-12-31';
    expect(
      offerTermsProblems(context, { ...terms('1000000.00', start), fundingEnd: '2026-01-10' }),
    ).toEqual({});
    expect(
      offerTermsProblems(context, { ...terms('1000001.00', start), fundingEnd: '2026-01-10' }),
    ).toEqual({ interestPercent: 'ECONOMIC_BENEFIT_ABOVE_CAP' });
  });

  it('consumptive from 2026 (0.1%): Rp 1.000.000 taken, Rp 1.000.001 refused', () => {
    const consumptive = { ...context, purpose: 'CONSUMPTIVE' as const };
    expect(offerTermsProblems(consumptive, terms('1000000.00'))).toEqual({});
    expect(offerTermsProblems(consumptive, terms('1000001.00'))).toEqual({
      interestPercent: 'ECONOMIC_BENEFIT_ABOVE_CAP',
    });
  });

  it('consumptive in 2024 (0.3%) and 2025 (0.2%)', () => {
    const consumptive = { ...context, purpose: 'CONSUMPTIVE' as const };
    const in2024 = (fee: string) => ({ ...terms(fee, '2024-06-01'), fundingEnd: '2024-06-10' });
    const in2025 = (fee: string) => ({ ...terms(fee, '2025-06-01'), fundingEnd: '2025-06-10' });
    expect(offerTermsProblems(consumptive, in2024('3000000.00'))).toEqual({});
    expect(offerTermsProblems(consumptive, in2024('3000001.00')).interestPercent).toBe(
      'ECONOMIC_BENEFIT_ABOVE_CAP',
    );
    expect(offerTermsProblems(consumptive, in2025('2000000.00'))).toEqual({});
    expect(offerTermsProblems(consumptive, in2025('2000001.00')).interestPercent).toBe(
      'ECONOMIC_BENEFIT_ABOVE_CAP',
    );
  });

  it('counts the interest too: 12% a year is 0.0333% a day, leaving 0.0337% for the fee', () => {
    const withInterest = (adminFee: string): OfferTerms => ({
      ...terms(adminFee),
      interestPercent: '12.00',
    });
    // 10.000.000 × 12% × 100/360 = 333.333 (rounded down); 670.000 − 333.333 = 336.667.
    expect(offerTermsProblems(context, withInterest('336667.00'))).toEqual({});
    // The most fee that fits is that edge, whatever fee is typed; with no interest the whole cap.
    expect(offerBenefitCheck(context, withInterest('2500000.00'))?.maxAdminFee).toBe('336667.00');
    expect(offerBenefitCheck(context, terms('0.00'))?.maxAdminFee).toBe('670000.00');
    expect(offerTermsProblems(context, withInterest('336668.00'))).toEqual({
      interestPercent: 'ECONOMIC_BENEFIT_ABOVE_CAP',
    });
  });

  it("a zero fee is the product's fee (spec §9), and the cap counts that fee", () => {
    const withProductFee = (productAdminFee: string) => ({ ...context, productAdminFee });
    expect(offerTermsProblems(withProductFee('670000.00'), terms('0.00'))).toEqual({});
    expect(offerBenefitCheck(withProductFee('670000.00'), terms('0.00'))?.percentPerDay).toBe(
      '0.067',
    );
    expect(offerTermsProblems(withProductFee('670001.00'), terms('0.00'))).toEqual({
      interestPercent: 'ECONOMIC_BENEFIT_ABOVE_CAP',
    });
    // The offer's own fee, when it has one, is the fee: the product's is not added.
    expect(offerTermsProblems(withProductFee('2500000.00'), terms('670000.00'))).toEqual({});
  });

  it('a loan whose purpose was never recorded is held to the productive (stricter) cap', () => {
    expect(offerTermsProblems({ ...context }, terms('670001.00')).interestPercent).toBe(
      'ECONOMIC_BENEFIT_ABOVE_CAP',
    );
  });
});

describe('all benefit and late charges at most 100% of the principal', () => {
  it('leaves the principal less the benefit and the charges so far, never below zero', () => {
    const loan = { principalSen: 10_000_000_00n, benefitSen: 1_000_000_00n };
    expect(lateChargeRoomSen({ ...loan, lateChargesSen: 0n })).toBe(9_000_000_00n);
    expect(lateChargeRoomSen({ ...loan, lateChargesSen: 8_999_999_99n })).toBe(1n);
    expect(lateChargeRoomSen({ ...loan, lateChargesSen: 9_000_000_00n })).toBe(0n);
    expect(lateChargeRoomSen({ ...loan, lateChargesSen: 9_000_000_01n })).toBe(0n);
  });

  it("an installment's daily charge stops at the room the loan has left", () => {
    // Rp 1.000.000 due at 0.1% a day: Rp 1.000 a day; 10 days past due is Rp 10.000.
    const input = {
      borrowerId: 'borrower-1',
      dueDate: '2026-03-10',
      amountDue: '1000000.00',
      lateChargePercentPerDay: '0.1',
    };
    const charged = (room?: string) => {
      const [start] = initialTransition(installmentMachine, input);
      const [after] = transition(installmentMachine, start, {
        type: 'clock.tick',
        today: '2026-03-20',
        ...(room === undefined ? {} : { lateChargeRoom: room }),
      });
      return after.context.lateCharge;
    };
    expect(charged()).toBe('10000.00');
    expect(charged('10000.00')).toBe('10000.00');
    expect(charged('9999.99')).toBe('9999.99');
    expect(charged('0.00')).toBe('0.00');
  });
});

describe("the limits' sources in both languages", () => {
  it('gives every rule’s source English words, the document names kept', async () => {
    const limits = await import('../../machines/regulation/ojk-limits.ts');
    const sources = new Set(
      [
        ...limits.RATE_RULES,
        ...limits.BORROWER_OUTSTANDING_RULES,
        ...limits.LENDER_CONCENTRATION_RULES,
        ...limits.LENDER_INCOME_RULES,
      ].map((rule) => rule.source),
    );
    expect(sources.size).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      const text = limits.regulationSourceText(source);
      expect(text.id).toBe(source);
      expect(text.en).not.toBe(source);
      expect(text.en).toMatch(/^(SEOJK|POJK) \d+/);
      expect(text.en).not.toMatch(/batas|kriteria|siaran|wajib|denda|Pemberi/);
    }
  });
});
