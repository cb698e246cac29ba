// The public disclosure (issue 21): the loans' history read from the journal and the installments,
// handed to the pure computation (machines/disclosure/disclosure.figures.ts) as at the product's
// "now" (the demo clock in demo mode). Nothing is stored: every figure, past month ends
// included, is computed again from these facts at each call.
//
// Where each fact comes from, and why the sources agree:
// - principal disbursed: the journal's PLACEMENT entry of the loan (the lenders' holds into its
//   escrow, key `loan:<id>:placement`); its lines also name the lenders. It equals the sum of the
//   installments' principal: the schedule splits the loan's value, and a loan is paid out only
//   once funded exactly to that value.
// - disbursement day: loan_disbursements.settled_at, stamped with the product's clock. (The
//   placement entry itself is stamped by the database's clock, which a demo clock does not move.)
// - principal repaid: the journal's LOAN_REPAYMENT principal entries (key
//   `repayment:<payment>:principal`, reference `loan:<id>:installment:<n>`), dated by posted_at
//   (the product's clock). The installments' principal_paid_sen is moved by the same amount in
//   the same transaction (repayment/payments.ts bookPayment), so both sums agree; the journal is
//   taken because it says when.
// - installment due and paid days: loan_installments (due_date, paid_at).
import {
  type DisclosureFigures,
  type DisclosureLoan,
  disclosureFigures,
} from '../../machines/disclosure/disclosure.figures.ts';
import { creditQualityLabels } from '../../machines/installment/installment.quality.ts';
import { fromSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { wibDate } from '../reference/wib-date.ts';

/** Every disbursed loan's history, as the pure computation takes it. */
export async function readDisclosureLoans(q: Queryable): Promise<DisclosureLoan[]> {
  const loans = await q.query<{
    loan_id: string;
    borrower_id: string;
    disbursed_on: string;
    principal: string;
    lender_ids: string[];
  }>(
    `SELECT d.loan_id::text AS loan_id, l.borrower_id::text AS borrower_id,
            to_char(d.settled_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS disbursed_on,
            coalesce(sum(li.amount_sen) FILTER (WHERE a.kind = 'LOAN_ESCROW'), 0)::text AS principal,
            coalesce(array_agg(DISTINCT a.owner_id) FILTER (WHERE a.kind = 'LENDER_ON_HOLD'),
                     '{}'::text[]) AS lender_ids
       FROM loan_disbursements d
       JOIN loans l ON l.id = d.loan_id
       JOIN ledger_entries e ON e.idempotency_key = 'loan:' || d.loan_id || ':placement'
       JOIN ledger_lines li ON li.entry_id = e.id
       JOIN ledger_accounts a ON a.id = li.account_id
      WHERE d.settled_at IS NOT NULL
      GROUP BY d.loan_id, l.borrower_id, d.settled_at
      ORDER BY d.loan_id`,
  );
  const repayments = await q.query<{ loan_id: string; on_day: string; amount: string }>(
    `SELECT split_part(e.reference, ':', 2) AS loan_id,
            to_char(e.posted_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS on_day,
            coalesce(sum(li.amount_sen) FILTER (WHERE li.amount_sen > 0), 0)::text AS amount
       FROM ledger_entries e
       JOIN ledger_lines li ON li.entry_id = e.id
      WHERE e.kind = 'LOAN_REPAYMENT' AND e.idempotency_key LIKE 'repayment:%:principal'
      GROUP BY e.id, e.reference, e.posted_at`,
  );
  const installments = await q.query<{ loan_id: string; due_on: string; paid_on: string | null }>(
    `SELECT loan_id::text AS loan_id, to_char(due_date, 'YYYY-MM-DD') AS due_on,
            to_char(paid_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS paid_on
       FROM loan_installments ORDER BY loan_id, number`,
  );
  const group = <T extends { loan_id: string }>(rows: readonly T[]) => {
    const byLoan = new Map<string, T[]>();
    for (const row of rows) byLoan.set(row.loan_id, [...(byLoan.get(row.loan_id) ?? []), row]);
    return byLoan;
  };
  const repaid = group(repayments);
  const scheduled = group(installments);
  return loans.map((row) => ({
    loanId: row.loan_id,
    borrowerId: row.borrower_id,
    lenderIds: row.lender_ids,
    disbursedOn: row.disbursed_on,
    principalSen: BigInt(row.principal),
    principalRepayments: (repaid.get(row.loan_id) ?? []).map((r) => ({
      on: r.on_day,
      amountSen: BigInt(r.amount),
    })),
    installments: (scheduled.get(row.loan_id) ?? []).map((i) => ({
      dueOn: i.due_on,
      paidOn: i.paid_on,
    })),
  }));
}

/** The figures as at the product's day. */
export async function readDisclosure(q: Queryable, now: Date): Promise<DisclosureFigures> {
  return disclosureFigures(await readDisclosureLoans(q), wibDate(now));
}

/** The REST body: rupiah as decimal strings, percentages with two decimals. */
export function disclosureView(f: DisclosureFigures) {
  return {
    asOf: f.asOf,
    tkb90: f.tkb90,
    twp90: f.twp90,
    outstanding: fromSen(f.outstandingSen),
    outstandingLoans: f.outstandingLoans,
    buckets: f.buckets.map((b) => ({
      quality: b.quality,
      label: creditQualityLabels[b.quality],
      loans: b.loans,
      outstanding: fromSen(b.outstandingSen),
      percent: b.percent,
    })),
    borrowersTotal: f.borrowersTotal,
    lendersTotal: f.lendersTotal,
    fundingTotal: fromSen(f.fundingTotalSen),
    fundingThisYear: fromSen(f.fundingThisYearSen),
    tkb90ByMonth: f.tkb90ByMonth.map((m) => ({
      month: m.month,
      asOf: m.asOf,
      tkb90: m.tkb90,
      outstanding: fromSen(m.outstandingSen),
    })),
  };
}
