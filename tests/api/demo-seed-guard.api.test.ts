// A first start stopped while it seeds the demo (Ctrl-C during `npm start`'s first run) leaves a
// mark, and the next start stops on it with what to do (api/db/demo-seed-guard.ts), instead of
// running on half a demo: seedDemo marked the demo done before the loans in their repayment
// period were seeded, so a start stopped then left a demo the next start took for whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginDemoSeed, demoSeedFinished } from '../../api/db/demo-seed-guard.ts';
import { seedDemo } from '../../api/db/seed-demo.ts';
import { localStorage } from '../../api/files/storage.ts';
import { openTestDatabase, type TestDb } from '../support/test-database.ts';

let db: TestDb;
const files = mkdtempSync(join(tmpdir(), 'lumbung-seed-guard-'));
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
  rmSync(files, { recursive: true, force: true });
});

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

describe("the demo's seeding", () => {
  it('stops the start after one that was stopped while seeding, naming where the demo is', async () => {
    const now = new Date();
    // The first start begins; it is stopped before it ends (nothing marks it finished).
    expect(await beginDemoSeed(db, now, '/srv/lumbung/data')).toBe(true);
    expect(await count('users')).toBe(0);
    await expect(beginDemoSeed(db, now, '/srv/lumbung/data')).rejects.toThrow(
      'the demo data in /srv/lumbung/data is half made: a start that was seeding it stopped before it ended (unless another start is seeding it now). Remove it and start again',
    );
    // Nothing was seeded over it.
    expect(await count('users')).toBe(0);
  });

  it('lets every later start through once a start has seeded the demo to its end', async () => {
    await db.exec('DELETE FROM demo_seed_unfinished');
    const now = new Date();
    expect(await beginDemoSeed(db, now, 'here')).toBe(true);
    expect(await seedDemo(db, now, localStorage(files))).toBe(true);
    await demoSeedFinished(db);
    const users = await count('users');
    expect(users).toBeGreaterThan(0);
    // The next start: the demo is there, nothing to seed and nothing to refuse.
    expect(await beginDemoSeed(db, now, 'here')).toBe(false);
    expect(await count('demo_seed_unfinished')).toBe(0);
    expect(await count('users')).toBe(users);
  });
});
