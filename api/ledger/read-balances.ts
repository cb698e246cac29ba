// Balances and mutation rows, derived from the journal. A lender's wallet is two accounts —
// active and on hold — and the mutation rows are those of the wallet as a whole: an entry that
// only moves money between active and on hold (a withdrawal's hold while pending) changes no
// row; the money leaving (the withdrawal settled) does. Periods are calendar days in WIB (+07:00).
import type { MutationKind } from '../../machines/ledger/ledger.rules.ts';
import type { Queryable } from '../db/db.ts';

export type WalletBalance = { activeSen: bigint; onHoldSen: bigint };

/** The wallet's cached balances (the posting function keeps them; auditors prove them). */
export async function walletBalance(q: Queryable, lenderId: string): Promise<WalletBalance> {
  const rows = await q.query<{ kind: string; balance: string }>(
    `SELECT kind, balance_sen::text AS balance FROM ledger_accounts
      WHERE owner_id = $1 AND kind IN ('LENDER_ACTIVE', 'LENDER_ON_HOLD')`,
    [lenderId],
  );
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.balance ?? '0');
  return { activeSen: of('LENDER_ACTIVE'), onHoldSen: of('LENDER_ON_HOLD') };
}

/** One account's balance as the journal says (the sum of its lines). */
export async function journalBalance(q: Queryable, kind: string, ownerId: string): Promise<bigint> {
  const [row] = await q.query<{ total: string }>(
    `SELECT coalesce(sum(l.amount_sen), 0)::text AS total
       FROM ledger_lines l JOIN ledger_accounts a ON a.id = l.account_id
      WHERE a.kind = $1 AND a.owner_id = $2`,
    [kind, ownerId],
  );
  return BigInt(row?.total ?? '0');
}

export type Period = { from: string; to: string };

export type MutationRow = {
  entryId: string;
  postedAt: Date;
  kind: MutationKind;
  reference: string;
  description: string;
  creditSen: bigint;
  debitSen: bigint;
  balanceSen: bigint;
};

export type Mutations = {
  period: Period;
  openingSen: bigint;
  closingSen: bigint;
  totalCreditSen: bigint;
  totalDebitSen: bigint;
  total: number;
  rows: MutationRow[];
};

const WIB = '+07:00';
const dayStart = (day: string) => `${day}T00:00:00${WIB}`;
const nextDayStart = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStart(next.toISOString().slice(0, 10));
};

/**
 * Whose mutations: a lender's wallet (active and on hold together), or a borrower's account.
 * Only these accounts' lines count, so a bookkeeping entry (a late charge's accrual, which the
 * ledger's rules keep off every wallet) is never a row: hence `MutationKind`.
 */
export type MutationsOf = 'lender' | 'borrower';
const KINDS_OF: Record<MutationsOf, string> = {
  lender: `'LENDER_ACTIVE', 'LENDER_ON_HOLD'`,
  borrower: `'BORROWER'`,
};

/** The net movement of the owner's accounts per entry (entries netting to zero left out). */
const movesOf = (of: MutationsOf) => `
  SELECT e.id, e.posted_at, e.kind, e.reference, e.description, sum(l.amount_sen) AS net
    FROM ledger_entries e
    JOIN ledger_lines l ON l.entry_id = e.id
    JOIN ledger_accounts a ON a.id = l.account_id
   WHERE a.owner_id = $1 AND a.kind IN (${KINDS_OF[of]})
   GROUP BY e.id
  HAVING sum(l.amount_sen) <> 0`;

/**
 * The wallet's mutations in a period: opening balance, each movement with its running balance,
 * closing balance and the totals; `page` (from 1) and `pageSize` slice the rows only.
 */
export async function walletMutations(
  q: Queryable,
  lenderId: string,
  period: Period,
  page: { page: number; pageSize: number } | null = null,
  of: MutationsOf = 'lender',
): Promise<Mutations> {
  const moves = movesOf(of);
  const from = dayStart(period.from);
  const to = nextDayStart(period.to);
  const [sums] = await q.query<{
    opening: string;
    credit: string;
    debit: string;
    total: number;
  }>(
    `WITH moves AS (${moves})
     SELECT coalesce(sum(net) FILTER (WHERE posted_at < $2::timestamptz), 0)::text AS opening,
            coalesce(sum(net) FILTER (WHERE posted_at >= $2::timestamptz
              AND posted_at < $3::timestamptz AND net > 0), 0)::text AS credit,
            coalesce(-sum(net) FILTER (WHERE posted_at >= $2::timestamptz
              AND posted_at < $3::timestamptz AND net < 0), 0)::text AS debit,
            count(*) FILTER (WHERE posted_at >= $2::timestamptz
              AND posted_at < $3::timestamptz)::int AS total
       FROM moves`,
    [lenderId, from, to],
  );
  const openingSen = BigInt(sums?.opening ?? '0');
  const totalCreditSen = BigInt(sums?.credit ?? '0');
  const totalDebitSen = BigInt(sums?.debit ?? '0');
  const limit = page ? page.pageSize : null;
  const offset = page ? (page.page - 1) * page.pageSize : 0;
  const rows = await q.query<{
    id: string;
    posted_at: Date;
    kind: MutationKind;
    reference: string;
    description: string;
    net: string;
    running: string;
  }>(
    `WITH moves AS (${moves})
     SELECT id::text AS id, posted_at, kind, reference, description, net::text AS net,
            sum(net) OVER (ORDER BY posted_at, id)::text AS running
       FROM moves
      WHERE posted_at >= $2::timestamptz AND posted_at < $3::timestamptz
      -- moves.id, the bigint: the output column id is its text, which would sort '10' before '5'.
      ORDER BY moves.posted_at, moves.id
      LIMIT $4 OFFSET $5`,
    [lenderId, from, to, limit, offset],
  );
  return {
    period,
    openingSen,
    closingSen: openingSen + totalCreditSen - totalDebitSen,
    totalCreditSen,
    totalDebitSen,
    total: sums?.total ?? 0,
    rows: rows.map((row) => {
      const net = BigInt(row.net);
      return {
        entryId: row.id,
        postedAt: row.posted_at,
        kind: row.kind,
        reference: row.reference,
        description: row.description,
        creditSen: net > 0n ? net : 0n,
        debitSen: net < 0n ? -net : 0n,
        balanceSen: openingSen + BigInt(row.running),
      };
    }),
  };
}
