// The built-in bank keeps its RDLs in memory: at each start it learns back what each RDL's
// history held, so the mirror finds bank and ledger equal instead of recording the forgotten
// money as a balance difference: every line the mirror read (deposits, the debits of payments
// out of the RDL, charges) under the bank's own reference, in the order read; then a deposit the
// journal holds that the mirror never read (the seeded demo RDL's), and the debits of a payment
// settled since the last mirror (amount and fee, as the bank wrote them when it paid). A real
// bank needs none of it.
import { openParts, type RdlPaymentPart } from '../../machines/ledger/rdl-mirror.rules.ts';
import { type PartnerBank, RDL_DEPOSIT_DESCRIPTION } from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';

type Line = {
  account: string;
  reference?: string;
  at: Date;
  amountSen: bigint;
  direction: 'D' | 'K';
  description: string;
};

export async function restoreBuiltInRdls(db: Db, bank: PartnerBank): Promise<number> {
  const replay = bank.replayRdlLine;
  if (!replay) return 0;
  // What the mirror read, in the order it read it; then what it has not read yet — which, the
  // mirror reading a whole history each time, came after — by time.
  const lines: Line[] = [];
  const unreadLines: Line[] = [];
  const read = await db.query<{
    account: string;
    reference: string;
    direction: 'D' | 'K';
    amount: string;
    booked_at: Date;
    description: string;
  }>(
    `SELECT account_number AS account, reference, direction, amount_sen::text AS amount,
            booked_at, description
       FROM rdl_statement_lines ORDER BY booked_at, read_order`,
  );
  for (const row of read) {
    lines.push({
      account: row.account,
      reference: row.reference,
      at: row.booked_at,
      amountSen: BigInt(row.amount),
      direction: row.direction,
      description: row.description,
    });
  }
  const deposits = await db.query<{ key: string; amount: string; posted_at: Date }>(
    `SELECT e.idempotency_key AS key, l.amount_sen::text AS amount, e.posted_at
       FROM ledger_entries e
       JOIN ledger_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'LENDER_ACTIVE'
      WHERE e.kind = 'RDL_DEPOSIT' AND e.idempotency_key LIKE 'rdl:%'
        AND NOT EXISTS (SELECT 1 FROM rdl_statement_lines s
                         WHERE 'rdl:' || s.account_number || ':' || s.reference = e.idempotency_key)
      ORDER BY e.posted_at, e.id`,
  );
  for (const row of deposits) {
    const [, account, reference] = row.key.split(':');
    if (!account || !reference) continue;
    unreadLines.push({
      account,
      reference,
      at: row.posted_at,
      amountSen: BigInt(row.amount),
      direction: 'K',
      description: RDL_DEPOSIT_DESCRIPTION,
    });
  }
  const unread = await db.query<{
    reference: string;
    account: string;
    amount: string;
    fee: string;
    settled_at: Date;
    matched: RdlPaymentPart[] | null;
  }>(
    `SELECT p.reference, p.account_number AS account, p.amount_sen::text AS amount,
            p.fee_sen::text AS fee, p.settled_at,
            array_remove(array_agg(s.payment_part), NULL) AS matched
       FROM rdl_payments p
       LEFT JOIN rdl_statement_lines s
         ON s.payment_reference = p.reference AND s.explained_as = 'PAYMENT'
      WHERE p.state = 'SETTLED'
      GROUP BY p.reference
      ORDER BY p.settled_at, p.reference`,
  );
  for (const row of unread) {
    const payment = {
      reference: row.reference,
      state: 'SETTLED' as const,
      amountSen: BigInt(row.amount),
      feeSen: BigInt(row.fee),
      matched: row.matched ?? [],
    };
    const open = openParts(payment);
    // A payment nothing was read of: its amount line and its fee line, as the bank paid it.
    const parts = open.filter((part) => part !== 'TOTAL');
    for (const part of parts) {
      unreadLines.push({
        account: row.account,
        at: row.settled_at,
        amountSen: part === 'AMOUNT' ? payment.amountSen : payment.feeSen,
        direction: 'D',
        description: part === 'AMOUNT' ? `TRANSFER (${row.reference})` : 'BIAYA TRANSFER',
      });
    }
  }
  // Stable: an unread payment's amount stays before its fee.
  unreadLines.sort((a, b) => a.at.getTime() - b.at.getTime());
  const all = [...lines, ...unreadLines];
  for (const { account, ...line } of all) replay(account, line);
  return all.length;
}
