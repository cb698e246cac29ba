// The simulated marketplace: borrowers applying, staff deciding, lenders topping up and funding
// concurrently, signing, disbursements, repayments on time, late and never, cash-outs — every
// step a call on the product's public API, every choice drawn from the seed. A step the web
// client makes through the GraphQL gateway carries that operation (sim/gateway-steps.ts) and is
// sent through the gateway or as its REST call as the seed draws it; its answer is read alike.
//
// A day is planned first (planDay: a pure function of the generator and what the simulator
// knows), then carried out; the plan's lines are the run's operations, so a seed replays them.
import type { InFlight } from './auditor.ts';
import type { Client, GraphqlStep, Json } from './client.ts';
import { type DayFaults, type Delivery, LOST_AT_KILL, retrySafe } from './faults.ts';
import { gatewaySteps as gql } from './gateway-steps.ts';
import { loanApplicationCalls } from './loan-application.ts';
import {
  describeRegister,
  type RegisterOp,
  registerBorrower,
  registerLender,
} from './newcomers.ts';
import { mulberry32, type Rng } from './prng.ts';
import type { SigningCallback } from './product.ts';

/**
 * How a borrower repays: each installment as soon as its bill can be made (ahead), some days
 * before its due date (on time), some days after it (late), or never.
 */
export type Behaviour = 'ahead' | 'onTime' | 'late' | 'never';

export type SimLoan = {
  id: number;
  borrower: string;
  value: bigint;
  behaviour: Behaviour;
  /** Days after the due date a late borrower pays; twice this many days before it, one on time. */
  lateDays: number;
  /** The stage the simulator last read. */
  stage: string;
  /**
   * The fundings the simulator's lenders made, by id: who, how much; `signingLost` when a
   * signing of its agreement was cut off (it may have been recorded all the same).
   */
  fundings: Map<number, { lender: string; amount: bigint; signed: boolean; signingLost?: boolean }>;
  borrowerSigned: boolean;
  /** The borrower's signing of the loan agreement was cut off (perhaps recorded all the same). */
  borrowerSigningLost?: boolean;
  /**
   * The borrower signed the loan agreement at the provider, but the platform had not learnt it
   * when they would have come back (the provider's callback lost, the tab closed): they come
   * back to the loan page another day.
   */
  borrowerSignedAtProvider: boolean;
  installmentsPaid: number;
};

export type World = {
  day: number;
  today: string;
  borrowers: string[];
  lenders: string[];
  /** The lenders whose data staff validated: those who fund. */
  funders: string[];
  /**
   * The lenders whose wallet is an RDL: they deposit into it and cash out of it, and never fund
   * (funding out of an RDL is not built).
   */
  rdlLenders: string[];
  /** The simulator's loans by id, in the order they were made. */
  loans: Map<number, SimLoan>;
  /** Payment callbacks the bank lost today: it delivers them again the next morning. */
  lostCallbacks: unknown[];
  /** The signature provider's callbacks lost today: it sends them again the next morning. */
  lostSigningCallbacks: SigningCallback[];
  /** Applications made so far: each names its purpose after its number, to be found again. */
  applications: number;
};

export type Op =
  | RegisterOp
  | {
      kind: 'apply';
      borrower: string;
      product: string;
      value: bigint;
      periodDays: number;
      /** Days the funding window stays open: a loan not funded by then is refunded. */
      windowDays: number;
      behaviour: Behaviour;
      lateDays: number;
      reject: boolean;
      /**
       * The borrower declines staff's offer (REJECTED_BORROWER, 'Ditolak Peminjam'): the loan
       * ends there, before any funding.
       */
      decline: boolean;
    }
  | { kind: 'topUp'; lender: string; amount: bigint }
  | {
      kind: 'fundRound';
      loanId: number;
      pieces: { lender: string; share: number }[];
      /** The round's last lender funds what is left, topping up first if short. */
      complete: boolean;
    }
  | { kind: 'sign'; loanId: number }
  | {
      kind: 'repay';
      loanId: number;
      /**
       * Through the bill's VA, or by a transfer outside it reported for staff to review — which
       * staff confirm, or reject (the money not found) so that the borrower pays by VA later.
       */
      by: 'va' | 'transfer';
      staffRejects: boolean;
    }
  | { kind: 'cashOut'; lender: string; share: number };

const PRODUCTS = ['PF', 'CTO'] as const;
const PERIODS = [30, 60, 90] as const;

/** By default one offer in eight is declined by its borrower. */
export const DECLINE_CHANCE = 1 / 8;

/** The declines' own generator, seeded from the run's seed. */
export const declineGenerator = (seed: number): Rng => mulberry32(seed ^ 0x6a09e667);

/**
 * The day's operations: a pure function of the generators' states and the world it is shown.
 * Whether a borrower declines their offer is drawn from `declines.rng`, a generator of its own
 * (without it every offer is accepted), one draw per application: a seed's other choices stay
 * those it had before declines existed, until its first decline changes the world they are drawn
 * from.
 */
