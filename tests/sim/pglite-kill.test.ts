// The simulator's kill fault (sim/faults.ts) relies on PGlite in a data folder surviving SIGKILL
// as PostgreSQL does: a process killed in the middle of a transaction, its folder opened again,
// holds every transaction committed before the kill and nothing of the one cut off.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-pglite-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A process that commits `rows` rows, opens a transaction writing more, and is killed in it. */
const killedMidTransaction = (round: number, rows: number) =>
  new Promise<{ signal: string | null; inside: boolean }>((resolve, reject) => {
    const script = `
      import { PGlite } from '@electric-sql/pglite';
      const db = new PGlite({ dataDir: ${JSON.stringify(dataDir)} });
      await db.waitReady;
      await db.exec('CREATE TABLE IF NOT EXISTS t (round int, n int, payload text)');
      for (let n = 0; n < ${rows}; n += 1) {
        await db.query('INSERT INTO t VALUES ($1, $2, repeat($3, 200))', [${round}, n, 'x']);
      }
      await db.transaction(async (tx) => {
        for (let n = 0; n < 50; n += 1) {
          await tx.query('INSERT INTO t VALUES ($1, $2, $3)', [-${round}, n, 'cut off']);
        }
        process.send('inside the transaction');
        process.kill(process.pid, 'SIGKILL');
        await new Promise(() => {});
      });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let inside = false;
    child.on('message', () => {
      inside = true;
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, inside }));
  });

describe('PGlite in a data folder killed with SIGKILL', () => {
  it('keeps what was committed and nothing of the transaction cut off, kill after kill', {
    timeout: 60_000,
  }, async () => {
    for (let round = 1; round <= 2; round += 1) {
      const killed = await killedMidTransaction(round, 20 * round);
      expect(killed).toEqual({ signal: 'SIGKILL', inside: true });
    }
    const db = new PGlite({ dataDir });
    await db.waitReady;
    const rows = await db.query<{ round: number; n: number }>(
      'SELECT round, count(*)::int AS n FROM t GROUP BY round ORDER BY round',
    );
    await db.close();
    expect(rows.rows).toEqual([
      { round: 1, n: 20 },
      { round: 2, n: 40 },
    ]);
  });
});
