// Lender wallets through the REST API: a lender asks for a VA, the built-in partner bank opens
// it, staff approve, and only then do the account number (and for an RDL the CIF) show; a
// company's RDL is recorded by customer care. Refusals change nothing in the database. A person
// whose validated data lacks what the bank's registration needs gets the bank's refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BankStepName,
  LOCAL_BANK_INVESTOR_DATA_MISSING,
  localPartnerBank,
} from '../../api/bank/partner-bank.ts';
import { fillProfile, makeUser } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let failing: TestProduct;
let tokens: Record<'lender' | 'company' | 'borrower' | 'admin', string>;
let ids: Record<'lender' | 'company' | 'borrower', string>;

type Wallet = {
  lenderId: string;
  state: string;
  kind: string | null;
  bankCode: string;
  accountNumber: string | null;
  cifNumber: string | null;
  pendingAccountNumber: string | null;
  pendingCifNumber: string | null;
  refusal: { code: string; text: { id: string; en: string } } | null;
  bankFailure: {
    step: string;
    responseCode: string;
    outcomeUnknown: boolean;
    text: { id: string; en: string };
  } | null;
  lifecycle: { context: { accountNumber: string | null } };
};

const walletOf = (body: Record<string, unknown>) => body.data as Wallet;

async function userId(target: TestProduct, email: string): Promise<string> {
  const [row] = await target.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function stored(target: TestProduct, lenderId: string) {
  const [row] = await target.db.query<{
    machine_state: string;
    machine_context: { accountNumber: string | null; cifNumber: string | null };
  }>('SELECT machine_state, machine_context FROM lender_wallets WHERE lender_id = $1', [lenderId]);
  return row ?? null;
}

async function walletEvents(target: TestProduct, lenderId: string) {
  return target.db.query<{ event: string; to_state: string; actor_role: string }>(
    'SELECT event, to_state, actor_role FROM lender_wallet_events WHERE lender_id = $1 ORDER BY id',
    [lenderId],
  );
}

// The bank refuses the KYC step of everyone's first try: a retry then passes.
const refusedOnce = new Set<string>();
const flakyBank = localPartnerBank({
  refuse: (step: BankStepName, lender) => {
    if (step !== 'submitKyc' || refusedOnce.has(lender.lenderId)) return null;
    refusedOnce.add(lender.lenderId);
    return '0400';
  },
});

beforeAll(async () => {
  [product, failing] = await Promise.all([
    startTestProduct(),
    startTestProduct({ bank: flakyBank }),
  ]);
  tokens = {
    lender: await loginAs(product, 'lender@lumbung.test'),
    company: await loginAs(product, 'lender.company@lumbung.test'),
    borrower: await loginAs(product, 'borrower@lumbung.test'),
    admin: await loginAs(product, 'admin@lumbung.test'),
  };
  ids = {
    lender: await userId(product, 'lender@lumbung.test'),
    company: await userId(product, 'lender.company@lumbung.test'),
    borrower: await userId(product, 'borrower@lumbung.test'),
  };
});
afterAll(async () => {
  await product?.close();
  await failing?.close();
});

describe('lender wallets', () => {
  it('a lender asks for a VA; staff approve; only then the number shows', async () => {
    const before = await rest(product, 'GET', '/wallet', { token: tokens.lender });
    expect(walletOf(before.body)).toMatchObject({ state: 'activated', accountNumber: null });

    // Not without agreeing to the wallet's terms: nothing is asked of the bank, nothing stored.
    const unconsented = await rest(product, 'POST', '/wallet/request', {
      token: tokens.lender,
      body: { kind: 'VA' },
    });
    expect(unconsented).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        reason: 'CONSENT_MISSING',
        fields: { consent: expect.any(String) },
      },
    });
    expect(await stored(product, ids.lender)).toBeNull();

    const requested = await rest(product, 'POST', '/wallet/request', {
      token: tokens.lender,
      body: { kind: 'VA', consent: true },
    });
    expect(requested.status).toBe(200);
    // The moment of consent is kept with the request, in its state and in its audit row.
    const consentedAt = product.clock.now.toISOString();
    expect(walletOf(requested.body)).toMatchObject({ consentedAt });
    expect((await stored(product, ids.lender))?.machine_context).toMatchObject({ consentedAt });
    const [asked] = await product.db.query<{ detail: Record<string, string> }>(
      "SELECT detail FROM lender_wallet_events WHERE lender_id = $1 AND event = 'wallet.request'",
      [ids.lender],
    );
    expect(asked?.detail.consentedAt).toBe(consentedAt);
    const waiting = walletOf(requested.body);
    // The built-in bank opened it at once; the lender still sees no number.
    expect(waiting).toMatchObject({
      state: 'awaitingApproval',
      kind: 'VA',
      bankCode: '009',
      accountNumber: null,
      cifNumber: null,
      pendingAccountNumber: null,
    });
    expect(waiting.lifecycle.context.accountNumber).toBeNull();
    const row = await stored(product, ids.lender);
    const vaNumber = row?.machine_context.accountNumber ?? '';
    expect(vaNumber).toMatch(/^\d{16}$/);

    // Staff see the number the bank returned, to check it.
    const list = await rest(product, 'GET', '/wallet/lenders?state=awaitingApproval', {
      token: tokens.admin,
    });
    const rows = (list.body.data as { data: Wallet[] }).data;
    expect(rows.map((w) => w.lenderId)).toEqual([ids.lender]);
    expect(rows[0]?.pendingAccountNumber).toBe(vaNumber);

    const approved = await rest(product, 'PUT', `/wallet/lenders/${ids.lender}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status).toBe(200);
    const seen = walletOf((await rest(product, 'GET', '/wallet', { token: tokens.lender })).body);
    expect(seen).toMatchObject({
      state: 'approved',
      kind: 'VA',
      accountNumber: vaNumber,
      cifNumber: null,
    });
    expect((await walletEvents(product, ids.lender)).map((e) => [e.event, e.actor_role])).toEqual([
      ['wallet.request', 'lender'],
      ['va.created', 'bank'],
      ['wallet.approve', 'admin'],
    ]);
  });

  it("customer care records a company's RDL; after approval it shows with its CIF", async () => {
    // The company lender may not ask for an RDL itself.
    const own = await rest(product, 'POST', '/wallet/request', {
      token: tokens.company,
      body: { kind: 'RDL', consent: true },
    });
    expect(own).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', reason: 'CORPORATE_RDL_VIA_CUSTOMER_CARE' },
    });
    expect(await stored(product, ids.company)).toBeNull();

    const badCif = await rest(product, 'PUT', `/wallet/lenders/${ids.company}/corporate-rdl`, {
      token: tokens.admin,
      body: { accountNumber: '0115476117', cifNumber: 'CIF-1' },
    });
    expect(badCif).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { cifNumber: expect.any(String) } },
    });
    expect(await stored(product, ids.company)).toBeNull();

    const recorded = await rest(product, 'PUT', `/wallet/lenders/${ids.company}/corporate-rdl`, {
      token: tokens.admin,
      body: { accountNumber: '0115476117', cifNumber: '9100234' },
    });
    expect(walletOf(recorded.body)).toMatchObject({
      state: 'awaitingApproval',
      kind: 'RDL',
      accountNumber: null,
      pendingAccountNumber: '0115476117',
      pendingCifNumber: '9100234',
    });
    const hidden = walletOf(
      (await rest(product, 'GET', '/wallet', { token: tokens.company })).body,
    );
    expect(hidden).toMatchObject({ accountNumber: null, cifNumber: null });
    expect(hidden.lifecycle.context.accountNumber).toBeNull();

    await rest(product, 'PUT', `/wallet/lenders/${ids.company}/approve`, { token: tokens.admin });
    const seen = walletOf((await rest(product, 'GET', '/wallet', { token: tokens.company })).body);
    expect(seen).toMatchObject({
      state: 'approved',
      kind: 'RDL',
      accountNumber: '0115476117',
      cifNumber: '9100234',
    });
  });

  it('refuses a lender approving, a borrower asking, and a second request, changing nothing', async () => {
    const target = failing;
    const lender = await loginAs(target, 'lender@lumbung.test');
    const borrower = await loginAs(target, 'borrower@lumbung.test');
    const admin = await loginAs(target, 'admin@lumbung.test');
    const lenderId = await userId(target, 'lender@lumbung.test');

    const byBorrower = await rest(target, 'POST', '/wallet/request', {
      token: borrower,
      body: { kind: 'VA', consent: true },
    });
    expect(byBorrower).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const onBehalf = await rest(target, 'POST', `/wallet/lenders/${lenderId}/request`, {
      token: borrower,
      body: { kind: 'VA' },
    });
    expect(onBehalf).toMatchObject({ status: 403, body: { reason: 'WRONG_ROLE' } });
    const unauthenticated = await rest(target, 'POST', '/wallet/request', {
      body: { kind: 'VA', consent: true },
    });
    expect(unauthenticated.status).toBe(401);
    const badKind = await rest(target, 'POST', '/wallet/request', {
      token: lender,
      body: { kind: 'GOLD', consent: true },
    });
    expect(badKind).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await stored(target, lenderId)).toBeNull();

    // An RDL: the bank refuses the face check once.
    const requested = await rest(target, 'POST', '/wallet/request', {
      token: lender,
      body: { kind: 'RDL', consent: true },
    });
    expect(walletOf(requested.body)).toMatchObject({
      state: 'bankFailed',
      bankFailure: {
        step: 'KYC',
        responseCode: '0400',
        outcomeUnknown: false,
        text: { id: 'Verifikasi wajah (KYC) gagal', en: 'The face check (KYC) failed' },
      },
    });
    const again = await rest(target, 'POST', '/wallet/request', {
      token: lender,
      body: { kind: 'VA', consent: true },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'ILLEGAL_TRANSITION', reason: 'WRONG_STATE' },
    });
    const retried = await rest(target, 'PUT', '/wallet/retry', { token: lender });
    expect(walletOf(retried.body)).toMatchObject({ state: 'awaitingApproval', kind: 'RDL' });
    const before = await stored(target, lenderId);
    const eventsBefore = (await walletEvents(target, lenderId)).length;

    const selfApproval = await rest(target, 'PUT', `/wallet/lenders/${lenderId}/approve`, {
      token: lender,
    });
    expect(selfApproval).toMatchObject({ status: 403, body: { reason: 'WRONG_ROLE' } });
    const byBorrowerApproval = await rest(target, 'PUT', `/wallet/lenders/${lenderId}/approve`, {
      token: borrower,
    });
    expect(byBorrowerApproval.status).toBe(403);
    const othersWallet = await rest(target, 'GET', `/wallet/lenders/${lenderId}`, {
      token: lender,
    });
    expect(othersWallet.status).toBe(403);
    const doubleRequest = await rest(target, 'POST', '/wallet/request', {
      token: lender,
      body: { kind: 'RDL', consent: true },
    });
    expect(doubleRequest.status).toBe(409);
    expect(await stored(target, lenderId)).toEqual(before);
    expect(await walletEvents(target, lenderId)).toHaveLength(eventsBefore);

    // Staff refuse with a reason the lender reads; a new request may follow.
    const refused = await rest(target, 'PUT', `/wallet/lenders/${lenderId}/refuse`, {
      token: admin,
      body: { reason: 'DATA_MISMATCH' },
    });
    expect(walletOf(refused.body)).toMatchObject({ state: 'refused' });
    const seen = walletOf((await rest(target, 'GET', '/wallet', { token: lender })).body);
    expect(seen).toMatchObject({
      state: 'refused',
      accountNumber: null,
      refusal: { code: 'DATA_MISMATCH', text: { id: 'Data tidak sesuai dengan KTP' } },
    });
    const approveRefused = await rest(target, 'PUT', `/wallet/lenders/${lenderId}/approve`, {
      token: admin,
    });
    expect(approveRefused.status).toBe(409);
    const unknown = await rest(target, 'PUT', `/wallet/lenders/${ids.borrower}/approve`, {
      token: admin,
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'LENDER_NOT_FOUND' } });
  });

  it("a lender without the validated data the bank's registration needs: the bank's refusal shows, nothing opens", async () => {
    // Active, with no profile at all: the machine lets any lender ask; the bank says no.
    const newcomer = await makeUser(product, { role: 'lender', fullName: 'Putri Anggraini' });
    const asked = await rest(product, 'POST', '/wallet/request', {
      token: newcomer.token,
      body: { kind: 'RDL', consent: true },
    });
    expect(asked.status).toBe(200);
    const refusedByBank = {
      state: 'bankFailed',
      kind: 'RDL',
      accountNumber: null,
      cifNumber: null,
      bankFailure: { step: 'KYC', responseCode: LOCAL_BANK_INVESTOR_DATA_MISSING },
    };
    expect(walletOf(asked.body)).toMatchObject(refusedByBank);
    // Staff see why, and that the bank opened nothing: no CIF, no account to check.
    const seen = await rest(product, 'GET', `/wallet/lenders/${newcomer.userId}`, {
      token: tokens.admin,
    });
    expect(walletOf(seen.body)).toMatchObject({
      ...refusedByBank,
      pendingAccountNumber: null,
      pendingCifNumber: null,
    });
    expect((await stored(product, newcomer.userId))?.machine_context).toMatchObject({
      accountNumber: null,
      cifNumber: null,
    });
    // Her data filled in and sent, not yet validated by staff: still nothing the bank may read.
    await fillProfile(product, newcomer);
    const retried = await rest(product, 'PUT', '/wallet/retry', { token: newcomer.token });
    expect(walletOf(retried.body)).toMatchObject(refusedByBank);
    expect((await walletEvents(product, newcomer.userId)).map((e) => e.event)).toEqual([
      'wallet.request',
      'bank.failed',
      'bank.retry',
      'bank.failed',
    ]);

    // A company is never sent through the chain, by staff either: its RDL is opened at the bank's
    // branch and recorded by customer care. Nothing is stored, the bank is not called.
    const company = await makeUser(product, { role: 'lender', isPersonal: false });
    const forCompany = await rest(product, 'POST', `/wallet/lenders/${company.userId}/request`, {
      token: tokens.admin,
      body: { kind: 'RDL' },
    });
    expect(forCompany).toMatchObject({
      status: 409,
      body: { code: 'ILLEGAL_TRANSITION', reason: 'CORPORATE_RDL_RECORD_BY_HAND' },
    });
    expect(await stored(product, company.userId)).toBeNull();
  });

  it('keeps the loan_events trail of a loan readable for staff only, in order', async () => {
    const [loan] = await product.db.query<{ id: number }>(
      "SELECT l.id FROM loans l JOIN loan_events e ON e.loan_id = l.id AND e.event = 'bail.approve'",
    );
    if (!loan) throw new Error('the demo has a loan past bail approval');
    const path = await rest(product, 'GET', `/loan/${loan.id}/path`, { token: tokens.admin });
    // The demo loan was filled in as a borrower does (borrower data, collateral, then its photos:
    // three edits) before it was submitted.
    expect((path.body.data as { data: Array<{ event: string }> }).data.map((s) => s.event)).toEqual(
      [
        'loan.create',
        'application.edit',
        'application.edit',
        'application.edit',
        'loan.submit',
        'bail.approve',
      ],
    );
    const byBorrower = await rest(product, 'GET', `/loan/${loan.id}/path`, {
      token: tokens.borrower,
    });
    expect(byBorrower.status).toBe(403);
    const missing = await rest(product, 'GET', '/loan/999999/path', { token: tokens.admin });
    expect(missing).toMatchObject({ status: 404, body: { code: 'LOAN_NOT_FOUND' } });
  });
});
