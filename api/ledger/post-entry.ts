// The one writer of the journal (machines/ledger/ledger.rules.ts says what a good entry is).
// Inside the caller's transaction: the entry is claimed by its idempotency key first (a second
// posting of the same key — concurrent or later — waits for the first and then does nothing),
// then every touched account's cached balance moves by a conditional update, taken in account-id
// order so concurrent postings never deadlock. A non-negative account that would go below zero
// refuses the posting before anything moves (INSUFFICIENT_BALANCE), and the caller's transaction
// rolls back.
import {
  type AccountKind,
  type AccountRef,
  type EntryKind,
  entryRefusal,
  mustStayNonNegative,
  type PostingLine,
  wouldOverdraw,
} from '../../machines/ledger/ledger.rules.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

export type EntryInput = {
  kind: EntryKind;
  /** What caused it: 'va:<payment_ntb>', 'withdrawal:<id>'… */
  reference: string;
  description?: string;
  idempotencyKey: string;
  lines: readonly PostingLine[];
  /** When it happened, if not now (the bank's payment time, demo history). */
  postedAt?: Date;
};

export type Posted = {
  entryId: string;
  applied: boolean;
  /** An account's balance once this entry moved it (undefined: not moved by it, or not applied). */
  balanceAfter?: (account: AccountRef) => bigint | undefined;
};

export const INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE';

/** Spec §8: 'Insufficient active balance' for the wallet, 'Insufficient funds' elsewhere. */
export const insufficient = (account: AccountRef) =>
  new AppError(
    409,
    INSUFFICIENT_BALANCE,
    account.kind === 'LENDER_ACTIVE' ? 'Insufficient active balance' : 'Insufficient funds',
    { reason: account.kind },
  );

const accountName = (account: AccountRef) => `${account.kind}\u0000${account.ownerId}`;

/**
 * The ids of these accounts, each opened (with its rule about going negative) on first use. The
 * ones that exist are found in one read; the missing are opened in one fixed order (by name), so
 * two postings opening the same accounts never wait for each other.
 */
export async function accountIds(
  q: Queryable,
  accounts: readonly AccountRef[],
): Promise<Map<string, string>> {
  const unique = [...new Map(accounts.map((a) => [accountName(a), a])).values()].sort((a, b) =>
    accountName(a) < accountName(b) ? -1 : 1,
  );
  const find = async (refs: readonly AccountRef[]) =>
    q.query<{ id: string; kind: string; owner_id: string }>(
      `SELECT a.id::text AS id, a.kind, a.owner_id FROM ledger_accounts a
         JOIN unnest($1::text[], $2::text[]) AS wanted(kind, owner_id)
           ON a.kind = wanted.kind AND a.owner_id = wanted.owner_id`,
      [refs.map((r) => r.kind), refs.map((r) => r.ownerId)],
    );
  const ids = new Map<string, string>();
  for (const row of await find(unique)) {
    ids.set(accountName({ kind: row.kind as AccountKind, ownerId: row.owner_id }), row.id);
  }
  const missing = unique.filter((account) => !ids.has(accountName(account)));
  for (const account of missing) {
    await q.query(
      `INSERT INTO ledger_accounts (kind, owner_id, non_negative) VALUES ($1, $2, $3)
       ON CONFLICT (kind, owner_id) DO NOTHING`,
      [account.kind, account.ownerId, mustStayNonNegative(account.kind)],
    );
  }
  if (missing.length > 0) {
    for (const row of await find(missing)) {
      ids.set(accountName({ kind: row.kind as AccountKind, ownerId: row.owner_id }), row.id);
    }
  }
  for (const account of unique) {
    if (!ids.has(accountName(account))) {
      throw new Error(`ledger account ${account.kind}/${account.ownerId} not found`);
    }
  }
  return ids;
}

/** The id of one account, opened on first use. */
export async function accountId(q: Queryable, account: AccountRef): Promise<string> {
  const ids = await accountIds(q, [account]);
  return ids.get(accountName(account)) ?? '';
}

type LockedAccount = { id: string; balanceSen: bigint; nonNegative: boolean };

type LockedRow = {
  id: string | null;
  kind: AccountKind | null;
  owner_id: string | null;
  balance: string | null;
  non_negative: boolean | null;
};

/**
 * The accounts ($1 kinds, $2 owners, $3 how many) locked for the transaction (FOR NO KEY
 * UPDATE, in id order) with their balances. Nothing is locked unless every account exists: the
 * missing are opened (accountIds) holding no lock of this posting, as two postings opening the
 * same account would otherwise deadlock.
 */
const lockAccountsSql = (first: number) => `
  WITH wanted AS (SELECT * FROM unnest($${first}::text[], $${first + 1}::text[]) AS wanted(kind, owner_id))
  SELECT a.id::text AS id, a.kind, a.owner_id, a.balance_sen::text AS balance, a.non_negative
    FROM ledger_accounts a
    JOIN wanted ON a.kind = wanted.kind AND a.owner_id = wanted.owner_id
   WHERE (SELECT count(*) FROM ledger_accounts f
            JOIN wanted ON f.kind = wanted.kind AND f.owner_id = wanted.owner_id) = $${first + 2}
   ORDER BY a.id FOR NO KEY UPDATE OF a`;

const LOCK_ACCOUNTS = lockAccountsSql(1);

