// The product as it runs when it outgrows one machine (`npm run simulate -- --scaled`): two API
// processes (sim/api-process.ts: `npm run start:api`'s server) and two gateways (`npm run
// start:gateway` itself, gateway/main.ts, each in front of one API) on one fresh PostgreSQL
// database and one shared file folder, with one TOKEN_SECRET, and a load balancer in front of the
// two APIs (the people's requests in turn, an API that is down passed over). The demo accounts
// are seeded by the first API process through SEED_DEMO_INTO_DATABASE=true before the second
// starts (two seeders at once would both find the database empty).
//
// The built-in bank lives here, in the simulator's process: it keeps its VAs, billings, RDLs
// and payouts in memory, and a real bank is one service for every API instance; both API
// processes call this one over their IPC channel, and the simulator seals the bank's payments
// with it directly. The auditor reads the database on a connection of its own.
//
// The faults (sim/faults.ts), as the one-process layout injects them, across the two instances:
// - an API process killed mid-request (SIGKILL, when it is about to run a chosen query) while
//   the other goes on: the balancer sends the other what would have gone to it; it is started
//   again on its port and takes its share again. The clients send again, or read back, what the
//   kill cut off (sim/faults.ts's faultTolerantClient) once the database has ended the dead
//   process's sessions: a statement it had sent may still commit until then, and a read-back
//   made before would not see it;
// - the database refusing connections: one database behind both, so when one API's queries
//   begin to fail the other's are made to fail too (within an IPC round trip);
// - the bank's answers lost (the one bank here, whichever API asked), and the bank's and the
//   signature provider's callbacks repeated and lost: each API's built-in provider posts its
//   callbacks through the simulator, and every callback and its repeat go through the balancer,
//   so a repeat reaches the other API.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localPartnerBank, type VaCallbackBody } from '../api/bank/partner-bank.ts';
import { DAY_MS } from '../api/clock/demo-clock.ts';
import { openPostgres } from '../api/db/db.ts';
import { AppError } from '../api/http/errors.ts';
import type { ApiCall, BankCall, BankReply } from './api-process.ts';
import {
  type BankBilling,
  type BankPayout,
  type BankRdl,
  type BankVa,
  type LossyCall,
  type LostAnswerForm,
  withBankBooks,
} from './bank-books.ts';
import { type Client, httpClient } from './client.ts';
import { outageView } from './outage-view.ts';
import type { FaultEvent, SigningCallback } from './process-faults.ts';
import { answering, freshDatabase, SIM_EPOCH, type SimProduct } from './product.ts';

/** One kill of an API process, as the run saw it. */
export type ApiKill = {
  /** The API killed: 1 or 2. */
  api: number;
  /** Requests the other API answered while this one was down. */
  answeredMeanwhile: number;
  /** From the kill until it answered again (ms). */
  downMs: number;
  /** Requests it answered after it came back, to the end of the run. */
  answeredSince: number;
};

export type ScaledProduct = SimProduct & {
  /** The two API processes' base URLs (…, without /api), and the two gateways' /graphql. */
  apiUrls: [string, string];
  gatewayUrls: [string, string];
  /** The scheduled passes sent to both API processes, and those whose two runs overlapped. */
  readonly passes: { sent: number; overlapped: number };
  /**
   * The load balancer in front of the two APIs: the people's REST calls and uploads to one API
   * and the next to the other (round robin), an API that is down passed over.
   */
  balancer: Client;
  /** Requests the balancer sent to each API. */
  readonly requestsPerApi: [number, number];
  /**
   * The people's steps sent as GraphQL operations, which the balancer spreads over the two
   * gateways as it does the REST calls over the two APIs (gateway N in front of API N, so one
   * whose API is down is passed over).
   */
  readonly stepsPerGateway: [number, number];
  /** The kills of an API process, in order. */
  readonly killed: readonly ApiKill[];
};

/** One API process as started (a restart is another). */
type ApiProcess = {
  child: ChildProcess;
  /** Its connections' application_name: the database's sessions of this process, no other's. */
  appName: string;
  call<T>(c: ApiCall['call']): Promise<T>;
  ready: Promise<number>;
  killed: boolean;
};

