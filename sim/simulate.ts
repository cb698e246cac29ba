// One seeded run: the product started, its people signed in, then day after day the plan's
// operations through the public API, the demo clock advanced a day, and the auditor's findings.
import { DEMO_PASSWORD } from '../api/db/seed-demo.ts';
import {
  auditBankBooks,
  auditInFlight,
  auditMarketplace,
  type BookedPayout,
  type InFlight,
  payoutRequests,
} from './auditor.ts';
import { LOST_ANSWER_FORMS, type LossyCall, RDL_CALLS } from './bank-books.ts';
import { type Client, httpClient, type Json } from './client.ts';
import { faultTolerantClient, type LostRequest, NO_FAULTS, planFaults } from './faults.ts';
import {
  GRAPHQL_CHANCE,
  type SurfaceCounts,
  surfaceGenerator,
  throughSurfaces,
} from './gateway-steps.ts';
import {
  type Must,
  openVaWallet,
  planNewBorrowers,
  planNewcomers,
  RDL_CHANCE,
  rdlGenerator,
} from './newcomers.ts';
import { mulberry32, type Rng } from './prng.ts';
import { type SimProduct, startSimProduct } from './product.ts';
import { type ApiKill, type ScaledProduct, startScaledProduct } from './scaled.ts';
import { connectToProduct } from './url-product.ts';
import {
  type Actors,
  DECLINE_CHANCE,
  declineGenerator,
  deliverCallback,
  deliverSigningCallback,
  describeOp,
  Interrupted,
  type Op,
  perform,
  planDay,
  signLenderAgreement,
  stageOf,
  Unexpected,
  type World,
} from './workload.ts';

export type SimOptions = {
  seed: number;
  days: number;
  /** At most this many loans the simulator's borrowers apply for (default 8). */
  maxLoans?: number;
  /**
   * At most this many new lenders register during the run (sim/newcomers.ts; default 2), each on
   * a day drawn from the seed (one chance in five a day); 0 keeps to the demo accounts.
   */
  newcomers?: number;
  /**
   * The chance that a new lender asks for an RDL instead of a VA (0 to 1, default 1/3:
   * RDL_CHANCE), drawn from a generator of its own; 0: every new lender asks for a VA, a seed's
   * run as it was before RDL newcomers existed.
   */
  rdl?: number;
  /**
   * At most this many new borrowers register during the run and apply for a loan at once
   * (sim/newcomers.ts; default 1), each on a day drawn from the seed (one chance in four a day).
   */
  newBorrowers?: number;
  /**
   * The chance that a borrower declines staff's offer (0 to 1, default 1/8: DECLINE_CHANCE), drawn
   * from a generator of its own; 0: every offer is accepted, a seed's run as it was before
   * declines existed.
   */
  declines?: number;
  /**
   * The chance that a person's step the web client makes through the GraphQL gateway is sent as
   * that operation rather than as its REST call (0 to 1, default 1/2: GRAPHQL_CHANCE), drawn per
   * step from a generator of its own (sim/gateway-steps.ts): a seed's operations are the same at
   * any rate. In the scaled layout the steps sent through GraphQL are spread over the two gateways
   * as the REST calls are over the two APIs.
   */
  graphql?: number;
  /**
   * A fresh database on this PostgreSQL server instead of embedded PGlite; with `url`, the
   * started product's own database, which the auditor reads (nothing is created or dropped).
   */
  databaseUrl?: string;
  /**
   * A product already started at this address (`npm start` in demo mode on PostgreSQL, its
   * database `databaseUrl`), driven over HTTP only, its demo routes standing in for the IPC
   * channel (sim/url-product.ts). Its faults are those made from outside it: the bank's
   * callbacks repeated or lost, and the database's outages on its server; not with `scaled`.
   */
  url?: string;
  /**
   * Inject faults at this rate (0 to 1, default 0): each day an outage of the database with this
   * chance, a kill of the product's process with this chance, a bank answer lost with this
   * chance, and each bank callback and each signature provider's callback repeated or lost with
   * this chance (sim/faults.ts).
   */
  faults?: number;
  /**
   * The scaled layout (sim/scaled.ts): two API processes and two gateways on one PostgreSQL
   * database (on this server: `databaseUrl` is then required) and one file folder; requests
   * alternate between the APIs, the scheduled pass runs in both at once. With faults, a kill
   * ends one API process of the two (drawn from a generator of its own) while the other serves.
   */
  scaled?: boolean;
  /** Each day's line, as it ends. */
  log?: (line: string) => void;
  /**
   * The product's log kept in this file (sim/product.ts): the one-process product's lines at
   * SIM_PRODUCT_LOG's level (default info), every start and restart, and the simulator's notes
   * among them (outages begun and healed, kills, each 5xx and how the client took it, each
   * wave, each violation). Not with `scaled` or `url`.
   */
  productLog?: string;
  /**
   * A test's hook, run after each day's operations and before the audit, with the database and
   * the day's requests in flight at a kill: a deliberately broken state written there must be
   * found by the auditor.
   */
  afterDay?: (day: number, db: import('../api/db/db.ts').Db, inFlight: InFlight[]) => Promise<void>;
};

