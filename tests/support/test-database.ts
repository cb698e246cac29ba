// A database of its own for each test file: in-memory PGlite by default, or, when DATABASE_URL
// is set (CI's second run), a fresh database created on that PostgreSQL server and dropped after.
// The migrations run once per run (migratedTemplate, from tests/support/global-setup.ts) and each
// file's database starts as a copy of that migrated one: a PGlite image, or a PostgreSQL
// template database. Creating a PGlite cluster and migrating it took some 3 s of every file.
// The files that start the product (tests/support/test-product.ts) copy a second one, where the
// demo data is seeded too (seededTemplate): seeding took another 1–4 s of each of some 120 files.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openPglite, openPostgres, pgliteImage } from '../../api/db/db.ts';
import { migrate } from '../../api/db/migrate.ts';
import { seedDemo } from '../../api/db/seed-demo.ts';
import { localStorage } from '../../api/files/storage.ts';
import { wibDate } from '../../api/reference/wib-date.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file copies: a PGlite image's path, or a database name. */
    migratedTemplate: string;
    /** The same with the demo data seeded, and the files it wrote (see `SeededTemplate`). */
    seededTemplate: SeededTemplate;
  }
}

/**
 * The migrated database with the demo data seeded (`seedDemo`) when the run began: a PGlite
 * image's path or a database name, the folder of the files the demo data names, and the Jakarta
 * day it was seeded on (the demo's dates are that day's: a file that starts on another day, a
 * run going past midnight in Jakarta, seeds its own).
 */
export type SeededTemplate = { template: string; files: string; day: string };

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
 * Seeds the demo data into a copy of the migrated template, once for the run (see
 * `SeededTemplate`). Answers it and how to remove it after the run.
 */
export async function seededTemplate(
  migrated: string,
): Promise<{ seeded: SeededTemplate; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'lumbung-test-seeded-'));
  const files = join(dir, 'files');
  const now = new Date();
  const seed = (db: Db) => seedDemo(db, now, localStorage(files)).then(() => undefined);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = await pgliteImage(seed, new Blob([readFileSync(migrated)]));
    const template = join(dir, 'seeded.tar');
    writeFileSync(template, new Uint8Array(await image.arrayBuffer()));
    return {
      seeded: { template, files, day: wibDate(now) },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const template = `lumbung_seeded_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${template} TEMPLATE ${migrated}`);
  const db = await openPostgres(databaseOn(serverUrl, template));
  try {
    await seed(db);
  } finally {
    await db.close();
  }
  return {
    seeded: { template, files, day: wibDate(now) },
    drop: async () => {
      rmSync(dir, { recursive: true, force: true });
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    },
  };
}

/**
 * A test file's database with the demo data seeded, and its files copied into `filesDir`: a copy
 * of the run's seeded template when the run has one from today (Jakarta's day), else a migrated
 * database (the caller's `seedDemo` seeds it; on the seeded copy it finds the work done).
 */
export async function openSeededTestDatabase(filesDir: string, now: Date): Promise<TestDb> {
  const seeded = process.env.VITEST !== undefined ? inject('seededTemplate') : undefined;
  if (!seeded || seeded.day !== wibDate(now)) return openTestDatabase();
  if (existsSync(seeded.files)) cpSync(seeded.files, filesDir, { recursive: true });
  return openTestDatabase(seeded.template);
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

export async function openTestDatabase(template?: string): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  const inVitest = process.env.VITEST !== undefined;
  const copied = template ?? (inVitest ? inject('migratedTemplate') : undefined);
  if (!serverUrl) {
    const image = copied ?? (await processImage());
    return openPglite({ image: new Blob([readFileSync(image)]) });
  }
  const name = `lumbung_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    copied ? `CREATE DATABASE ${name} TEMPLATE ${copied}` : `CREATE DATABASE ${name}`,
  );
  const url = databaseOn(serverUrl, name);
  const db = await openPostgres(url);
  if (!copied) await migrate(db);
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
