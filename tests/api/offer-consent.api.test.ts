// Accepting an offer needs the borrower's explicit consent: without it (no body, false, or not a
// boolean) the API answers 400 CONSENT_REQUIRED and the database holds what it held; with it the
// loan moves to APPROVED_BORROWER and the consent is recorded with the terms and the repayment
// schedule as shown — the same schedule the pure function computes. Through GraphQL too.
import { describe, expect, it } from 'vitest';
import { repaymentSchedule } from '../../machines/installment/installment.schedule.ts';
import { tableDigests } from '../support/db-digest.ts';
import { loanAt, type Staff } from '../support/funding.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { graphql, rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
productPerFile((started) => {
  ({ product, tokens } = started);
});

/** A new application taken to the offer waiting for the borrower (APPROVAL_BORROWER). */
const loanWithOffer = () =>
  loanAt(product, tokens, 'APPROVAL_BORROWER', {
    value: '120000000',
    // Grade A: the offer's 12 sits in its band of PF's 12–18 (12.00–13.20).
    riskRating: 'LOW',
    interest: '12',
    periodDays: 90,
    adminFee: '1500000',
    startInDays: 20,
    endInDays: 40,
  });

const stageOf = async (id: number) =>
  (
    await product.db.query<{ stage: string }>(
      "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
      [id],
    )
  )[0]?.stage;

describe('accepting an offer needs consent', () => {
  it('refuses without consent: 400 CONSENT_REQUIRED, nothing changes', async () => {
    const id = await loanWithOffer();
    for (const body of [undefined, {}, { consent: false }]) {
      const before = await tableDigests(product.db);
      const answer = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
        token: tokens.borrower,
        ...(body ? { body } : {}),
      });
      expect({ status: answer.status, code: answer.body.code }, JSON.stringify(body)).toEqual({
        status: 400,
        code: 'CONSENT_REQUIRED',
      });
      expect(answer.body.fields).toHaveProperty('consent');
      expect(await tableDigests(product.db)).toEqual(before);
    }
    const notBoolean = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
      token: tokens.borrower,
      body: { consent: 'yes' },
    });
    expect(notBoolean.status).toBe(400);
    expect(await stageOf(id)).toBe('APPROVAL_BORROWER');
    const consents = await product.db.query('SELECT 1 FROM offer_consents WHERE loan_id = $1', [
      id,
    ]);
    expect(consents).toEqual([]);
  });

  it('accepts with consent and records the terms and schedule agreed to', async () => {
    const id = await loanWithOffer();
    const answer = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
      token: tokens.borrower,
      body: { consent: true },
    });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { submissionstage: string }).submissionstage).toBe(
      'APPROVED_BORROWER',
    );
    const expected = repaymentSchedule({
      amount: '120000000',
      interestPercentPerYear: '12',
      periodDays: 90,
      paymentType: 'INSTALLMENT',
      adminFee: '1500000',
    });
    const [consent] = await product.db.query<Record<string, unknown>>(
      `SELECT c.application_value, c.interest_percentage, c.time_period, c.type_payment,
              c.admin_fee, c.total_interest, c.total_cost, c.schedule,
              c.borrower_id = l.borrower_id AS by_owner
         FROM offer_consents c JOIN loans l ON l.id = c.loan_id WHERE c.loan_id = $1`,
      [id],
    );
    expect(consent).toEqual({
      application_value: '120000000.00',
      interest_percentage: '12.00',
      time_period: 90,
      type_payment: 'INSTALLMENT',
      admin_fee: '1500000.00',
      total_interest: '2400000.00',
      total_cost: '3900000.00',
      schedule: expected.installments,
      by_owner: true,
    });
    expect(expected.totalInterest).toBe('2400000.00');

    // Accepted once: a second answer is refused by the loan's stage.
    const again = await rest(product, 'PUT', `/loan/${id}/offer/accept`, {
      token: tokens.borrower,
      body: { consent: true },
    });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'ILLEGAL_TRANSITION',
    });
  });

  it('through GraphQL: consent false is refused with the code, consent true accepts', async () => {
    const id = await loanWithOffer();
    const mutation =
      'mutation ($id: ID!, $consent: Boolean!) { acceptOffer(id: $id, consent: $consent) { submissionStage } }';
    const refused = await graphql(
      product,
      mutation,
      { id: String(id), consent: false },
      tokens.borrower,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONSENT_REQUIRED');
    expect(await stageOf(id)).toBe('APPROVAL_BORROWER');
    const accepted = await graphql<{ acceptOffer: { submissionStage: string } }>(
      product,
      mutation,
      { id: String(id), consent: true },
      tokens.borrower,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptOffer.submissionStage).toBe('APPROVED_BORROWER');
  });
});