export function planDay(
  rng: Rng,
  world: World,
  options: { maxLoans: number; declines?: { rng: Rng; chance: number } },
): Op[] {
  const ops: Op[] = [];
  // A loan whose offer was declined (REJECTED_BORROWER) stays among the simulator's loans — it
  // was applied for — but has ended: no stage below plans anything on it.
  const open = [...world.loans.values()];
  const applications = open.length >= options.maxLoans ? 0 : rng.int(0, 2);
  for (let i = 0; i < applications && open.length + i < options.maxLoans; i += 1) {
    const behaviour = rng.pick<Behaviour>(['ahead', 'onTime', 'onTime', 'late', 'never']);
    // The main generator's draws in the order they always had: a seed's plan stays its own.
    const application = {
      kind: 'apply' as const,
      borrower: rng.pick(world.borrowers),
      product: rng.pick(PRODUCTS),
      value: BigInt(rng.int(5, 40)) * 1_000_000_00n,
      periodDays: rng.pick(PERIODS),
      windowDays: rng.int(1, 8),
      behaviour,
      lateDays: rng.int(1, 12),
      reject: rng.chance(0.1),
    };
    const declined = options.declines?.rng.chance(options.declines.chance) ?? false;
    // Staff's rejection comes before any offer: then nothing is left to decline.
    ops.push({ ...application, decline: declined && !application.reject });
  }
  for (const lender of world.lenders) {
    if (rng.chance(0.5)) {
      ops.push({ kind: 'topUp', lender, amount: BigInt(rng.int(5, 60)) * 1_000_000_00n });
    }
  }
  for (const loan of open) {
    if (loan.stage === 'PROCESS' && rng.chance(0.6)) {
      const count = rng.int(1, Math.min(3, world.funders.length));
      const lenders = [...world.funders];
      const pieces: { lender: string; share: number }[] = [];
      for (let i = 0; i < count; i += 1) {
        const lender = lenders.splice(rng.int(0, lenders.length - 1), 1)[0] as string;
        // Shares of the need; together they may ask for more than it: the product must refuse
        // what would overfund, whichever request comes first.
        pieces.push({ lender, share: rng.int(20, 80) / 100 });
      }
      ops.push({ kind: 'fundRound', loanId: loan.id, pieces, complete: rng.chance(0.7) });
    } else if (
      ['FUNDING_COMPLETED', 'DISBURSEMENT_READY', 'DISBURSEMENT_READY_BORROWER'].includes(
        loan.stage,
      )
    ) {
      if (rng.chance(0.8)) ops.push({ kind: 'sign', loanId: loan.id });
    } else if (loan.stage === 'LOAN_PERIOD' && loan.behaviour !== 'never') {
      const by = rng.chance(0.25) ? 'transfer' : 'va';
      ops.push({ kind: 'repay', loanId: loan.id, by, staffRejects: rng.chance(0.3) });
    }
  }
  for (const lender of world.lenders) {
    if (rng.chance(0.15)) ops.push({ kind: 'cashOut', lender, share: rng.int(5, 30) / 100 });
  }
  return ops;
}

export function describeOp(op: Op): string {
  switch (op.kind) {
    case 'register':
      return describeRegister(op);
    case 'apply':
      return `apply ${op.borrower} ${op.product} ${op.value / 100n} ${op.periodDays}d window ${op.windowDays}d ${op.behaviour}${op.behaviour === 'late' ? `+${op.lateDays}` : ''}${op.reject ? ' (staff reject)' : ''}${op.decline ? ' (borrower declines)' : ''}`;
    case 'topUp':
      return `top-up ${op.lender} ${op.amount / 100n}`;
    case 'fundRound':
      return `fund #${op.loanId} ${op.pieces.map((p) => `${p.lender}:${Math.round(p.share * 100)}%`).join(' ')}${op.complete ? ' then the rest' : ''}`;
    case 'sign':
      return `sign #${op.loanId}`;
    case 'repay':
      return `repay #${op.loanId}${op.by === 'transfer' ? ` by transfer${op.staffRejects ? ' (staff reject)' : ''}` : ''}`;
    case 'cashOut':
      return `cash-out ${op.lender} ${Math.round(op.share * 100)}%`;
  }
}

/** An answer the product should not have given (a server error, or a refusal of a step the
 * simulator only takes when the machine allows it). */
export class Unexpected extends Error {}

export type Actors = {
  client: Client;
  token(email: string): string;
  admin: string;
  director: string;
  /** The partner bank sealing a transfer into a VA as its callback carries it. */
  sealVaPayment(
    virtualAccount: string,
    amountRupiah: bigint,
    customerName: string,
  ): Promise<unknown>;
  /** The same payment sealed again now, as the bank delivers a lost callback again. */
  resealVaPayment(body: unknown): Promise<unknown>;
  /** Today's faults (how each callback is delivered). */
  faults: DayFaults;
  /** A request lost at a kill that the operation read back from the product (auditInFlight). */
  inFlight(op: Omit<InFlight, 'day'>): void;
  /** A newcomer signed in: their token from now on. */
  signedIn(email: string, token: string): void;
  /**
   * The provider's callbacks as they were delivered: how many were lost so far, and copies
   * still on their way (a repeat), which the signer's browser return races.
   */
  signingCallbacks: { lost: number; inFlight: Promise<void>[] };
};

