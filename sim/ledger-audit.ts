// The ledger's auditor: what must hold after any workload, read straight from the database.
// Every entry balances, the sum over all accounts is zero, no account that must stay
// non-negative is below zero, every cached balance equals its journal, each idempotency key
// names one entry, and each lender's outstanding funding kept for OJK's limits equals its
// fundings and repayments.
import type { Queryable } from '../api/db/db.ts';

export type AuditFinding = string;

/**
 * With a `reference`, the entries of that reference and the accounts they touch are checked
 * (quick enough to run after every sequence of a long workload); the global sums always are.
 */
export async function auditLedger(
  q: Queryable,
  scope: { reference: string } | null = null,
): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  const ref = scope?.reference ?? null;
  const unbalanced = await q.query<{ id: string; total: string; lines: number }>(
    `SELECT e.id::text AS id, coalesce(sum(l.amount_sen), 0)::text AS total, count(l.id)::int AS lines
       FROM ledger_entries e LEFT JOIN ledger_lines l ON l.entry_id = e.id
      WHERE $1::text IS NULL OR e.reference = $1
      GROUP BY e.id HAVING coalesce(sum(l.amount_sen), 0) <> 0 OR count(l.id) < 2`,
    [ref],
  );
  for (const row of unbalanced) {
    findings.push(`entry ${row.id} sums to ${row.total} over ${row.lines} lines`);
  }
  const [all] = await q.query<{ journal: string; cached: string }>(
    `SELECT CASE WHEN $1::text IS NULL
              THEN (SELECT coalesce(sum(amount_sen), 0) FROM ledger_lines) ELSE 0 END::text AS journal,
            (SELECT coalesce(sum(balance_sen), 0) FROM ledger_accounts)::text AS cached`,
    [ref],
  );
  if (all?.journal !== '0') findings.push(`the journal's lines sum to ${all?.journal}`);
  if (all?.cached !== '0') findings.push(`the cached balances sum to ${all?.cached}`);
  const accounts = await q.query<{
    kind: string;
    owner_id: string;
    non_negative: boolean;
    cached: string;
    journal: string;
  }>(
    `SELECT a.kind, a.owner_id, a.non_negative, a.balance_sen::text AS cached,
            coalesce((SELECT sum(amount_sen) FROM ledger_lines l WHERE l.account_id = a.id), 0)::text
              AS journal
       FROM ledger_accounts a
      WHERE $1::text IS NULL OR a.id IN (
        SELECT l.account_id FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
         WHERE e.reference = $1)`,
    [ref],
  );
  for (const a of accounts) {
    const name = `${a.kind}/${a.owner_id || 'platform'}`;
    if (a.cached !== a.journal) findings.push(`${name}: cached ${a.cached}, journal ${a.journal}`);
    if (a.non_negative && BigInt(a.journal) < 0n)
      findings.push(`${name} is negative: ${a.journal}`);
  }
  if (ref === null) {
    // Each lender's outstanding funding the database keeps (lender_outstanding, for OJK's lender
    // limits) equals what it is derived from: fundings on hold or lent, less principal repaid.
    const drifted = await q.query<{ lender: string; kept: string; derived: string }>(
      `WITH derived AS (
         SELECT lender_id, sum(sen) AS sen FROM (
           SELECT lender_id, amount_sen AS sen FROM loan_fundings WHERE status IN ('HELD', 'LENT')
           UNION ALL
           SELECT a.owner_id::uuid, -li.amount_sen
             FROM ledger_entries e
             JOIN ledger_lines li ON li.entry_id = e.id
             JOIN ledger_accounts a ON a.id = li.account_id
            WHERE e.kind = 'LOAN_REPAYMENT' AND e.idempotency_key LIKE 'repayment:%:principal'
              AND a.kind = 'LENDER_ACTIVE') AS moves
         GROUP BY lender_id
       )
       SELECT coalesce(k.lender_id, d.lender_id)::text AS lender,
              coalesce(k.outstanding_sen, 0)::text AS kept, coalesce(d.sen, 0)::text AS derived
         FROM lender_outstanding k FULL JOIN derived d ON d.lender_id = k.lender_id
        WHERE coalesce(k.outstanding_sen, 0) <> coalesce(d.sen, 0)`,
    );
    for (const row of drifted) {
      findings.push(`lender ${row.lender}: outstanding kept ${row.kept}, derived ${row.derived}`);
    }
  }
  const reused = await q.query<{ key: string }>(
    `SELECT idempotency_key AS key FROM ledger_entries
      WHERE $1::text IS NULL OR reference = $1
      GROUP BY idempotency_key HAVING count(*) > 1`,
    [ref],
  );
  for (const row of reused) findings.push(`idempotency key ${row.key} applied more than once`);
  return findings;
}