export type SimResult = {
  days: number;
  operations: number;
  /** Steps the product refused as it should (a funding beyond the need, without the balance). */
  refused: number;
  faults: number;
  /**
   * The faults by kind: database outages begun, the bank's callbacks repeated and lost, kills,
   * the signature provider's callbacks repeated and lost, the bank's answers lost.
   */
  faultsByKind: {
    outages: number;
    repeated: number;
    lost: number;
    kills: number;
    signingRepeated: number;
    signingLost: number;
    lostAnswers: number;
  };
  /** The payments the bank made during the run (its books), each checked against the platform's. */
  bankPayouts: number;
  /** The bank's answers lost, by call (sendPayout, createVirtualAccount, upsertBilling…). */
  lostAnswersByCall: Partial<Record<LossyCall, number>>;
  /** The VAs and RDLs the bank opened and the billings it made during the run, each known to the platform. */
  bankVas: number;
  bankRdls: number;
  bankBillings: number;
  /** Fundings auto-lend's rules made. */
  autoLent: number;
  /** Requests the clients sent again after an outage, and those they could not. */
  retried: number;
  interrupted: number;
  /**
   * Requests in flight when the product was killed: sent again once it answered again (safe to,
   * or never received), or lost without an answer (the operation read back what happened).
   */
  resentAfterKill: number;
  lostAtKill: number;
  /** Every request in flight at a kill with an effect, as the auditor checked it. */
  inFlight: InFlight[];
  violations: string[];
  /** Every planned operation, in order: a seed's replay is this list again. */
  plan: string[];
  /**
   * The people's steps sent through the GraphQL gateway and through REST (of those the web
   * client makes through the gateway), and the workload's other requests (REST only).
   */
  steps: SurfaceCounts;
  installmentsPaid: number;
  loansRepaying: number;
  /** Offers their borrowers declined (REJECTED_BORROWER), each loan ended there. */
  declined: number;
  /** The new lenders who registered during the run, by e-mail. */
  newcomers: string[];
  /** Those of them who asked for an RDL (the others asked for a VA). */
  rdlNewcomers: string[];
  /** The new borrowers who registered during the run, and their loans' ids and last stages. */
  newBorrowers: { email: string; loans: { id: number; stage: string }[] }[];
  /**
   * The scaled run only: requests each API process answered, and the sessions check — a logout
   * and a password change made through API 1, then the same tokens refused by API 2 and by
   * gateway 2 at their next request.
   */
  scaled?: {
    requestsPerApi: [number, number];
    /** GraphQL reads each gateway answered (the day's marketplace and loans, on both). */
    graphqlPerGateway: [number, number];
    /** The people's steps each gateway was sent (the balancer's share of GraphQL steps). */
    stepsPerGateway: [number, number];
    sessionChecks: string[];
    /** Scheduled passes run by both API processes at once, and those whose runs overlapped. */
    passes: { sent: number; overlapped: number };
    /**
     * Each kill of an API process: which, on which day and within which wave, how many requests
     * the other answered while it was down, how long it was down, and how many it answered after.
     */
    kills: (ApiKill & { day: number; wave: string })[];
  };
  summary: string;
};

export const BORROWERS = ['borrower@lumbung.test', 'borrower.company@lumbung.test'];
/**
 * The demo RDL lender deposits into her RDL and cashes out of it (her profile sent and validated
 * at the start), but never funds: funding out of an RDL is not built.
 */
const RDL_LENDER = 'rdl@lumbung.test';
export const LENDERS = [
  'investor@lumbung.test',
  'rdl@lumbung.test',
  'lender@lumbung.test',
  'lender.company@lumbung.test',
];

export async function simulate(options: SimOptions): Promise<SimResult> {
  if (options.scaled && !options.databaseUrl) {
    throw new Error('the scaled layout runs on PostgreSQL: give databaseUrl');
  }
  if (options.url !== undefined) {
    if (!options.databaseUrl) {
      throw new Error("a started product's run needs databaseUrl: its database, for the auditor");
    }
    if (options.scaled) throw new Error("a started product's run starts no scaled layout");
  }
  const product =
    options.url !== undefined && options.databaseUrl
      ? await connectToProduct(options.url, options.databaseUrl, {
          faults: (options.faults ?? 0) > 0,
        })
      : options.scaled && options.databaseUrl
        ? await startScaledProduct(options.databaseUrl)
        : await startSimProduct({
            ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
            ...(options.productLog ? { productLog: options.productLog } : {}),
          });
  try {
    return await run(product, options);
  } finally {
    await product.close();
  }
}