/**
 * A request the product failed while its database was down, or lost when it was killed, which the
 * client could not safely send again: the operation did not happen (or happened whole), and the
 * auditor says which.
 */
export class Interrupted extends Error {}

/** A request lost without an answer when the product was killed: the operation finds out. */
const lostAtKill = (answer: { body: Json }) => answer.body.code === LOST_AT_KILL;

/** The bank delivers a sealed payment to the platform's callback path, as `delivery` says. */
export async function deliverCallback(
  a: Actors,
  world: World,
  body: unknown,
  delivery: Delivery,
): Promise<void> {
  if (delivery === 'drop') {
    world.lostCallbacks.push(body);
    return;
  }
  const times = delivery === 'repeat' ? 2 : 1;
  const answers = await Promise.all(
    Array.from({ length: times }, () => a.client.rest('POST', '/bank/va/callback', { body })),
  );
  for (const answer of answers) must(answer, `payment callback (${delivery})`);
}

/**
 * The signature provider's callback reaches the platform as `delivery` says: once; twice at
 * once, the second copy still on its way when the signer's browser comes back; or not at all,
 * kept for the provider to send again the next morning. Answers the status the provider records.
 */
export async function deliverSigningCallback(
  a: Actors,
  world: World,
  callback: SigningCallback,
  delivery: Delivery,
): Promise<number> {
  if (delivery === 'drop') {
    world.lostSigningCallbacks.push(callback);
    a.signingCallbacks.lost += 1;
    return 0;
  }
  const post = () =>
    a.client.rest('POST', '/signing/callback/local', {
      raw: callback.body,
      headers: callback.headers,
    });
  const copies = delivery === 'repeat' ? [post(), post()] : [post()];
  const [first, ...more] = copies;
  for (const copy of more) {
    const checked = copy.then((answer) => void must(answer, 'signing callback (repeat)'));
    // Awaited with the signer's return; until then its failure must not go unhandled.
    checked.catch(() => {});
    a.signingCallbacks.inFlight.push(checked);
  }
  const answer = await (first as Promise<{ status: number; body: Json }>);
  must(answer, `signing callback (${delivery})`);
  return answer.status;
}

/** Done; refused by the product as it should be; or nothing to do yet (not an operation). */
type Outcome = 'done' | 'refused' | 'waiting';

export async function perform(a: Actors, world: World, op: Op): Promise<Outcome[]> {
  switch (op.kind) {
    case 'register':
      return [await register(a, world, op)];
    case 'apply':
      return [await apply(a, world, op)];
    case 'topUp':
      return [await topUp(a, world, op.lender, op.amount, a.faults.delivery())];
    case 'fundRound':
      return fundRound(a, world, op);
    case 'sign':
      return [await sign(a, world, op.loanId)];
    case 'repay':
      return [await repay(a, world, op)];
    case 'cashOut':
      return [await cashOut(a, world, op.lender, op.share)];
  }
}

