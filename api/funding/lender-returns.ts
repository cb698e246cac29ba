// The lender dashboard's figures beyond the portfolio summary (issue 21): what the lender received
// split into principal, interest (with late charges), tax withheld and the platform's fee, the
// payouts expected in the coming 30 days, and the annualised return. All read from the journal
// and the installments at each call; nothing stored.
//
// Where each comes from:
// - received: the lender's LENDER_ACTIVE lines of each payment's entries (api/repayment/payments.ts
//   keys `repayment:<payment>:principal|income|tax|fee`); tax and fee lines are negative there.
// - expected: the unpaid rest of each installment due from today to today + 30 days, the lender's
//   share pro rata to what they lent (as the portfolio's `expected`), before tax and fee.
// - annualised return: (interest received − tax withheld − fee) ÷ the lender's principal
//   outstanding weighted by days (placed on the disbursement day, reduced on each principal
//   repayment's day, up to today) × 365. A simple, not compounded, yearly rate on the money
//   actually lent out; null until some money has been out for a day.
import { fromSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

export type CapitalMove = { on: string; sen: bigint };

/**
 * Percent a year with two decimals ("12.34"), or null without capital-days: net income over the
 * principal outstanding weighted by days, × 365. Moves are placements (+) and principal
 * repayments (−), each dated YYYY-MM-DD; outstanding counts from its move's day up to `today`.
 */
export function annualisedReturn(
  netIncomeSen: bigint,
  moves: readonly CapitalMove[],
  today: string,
): string | null {
  const sorted = [...moves].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  let outstanding = 0n;
  let senDays = 0n;
  for (const [index, move] of sorted.entries()) {
    outstanding += move.sen;
    const until = sorted[index + 1]?.on ?? today;
    const days = Math.max(0, dayNumber(until <= today ? until : today) - dayNumber(move.on));
    if (outstanding > 0n) senDays += outstanding * BigInt(days);
  }
  if (senDays === 0n) return null;
  // Hundredths of a percent, rounded half away from zero.
  const scaled = netIncomeSen * 365n * 10_000n * 2n;
  let hundredths = scaled / senDays;
  hundredths = (hundredths + (hundredths >= 0n ? 1n : -1n)) / 2n;
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The lender's received parts, expected payouts and annualised return as at `today` (WIB). */
export async function lenderReturns(q: Queryable, lenderId: string, today: string) {
  const [parts, upcoming, placed, repaid] = await Promise.all([
    q.query<{ part: string; sen: string }>(
      `SELECT split_part(e.idempotency_key, ':', 3) AS part, sum(ln.amount_sen)::text AS sen
         FROM ledger_accounts a
         JOIN ledger_lines ln ON ln.account_id = a.id
         JOIN ledger_entries e ON e.id = ln.entry_id
        WHERE a.kind = 'LENDER_ACTIVE' AND a.owner_id = $1::text
          AND e.idempotency_key ~ '^repayment:[0-9]+:(principal|income|tax|fee)$'
        GROUP BY 1`,
      [lenderId],
    ),
    q.query<{ due: string; loan_id: string; sen: string }>(
      `WITH mine AS (
         SELECT loan_id, sum(amount_sen) AS invested_sen
           FROM loan_fundings WHERE lender_id = $1 AND status <> 'REFUNDED' GROUP BY loan_id
       )
       SELECT to_char(i.due_date, 'YYYY-MM-DD') AS due, i.loan_id::text AS loan_id,
              ((i.principal_sen + i.interest_sen - i.principal_paid_sen - i.interest_paid_sen)
                 * m.invested_sen / round(l.genapplicationvalue * 100)::bigint)::bigint::text AS sen
         FROM loan_installments i
         JOIN mine m ON m.loan_id = i.loan_id
         JOIN loans l ON l.id = i.loan_id
        WHERE i.paid_at IS NULL AND i.due_date BETWEEN $2::date AND $2::date + 30
        ORDER BY i.due_date, i.loan_id`,
      [lenderId, today],
    ),
    // What of the lender's holds went into each disbursed loan, on its disbursement day.
    q.query<{ on_day: string; sen: string }>(
      `SELECT to_char(d.settled_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS on_day,
              (-sum(li.amount_sen))::text AS sen
         FROM loan_disbursements d
         JOIN ledger_entries e ON e.idempotency_key = 'loan:' || d.loan_id || ':placement'
         JOIN ledger_lines li ON li.entry_id = e.id
         JOIN ledger_accounts a ON a.id = li.account_id
        WHERE d.settled_at IS NOT NULL AND a.kind = 'LENDER_ON_HOLD' AND a.owner_id = $1::text
        GROUP BY d.loan_id, d.settled_at`,
      [lenderId],
    ),
    q.query<{ on_day: string; sen: string }>(
      `SELECT to_char(e.posted_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS on_day,
              sum(ln.amount_sen)::text AS sen
         FROM ledger_accounts a
         JOIN ledger_lines ln ON ln.account_id = a.id
         JOIN ledger_entries e ON e.id = ln.entry_id
        WHERE a.kind = 'LENDER_ACTIVE' AND a.owner_id = $1::text
          AND e.idempotency_key ~ '^repayment:[0-9]+:principal$'
        GROUP BY e.id, e.posted_at`,
      [lenderId],
    ),
  ]);
  const part = (name: string) => BigInt(parts.find((row) => row.part === name)?.sen ?? '0');
  const principal = part('principal');
  const interest = part('income');
  const tax = -part('tax');
  const fee = -part('fee');
  const moves: CapitalMove[] = [
    ...placed.map((row) => ({ on: row.on_day, sen: BigInt(row.sen) })),
    ...repaid.map((row) => ({ on: row.on_day, sen: -BigInt(row.sen) })),
  ];
  const expected = upcoming.reduce((sum, row) => sum + BigInt(row.sen), 0n);
  return {
    asof: today,
    receivedprincipal: fromSen(principal),
    receivedinterest: fromSen(interest),
    taxwithheld: fromSen(tax),
    feepaid: fromSen(fee),
    expected30days: fromSen(expected),
    upcoming: upcoming.map((row) => ({
      duedate: row.due,
      loanid: Number(row.loan_id),
      amount: fromSen(BigInt(row.sen)),
    })),
    annualreturn: annualisedReturn(interest - tax - fee, moves, today),
  };
}
