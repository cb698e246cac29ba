// The faults the simulator injects (issue 20), each drawn from its own generator seeded from the
// run's seed — so the plan of operations is the same with faults on or off, and a seed with
// faults replays its faults too:
// - the bank repeats a payment callback (the same sealed payment, same payment_ntb, delivered
//   twice at once), or its callback is lost and the bank delivers it again the next day;
// - the database refuses connections for a while: after a chosen number of queries within a
//   wave of operations every query fails, including those of transactions already running, until
//   a client has seen the product's failure; the clients then retry what is safe to retry (reads,
//   requests carrying an Idempotency-Key, the bank's callback) and give up on the rest;
// - the product is killed mid-request: within a wave, when the product is about to run a chosen
//   query (the request that runs it frozen there, others of the wave in flight), the simulator
//   kills its process with SIGKILL and starts it again on the same database, port and secrets.
//   The clients wait for it to answer again, then send again what is safe to send again (and any
//   request the dead product never received: its connection was refused); for a request lost
//   without an answer that is not safe to send again, the simulator reads back from the product
//   whether it happened. Every request in flight at the kill is recorded with what it should
//   have left behind (InFlight), for the auditor to count in the database. On a day without a
//   kill in the money's waves, one may come within the borrowers' applications or the signatures:
//   an application's steps are read back from the loan's audit trail, a signature is made again
//   another day, and each is counted once at most (sim/workload.ts, sim/auditor.ts).
// - the signature provider's callback (a document signed) is delivered twice, the second copy
//   at the same moment as the signer's browser return, or it is lost: the signer closed the tab
//   (no return either) and the provider sends it again the next morning, as the real providers
//   retry an undelivered message;
// - the bank loses an answer: from a wave that asks the bank to pay (signings' disbursements,
//   cash-outs) to the day's last, the bank carries out a chosen payment and its answer never
//   reaches the product — no answer, a gateway's 504, or a connection reset (sim/bank-books.ts);
//   the scheduled pass's status inquiries get their answers, so the next audit finds it settled.
//   Besides a payment's, the answer of a VA the bank opens for a lender, or of an installment's
//   billing it makes or closes, may be lost the same way: staff retry the wallet, the borrower
//   opens the bill again, the scheduled pass asks again about a billing left unconfirmed.
// After each day the auditor must still find nothing wrong: every operation finished exactly once
// or not at all.
import type { Db, Queryable, Row } from '../api/db/db.ts';
import { LOST_ANSWER_FORMS, type LossyCall, type LostAnswerForm } from './bank-books.ts';
import { type Answer, type Client, GatewayLostApi } from './client.ts';
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

export function withOutage(db: Db, onBegun: () => void = () => {}): { db: Db; outage: Outage } {
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
        onBegun();
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

/** The product's process killed when it is about to run a chosen query (sim/product-process.ts). */
export type KillSwitch = {
  /** Before the query after `afterQueries` more have run, freeze it and ask to be killed. */
  arm(afterQueries: number): void;
  /** An armed kill the wave's queries did not reach is called off with the wave. */
  disarm(): void;
};

/**
 * The database as the product's process uses it, with a kill switch: at the armed moment the
 * query about to run never runs (its request frozen mid-way, a transaction perhaps open) and
 * `killMe` asks the simulator for the SIGKILL, which comes within the IPC's round trip.
 */
export function withKillSwitch(db: Db, killMe: () => void): { db: Db; killSwitch: KillSwitch } {
  let left: number | null = null;
  const frozen = new Promise<never>(() => {});
  const gate = async () => {
    if (left === null) return;
    if (left > 0) {
      left -= 1;
      return;
    }
    left = null;
    killMe();
    await frozen;
  };
  const on = (q: Queryable): Queryable => ({
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) => {
      await gate();
      return q.query<T>(sql, params);
    },
    exec: async (sql: string) => {
      await gate();
      return q.exec(sql);
    },
  });
  return {
    db: { ...db, ...on(db), tx: (work) => db.tx((q) => work(on(q))), close: () => db.close() },
    killSwitch: {
      arm(afterQueries) {
        left = afterQueries;
      },
      disarm() {
        left = null;
      },
    },
  };
}

/**
 * A request a client may send again after a failure: it cannot take effect twice. The bank's
 * callback names its payment (payment_ntb, credited once); an installment's bill is its one
 * billing, synced again (PUT).
 */