function must(answer: { status: number; body: Json }, what: string, status = 200) {
  if (answer.body.code === 'INTERRUPTED_BY_OUTAGE' || lostAtKill(answer)) {
    throw new Interrupted(what);
  }
  if (answer.status !== status) {
    throw new Unexpected(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.data as Json;
}

const rupiah = (sen: bigint) => `${sen / 100n}`;
const sen = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
};
const dateIn = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The product's id and an interest rate for grade C (MEDIUM): the middle of its range. */
async function productOf(a: Actors, code: string): Promise<{ id: number; interest: string }> {
  const list = must(await a.client.rest('GET', '/product', { token: a.admin }), 'products');
  const found = (
    list.data as {
      id: number;
      code: string;
      low_risk_interest: string;
      high_risk_interest: string;
    }[]
  ).find((p) => p.code === code);
  if (!found) throw new Unexpected(`no product ${code}`);
  const middle = (sen(found.low_risk_interest) + sen(found.high_risk_interest)) / 2n;
  return { id: found.id, interest: `${middle / 100n}.${`${middle % 100n}`.padStart(2, '0')}` };
}

async function apply(
  a: Actors,
  world: World,
  op: Extract<Op, { kind: 'apply' }>,
): Promise<Outcome> {
  const client = readingBackLostSteps(a, op.borrower);
  const token = a.token(op.borrower);
  const product = await productOf(a, op.product);
  world.applications += 1;
  const calls = loanApplicationCalls(
    {
      ...client,
      // A certificate the product will not take is an answer it should not have given.
      upload: (...args) =>
        client.upload(...args).catch((error) => {
          throw new Unexpected(error instanceof Error ? error.message : String(error));
        }),
    },
    must,
  );
  const id = await calls.create(token, {
    productId: product.id,
    value: rupiah(op.value),
    requiredDate: dateIn(world.today, 30),
    purpose: `Modal kerja (pengajuan ${world.applications})`,
  });
  await calls.complete(token, id, { personal: !op.borrower.includes('company') });
  await calls.submit(token, id);
  const loan: SimLoan = {
    id,
    borrower: op.borrower,
    value: op.value,
    behaviour: op.behaviour,
    lateDays: op.lateDays,
    stage: 'SUBMITTED',
    fundings: new Map(),
    borrowerSigned: false,
    borrowerSignedAtProvider: false,
    installmentsPaid: 0,
  };
  world.loans.set(id, loan);
  if (op.reject) {
    await calls.reject(a.admin, id, 'Agunan tidak memadai');
    loan.stage = await stageOf(a, id);
    world.loans.delete(id);
    return 'done';
  }
  await calls.review(a, id, 'MEDIUM');
  await calls.offer(a.admin, id, {
    interestPercent: product.interest,
    periodDays: op.periodDays,
    // 1% of the amount per 90 days: with the interest within OJK's cap on the economic benefit
    // per day (machines/regulation/ojk-limits.ts), which the offer is refused beyond.
    adminFee: rupiah((((op.value / 100n) * BigInt(op.periodDays)) / 9000n) * 100n),
    paymentType: 'INSTALLMENT',
    fundingStart: dateIn(world.today, 0),
    fundingEnd: dateIn(world.today, op.windowDays),
  });
  if (op.decline) {
    await calls.decline(token, id);
    loan.stage = await stageOf(a, id);
    if (loan.stage !== 'REJECTED_BORROWER') {
      throw new Unexpected(`#${id} declined by its borrower is ${loan.stage}`);
    }
    return 'done';
  }
  await calls.accept(token, id);
  // A window that starts today opens with the acceptance; staff open it otherwise.
  if ((await stageOf(a, id)) === 'APPROVED_BORROWER') await calls.openFunding(a.admin, id);
  loan.stage = await stageOf(a, id);
  return 'done';
}

/** A loan's audit trail as staff read it. */
async function trailOf(a: Actors, loanId: number): Promise<{ event: string }[]> {
  const trail = must(
    await a.client.rest('GET', `/loan/${loanId}/events`, { token: a.admin }),
    `trail of #${loanId}`,
  );
  return trail.data as { event: string }[];
}

/**
 * The client of one application: a request the kill lost without an answer is read back from the
 * product, as the borrower and staff would reload the page. The application itself is found
 * among the borrower's loans by its purpose; a step of it (the submission, staff's decisions, the
 * acceptance) in the loan's audit trail, read before it was sent — a step not there is sent
 * again, as a person presses the button again. Each is recorded for the auditor (auditInFlight):
 * the loan once, each step once.
 */
function readingBackLostSteps(a: Actors, borrower: string): Client {
  const { client } = a;
  const rest: Client['rest'] = async (method, path, options) => {
    const stepOf = /^\/loan\/(?:submission\/)?(\d+)\//.exec(path)?.[1];
    const loanId =
      method !== 'GET' && !retrySafe(method, path, options?.headers) && stepOf
        ? Number(stepOf)
        : null;
    const before = loanId === null ? [] : await trailOf(a, loanId);
    const answer = await client.rest(method, path, options);
    if (!lostAtKill(answer)) return answer;
    if (method === 'POST' && path === '/loan') {
      const purpose = (options?.body as { genpurpose?: string } | undefined)?.genpurpose ?? '';
      const mine = must(
        await client.rest('GET', '/loan/borrower', { token: a.token(borrower) }),
        'my loans',
      );
      const found = (mine.data as { id: number; genpurpose?: string }[]).find(
        (loan) => loan.genpurpose === purpose,
      );
      a.inFlight({
        request: `apply (${purpose})`,
        happened: found !== undefined,
        effect: { kind: 'application', purpose },
      });
      if (!found) throw new Interrupted(`apply (${purpose})`);
      return { status: 201, body: { data: { id: found.id } } };
    }
    if (loanId === null) return answer;
    let after = await trailOf(a, loanId);
    if (after.length === before.length) {
      const again = await client.rest(method, path, options);
      if (lostAtKill(again)) throw new Interrupted(`${method} ${path}`);
      if (again.status !== 200) return again;
      after = await trailOf(a, loanId);
    }
    const event = after[before.length]?.event ?? '';
    a.inFlight({
      request: `${method} ${path}`,
      happened: true,
      effect: { kind: 'loanStep', loanId, event },
    });
    return { status: 200, body: { data: { id: loanId } } };
  };
  return { ...client, rest };
}

/**
 * A new lender registers and is let in (sim/newcomers.ts), tops up their VA, signs the lender
 * agreement, and from the next day's plan on is one of the lenders who top up, fund and cash
 * out; one who asked for an RDL deposits into it, and from the next day's plan on deposits and
 * cashes out like the demo RDL lender, never among those who fund. A new borrower registers, is let in and applies for their
 * loan at once; from the next day's plan on they are one of the borrowers who apply.
 */
async function register(a: Actors, world: World, op: RegisterOp): Promise<Outcome> {
  if (op.role === 'borrower') {
    const { email, token } = await registerBorrower(a.client, a.admin, op, must);
    a.signedIn(email, token);
    world.borrowers.push(email);
    return apply(a, world, {
      kind: 'apply',
      borrower: email,
      ...op.application,
      reject: false,
      decline: false,
    });
  }
  const { email, token } = await registerLender(a.client, a.admin, op, must);
  a.signedIn(email, token);
  if (op.wallet === 'RDL') {
    world.rdlLenders.push(email);
    await topUp(a, world, email, op.topUp);
    world.lenders.push(email);
    return 'done';
  }
  await topUp(a, world, email, op.topUp, a.faults.delivery());
  // POJK 10/2022: before funding, the lender agreement (its callback may be lost like any other:
  // the platform then learns of it when the provider sends it again).
  await signLenderAgreement(a, email);
  world.lenders.push(email);
  world.funders.push(email);
  return 'done';
}

export async function stageOf(a: Actors, id: number): Promise<string> {
  const loan = must(await a.client.rest('GET', `/loan/${id}`, { token: a.admin }), `loan ${id}`);
  return loan.submissionstage as string;
}

/** The lender's active balance, as their wallet page reads it. */
async function activeBalance(a: Actors, lender: string): Promise<bigint> {
  const wallet = must(
    await a.client.rest('GET', '/cash-out/quote?amount=1', { token: a.token(lender) }),
    'quote',
  );
  return sen(wallet.activeBalance as string);
}

/**
 * A lender transfers into their wallet: into the VA through the bank (its callback delivered as
 * today's faults say), or a deposit into the RDL.
 */
async function topUp(
  a: Actors,
  world: World,
  lender: string,
  amount: bigint,
  delivery: Delivery = 'once',
): Promise<Outcome> {
  const token = a.token(lender);
  if (world.rdlLenders.includes(lender)) {
    // Nothing else moves an RDL lender's balance in a wave of top-ups: a deposit lost at a kill
    // is read back as the balance it moved.
    const before = await activeBalance(a, lender);
    const deposited = await a.client.rest('POST', '/demo/rdl-deposit', {
      token,
      body: { amount: rupiah(amount) },
    });
    if (lostAtKill(deposited)) {
      const moved = (await activeBalance(a, lender)) - before;
      a.inFlight({
        request: `rdl-deposit ${lender} ${rupiah(amount)}`,
        happened: moved === amount,
        effect: { kind: 'rdlDeposit', amountSen: amount, movedSen: moved },
      });
      if (moved !== amount) throw new Interrupted(`rdl-deposit ${lender}`);
      return 'done';
    }
    must(deposited, `top-up ${lender}`);
    return 'done';
  }
  const wallet = must(await a.client.rest('GET', '/wallet', { token }), `wallet of ${lender}`);
  const account = (wallet.accountNumber ?? (wallet.wallet as Json | undefined)?.accountNumber) as
    | string
    | undefined;
  if (!account) throw new Unexpected(`${lender} has no VA: ${JSON.stringify(wallet)}`);
  await deliverCallback(a, world, await a.sealVaPayment(account, amount / 100n, lender), delivery);
  return 'done';
}

/** What the product may answer a lender's funding in a race or out of money: a refusal. */
const REFUSALS_OF_FUNDING = new Set([
  'EXCEEDS_NEED',
  'FULLY_FUNDED',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_ACTIVE_BALANCE',
  'BELOW_MINIMUM',
  'FUNDING_WINDOW_CLOSED',
  'LENDER_NOT_VALIDATED',
  'LENDER_AGREEMENT_NOT_SIGNED',
]);

async function fundRound(
  a: Actors,
  world: World,
  op: Extract<Op, { kind: 'fundRound' }>,
): Promise<Outcome[]> {
  const loan = world.loans.get(op.loanId);
  if (!loan) return [];
  const market = must(
    await a.client.rest('GET', `/loan/marketplace/${op.loanId}`, {
      token: a.token(op.pieces[0]?.lender ?? ''),
    }),
    'marketplace loan',
  );
  const need = sen(market.remainingneed as string);
  const minimum = sen(market.minimumfunding as string);
  // The lenders' requests go at once: the product serialises them.
  const results = await Promise.all(
    op.pieces.map(async (piece) => {
      let amount = ((need * BigInt(Math.round(piece.share * 100))) / 100n / 100_00n) * 100_00n;
      if (amount < minimum) amount = minimum;
      return fund(a, loan, piece.lender, amount);
    }),
  );
  // Whoever came first, the last lender of the round takes what is left (topping up first if
  // short), when the plan says so: the loan's stage after the round is the plan's, not the race's.
  if (!op.complete) {
    loan.stage = await stageOf(a, loan.id);
    return results;
  }
  const left = sen(
    must(
      await a.client.rest('GET', `/loan/marketplace/${op.loanId}`, {
        token: a.token(op.pieces[0]?.lender ?? ''),
      }),
      'marketplace loan',
    ).remainingneed as string,
  );
  const last = op.pieces[op.pieces.length - 1];
  if (left > 0n && last) {
    const balance = await activeBalance(a, last.lender);
    if (balance < left) {
      const short = ((left - balance + 99n) / 100n) * 100n;
      results.push(await topUp(a, world, last.lender, short < 10_000_00n ? 10_000_00n : short));
    }
    results.push(await fund(a, loan, last.lender, left));
  }
  loan.stage = await stageOf(a, loan.id);
  return results;
}

async function fund(a: Actors, loan: SimLoan, lender: string, amount: bigint): Promise<Outcome> {
  // Sent again after a failure, the same request counts once.
  const key = `sim-${loan.id}-${lender}-${loan.fundings.size}-${amount}`;
  const answer = await a.client.rest('POST', `/loan/${loan.id}/fund`, {
    token: a.token(lender),
    body: { amount: rupiah(amount) },
    headers: { 'idempotency-key': key },
    graphql: gql.fundLoan(loan.id, rupiah(amount), key),
  });
  if (answer.status === 201) {
    const funding = (answer.body.data as { funding: { id: number } }).funding;
    loan.fundings.set(funding.id, { lender, amount, signed: false });
    return 'done';
  }
  const reason = (answer.body.reason ?? answer.body.code) as string;
  if (answer.status < 500 && REFUSALS_OF_FUNDING.has(reason)) return 'refused';
  throw new Unexpected(
    `fund #${loan.id} by ${lender}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
  );
}

/** A code the built-in provider sent to `email`, read from the demo outbox as a person reads mail. */
async function latestCode(a: Actors, email: string): Promise<string> {
  const outbox = must(await a.client.rest('GET', '/demo/outbox'), 'outbox');
  const message = (outbox.data as { recipient: string; body: string }[]).find(
    (m) => m.recipient === email,
  );
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
}

/**
 * The signer signs at the provider and comes back: true once the browser's return is taken. When
 * the provider's callback was lost on its way, the signer is taken to have closed the tab as
 * well (false): the platform learns of the signature only when the provider sends it again.
 */
async function signAt(
  a: Actors,
  email: string,
  body: Json,
  /** Told once the signer has signed at the provider, whatever the platform learns of it. */
  signedAtProvider: () => void,
  /** An earlier signing of this agreement was cut off: it may have been recorded. */
  lostEarlier: boolean | undefined,
  /** The web client's operations for the start and the return (sim/gateway-steps.ts). */
  gateway: { start: GraphqlStep; back(documentId: string, event: string): GraphqlStep },
): Promise<boolean> {
  const token = a.token(email);
  const lostBefore = a.signingCallbacks.lost;
  const answer = await a.client.rest('POST', '/sign/lender', {
    token,
    body,
    graphql: gateway.start,
  });
  // The signer asking again after a signing cut off is told whether it was recorded: the
  // agreement signed, or (a lender's) the loan past its signatures, which it leaves once every
  // piece is signed. As a person reading that, the simulator takes it as signed.
  if (lostEarlier && answer.status === 409 && SIGNED_ALREADY.has(String(answer.body.code))) {
    signedAtProvider();
    return true;
  }
  const asked = must(answer, 'sign');
  const url = (asked.data as { url: string }).url;
  const signingToken = url.split('/sign/local/')[1] ?? '';
  const opened = must(await a.client.rest('POST', `/signing/local/${signingToken}/open`), 'open');
  const headers = { 'x-signing-session': opened.sessionKey as string };
  must(
    await a.client.rest('POST', `/signing/local/${signingToken}/code`, {
      headers,
      body: { channel: 'email' },
    }),
    'code',
  );
  const code = await latestCode(a, email);
  const signed = must(
    await a.client.rest('POST', `/signing/local/${signingToken}/sign`, { headers, body: { code } }),
    'sign at provider',
  ) as { redirect?: string; page?: { redirect?: string } };
  signedAtProvider();
  const redirect = new URL(signed.redirect ?? signed.page?.redirect ?? '');
  const event = redirect.searchParams.get('event') ?? '';
  const documentId = redirect.searchParams.get('signingDocument') ?? '';
  const racing = a.signingCallbacks.inFlight.splice(0);
  if (a.signingCallbacks.lost > lostBefore) {
    await Promise.all(racing);
    return false;
  }
  // The browser's return and any copy of the callback still on its way arrive at once.
  const [returned] = await Promise.all([
    a.client.rest('POST', `/signing/documents/${documentId}/return`, {
      token,
      body: { event },
      graphql: gateway.back(documentId, event),
    }),
    ...racing,
  ]);
  must(returned, 'return from signing');
  return true;
}

/**
 * A lender signs the lender agreement on /signature (POJK 10/2022: no funding before it): true
 * once the platform took the return; false when the provider's callback was lost on its way
 * and the tab closed, and the platform learns of it when the provider sends it again.
 */
export function signLenderAgreement(a: Actors, email: string): Promise<boolean> {
  return signAt(a, email, {}, () => undefined, undefined, {
    start: gql.startLenderAgreementSigning('/signature'),
    back: (documentId, event) => gql.reportSigningReturn(documentId, event),
  });
}

/** What the platform answers a signer whose agreement is signed already. */
const SIGNED_ALREADY = new Set(['DOCUMENT_ALREADY_SIGNED', 'NOT_INVESTMENT_SIGNING_STAGE']);

/**
 * Each lender signs their investment agreement, then the borrower the loan agreement; staff
 * approve the disbursement. A signature whose callback was lost (and the signer's tab closed)
 * leaves the loan where it was until the provider sends the callback again: the rest waits for
 * another day.
 */
async function sign(a: Actors, world: World, loanId: number): Promise<Outcome> {
  const loan = world.loans.get(loanId);
  if (!loan) return 'waiting';
  // A signature whose request the kill lost is signed again another day: it counts once at most.
  const once = async <T>(fundingId: number | null, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Interrupted) {
        a.inFlight({
          request: `sign #${loanId}${fundingId === null ? '' : ` funding ${fundingId}`}`,
          happened: null,
          effect: { kind: 'signature', loanId, fundingId },
        });
        const funding = fundingId === null ? null : loan.fundings.get(fundingId);
        if (funding) funding.signingLost = true;
        else if (fundingId === null) loan.borrowerSigningLost = true;
      }
      throw error;
    }
  };
  let unconfirmed = false;
  for (const [fundingId, funding] of loan.fundings) {
    if (funding.signed) continue;
    const back = await once(fundingId, () =>
      signAt(
        a,
        funding.lender,
        { fundingid: fundingId },
        () => {
          funding.signed = true;
        },
        funding.signingLost,
        {
          // The lender's loan page, where the sign button is and the browser comes back to.
          start: gql.startInvestmentSigning(fundingId, `/lender/loans/${loanId}`),
          back: (documentId, event) => gql.reportSigningReturn(documentId, event),
        },
      ),
    );
    if (!back) unconfirmed = true;
  }
  loan.stage = await stageOf(a, loanId);
  if (unconfirmed) return 'done';
  // The borrower's signature taken on a day whose kill lost staff's approval: staff approve now,
  // unless the bank holds the transfer already (their approval went through, its answer lost).
  if (loan.stage === 'DISBURSEMENT_READY_BORROWER') {
    const disbursement = must(
      await a.client.rest('GET', `/loan/${loanId}/disbursement`, { token: a.admin }),
      'disbursement',
    );
    if (disbursement.waitingForBank) return 'waiting';
    return approveDisbursement(a, loan);
  }
  if (loan.stage !== 'DISBURSEMENT_READY')
    throw new Unexpected(`#${loanId} signed by its lenders is ${loan.stage}`);
  if (!loan.borrowerSignedAtProvider) {
    const back = await once(null, () =>
      signAt(
        a,
        loan.borrower,
        { loanid: loanId, returnUrl: `/borrower/loans/${loanId}` },
        () => {
          loan.borrowerSignedAtProvider = true;
        },
        loan.borrowerSigningLost,
        {
          start: gql.startDisbursementSigning(loanId, `/borrower/loans/${loanId}`),
          back: (_, event) => gql.reportDisbursementSigningReturn(loanId, event),
        },
      ),
    );
    if (!back) return 'done';
  }
  must(
    await a.client.rest('PUT', `/loan/${loanId}/disbursement/signed`, {
      token: a.token(loan.borrower),
      graphql: gql.confirmDisbursementSigning(loanId),
    }),
    'borrower signed',
  );
  loan.borrowerSigned = true;
  return approveDisbursement(a, loan);
}

