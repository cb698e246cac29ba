// Applies the SQL files of db/migrations in name order, each once, each in its own transaction.
// The same files run on PGlite and on a PostgreSQL server. An advisory lock keeps several API
// instances starting together from applying one migration twice.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const LOCK_KEY = 7_021_964;

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
      await q.exec(sql);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** The migration files not yet applied to this database (empty when its schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const [table] = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!table?.present) return files;
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return files.filter((file) => !done.has(file));
}
