// The one writer of the journal (machines/ledger/ledger.rules.ts says what a good entry is).
// Inside the caller's transaction: the entry is claimed by its idempotency key first (a second
// posting of the same key — concurrent or later — waits for the first and then does nothing),
// then every touched account's cached balance moves by a conditional update, taken in account-id
// order so concurrent postings never deadlock. A non-negative account that would go below zero
// makes the update match no row: the posting throws and the whole transaction rolls back.
import {
  type AccountRef,
  type EntryKind,
  entryRefusal,
  mustStayNonNegative,
  type PostingLine,
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

export type Posted = { entryId: string; applied: boolean };

export const INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE';

/** Spec §8: 'Insufficient active balance' for the wallet, 'Insufficient funds' elsewhere. */
export const insufficient = (account: AccountRef) =>
  new AppError(
    409,
    INSUFFICIENT_BALANCE,
    account.kind === 'LENDER_ACTIVE' ? 'Insufficient active balance' : 'Insufficient funds',
    { reason: account.kind },
  );

/** The id of an account, opened (with its rule about going negative) on first use. */
export async function accountId(q: Queryable, account: AccountRef): Promise<string> {
  await q.query(
    `INSERT INTO ledger_accounts (kind, owner_id, non_negative) VALUES ($1, $2, $3)
     ON CONFLICT (kind, owner_id) DO NOTHING`,
    [account.kind, account.ownerId, mustStayNonNegative(account.kind)],
  );
  const [row] = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM ledger_accounts WHERE kind = $1 AND owner_id = $2',
    [account.kind, account.ownerId],
  );
  if (!row) throw new Error(`ledger account ${account.kind}/${account.ownerId} not found`);
  return row.id;
}

const accountName = (account: AccountRef) => `${account.kind}\u0000${account.ownerId}`;

/** Posts one entry in the caller's transaction; `applied: false` when its key was already used. */
export async function postEntry(q: Queryable, entry: EntryInput): Promise<Posted> {
  const refused = entryRefusal(entry);
  if (refused) throw new Error(`ledger entry refused: ${refused} (${entry.idempotencyKey})`);
  const [claimed] = await q.query<{ id: string }>(
    `INSERT INTO ledger_entries (kind, reference, description, idempotency_key, posted_at)
     VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id::text AS id`,
    [
      entry.kind,
      entry.reference,
      entry.description ?? '',
      entry.idempotencyKey,
      entry.postedAt?.toISOString() ?? null,
    ],
  );
  if (!claimed) {
    const [earlier] = await q.query<{ id: string }>(
      'SELECT id::text AS id FROM ledger_entries WHERE idempotency_key = $1',
      [entry.idempotencyKey],
    );
    return { entryId: earlier?.id ?? '', applied: false };
  }
  // One movement per account (two lines on one account add up), in account-id order.
  // Accounts are opened in one fixed order too: two postings creating the same two new
  // accounts in opposite orders would otherwise wait for each other.
  const byName = [...entry.lines].sort((a, b) =>
    accountName(a.account) < accountName(b.account) ? -1 : 1,
  );
  const moves = new Map<string, { account: AccountRef; amountSen: bigint }>();
  for (const line of byName) {
    const id = await accountId(q, line.account);
    const move = moves.get(id);
    moves.set(id, { account: line.account, amountSen: (move?.amountSen ?? 0n) + line.amountSen });
  }
  const ordered = [...moves.entries()].sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const [id, { account, amountSen }] of ordered) {
    if (amountSen === 0n) continue;
    const [moved] = await q.query(
      `UPDATE ledger_accounts SET balance_sen = balance_sen + $2::bigint
        WHERE id = $1 AND (NOT non_negative OR balance_sen + $2::bigint >= 0)
        RETURNING id`,
      [id, amountSen.toString()],
    );
    if (!moved) throw insufficient(account);
  }
  for (const line of entry.lines) {
    await q.query(
      `INSERT INTO ledger_lines (entry_id, account_id, amount_sen)
       SELECT $1, id, $4::bigint FROM ledger_accounts WHERE kind = $2 AND owner_id = $3`,
      [claimed.id, line.account.kind, line.account.ownerId, line.amountSen.toString()],
    );
  }
  return { entryId: claimed.id, applied: true };
}

/** Posts one entry in a transaction of its own. */
export const postEntryAlone = (db: Db, entry: EntryInput) => db.tx((q) => postEntry(q, entry));
