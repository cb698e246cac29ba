// One started product QA's paths run on (in this process, as the tests start it: the API, the
// gateway and the web client on a loopback port over a fresh PGlite with the demo accounts), the
// people who act on it signed in, and what every tier shares: the product's own jobs run as its
// timer runs them, the built-in bank and signature provider played as their users play them,
// and the movable clock.
import { randomUUID } from 'node:crypto';
import { localPartnerBank } from '../api/bank/partner-bank.ts';
import { disbursementPass } from '../api/disbursement/disbursement.ts';
import { runFundingWindows } from '../api/funding/funding-windows.ts';
import { repaymentPass } from '../api/repayment/daily-pass.ts';
import { DEFAULT_REPAYMENT_SETTINGS } from '../api/repayment/settings.ts';
import { completeApplication } from '../tests/support/application.ts';
import {
  borrower,
  creditOfficer,
  director,
  lender,
  loanInput,
} from '../tests/support/loan-paths.ts';
import { codeIn, lastMessageTo } from '../tests/support/outbox.ts';
import {
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../tests/support/test-product.ts';
import { check } from './check.ts';
import { validatedLender } from './other-machines/people.ts';

/**
 * Which demo account plays each of the model's people. The lender is not among them: a path that
 * funds has a lender of its own (`newFundingLender`), so that no path spends another's room under
 * the lender's OJK limit and the paths pass in any order.
 */
export const DEMO_ACCOUNTS: Readonly<Record<string, string>> = {
  [borrower.userId]: 'borrower@lumbung.test',
  [creditOfficer.userId]: 'admin@lumbung.test',
  [director.userId]: 'director@lumbung.test',
};

export type Session = {
  product: TestProduct;
  /** The e-mail of the account playing each model actor (all with the demo password). */
  accounts: Record<string, string>;
  /** Each model actor's bearer token (signed in again whenever the clock moves). */
  tokens: Record<string, string>;
  kprId: number;
  close(): Promise<void>;
};

/**
 * The built-in bank, whose answer to a payout request never arrives: the payout settles when the
 * periodic pass asks the bank about it, so staff's approval and the bank's payment are two steps
 * (as in the REST model tests).
 */
const bank = localPartnerBank({ losePayoutAnswer: () => true });

export { check, QaFailure } from './check.ts';

export async function startSession(): Promise<Session> {
  const product = await startTestProduct({ bank, ownPublicUrl: true });
  const session: Session = {
    product,
    accounts: { ...DEMO_ACCOUNTS },
    tokens: {},
    kprId: 0,
    close: () => product.close(),
  };
  await signIn(session);
  const [kpr] = await product.db.query<{ id: number }>(
    "SELECT id FROM products WHERE code = 'KPR'",
  );
  session.kprId = kpr?.id ?? 0;
  return session;
}

export async function signIn(session: Session) {
  for (const [actor, email] of Object.entries(session.accounts)) {
    session.tokens[actor] = await loginAs(session.product, email);
  }
}

/** A REST call that must answer 2xx; answers the body's data. */
export async function call(
  session: Session,
  method: string,
  path: string,
  actor: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await rest(session.product, method, path, {
    token: session.tokens[actor],
    ...(body === undefined ? {} : { body }),
    // A POST that moves money (a funding) carries its own Idempotency-Key, as every client's does.
    ...(method === 'POST' ? { headers: { 'idempotency-key': randomUUID() } } : {}),
  });
  check(
    answer.status >= 200 && answer.status < 300,
    `${method} /api${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`,
  );
  return (answer.body.data ?? {}) as Record<string, unknown>;
}

/** What a path's lender declares a year (Rp 900 million: 20% of it, Rp 180 million, may be
 * outstanding — more than one loan's whole need). */
export const LENDER_YEARLY_INCOME = '900000000';

/**
 * A lender of the path's own, as a lender comes in through the product's public calls:
 * registered and activated, the profile filled in and validated by staff, a VA approved, the
 * yearly income declared, the lender agreement signed on the built-in provider (POJK 10/2022: no
 * funding before it), and the wallet topped up with what the path's fundings need through the
 * built-in bank's transfer into the VA (the demo's own top-up). They play the model's lender
 * until the next path that funds.
 */
export async function newFundingLender(session: Session, amount: string) {
  const desk = {
    product: session.product,
    staffToken: session.tokens[creditOfficer.userId] ?? '',
    tier: 'rest' as const,
  };
  const person = await validatedLender(desk);
  session.accounts[lender.userId] = person.email;
  session.tokens[lender.userId] = person.token;
  await call(session, 'PUT', '/lender/income-declaration', lender.userId, {
    yearlyIncome: LENDER_YEARLY_INCOME,
  });
  await signAtProvider(session, lender.userId, {});
  await call(session, 'POST', '/demo/va-transfer', lender.userId, { amount });
}

/** A complete application, as a draft, through the borrower's REST calls (form steps 1–3). */
export async function newDraft(session: Session, purpose: string): Promise<number> {
  const { product } = session;
  const created = await call(session, 'POST', '/loan', borrower.userId, {
    productid: session.kprId,
    genapplicationvalue: loanInput.applicationValue,
    genrequireddate: new Date(product.clock.now.getTime() + 20 * 86_400_000)
      .toISOString()
      .slice(0, 10),
    genpurpose: purpose,
  });
  const id = created.id as number;
  await completeApplication(product, session.tokens[borrower.userId] ?? '', id);
  return id;
}

// ---- the product's own jobs, as its timer runs them ----

export async function fundingPass(session: Session) {
  await runFundingWindows({ db: session.product.db, now: () => session.product.clock.now });
}

/** The disbursements' share of the funding poll's timer (api/app.ts), and the daily pass. */
export async function periodicPass(session: Session) {
  const now = () => session.product.clock.now;
  await disbursementPass({ db: session.product.db, bank, now });
  await dailyPass(session);
}

export async function dailyPass(session: Session) {
  await repaymentPass({
    db: session.product.db,
    bank,
    now: () => session.product.clock.now,
    repayment: DEFAULT_REPAYMENT_SETTINGS,
  });
}

/** The product's clock moves on (never back within a path); everyone signs in again. */
export async function moveClockTo(session: Session, at: Date) {
  check(at.getTime() > session.product.clock.now.getTime(), 'the clock only moves forward');
  session.product.clock.now = at;
  await signIn(session);
}

// ---- the built-in signature provider, as a signer uses it ----

/**
 * Signs what `body` names (POST /sign/lender) as this actor on the built-in provider: open its
 * page, have the one-time code e-mailed, sign with it, come back. Answers the return's event.
 */
export async function signAtProvider(
  session: Session,
  actor: string,
  body: Record<string, unknown>,
): Promise<string> {
  const asked = await call(session, 'POST', '/sign/lender', actor, body);
  const url = (asked.data as { url: string }).url;
  const { event, documentId } = await signOnProviderPage(session, actor, url);
  await call(session, 'POST', `/signing/documents/${documentId}/return`, actor, { event });
  return event;
}

/**
 * At the built-in provider's page a signing URL leads to, as the signer uses it: open it, have
 * the one-time code e-mailed, sign with it. Answers where the provider sends the browser back
 * (the event and the signing document), before the signer's client reports the return.
 */
export async function signOnProviderPage(
  session: Session,
  actor: string,
  url: string,
): Promise<{ event: string; documentId: string }> {
  const { product } = session;
  const email = session.accounts[actor] ?? '';
  const token = url.split('/sign/local/')[1] ?? '';
  const opened = await rest(product, 'POST', `/signing/local/${token}/open`);
  const sessionKey = (opened.body.data as { sessionKey: string }).sessionKey;
  const headers = { 'x-signing-session': sessionKey };
  const sent = await rest(product, 'POST', `/signing/local/${token}/code`, {
    headers,
    body: { channel: 'email' },
  });
  check(sent.status === 200, `the provider's code: ${JSON.stringify(sent.body)}`);
  const code = codeIn((await lastMessageTo(product.db, email)).body);
  const signed = await rest(product, 'POST', `/signing/local/${token}/sign`, {
    headers,
    body: { code },
  });
  check(signed.status === 200, `signing: ${JSON.stringify(signed.body)}`);
  const data = signed.body.data as { redirect?: string; page?: { redirect?: string } };
  const redirect = new URL(data.redirect ?? data.page?.redirect ?? '');
  return {
    event: redirect.searchParams.get('event') ?? '',
    documentId: redirect.searchParams.get('signingDocument') ?? '',
  };
}

// ---- what the product holds ----

export type TrailRow = { event: string; from_stage: string; to_stage: string };

/** The loan's audit trail of stage changes, oldest first. */
export async function trail(session: Session, id: number): Promise<TrailRow[]> {
  return session.product.db.query<TrailRow>(
    'SELECT event, from_stage, to_stage FROM loan_events WHERE loan_id = $1 ORDER BY id',
    [id],
  );
}

export type Installment = { id: number; duedate: string; payamount: string; status: string };

/** The loan's installments as staff read them (none before the loan period). */
export async function installments(session: Session, id: number): Promise<Installment[]> {
  const data = await call(session, 'GET', `/loan/${id}/repayment`, creditOfficer.userId);
  return (data as { installments: Installment[] }).installments;
}

/** The payment waiting for staff's review. */
export async function paymentUnderReview(session: Session, id: number): Promise<number | null> {
  const [review] = await session.product.db.query<{ id: number }>(
    `SELECT id::int AS id FROM loan_payments WHERE loan_id = $1 AND status = 'REVIEW'`,
    [id],
  );
  return review?.id ?? null;
}

/** The borrower pays an installment's bill into its VA: the built-in bank's callback credits it. */
export async function payBill(session: Session, installmentId: number) {
  await call(session, 'PUT', `/installment/pay/${installmentId}`, borrower.userId);
  const paid = await call(session, 'POST', '/demo/bill-transfer', borrower.userId, {
    installmentid: installmentId,
  });
  check(paid.status === 'PAID', `the bill was not paid: ${JSON.stringify(paid)}`);
}
