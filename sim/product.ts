// The product the simulator drives, in a process of its own (sim/product-process.ts) as `npm
// start` runs it in demo mode — so that it can be killed mid-request and started again: on a
// fresh PGlite data folder (or, with DATABASE_URL, a fresh database created on that PostgreSQL
// server and dropped after), the same port, token secret, bank key and file folder at every
// start. The auditor reads the same database: it is the platform's own auditor, not a user; on
// PGlite its queries run in the product's process, the one process that may open the folder.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { appendFileSync, closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db, Queryable, Row } from '../api/db/db.ts';
import { randomCallbackKey } from '../api/signing/local-provider.ts';
import type {
  BankBilling,
  BankBooked,
  BankPayout,
  BankRdl,
  BankVa,
  LossyCall,
  LostAnswerForm,
} from './bank-books.ts';
import { copyDemoFiles, demoImage } from './demo-image.ts';
import type { FaultyProduct } from './faults.ts';
import { outageView } from './outage-view.ts';
import type { FaultCall, FaultEvent, SigningCallback } from './process-faults.ts';

export type { SigningCallback };

export type SimProduct = FaultyProduct & {
  url: string;
  /**
   * The HTTP client the simulator's people use, where the product must see their requests go
   * (a started product's outage begins before a chosen one); otherwise a plain one to `url`.
   */
  client?: import('./client.ts').Client;
  /** The database as the platform's auditor reads it (never subject to an injected fault). */
  db: Db;
  /**
   * The database refuses the product's queries after `afterQueries` more (a started product's:
   * from its request after that many more); healed after the wave.
   */
  armOutage(afterQueries: number): Promise<void>;
  /**
   * The product is killed when about to run its query after `afterQueries` more; in the scaled
   * layout, this API process (0 or 1) of the two.
   */
  armKill(afterQueries: number, api?: 0 | 1): Promise<void>;
  disarmKill(): Promise<void>;
  /**
   * The bank's answer to its call (among `calls`, the payment's by default) after `afterCalls`
   * more is lost once the bank acted. Several may be armed at once.
   */
  armLostAnswer(
    afterCalls: number,
    form: LostAnswerForm,
    calls?: readonly LossyCall[],
  ): Promise<void>;
  disarmLostAnswer(): Promise<void>;
  /** The answers the bank lost so far, by call and form. */
  readonly lostAnswers: { call: LossyCall; form: LostAnswerForm }[];
  /** The bank's books: every payment it took, in order (sim/bank-books.ts). */
  readonly bankPayouts: readonly BankPayout[];
  /**
   * Brings `bankPayouts` up to date when the bank is not the simulator's to watch (a product
   * started apart, sim/url-product.ts, is asked for its books); otherwise they are told as paid.
   */
  refreshBankPayouts?(): Promise<void>;
  /**
   * The rest of the bank's books: the VAs and RDLs it opened for lenders, its billings as they
   * stand (absent where no book of them is kept).
   */
  readonly bankHoldings?: {
    vas: readonly BankVa[];
    rdls: readonly BankRdl[];
    billings: readonly BankBilling[];
  };
  /**
   * Where the signature provider's callbacks go: the simulator delivers each (or not) and
   * answers the status the provider is to record (0: the delivery was lost).
   */
  onSigningCallback(deliver: (callback: SigningCallback) => Promise<number>): void;
  /**
   * The partner bank's side of a transfer into a VA: the payment sealed as its e-collection
   * callback carries it (the built-in bank's key), for the simulator to deliver — once, twice,
   * or a day late — to the platform's callback path; with its payment_ntb.
   */
  sealVaPayment(
    virtualAccount: string,
    amountRupiah: bigint,
    customerName: string,
  ): Promise<{ body: unknown; paymentNtb: string }>;
  /**
   * The same payment (the same payment_ntb) sealed again at the product's time now, as the bank
   * seals a callback it delivers again: a notice is only accepted for a few minutes.
   */
  resealVaPayment(body: unknown): Promise<unknown>;
  /**
   * One run of the product's scheduled pass (api/app.ts's funding poll: funding windows opened
   * and closed, auto-lend's preview windows begun and ended ones allocated, disbursements
   * prepared and settled, installments counted past due), as its timer would run it on a new
   * day. The simulator runs it after each advance of the demo clock instead of the timer, so
   * that what the pass does is done before the next day's plan, on every run alike.
   */
  tick(): Promise<void>;
  close(): Promise<void>;
};

