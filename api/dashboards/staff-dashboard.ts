// The staff dashboard (issue 21): each work queue's count, the funding pipeline, the
// disbursements and payments waiting, the arrears by bucket and the TKB90 trend, as at the
// product's today. Every figure is read again at each call. The arrears buckets and the trend are
// the public disclosure's own computation (api/disclosure/read-disclosure.ts), its five OJK
// buckets folded into the three staff follow: 1–30, 31–90 and over 90 days past due.
import type { CreditQuality } from '../../machines/installment/installment.quality.ts';
import { LOAN_QUEUE_NAMES, LOAN_QUEUES, queueLabels } from '../../machines/loan/loan.queues.ts';
import { restoreLoan } from '../../machines/loan/loan.selectors.ts';
import { fromSen, toSen, wholePercent } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { readDisclosure } from '../disclosure/read-disclosure.ts';
import { daysLeft, marketplace } from '../funding/marketplace.ts';
import { countLoansByQueue } from '../loans/list-loans.ts';
import { wibDate } from '../reference/wib-date.ts';
import { paymentsToReview } from '../repayment/payments.ts';

/** The staff's arrears buckets, each the OJK quality buckets it gathers. */
export const ARREARS_BUCKETS = {
  days1to30: ['SPECIAL_MENTION'],
  days31to90: ['SUBSTANDARD', 'DOUBTFUL'],
  over90: ['LOSS'],
} as const satisfies Record<string, readonly CreditQuality[]>;

export const ARREARS_BUCKET_NAMES = Object.keys(
  ARREARS_BUCKETS,
) as (keyof typeof ARREARS_BUCKETS)[];

/** At most this many loans open for funding are listed (ending soonest first). */
const PIPELINE_LIMIT = 50;

export async function staffDashboard(q: Queryable, now: Date) {
  const today = wibDate(now);
  const [queues, open, payments, waiting, disclosure] = await Promise.all([
    countLoansByQueue(q, {}),
    marketplace(q, { limit: PIPELINE_LIMIT, sort: 'endingSoon' }),
    paymentsToReview(q),
    q.query<{ n: number; sen: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(round(genapplicationvalue * 100)), 0)::bigint::text AS sen
         FROM loans WHERE machine_state ->> 'stage' = ANY($1::text[])`,
      [LOAN_QUEUES.disbursementReady],
    ),
    readDisclosure(q, now),
  ]);
  const pipeline = open.loans.map((loan) => {
    const { context } = restoreLoan(loan.machine_state, loan.machine_context);
    const target = toSen(context.applicationValue);
    const funded = toSen(context.commitment);
    return {
      id: Number(loan.id),
      productname: loan.product_name,
      productnameen: loan.product_name_en ?? loan.product_name,
      target: fromSen(target),
      funded: fromSen(funded),
      fundedpercent: wholePercent(funded, target),
      fundingend: loan.funappcfendtime,
      daysleft: daysLeft(loan.funappcfendtime, today),
    };
  });
  const arrears = ARREARS_BUCKET_NAMES.map((bucket) => {
    const qualities: readonly CreditQuality[] = ARREARS_BUCKETS[bucket];
    const parts = disclosure.buckets.filter((b) => qualities.includes(b.quality));
    return {
      bucket,
      loans: parts.reduce((sum, b) => sum + b.loans, 0),
      outstanding: fromSen(parts.reduce((sum, b) => sum + b.outstandingSen, 0n)),
    };
  });
  return {
    asof: disclosure.asOf,
    queues: LOAN_QUEUE_NAMES.map((queue) => ({
      queue,
      label: queueLabels[queue],
      count: queues.counts[queue],
    })),
    total: queues.total,
    funding: { count: open.total, loans: pipeline },
    disbursements: { count: waiting[0]?.n ?? 0, amount: fromSen(BigInt(waiting[0]?.sen ?? '0')) },
    payments: {
      count: payments.length,
      amount: fromSen(payments.reduce((sum, p) => sum + BigInt(p.amount_sen), 0n)),
    },
    outstanding: fromSen(disclosure.outstandingSen),
    arrears,
    tkb90: disclosure.tkb90,
    tkb90bymonth: disclosure.tkb90ByMonth.map((m) => ({ month: m.month, tkb90: m.tkb90 })),
  };
}