async function run(product: SimProduct, options: SimOptions): Promise<SimResult> {
  const { db } = product;
  const counts = { retried: 0, abandoned: 0, resentAfterKill: 0, lostAtKill: 0 };
  // The day's requests in flight at a kill, with what they leave behind (auditInFlight).
  let inFlight: InFlight[] = [];
  let day = 0;
  const ntbOf = new WeakMap<object, string>();
  const scaled = 'apiUrls' in product ? (product as ScaledProduct) : null;
  const graphqlPerGateway: [number, number] = [0, 0];
  const apiKills: (ApiKill & { day: number; wave: string })[] = [];
  const base = scaled ? scaled.balancer : (product.client ?? httpClient(product.url));
  // A started product's faults are those made from outside it (sim/url-product.ts).
  const outside = options.url !== undefined;
  const client = faultTolerantClient(base, product, counts, (lost) => {
    const effect = effectOf(lost, ntbOf);
    if (effect) inFlight.push({ day, ...effect });
  });
  const log = options.log ?? (() => {});
  const tokens = new Map<string, string>();
  for (const email of [...BORROWERS, ...LENDERS, 'admin@lumbung.test', 'director@lumbung.test']) {
    tokens.set(email, await client.login(email, DEMO_PASSWORD));
  }
  const token = (email: string) => {
    const found = tokens.get(email);
    if (!found) throw new Error(`nobody signed in as ${email}`);
    return found;
  };
  // The bank's side goes through the product's process: a call its kill cut off is made again.
  const viaProduct = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      const kills = product.kills;
      try {
        return await work();
      } catch (error) {
        if ((product.kills === kills && !product.down) || attempt >= 3) throw error;
        await product.up();
      }
    }
  };
  const actors: Actors = {
    client,
    token,
    admin: token('admin@lumbung.test'),
    director: token('director@lumbung.test'),
    sealVaPayment: async (account, amount, name) => {
      try {
        const sealed = await viaProduct(() => product.sealVaPayment(account, amount, name));
        ntbOf.set(sealed.body as object, sealed.paymentNtb);
        return sealed.body;
      } catch (error) {
        // The bank refusing a transfer (a bill it holds paid) means the platform missed one.
        throw new Unexpected(`the bank refused the transfer into ${account}: ${String(error)}`);
      }
    },
    resealVaPayment: async (body) => {
      const again = await viaProduct(() => product.resealVaPayment(body));
      const ntb = ntbOf.get(body as object);
      if (ntb) ntbOf.set(again as object, ntb);
      return again;
    },
    faults: NO_FAULTS,
    inFlight: (op) => inFlight.push({ day, ...op }),
    signedIn: (email, signed) => {
      tokens.set(email, signed);
    },
    signingCallbacks: { lost: 0, inFlight: [] },
  };
  // The signature provider's callbacks come through the simulator (the network between it and
  // the platform), delivered as today's faults say; an answer the platform should not have given
  // is a violation of the day.
  let callbackViolations: string[] = [];
  product.onSigningCallback(async (callback) => {
    try {
      return await deliverSigningCallback(actors, world, callback, actors.faults.signingDelivery());
    } catch (error) {
      if (!(error instanceof Unexpected)) throw error;
      callbackViolations.push(`day ${day} signing callback: ${error.message}`);
      return 0;
    }
  });
  // The faults' own generator: the plan of operations is the same with faults on or off.
  const faultRng = mulberry32(options.seed ^ 0x5f3759df);
  // The kills' own: a seed's outages and callbacks are those it had before kills existed.
  const killRng = mulberry32(options.seed ^ 0x2545f491);
  // The signature provider's callbacks' own, and the bank's lost answers' own.
  const signingRng = mulberry32(options.seed ^ 0x68e31da4);
  const bankRng = mulberry32(options.seed ^ 0x7feb352d);
  // The kills in the applications' and signatures' waves: their own, for the same reason.
  const laterKillRng = mulberry32(options.seed ^ 0x4cf5ad43);
  // The lost answers of the VAs and billings: their own, drawn after the others were.
  const accountsRng = mulberry32(options.seed ^ 0x1656667b);
  // Which API process of the scaled layout a kill ends: its own, so that the kills' moments are
  // those the seed has in one process.
  const killedApiRng = mulberry32(options.seed ^ 0x1f83d9ab);
  const faultRate = options.faults ?? 0;
  // Which surface each step goes through: a generator of its own, forked per operation as the
  // day is planned (sim/gateway-steps.ts), so a seed's operations are those it had before.
  const surfaceRng = surfaceGenerator(options.seed);
  const graphqlRate = options.graphql ?? GRAPHQL_CHANCE;
  const steps: SurfaceCounts = { graphql: 0, rest: 0, other: 0 };
  const sessionChecks = scaled ? await sessionsHoldOnBoth(scaled, 'applicant@lumbung.test') : [];
  // With faults, the bank loses the answer to the first VA it opens (the demo lender's wallet,
  // before the first day), in a form drawn from the seed: every run with faults has staff retry
  // a wallet, however rarely a newcomer comes.
  if (faultRate > 0 && !outside) {
    await product.armLostAnswer(0, accountsRng.pick(LOST_ANSWER_FORMS), ['createVirtualAccount']);
  }
  await openWallets(client, actors);
  if (faultRate > 0 && !outside) await product.disarmLostAnswer();
  // POJK 10/2022: the demo lenders who have not signed the lender agreement sign it on /signature
  // before they fund (the investor and the RDL lender signed it in the demo data).
  for (const email of ['lender@lumbung.test', 'lender.company@lumbung.test']) {
    if (!(await signLenderAgreement(actors, email))) {
      throw new Error(`the lender agreement of ${email} was not recorded`);
    }
  }
  await enableAutoLend(client, actors);
  const rng = mulberry32(options.seed);
  // The newcomers' own generator: a seed's days before its first newcomer are those it had
  // before newcomers existed.
  const newcomerRng = mulberry32(options.seed ^ 0x1b873593);
  const maxNewcomers = options.newcomers ?? 2;
  let newcomers = 0;
  // Whether a new lender asks for an RDL: a generator of its own, one draw per new lender, so a
  // seed's newcomers and their days are those it had before RDL newcomers existed.
  const wallets = { rng: rdlGenerator(options.seed), chance: options.rdl ?? RDL_CHANCE };
  // The lost answers of an RDL newcomer's chain at the bank: their own too, drawn only on the
  // days one comes, so a seed's other faults stay those it had.
  const rdlAnswersRng = mulberry32(options.seed ^ 0xa54ff53a);
  // The new borrowers' generator, beside the new lenders': a seed's new lenders are those it had
  // before new borrowers existed.
  const newBorrowerRng = mulberry32(options.seed ^ 0x1b873593 ^ 0x3c6ef372);
  const maxNewBorrowers = options.newBorrowers ?? 1;
  let newBorrowers = 0;
  // Whether a borrower declines their offer: a generator of its own too, one draw per
  // application, so a seed's operations before its first decline are those it had without them.
  const declineRng = declineGenerator(options.seed);
  const world: World = {
    day: 0,
    today: await today(client, actors.admin),
    borrowers: [...BORROWERS],
    lenders: [...LENDERS],
    funders: LENDERS.filter((email) => email !== RDL_LENDER),
    rdlLenders: [RDL_LENDER],
    loans: new Map(),
    lostCallbacks: [],
    lostSigningCallbacks: [],
    applications: 0,
  };
  // The payments made before the run (the demo's) are not the bank's books of this run.
  const seededPayouts = await payoutRequests(db);
  const booked: BookedPayout[] = [];
  const bookNewPayouts = async () => {
    await product.refreshBankPayouts?.();
    for (const payout of product.bankPayouts.slice(booked.length)) {
      booked.push({ payout, seenOnDay: day });
    }
  };
  const result: SimResult = {
    days: 0,
    operations: 0,
    refused: 0,
    // A lost answer of the wallets opened before the first day.
    faults: product.lostAnswers.length,
    faultsByKind: {
      outages: 0,
      repeated: 0,
      lost: 0,
      kills: 0,
      signingRepeated: 0,
      signingLost: 0,
      lostAnswers: 0,
    },
    bankPayouts: 0,
    lostAnswersByCall: {},
    bankVas: 0,
    bankRdls: 0,
    bankBillings: 0,
    autoLent: 0,
    retried: 0,
    interrupted: 0,
    resentAfterKill: 0,
    lostAtKill: 0,
    inFlight: [],
    violations: [],
    plan: [],
    steps,
    installmentsPaid: 0,
    loansRepaying: 0,
    declined: 0,
    newcomers: [],
    rdlNewcomers: [],
    newBorrowers: [],
    summary: '',
  };
  for (day = 1; day <= options.days; day += 1) {
    world.day = day;
    inFlight = [];
    const violations: string[] = [];
    // The bank delivers again what it lost yesterday.
    for (const body of world.lostCallbacks.splice(0)) {
      try {
        await deliverCallback(actors, world, await actors.resealVaPayment(body), 'once');
      } catch (error) {
        if (!(error instanceof Unexpected)) throw error;
        violations.push(`day ${day} a lost callback delivered again: ${error.message}`);
      }
    }
    // The signature provider sends again what did not reach the platform yesterday.
    for (const callback of world.lostSigningCallbacks.splice(0)) {
      try {
        await deliverSigningCallback(actors, world, callback, 'once');
      } catch (error) {
        if (!(error instanceof Unexpected)) throw error;
        violations.push(`day ${day} a signing callback delivered again: ${error.message}`);
      }
    }
    // What the product did on its own overnight (a window closed, a loan settled) is read first.
    for (const loan of world.loans.values()) loan.stage = await stageOf(actors, loan.id);
    const arrivals = planNewcomers(newcomerRng, newcomers, maxNewcomers, wallets);
    newcomers += arrivals.length;
    const borrowerArrivals = planNewBorrowers(newBorrowerRng, newBorrowers, maxNewBorrowers);
    newBorrowers += borrowerArrivals.length;
    arrivals.push(...borrowerArrivals);
    const ops: Op[] = [
      ...arrivals,
      ...planDay(rng, world, {
        maxLoans: options.maxLoans ?? 8,
        declines: { rng: declineRng, chance: options.declines ?? DECLINE_CHANCE },
      }),
    ];
    // From outside a started product: its outages and the bank's callbacks, drawn as they are
    // drawn for the simulator's own product (the same generator), the rest never drawn.
    const dayFaults =
      faultRate > 0
        ? outside
          ? planFaults(faultRng, faultRate)
          : planFaults(faultRng, faultRate, killRng, {
              signingRng,
              bankRng,
              laterKillRng,
              accountsRng,
            })
        : NO_FAULTS;
    let deliveries = 0;
    actors.faults = {
      ...dayFaults,
      delivery: () => {
        const delivery = dayFaults.delivery();
        if (delivery !== 'once') deliveries += 1;
        if (delivery === 'repeat') result.faultsByKind.repeated += 1;
        if (delivery === 'drop') result.faultsByKind.lost += 1;
        return delivery;
      },
      signingDelivery: () => {
        const delivery = dayFaults.signingDelivery();
        if (delivery !== 'once') deliveries += 1;
        if (delivery === 'repeat') result.faultsByKind.signingRepeated += 1;
        if (delivery === 'drop') result.faultsByKind.signingLost += 1;
        return delivery;
      },
    };
    const lostAnswersBefore = product.lostAnswers.length;
    // A VA's or a billing's answer lost today: the first of its calls, whichever wave makes it.
    for (const lost of dayFaults.lostAccountAnswers) {
      await product.armLostAnswer(0, lost.form, lost.calls);
    }
    // An RDL newcomer's day: each step of the bank's chain may lose its answer once the bank
    // acted (the face check, the registration, the account), each with the faults' rate.
    let rdlLosses = 0;
    if (
      faultRate > 0 &&
      !outside &&
      arrivals.some((op) => op.role === 'lender' && op.wallet === 'RDL')
    ) {
      for (const call of RDL_CALLS) {
        if (!rdlAnswersRng.chance(faultRate)) continue;
        await product.armLostAnswer(0, rdlAnswersRng.pick(LOST_ANSWER_FORMS), [call]);
        rdlLosses += 1;
      }
    }
    let done = 0;
    let refused = 0;
    let interrupted = 0;
    const outagesBefore = product.outage.outages;
    const killsBefore = product.kills;
    // The day's operations in waves, one kind after the other in the plan's order: within a
    // wave at once (top-ups, repayments, cash-outs of different people), except applications,
    // funding rounds and signings, one after another — a round's lenders fund that loan at
    // once, and the product must serialise them; but applications at once would number the
    // loans in the race's order, and a lender's rounds on two loans at once would make the stage
    // a loan reaches the race's: a seed would no longer replay.
    // Each operation's steps draw their surface from a generator of its own, forked in the plan's
    // order: the draws of operations that run at once do not depend on which answer comes first.
    const surfaces = new Map<Op, Rng>(ops.map((op) => [op, surfaceRng.fork()]));
    const attempt = async (op: Op) => {
      const surface = surfaces.get(op) ?? surfaceRng.fork();
      try {
        return await perform(
          { ...actors, client: throughSurfaces(client, surface, graphqlRate, steps) },
          world,
          op,
        );
      } catch (error) {
        if (error instanceof Interrupted) {
          interrupted += 1;
          return [];
        }
        if (error instanceof Unexpected) {
          violations.push(`day ${day} ${describeOp(op)}: ${error.message}`);
          return [];
        }
        throw error;
      }
    };
    for (const kind of [
      'register',
      'apply',
      'topUp',
      'fundRound',
      'sign',
      'repay',
      'cashOut',
    ] as const) {
      const wave = ops.filter((op) => op.kind === kind);
      if (wave.length > 0)
        product.trace?.(`day ${day}: the ${kind} wave (${wave.length} operations)`);
      const outcomes: Awaited<ReturnType<typeof perform>>[] = [];
      const outage = dayFaults.outage?.wave === kind && wave.length > 0 ? dayFaults.outage : null;
      if (outage) await product.armOutage(outage.afterQueries);
      const kill = dayFaults.kill?.wave === kind && wave.length > 0 ? dayFaults.kill : null;
      const killedBefore = scaled?.killed.length ?? 0;
      if (kill) {
        await product.armKill(kill.afterQueries, scaled ? (killedApiRng.int(0, 1) as 0 | 1) : 0);
      }
      // A lost answer is armed from its wave on, for the rest of the day's waves.
      const lostAnswer = dayFaults.lostAnswer?.wave === kind ? dayFaults.lostAnswer : null;
      if (lostAnswer) await product.armLostAnswer(lostAnswer.afterCalls, lostAnswer.form);
      if (kind === 'register' || kind === 'apply' || kind === 'fundRound' || kind === 'sign') {
        for (const op of wave) outcomes.push(await attempt(op));
      } else {
        outcomes.push(...(await Promise.all(wave.map(attempt))));
      }
      // An outage or a kill the wave's queries did not reach is called off with the wave.
      if (outage) await product.outage.heal();
      if (kill) await product.disarmKill();
      for (const ended of scaled?.killed.slice(killedBefore) ?? []) {
        apiKills.push(Object.assign(ended, { day, wave: kind }));
      }
      for (const outcome of outcomes.flat()) {
        if (outcome === 'done') done += 1;
        else if (outcome === 'refused') refused += 1;
      }
    }
    // Not past the day's waves: the scheduled pass's inquiries get their answers, so a payment
    // the bank made today is settled at the platform by the next audit.
    if (dayFaults.lostAnswer || dayFaults.lostAccountAnswers.length > 0 || rdlLosses > 0) {
      await product.disarmLostAnswer();
    }
    violations.push(...callbackViolations);
    callbackViolations = [];
    result.plan.push(...ops.map((op) => `day ${day}: ${describeOp(op)}`));
    if (scaled)
      violations.push(...(await readThroughGateways(scaled, token, graphqlPerGateway, day)));
    await options.afterDay?.(day, db, inFlight);
    await bookNewPayouts();
    const findings = [
      ...(await auditMarketplace(db)),
      ...(await auditInFlight(db, inFlight)),
      ...(await auditBankBooks(db, booked, day, {
        before: seededPayouts,
        ...(product.bankHoldings ? { holdings: product.bankHoldings } : {}),
      })),
    ];
    result.inFlight.push(...inFlight);
    violations.push(...findings.map((f) => `day ${day} audit: ${f}`));
    for (const v of violations) product.trace?.(`VIOLATION ${v}`);
    result.violations.push(...violations);
    result.operations += ops.length;
    result.refused += refused;
    // An outage counts when it began: one armed past the wave's last query never happened.
    const outages = product.outage.outages - outagesBefore;
    const kills = product.kills - killsBefore;
    const lostAnswers = product.lostAnswers.length - lostAnswersBefore;
    result.faults += outages + deliveries + kills + lostAnswers;
    result.days = day;
    const stages = [...world.loans.values()].map((l) => l.stage);
    log(
      `day ${day} (${world.today}): ${ops.length} operations, ${done} steps done, ${refused} refused as they should be; ` +
        (outages + deliveries + kills + lostAnswers > 0
          ? `${outages} database outage(s), ${deliveries} callback(s) repeated or lost, ` +
            (lostAnswers > 0 ? `${lostAnswers} bank answer(s) lost, ` : '') +
            (kills > 0
              ? `${kills} kill(s)${scaled ? ` of ${killedApis(apiKills, day)}` : ''} (${inFlight.length} request(s) with effects in flight), `
              : '') +
            `${interrupted} interrupted; `
          : '') +
        `loans ${summariseStages(stages)}; ${violations.length} violations`,
    );
    for (const v of violations) log(`  VIOLATION ${v}`);
    const advanced = await client.rest('POST', '/demo/clock/advance', {
      token: actors.admin,
      body: { days: 1 },
    });
    if (advanced.status !== 200) {
      throw new Error(`the demo clock did not advance: ${JSON.stringify(advanced.body)}`);
    }
    world.today = wibDate((advanced.body.data as { now: string }).now);
    await product.tick();
  }
  // After the last day's scheduled pass, every payment the bank made is settled at the platform.
  day = result.days + 1;
  await bookNewPayouts();
  result.violations.push(
    ...(
      await auditBankBooks(db, booked, day, {
        allSettled: true,
        before: seededPayouts,
        ...(product.bankHoldings ? { holdings: product.bankHoldings } : {}),
      })
    ).map((f) => `end audit: ${f}`),
  );
  result.bankPayouts = booked.length;
  result.faultsByKind.lostAnswers = product.lostAnswers.length;
  for (const { call } of product.lostAnswers) {
    result.lostAnswersByCall[call] = (result.lostAnswersByCall[call] ?? 0) + 1;
  }
  result.bankVas = product.bankHoldings?.vas.length ?? 0;
  result.bankRdls = product.bankHoldings?.rdls.length ?? 0;
  result.bankBillings = product.bankHoldings?.billings.length ?? 0;
  result.installmentsPaid = [...world.loans.values()].reduce((n, l) => n + l.installmentsPaid, 0);
  result.loansRepaying = [...world.loans.values()].filter((l) => l.installmentsPaid > 0).length;
  result.declined = [...world.loans.values()].filter((l) => l.stage === 'REJECTED_BORROWER').length;
  result.newcomers = world.lenders.filter((email) => !LENDERS.includes(email));
  result.rdlNewcomers = result.newcomers.filter((email) => world.rdlLenders.includes(email));
  result.newBorrowers = world.borrowers
    .filter((email) => !BORROWERS.includes(email))
    .map((email) => ({
      email,
      loans: [...world.loans.values()]
        .filter((loan) => loan.borrower === email)
        .map((loan) => ({ id: loan.id, stage: loan.stage })),
    }));
  result.retried = counts.retried;
  const [autoLent] = await db.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM loan_fundings WHERE idempotency_key LIKE 'autolend:%'",
  );
  result.autoLent = Number(autoLent?.n ?? 0);
  result.faultsByKind.outages = product.outage.outages;
  result.faultsByKind.kills = product.kills;
  result.interrupted = counts.abandoned;
  result.resentAfterKill = counts.resentAfterKill;
  result.lostAtKill = counts.lostAtKill;
  if (scaled) {
    result.scaled = {
      requestsPerApi: [...scaled.requestsPerApi],
      graphqlPerGateway,
      stepsPerGateway: [...scaled.stepsPerGateway],
      sessionChecks,
      passes: { ...scaled.passes },
      kills: apiKills,
    };
    // The sessions check again at the end, the instances having worked side by side all along.
    result.scaled.sessionChecks.push(
      ...(await sessionsHoldOnBoth(scaled, 'applicant.company@lumbung.test')),
    );
    result.violations.push(
      ...result.scaled.sessionChecks
        .filter((c) => c.startsWith('NOT'))
        .map((c) => `sessions: ${c}`),
    );
  }
  result.summary = `${result.days} days, ${result.operations} operations, ${result.faults} faults injected, ${result.violations.length} invariant violations`;
  return result;
}

