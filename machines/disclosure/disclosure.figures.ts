// The platform's published figures (issue 21; OJK asks P2P platforms to publish them): TKB90 and
// TWP90, the quality buckets of the outstanding funding, the accumulated borrowers, lenders and
// funding, the outstanding now and this year's funding, and TKB90 at each of the last 12 month
// ends. Pure: the loans' history (disbursement, principal repayments, installment due and paid
// days) and an as-at day in, figures out, so any past day is computed again from the same facts
// and nothing is stored or typed in.
//
// Definitions (the README's "Public disclosure" says the same):
// - A loan's outstanding as at day D = the principal disbursed (placed into its escrow and paid
//   out) minus the principal repaid on or before D; it counts from its disbursement day. At the
//   product's "now" those are exactly the loans in LOAN_PERIOD or REVIEW_PAID (a PAID loan has
//   repaid all its principal; a loan not yet disbursed has none out).
// - A loan's bucket as at D = the bucket (installment.quality.ts) of its worst installment still
//   unpaid at D by days past due (D − due day); OJK counts the borrower's whole outstanding in it.
// - TWP90 = outstanding in the over-90-days bucket ÷ total outstanding; TKB90 = 100% − TWP90.
//   With nothing outstanding no funding is late: TKB90 100%, TWP90 0%.
// - Funding = principal disbursed (money that reached borrowers), not commitments still on hold
//   or refunded; this year's = disbursed in D's calendar year. Borrowers and lenders since start
//   = distinct borrowers of disbursed loans and distinct lenders whose money they carried.
import { dayNumber } from '../installment/installment.charges.ts';
import {
  CREDIT_QUALITIES,
  type CreditQuality,
  creditQualityOf,
  worstQuality,
} from '../installment/installment.quality.ts';

/** One loan's facts as the ledger and the installments hold them; days are YYYY-MM-DD (WIB). */
export type DisclosureLoan = {
  loanId: string;
  borrowerId: string;
  /** The lenders whose money was paid out in it. */
  lenderIds: readonly string[];
  /** The day it was paid out; null: not (yet) disbursed. */
  disbursedOn: string | null;
  /** Principal disbursed, sen. */
  principalSen: bigint;
  /** Each principal repayment, by day. */
  principalRepayments: readonly { on: string; amountSen: bigint }[];
  installments: readonly { dueOn: string; paidOn: string | null }[];
};

export type BucketFigure = {
  quality: CreditQuality;
  loans: number;
  outstandingSen: bigint;
  /** Share of the total outstanding, percent with two decimals ("12.50"). */
  percent: string;
};

export type MonthFigure = {
  /** YYYY-MM */
  month: string;
  /** The day the figure is as at: the month's last day, or the as-at day for its own month. */
  asOf: string;
  tkb90: string;
  /** 100% − TKB90 that day (OJK's limits read it: machines/regulation/funding-limits.ts). */
  twp90: string;
  outstandingSen: bigint;
};

export type DisclosureFigures = {
  asOf: string;
  tkb90: string;
  twp90: string;
  outstandingSen: bigint;
  outstandingLoans: number;
  buckets: BucketFigure[];
  borrowersTotal: number;
  lendersTotal: number;
  fundingTotalSen: bigint;
  fundingThisYearSen: bigint;
  tkb90ByMonth: MonthFigure[];
};

/** How many months the TKB90 history covers (the as-at month included). */
export const HISTORY_MONTHS = 12;

const onOrBefore = (day: string, asOf: string) => dayNumber(day) <= dayNumber(asOf);

