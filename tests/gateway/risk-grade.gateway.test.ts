// The loan's risk grade through GraphQL: staff rate the risk when they approve credit, every
// reader gets the rating, its grade and its words, and an offer outside the grade's band is
// refused naming the interest and the band.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication, isoDateInDays, productIdByCode } from '../support/application.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let admin: string;
let director: string;

const GRADE_FIELDS = 'submissionStage riskRating grade riskRatingLabel { id en }';

/** A KPR (9–13) loan whose collateral staff approved: credit comes next. */
async function collateralApproved(): Promise<string> {
  const created = await rest(product, 'POST', '/loan', {
    token: borrower,
    body: {
      productid: await productIdByCode(product, 'KPR'),
      genapplicationvalue: '200000000',
      genrequireddate: isoDateInDays(product, 21),
      genpurpose: 'Rumah',
    },
  });
  const id = (created.body.data as { id: number }).id;
  await completeApplication(product, borrower, id);
  for (const [path, token] of [
    [`/loan/${id}/submit`, borrower],
    [`/loan/submission/${id}/approve-bail`, admin],
  ] as const) {
    const step = await rest(product, 'PUT', path, { token });
    if (step.status !== 200) throw new Error(`${path}: ${JSON.stringify(step.body)}`);
  }
  return String(id);
}

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, admin, director] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'director@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('the risk grade through GraphQL', () => {
  it('is null until credit is approved, then the rating, its grade and its words', async () => {
    const id = await collateralApproved();
    const before = await graphql<{ loan: Record<string, unknown> }>(
      product,
      `query ($id: ID!) { loan(id: $id) { ${GRADE_FIELDS} } }`,
      { id },
      admin,
    );
    expect(before.data?.loan).toEqual({
      submissionStage: 'APPROVAL_BAIL',
      riskRating: null,
      grade: null,
      riskRatingLabel: null,
    });

    // The rating is required by the schema: a call without it never reaches the API.
    const unrated = await graphql(
      product,
      'mutation ($id: ID!) { approveCredit(id: $id) { id } }',
      { id },
      admin,
    );
    expect(unrated.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const approved = await graphql<{ approveCredit: Record<string, unknown> }>(
      product,
      `mutation ($id: ID!, $rating: RiskRating!) {
        approveCredit(id: $id, riskRating: $rating) { ${GRADE_FIELDS} } }`,
      { id, rating: 'MEDIUM_TO_HIGH' },
      admin,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approveCredit).toEqual({
      submissionStage: 'APPROVAL_LOAN',
      riskRating: 'MEDIUM_TO_HIGH',
      grade: 'D',
      riskRatingLabel: { id: 'Menengah ke Tinggi', en: 'Medium to high' },
    });
    // The borrower reads the same grade on their own loan.
    const own = await graphql<{ loan: Record<string, unknown> }>(
      product,
      'query ($id: ID!) { loan(id: $id) { grade } }',
      { id },
      borrower,
    );
    expect(own.data?.loan).toEqual({ grade: 'D' });
  });

  it("refuses an offer outside the grade's band, naming the interest and the band", async () => {
    const id = await collateralApproved();
    await graphql(
      product,
      'mutation ($id: ID!) { approveCredit(id: $id, riskRating: MEDIUM_TO_HIGH) { id } }',
      { id },
      admin,
    );
    await graphql(
      product,
      'mutation ($id: ID!) { approveDirector(id: $id) { id } }',
      { id },
      director,
    );
    const offer = (interestPercent: string) =>
      graphql<{ setOffer: { submissionStage: string } }>(
        product,
        'mutation ($id: ID!, $input: OfferInput!) { setOffer(id: $id, input: $input) { submissionStage } }',
        {
          id,
          input: {
            interestPercent,
            periodDays: 90,
            adminFee: '0',
            paymentType: 'INSTALLMENT',
            fundingStart: isoDateInDays(product, 30),
            fundingEnd: isoDateInDays(product, 45),
          },
        },
        admin,
      );
    const refused = await offer('10.00');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'INTEREST_NOT_FOR_GRADE',
      fields: { funappinterestpercentage: 'harus antara 11.40 dan 12.20 untuk grade D' },
    });
    expect((await offer('12.20')).data?.setOffer).toEqual({ submissionStage: 'APPROVED_KPR' });
  });
});
