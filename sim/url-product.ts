// A product already started, apart from the simulator (`npm run simulate -- --url URL`): `npm
// start` in demo mode, on PostgreSQL (DATABASE_URL with SEED_DEMO_INTO_DATABASE=true). Nothing of
// it runs in the simulator's process or a child of it, so what the simulator reaches over its own
// product's IPC channel (sim/product.ts) it reaches here over the product's demo routes, as staff:
// - the scheduled pass after each advance of the demo clock: POST /api/demo/scheduled-pass;
// - the bank's side of a transfer into a VA, sealed and handed back for the simulator to deliver
//   to /api/bank/va/callback: POST /api/demo/bank/va-payments;
// - the bank's books of payments out, for the auditor: GET /api/demo/bank/payouts (those the bank
//   took before the run — the demo's seeded disbursements — are not the run's).
// The auditor reads the database directly, as the platform's own auditor: `databaseUrl` must name
// the product's own PostgreSQL database (an embedded PGlite is one process's database, which no
// other process may open); the simulator checks it is the same by a user's id, read through both.
// With faults, what can be done to a product from outside it: the bank's payment callbacks
// repeated or lost (the simulator delivers them; a lost one the bank seals again the next day,
// POST /api/demo/bank/va-payments/resend), and the database's outage made real on its server:
// connections to the product's database refused (ALLOW_CONNECTIONS false, set from the server's
// maintenance database) and the product's open ones ended (pg_terminate_backend, the auditor's
// spared by their application_name), from the chosen request of a wave until a client has seen
// the product fail. The role in DATABASE_URL must own that database (or be a superuser). Not
// from outside: kills (the product's process is not the simulator's), lost bank answers (its
// bank), the signature provider's callbacks (delivered in the product's process, as `npm start`
// delivers them). The product is left running, its database as the run left it.
import pg from 'pg';
import { openPostgres } from '../api/db/db.ts';
import { DEMO_PASSWORD } from '../api/db/seed-demo.ts';
import { toSen } from '../machines/shared/money.ts';
import type { BankPayout } from './bank-books.ts';
import { type Client, httpClient, type Json } from './client.ts';
import { answering, type SimProduct } from './product.ts';

/** The product at the address is not one a run can drive: the message says what to start. */
export class NotDrivable extends Error {}

/** The auditor's connections, which an outage spares: the platform's auditor is not the product. */
const AUDITOR = 'lumbung-sim-auditor';

/** `databaseUrl` under another database's name, or with an application_name. */
function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
function asAuditor(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', AUDITOR);
  return url.toString();
}

/**
 * The product's database made to refuse it, on its PostgreSQL server: from the maintenance
 * database (a database cannot refuse connections to itself), new connections to it disallowed
 * and the product's open ones ended.
 */
async function databaseSwitch(databaseUrl: string) {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const control = new pg.Client({
    connectionString: withDatabase(databaseUrl, database === 'postgres' ? 'template1' : 'postgres'),
    application_name: AUDITOR,
  });
  await control.connect();
  const quoted = `"${database.replaceAll('"', '""')}"`;
  const allow = (yes: boolean) =>
    control.query(`ALTER DATABASE ${quoted} WITH ALLOW_CONNECTIONS ${yes}`);
  // Whether this role may: the statement that heals, harmless now.
  await allow(true).catch(async (error: unknown) => {
    await control.end();
    throw new NotDrivable(
      `--faults with --url needs DATABASE_URL's role to own the database ${database} (its outages ` +
        `refuse connections to it): ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return {
    async cut() {
      await allow(false);
      await control.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND application_name <> $2 AND pid <> pg_backend_pid()`,
        [database, AUDITOR],
      );
    },
    heal: () => allow(true).then(() => undefined),
    close: () => control.end(),
  };
}

