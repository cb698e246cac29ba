// Staff's repayment review through GraphQL (schema/repayment-staff.graphql): a payment the
// borrower reports is in paymentsToReview with its borrower, installment, amount, source and
// note; rejecting it with a reason takes it out of the queue and leaves the installment unpaid;
// a second report confirmed pays the installment, which the loan's schedule (loanRepayment, read
// by staff) then shows 'Lunas';
// a review of a payment already reviewed answers the API's code. The database holds the states.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import { type Staff, staffTokens, stageOf } from '../support/funding.ts';
import { graphql, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;

beforeAll(async () => {
  product = await startTestProduct({ bank: localPartnerBank() });
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

const PAYMENT = `id loanId installmentId installmentNumber borrowerName source amount status
  proofFile note rejectionReason rejectionText { id en } receivedAt reviewedAt`;

const QUEUE = `query { paymentsToReview { ${PAYMENT} } }`;
const CONFIRM = `mutation Confirm($id: ID!) { confirmPayment(id: $id) { ${PAYMENT} } }`;
const REJECT = `mutation Reject($id: ID!, $reason: PaymentRejectionReason!) {
  rejectPayment(id: $id, reason: $reason) { ${PAYMENT} }
}`;
const SCHEDULE = `query Schedule($loanId: ID!) {
  loanRepayment(loanId: $loanId) {
    loanId totals { repayment paid lateCharge }
    installments { number dueDate principal interest paid status statusLabel { id en } arrearsLabel { id en } daysPastDue }
    payments { id status rejectionReason }
    next { number }
  }
}`;

type Payment = {
  id: string;
  loanId: string;
  installmentNumber: number;
  borrowerName: string;
  source: string;
  amount: string;
  status: string;
  note: string | null;
  rejectionReason: string | null;
  rejectionText: { id: string; en: string } | null;
};

async function report(loanId: number, note: string): Promise<{ id: number; amount: string }> {
  const repayment = await rest(product, 'GET', `/loan/${loanId}/repayment`, {
    token: tokens.borrower,
  });
  const first = (repayment.body.data as { installments: { payamount: string }[] }).installments[0];
  const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
    token: tokens.borrower,
    body: note ? { amount: first?.payamount, note } : { amount: first?.payamount },
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  return reported.body.data as { id: number; amount: string };
}

async function queue(): Promise<Payment[]> {
  const answer = await graphql<{ paymentsToReview: Payment[] }>(product, QUEUE, {}, tokens.admin);
  expect(answer.errors).toBeUndefined();
  return (answer.data as { paymentsToReview: Payment[] }).paymentsToReview;
}

async function paymentStatus(id: string) {
  const [row] = await product.db.query<{ status: string; rejection: string | null }>(
    'SELECT status, rejection FROM loan_payments WHERE id = $1',
    [id],
  );
  return row;
}

describe('staff review payments through GraphQL', () => {
  it('lists a reported payment, rejects it with a reason, confirms the next one', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '2000000', { periodDays: 60 });
    const reported = await report(loanId, 'Transfer dari BCA');

    const listed = (await queue()).find((p) => p.id === String(reported.id));
    expect(listed).toMatchObject({
      loanId: String(loanId),
      installmentNumber: 1,
      source: 'TRANSFER',
      amount: reported.amount,
      status: 'REVIEW',
      note: 'Transfer dari BCA',
      rejectionReason: null,
    });
    expect(listed?.borrowerName).not.toBe('');

    // A borrower may not read the queue: the API's refusal comes through.
    const asBorrower = await graphql(product, QUEUE, {}, tokens.borrower);
    expect(asBorrower.errors?.[0]?.extensions?.code).toBeTruthy();

    const rejected = await graphql<{ rejectPayment: Payment }>(
      product,
      REJECT,
      { id: String(reported.id), reason: 'AMOUNT_MISMATCH' },
      tokens.admin,
    );
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data?.rejectPayment).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'AMOUNT_MISMATCH',
      rejectionText: {
        id: 'Jumlah yang diterima tidak sesuai',
        en: 'The amount received does not match',
      },
    });
    expect(await paymentStatus(String(reported.id))).toEqual({
      status: 'REJECTED',
      rejection: 'AMOUNT_MISMATCH',
    });
    expect((await queue()).map((p) => p.id)).not.toContain(String(reported.id));
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');

    // Reviewed once: confirming it now answers the API's refusal and changes nothing.
    const late = await graphql(product, CONFIRM, { id: String(reported.id) }, tokens.admin);
    expect(late.errors?.[0]?.extensions?.code).toBeTruthy();
    expect((await paymentStatus(String(reported.id)))?.status).toBe('REJECTED');

    const second = await report(loanId, '');
    expect(second.amount).toBe(reported.amount);
    const confirmed = await graphql<{ confirmPayment: Payment }>(
      product,
      CONFIRM,
      { id: String(second.id) },
      tokens.admin,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmPayment).toMatchObject({ status: 'CONFIRMED' });
    expect((await paymentStatus(String(second.id)))?.status).toBe('CONFIRMED');
    expect((await queue()).map((p) => p.id)).not.toContain(String(second.id));

    const schedule = await graphql<{
      loanRepayment: {
        loanId: string;
        totals: { paid: string };
        installments: Array<{ number: number; status: string; statusLabel: { id: string } }>;
        payments: Array<{ id: string; status: string; rejectionReason: string | null }>;
        next: { number: number } | null;
      };
    }>(product, SCHEDULE, { loanId: String(loanId) }, tokens.admin);
    expect(schedule.errors).toBeUndefined();
    const repayment = schedule.data?.loanRepayment;
    expect(repayment?.loanId).toBe(String(loanId));
    expect(repayment?.installments[0]).toMatchObject({
      number: 1,
      status: 'PAID',
      statusLabel: { id: 'Lunas' },
    });
    expect(repayment?.installments[1]).toMatchObject({ number: 2, status: 'UNPAID' });
    expect(repayment?.next).toEqual({ number: 2 });
    expect(repayment?.totals.paid).not.toBe('0.00');
    expect(repayment?.payments).toEqual(
      expect.arrayContaining([
        { id: String(reported.id), status: 'REJECTED', rejectionReason: 'AMOUNT_MISMATCH' },
        { id: String(second.id), status: 'CONFIRMED', rejectionReason: null },
      ]),
    );
  });
});