/** What every start of the product is given alike: a restart is the same product. */
export type ProductConfig = {
  /** The PGlite data folder, or the PostgreSQL database's URL. */
  dataDir?: string;
  databaseUrl?: string;
  /** 0 on the first start (any free port); the port it took on every restart. */
  port: number;
  storageDir: string;
  tokenSecret: string;
  vaCallbackKey: { clientId: string; secret: string };
  /** The built-in signature provider's callback key. */
  signingCallbackKey: string;
  /**
   * What the bank paid so far, the VAs and RDLs it opened and its billings: a restart's bank
   * knows them.
   */
  bankPayouts: BankPayout[];
  bankVas: BankVa[];
  bankRdls: BankRdl[];
  bankBillings: BankBilling[];
  /** Date.now() when the run began: the product's real time is SIM_EPOCH plus the time since. */
  startedAt: number;
  /** The first start seeds the demo accounts; a restart finds them in the database. */
  seed: boolean;
  /**
   * On PGlite, the demo database already seeded (sim/demo-image.ts): the first start loads it
   * into the empty data folder instead of creating, migrating and seeding a cluster.
   */
  image?: string;
};

/** A call from the simulator, and its answer. */
export type ProductCall =
  | { op: 'tick' }
  | { op: 'seal'; virtualAccount: string; amountRupiah: bigint; customerName: string }
  | { op: 'reseal'; body: unknown }
  | FaultCall
  | { op: 'armLostAnswer'; afterCalls: number; form: LostAnswerForm; calls?: readonly LossyCall[] }
  | { op: 'disarmLostAnswer' }
  | { op: 'query'; sql: string; params?: readonly unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'txBegin' }
  | { op: 'txEnd'; tx: number; commit: boolean }
  | { op: 'close' };

/** What the product tells the simulator unasked. */
export type ProductEvent =
  | { type: 'ready'; port: number }
  /** An outage begun, a kill asked for, a signature provider's callback (sim/process-faults.ts). */
  | FaultEvent
  /** The bank took a payment, opened a VA, made or changed a billing (its books), or lost an answer. */
  | { type: 'bankPaid'; payout: BankPayout }
  | { type: 'bankBooked'; entry: BankBooked }
  | { type: 'answerLost'; call: LossyCall; form: LostAnswerForm }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string };

/**
 * The real time the product starts at: fixed, so that a seed's dates are the same on every run
 * (the product's own time is this plus the days the demo clock was advanced, plus the seconds
 * the run has taken). 09:00 in Jakarta.
 */
export const SIM_EPOCH = Date.parse('2027-01-04T02:00:00Z');

const PRODUCT_PROCESS = new URL('./product-process.ts', import.meta.url);

/** Where Node keeps the product's compiled code for the next start (see spawn). */
const COMPILE_CACHE = join(tmpdir(), 'lumbung-node-compile-cache');