/** Staff approve the disbursement of a loan its borrower signed for. */
async function approveDisbursement(a: Actors, loan: SimLoan): Promise<Outcome> {
  must(
    await a.client.rest('PUT', `/loan/disbursement/${loan.id}/approve`, {
      token: a.admin,
      graphql: gql.approveDisbursement(loan.id),
    }),
    'approve disbursement',
  );
  loan.stage = await stageOf(a, loan.id);
  return 'done';
}

type Installment = {
  id: number;
  duedate: string;
  payamount: string;
  status: string;
  pendingpayment: string | null;
};

/**
 * The borrower transfers what is owed to the platform's account outside the VA and reports it;
 * staff find it in the account and confirm it (the money is then booked as a VA payment is), or
 * do not find it and reject it, booking nothing.
 */
async function repayByTransfer(
  a: Actors,
  world: World,
  loan: SimLoan,
  next: Installment,
  staffRejects: boolean,
): Promise<Outcome> {
  const token = a.token(loan.borrower);
  // The note names the report: one lost at a kill is found in the loan's payments.
  const note = `Transfer dari rekening pribadi (angsuran ${next.id}, ${world.today})`;
  const sent = await a.client.rest('PUT', `/loan/submit-repayment/${loan.id}`, {
    token,
    body: { amount: next.payamount, note },
    graphql: gql.submitRepayment(loan.id, next.payamount, note),
  });
  let reported: Json;
  if (lostAtKill(sent)) {
    const found = (await paymentsOf(a, loan)).find((p) => p.note === note);
    a.inFlight({
      request: `report a transfer on #${loan.id}`,
      happened: found !== undefined,
      effect: { kind: 'reportedTransfer', note },
    });
    if (!found) throw new Interrupted('report a transfer');
    reported = found;
  } else reported = must(sent, 'report a transfer');
  const id = reported.id as number;
  if (reported.status !== 'REVIEW') throw new Unexpected(`payment ${id} is ${reported.status}`);
  const queue = must(await a.client.rest('GET', '/repayment/review', { token: a.admin }), 'review');
  if (!(queue as unknown as { id: number }[]).some((p) => p.id === id)) {
    throw new Unexpected(`payment ${id} is not in staff's review queue`);
  }
  const expected = staffRejects ? 'REJECTED' : 'CONFIRMED';
  const review = await a.client.rest(
    'PUT',
    staffRejects ? `/repayment/${id}/reject` : `/repayment/${id}/confirm`,
    staffRejects
      ? {
          token: a.admin,
          body: { reason: 'NOT_RECEIVED' },
          graphql: gql.rejectPayment(id, 'NOT_RECEIVED'),
        }
      : { token: a.admin, graphql: gql.confirmPayment(id) },
  );
  let reviewed: Json;
  if (lostAtKill(review)) {
    const found = (await paymentsOf(a, loan)).find((p) => p.id === id);
    a.inFlight({
      request: `${staffRejects ? 'reject' : 'confirm'} payment ${id}`,
      happened: found?.status === expected,
      effect: { kind: 'review', paymentId: id, status: expected },
    });
    if (found?.status !== expected) throw new Interrupted(`review payment ${id}`);
    reviewed = found;
  } else reviewed = must(review, staffRejects ? 'reject the payment' : 'confirm');
  if (reviewed.status !== expected) {
    throw new Unexpected(`payment ${id} reviewed as ${reviewed.status}, not ${expected}`);
  }
  loan.installmentsPaid = await installmentsPaid(a, loan);
  loan.stage = await stageOf(a, loan.id);
  return staffRejects ? 'refused' : 'done';
}

