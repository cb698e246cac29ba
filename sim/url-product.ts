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
// No faults: kills and outages need the product's process in the simulator's hands, lost bank
// answers its bank, the signature provider's callbacks its provider (delivered in the product's
// process here, as `npm start` delivers them). The product is left running, its database as the
// run left it.
import { openPostgres } from '../api/db/db.ts';
import { DEMO_PASSWORD } from '../api/db/seed-demo.ts';
import { toSen } from '../machines/shared/money.ts';
import type { BankPayout } from './bank-books.ts';
import { type Client, httpClient, type Json } from './client.ts';
import { answering, type SimProduct } from './product.ts';

/** The product at the address is not one a run can drive: the message says what to start. */
export class NotDrivable extends Error {}

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
export async function connectToProduct(url: string, databaseUrl: string): Promise<SimProduct> {
  const base = url.replace(/\/+$/, '');
  await answering(base).catch(() => {
    throw new NotDrivable(`nothing answers GET ${base}/api/ready: is the product started there?`);
  });
  const client = httpClient(base);
  const db = await openPostgres(databaseUrl);
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
    // The run is short beside a session's lifetime (TOKEN_TTL_SECONDS, two hours by default), as
    // for the people's sessions the simulator opens.
    const staff = (method: string, path: string, body?: unknown) =>
      asStaff(client, admin, method, path, body);
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
    const noFaults = () => Promise.reject(new Error('no faults with --url'));
    return {
      url: base,
      db,
      outage: { outages: 0, down: false, tripped: async () => false, heal: async () => {} },
      kills: 0,
      down: false,
      up: async () => {},
      armOutage: noFaults,
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
      // Only a lost callback is sealed again, and no callback is lost without faults.
      resealVaPayment: () => Promise.reject(new Error('no callback is lost with --url')),
      tick: async () => {
        await staff('POST', '/scheduled-pass');
      },
      close: () => db.close(),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
