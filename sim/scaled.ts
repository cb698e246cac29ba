// The product as it runs when it outgrows one machine (`npm run simulate -- --scaled`): two API
// processes (sim/api-process.ts: `npm run start:api`'s server) and two gateways (`npm run
// start:gateway` itself, gateway/main.ts, each in front of one API) on one fresh PostgreSQL
// database and one shared file folder, with one TOKEN_SECRET. The demo accounts are seeded by
// the first API process through SEED_DEMO_INTO_DATABASE=true before the second starts (two
// seeders at once would both find the database empty).
//
// The built-in bank lives here, in the simulator's process: it keeps its VAs, billings, RDLs
// and payouts in memory, and a real bank is one service for every API instance; both API
// processes call this one over their IPC channel, and the simulator seals the bank's payments
// with it directly. The auditor reads the database on a connection of its own. No faults: the
// scaled run checks that two instances side by side count nothing twice.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptVaPayload, encryptVaPayload } from '../api/bank/bni/ecollection-cipher.ts';
import { localPartnerBank, type VaCallbackBody } from '../api/bank/partner-bank.ts';
import { DAY_MS } from '../api/clock/demo-clock.ts';
import { openPostgres } from '../api/db/db.ts';
import { AppError } from '../api/http/errors.ts';
import type { ApiCall, BankCall, BankReply } from './api-process.ts';
import { type BankPayout, withBankBooks } from './bank-books.ts';
import { answering, freshDatabase, SIM_EPOCH, type SimProduct } from './product.ts';

export type ScaledProduct = SimProduct & {
  /** The two API processes' base URLs (…, without /api), and the two gateways' /graphql. */
  apiUrls: [string, string];
  gatewayUrls: [string, string];
  /** The scheduled passes sent to both API processes, and those whose two runs overlapped. */
  readonly passes: { sent: number; overlapped: number };
};

const API_PROCESS = new URL('./api-process.ts', import.meta.url);
const GATEWAY_MAIN = new URL('../gateway/main.ts', import.meta.url);

/** The PostgreSQL server the scaled run uses when DATABASE_URL is not set. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function startScaledProduct(serverUrl: string): Promise<ScaledProduct> {
  const { where, drop } = await freshDatabase(serverUrl);
  if (!('databaseUrl' in where)) throw new Error('the scaled layout runs on PostgreSQL');
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-sim-scaled-'));
  const vaCallbackKey = {
    clientId: String(randomInt(10_000, 100_000)),
    secret: randomBytes(16).toString('hex'),
  };
  // Its books of payments out, for the auditor (sim/bank-books.ts); no answer is lost here.
  const bankPayouts: BankPayout[] = [];
  const { bank } = withBankBooks(localPartnerBank({ vaCallbackKey }), {
    known: [],
    paid: (payout) => bankPayouts.push(payout),
    lost: () => {},
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

  const startApi = (seed: boolean) =>
    new Promise<{ url: string; call: <T>(c: ApiCall['call']) => Promise<T> }>((resolve, reject) => {
      const child = fork(API_PROCESS, [], {
        env: { ...env, SEED_DEMO: seed ? 'true' : 'false' },
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
      const call = <T>(c: ApiCall['call']) =>
        new Promise<T>((res, rej) => {
          const id = ++calls;
          pending.set(id, { resolve: res as (v: unknown) => void, reject: rej });
          child.send({ id, call: c } satisfies ApiCall);
        });
      child.on('message', (message: Record<string, unknown>) => {
        if (message.type === 'ready') {
          resolve({ url: `http://127.0.0.1:${message.port}`, call });
        } else if (message.type === 'bank') {
          const { id, method, args } = message as unknown as BankCall;
          void answerBank(method, args).then((reply) =>
            child.send({ bankReply: id, ...reply } as BankReply),
          );
        } else if (message.type === 'reply') {
          const waiting = pending.get(message.id as number);
          pending.delete(message.id as number);
          if (message.ok) waiting?.resolve(message.value);
          else waiting?.reject(new Error(`an API process: ${String(message.error)}`));
        }
      });
      child.once('exit', (code, signal) => {
        for (const waiting of pending.values()) {
          waiting.reject(new Error(`an API process ended (${signal ?? code})`));
        }
        reject(new Error(`an API process ended before it was ready (${signal ?? code})`));
        if (!closing) console.error(`an API process ended on its own (${signal ?? code})`);
      });
    });

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
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the gateway at ${url} did not answer`);
  };

  try {
    // The first seeds the demo accounts; the second finds them.
    const api1 = await startApi(true);
    await answering(api1.url);
    const api2 = await startApi(false);
    await answering(api2.url);
    const gatewayUrls: [string, string] = await Promise.all([
      startGateway(`${api1.url}/api`),
      startGateway(`${api2.url}/api`),
    ]);
    // The product's time, as the API processes compute it: the demo clock's offset is read from
    // the database, where every instance keeps it.
    const productNow = async () => {
      const [row] = await auditorDb.query<{ offset_days: number }>(
        'SELECT offset_days FROM demo_clock',
      );
      return new Date(SIM_EPOCH + (Date.now() - startedAt) + (row?.offset_days ?? 0) * DAY_MS);
    };
    const passes = { sent: 0, overlapped: 0 };
    const never = () => Promise.reject(new Error('the scaled layout injects no faults'));
    return {
      url: api1.url,
      apiUrls: [api1.url, api2.url],
      gatewayUrls,
      db: auditorDb,
      outage: {
        outages: 0,
        down: false,
        tripped: async () => false,
        heal: async () => {},
      },
      kills: 0,
      down: false,
      up: async () => {},
      armOutage: never,
      armKill: never,
      disarmKill: async () => {},
      armLostAnswer: never,
      disarmLostAnswer: async () => {},
      lostAnswers: [],
      bankPayouts,
      // The built-in provider posts its callbacks inside each API process, as `npm run start:api`.
      onSigningCallback: () => {},
      sealVaPayment: async (virtualAccount, amountRupiah, customerName) => {
        if (!bank.sealVaPayment) throw new Error('the built-in bank seals payments');
        const now = await productNow();
        return bank.sealVaPayment({ virtualAccount, amountRupiah, customerName, now });
      },
      resealVaPayment: async (body) => {
        const { clientId, secret } = bank.vaCallbackKey;
        const opened = decryptVaPayload(
          (body as VaCallbackBody).data,
          clientId,
          secret,
          0,
          Number.POSITIVE_INFINITY,
        );
        if (!opened.ok) throw new Error(`not a payment the bank sealed: ${opened.reason}`);
        const now = await productNow();
        return {
          client_id: clientId,
          data: encryptVaPayload(opened.data, clientId, secret, now.getTime() / 1000),
        };
      },
      // Both API processes run the scheduled pass at the same moment.
      tick: async () => {
        const [one, two] = await Promise.all([
          api1.call<[number, number]>({ op: 'tick' }),
          api2.call<[number, number]>({ op: 'tick' }),
        ]);
        passes.sent += 1;
        if (Math.max(one[0], two[0]) < Math.min(one[1], two[1])) passes.overlapped += 1;
      },
      passes,
      close: async () => {
        closing = true;
        await Promise.all([api1.call({ op: 'close' }), api2.call({ op: 'close' })]).catch(() => {});
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