/** A share in percent with two decimals, rounded half up; 0 of 0 is "0.00". */
export function percentOf(partSen: bigint, wholeSen: bigint): string {
  if (wholeSen <= 0n) return '0.00';
  const hundredths = (partSen * 20_000n + wholeSen) / (2n * wholeSen);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** A loan's outstanding principal as at the day (0 before its disbursement). */
export function outstandingAsOf(loan: DisclosureLoan, asOf: string): bigint {
  if (loan.disbursedOn === null || !onOrBefore(loan.disbursedOn, asOf)) return 0n;
  const repaid = loan.principalRepayments
    .filter((r) => onOrBefore(r.on, asOf))
    .reduce((sum, r) => sum + r.amountSen, 0n);
  const left = loan.principalSen - repaid;
  return left > 0n ? left : 0n;
}

/** A loan's bucket as at the day: its worst installment still unpaid then, by days past due. */
export function loanQualityAsOf(loan: DisclosureLoan, asOf: string): CreditQuality {
  const day = dayNumber(asOf);
  return worstQuality(
    loan.installments
      .filter((i) => i.paidOn === null || dayNumber(i.paidOn) > day)
      .map((i) => creditQualityOf(day - dayNumber(i.dueOn))),
  );
}

function portfolioAsOf(loans: readonly DisclosureLoan[], asOf: string) {
  const byQuality = new Map<CreditQuality, { loans: number; outstandingSen: bigint }>(
    CREDIT_QUALITIES.map((q) => [q, { loans: 0, outstandingSen: 0n }]),
  );
  let total = 0n;
  let count = 0;
  for (const loan of loans) {
    const outstanding = outstandingAsOf(loan, asOf);
    if (outstanding === 0n) continue;
    const bucket = byQuality.get(loanQualityAsOf(loan, asOf));
    if (!bucket) continue;
    bucket.loans += 1;
    bucket.outstandingSen += outstanding;
    total += outstanding;
    count += 1;
  }
  const over90 = byQuality.get('LOSS')?.outstandingSen ?? 0n;
  const twp90 = percentOf(over90, total);
  return {
    total,
    count,
    twp90,
    tkb90: tkbOf(twp90),
    buckets: CREDIT_QUALITIES.map((quality) => {
      const b = byQuality.get(quality) ?? { loans: 0, outstandingSen: 0n };
      return { quality, ...b, percent: percentOf(b.outstandingSen, total) };
    }),
  };
}

/** 100% − TWP90, both with two decimals. */
function tkbOf(twp90: string): string {
  const hundredths = 10_000n - BigInt(twp90.replace('.', ''));
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The last day of a month, YYYY-MM-DD. */
export function monthEnd(year: number, month: number): string {
  const days = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return `${year}-${String(month).padStart(2, '0')}-${days}`;
}

/** The months of the history, oldest first, each as at its end (the as-at month: as at asOf). */
export function historyDays(asOf: string, months = HISTORY_MONTHS) {
  const [year, month] = asOf.split('-').map(Number) as [number, number];
  const days: { month: string; asOf: string }[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const label = `${y}-${String(m).padStart(2, '0')}`;
    days.push({ month: label, asOf: back === 0 ? asOf : monthEnd(y, m) });
  }
  return days;
}

export function disclosureFigures(
  loans: readonly DisclosureLoan[],
  asOf: string,
): DisclosureFigures {
  dayNumber(asOf); // refuses a day that is not YYYY-MM-DD
  const now = portfolioAsOf(loans, asOf);
  const disbursed = loans.filter((l) => l.disbursedOn !== null && onOrBefore(l.disbursedOn, asOf));
  const year = asOf.slice(0, 4);
  return {
    asOf,
    tkb90: now.tkb90,
    twp90: now.twp90,
    outstandingSen: now.total,
    outstandingLoans: now.count,
    buckets: now.buckets,
    borrowersTotal: new Set(disbursed.map((l) => l.borrowerId)).size,
    lendersTotal: new Set(disbursed.flatMap((l) => l.lenderIds)).size,
    fundingTotalSen: disbursed.reduce((sum, l) => sum + l.principalSen, 0n),
    fundingThisYearSen: disbursed
      .filter((l) => l.disbursedOn?.slice(0, 4) === year)
      .reduce((sum, l) => sum + l.principalSen, 0n),
    tkb90ByMonth: historyDays(asOf).map(({ month, asOf: day }) => {
      const then = portfolioAsOf(loans, day);
      return { month, asOf: day, tkb90: then.tkb90, twp90: then.twp90, outstandingSen: then.total };
    }),
  };
}

/**
 * TWP90 at each completed month-end of the history, oldest first (the as-at month, not over yet,
 * left out); null at a month-end with nothing outstanding, which has no ratio to report.
 */
export function twp90AtMonthEnds(figures: Pick<DisclosureFigures, 'tkb90ByMonth'>) {
  return figures.tkb90ByMonth.slice(0, -1).map((m) => (m.outstandingSen > 0n ? m.twp90 : null));
}