/** The borrower pays what their habit says is to pay today: the bill into its VA. */
async function repay(
  a: Actors,
  world: World,
  op: Extract<Op, { kind: 'repay' }>,
): Promise<Outcome> {
  const loanId = op.loanId;
  const loan = world.loans.get(loanId);
  if (!loan) return 'waiting';
  const token = a.token(loan.borrower);
  const schedule = must(
    await a.client.rest('GET', `/loan/${loanId}/repayment`, { token }),
    'schedule',
  );
  const next = (schedule.installments as Installment[]).find((i) => i.status !== 'PAID');
  if (!next) return 'waiting';
  // On time: some days before the due date (2 to 24); late: some days after it (1 to 12).
  const payOn =
    loan.behaviour === 'ahead'
      ? world.today
      : loan.behaviour === 'onTime'
        ? dateIn(next.duedate, -2 * loan.lateDays)
        : dateIn(next.duedate, loan.lateDays);
  if (world.today < payOn) return 'waiting';
  if (op.by === 'transfer' && !next.pendingpayment) {
    return repayByTransfer(a, world, loan, next, op.staffRejects);
  }
  const open = () =>
    a.client.rest('PUT', `/installment/pay/${next.id}`, {
      token,
      graphql: gql.payNextInstallment(loan.id, next.id),
    });
  let opened = await open();
  // The bank's answer to the billing was lost: the borrower is told the bank did not answer, and
  // opens the bill again, as a person presses the button again — the product asks under the same
  // trx_id, and the bank answers the billing it made. Still no answer: another day.
  if (unanswered(opened)) opened = await open();
  if (unanswered(opened)) return 'waiting';
  const bill = must(opened, 'bill');
  const account = bill.virtualaccount as string | null;
  const billed = bill.billingamount as string | null;
  if (!account || !billed) throw new Unexpected(`bill of installment ${next.id} has no VA`);
  // The borrower transfers the bill's amount; the bank tells the platform as today's faults say.
  await deliverCallback(
    a,
    world,
    await a.sealVaPayment(account, sen(billed) / 100n, loan.borrower),
    a.faults.delivery(),
  );
  loan.installmentsPaid = await installmentsPaid(a, loan);
  loan.stage = await stageOf(a, loanId);
  return 'done';
}