export const retrySafe = (
  method: string,
  path: string,
  headers: Record<string, string> | undefined,
) =>
  method === 'GET' ||
  path === '/bank/va/callback' ||
  // A provider's callback is applied once, however often it comes.
  path.startsWith('/signing/callback/') ||
  (method === 'PUT' && path.startsWith('/installment/pay/')) ||
  // A draft's borrower data or collateral saved again is the same data.
  (method === 'PUT' && /^\/loan\/\d+\/(borrower_info|bail)$/.test(path)) ||
  Object.keys(headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');

/** The product as the clients meet its faults (sim/product.ts). */
export type FaultyProduct = {
  outage: {
    /** Outages begun so far, as the product told them. */
    readonly outages: number;
    /** Whether an outage the product told of is not healed yet. */
    readonly down: boolean;
    /** Whether the database refuses now (every outage event told before the answer). */
    tripped(): Promise<boolean>;
    heal(): Promise<void>;
  };
  /** Kills so far; whether the product is down now; resolves once it answers again. */
  readonly kills: number;
  readonly down: boolean;
  up(): Promise<void>;
  /** A note of the simulator's among the product's log lines (kept with --product-log). */
  trace?(note: string): void;
};

/** A request that was in flight when the product was killed, and how the client went on. */
export type LostRequest = {
  method: string;
  path: string;
  options: Parameters<Client['rest']>[2];
  /** The answer to the request sent again; null when it was not safe to send again. */
  answer: Answer | null;
};

/** The answer a client gets for a request the kill lost that it may not send again. */
export const LOST_AT_KILL = 'LOST_AT_KILL';

/** A failure of fetch before any byte left: the product's port refused the connection. */
const neverSent = (error: unknown) =>
  (error as { cause?: { code?: string } } | null)?.cause?.code === 'ECONNREFUSED';

/**
 * The clients as people and partners are, whichever surface a step goes through (a step sent as
 * its GraphQL operation is the same request to them: its REST method, path and headers say what
 * is safe to send again, and a gateway that lost its API at a kill is a connection cut, since the
 * API may or may not have taken the request): a request the product failed (5xx) during an outage is
 * sent again once the database is back — when it is safe to; otherwise the failure is the answer
 * (the operation is counted as not done, and the auditor checks it left nothing behind). A
 * request the product's death cut off is sent again once it answers again when it is safe to, or
 * when it never reached the product; otherwise its answer is LOST_AT_KILL, and the operation
 * finds out from the product what happened. Each request in flight at a kill is told to `lost`.
 */
export function faultTolerantClient(
  client: Client,
  product: FaultyProduct,
  counts: { retried: number; abandoned: number; resentAfterKill: number; lostAtKill: number },
  lost: (request: LostRequest) => void = () => {},
): Client {
  return {
    ...client,
    // A file whose upload the kill cut off is uploaded again: a file no form names is harmless.
    async upload(token, bytes, name) {
      for (let attempt = 0; ; attempt += 1) {
        const killsBefore = product.kills;
        try {
          return await client.upload(token, bytes, name);
        } catch (error) {
          if ((product.kills === killsBefore && !product.down) || attempt >= 5) throw error;
          await product.up();
          counts.resentAfterKill += 1;
        }
      }
    },
    async rest(method, path, options) {
      const safe = retrySafe(method, path, options?.headers);
      let inFlightAtKill = false;
      for (let attempt = 0; ; attempt += 1) {
        const outagesBefore = product.outage.outages;
        // A request sent while the database was down met the outage, though another client's
        // retry may have healed it before this one's failure came back.
        const downBefore = product.outage.down;
        const killsBefore = product.kills;
        let answer: Answer;
        try {
          answer = await client.rest(method, path, options);
        } catch (error) {
          if (product.kills === killsBefore && !product.down) {
            // A gateway that could not reach its API though no process was killed: an answer
            // the product should not have given, as a REST call's 5xx is.
            if (error instanceof GatewayLostApi) {
              return { status: 502, body: { code: 'GATEWAY_LOST_API', message: error.message } };
            }
            throw error;
          }
          await product.up();
          if (!neverSent(error)) inFlightAtKill = true;
          if ((safe || neverSent(error)) && attempt < 5) {
            counts.resentAfterKill += 1;
            continue;
          }
          counts.lostAtKill += 1;
          lost({ method, path, options, answer: null });
          return { status: 599, body: { code: LOST_AT_KILL } };
        }
        if (answer.status >= 500) {
          const metOutage =
            attempt < 3 &&
            (downBefore ||
              (await product.outage.tripped()) ||
              product.outage.outages !== outagesBefore);
          product.trace?.(
            `${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}` +
              ` (attempt ${attempt}; sent while down: ${downBefore}; outages ${outagesBefore} -> ${product.outage.outages}):` +
              ` ${metOutage ? (safe ? 'the outage, sent again' : 'the outage, given up') : 'not the outage'}`,
          );
          if (metOutage) {
            await product.outage.heal();
            if (!safe) {
              counts.abandoned += 1;
              return { status: 503, body: { code: 'INTERRUPTED_BY_OUTAGE' } };
            }
            counts.retried += 1;
            continue;
          }
        }
        if (inFlightAtKill) lost({ method, path, options, answer });
        return answer;
      }
    },
  };
}

/** The faults of one day, drawn from the faults' own generators. */
export type DayFaults = {
  /** The wave of operations whose database goes down, and after how many queries. */
  outage: { wave: FaultWave; afterQueries: number } | null;
  /** The wave whose product is killed, before which of its queries. */
  kill: { wave: FaultWave; afterQueries: number } | null;
  /** How the bank delivers each callback today: drawn per callback. */
  delivery(): Delivery;
  /** How the signature provider's callbacks reach the platform today: drawn per callback. */
  signingDelivery(): Delivery;
  /**
   * The bank's answer lost today: from this wave on (until the day's scheduled pass has run),
   * the answer to its call after `afterCalls` more.
   */
  lostAnswer: { wave: LostAnswerWave; afterCalls: number; form: LostAnswerForm } | null;
  /**
   * The bank's answers lost today besides a payment's, each the first of its calls of the day:
   * a VA opened for a lender, an installment's billing made or closed.
   */
  lostAccountAnswers: { calls: readonly LossyCall[]; form: LostAnswerForm }[];
};

/** The calls of the accounts the bank keeps whose answers may be lost: a VA, a billing. */
const ACCOUNT_CALLS: readonly (readonly LossyCall[])[] = [
  ['createVirtualAccount'],
  ['upsertBilling', 'closeBilling'],
];

/** The waves that ask the bank to pay: a disbursement approved, a cash-out. */
export type LostAnswerWave = 'sign' | 'cashOut';
const LOST_ANSWER_WAVES = ['sign', 'cashOut'] as const;

export type FaultWave = 'apply' | 'topUp' | 'fundRound' | 'sign' | 'repay' | 'cashOut';
const WAVES = ['topUp', 'fundRound', 'repay', 'cashOut'] as const;
/** The borrowers' applications and the signatures: their kills came after the others'. */
const LATER_KILL_WAVES = ['apply', 'sign'] as const;

/**
 * `rng` draws the outages and callbacks as before the kill existed, `killRng` the kills,
 * `signingRng` the provider's callbacks, `bankRng` the payments' lost answers and
 * `accountsRng` the VAs' and billings': a seed's other faults replay unchanged as each kind is
 * added.
 */
export function planFaults(
  rng: Rng,
  rate: number,
  killRng?: Rng,
  more: { signingRng?: Rng; bankRng?: Rng; laterKillRng?: Rng; accountsRng?: Rng } = {},
): DayFaults {
  const { signingRng, bankRng, laterKillRng, accountsRng } = more;
  const outage = rng.chance(rate) ? { wave: rng.pick(WAVES), afterQueries: rng.int(0, 12) } : null;
  // A day without a kill in the money's waves may have one in the applications' or signatures':
  // drawn from a generator of its own, so a seed's kills before these existed stay as they were.
  const kill =
    killRng?.chance(rate) === true
      ? { wave: killRng.pick<FaultWave>(WAVES), afterQueries: killRng.int(0, 40) }
      : laterKillRng?.chance(rate) === true
        ? {
            wave: laterKillRng.pick<FaultWave>(LATER_KILL_WAVES),
            afterQueries: laterKillRng.int(0, 60),
          }
        : null;
  const lostAnswer =
    bankRng?.chance(rate) === true
      ? {
          wave: bankRng.pick(LOST_ANSWER_WAVES),
          // The first payment from the wave on: most days ask the bank for one or two.
          afterCalls: 0,
          form: bankRng.pick(LOST_ANSWER_FORMS),
        }
      : null;
  const lostAccountAnswers = accountsRng
    ? ACCOUNT_CALLS.flatMap((calls) =>
        accountsRng.chance(rate) ? [{ calls, form: accountsRng.pick(LOST_ANSWER_FORMS) }] : [],
      )
    : [];
  return {
    outage,
    kill,
    lostAnswer,
    lostAccountAnswers,
    delivery: () => (rng.chance(rate) ? rng.pick<Delivery>(['repeat', 'drop']) : 'once'),
    signingDelivery: () =>
      signingRng?.chance(rate) === true ? signingRng.pick<Delivery>(['repeat', 'drop']) : 'once',
  };
}

export const NO_FAULTS: DayFaults = {
  outage: null,
  kill: null,
  lostAnswer: null,
  lostAccountAnswers: [],
  delivery: () => 'once',
  signingDelivery: () => 'once',
};
