// The whole product (API, gateway, web) on a free loopback port over a test database seeded
// with the demo accounts and products, for API, gateway and browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTokens } from '../../api/accounts/tokens.ts';
import { localPartnerBank, type PartnerBank } from '../../api/bank/partner-bank.ts';
import type { WithdrawalPoll } from '../../api/cash-out/settle-pending.ts';
import { type DemoClock, openDemoClock } from '../../api/clock/demo-clock.ts';
import type { Db } from '../../api/db/db.ts';
import { DEMO_PASSWORD, seedDemo } from '../../api/db/seed-demo.ts';
import { seedDemoRepayment } from '../../api/db/seed-demo-repayment.ts';
import { localStorage } from '../../api/files/storage.ts';
import type {
  LocalSigningOptions,
  LocalSigningProvider,
} from '../../api/signing/local-provider.ts';
import { builtInSigning } from '../../api/signing/providers.ts';
import type { UploadQuota } from '../../machines/upload/upload.rules.ts';
import { buildProductServer } from '../../server/product-server.ts';
import { openSeededTestDatabase } from './test-database.ts';

export type TestProduct = {
  url: string;
  db: Db;
  /** On PostgreSQL (DATABASE_URL set), the product's database, for a reader of its own. */
  databaseUrl?: string;
  /** The folder the uploaded files are written to. */
  filesDir: string;
  /**
   * The real time the product runs on; tests may move it. In demo mode (the default) the
   * product's time is this plus the days the demo clock was advanced.
   */
  clock: { now: Date };
  /** The demo clock (demo mode only). */
  demoClock?: DemoClock;
  /** Every request the REST API received (`GET /api/loan`), in order, from the gateway too. */
  apiRequests: string[];
  /**
   * The built-in signature provider: a test may take its callbacks' delivery into its hands
   * (absent from a product started in a process of its own).
   */
  signing?: LocalSigningProvider;
  close(): Promise<void>;
};

const SUITE_UPLOAD_QUOTA: UploadQuota = {
  files: 100_000,
  bytes: 100_000_000_000,
  windowSeconds: 24 * 60 * 60,
};

export async function startTestProduct(
  options: {
    bank?: PartnerBank;
    uploadQuota?: UploadQuota;
    /** The withdrawal settlement job (off unless a test turns it on). */
    withdrawalPoll?: WithdrawalPoll;
    /** Demo mode (the outbox page); on unless a test starts the product as a real instance. */
    demo?: boolean;
    /**
     * The embedded demo's two loans in their repayment period (api/db/seed-demo-repayment.ts),
     * as `npm start` seeds them: off unless a test needs them (they take a few seconds).
     */
    demoRepayment?: boolean;
    /** Where the product's log lines go (silent when absent). */
    logStream?: { write(line: string): void };
    /** The built-in signature provider's callback key (a fresh one unless given). */
    signingCallbackKey?: string;
    /** A test's hook: the built-in signature provider refuses to start a signing. */
    refuseSigningStart?: LocalSigningOptions['refuseStart'];
    /**
     * The product's public address is its own (a free port chosen first) rather than
     * http://localhost:4000: a browser test that follows the signing provider's links needs them,
     * and the return to the product, on the origin the browser is signed in on.
     */
    ownPublicUrl?: boolean;
    /** Where QA's path-test report is read from (the staff route); default ./qa-report. */
    qaReportDir?: string;
    /** More routes, registered before the server listens (a test's own failing route). */
    extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestProduct> {
  const clock = { now: new Date() };
  const realNow = () => clock.now;
  const storageDir = mkdtempSync(join(tmpdir(), 'lumbung-files-'));
  const storage = localStorage(storageDir);
  // The run's seeded demo when it is today's (seedDemo then finds it done), else seeded here.
  const db = await openSeededTestDatabase(storageDir, clock.now);
  const demo = options.demo ?? true;
  const demoClock = demo ? await openDemoClock(db, realNow) : undefined;
  const now = demoClock?.now ?? realNow;
  await seedDemo(db, now(), storage);
  const tokens = createTokens({ secret: 'test-secret', ttlSeconds: 3600, now: realNow });
  const port = options.ownPublicUrl ? await freePort() : 0;
  const publicUrl = options.ownPublicUrl ? `http://127.0.0.1:${port}` : 'http://localhost:4000';
  if (options.demoRepayment) {
    await seedDemoRepayment({ db, storage, tokens, realNow, present: now(), publicUrl });
  }
  const signing = builtInSigning({
    db,
    storage,
    now,
    publicUrl,
    ...(options.signingCallbackKey ? { callbackKey: options.signingCallbackKey } : {}),
    ...(options.refuseSigningStart ? { refuseStart: options.refuseSigningStart } : {}),
  });
  const app = await buildProductServer({
    deps: {
      db,
      now,
      realNow,
      ...(demoClock ? { demoClock } : {}),
      tokens,
      storage,
      publicUrl,
      demo,
      bank: options.bank ?? localPartnerBank(),
      signing,
      relearnBankOnStart: true,
      // Suites walk dozens of applications of one demo borrower within one test day, more files
      // than a person's daily quota: they get room, and the quota's own test sets its numbers.
      uploadQuota: options.uploadQuota ?? SUITE_UPLOAD_QUOTA,
      ...(options.withdrawalPoll ? { withdrawalPoll: options.withdrawalPoll } : {}),
      ...(options.qaReportDir ? { qaReportDir: options.qaReportDir } : {}),
    },
    production: false,
    logLevel: options.logStream ? 'info' : 'silent',
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
  });
  const apiRequests: string[] = [];
  // The gateway's fetch of the API's public keys (to verify a token, cached for minutes) is not
  // a call any operation asked for: it is left out, so counts do not hang on which test was first.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/.well-known/')) {
      apiRequests.push(`${request.method} ${request.url}`);
    }
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    db,
    ...(db.url ? { databaseUrl: db.url } : {}),
    filesDir: storageDir,
    clock,
    ...(demoClock ? { demoClock } : {}),
    apiRequests,
    signing,
    close: async () => {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** A loopback port free now (the product listens on it next). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export { DEMO_PASSWORD };

type Json = Record<string, unknown>;

/** A REST call below /api: the status and parsed body. */
export async function rest(
  product: TestProduct,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: {
      // Uncompressed, as the gateway asks the API: what the tests read is the answer, and
      // compressing every answer and inflating it again took a twentieth of the API tier's CPU.
      // The compression itself is tests/api/http-surface.api.test.ts's.
      'accept-encoding': 'identity',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

export async function loginAs(
  product: TestProduct,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { status, body } = await rest(product, 'POST', '/account/login', {
    body: { email, password },
  });
  if (status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return (body.data as { token: string }).token;
}

/** A GraphQL operation through the gateway. */
export async function graphql<T = Json>(
  product: TestProduct,
  query: string,
  variables: Json = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ data: T | null; errors?: Array<{ message: string; extensions?: Json }> }> {
  const response = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: {
      'accept-encoding': 'identity',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data: T | null;
    errors?: Array<{ message: string; extensions?: Json }>;
  };
}
