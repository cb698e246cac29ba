// The borrower's disbursement signing through GraphQL (schema/disbursement-signing.graphql and
// confirmDisbursementSigning): the provider's URL for a loan ready for disbursement; the return
// confirmed with the provider before the loan moves (an unsigned agreement moves nothing); a
// declined return recorded with the loan unchanged; the provider's failure as
// SIGNING_REQUEST_FAILED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { codeIn, lastMessageTo } from '../support/outbox.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import { graphql, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
/** While true, the built-in provider refuses to start a signing (a provider outage). */
let providerDown = false;

beforeAll(async () => {
  product = await startTestProduct({
    refuseSigningStart: () => (providerDown ? 'PROVIDER_DOWN' : null),
  });
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

const START = `mutation Start($id: ID!, $returnUrl: String!) {
  startDisbursementSigning(id: $id, returnUrl: $returnUrl) { url documentId }
}`;
const CONFIRM = `mutation Confirm($id: ID!) {
  confirmDisbursementSigning(id: $id) { id submissionStage }
}`;
const REPORT = `mutation Report($id: ID!, $event: String!) {
  reportDisbursementSigningReturn(id: $id, event: $event) { confirmed }
}`;

async function readyLoan(): Promise<number> {
  const lenders = await validatedLenders(product, 2, 10_000_000_000n);
  const loanId = await loanOpenForFunding(product, tokens, { value: '2000000' });
  for (const lender of lenders)
    expect((await fund(product, lender.token, loanId, '1000000')).status).toBe(201);
  for (const lender of lenders as TestLender[])
    await signWithLocalProvider(product, lender, { loanid: loanId, amount: '1000000' });
  expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
  return loanId;
}

/** The borrower signs at the provider's page (its REST), as the browser would. */
async function signAt(url: string, code: (token: string) => Promise<string>) {
  const token = url.split('/sign/local/')[1] ?? '';
  const opened = await rest(product, 'POST', `/signing/local/${token}/open`);
  const headers = { 'x-signing-session': (opened.body.data as { sessionKey: string }).sessionKey };
  await rest(product, 'POST', `/signing/local/${token}/code`, {
    headers,
    body: { channel: 'email' },
  });
  return rest(product, 'POST', `/signing/local/${token}/sign`, {
    headers,
    body: { code: await code(token) },
  });
}

describe('disbursement signing through GraphQL', () => {
  it('starts, refuses to move an unsigned loan, and moves it once the provider confirms', async () => {
    const loanId = await readyLoan();
    const id = String(loanId);
    const early = await graphql(product, CONFIRM, { id }, tokens.borrower);
    // Nothing asked of the provider yet: no document to confirm.
    expect(early.errors?.[0]?.extensions?.code).toBe('SIGNING_DOCUMENT_NOT_FOUND');
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');

    const started = await graphql<{
      startDisbursementSigning: { url: string; documentId: string };
    }>(product, START, { id, returnUrl: `/borrower/loans/${id}` }, tokens.borrower);
    expect(started.errors).toBeUndefined();
    const url = started.data?.startDisbursementSigning.url ?? '';
    expect(url).toMatch(/\/sign\/local\/[\w-]+$/);
    // Started but not signed: the provider's status check does not bear a return out.
    const unsigned = await graphql(product, CONFIRM, { id }, tokens.borrower);
    expect(unsigned.errors?.[0]?.extensions).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      reason: 'AGREEMENT_NOT_SIGNED',
    });
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');

    const signed = await signAt(url, async () =>
      codeIn((await lastMessageTo(product.db, 'borrower@lumbung.test')).body),
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const confirmed = await graphql<{ confirmDisbursementSigning: { submissionStage: string } }>(
      product,
      CONFIRM,
      { id },
      tokens.borrower,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmDisbursementSigning.submissionStage).toBe(
      'DISBURSEMENT_READY_BORROWER',
    );
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY_BORROWER');
  }, 60_000);

  it('records a declined return and leaves the loan as it was', async () => {
    const loanId = await readyLoan();
    const id = String(loanId);
    const started = await graphql<{ startDisbursementSigning: { url: string } }>(
      product,
      START,
      { id, returnUrl: `/borrower/loans/${id}` },
      tokens.borrower,
    );
    const token = started.data?.startDisbursementSigning.url.split('/sign/local/')[1] ?? '';
    const opened = await rest(product, 'POST', `/signing/local/${token}/open`);
    const headers = {
      'x-signing-session': (opened.body.data as { sessionKey: string }).sessionKey,
    };
    expect(
      (await rest(product, 'POST', `/signing/local/${token}/decline`, { headers })).status,
    ).toBe(200);
    const reported = await graphql<{ reportDisbursementSigningReturn: { confirmed: boolean } }>(
      product,
      REPORT,
      { id, event: 'decline' },
      tokens.borrower,
    );
    expect(reported.errors).toBeUndefined();
    expect(reported.data?.reportDisbursementSigningReturn.confirmed).toBe(true);
    const [row] = await product.db.query<{ machine_state: string }>(
      `SELECT machine_state FROM signing_documents WHERE kind = 'LOAN_AGREEMENT' AND loan_id = $1`,
      [loanId],
    );
    expect(row?.machine_state).toBe('declined');
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
  }, 60_000);

  it("answers the provider's failure as SIGNING_REQUEST_FAILED, the loan unchanged", async () => {
    const loanId = await readyLoan();
    providerDown = true;
    try {
      const answer = await graphql(
        product,
        START,
        { id: String(loanId), returnUrl: `/borrower/loans/${loanId}` },
        tokens.borrower,
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('SIGNING_REQUEST_FAILED');
    } finally {
      providerDown = false;
    }
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
  }, 60_000);
});