const API_PROCESS = new URL('./api-process.ts', import.meta.url);
const GATEWAY_MAIN = new URL('../gateway/main.ts', import.meta.url);

/** The PostgreSQL server the scaled run uses when DATABASE_URL is not set. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startScaledProduct(serverUrl: string): Promise<ScaledProduct> {
  const { where, drop } = await freshDatabase(serverUrl);
  if (!('databaseUrl' in where)) throw new Error('the scaled layout runs on PostgreSQL');
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-sim-scaled-'));
  const vaCallbackKey = {
    clientId: String(randomInt(10_000, 100_000)),
    secret: randomBytes(16).toString('hex'),
  };
  // Its books — payments out, VAs and RDLs opened, billings as they stand — for the auditor
  // (sim/bank-books.ts), and its answers lost when armed. It lives as long as the run: a kill of
  // an API process leaves it, and its books, as they were.
  const bankPayouts: BankPayout[] = [];
  const bankVas: BankVa[] = [];
  const bankRdls: BankRdl[] = [];
  let bankBillings: BankBilling[] = [];
  const lostAnswers: { call: LossyCall; form: LostAnswerForm }[] = [];
  const { bank, lostAnswers: bankLosses } = withBankBooks(localPartnerBank({ vaCallbackKey }), {
    known: [],
    paid: (payout) => bankPayouts.push(payout),
    booked: (entry) => {
      if (entry.kind === 'va') bankVas.push(entry.va);
      else if (entry.kind === 'rdl') bankRdls.push(entry.rdl);
      else {
        const { trxId } = entry.billing;
        bankBillings = [...bankBillings.filter((b) => b.trxId !== trxId), entry.billing];
      }
    },
    lost: (call, form) => lostAnswers.push({ call, form }),
  });
  const startedAt = Date.now();
  const env = {
    ...process.env,
    DATABASE_URL: where.databaseUrl,
    // The shared file folder: DATA_DIR/files (api/files/storage.ts), S3 when S3_BUCKET is set.
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    SIGNING_CALLBACK_KEY: randomBytes(32).toString('base64url'),
    SEED_DEMO_INTO_DATABASE: 'true',
    BANK_ADAPTER: 'local',
    SIGNING_ADAPTER: 'local',
    LUMBUNG_SIM_BANK_KEY: JSON.stringify(vaCallbackKey),
    LUMBUNG_SIM_STARTED_AT: String(startedAt),
    LUMBUNG_SIM_EPOCH: String(SIM_EPOCH),
  };
  const auditorDb = await openPostgres(where.databaseUrl);
  const children: ChildProcess[] = [];
  let closing = false;
  let started = 0;
  let deliverSigning: (callback: SigningCallback) => Promise<number> = async () => 0;

  const startApi = (i: 0 | 1, seed: boolean, port: number): ApiProcess => {
    started += 1;
    const appName = `lumbung-sim-api${i + 1}-${started}`;
    const child = fork(API_PROCESS, [], {
      env: {
        ...env,
        SEED_DEMO: seed ? 'true' : 'false',
        LUMBUNG_SIM_PORT: String(port),
        PGAPPNAME: appName,
      },
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    let calls = 0;
    const pending = new Map<
      number,
      { resolve: (v: unknown) => void; reject: (e: Error) => void }
    >();
    let ready!: { resolve: (port: number) => void; reject: (e: Error) => void };
    const api: ApiProcess = {
      child,
      appName,
      killed: false,
      ready: new Promise<number>((resolve, reject) => {
        ready = { resolve, reject };
      }),
      call: <T>(c: ApiCall['call']) =>
        new Promise<T>((resolve, reject) => {
          if (!child.connected) return reject(new Error(`API ${i + 1} is not running`));
          const id = ++calls;
          pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
          child.send({ id, call: c } satisfies ApiCall);
        }),
    };
    // A message sent as the process dies: its call is rejected at the exit below.
    child.on('error', () => {});
    child.on('message', (message: { type?: string } & Record<string, unknown>) => {
      const event = message as FaultEvent | { type: 'ready'; port: number };
      switch (message.type) {
        case 'ready':
          ready.resolve(message.port as number);
          return;
        case 'bank': {
          const { id, method, args } = message as unknown as BankCall;
          // A process killed while the bank acted never hears its answer: the bank acted still.
          void answerBank(method, args).then((reply) => {
            if (child.connected) child.send({ bankReply: id, ...reply } as BankReply);
          });
          return;
        }
        case 'killMe':
          kill(i, api);
          return;
        case 'outageBegun':
          outageBegun(i);
          return;
        case 'signingCallback': {
          const { id, body, headers } = event as Extract<FaultEvent, { type: 'signingCallback' }>;
          void deliverSigning({ body, headers })
            .catch(() => 0)
            .then((status) =>
              child.connected
                ? api.call({ op: 'signingCallbackAnswered', id, status }).catch(() => {})
                : undefined,
            );
          return;
        }
        case 'reply': {
          const waiting = pending.get(message.id as number);
          pending.delete(message.id as number);
          if (message.ok) waiting?.resolve(message.value);
          else waiting?.reject(new Error(`API ${i + 1}: ${String(message.error)}`));
        }
      }
    });
    child.once('exit', (code, signal) => {
      for (const waiting of pending.values()) {
        waiting.reject(new Error(`API ${i + 1} ended (${signal ?? code})`));
      }
      pending.clear();
      ready.reject(new Error(`API ${i + 1} ended before it was ready (${signal ?? code})`));
      if (!closing && !api.killed)
        console.error(`API ${i + 1} ended on its own (${signal ?? code})`);
    });
    return api;
  };

  // What an API process asks the bank, answered by the one bank; a refusal the bank makes as
  // an AppError (a closed billing) crosses back as one.
  const answerBank = async (
    method: string,
    args: unknown[],
  ): Promise<
    { ok: true; value: unknown } | { ok: false; error: Extract<BankReply, { ok: false }>['error'] }
  > => {
    try {
      const fn = (bank as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
      if (typeof fn !== 'function') throw new Error(`the bank has no ${method}`);
      return { ok: true, value: await fn(...args) };
    } catch (error) {
      if (error instanceof AppError) {
        const { status, code, message, fields, reason, retryAfterSeconds, text, textFields } =
          error;
        return {
          ok: false,
          error: {
            message,
            status,
            code,
            extra: JSON.parse(
              JSON.stringify({ fields, reason, retryAfterSeconds, text, textFields }),
            ),
          },
        };
      }
      return {
        ok: false,
        error: { message: error instanceof Error ? error.message : String(error) },
      };
    }
  };

  const startGateway = async (restBaseUrl: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, [GATEWAY_MAIN.pathname], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        REST_API_URL: restBaseUrl,
        LOG_LEVEL: process.env.SIM_PRODUCT_LOG ?? 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    child.once('exit', (code, signal) => {
      if (!closing) console.error(`a gateway ended on its own (${signal ?? code})`);
    });
    const url = `http://127.0.0.1:${port}/graphql`;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const up = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) return url;
      await sleep(100);
    }
    throw new Error(`the gateway at ${url} did not answer`);
  };

  // The two API processes, each on the port it took at its first start, and whether it is down.
  type Slot = { url: string; port: number; process: ApiProcess; down: boolean };
  const slots: Slot[] = [];
  const slot = (i: number) => slots[i] as Slot;
  const live = () => slots.filter((s) => !s.down).map((s) => s.process);

  // Kills: SIGKILL when the armed process asks, no goodbye; then the same API started again.
  let kills = 0;
  const killed: ApiKill[] = [];
  const lastKill: (ApiKill | null)[] = [null, null];
  let armedOn: 0 | 1 | null = null;
  /** The dead process's database sessions ended: what it left is committed or rolled back. */
  let settled: Promise<void> = Promise.resolve();
  /** The process killed is answering again. */
  let back: Promise<void> = Promise.resolve();
  const sessionsEnded = async (appName: string) => {
    for (let attempt = 0; attempt < 1500; attempt += 1) {
      const [row] = await auditorDb.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
        [appName],
      );
      if (!row?.n) return;
      await sleep(20);
    }
    throw new Error(`the database still runs ${appName}'s sessions 30 s after its kill`);
  };
  const kill = (i: 0 | 1, victim: ApiProcess) => {
    const where = slot(i);
    if (closing || victim.killed || where.process !== victim) return;
    victim.killed = true;
    where.down = true;
    kills += 1;
    const record: ApiKill = { api: i + 1, answeredMeanwhile: 0, downMs: 0, answeredSince: 0 };
    killed.push(record);
    lastKill[i] = record;
    const killedAt = Date.now();
    const exited = new Promise<void>((resolve) => victim.child.once('exit', () => resolve()));
    victim.child.kill('SIGKILL');
    settled = exited.then(() => sessionsEnded(victim.appName));
    back = (async () => {
      await exited;
      const restarted = startApi(i, false, where.port);
      where.process = restarted;
      await restarted.ready;
      await answering(where.url);
      // The database is down for every process of the product until it is healed.
      if (outage.down) await restarted.call({ op: 'armOutage', afterQueries: 0 });
      where.down = false;
      record.downMs = Date.now() - killedAt;
    })();
    // Awaited by the clients and the wave's end; a failure is theirs to see.
    settled.catch(() => {});
    back.catch(() => {});
  };

  // Outages: one database behind both APIs. The first process whose queries begin to fail tells
  // the simulator, which makes the other's fail from its next query on.
  // Down until both processes acknowledged the heal (sim/outage-view.ts).
  const outage = outageView();
  const outageBegun = (i: 0 | 1) => {
    if (outage.down) return;
    outage.begun();
    const other = slot(1 - i);
    if (!other.down) {
      void other.process.call({ op: 'armOutage', afterQueries: 0 }).catch(() => {});
    }
  };

  // The load balancer: round robin over the APIs up; an answer while the other API is down is
  // counted for that kill, and one from an API that came back as its share again.
  const requestsPerApi: [number, number] = [0, 0];
  const stepsPerGateway: [number, number] = [0, 0];
  let turn = 0;
  const through = async <T>(work: (client: Client) => Promise<T>, graphql = false): Promise<T> => {
    let i = turn;
    turn = (turn + 1) % 2;
    if (slot(i).down && !slot(1 - i).down) i = 1 - i;
    if (graphql) stepsPerGateway[i as 0 | 1] += 1;
    else requestsPerApi[i as 0 | 1] += 1;
    const result = await work(clients[i] as Client);
    const other = lastKill[1 - i];
    if (other && slot(1 - i).down) other.answeredMeanwhile += 1;
    const own = lastKill[i];
    if (own && own.downMs > 0 && !slot(i).down) own.answeredSince += 1;
    return result;
  };
  let clients: Client[] = [];

  try {
    // The first seeds the demo accounts; the second finds them.
    const first = startApi(0, true, 0);
    const port1 = await first.ready;
    slots.push({ url: `http://127.0.0.1:${port1}`, port: port1, process: first, down: false });
    await answering(slot(0).url);
    // Gateway 1 needs only API 1's address: it starts while API 2 does (its failure is seen below).
    const gateway1 = startGateway(`${slot(0).url}/api`);
    gateway1.catch(() => {});
    const second = startApi(1, false, 0);
    const port2 = await second.ready;
    slots.push({ url: `http://127.0.0.1:${port2}`, port: port2, process: second, down: false });
    await answering(slot(1).url);
    const apiUrls: [string, string] = [slot(0).url, slot(1).url];
    const gatewayUrls: [string, string] = await Promise.all([
      gateway1,
      startGateway(`${apiUrls[1]}/api`),
    ]);
    // API N's client sends a step drawn for GraphQL to gateway N, the one in front of it.
    clients = slots.map((s, i) => httpClient(s.url, gatewayUrls[i]));
    // The product's time, as the API processes compute it: the demo clock's offset is read from
    // the database, where every instance keeps it.
    const productNow = async () => {
      const [row] = await auditorDb.query<{ offset_days: number }>(
        'SELECT offset_days FROM demo_clock',
      );
      return new Date(SIM_EPOCH + (Date.now() - startedAt) + (row?.offset_days ?? 0) * DAY_MS);
    };
    const passes = { sent: 0, overlapped: 0 };
    return {
      url: apiUrls[0],
      apiUrls,
      gatewayUrls,
      balancer: {
        url: apiUrls[0],
        rest: (method, path, options) =>
          through((c) => c.rest(method, path, options), options?.via === 'graphql'),
        upload: (token, bytes, name) => through((c) => c.upload(token, bytes, name)),
        login: (email, password) => through((c) => c.login(email, password)),
      },
      requestsPerApi,
      stepsPerGateway,
      killed,
      db: auditorDb,
      outage: {
        get outages() {
          return outage.outages;
        },
        get down() {
          return outage.down;
        },
        tripped: async () =>
          (
            await Promise.all(
              live().map((p) => p.call<boolean>({ op: 'outageTripped' }).catch(() => false)),
            )
          ).some(Boolean),
        heal: () =>
          outage.heal(() =>
            Promise.all(live().map((p) => p.call({ op: 'healOutage' }).catch(() => {}))),
          ),
      },
      get kills() {
        return kills;
      },
      get down() {
        return slots.some((s) => s.down);
      },
      // A request the kill cut off goes again (or is read back) once what the dead process left
      // is settled; the balancer sends it to the API up.
      up: () => settled,
      armOutage: async (afterQueries) => {
        await Promise.all(live().map((p) => p.call({ op: 'armOutage', afterQueries })));
      },
      // The drawn query is counted among the wave's queries, which the balancer shares between
      // the two: the armed API runs about half of them, so it is killed at about the same point
      // of the wave as the one process would be.
      armKill: async (afterQueries, api = 0) => {
        armedOn = api;
        await slot(api).process.call({ op: 'armKill', afterQueries: Math.floor(afterQueries / 2) });
      },
      disarmKill: async () => {
        await back;
        if (armedOn !== null) await slot(armedOn).process.call({ op: 'disarmKill' });
        armedOn = null;
      },
      armLostAnswer: async (afterCalls, form, calls) => bankLosses.arm(afterCalls, form, calls),
      disarmLostAnswer: async () => bankLosses.disarm(),
      lostAnswers,
      bankPayouts,
      get bankHoldings() {
        return { vas: bankVas, rdls: bankRdls, billings: bankBillings };
      },
      onSigningCallback(deliver) {
        deliverSigning = deliver;
      },
      sealVaPayment: async (virtualAccount, amountRupiah, customerName) => {
        if (!bank.sealVaPayment) throw new Error('the built-in bank seals payments');
        const now = await productNow();
        return bank.sealVaPayment({ virtualAccount, amountRupiah, customerName, now });
      },
      resealVaPayment: async (body) => {
        if (!bank.resealVaPayment) throw new Error('the built-in bank seals payments');
        return bank.resealVaPayment(body as VaCallbackBody, await productNow());
      },
      // Both API processes run the scheduled pass at the same moment.
      tick: async () => {
        await back;
        const [one, two] = await Promise.all(
          slots.map((s) => s.process.call<[number, number]>({ op: 'tick' })),
        );
        passes.sent += 1;
        if (one && two && Math.max(one[0], two[0]) < Math.min(one[1], two[1])) {
          passes.overlapped += 1;
        }
      },
      passes,
      close: async () => {
        await back.catch(() => {});
        closing = true;
        await Promise.all(slots.map((s) => s.process.call({ op: 'close' }))).catch(() => {});
        await stopAll(children);
        await auditorDb.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    closing = true;
    await stopAll(children);
    await auditorDb.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function stopAll(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
