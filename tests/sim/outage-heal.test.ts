// Seed 804 of the thousand-seed run (README, Simulation): a bank's VA callback delivered once
// answered 500 on a day whose top-ups met a database outage, and the auditor took it for the
// product's own error. Its product log showed the callback's query refused by the injected outage
// some 50 ms after the simulator had asked for the heal: the heal goes over the product process's
// IPC channel, the callback over HTTP, and nothing orders one against the other. The simulator
// counted the database up from the moment it asked, so the callback, sent after that and
// refused before the heal landed, looked sent while the database was up, and by the time its
// client asked, the product said it was up. Here that timing is made on purpose: the product's
// switch is sim/faults.ts's withOutage, the simulator's view of it sim/outage-view.ts (the one
// sim/product.ts and sim/scaled.ts keep), the clients sim/faults.ts's faultTolerantClient, and the
// heal reaches the product only when the test lets it: right after the callback's query was
// refused.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/db.ts';
import type { Client } from '../../sim/client.ts';
import { type FaultyProduct, faultTolerantClient, withOutage } from '../../sim/faults.ts';
import { outageView } from '../../sim/outage-view.ts';

/** A database that answers every query (the product's, behind the outage's switch). */
const database: Db = {
  kind: 'pglite',
  query: async () => [],
  exec: async () => {},
  tx: (work) => work(database),
  close: async () => {},
};

/** Lets every pending promise callback run (the clients' steps between two of the test's). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function scene() {
  const view = outageView();
  // The product tells the outage's beginning before it answers (one channel, in order).
  const { db, outage } = withOutage(database, () => view.begun());
  // Heals asked for and not yet applied in the product: on their way over the IPC channel.
  const inTransit: (() => void)[] = [];
  const deliverHeals = () => {
    for (const apply of inTransit.splice(0)) apply();
  };
  const product: FaultyProduct = {
    outage: {
      get outages() {
        return view.outages;
      },
      get down() {
        return view.down;
      },
      tripped: async () => outage.tripped,
      heal: () =>
        view.heal(
          () =>
            new Promise<void>((resolve) => {
              inTransit.push(() => {
                outage.heal();
                resolve();
              });
            }),
        ),
    },
    kills: 0,
    down: false,
    up: async () => {},
  };
  // The product's HTTP side: every request runs a query; one the outage refuses answers 500, as
  // the error handler answers an unexpected error. `afterQuery` runs once the query was tried.
  let afterQuery = () => {};
  const sent: string[] = [];
  const http: Client = {
    url: 'http://product.test',
    rest: async (method, path) => {
      sent.push(`${method} ${path}`);
      try {
        await db.query('SELECT 1');
        return { status: 200, body: { data: {} } };
      } catch {
        return { status: 500, body: { code: 'INTERNAL' } };
      } finally {
        afterQuery();
      }
    },
    upload: async () => {
      throw new Error('no uploads here');
    },
    login: async () => {
      throw new Error('no logins here');
    },
  };
  const counts = { retried: 0, abandoned: 0, resentAfterKill: 0, lostAtKill: 0 };
  const client = faultTolerantClient(http, product, counts);
  return {
    client,
    product,
    outage,
    counts,
    sent,
    inTransit,
    deliverHeals,
    afterEachQuery: (run: () => void) => {
      afterQuery = run;
    },
  };
}

describe('an outage healed over IPC while a request is on its way over HTTP', () => {
  it('counts the database down until the product has healed it', async () => {
    const s = scene();
    s.outage.arm(0);
    const deposit = s.client.rest('POST', '/demo/rdl-deposit', { body: { amount: '13000000' } });
    await settle();
    // The deposit met the outage; its client asked for the heal, still on its way.
    expect(s.product.outage.outages).toBe(1);
    expect(s.inTransit).toHaveLength(1);
    expect(s.outage.tripped).toBe(true);
    expect(s.product.outage.down).toBe(true);
    s.deliverHeals();
    await settle();
    expect(s.product.outage.down).toBe(false);
    expect(await deposit).toEqual({ status: 503, body: { code: 'INTERRUPTED_BY_OUTAGE' } });
  });

  it('sends again a bank callback the outage refused after the heal was asked for, before it landed', async () => {
    const s = scene();
    s.outage.arm(0);
    // Seed 804's day 1: the RDL lender's deposit meets the outage first, and its client heals.
    const deposit = s.client.rest('POST', '/demo/rdl-deposit', { body: { amount: '13000000' } });
    await settle();
    expect(s.inTransit).toHaveLength(1);
    // The investor's callback goes now, after the heal was asked for; the product runs its query
    // before the heal lands, which it does before the callback's client asks whether the
    // database is down.
    s.afterEachQuery(s.deliverHeals);
    const callback = await s.client.rest('POST', '/bank/va/callback', { body: { data: 'sealed' } });
    expect(callback.status).toBe(200);
    expect(s.sent).toEqual([
      'POST /demo/rdl-deposit',
      'POST /bank/va/callback',
      'POST /bank/va/callback',
    ]);
    expect(s.counts).toMatchObject({ retried: 1, abandoned: 1 });
    expect(await deposit).toEqual({ status: 503, body: { code: 'INTERRUPTED_BY_OUTAGE' } });
  });

  it('still reports a 500 of a request sent once the product has healed the database', async () => {
    const s = scene();
    s.outage.arm(0);
    const deposit = s.client.rest('POST', '/demo/rdl-deposit', { body: {} });
    await settle();
    s.deliverHeals();
    await deposit;
    // The database is up and the product says so: a 500 now is the product's own.
    const broken: Client = {
      ...s.client,
      rest: async () => ({ status: 500, body: { code: 'INTERNAL' } }),
    };
    const strict = faultTolerantClient(broken, s.product, s.counts);
    expect((await strict.rest('POST', '/bank/va/callback', { body: {} })).status).toBe(500);
  });
});
