// A database of its own for each test file: in-memory PGlite by default, or, when DATABASE_URL
// is set (CI's second run), a fresh database created on that PostgreSQL server and dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openPglite, openPostgres } from '../../api/db/db.ts';
import { migrate } from '../../api/db/migrate.ts';

export async function openTestDatabase(): Promise<Db> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const name = `lumbung_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