/** The API processes killed on `day`, as the day's line names them: `API 2`. */
const killedApis = (kills: { api: number; day: number }[], day: number) =>
  kills
    .filter((k) => k.day === day)
    .map((k) => `API ${k.api}`)
    .join(', ');

/**
 * At the end of each day every lender reads the marketplace, and every borrower their loans,
 * through both gateways (each in front of its own API): both must answer without an error, and
 * alike — one database behind them. What differs, or fails, is a violation.
 */
async function readThroughGateways(
  product: ScaledProduct,
  token: (email: string) => string,
  counted: [number, number],
  day: number,
): Promise<string[]> {
  const reads: [string, string][] = [
    ...LENDERS.map((email): [string, string] => [
      email,
      '{ marketplace(first: 50) { totalCount nodes { id } } }',
    ]),
    ...BORROWERS.map((email): [string, string] => [email, '{ myLoans { id submissionStage } }']),
  ];
  const problems: string[] = [];
  for (const [email, query] of reads) {
    const answers = await Promise.all(
      product.gatewayUrls.map(async (url, i) => {
        counted[i] = (counted[i] ?? 0) + 1;
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token(email)}` },
          body: JSON.stringify({ query }),
        });
        return { status: response.status, body: (await response.json()) as Json };
      }),
    );
    const [one, two] = answers.map((a) => JSON.stringify(a.body));
    if (answers.some((a) => a.status !== 200 || a.body.errors)) {
      problems.push(`day ${day} gateways: ${email}'s ${query} failed: ${one} / ${two}`);
    } else if (one !== two) {
      problems.push(`day ${day} gateways: ${email}'s ${query} differs: ${one} / ${two}`);
    }
  }
  return problems;
}

const NEW_PASSWORD = 'Kebun-Raya-Bogor-1817';

/**
 * Sessions and revocations hold on every instance: a token signed in through API 1 is taken by
 * API 2 and gateway 2; logged out through API 1, both refuse it at their next request; a password
 * changed through API 1 ends the other sessions there too. A demo applicant the workload does
 * not use is the person (their password stays changed). Each line says what was seen; one
 * beginning NOT is a violation.
 */
async function sessionsHoldOnBoth(product: ScaledProduct, email: string): Promise<string[]> {
  const [one, two] = product.apiUrls.map((url) => httpClient(url)) as [Client, Client];
  const gateway2 = product.gatewayUrls[1];
  const meOnApi2 = async (token: string) =>
    (await two.rest('GET', '/account/me', { token })).status;
  const meOnGateway2 = async (token: string) => {
    const response = await fetch(gateway2, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    const body = (await response.json()) as {
      data?: { me?: { email: string } | null };
      errors?: { extensions?: { code?: string } }[];
    };
    return body.data?.me?.email === email
      ? 'answered'
      : `refused (${body.errors?.[0]?.extensions?.code ?? response.status})`;
  };
  const checks: string[] = [];
  const expect = (what: string, seen: unknown, wanted: unknown | ((s: string) => boolean)) => {
    const held = typeof wanted === 'function' ? wanted(String(seen)) : seen === wanted;
    checks.push(`${held ? '' : 'NOT '}${what}: ${String(seen)}`);
  };
  const refused = (seen: string) => seen.startsWith('refused');
  // A logout through API 1.
  const token = await one.login(email, DEMO_PASSWORD);
  expect('signed in on API 1, API 2 answers', await meOnApi2(token), 200);
  expect('signed in on API 1, gateway 2 answers', await meOnGateway2(token), 'answered');
  const out = await one.rest('POST', '/account/logout', { token });
  expect('logged out on API 1', out.status, 200);
  expect('API 2 refuses the token logged out', await meOnApi2(token), 401);
  expect('gateway 2 refuses the token logged out', await meOnGateway2(token), refused);
  // A password change through API 1 ends the other session (signed in through API 2).
  const kept = await one.login(email, DEMO_PASSWORD);
  const other = await two.login(email, DEMO_PASSWORD);
  const changed = await one.rest('POST', '/account/password/change', {
    token: kept,
    body: {
      old_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    },
  });
  expect('password changed on API 1', changed.status, 200);
  expect('API 2 refuses the other session after a password change', await meOnApi2(other), 401);
  expect('gateway 2 refuses it too', await meOnGateway2(other), refused);
  expect('the changing session holds on API 2', await meOnApi2(kept), 200);
  return checks;
}

/**
 * Two lenders fund by rules (issue 21's auto-lend): each enables a rule for the simulator's loans
 * (grade C, 30 to 90 days), accepting the standing authorisation. The product allocates when a
 * loan's preview window has ended, in its scheduled pass: the simulator's fundings then race
 * what the rules took, and the auditor checks the sums as for any funding.
 */
async function enableAutoLend(client: Client, a: Actors) {
  const rules = [
    ['investor@lumbung.test', '3000000', '40000000'],
    ['lender.company@lumbung.test', '5000000', '60000000'],
  ] as const;
  for (const [email, amountPerLoan, maxTotal] of rules) {
    const made = await client.rest('POST', '/auto-lend/rules', {
      token: a.token(email),
      body: {
        grades: ['A', 'B', 'C', 'D', 'E'],
        productCodes: [],
        minTermDays: 30,
        maxTermDays: 90,
        minInterestPercent: '0',
        amountPerLoan,
        maxTotal,
        keepBalance: '1000000',
        acceptAuthorisation: true,
      },
    });
    if (made.status !== 200 && made.status !== 201) {
      throw new Error(`auto-lend rule of ${email}: ${JSON.stringify(made.body)}`);
    }
  }
}

/**
 * The two demo lenders without a wallet ask for a VA; staff approve it, as people would (and
 * retry it first when the bank's answer was lost). The RDL lender's data is validated by the
 * demo's seed (api/profiles/demo-profiles.ts): her bank account is where her cash-outs go, paid
 * out of her RDL.
 */
async function openWallets(client: Client, a: Actors) {
  const must: Must = (answer, what, status = 200) => {
    if (answer.status !== status) throw new Error(`${what}: ${JSON.stringify(answer.body)}`);
    return answer.body.data as Json;
  };
  for (const email of ['lender@lumbung.test', 'lender.company@lumbung.test']) {
    await openVaWallet(client, a.admin, { email, token: a.token(email) }, must);
  }
  // OJK's lender categories (issue 21): the simulated persons declare a yearly income large
  // enough (Rp 100 billion: 20%) that the income share never decides a round; the investor's
  // demo declaration (Rp 900 million) would.
  for (const email of ['investor@lumbung.test', 'rdl@lumbung.test', 'lender@lumbung.test']) {
    const declared = await client.rest('PUT', '/lender/income-declaration', {
      token: a.token(email),
      body: { yearlyIncome: '100000000000' },
    });
    if (declared.status !== 200) {
      throw new Error(`income of ${email}: ${JSON.stringify(declared.body)}`);
    }
  }
}

async function today(client: Client, token: string): Promise<string> {
  const clock = await client.rest('GET', '/demo/clock', { token });
  return wibDate((clock.body.data as { now: string }).now);
}

/**
 * What a request in flight at a kill leaves behind, when it changes anything: a funding or a
 * cash-out by its Idempotency-Key, a payment callback by its payment_ntb, each as the answer to
 * the request sent again said. (The RDL deposits and payment reviews, not safe to send again,
 * are read back by their operations in sim/workload.ts.)
 */
function effectOf(lost: LostRequest, ntbOf: WeakMap<object, string>): Omit<InFlight, 'day'> | null {
  const { method, path, options, answer } = lost;
  const key = Object.entries(options?.headers ?? {}).find(
    ([h]) => h.toLowerCase() === 'idempotency-key',
  )?.[1];
  const happened = answer ? answer.status === 200 || answer.status === 201 : null;
  const request = `${method} ${path}`;
  if (method === 'POST' && /^\/loan\/\d+\/fund$/.test(path) && key) {
    return { request, happened, effect: { kind: 'funding', idempotencyKey: key } };
  }
  if (method === 'POST' && path === '/cash-out' && key) {
    return { request, happened, effect: { kind: 'cashOut', idempotencyKey: key } };
  }
  const ntb = options?.body ? ntbOf.get(options.body as Json) : undefined;
  if (method === 'POST' && path === '/bank/va/callback' && ntb) {
    return { request, happened, effect: { kind: 'vaPayment', paymentNtb: ntb } };
  }
  return null;
}

/** The date in Jakarta (UTC+7), as the product's days run. */
const wibDate = (iso: string) =>
  new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);

function summariseStages(stages: string[]): string {
  if (stages.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const s of stages) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}×${n}`).join(' ');
}