export async function startSimProduct(
  options: {
    databaseUrl?: string;
    /**
     * The product's log kept in this file (appended to): its process's stdout and stderr, every
     * start and restart, at SIM_PRODUCT_LOG's level (default info), with the simulator's own
     * notes (`trace`) among its lines. Without it the product logs nothing (SIM_PRODUCT_LOG's
     * level on the simulator's own stdout, when set).
     */
    productLog?: string;
  } = {},
): Promise<SimProduct> {
  const { where, drop } = await freshDatabase(options.databaseUrl);
  const logFd = options.productLog ? openSync(options.productLog, 'a') : null;
  const storageDir = mkdtempSync(join(tmpdir(), 'lumbung-sim-files-'));
  const demo = options.databaseUrl ? null : await demoImage();
  if (demo) copyDemoFiles(demo, storageDir);
  const config: ProductConfig = {
    ...where,
    port: 0,
    storageDir,
    tokenSecret: randomBytes(32).toString('hex'),
    vaCallbackKey: {
      clientId: String(randomInt(10_000, 100_000)),
      secret: randomBytes(16).toString('hex'),
    },
    signingCallbackKey: randomCallbackKey(),
    bankPayouts: [],
    bankVas: [],
    bankRdls: [],
    bankBillings: [],
    startedAt: Date.now(),
    seed: true,
    ...(demo ? { image: demo.image } : {}),
  };
  let child: ChildProcess;
  let calls = 0;
  const pending = new Map<
    number,
    { op: ProductCall['op']; resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  // Whether the product's database refuses now, as far as its events told: an outage begins in
  // the product, and ends once the product has acknowledged the simulator's heal (not when the
  // simulator asks for it: sim/outage-view.ts) or when the product starts again.
  const outage = outageView();
  let kills = 0;
  let down = false;
  let closing = false;
  let back: Promise<void> = Promise.resolve();
  const lostAnswers: { call: LossyCall; form: LostAnswerForm }[] = [];
  // The lost answers armed and not yet spent: armed again in a product started after a kill.
  let armedLosses: { afterCalls: number; form: LostAnswerForm; calls?: readonly LossyCall[] }[] =
    [];
  let deliverSigning: (callback: SigningCallback) => Promise<number> = async () => 0;
  // The simulator's notes among the product's lines (one JSON line each, `sim` its text).
  const trace = (note: string) => {
    if (logFd !== null)
      appendFileSync(logFd, `${JSON.stringify({ time: Date.now(), sim: note })}\n`);
  };

  const spawn = () =>
    new Promise<number>((resolve, reject) => {
      const started = fork(PRODUCT_PROCESS, [], {
        env: {
          ...process.env,
          LUMBUNG_SIM_PRODUCT: JSON.stringify(config),
          // Node keeps the compiled product's code between starts (it checks each file's
          // source): a start, and every restart after a kill, compiles the product once.
          NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE,
          ...(logFd === null ? {} : { SIM_PRODUCT_LOG: process.env.SIM_PRODUCT_LOG ?? 'info' }),
        },
        execArgv: [],
        serialization: 'advanced',
        stdio:
          logFd === null
            ? ['ignore', 'inherit', 'inherit', 'ipc']
            : ['ignore', logFd, logFd, 'ipc'],
      });
      child = started;
      started.on('message', (event: ProductEvent) => {
        switch (event.type) {
          case 'ready':
            resolve(event.port);
            return;
          case 'outageBegun':
            outage.begun();
            trace(`outage ${outage.outages} begun (told by the product)`);
            return;
          case 'killMe':
            kill(started);
            return;
          case 'bankPaid':
            // Kept in the config: the next start's bank remembers it.
            config.bankPayouts.push(event.payout);
            return;
          case 'bankBooked': {
            const { entry } = event;
            if (entry.kind === 'va') config.bankVas.push(entry.va);
            else if (entry.kind === 'rdl') config.bankRdls.push(entry.rdl);
            else {
              const { trxId } = entry.billing;
              config.bankBillings = [
                ...config.bankBillings.filter((b) => b.trxId !== trxId),
                entry.billing,
              ];
            }
            return;
          }
          case 'answerLost': {
            lostAnswers.push({ call: event.call, form: event.form });
            const spent = armedLosses.findIndex((a) =>
              (a.calls ?? ['sendPayout', 'payoutStatus']).includes(event.call),
            );
            if (spent >= 0) armedLosses = armedLosses.filter((_, i) => i !== spent);
            return;
          }
          case 'signingCallback': {
            const { id, body, headers } = event;
            void deliverSigning({ body, headers })
              .catch(() => 0)
              .then((status) =>
                started === child && started.connected
                  ? call({ op: 'signingCallbackAnswered', id, status }).catch(() => {})
                  : undefined,
              );
            return;
          }
          case 'reply': {
            const waiting = pending.get(event.id);
            pending.delete(event.id);
            if (event.ok) waiting?.resolve(event.value);
            else waiting?.reject(new Error(`the product's process: ${event.error}`));
          }
        }
      });
      started.once('exit', (code, signal) => {
        for (const [id, waiting] of pending) {
          pending.delete(id);
          waiting.reject(
            new Error(`the product's process ended (${signal ?? code}) during ${waiting.op}`),
          );
        }
        reject(new Error(`the product's process ended before it was ready (${signal ?? code})`));
        if (!closing && !down) {
          console.error(`the product's process ended on its own (${signal ?? code})`);
        }
      });
    });

  // The kill: SIGKILL, no goodbye; then the same product started again, answered once ready.
  const kill = (victim: ChildProcess) => {
    if (down || closing) return;
    down = true;
    kills += 1;
    const exited = new Promise<void>((resolve) => victim.once('exit', () => resolve()));
    trace('the product is killed (SIGKILL)');
    victim.kill('SIGKILL');
    back = (async () => {
      await exited;
      config.seed = false;
      outage.restarted();
      await spawn();
      for (const armed of armedLosses) await call({ op: 'armLostAnswer', ...armed });
      await answering(`http://127.0.0.1:${config.port}`);
      down = false;
    })();
  };

  const call = <T>(c: ProductCall): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++calls;
      pending.set(id, { op: c.op, resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, call: c });
    });

  config.port = await spawn();
  const url = `http://127.0.0.1:${config.port}`;
  await answering(url);
  return {
    url,
    db: remoteDb(call, options.databaseUrl ? 'postgres' : 'pglite'),
    outage: {
      get outages() {
        return outage.outages;
      },
      get down() {
        return outage.down;
      },
      // A product killed while asked no longer refuses anything: its restart heals the outage.
      tripped: () =>
        down
          ? Promise.resolve(false)
          : call<boolean>({ op: 'outageTripped' }).catch((error: unknown) => {
              if (down) return false;
              throw error;
            }),
      // Down until the product answers that it healed: a request sent meanwhile over HTTP may
      // reach the database before the heal does over IPC, and be refused (seed 804).
      heal: () => {
        trace('outage heal asked for');
        return outage.heal(async () => {
          if (!down) await call<void>({ op: 'healOutage' });
          trace('outage healed (the product answered)');
        });
      },
    },
    get kills() {
      return kills;
    },
    get down() {
      return down;
    },
    up: () => back,
    trace,
    armOutage: (afterQueries) => {
      trace(`outage armed after ${afterQueries} queries`);
      return call({ op: 'armOutage', afterQueries });
    },
    armKill: (afterQueries) => call({ op: 'armKill', afterQueries }),
    disarmKill: async () => {
      await back;
      await call({ op: 'disarmKill' });
    },
    armLostAnswer: async (afterCalls, form, calls) => {
      const armed = { afterCalls, form, ...(calls ? { calls } : {}) };
      armedLosses.push(armed);
      await call({ op: 'armLostAnswer', ...armed });
    },
    disarmLostAnswer: async () => {
      armedLosses = [];
      await back;
      await call({ op: 'disarmLostAnswer' });
    },
    lostAnswers,
    get bankPayouts() {
      return config.bankPayouts;
    },
    get bankHoldings() {
      return { vas: config.bankVas, rdls: config.bankRdls, billings: config.bankBillings };
    },
    onSigningCallback(deliver) {
      deliverSigning = deliver;
    },
    sealVaPayment: (virtualAccount, amountRupiah, customerName) =>
      call({ op: 'seal', virtualAccount, amountRupiah, customerName }),
    resealVaPayment: (body) => call({ op: 'reseal', body }),
    tick: () => call({ op: 'tick' }),
    close: async () => {
      await back.catch(() => {});
      closing = true;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await call({ op: 'close' }).catch(() => {});
      await exited;
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
      if (logFd !== null) closeSync(logFd);
    },
  };
}

