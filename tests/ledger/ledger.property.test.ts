// The ledger under random concurrent workloads (fast-check): sequences of top-ups, holds,
// releases and cash-outs for a few lenders, each batch posted at once, with idempotency keys
// reused on purpose. After every sequence the auditor checks its entries and the accounts they
// touch (and the global sums; the whole journal at the end), and each
// wallet's balance must equal what the postings that reported "applied" add up to. Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set (CI's second run): real concurrency there.
// A failure prints fast-check's seed and path, so the run can be replayed. 400 sequences by
// default on PostgreSQL (about 15 s on a loaded 2-core machine), 100 on PGlite: PGlite has one
// connection, so a batch's postings run one after another there, and each sequence cost four
// times as much (400 took 72 s of a CI run) to check what the other 300 already had — the
// bookkeeping, not the races. LEDGER_PROPERTY_RUNS=5000 for a longer soak on either.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/db.ts';
import { AppError } from '../../api/http/errors.ts';
import { type EntryInput, postEntryAlone } from '../../api/ledger/post-entry.ts';
import { journalBalance, walletBalance } from '../../api/ledger/read-balances.ts';
import {
  type AccountKind,
  type AccountRef,
  PLATFORM,
  transferLines,
} from '../../machines/ledger/ledger.rules.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { openTestDatabase } from '../support/test-database.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

type OpName = 'topUp' | 'hold' | 'release' | 'cashOut';
type Op = { op: OpName; lender: number; amountSen: bigint; key: number };

const active = (owner: string): AccountRef => ({ kind: 'LENDER_ACTIVE', ownerId: owner });
const onHold = (owner: string): AccountRef => ({ kind: 'LENDER_ON_HOLD', ownerId: owner });
const vaSettlement: AccountRef = { kind: 'BANK_VA_SETTLEMENT', ownerId: PLATFORM };
const payout: AccountRef = { kind: 'BANK_PAYOUT', ownerId: PLATFORM };

const MOVES: Record<OpName, (owner: string) => [AccountRef, AccountRef]> = {
  topUp: (owner) => [vaSettlement, active(owner)],
  hold: (owner) => [active(owner), onHold(owner)],
  release: (owner) => [onHold(owner), active(owner)],
  cashOut: (owner) => [onHold(owner), payout],
};
const KINDS = {
  topUp: 'PLACEMENT',
  hold: 'WITHDRAWAL',
  release: 'WITHDRAWAL',
  cashOut: 'WITHDRAWAL',
} as const;

const opArb = fc.record({
  op: fc.constantFrom<OpName>('topUp', 'hold', 'release', 'cashOut'),
  lender: fc.nat({ max: 2 }),
  amountSen: fc.bigInt({ min: 1n, max: 50_000_000_00n }),
  // A small key space: the same key comes back, concurrently or later, and must apply once.
  key: fc.nat({ max: 12 }),
});
const workloadArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 6,
});

type Outcome = 'applied' | 'duplicate' | 'insufficient';

async function run(op: Op, owners: string[], runId: string): Promise<Outcome> {
  const owner = owners[op.lender] ?? '';
  const [from, to] = MOVES[op.op](owner);
  const entry: EntryInput = {
    kind: KINDS[op.op],
    reference: `test:${runId}`,
    idempotencyKey: `${runId}:${op.op}:${op.lender}:${op.key}`,
    lines: transferLines(from, to, op.amountSen),
  };
  try {
    const posted = await postEntryAlone(db, entry);
    return posted.applied ? 'applied' : 'duplicate';
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') return 'insufficient';
    throw error;
  }
}

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? (process.env.DATABASE_URL ? 400 : 100));

