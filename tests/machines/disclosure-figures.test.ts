// The public disclosure's figures (issue 21) on a history worked out by hand. All amounts are
// whole rupiah here (× 100 sen). As at 2026-03-15:
//   A  b1  l1+l2  paid out 2025-06-10  Rp 12 jt  3 installments from 2025-07-10, none paid:
//      248 days past due → Macet (over 90)
//   B  b2  l1     paid out 2025-12-20  Rp 6 jt   installment 1 (due 2026-01-20) paid late on
//      2026-02-05 with Rp 2 jt principal; installment 2 due 2026-02-20 unpaid: 23 days → 1–30
//   C  b1  l3     paid out 2026-01-31  Rp 2 jt   due 2026-03-31: current
//   D  b3  l2     paid out 2025-03-01  Rp 1 jt   repaid in full 2025-04-01: nothing outstanding
//   E  b4  l4     not paid out (funding on hold): counts nowhere
//   F  b5  l3     paid out 2025-11-15  Rp 3 jt   due 2025-12-15 unpaid: exactly 90 days → 61–90
// Outstanding 12 + 4 + 2 + 3 = Rp 21 jt; over 90 days Rp 12 jt: TWP90 12/21 = 57.14%, TKB90 42.86%.
import { describe, expect, it } from 'vitest';
import {
  type DisclosureLoan,
  disclosureFigures,
  historyDays,
  loanQualityAsOf,
  monthEnd,
  outstandingAsOf,
  percentOf,
} from '../../machines/disclosure/disclosure.figures.ts';

const jt = (millions: number) => BigInt(millions) * 1_000_000n * 100n;

const A: DisclosureLoan = {
  loanId: 'A',
  borrowerId: 'b1',
  lenderIds: ['l1', 'l2'],
  disbursedOn: '2025-06-10',
  principalSen: jt(12),
  principalRepayments: [],
  installments: [
    { dueOn: '2025-07-10', paidOn: null },
    { dueOn: '2025-08-10', paidOn: null },
    { dueOn: '2025-09-10', paidOn: null },
  ],
};
const B: DisclosureLoan = {
  loanId: 'B',
  borrowerId: 'b2',
  lenderIds: ['l1'],
  disbursedOn: '2025-12-20',
  principalSen: jt(6),
  principalRepayments: [{ on: '2026-02-05', amountSen: jt(2) }],
  installments: [
    { dueOn: '2026-01-20', paidOn: '2026-02-05' },
    { dueOn: '2026-02-20', paidOn: null },
    { dueOn: '2026-03-20', paidOn: null },
  ],
};
const C: DisclosureLoan = {
  loanId: 'C',
  borrowerId: 'b1',
  lenderIds: ['l3'],
  disbursedOn: '2026-01-31',
  principalSen: jt(2),
  principalRepayments: [],
  installments: [{ dueOn: '2026-03-31', paidOn: null }],
};
const D: DisclosureLoan = {
  loanId: 'D',
  borrowerId: 'b3',
  lenderIds: ['l2'],
  disbursedOn: '2025-03-01',
  principalSen: jt(1),
  principalRepayments: [{ on: '2025-04-01', amountSen: jt(1) }],
  installments: [{ dueOn: '2025-04-01', paidOn: '2025-04-01' }],
};
const E: DisclosureLoan = {
  loanId: 'E',
  borrowerId: 'b4',
  lenderIds: ['l4'],
  disbursedOn: null,
  principalSen: jt(5),
  principalRepayments: [],
  installments: [],
};
const F: DisclosureLoan = {
  loanId: 'F',
  borrowerId: 'b5',
  lenderIds: ['l3'],
  disbursedOn: '2025-11-15',
  principalSen: jt(3),
  principalRepayments: [],
  installments: [{ dueOn: '2025-12-15', paidOn: null }],
};
const history = [A, B, C, D, E, F];

