// A borrower who pays more than the bill (paid twice: a transfer reported and the VA paid too,
// the bank's callback arriving after the bill was settled) has paid ahead: the excess pays the
// loan's next installments in order, each part a CARRIED payment naming the one it came from,
// shared to the lenders as any payment; only what is left once every installment is paid is kept
// as the borrower's (BORROWER account), shown to her with whom to ask for it back. Installments
// are paid in their order: a later bill cannot be opened while an earlier one is open.
import { describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import type { Staff } from '../support/funding.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { graphql, rest, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let tokens: Staff;
productPerFile(
  (started) => {
    ({ product, tokens } = started);
  },
  { bank },
);

type Installment = { id: number; number: number; payamount: string; status: string };
type Payment = {
  id: number;
  installmentnumber: number;
  source: string;
  amount: string;
  status: string;
  excess: string;
  carriedfrom: number | null;
};

async function repayment(loanId: number) {
  const answer = await rest(product, 'GET', `/loan/${loanId}/repayment`, {
    token: tokens.borrower,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    installments: Installment[];
    payments: Payment[];
    totaloverpaid: string;
  };
}

const sen = (rupiah: string) => BigInt(rupiah.replace('.', ''));

/** The borrower opens the next bill and pays its VA; the bank's callback is held back. */
async function paidButNotCalledBack(loanId: number) {
  const opened = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const bill = opened.body.data as { virtualaccount: string; payamount: string };
  const sealed = bank.sealVaPayment?.({
    virtualAccount: bill.virtualaccount,
    amountRupiah: sen(bill.payamount) / 100n,
    customerName: 'Borrower',
    now: product.clock.now,
  });
  if (!sealed) throw new Error('the built-in bank seals payments');
  return { bill, sealed };
}

/** The same money reported as a transfer, then the bank's late callback, then staff confirm. */
async function paidTwice(loanId: number) {
  const { bill, sealed } = await paidButNotCalledBack(loanId);
  const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
    token: tokens.borrower,
    body: { amount: bill.payamount, note: 'transferred' },
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  const reportedId = (reported.body.data as { id: number }).id;
  const called = await rest(product, 'POST', '/bank/va/callback', { body: sealed.body });
  expect(called.status, JSON.stringify(called.body)).toBe(200);
  const confirmed = await rest(product, 'PUT', `/repayment/${reportedId}/confirm`, {
    token: tokens.admin,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { bill, paymentNtb: sealed.paymentNtb };
}

async function borrowerHeld(borrowerId: string) {
  const [row] = await product.db.query<{ balance: string }>(
    `SELECT balance_sen::text AS balance FROM ledger_accounts
      WHERE kind = 'BORROWER' AND owner_id = $1`,
    [borrowerId],
  );
  return BigInt(row?.balance ?? '0');
}

async function borrowerId(loanId: number) {
  const [row] = await product.db.query<{ id: string }>(
    'SELECT borrower_id::text AS id FROM loans WHERE id = $1',
    [loanId],
  );
  return row?.id ?? '';
}

describe('a borrower who paid an installment twice', () => {
  it('has the second payment pay the next installments, booked to the lenders, nothing kept aside', async () => {
    const { loanId, lender } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 });
    const before = await repayment(loanId);
    expect(before.installments.length).toBeGreaterThanOrEqual(2);
    const heldBefore = await borrowerHeld(await borrowerId(loanId));
    const lenderBefore = await lenderBalance(lender.userId);
    const { bill, paymentNtb } = await paidTwice(loanId);

    const after = await repayment(loanId);
    expect(after.installments[0]?.status).toBe('PAID');
    const va = after.payments.find((p) => p.source === 'VA');
    expect(va).toMatchObject({ installmentnumber: 1, excess: bill.payamount });
    // The excess pays the next installments in order, each in full until it runs out.
    let left = sen(bill.payamount);
    const expected: Array<Partial<Payment>> = [];
    for (const next of before.installments.slice(1)) {
      if (left === 0n) break;
      const owed = sen(next.payamount);
      const part = left < owed ? left : owed;
      expected.push({
        installmentnumber: next.number,
        status: 'CONFIRMED',
        carriedfrom: va?.id ?? -1,
        amount: (Number(part) / 100).toFixed(2),
      });
      left -= part;
    }
    expect(expected.length).toBeGreaterThanOrEqual(1);
    expect(after.payments.filter((p) => p.source === 'CARRIED')).toMatchObject(expected);
    for (const [index, next] of before.installments.slice(1, expected.length).entries()) {
      expect(after.installments[index + 1], `installment ${next.number}`).toMatchObject({
        status: 'PAID',
      });
    }
    expect(after.totaloverpaid).toBe('0.00');
    expect(await borrowerHeld(await borrowerId(loanId))).toBe(heldBefore);
    // The lender was paid both installments' shares, and the journal balances.
    expect(await lenderBalance(lender.userId)).toBeGreaterThan(lenderBefore);
    expect(await auditLedger(product.db)).toEqual([]);
    const [ntb] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loan_payments WHERE payment_ntb = $1',
      [paymentNtb],
    );
    expect(ntb?.n).toBe(1);
  });

  it('keeps what is left after the last installment as hers, and says so on the repayment', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '1000000', { periodDays: 30 });
    const [only] = (await repayment(loanId)).installments as [Installment];
    const owner = await borrowerId(loanId);
    const heldBefore = await borrowerHeld(owner);
    const { bill } = await paidTwice(loanId);
    expect(bill.payamount).toBe(only.payamount);
    const after = await repayment(loanId);
    expect(after.installments.every((i) => i.status === 'PAID')).toBe(true);
    expect(after.totaloverpaid).toBe(bill.payamount);
    expect(await borrowerHeld(owner)).toBe(heldBefore + sen(bill.payamount));
    expect(await auditLedger(product.db)).toEqual([]);
    const read = await graphql<{ loanRepayment: { totals: { overpaid: string } } }>(
      product,
      'query($id: ID!) { loanRepayment(loanId: $id) { totals { overpaid } } }',
      { id: String(loanId) },
      tokens.borrower,
    );
    expect(read.data?.loanRepayment.totals.overpaid).toBe(bill.payamount);
  });
});

