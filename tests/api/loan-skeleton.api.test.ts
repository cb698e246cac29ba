// The REST API as a client of the spec's contract uses it: what it answers and what the
// database holds afterwards, on PGlite or (CI's second run) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication, isoDateInDays, productIdByCode } from '../support/application.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let admin: string;
let director: string;
let lender: string;

const inDays = (days: number) => isoDateInDays(product, days);

const productId = (code: string) => productIdByCode(product, code);

async function newDraft(token = borrower) {
  const response = await rest(product, 'POST', '/loan', {
    token,
    body: {
      productid: await productId('KPR'),
      genapplicationvalue: '350000000',
      genrequireddate: inDays(20),
      genpurpose: 'Renovasi rumah',
    },
  });
  expect(response.status).toBe(201);
  const draft = response.body.data as { id: number; submissionstage: string };
  // The borrower data and the collateral, as form steps 2 and 3 save them before submitting.
  await completeApplication(product, token, draft.id);
  return draft;
}

async function storedLoan(id: number) {
  const [row] = await product.db.query<{ stage: string; events: number }>(
    `SELECT machine_state ->> 'stage' AS stage, (SELECT count(*) FROM loan_events e WHERE e.loan_id = l.id) AS events
       FROM loans l WHERE id = $1`,
    [id],
  );
  return row;
}

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, admin, director, lender] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'director@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('log in', () => {
  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const email of ['borrower@lumbung.test', 'nobody@lumbung.test']) {
      // Spec §8's words, asked in English (Indonesian is the default).
      const { status, body } = await rest(product, 'POST', '/account/login', {
        body: { email, password: 'Wrong#Pass1' },
        headers: { 'accept-language': 'en' },
      });
      expect(status).toBe(401);
      expect(body).toEqual({
        message: 'Email or password does not match',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('gives a signed token that /account/me accepts, and refuses a tampered one', async () => {
    const me = await rest(product, 'GET', '/account/me', { token: borrower });
    expect(me.body.data).toMatchObject({ email: 'borrower@lumbung.test', role: 'borrower' });
    const tampered = `${borrower.slice(0, -4)}AAAA`;
    expect((await rest(product, 'GET', '/restricted', { token: tampered })).status).toBe(401);
  });
});

describe('a loan through its first stages', () => {
  it('creates a draft, submits it, and staff approve the collateral', async () => {
    const draft = await newDraft();
    expect(draft.submissionstage).toBe('DRAFT');

    const submitted = await rest(product, 'PUT', `/loan/${draft.id}/submit`, { token: borrower });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      submissionstage: 'REVIEW',
      funappcfapprovalstatus: 'REVIEW',
      funstatstatus: 'NOT_PROCESS',
    });

    const approved = await rest(product, 'PUT', `/loan/submission/${draft.id}/approve-bail`, {
      token: admin,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ submissionstage: 'APPROVAL_BAIL' });
    expect(await storedLoan(draft.id)).toEqual({ stage: 'APPROVAL_BAIL', events: 5 });

    const trail = await product.db.query<{
      event: string;
      from_stage: string | null;
      to_stage: string;
      actor_role: string;
    }>(
      'SELECT event, from_stage, to_stage, actor_role FROM loan_events WHERE loan_id = $1 ORDER BY id',
      [draft.id],
    );
    expect(trail).toEqual([
      { event: 'loan.create', from_stage: null, to_stage: 'DRAFT', actor_role: 'borrower' },
      { event: 'application.edit', from_stage: 'DRAFT', to_stage: 'DRAFT', actor_role: 'borrower' },
      { event: 'application.edit', from_stage: 'DRAFT', to_stage: 'DRAFT', actor_role: 'borrower' },
      { event: 'loan.submit', from_stage: 'DRAFT', to_stage: 'REVIEW', actor_role: 'borrower' },
      {
        event: 'bail.approve',
        from_stage: 'REVIEW',
        to_stage: 'APPROVAL_BAIL',
        actor_role: 'admin',
      },
    ]);
  });

  it('goes on to the offer with four eyes, and the borrower reads the terms', async () => {
    const { id } = await newDraft();
    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    await rest(product, 'PUT', `/loan/submission/${id}/approve-bail`, { token: admin });
    // Credit is approved with a risk rating: without one it is bad input naming the field.
    const unrated = await rest(product, 'PUT', `/loan/submission/${id}/approve-credit`, {
      token: admin,
    });
    expect(unrated.status).toBe(400);
    expect(unrated.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(unrated.body.fields as object)).toEqual(['riskrating']);
    const rated = await rest(product, 'PUT', `/loan/submission/${id}/approve-credit`, {
      token: admin,
      body: { riskrating: 'MEDIUM_TO_HIGH' },
    });
    expect(rated.body.data).toMatchObject({
      submissionstage: 'APPROVAL_LOAN',
      riskrating: 'MEDIUM_TO_HIGH',
      grade: 'D',
    });

    const sameApprover = await rest(product, 'PUT', `/loan/submission/${id}/approve-director`, {
      token: admin,
    });
    expect(sameApprover.status).toBe(409);
    expect(sameApprover.body).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      reason: 'SAME_APPROVER',
    });

    expect(
      (await rest(product, 'PUT', `/loan/submission/${id}/approve-director`, { token: director }))
        .status,
    ).toBe(200);
    const offer = {
      funappinterestpercentage: '11.5',
      timeperiod: 180,
      appadminfee: '0',
      typepayment: 'INSTALLMENT',
      funappcfstarttime: inDays(30),
      funappcfendtime: inDays(60),
    };
    const outOfRange = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: admin,
      body: { ...offer, funappinterestpercentage: '25' },
    });
    // Bad terms are bad input: 400 naming the field, not a wrong moment. The interest must sit in
    // grade D's band of the product's 9–13.
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'OFFER_TERMS_INVALID',
      fields: { funappinterestpercentage: 'harus antara 11.40 dan 12.20 untuk grade D' },
    });
    const otherGrade = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: admin,
      body: { ...offer, funappinterestpercentage: '9.5' },
    });
    expect(otherGrade.status).toBe(400);
    expect(otherGrade.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'INTEREST_NOT_FOR_GRADE',
      fields: { funappinterestpercentage: 'harus antara 11.40 dan 12.20 untuk grade D' },
    });

    const set = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: admin,
      body: offer,
    });
    expect(set.body.data).toMatchObject({
      submissionstage: 'APPROVED_KPR',
      funappcfapprovalstatus: 'APPROVED_KPR',
      funappinterestpercentage: '11.50',
      timeperiod: 180,
      appadminfee: '3000000.00',
    });
    const sent = await rest(product, 'PUT', `/loan/submission/${id}/approved`, { token: admin });
    expect(sent.body.data).toMatchObject({ submissionstage: 'APPROVAL_BORROWER' });

    const read = await rest(product, 'GET', `/loan/${id}?user_type=borrower`, { token: borrower });
    expect(read.body.data).toMatchObject({
      funappcfapprovalstatus: 'APPROVAL_BORROWER',
      bailcountry: 'INDONESIA',
      genpaymentoptions: 'invoice',
      otherDocumentFiles: '[]',
    });
  });
});

