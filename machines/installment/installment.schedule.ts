// The repayment schedule of an offer, for every payment type of the spec (§3 Enumerations):
// one pure function the borrower's offer screen, the API's consent record and tests all use.
// Money is bigint sen inside and rupiah decimal strings outside; no Date, no floating point.
//
// Rules where the spec is silent, decided here:
// - A month counts as 30 days (§9) and a year as 12 of them (360 days): the yearly rate accrues
//   per day as rate / 360 on the principal still outstanding.
// - Installments fall every 30 days from the start of the period; the last one on its last day
//   (a 65-day period: days 30, 60 and 65).
// - INSTALLMENT 'Cicil Pokok + Bunga': equal principal parts plus the interest on what is
//   outstanding. INTEREST 'Bayar Pokok dan Cicil Bunga' / 'Bayar Bunga Saja': interest every
//   installment, the principal with the last. CASH 'Bayar Pokok + Bunga Dibelakang' and
//   BALLOON 'Bayar Akhir': principal and interest once, at the end.
// - Rounding in whole rupiah: each interest amount is rounded DOWN (the borrower never pays more
//   than the rate); principal parts are whole rupiah and the last takes what remains, so the
//   principal always sums to the amount exactly.
// - The admin fee is a cost of the loan, not an installment: total cost = interest + admin fee.
import { fromSen, isRupiah, toSen } from '../shared/money.ts';
import { toMicroPercent } from './installment.charges.ts';

export type SchedulePaymentType = 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON';

export const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 360;
const RUPIAH = 100n;

export type ScheduleTerms = {
  /** The amount lent, rupiah. */
  amount: string;
  /** Percent per year, up to 6 decimals ('12.5'). */
  interestPercentPerYear: string;
  periodDays: number;
  paymentType: SchedulePaymentType;
  /** Rupiah. */
  adminFee: string;
};

export type ScheduledInstallment = {
  /** 1-based. */
  number: number;
  /** Days after the period starts when this installment is due. */
  dueDay: number;
  principal: string;
  interest: string;
  /** principal + interest. */
  total: string;
  /** Principal still owed after this installment. */
  outstanding: string;
};

export type Schedule = {
  installments: ScheduledInstallment[];
  totalPrincipal: string;
  totalInterest: string;
  adminFee: string;
  /** What borrowing costs: interest + admin fee. */
  totalCost: string;
  /** What the borrower pays back: principal + interest. */
  totalRepayment: string;
};

/** Why these terms cannot be scheduled; null when they can. */
export function scheduleProblem(terms: ScheduleTerms): string | null {
  if (!isRupiah(terms.amount) || toSen(terms.amount) <= 0n) return 'amount';
  if (!isRupiah(terms.adminFee)) return 'adminFee';
  if (!Number.isInteger(terms.periodDays) || terms.periodDays <= 0) return 'periodDays';
  try {
    toMicroPercent(terms.interestPercentPerYear);
  } catch {
    return 'interestPercentPerYear';
  }
  return null;
}

/** The due days of the installments: every 30 days, the last on the period's last day. */
function dueDays(periodDays: number, paymentType: SchedulePaymentType): number[] {
  if (paymentType === 'CASH' || paymentType === 'BALLOON') return [periodDays];
  const days: number[] = [];
  for (let day = DAYS_PER_MONTH; day < periodDays; day += DAYS_PER_MONTH) days.push(day);
  days.push(periodDays);
  return days;
}

/** Interest on `principalSen` for `days` days at a yearly rate, rounded down to whole rupiah. */
function interestSen(principalSen: bigint, ratePerYear: bigint, days: number): bigint {
  const exact =
    (principalSen * ratePerYear * BigInt(days)) / (100_000_000n * BigInt(DAYS_PER_YEAR));
  return (exact / RUPIAH) * RUPIAH;
}

/** The principal parts in sen: whole rupiah each, the last takes the remainder. */
function principalParts(amountSen: bigint, count: number, paymentType: SchedulePaymentType) {
  if (paymentType !== 'INSTALLMENT') {
    return Array.from({ length: count }, (_, index) => (index === count - 1 ? amountSen : 0n));
  }
  const part = (amountSen / BigInt(count) / RUPIAH) * RUPIAH;
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? amountSen - part * BigInt(count - 1) : part,
  );
}

/** The schedule of an offer. Throws RangeError on terms `scheduleProblem` refuses. */
export function repaymentSchedule(terms: ScheduleTerms): Schedule {
  const problem = scheduleProblem(terms);
  if (problem) throw new RangeError(`cannot schedule: ${problem}`);
  const amountSen = toSen(terms.amount);
  const rate = toMicroPercent(terms.interestPercentPerYear);
  const days = dueDays(terms.periodDays, terms.paymentType);
  const parts = principalParts(amountSen, days.length, terms.paymentType);

  let outstanding = amountSen;
  let previousDay = 0;
  let totalInterest = 0n;
  const installments = days.map((dueDay, index) => {
    const principal = parts[index] ?? 0n;
    const interest = interestSen(outstanding, rate, dueDay - previousDay);
    previousDay = dueDay;
    outstanding -= principal;
    totalInterest += interest;
    return {
      number: index + 1,
      dueDay,
      principal: fromSen(principal),
      interest: fromSen(interest),
      total: fromSen(principal + interest),
      outstanding: fromSen(outstanding),
    };
  });
  const adminFee = toSen(terms.adminFee);
  return {
    installments,
    totalPrincipal: fromSen(amountSen),
    totalInterest: fromSen(totalInterest),
    adminFee: fromSen(adminFee),
    totalCost: fromSen(totalInterest + adminFee),
    totalRepayment: fromSen(amountSen + totalInterest),
  };
}