describe('installments paid in their order', () => {
  it("refuses a later installment's bill while an earlier one is open, in the caller's language", async () => {
    const { loanId } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 });
    const [first, second] = (await repayment(loanId)).installments as [Installment, Installment];
    const early = await rest(product, 'PUT', `/installment/pay/${second.id}`, {
      token: tokens.borrower,
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'EARLIER_INSTALLMENT_UNPAID',
      message: 'Cicilan sebelumnya belum lunas: bayar cicilan itu lebih dulu',
    });
    const english = await rest(product, 'PUT', `/installment/pay/${second.id}`, {
      token: tokens.borrower,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toMatchObject({
      message: 'An earlier installment is still unpaid: pay it first',
    });
    // Nothing was opened at the bank for it.
    expect((await repayment(loanId)).installments[1]).toMatchObject({ virtualaccount: null });
    // The first bill opens; once it is reported paid (under review), the second may be paid.
    expect(
      (await rest(product, 'PUT', `/installment/pay/${first.id}`, { token: tokens.borrower }))
        .status,
    ).toBe(200);
    const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
      token: tokens.borrower,
      body: { amount: first.payamount },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const next = await rest(product, 'PUT', `/installment/pay/${second.id}`, {
      token: tokens.borrower,
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });
});

async function lenderBalance(lenderId: string) {
  const [row] = await product.db.query<{ balance: string }>(
    `SELECT balance_sen::text AS balance FROM ledger_accounts
      WHERE kind = 'LENDER_ACTIVE' AND owner_id = $1`,
    [lenderId],
  );
  return BigInt(row?.balance ?? '0');
}
