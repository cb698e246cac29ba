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
import { runAutoLend } from '../api/auto-lend/run-auto-lend.ts';
import { decryptVaPayload, encryptVaPayload } from '../api/bank/bni/ecollection-cipher.ts';
import { localPartnerBank, type VaCallbackBody } from '../api/bank/partner-bank.ts';
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
import { type Outage, withOutage } from './faults.ts';

export type SimProduct = {
  url: string;
  /** The database as the platform's auditor reads it (never subject to an injected outage). */
  db: Db;
  /** The product's database connection, which the simulator can make refuse for a while. */
  outage: Outage;
  /**
   * The partner bank's side of a transfer into a VA: the payment sealed as its e-collection
   * callback carries it (the built-in bank's key), for the simulator to deliver — once, twice,
   * or a day late — to the platform's callback path.
   */
  sealVaPayment(virtualAccount: string, amountRupiah: bigint, customerName: string): unknown;
  /**
   * The same payment (the same payment_ntb) sealed again at the product's time now, as the bank
   * seals a callback it delivers again: a notice is only accepted for a few minutes.
   */
  resealVaPayment(body: unknown): unknown;
  /**
   * One run of the product's scheduled pass (api/app.ts's funding poll: funding windows opened
   * and closed, auto-lend's preview windows begun and ended ones allocated, disbursements prepared and settled, installments counted past due), as its
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
  // The product's connection can be made to refuse; the auditor's is the same database, always up.
  const { db: productDb, outage } = withOutage(db);
  const startedAt = Date.now();
  const realNow = () => new Date(SIM_EPOCH + (Date.now() - startedAt));
  const demoClock = await openDemoClock(db, realNow);
  const now = demoClock.now;
  const storageDir = mkdtempSync(join(tmpdir(), 'lumbung-sim-files-'));
  const storage = localStorage(storageDir);
  await seedDemo(db, now(), storage);
  const publicUrl = 'http://localhost:4000';
  const bank = localPartnerBank();
  const deps: ApiDeps = {
    db: productDb,
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
    bank,
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
    outage,
    sealVaPayment: (virtualAccount, amountRupiah, customerName) => {
      if (!bank.sealVaPayment) throw new Error('the built-in bank seals payments');
      return bank.sealVaPayment({ virtualAccount, amountRupiah, customerName, now: now() }).body;
    },
    resealVaPayment: (body) => {
      const { clientId, secret } = bank.vaCallbackKey;
      const sealed = body as VaCallbackBody;
      // Opened as the bank knows its own payment, whenever it was sealed.
      const opened = decryptVaPayload(sealed.data, clientId, secret, 0, Number.POSITIVE_INFINITY);
      if (!opened.ok) throw new Error(`not a payment the bank sealed: ${opened.reason}`);
      return {
        client_id: clientId,
        data: encryptVaPayload(opened.data, clientId, secret, now().getTime() / 1000),
      };
    },
    tick: async () => {
      await runFundingWindows(deps);
      await runAutoLend(deps);
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