describe('refusals change nothing', () => {
  it('refuses an event the machine does not take now: 409 ILLEGAL_TRANSITION', async () => {
    const { id } = await newDraft();
    const before = await storedLoan(id);
    const early = await rest(product, 'PUT', `/loan/submission/${id}/approve-bail`, {
      token: admin,
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ILLEGAL_TRANSITION', reason: 'WRONG_STAGE' });
    expect(await storedLoan(id)).toEqual(before);
  });

  it('refuses staff calls to a borrower (403) and another borrower’s loan (404)', async () => {
    const { id } = await newDraft();
    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    const before = await storedLoan(id);
    const byBorrower = await rest(product, 'PUT', `/loan/submission/${id}/approve-bail`, {
      token: borrower,
    });
    expect(byBorrower.status).toBe(403);
    expect(byBorrower.body.code).toBe('FORBIDDEN');

    const other = await loginAs(product, 'borrower.company@lumbung.test');
    const read = await rest(product, 'GET', `/loan/${id}`, { token: other });
    expect(read).toEqual({
      status: 404,
      body: { message: 'Pinjaman tidak ditemukan', code: 'LOAN_NOT_FOUND' },
    });
    expect(
      (
        await rest(product, 'PUT', `/loan/submission/${id}/cancel`, {
          token: other,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(await storedLoan(id)).toEqual(before);
  });

  it('answers a body that fails its schema with 400 { message, code, fields }', async () => {
    const count = async () =>
      (await product.db.query<{ n: number }>('SELECT count(*) AS n FROM loans'))[0]?.n;
    const before = await count();
    const { status, body } = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: { productid: 'one', genapplicationvalue: '12,5 juta', genrequireddate: 'tomorrow' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields as object).sort()).toEqual([
      'genapplicationvalue',
      'genpurpose',
      'genrequireddate',
      'productid',
    ]);
    expect(await count()).toBe(before);
  });

  it("refuses a zero value with the spec's message and a required date under two weeks", async () => {
    const base = {
      productid: await productId('PF'),
      genpurpose: 'Modal',
      genrequireddate: inDays(20),
    };
    const zero = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: { ...base, genapplicationvalue: '0' },
    });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({
      message: 'nilai tidak boleh nol',
      fields: { genapplicationvalue: 'nilai tidak boleh nol' },
    });
    const early = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: { ...base, genapplicationvalue: '1000000', genrequireddate: inDays(13) },
    });
    expect(early.status).toBe(400);
    expect(early.body.fields).toHaveProperty('genrequireddate');
  });

  it('answers 401 without a token, 403 for the wrong role and 404 for an unknown path', async () => {
    expect(await rest(product, 'GET', '/loan/borrower')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await rest(product, 'GET', '/loan', { token: lender })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    // Who may call is decided before the body is read.
    expect(await rest(product, 'POST', '/loan', { token: lender, body: {} })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await rest(product, 'GET', '/no/such/path', { token: admin })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const doc = await fetch(`${product.url}/api/openapi.json`);
    expect(((await doc.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty(
      '/api/loan/{id}',
    );
    const page = await fetch(`${product.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});