/** The loan's payments as its borrower sees them. */
async function paymentsOf(a: Actors, loan: SimLoan): Promise<Json[]> {
  const view = must(
    await a.client.rest('GET', `/loan/${loan.id}/repayment`, { token: a.token(loan.borrower) }),
    'payments',
  );
  return view.payments as Json[];
}

async function installmentsPaid(a: Actors, loan: SimLoan): Promise<number> {
  const schedule = must(
    await a.client.rest('GET', `/loan/${loan.id}/repayment`, { token: a.token(loan.borrower) }),
    'schedule',
  );
  return (schedule.installments as Installment[]).filter((i) => i.status === 'PAID').length;
}

/** The bank did not answer the billing (502 BANK_UNAVAILABLE): its answer lost, or no bank. */
const unanswered = (answer: { status: number; body: Json }) =>
  answer.status === 502 && answer.body.code === 'BANK_UNAVAILABLE';

async function cashOut(a: Actors, world: World, lender: string, share: number): Promise<Outcome> {
  const balance = await activeBalance(a, lender);
  const amount = ((balance * BigInt(Math.round(share * 100))) / 100n / 100_00n) * 100_00n;
  if (amount < 100_000_00n) return 'waiting';
  // The RDL API has no BI-FAST: out of her RDL the lender takes the cheapest rail that fits
  // (clearing, settled later; RTGS from Rp 100 million).
  const rail = world.rdlLenders.includes(lender) ? null : 'BI_FAST';
  const key = `sim-${lender}-${balance}-${amount}`;
  const answer = await a.client.rest('POST', '/cash-out', {
    token: a.token(lender),
    body: { amount: rupiah(amount), ...(rail ? { rail } : {}) },
    headers: { 'idempotency-key': key },
    graphql: gql.cashOut(rupiah(amount), rail, key),
  });
  if (answer.status === 200 || answer.status === 201) return 'done';
  if (answer.status < 500) return 'refused';
  throw new Unexpected(
    `cash-out ${lender}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
  );
}
