// The offer's repayment schedule (machines/installment/installment.schedule.ts): properties over
// random terms of every payment type (fast-check; a failure prints its seed to replay), and a
// few schedules worked out by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  repaymentSchedule,
  type SchedulePaymentType,
  scheduleProblem,
} from '../../machines/installment/installment.schedule.ts';
import { toSen } from '../../machines/shared/money.ts';

const PAYMENT_TYPES: SchedulePaymentType[] = ['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON'];

const terms = fc.record({
  // Whole rupiah up to 100 billion, or with sen: both are amounts the API stores.
  amount: fc.oneof(
    fc.bigInt({ min: 1n, max: 100_000_000_000n }).map((rupiah) => `${rupiah}`),
    fc.bigInt({ min: 1n, max: 10_000_000_000_000n }).map((sen) => {
      const text = sen.toString().padStart(3, '0');
      return `${text.slice(0, -2)}.${text.slice(-2)}`;
    }),
  ),
  interestPercentPerYear: fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
  periodDays: fc.integer({ min: 1, max: 3600 }),
  paymentType: fc.constantFrom(...PAYMENT_TYPES),
  adminFee: fc.bigInt({ min: 0n, max: 50_000_000n }).map((rupiah) => `${rupiah}.00`),
});

const sum = (values: string[]) => values.reduce((total, value) => total + toSen(value), 0n);
const isWholeRupiah = (value: string) => toSen(value) % 100n === 0n;

describe('repaymentSchedule: properties for every payment type', () => {
  it('the principal parts sum to the amount; nothing is negative; totals add up', () => {
    fc.assert(
      fc.property(terms, (offer) => {
        const schedule = repaymentSchedule(offer);
        const rows = schedule.installments;
        expect(sum(rows.map((row) => row.principal))).toBe(toSen(offer.amount));
        for (const row of rows) {
          for (const value of [row.principal, row.interest, row.total, row.outstanding]) {
            expect(toSen(value) >= 0n).toBe(true);
          }
          expect(toSen(row.total)).toBe(toSen(row.principal) + toSen(row.interest));
        }
        expect(rows.at(-1)?.outstanding).toBe('0.00');
        expect(sum(rows.map((row) => row.interest))).toBe(toSen(schedule.totalInterest));
        expect(toSen(schedule.totalCost)).toBe(
          toSen(schedule.totalInterest) + toSen(offer.adminFee),
        );
        expect(toSen(schedule.totalRepayment)).toBe(
          toSen(offer.amount) + toSen(schedule.totalInterest),
        );
      }),
    );
  });

  it('rounds in whole rupiah: interest always, principal whenever the amount is whole', () => {
    fc.assert(
      fc.property(terms, (offer) => {
        const { installments } = repaymentSchedule(offer);
        for (const row of installments) expect(isWholeRupiah(row.interest)).toBe(true);
        if (isWholeRupiah(offer.amount)) {
          for (const row of installments) expect(isWholeRupiah(row.principal)).toBe(true);
        }
      }),
    );
  });

  it('installments fall every 30 days and the last on the period’s last day', () => {
    fc.assert(
      fc.property(terms, (offer) => {
        const days = repaymentSchedule(offer).installments.map((row) => row.dueDay);
        expect(days.at(-1)).toBe(offer.periodDays);
        const single = offer.paymentType === 'CASH' || offer.paymentType === 'BALLOON';
        expect(days.length).toBe(single ? 1 : Math.ceil(offer.periodDays / 30));
        days.slice(0, -1).forEach((day, index) => {
          expect(day).toBe((index + 1) * 30);
        });
      }),
    );
  });

  it('interest never exceeds the rate on the whole amount for the whole period', () => {
    fc.assert(
      fc.property(terms, (offer) => {
        const { totalInterest } = repaymentSchedule(offer);
        const [whole = '0', cents = '0'] = offer.interestPercentPerYear.split('.');
        const ratePerTenThousand = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
        const ceiling =
          (toSen(offer.amount) * ratePerTenThousand * BigInt(offer.periodDays)) / (10_000n * 360n);
        expect(toSen(totalInterest) <= ceiling).toBe(true);
      }),
    );
  });
});

describe('repaymentSchedule: worked examples', () => {
  const base = {
    amount: '12000000',
    interestPercentPerYear: '12',
    periodDays: 90,
    adminFee: '250000',
  };

  it('INSTALLMENT: equal principal, interest on what is outstanding', () => {
    const schedule = repaymentSchedule({ ...base, paymentType: 'INSTALLMENT' });
    expect(
      schedule.installments.map(({ dueDay, principal, interest, total }) => ({
        dueDay,
        principal,
        interest,
        total,
      })),
    ).toEqual([
      { dueDay: 30, principal: '4000000.00', interest: '120000.00', total: '4120000.00' },
      { dueDay: 60, principal: '4000000.00', interest: '80000.00', total: '4080000.00' },
      { dueDay: 90, principal: '4000000.00', interest: '40000.00', total: '4040000.00' },
    ]);
    expect(schedule.totalInterest).toBe('240000.00');
    expect(schedule.totalCost).toBe('490000.00');
    expect(schedule.totalRepayment).toBe('12240000.00');
  });

  it('INTEREST: interest every 30 days, the principal with the last', () => {
    const schedule = repaymentSchedule({ ...base, paymentType: 'INTEREST' });
    expect(schedule.installments.map((row) => [row.principal, row.interest])).toEqual([
      ['0.00', '120000.00'],
      ['0.00', '120000.00'],
      ['12000000.00', '120000.00'],
    ]);
  });

  it('CASH and BALLOON: everything once, at the end', () => {
    for (const paymentType of ['CASH', 'BALLOON'] as const) {
      const schedule = repaymentSchedule({ ...base, paymentType });
      expect(schedule.installments).toEqual([
        {
          number: 1,
          dueDay: 90,
          principal: '12000000.00',
          interest: '360000.00',
          total: '12360000.00',
          outstanding: '0.00',
        },
      ]);
    }
  });

  it('a period that is not whole months ends with a short installment; odd amounts round down', () => {
    const schedule = repaymentSchedule({
      amount: '10000001',
      interestPercentPerYear: '10',
      periodDays: 65,
      adminFee: '0',
      paymentType: 'INSTALLMENT',
    });
    expect(schedule.installments.map((row) => [row.dueDay, row.principal, row.interest])).toEqual([
      [30, '3333333.00', '83333.00'],
      [60, '3333333.00', '55555.00'],
      [65, '3333335.00', '4629.00'],
    ]);
  });

  it('refuses terms it cannot schedule', () => {
    const ok = { ...base, paymentType: 'CASH' as const };
    expect(scheduleProblem(ok)).toBeNull();
    expect(scheduleProblem({ ...ok, amount: '0' })).toBe('amount');
    expect(scheduleProblem({ ...ok, periodDays: 0 })).toBe('periodDays');
    expect(scheduleProblem({ ...ok, periodDays: 1.5 })).toBe('periodDays');
    expect(scheduleProblem({ ...ok, interestPercentPerYear: '-1' })).toBe('interestPercentPerYear');
    expect(() => repaymentSchedule({ ...ok, amount: '-5' })).toThrow(RangeError);
  });
});
