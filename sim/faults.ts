// The faults the simulator injects (issue 20), each drawn from its own generator seeded from the
// run's seed — so the plan of operations is the same with faults on or off, and a seed with
// faults replays its faults too:
// - the bank repeats a payment callback (the same sealed payment, same payment_ntb, delivered
//   twice at once), or its callback is lost and the bank delivers it again the next day;
// - the database refuses connections for a while: after a chosen number of queries within a
//   wave of operations every query fails, including those of transactions already running, until
//   a client has seen the product's failure; the clients then retry what is safe to retry (reads,
//   requests carrying an Idempotency-Key, the bank's callback) and give up on the rest.
// After each day the auditor must still find nothing wrong: every operation finished exactly once
// or not at all.
import type { Db, Queryable, Row } from '../api/db/db.ts';
import type { Answer, Client } from './client.ts';
import type { Rng } from './prng.ts';

/** How the bank delivers one payment callback. */
export type Delivery = 'once' | 'repeat' | 'drop';

/** A database that can be made to refuse connections, as a server's outage does. */
export type Outage = {
  /** Fail every query after `afterQueries` more have run, until healed. */
  arm(afterQueries: number): void;
  /** Whether the database is down now (a query was refused since it was armed). */
  readonly tripped: boolean;
  /** How many outages have begun so far: a request that saw this change met one. */
  readonly outages: number;
  /** Connections are accepted again; an outage not yet begun is called off. */
  heal(): void;
  /** Queries refused so far, over the run. */
  readonly refusedQueries: number;
};

/** An error as the driver reports a connection the server refused (SQLSTATE 08006). */
class ConnectionRefused extends Error {
  code = '08006';
  constructor() {
    super('the database refused the connection (an injected outage)');
  }
}

export function withOutage(db: Db): { db: Db; outage: Outage } {
  let armed = false;
  let down = false;
  let left = 0;
  let refused = 0;
  let outages = 0;
  const gate = () => {
    if (armed && !down) {
      if (left <= 0) {
        down = true;
        outages += 1;
      } else left -= 1;
    }
    if (down) {
      refused += 1;
      throw new ConnectionRefused();
    }
  };
  const on = (q: Queryable): Queryable => ({
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) => {
      gate();
      return q.query<T>(sql, params);
    },
    exec: async (sql: string) => {
      gate();
      return q.exec(sql);
    },
  });
  const wrapped: Db = {
    ...db,
    ...on(db),
    tx: (work) => {
      gate();
      return db.tx((q) => work(on(q)));
    },
    close: () => db.close(),
  };
  return {
    db: wrapped,
    outage: {
      arm(afterQueries) {
        armed = true;
        down = false;
        left = afterQueries;
      },
      get tripped() {
        return down;
      },
      get outages() {
        return outages;
      },
      heal() {
        armed = false;
        down = false;
      },
      get refusedQueries() {
        return refused;
      },
    },
  };
}

/** A request a client may send again after a failure: it cannot take effect twice. */
const retrySafe = (method: string, path: string, headers: Record<string, string> | undefined) =>
  method === 'GET' ||
  path === '/bank/va/callback' ||
  Object.keys(headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');

/**
 * The clients as people and partners are: a request the product failed (5xx) during an outage is
 * sent again once the database is back — when it is safe to; otherwise the failure is the answer
 * (the operation is counted as not done, and the auditor checks it left nothing behind).
 */
export function retryingClient(
  client: Client,
  outage: Outage,
  counts: { retried: number; abandoned: number },
): Client {
  return {
    ...client,
    async rest(method, path, options) {
      const before = outage.outages;
      let answer: Answer = await client.rest(method, path, options);
      const met = () => outage.tripped || outage.outages !== before;
      for (let attempt = 0; answer.status >= 500 && met() && attempt < 3; attempt += 1) {
        outage.heal();
        if (!retrySafe(method, path, options?.headers)) {
          counts.abandoned += 1;
          return { status: 503, body: { code: 'INTERRUPTED_BY_OUTAGE' } };
        }
        counts.retried += 1;
        answer = await client.rest(method, path, options);
      }
      return answer;
    },
  };
}

/** The faults of one day, drawn from the faults' own generator. */
export type DayFaults = {
  /** The wave of operations whose database goes down, and after how many queries. */
  outage: { wave: 'topUp' | 'fundRound' | 'repay' | 'cashOut'; afterQueries: number } | null;
  /** How the bank delivers each callback today: drawn per callback. */
  delivery(): Delivery;
};

export function planFaults(rng: Rng, rate: number): DayFaults {
  const outage = rng.chance(rate)
    ? {
        wave: rng.pick(['topUp', 'fundRound', 'repay', 'cashOut'] as const),
        afterQueries: rng.int(0, 12),
      }
    : null;
  return {
    outage,
    delivery: () => (rng.chance(rate) ? rng.pick<Delivery>(['repeat', 'drop']) : 'once'),
  };
}

export const NO_FAULTS: DayFaults = { outage: null, delivery: () => 'once' };