/** The product's answer to a call the simulator makes as staff, or why it failed. */
async function asStaff(
  client: Client,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Json> {
  const answer = await client.rest(method, `/demo${path}`, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  if (answer.status !== 200) {
    throw new Error(
      `${method} /api/demo${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
  return answer.body;
}

type BookLine = {
  requestUuid: string;
  amount: string;
  fee: string;
  rail: string;
  account: string;
  settlesAt: string;
};

/**
 * The started product at `url`, checked to be what a run needs: answering, in demo mode, on the
 * database at `databaseUrl`, and not simulated on before (its demo lenders still without the
 * wallets the run opens). Each refusal says what to start instead.
 */
export async function connectToProduct(
  url: string,
  databaseUrl: string,
  options: { faults?: boolean } = {},
): Promise<SimProduct> {
  const base = url.replace(/\/+$/, '');
  // Started already: a second to answer.
  await answering(base, 20).catch(() => {
    throw new NotDrivable(`nothing answers GET ${base}/api/ready: is the product started there?`);
  });
  const client = httpClient(base);
  const db = await openPostgres(asAuditor(databaseUrl));
  let database: Awaited<ReturnType<typeof databaseSwitch>> | null = null;
  try {
    const admin = await client.login('admin@lumbung.test', DEMO_PASSWORD).catch(() => {
      throw new NotDrivable(
        `the product at ${base} has no demo accounts (admin@lumbung.test could not log in): ` +
          'start it in demo mode with its demo data (SEED_DEMO_INTO_DATABASE=true next to DATABASE_URL)',
      );
    });
    const clock = await client.rest('GET', '/demo/clock', { token: admin });
    if (clock.status === 404) {
      throw new NotDrivable(
        `the product at ${base} is not in demo mode (GET /api/demo/clock answers 404): ` +
          'start it with SEED_DEMO_INTO_DATABASE=true next to DATABASE_URL',
      );
    }
    const me = await client.rest('GET', '/account/me', { token: admin });
    const [stored] = await db
      .query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = 'admin@lumbung.test'")
      .catch((error: unknown) => {
        throw new NotDrivable(`DATABASE_URL cannot be read: ${String(error)}`);
      });
    if ((me.body.data as { id?: string } | undefined)?.id !== stored?.id) {
      throw new NotDrivable(
        `DATABASE_URL is not the database of the product at ${base} (admin@lumbung.test is ` +
          'another user there): the auditor must read the database the product writes',
      );
    }
    const [used] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lender_wallets w JOIN users u ON u.id = w.lender_id
        WHERE u.email IN ('lender@lumbung.test', 'lender.company@lumbung.test')`,
    );
    if ((used?.n ?? 0) > 0) {
      throw new NotDrivable(
        `the product at ${base} was simulated on (or its demo lenders used) before: ` +
          'start it on a fresh database',
      );
    }
    if (options.faults) database = await databaseSwitch(databaseUrl);
    const outage = outageOf(database);
    // The run is short beside a session's lifetime (TOKEN_TTL_SECONDS, two hours by default), as
    // for the people's sessions the simulator opens. Staff playing the bank ask again what an
    // outage failed: sealing a transfer, or running the pass, did nothing then.
    const staff = async (method: string, path: string, body?: unknown): Promise<Json> => {
      for (let attempt = 0; ; attempt += 1) {
        const outages = outage.outages;
        const downBefore = outage.down;
        try {
          return await asStaff(client, admin, method, path, body);
        } catch (error) {
          const met = downBefore || outage.down || outage.outages !== outages;
          if (attempt >= 3 || !met) throw error;
          await outage.heal();
        }
      }
    };
    const readBooks = async () =>
      ((await staff('GET', '/bank/payouts')).data as BookLine[]).map(
        (line): BankPayout => ({
          requestUuid: line.requestUuid,
          amountSen: toSen(line.amount).toString(),
          feeSen: toSen(line.fee).toString(),
          rail: line.rail,
          account: line.account,
          settlesAtMs: Date.parse(line.settlesAt),
        }),
      );
    // What the bank paid before the run is the demo's, not the run's.
    const before = new Set((await readBooks()).map((payout) => payout.requestUuid));
    const bankPayouts: BankPayout[] = [];
    const noFaults = () => Promise.reject(new Error('no such fault with --url'));
    return {
      url: base,
      db,
      client: outage.client(client),
      outage,
      // The plan counts the product's queries, which only the product sees: a request runs
      // some four of them, so the outage begins before the request that would have run it.
      armOutage: async (afterQueries) => outage.arm(Math.floor(afterQueries / 4)),
      kills: 0,
      down: false,
      up: async () => {},
      armKill: noFaults,
      disarmKill: async () => {},
      armLostAnswer: noFaults,
      disarmLostAnswer: async () => {},
      lostAnswers: [],
      bankPayouts,
      refreshBankPayouts: async () => {
        const run = (await readBooks()).filter((payout) => !before.has(payout.requestUuid));
        bankPayouts.splice(0, bankPayouts.length, ...run);
      },
      // The built-in provider posts its callbacks within the product's process, as `npm start`.
      onSigningCallback: () => {},
      sealVaPayment: async (virtualAccount, amountRupiah, customerName) => {
        const sealed = (
          await staff('POST', '/bank/va-payments', {
            virtualAccount,
            amount: amountRupiah.toString(),
            customerName,
          })
        ).data as { callback: unknown; paymentNtb: string };
        return { body: sealed.callback, paymentNtb: sealed.paymentNtb };
      },
      // A callback the network lost, as the bank delivers it again.
      resealVaPayment: async (callback) =>
        ((await staff('POST', '/bank/va-payments/resend', { callback })).data as Json).callback,
      tick: async () => {
        await staff('POST', '/scheduled-pass');
      },
      close: async () => {
        await outage.heal();
        await database?.close();
        await db.close();
      },
    };
  } catch (error) {
    await database?.heal();
    await database?.close();
    await db.close();
    throw error;
  }
}

/**
 * The outages of a started product's database, begun before the wave's chosen request (counted
 * as the simulator's clients send them) and healed when a client has seen the product fail, or
 * with the wave: the product's requests in flight then lose their connections mid-way, the
 * following ones find none. Without faults, never armed.
 */
function outageOf(database: Awaited<ReturnType<typeof databaseSwitch>> | null) {
  let left: number | null = null;
  let down = false;
  let outages = 0;
  const beforeRequest = async () => {
    if (left === null || !database) return;
    if (left > 0) {
      left -= 1;
      return;
    }
    left = null;
    down = true;
    outages += 1;
    await database.cut();
  };
  // Clients that saw the failure at once all wait for the one heal (the switch's statements run
  // in order on its one connection, so it follows the cut); the database is down until it is
  // done, so that a request sent meanwhile is known to have met the outage.
  let healing: Promise<void> | null = null;
  const heal = () => {
    left = null;
    if (down && !healing) {
      healing = (database?.heal() ?? Promise.resolve()).then(() => {
        down = false;
        healing = null;
      });
    }
    return healing ?? Promise.resolve();
  };
  return {
    get outages() {
      return outages;
    },
    get down() {
      return down;
    },
    tripped: async () => down,
    heal,
    arm(afterRequests: number) {
      left = afterRequests;
    },
    /** The simulator's client, whose requests the armed outage counts. */
    client(base: Client): Client {
      return {
        ...base,
        rest: async (method, path, options) => {
          await beforeRequest();
          return base.rest(method, path, options);
        },
        upload: async (token, bytes, name) => {
          await beforeRequest();
          return base.upload(token, bytes, name);
        },
      };
    },
  };
}