/**
 * Until the product answers GET /api/ready (its database open, its schema current): 200 tries
 * 50 ms apart, for a start, or `tries`.
 */
export async function answering(url: string, tries = 200): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the product at ${url} did not become ready`);
}

/** The product's database as the auditor and the tests' hooks read and write it, over IPC. */
function remoteDb(call: <T>(c: ProductCall) => Promise<T>, kind: Db['kind']): Db {
  const on = (tx?: number): Queryable => ({
    query: <T extends Row>(sql: string, params?: readonly unknown[]) =>
      call<T[]>({ op: 'query', sql, ...(params ? { params } : {}), ...(tx ? { tx } : {}) }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, ...(tx ? { tx } : {}) }),
  });
  return {
    kind,
    ...on(),
    tx: async (work) => {
      const tx = await call<number>({ op: 'txBegin' });
      try {
        const result = await work(on(tx));
        await call({ op: 'txEnd', tx, commit: true });
        return result;
      } catch (error) {
        await call({ op: 'txEnd', tx, commit: false });
        throw error;
      }
    },
    close: async () => {},
  };
}

export async function freshDatabase(serverUrl: string | undefined): Promise<{
  where: { dataDir: string } | { databaseUrl: string };
  drop: () => Promise<void>;
}> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-sim-pglite-'));
    return {
      where: { dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `lumbung_sim_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    where: { databaseUrl: url.toString() },
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
