// The RDL mirror: the lender's money sits in her own account at the bank, and the ledger mirrors
// it (mirroredRdl). The bank's history is read and each line not read before is explained once,
// by its reference (machines/ledger/rdl-mirror.rules.ts): a debit of a payment the platform made
// out of the RDL (a withdrawal) posts nothing — the payment's settlement books it against the
// mirror (api/rdl/rdl-payments.ts); a credit is an RDL deposit, any other debit a bank charge (an
// RDL balance entry), each keyed by the bank's reference. Then the bank's balance is compared with
// the mirror (less what the bank debited for payments still pending), and a difference no line
// explains (interest credited with no line) is one RDL balance entry. Mirroring again posts
// nothing; the mirror equals the bank.

import { entryDescription } from '../../machines/ledger/entry-descriptions.ts';
import { mirroredRdl, transferLines } from '../../machines/ledger/ledger.rules.ts';
import {
  explainRdlLines,
  type KnownRdlPayment,
  type RdlPaymentPart,
  type RdlPaymentState,
  rdlUnexplainedSen,
} from '../../machines/ledger/rdl-mirror.rules.ts';
import type { PartnerBank, RdlHistoryLine } from '../bank/partner-bank.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { walletOfKind } from '../ledger/lender-money.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { journalBalance } from '../ledger/read-balances.ts';

export type Mirrored = {
  bankBalanceSen: bigint;
  /** Lines posted this time: credits as deposits, debits as bank charges. */
  deposits: number;
  charges: number;
  /** The difference no line explained, posted as one RDL balance entry (0: none). */
  adjustedSen: bigint;
};

/** The entry for a line the ledger cannot explain: a deposit (credit) or a bank charge (debit). */
function postLine(
  q: Queryable,
  lenderId: string,
  account: string,
  line: Pick<RdlHistoryLine, 'reference' | 'at' | 'amountSen' | 'direction' | 'description'>,
) {
  const rdl = mirroredRdl(lenderId);
  const active = { kind: 'LENDER_ACTIVE', ownerId: lenderId } as const;
  return postEntry(q, {
    kind: line.direction === 'K' ? 'RDL_DEPOSIT' : 'RDL_BALANCE',
    reference: `rdl:${account}`,
    description: `RDL ${account}: ${line.description} (${line.reference})`,
    idempotencyKey: `rdl:${account}:${line.reference}`,
    lines:
      line.direction === 'K'
        ? transferLines(rdl, active, line.amountSen)
        : transferLines(active, rdl, line.amountSen),
    postedAt: line.at,
  });
}

/** The payments out of the RDL, oldest first, with the parts of each lines already explain. */
async function paymentsOutOf(q: Queryable, account: string): Promise<KnownRdlPayment[]> {
  const rows = await q.query<{
    reference: string;
    state: RdlPaymentState;
    amount: string;
    fee: string;
    matched: RdlPaymentPart[] | null;
  }>(
    `SELECT p.reference, p.state, p.amount_sen::text AS amount, p.fee_sen::text AS fee,
            array_remove(array_agg(s.payment_part), NULL) AS matched
       FROM rdl_payments p
       LEFT JOIN rdl_statement_lines s
         ON s.payment_reference = p.reference AND s.explained_as = 'PAYMENT'
      WHERE p.account_number = $1
      GROUP BY p.reference
      ORDER BY p.created_at, p.reference`,
    [account],
  );
  return rows.map((row) => ({
    reference: row.reference,
    state: row.state,
    amountSen: BigInt(row.amount),
    feeSen: BigInt(row.fee),
    matched: row.matched ?? [],
  }));
}

