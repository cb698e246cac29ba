// The built-in bank keeps its RDLs in memory: at each start it learns back, from the journal,
// every RDL deposit the mirror recorded (the seeded demo RDL's, and demo deposits made before a
// restart), under the bank's own reference, so the mirror finds bank and ledger equal instead of
// recording the forgotten money as a negative balance difference. A real bank needs none of it.
import type { PartnerBank } from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';

export async function restoreBuiltInRdls(db: Db, bank: PartnerBank): Promise<number> {
  const deposit = bank.depositIntoRdl;
  if (!deposit) return 0;
  const rows = await db.query<{ key: string; amount: string; posted_at: Date }>(
    `SELECT e.idempotency_key AS key, l.amount_sen::text AS amount, e.posted_at
       FROM ledger_entries e
       JOIN ledger_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'LENDER_ACTIVE'
      WHERE e.kind = 'RDL_DEPOSIT' AND e.idempotency_key LIKE 'rdl:%'
      ORDER BY e.posted_at, e.id`,
  );
  for (const row of rows) {
    const [, account, reference] = row.key.split(':');
    if (!account || !reference) continue;
    deposit(account, BigInt(row.amount), row.posted_at, reference);
  }
  return rows.length;
}
