// A database of its own for each test file: in-memory PGlite by default, or, when DATABASE_URL
// is set (CI's second run), a fresh database created on that PostgreSQL server and dropped after.
// The migrations run once per run (migratedTemplate, from tests/support/global-setup.ts) and each
// file's database starts as a copy of that migrated one: a PGlite image, or a PostgreSQL
// template database. Creating a PGlite cluster and migrating it took some 3 s of every file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openPglite, openPostgres, pgliteImage } from '../../api/db/db.ts';
import { migrate } from '../../api/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file copies: a PGlite image's path, or a database name. */
    migratedTemplate: string;
  }
}

/**
 * Migrates one database for the whole run: on PGlite an image written to a temporary file, on
 * DATABASE_URL's server a template database. Answers what to provide as `migratedTemplate` and
 * how to remove it after the run.
 */
export async function migratedTemplate(): Promise<{ template: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = await pgliteImage(async (db) => {
      await migrate(db);
    });
    const dir = mkdtempSync(join(tmpdir(), 'lumbung-test-db-'));
    const template = join(dir, 'migrated.tar');
    writeFileSync(template, new Uint8Array(await image.arrayBuffer()));
    return { template, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const template = `lumbung_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${template}`);
  const db = await openPostgres(databaseOn(serverUrl, template));
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return {
    template,
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
  };
}

/**
 * Outside Vitest (QA's path tests, `npm run qa:paths`, start the product in processes of their
 * own) there is no run to provide the template: the process migrates one PGlite image itself,
 * once, removed when it exits; on PostgreSQL each database is migrated where it is created.
 */
let ownImage: Promise<string> | null = null;
function processImage(): Promise<string> {
  ownImage ??= migratedTemplate().then(({ template }) => {
    process.once('exit', () => rmSync(join(template, '..'), { recursive: true, force: true }));
    return template;
  });
  return ownImage;
}

/** A test file's database; on PostgreSQL with its URL, for a reader outside the product. */
export type TestDb = Db & { url?: string };

export async function openTestDatabase(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  const inVitest = process.env.VITEST !== undefined;
  if (!serverUrl) {
    const template = inVitest ? inject('migratedTemplate') : await processImage();
    return openPglite({ image: new Blob([readFileSync(template)]) });
  }
  const name = `lumbung_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    inVitest
      ? `CREATE DATABASE ${name} TEMPLATE ${inject('migratedTemplate')}`
      : `CREATE DATABASE ${name}`,
  );
  const url = databaseOn(serverUrl, name);
  const db = await openPostgres(url);
  if (!inVitest) await migrate(db);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
