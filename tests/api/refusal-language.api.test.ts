// A refused event answers in the caller's language (Accept-Language, Indonesian by default) with
// the words the screens show beside the hidden action: the reason the gateway's availableActions
// carries, both from the lifecycle machine's one decision (decideLoanEvent). Nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let loanId: number;

type Reason = { code: string; text: { id: string; en: string } } | null;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
  const [row] = await product.db.query<{ id: number }>(
    "SELECT id FROM loans WHERE machine_state ->> 'stage' = 'REVIEW' ORDER BY id LIMIT 1",
  );
  if (!row) throw new Error('the demo has no loan in review');
  loanId = row.id;
});
afterAll(() => product.close());

const stored = async () =>
  (
    await product.db.query<{ machine_state: unknown; events: number }>(
      `SELECT machine_state, (SELECT count(*)::int FROM loan_events WHERE loan_id = $1) AS events
         FROM loans WHERE id = $1`,
      [loanId],
    )
  )[0];

/** The reason the gateway's availableActions gives staff for approving credit now. */
async function shownReason(): Promise<Reason> {
  const { data, errors } = await graphql<{
    loan: { availableActions: Array<{ action: string; reason: Reason }> };
  }>(
    product,
    'query ($id: ID!) { loan(id: $id) { availableActions { action reason { code text { id en } } } } }',
    { id: String(loanId) },
    admin,
  );
  expect(errors).toBeUndefined();
  return data?.loan.availableActions.find((a) => a.action === 'approveCredit')?.reason ?? null;
}

describe('a refused event in the caller language', () => {
  it('answers 409 in Indonesian by default and in English when asked, as the screen words it', async () => {
    const reason = await shownReason();
    expect(reason).toEqual({
      code: 'WRONG_STAGE',
      text: {
        id: 'Menunggu staf memeriksa dan menyetujui jaminan',
        en: 'Waiting for staff to review and approve the collateral',
      },
    });
    const before = await stored();
    const path = `/loan/submission/${loanId}/approve-credit`;

    const byDefault = await rest(product, 'PUT', path, { token: admin });
    expect(byDefault).toEqual({
      status: 409,
      body: { code: 'ILLEGAL_TRANSITION', reason: 'WRONG_STAGE', message: reason?.text.id },
    });
    const indonesian = await rest(product, 'PUT', path, {
      token: admin,
      headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    expect(indonesian.body.message).toBe(reason?.text.id);
    const english = await rest(product, 'PUT', path, {
      token: admin,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english).toEqual({
      status: 409,
      body: { code: 'ILLEGAL_TRANSITION', reason: 'WRONG_STAGE', message: reason?.text.en },
    });
    expect(await stored()).toEqual(before);
  });

  it('carries the same words through the gateway to an Indonesian screen', async () => {
    const reason = await shownReason();
    const mutation = 'mutation ($id: ID!) { approveCredit(id: $id, riskRating: MEDIUM) { id } }';
    const inIndonesian = await graphql(product, mutation, { id: String(loanId) }, admin, {
      'accept-language': 'id',
    });
    expect(inIndonesian.errors?.[0]?.message).toBe(reason?.text.id);
    const inEnglish = await graphql(product, mutation, { id: String(loanId) }, admin, {
      'accept-language': 'en',
    });
    expect(inEnglish.errors?.[0]?.message).toBe(reason?.text.en);
  });

  it('answers a call of another role in the caller language too', async () => {
    const borrower = await loginAs(product, 'borrower@lumbung.test');
    const [own] = await product.db.query<{ id: number }>(
      `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id
        WHERE u.email = 'borrower@lumbung.test' AND l.machine_state ->> 'stage' = 'DRAFT' LIMIT 1`,
    );
    if (!own) throw new Error('the demo borrower has no draft');
    const cancelledByStaff = await rest(product, 'PUT', `/loan/submission/${own.id}/rejected`, {
      token: borrower,
      body: { reason: 'x' },
    });
    expect(cancelledByStaff).toEqual({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        reason: 'WRONG_ROLE',
        message: 'Peran Anda tidak dapat melakukan ini',
      },
    });
  });
});