describe('the ledger under random concurrent workloads', () => {
  it('keeps every entry balanced, no wallet negative, each key applied once, caches equal to the journal', async () => {
    await fc.assert(
      fc.asyncProperty(workloadArb, async (batches) => {
        const runId = randomUUID();
        const owners = [randomUUID(), randomUUID(), randomUUID()];
        const expected = new Map<string, bigint>();
        const appliedKeys = new Map<string, number>();
        for (const batch of batches) {
          const outcomes = await Promise.all(batch.map((op) => run(op, owners, runId)));
          batch.forEach((op, i) => {
            const key = `${op.op}:${op.lender}:${op.key}`;
            if (outcomes[i] !== 'applied') return;
            appliedKeys.set(key, (appliedKeys.get(key) ?? 0) + 1);
            const owner = owners[op.lender] ?? '';
            const [from, to] = MOVES[op.op](owner);
            for (const [ref, sign] of [
              [from, -1n],
              [to, 1n],
            ] as const) {
              const name = `${ref.kind}/${ref.ownerId}`;
              expected.set(name, (expected.get(name) ?? 0n) + sign * op.amountSen);
            }
          });
        }
        expect(await auditLedger(db, { reference: `test:${runId}` })).toEqual([]);
        for (const [key, times] of appliedKeys) expect(times, key).toBe(1);
        for (const owner of owners) {
          for (const kind of ['LENDER_ACTIVE', 'LENDER_ON_HOLD'] as AccountKind[]) {
            const want = expected.get(`${kind}/${owner}`) ?? 0n;
            expect(await journalBalance(db, kind, owner)).toBe(want);
          }
          const cached = await walletBalance(db, owner);
          expect(cached.activeSen).toBe(expected.get(`LENDER_ACTIVE/${owner}`) ?? 0n);
          expect(cached.onHoldSen).toBe(expected.get(`LENDER_ON_HOLD/${owner}`) ?? 0n);
        }
        const [row] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1',
          [`test:${runId}`],
        );
        expect(row?.n).toBe(appliedKeys.size);
      }),
      { numRuns: RUNS, verbose: 1 },
    );
    expect(await auditLedger(db)).toEqual([]);
  }, 600_000);
});

describe('what the database itself refuses', () => {
  const owner = randomUUID();
  const post = (key: string, amountSen: bigint, from: AccountRef, to: AccountRef) =>
    postEntryAlone(db, {
      kind: 'PLACEMENT',
      reference: 'test:refusals',
      idempotencyKey: key,
      lines: transferLines(from, to, amountSen),
    });

  it('refuses to update, delete or truncate an entry or a line', async () => {
    const { entryId } = await post(`append-only:${owner}`, 1_000n, vaSettlement, active(owner));
    await expect(
      db.query("UPDATE ledger_entries SET description = 'x' WHERE id = $1", [entryId]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_entries WHERE id = $1', [entryId])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.query('UPDATE ledger_lines SET amount_sen = 1 WHERE entry_id = $1', [entryId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.query('DELETE FROM ledger_lines WHERE entry_id = $1', [entryId]),
    ).rejects.toThrow(/append-only/);
    // CASCADE: the tables that reference the journal (fundings, withdrawals…) do not get in the
    // way, so it is the journal's own trigger that refuses.
    await expect(db.exec('TRUNCATE ledger_lines, ledger_entries CASCADE')).rejects.toThrow(
      /append-only/,
    );
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_lines WHERE entry_id = $1',
      [entryId],
    );
    expect(row?.n).toBe(2);
  });

  it('rolls back an entry whose lines do not sum to zero, written around the posting function', async () => {
    const before = await auditLedger(db);
    await expect(
      db.tx(async (q) => {
        const [entry] = await q.query<{ id: string }>(
          `INSERT INTO ledger_entries (kind, reference, idempotency_key)
           VALUES ('PLACEMENT', 'test:raw', $1) RETURNING id::text AS id`,
          [`raw:${owner}`],
        );
        const [account] = await q.query<{ id: string }>(
          `INSERT INTO ledger_accounts (kind, owner_id, non_negative)
           VALUES ('BORROWER', $1, false) RETURNING id::text AS id`,
          [owner],
        );
        await q.query(
          'INSERT INTO ledger_lines (entry_id, account_id, amount_sen) VALUES ($1, $2, 500)',
          [entry?.id, account?.id],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    const [left] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries WHERE reference = 'test:raw'",
    );
    expect(left?.n).toBe(0);
    expect(await auditLedger(db)).toEqual(before);
  });

  it("refuses to take a wallet below zero with the spec's message and writes nothing", async () => {
    const poor = randomUUID();
    await post(`poor-topup:${poor}`, 10_000n, vaSettlement, active(poor));
    await expect(post(`poor-hold:${poor}`, 10_001n, active(poor), onHold(poor))).rejects.toThrow(
      'Insufficient active balance',
    );
    expect(await walletBalance(db, poor)).toEqual({ activeSen: 10_000n, onHoldSen: 0n });
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [`poor-hold:${poor}`],
    );
    expect(row?.n).toBe(0);
  });

  it('applies the same key posted 20 times at once exactly once', async () => {
    const rich = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(`same:${rich}`, 7_500n, vaSettlement, active(rich))),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect((await walletBalance(db, rich)).activeSen).toBe(7_500n);
    expect(await auditLedger(db)).toEqual([]);
  });
});