export async function mirrorRdl(
  deps: { db: Db; bank: PartnerBank; now: () => Date },
  lenderId: string,
): Promise<Mirrored> {
  const wallet = await walletOfKind(deps.db, lenderId, 'RDL');
  const account = wallet.accountNumber;
  const [history, balance] = await Promise.all([
    deps.bank.rdlHistory(account),
    deps.bank.rdlBalance(account),
  ]);
  if (!history.ok || !balance.ok) {
    const code = history.ok ? (balance.ok ? '' : balance.responseCode) : history.responseCode;
    throw new AppError(
      502,
      'BANK_UNAVAILABLE',
      `The bank did not answer the RDL inquiry (${code})`,
    );
  }
  return deps.db.tx(async (q) => {
    // The lender's lock: payments register, settle and cancel under it too.
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [lenderId]);
    let deposits = 0;
    let charges = 0;

    // Debits of a payment cancelled since (the bank took the money, the platform reversed the
    // withdrawal) are charges now.
    const orphaned = await q.query<{
      reference: string;
      amount: string;
      booked_at: Date;
      description: string;
    }>(
      `SELECT s.reference, s.amount_sen::text AS amount, s.booked_at, s.description
         FROM rdl_statement_lines s JOIN rdl_payments p ON p.reference = s.payment_reference
        WHERE s.account_number = $1 AND s.explained_as = 'PAYMENT' AND p.state = 'CANCELLED'
        ORDER BY s.booked_at, s.read_order`,
      [account],
    );
    for (const line of orphaned) {
      const posted = await postLine(q, lenderId, account, {
        reference: line.reference,
        at: line.booked_at,
        amountSen: BigInt(line.amount),
        direction: 'D',
        description: line.description,
      });
      if (posted.applied) charges += 1;
      await q.query(
        `UPDATE rdl_statement_lines SET explained_as = 'CHARGE'
          WHERE account_number = $1 AND reference = $2`,
        [account, line.reference],
      );
    }

    // The lines not read before, each explained once.
    const read = new Set(
      (
        await q.query<{ reference: string }>(
          'SELECT reference FROM rdl_statement_lines WHERE account_number = $1',
          [account],
        )
      ).map((row) => row.reference),
    );
    const fresh: RdlHistoryLine[] = [];
    for (const line of history.lines) {
      if (read.has(line.reference)) continue;
      read.add(line.reference);
      fresh.push(line);
    }
    const explained = explainRdlLines(fresh, await paymentsOutOf(q, account));
    for (const [index, line] of fresh.entries()) {
      const why = explained[index];
      if (!why) continue;
      if (why.as !== 'PAYMENT') {
        const posted = await postLine(q, lenderId, account, line);
        if (posted.applied && why.as === 'DEPOSIT') deposits += 1;
        if (posted.applied && why.as === 'CHARGE') charges += 1;
      }
      await q.query(
        `INSERT INTO rdl_statement_lines (account_number, reference, direction, amount_sen,
           booked_at, description, explained_as, payment_reference, payment_part)
         VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8, $9)`,
        [
          account,
          line.reference,
          line.direction,
          line.amountSen.toString(),
          line.at.toISOString(),
          line.description,
          why.as,
          why.as === 'PAYMENT' ? why.payment : null,
          why.as === 'PAYMENT' ? why.part : null,
        ],
      );
    }

    // What no line explains: the bank's balance against the mirror, less what the bank already
    // debited for payments still pending (their settlement books it).
    const mirrored = -(await journalBalance(q, 'RDL_AT_BANK', lenderId));
    const [pending] = await q.query<{ total: string }>(
      `SELECT coalesce(sum(s.amount_sen), 0)::text AS total
         FROM rdl_statement_lines s JOIN rdl_payments p ON p.reference = s.payment_reference
        WHERE s.account_number = $1 AND s.explained_as = 'PAYMENT' AND p.state = 'PENDING'`,
      [account],
    );
    const difference = rdlUnexplainedSen(
      balance.balanceSen,
      mirrored,
      BigInt(pending?.total ?? '0'),
    );
    if (difference !== 0n) {
      const rdl = mirroredRdl(lenderId);
      const active = { kind: 'LENDER_ACTIVE', ownerId: lenderId } as const;
      await postEntry(q, {
        kind: 'RDL_BALANCE',
        reference: `rdl:${account}`,
        description: entryDescription('rdlBankBalance', {
          account,
          amount: balance.balanceSen / 100n,
        }),
        idempotencyKey: `rdl-balance:${account}:${deps.now().toISOString()}:${balance.balanceSen}`,
        lines: transferLines(rdl, active, difference),
        postedAt: deps.now(),
      });
    }
    return { bankBalanceSen: balance.balanceSen, deposits, charges, adjustedSen: difference };
  });
}
