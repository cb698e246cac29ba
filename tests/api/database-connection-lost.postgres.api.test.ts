// Connections to PostgreSQL the server ends — it restarted, failed over, or an administrator
// ended them — as the product meets them. One lost while the product holds it for a transaction,
// between two of the transaction's queries, fails that transaction (rolled back by the server)
// instead of ending the process with an error nobody handled. One ended while idle in the pool
// and handed out before its end was heard is not an error for the caller: its statement, which
// the server did not run, goes on another connection. Found by the simulator's outage of a
// started product's database (`npm run simulate -- --url … --faults`), which ends the product's
// connections on its server. PostgreSQL only: PGlite has no connections to lose.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDb } from '../support/test-database.ts';

if (!process.env.DATABASE_URL) throw new Error('this file needs DATABASE_URL (PostgreSQL)');

let db: TestDb;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE lost_connection_probe (n int)');
});
afterAll(async () => {
  await db?.close();
});

/** Ends every connection to the test's database but the caller's, as an administrator would. */
async function endConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [new URL(db.url ?? '').pathname.slice(1)],
    );
    return ended.rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * Ends them from another process while this one waits for it, so that this process has not yet
 * read the server's word on its idle connections when its next statement goes out.
 */
function endConnectionsUnheard(): void {
  const ended = spawnSync(
    'psql',
    [
      process.env.DATABASE_URL ?? '',
      '-Atqc',
      `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
        WHERE datname = '${new URL(db.url ?? '').pathname.slice(1)}' AND pid <> pg_backend_pid()`,
    ],
    { encoding: 'utf8' },
  );
  expect([ended.status, Number(ended.stdout.trim())]).toEqual([0, expect.any(Number)]);
  expect(Number(ended.stdout.trim())).toBeGreaterThanOrEqual(1);
}

describe('connections ended while idle in the pool', () => {
  it('the next statements and transactions run, on new connections', async () => {
    // Three connections open and idle in the pool.
    await Promise.all([1, 2, 3].map(() => db.tx((q) => q.query('SELECT pg_sleep(0.05)'))));
    endConnectionsUnheard();
    const [read, written] = await Promise.all([
      db.query<{ one: number }>('SELECT 1 AS one'),
      db.tx((q) => q.query('INSERT INTO lost_connection_probe (n) VALUES (7) RETURNING n')),
    ]);
    expect(read).toEqual([{ one: 1 }]);
    expect(written).toEqual([{ n: 7 }]);
    endConnectionsUnheard();
    await db.exec('DELETE FROM lost_connection_probe');
    expect(await db.query('SELECT n FROM lost_connection_probe')).toEqual([]);
  });
});

describe('a connection lost in the middle of a transaction', () => {
  it('fails that transaction, writes nothing, and the next one runs on a new connection', async () => {
    const outcome = await db
      .tx(async (q) => {
        await q.query('INSERT INTO lost_connection_probe (n) VALUES (1)');
        expect(await endConnections()).toBeGreaterThanOrEqual(1);
        // The connection's end arrives while the transaction waits between two queries.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await q.query('INSERT INTO lost_connection_probe (n) VALUES (2)');
        return 'committed';
      })
      .catch((error: unknown) => `failed: ${(error as Error).message}`);
    expect(outcome).toMatch(/^failed: /);
    const rows = await db.query<{ n: number }>('SELECT n FROM lost_connection_probe');
    expect(rows).toEqual([]);
    await db.tx((q) => q.query('INSERT INTO lost_connection_probe (n) VALUES (3)'));
    expect(await db.query<{ n: number }>('SELECT n FROM lost_connection_probe')).toEqual([
      { n: 3 },
    ]);
  });
});
