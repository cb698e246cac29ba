// The product the simulator drives, started in this process as `npm start` starts it in demo
// mode: the API, gateway and web server on a loopback port, the built-in bank and signature
// provider, the demo accounts seeded, on a fresh embedded PGlite (or, with DATABASE_URL, a fresh
// database created on that PostgreSQL server and dropped after). The auditor reads the same
// database: it is the platform's own auditor, not a user. The product's scheduled pass runs when
// the simulator says (tick), not on a timer: a timer firing at a moment of its own would make a
// seed's run depend on the machine's speed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTokens } from '../api/accounts/tokens.ts';
import { localPartnerBank } from '../api/bank/partner-bank.ts';
import { openDemoClock } from '../api/clock/demo-clock.ts';
import { type Db, openPglite, openPostgres } from '../api/db/db.ts';
import { migrate } from '../api/db/migrate.ts';
import { seedDemo } from '../api/db/seed-demo.ts';
import type { ApiDeps } from '../api/deps.ts';
import { disbursementPass } from '../api/disbursement/disbursement.ts';
import { localStorage } from '../api/files/storage.ts';
import { runFundingWindows } from '../api/funding/funding-windows.ts';
import { repaymentPass } from '../api/repayment/daily-pass.ts';
import { settingsOf } from '../api/repayment/settings.ts';
import { builtInSigning } from '../api/signing/providers.ts';
import { buildProductServer } from '../server/product-server.ts';

export type SimProduct = {
  url: string;
  db: Db;
  /**
   * One run of the product's scheduled pass (api/app.ts's funding poll: funding windows opened
   * and closed, disbursements prepared and settled, installments counted past due), as its
   * timer would run it on a new day. The simulator runs it after each advance of the demo
   * clock instead of the timer, so that what the pass does is done before the next day's plan,
   * on every run alike.
   */
  tick(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real time the product starts at: fixed, so that a seed's dates are the same on every run
 * (the product's own time is this plus the days the demo clock was advanced, plus the seconds
 * the run has taken). 09:00 in Jakarta.
 */
export const SIM_EPOCH = Date.parse('2027-01-04T02:00:00Z');

export async function startSimProduct(options: { databaseUrl?: string } = {}): Promise<SimProduct> {
  const { db, drop } = await freshDatabase(options.databaseUrl);
  await migrate(db);
  const startedAt = Date.now();
  const realNow = () => new Date(SIM_EPOCH + (Date.now() - startedAt));
  const demoClock = await openDemoClock(db, realNow);
  const now = demoClock.now;
  const storageDir = mkdtempSync(join(tmpdir(), 'lumbung-sim-files-'));
  const storage = localStorage(storageDir);
  await seedDemo(db, now(), storage);
  const publicUrl = 'http://localhost:4000';
  const deps: ApiDeps = {
    db,
    now,
    realNow,
    demoClock,
    tokens: createTokens({
      secret: randomBytes(32).toString('hex'),
      ttlSeconds: 24 * 3600,
      now: realNow,
    }),
    storage,
    publicUrl,
    demo: true,
    bank: localPartnerBank(),
    signing: builtInSigning({ db, storage, now, publicUrl }),
    relearnBankOnStart: true,
    // The simulated borrowers upload more than a person's daily quota within one real minute.
    uploadQuota: { files: 1_000_000, bytes: 1_000_000_000_000, windowSeconds: 86_400 },
  };
  const app = await buildProductServer({
    deps,
    production: false,
    logLevel: 'silent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    db,
    tick: async () => {
      await runFundingWindows(deps);
      await disbursementPass(deps);
      await repaymentPass({ ...deps, repayment: settingsOf(deps) });
    },
    close: async () => {
      await app.close(); // closes the database too
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(
  serverUrl: string | undefined,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!serverUrl) return { db: await openPglite(), drop: async () => {} };
  const name = `lumbung_sim_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: await openPostgres(url.toString()),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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
