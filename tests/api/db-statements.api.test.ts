// The database interface (api/db/db.ts) answers alike on both drivers, and each statement text is
// prepared once per session, then only bound and executed: on PostgreSQL through node-postgres'
// named statements, on PGlite through its wire protocol (PGlite's own `query` parsed and planned
// every statement on every call: 1.7 ms for the loan's read, 0.26 ms prepared). What a caller
// may rely on: the same values, the same errors with their codes, a statement that failed once
// failing again the same way, a statement prepared in a rolled-back transaction still usable,
// a statement outside a transaction never seeing that transaction's uncommitted work, and a
// statement a transaction's work left behind refused once the transaction has ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../api/db/db.ts';
import { openTestDatabase } from '../support/test-database.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE statement_probe (id serial PRIMARY KEY, label text NOT NULL UNIQUE)');
  await db.exec(`CREATE FUNCTION noisy(n int) RETURNS int LANGUAGE plpgsql AS $$
    BEGIN RAISE NOTICE 'noisy %', n; RETURN n; END $$`);
});
afterAll(async () => {
  await db?.close();
});

const PLUS_ONE = 'SELECT $1::int + 1 AS n';

describe('a statement', () => {
  it('is prepared once in a session and answers every call', async () => {
    const { answers, prepared } = await db.tx(async (q) => {
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await q.query<{ n: number }>(PLUS_ONE, [n]))[0]?.n);
      const [row] = await q.query<{ prepared: number }>(
        'SELECT count(*)::int AS prepared FROM pg_prepared_statements WHERE statement = $1',
        [PLUS_ONE],
      );
      return { answers, prepared: row?.prepared };
    });
    expect(answers).toEqual([2, 3, 4]);
    expect(prepared).toBe(1);
  });

  it('answers the types the product relies on, parameters or none', async () => {
    const [row] = await db.query(
      `SELECT $1::date AS day, $2::timestamptz AS at, $3::bigint AS count, $4::numeric AS amount,
              $5::jsonb AS doc, $6::text[] AS tags, $7::text AS nothing, $8::boolean AS flag`,
      [
        '2026-12-07',
        new Date('2026-12-07T01:02:03.000Z'),
        42,
        '1234567.89',
        JSON.stringify({ a: [1, 'b'] }),
        ['x', 'y'],
        null,
        true,
      ],
    );
    expect(row).toEqual({
      day: '2026-12-07',
      at: new Date('2026-12-07T01:02:03.000Z'),
      count: 42,
      amount: '1234567.89',
      doc: { a: [1, 'b'] },
      tags: ['x', 'y'],
      nothing: null,
      flag: true,
    });
    expect(await db.query('SELECT 7 AS seven')).toEqual([{ seven: 7 }]);
  });

  it('answers bytes, any script, repeated names and rows that come with a notice', async () => {
    const [row] = await db.query(
      'SELECT $1::bytea AS bytes, $2::text AS words, 1 AS twice, 2 AS twice, NULL::int AS nothing',
      [new Uint8Array([1, 2, 255]), 'Rp 1.500 — ü€ 😀 日本'],
    );
    expect(row).toEqual({
      bytes: expect.anything(),
      words: 'Rp 1.500 — ü€ 😀 日本',
      twice: 2,
      nothing: null,
    });
    expect(Array.from((row?.bytes as Uint8Array | undefined) ?? [])).toEqual([1, 2, 255]);
    const rows = await db.query<{ n: number }>(
      'SELECT noisy(n) AS n FROM generate_series(1, $1::int) AS n',
      [3],
    );
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('writes, and answers what it returns', async () => {
    expect(await db.query('INSERT INTO statement_probe (label) VALUES ($1)', ['plain'])).toEqual(
      [],
    );
    const returned = await db.query<{ label: string }>(
      'INSERT INTO statement_probe (label) VALUES ($1) RETURNING label',
      ['returned'],
    );
    expect(returned).toEqual([{ label: 'returned' }]);
    const found = await db.query('SELECT label FROM statement_probe WHERE label = $1', ['none']);
    expect(found).toEqual([]);
  });

  it('fails with its code, again the same way, and the database goes on', async () => {
    for (let i = 0; i < 2; i += 1) {
      await expect(db.query('SELECT 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
      await expect(db.query('SELEKT $1::int', [1])).rejects.toMatchObject({ code: '42601' });
      await expect(
        db.query('INSERT INTO statement_probe (label) VALUES ($1)', ['plain']),
      ).rejects.toMatchObject({ code: '23505' });
    }
    expect(await db.query<{ n: number }>(PLUS_ONE, [9])).toEqual([{ n: 10 }]);
  });

  it('prepared in a transaction that rolled back is still usable, the rows gone', async () => {
    const sql = 'INSERT INTO statement_probe (label) VALUES ($1) RETURNING id';
    await expect(
      db.tx(async (q) => {
        await q.query(sql, ['rolled back']);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await db.query(sql, ['kept'])).toEqual([{ id: expect.any(Number) }]);
    const labels = await db.query<{ label: string }>(
      'SELECT label FROM statement_probe WHERE label = ANY($1::text[]) ORDER BY label',
      [['kept', 'rolled back']],
    );
    expect(labels).toEqual([{ label: 'kept' }]);
  });

  it("outside a transaction never sees that transaction's uncommitted work", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db
      .tx(async (q) => {
        await q.query('INSERT INTO statement_probe (label) VALUES ($1)', ['uncommitted']);
        inserted();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await insertedOnce;
    const outside = db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM statement_probe WHERE label = $1',
      ['uncommitted'],
    );
    // PGlite runs one statement at a time: the read waits for the transaction to end; a server
    // answers it at once from the last committed state. Either way it counts no such row.
    setTimeout(release, 50);
    expect(await outside).toEqual([{ n: 0 }]);
    expect(await transaction).toBe('rolled back');
  });

  it('of a transaction that has ended is refused, and writes nothing', async () => {
    let left: Queryable | undefined;
    await db.tx(async (q) => {
      left = q;
      await q.query('SELECT 1');
    });
    await expect(
      left?.query('INSERT INTO statement_probe (label) VALUES ($1)', ['left behind']),
    ).rejects.toThrow('Transaction is closed');
    expect(
      await db.query('SELECT label FROM statement_probe WHERE label = $1', ['left behind']),
    ).toEqual([]);
  });

  it('on a closed database is refused', async () => {
    const closed = await openTestDatabase();
    await closed.query(PLUS_ONE, [1]);
    await closed.close();
    await expect(closed.query(PLUS_ONE, [1])).rejects.toThrow();
  });
});