describe('the public disclosure figures', () => {
  const figures = disclosureFigures(history, '2026-03-15');

  it('TKB90 is 100% less the share of the outstanding over 90 days past due', () => {
    expect(figures.asOf).toBe('2026-03-15');
    expect(figures.outstandingSen).toBe(jt(21));
    expect(figures.outstandingLoans).toBe(4);
    expect(figures.twp90).toBe('57.14');
    expect(figures.tkb90).toBe('42.86');
  });

  it("puts each loan's whole outstanding in its worst unpaid installment's bucket", () => {
    expect(figures.buckets.map((b) => [b.quality, b.loans, b.outstandingSen, b.percent])).toEqual([
      ['CURRENT', 1, jt(2), '9.52'],
      ['SPECIAL_MENTION', 1, jt(4), '19.05'],
      ['SUBSTANDARD', 0, 0n, '0.00'],
      ['DOUBTFUL', 1, jt(3), '14.29'],
      ['LOSS', 1, jt(12), '57.14'],
    ]);
  });

  it('accumulates borrowers, lenders and funding over the disbursed loans only', () => {
    expect(figures.borrowersTotal).toBe(4); // b1 (twice), b2, b3, b5
    expect(figures.lendersTotal).toBe(3); // l1, l2, l3 (l4's money is still on hold)
    expect(figures.fundingTotalSen).toBe(jt(24)); // 12 + 6 + 2 + 1 + 3
    expect(figures.fundingThisYearSen).toBe(jt(2)); // C alone was paid out in 2026
  });

  it('gives TKB90 as at each of the last 12 month ends, this month as at today', () => {
    expect(figures.tkb90ByMonth.map((m) => [m.month, m.asOf, m.tkb90, m.outstandingSen])).toEqual([
      ['2025-04', '2025-04-30', '100.00', 0n], // D repaid on 04-01
      ['2025-05', '2025-05-31', '100.00', 0n],
      ['2025-06', '2025-06-30', '100.00', jt(12)], // A current
      ['2025-07', '2025-07-31', '100.00', jt(12)], // A 21 days
      ['2025-08', '2025-08-31', '100.00', jt(12)], // 52 days
      ['2025-09', '2025-09-30', '100.00', jt(12)], // 82 days
      ['2025-10', '2025-10-31', '0.00', jt(12)], // 113 days: all of it over 90
      ['2025-11', '2025-11-30', '20.00', jt(15)], // + F current: 12 of 15 over 90
      ['2025-12', '2025-12-31', '42.86', jt(21)], // + B: 12 of 21
      // B's first installment is 11 days late and unpaid at the month's end; C paid out on
      // the last day counts: 12 of 23.
      ['2026-01', '2026-01-31', '47.83', jt(23)],
      ['2026-02', '2026-02-28', '42.86', jt(21)], // B repaid Rp 2 jt on 02-05
      ['2026-03', '2026-03-15', '42.86', jt(21)],
    ]);
  });

  it('reads a day exactly: a repayment after the day does not count, nor a loan paid out later', () => {
    expect(outstandingAsOf(B, '2026-02-04')).toBe(jt(6));
    expect(outstandingAsOf(B, '2026-02-05')).toBe(jt(4));
    expect(outstandingAsOf(C, '2026-01-30')).toBe(0n);
    expect(loanQualityAsOf(B, '2026-02-04')).toBe('SPECIAL_MENTION');
    expect(loanQualityAsOf(F, '2026-03-15')).toBe('DOUBTFUL');
    expect(loanQualityAsOf(F, '2026-03-16')).toBe('LOSS');
    // F crosses 90 days the next day: TWP90 (12 + 3) / 21.
    expect(disclosureFigures(history, '2026-03-16').tkb90).toBe('28.57');
  });

  it('with nothing outstanding no funding is late: TKB90 100%', () => {
    const empty = disclosureFigures([], '2026-01-01');
    expect([empty.tkb90, empty.twp90, empty.outstandingSen]).toEqual(['100.00', '0.00', 0n]);
    expect(empty.tkb90ByMonth.map((m) => m.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });

  it('rounds shares half up and knows month ends', () => {
    expect(percentOf(1n, 8n)).toBe('12.50');
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(1n, 0n)).toBe('0.00');
    expect(monthEnd(2024, 2)).toBe('2024-02-29');
    expect(monthEnd(2100, 2)).toBe('2100-02-28');
    expect(historyDays('2026-01-10', 2)).toEqual([
      { month: '2025-12', asOf: '2025-12-31' },
      { month: '2026-01', asOf: '2026-01-10' },
    ]);
    expect(() => disclosureFigures([], '15-03-2026')).toThrow(RangeError);
  });
});