/**
 * The entry claimed by its idempotency key and, in the same round trip, its accounts locked:
 * no row when the key was used already; one row without an account when an account is missing.
 */
const CLAIM_AND_LOCK = `
  WITH claimed AS (
    INSERT INTO ledger_entries (kind, reference, description, idempotency_key, posted_at)
    VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id
  )
  SELECT c.id::text AS entry_id, locked.*
    FROM claimed c LEFT JOIN LATERAL (${lockAccountsSql(6)}) AS locked ON true`;

const uniqueAccounts = (accounts: readonly AccountRef[]) => [
  ...new Map(accounts.map((a) => [accountName(a), a])).values(),
];

const accountsParams = (unique: readonly AccountRef[]) => [
  unique.map((a) => a.kind),
  unique.map((a) => a.ownerId),
  unique.length,
];

function lockedByName(rows: readonly LockedRow[]): Map<string, LockedAccount> {
  const locked = new Map<string, LockedAccount>();
  for (const row of rows) {
    if (row.id === null || row.kind === null || row.owner_id === null) continue;
    locked.set(accountName({ kind: row.kind, ownerId: row.owner_id }), {
      id: row.id,
      balanceSen: BigInt(row.balance ?? '0'),
      nonNegative: row.non_negative === true,
    });
  }
  return locked;
}

/** Posts one entry in the caller's transaction; `applied: false` when its key was already used. */
export async function postEntry(q: Queryable, entry: EntryInput): Promise<Posted> {
  const refused = entryRefusal(entry);
  if (refused) throw new Error(`ledger entry refused: ${refused} (${entry.idempotencyKey})`);
  // One movement per account (two lines on one account add up). The accounts are locked in id
  // order, so concurrent postings never deadlock, and their balances read under the lock decide
  // before anything moves: a refused posting has changed no balance.
  const unique = uniqueAccounts(entry.lines.map((line) => line.account));
  const claimedRows = await q.query<LockedRow & { entry_id: string }>(CLAIM_AND_LOCK, [
    entry.kind,
    entry.reference,
    entry.description ?? '',
    entry.idempotencyKey,
    entry.postedAt?.toISOString() ?? null,
    ...accountsParams(unique),
  ]);
  const claimed = claimedRows[0]?.entry_id;
  if (claimed === undefined) {
    const [earlier] = await q.query<{ id: string }>(
      'SELECT id::text AS id FROM ledger_entries WHERE idempotency_key = $1',
      [entry.idempotencyKey],
    );
    return { entryId: earlier?.id ?? '', applied: false };
  }
  let locked = lockedByName(claimedRows);
  if (locked.size < unique.length) {
    await accountIds(q, unique);
    locked = lockedByName(await q.query<LockedRow>(LOCK_ACCOUNTS, accountsParams(unique)));
  }
  for (const account of unique) {
    if (!locked.has(accountName(account))) {
      throw new Error(`ledger account ${account.kind}/${account.ownerId} not found`);
    }
  }
  const moves = new Map<string, { account: AccountRef; amountSen: bigint }>();
  for (const line of entry.lines) {
    const id = locked.get(accountName(line.account))?.id ?? '';
    const move = moves.get(id);
    moves.set(id, { account: line.account, amountSen: (move?.amountSen ?? 0n) + line.amountSen });
  }
  const ordered = [...moves.entries()]
    .filter(([, move]) => move.amountSen !== 0n)
    .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const [, { account, amountSen }] of ordered) {
    const held = locked.get(accountName(account));
    if (held && wouldOverdraw(held, amountSen)) throw insufficient(account);
  }
  // The balances and every line (in the entry's order) in one statement; the update keeps its
  // own guard, so a balance the check above did not foresee still cannot go below zero.
  const moved = await q.query<{ id: string; balance: string }>(
    `WITH moved AS (
       UPDATE ledger_accounts a SET balance_sen = a.balance_sen + m.amount_sen
         FROM unnest($2::bigint[], $3::bigint[]) AS m(id, amount_sen)
        WHERE a.id = m.id AND (NOT a.non_negative OR a.balance_sen + m.amount_sen >= 0)
        RETURNING a.id::text AS id, a.balance_sen::text AS balance
     ), lines AS (
       INSERT INTO ledger_lines (entry_id, account_id, amount_sen)
       SELECT $1::bigint, line.account_id, line.amount_sen
         FROM unnest($4::bigint[], $5::bigint[]) WITH ORDINALITY AS line(account_id, amount_sen, n)
        ORDER BY line.n
     )
     SELECT id, balance FROM moved`,
    [
      claimed,
      ordered.map(([id]) => id),
      ordered.map(([, move]) => move.amountSen.toString()),
      entry.lines.map((line) => locked.get(accountName(line.account))?.id),
      entry.lines.map((line) => line.amountSen.toString()),
    ],
  );
  const balanceById = new Map(moved.map((row) => [row.id, BigInt(row.balance)]));
  const balances = new Map<string, bigint>();
  for (const [id, { account }] of ordered) {
    const balance = balanceById.get(id);
    if (balance === undefined) throw insufficient(account);
    balances.set(accountName(account), balance);
  }
  return {
    entryId: claimed,
    applied: true,
    balanceAfter: (account) => balances.get(accountName(account)),
  };
}

/** Posts one entry in a transaction of its own. */
export const postEntryAlone = (db: Db, entry: EntryInput) => db.tx((q) => postEntry(q, entry));
