// An id is an id: the gateway never pastes what a caller sent into a REST path. A loan id that
// is not a positive whole number, a user id that is not a UUID, a region code that would climb
// out of its segment are refused with BAD_USER_INPUT before any call to the API, and the
// database holds what it held. The probe that found it: approveBail(id: "161/approve-credit?")
// approved credit instead of the collateral.
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

async function stageAndTrail(id: number) {
  const [loan] = await product.db.query<{ stage: string }>(
    `SELECT machine_state->>'stage' AS stage FROM loans WHERE id = $1`,
    [id],
  );
  const [trail] = await product.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM loan_events WHERE loan_id = $1',
    [id],
  );
  return { stage: loan?.stage, events: trail?.count };
}

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
  const [row] = await product.db.query<{ id: number }>(
    `SELECT id FROM loans WHERE machine_state->>'stage' = 'REVIEW' ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error('the demo data has no loan in review');
  loanId = Number(row.id);
  const approved = await rest(product, 'PUT', `/loan/submission/${loanId}/approve-bail`, {
    token: admin,
  });
  expect(approved.status).toBe(200);
});

afterAll(async () => {
  await product.close();
});

describe('ids in REST paths', () => {
  it('approveBail(id: "<id>/approve-credit?") approves nothing and calls nothing', async () => {
    const before = await stageAndTrail(loanId);
    expect(before.stage).toBe('APPROVAL_BAIL');
    product.apiRequests.length = 0;
    const result = await graphql(
      product,
      'mutation ($id: ID!) { approveBail(id: $id) { id submissionStage } }',
      { id: `${loanId}/approve-credit?` },
      admin,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      id: 'must be a positive whole number',
    });
    expect(product.apiRequests).toEqual([]);
    expect(await stageAndTrail(loanId)).toEqual(before);
  });

  it.each([
    ['loan', '{ loan(id: "3/events") { id } }'],
    ['loan', '{ loan(id: "..") { id } }'],
    ['loan', '{ loan(id: "-3") { id } }'],
    ['loan', '{ loan(id: "3.0") { id } }'],
    ['approveCredit', 'mutation { approveCredit(id: "1?x=", riskRating: MEDIUM) { id } }'],
    [
      'setOffer',
      `mutation { setOffer(id: "1/../2", input: { interestPercent: "10",
        periodDays: 90, adminFee: "0", paymentType: INSTALLMENT, fundingStart: "2099-01-01",
        fundingEnd: "2099-02-01" }) { id } }`,
    ],
    ['rejectLoan', 'mutation { rejectLoan(id: "1#", reason: "x") { id } }'],
    ['cancelLoan', 'mutation { cancelLoan(id: "%31", reason: "x") { id } }'],
    ['approveDisbursement', 'mutation { approveDisbursement(id: "1/approve") { id } }'],
    ['saveBailPhotos', 'mutation { saveBailPhotos(id: "1/../../product", photos: ["x"]) { id } }'],
    ['product', '{ product(id: "1/../../loan/1") { id } }'],
    ['developer', '{ developer(id: "1 OR 1=1") { id } }'],
    ['lenderWallet', '{ lenderWallet(lenderId: "../../loan/1") { updatedAt } }'],
    ['machineDiagram', '{ machineDiagram(name: "loan", loanId: "1/path") { name } }'],
    ['loanWhatIf', '{ loanWhatIf(loanId: "1/path", event: "bail.approve") { allowed } }'],
    ['regencies', '{ regencies(provinceCode: "..") { code } }'],
    [
      'createLoan',
      `mutation { createLoan(input: { productId: "1abc", applicationValue: "1",
        requiredDate: "2099-01-01", purpose: "x" }) { id } }`,
    ],
  ])('%s with a forged id is BAD_USER_INPUT before any REST call', async (_name, query) => {
    product.apiRequests.length = 0;
    const result = await graphql(product, query, {}, admin);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The gateway's one-time fetch of the API's signing keys is no call about the id.
    expect(product.apiRequests.filter((call) => !call.includes('/.well-known/'))).toEqual([]);
  });

  it('well-formed ids still reach the API', async () => {
    const loan = await graphql<{ loan: { id: string; submissionStage: string } }>(
      product,
      'query ($id: ID!) { loan(id: $id) { id submissionStage } }',
      { id: String(loanId) },
      admin,
    );
    expect(loan.data?.loan).toEqual({ id: String(loanId), submissionStage: 'APPROVAL_BAIL' });
    const regencies = await graphql<{ regencies: { code: string }[] }>(
      product,
      '{ regencies(provinceCode: "11") { code } }',
      {},
      admin,
    );
    expect(regencies.data?.regencies.length).toBeGreaterThan(0);
  });
});
