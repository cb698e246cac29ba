// The bank carries out a payment and its answer never reaches the product, in each of the forms
// a lost answer takes on the wire (integrations.md: the request uuid makes a payment idempotent
// and is the key of the status inquiry): no answer at all (a timeout, NO_ANSWER), a gateway's
// 5xx in front of the bank (HTTP_504), an answer that cannot be read (BAD_ANSWER), and a
// connection reset thrown by the adapter. A disbursement and a cash-out must then wait for the
// status pass — never be taken as refused, which would free the loan for a second attempt under
// a new uuid, or reverse a withdrawal the bank paid — and settle once: the bank pays each once
// and the journal moves the money once.
import { describe, expect, it } from 'vitest';
import {
  localPartnerBank,
  type PartnerBank,
  type PayoutAnswer,
  type PayoutRequest,
} from '../../api/bank/partner-bank.ts';
import { settlePendingWithdrawals } from '../../api/cash-out/settle-pending.ts';
import { settleDisbursements } from '../../api/disbursement/disbursement.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import { loginAs, rest, type TestProduct } from '../support/test-product.ts';

type Loss = 'NO_ANSWER' | 'HTTP_504' | 'BAD_ANSWER' | 'RESET';

let product: TestProduct;
let tokens: Staff;
/** How the next payment's answer is lost, after the bank made it. */
let nextLoss: Loss | null = null;
/** Every payment the bank made, by request uuid (a uuid sent again pays nothing more). */
const paidByBank: PayoutRequest[] = [];
const local = localPartnerBank();
const bank: PartnerBank = {
  ...local,
  sendPayout: async (request): Promise<PayoutAnswer> => {
    const before = await local.payoutStatus(request.requestUuid, request.now);
    const answer = await local.sendPayout(request);
    if (before.ok && before.status === 'NOT_FOUND' && answer.ok) paidByBank.push(request);
    const loss = nextLoss;
    nextLoss = null;
    if (loss === 'RESET') throw new Error('read ECONNRESET (after the bank acted)');
    if (loss) return { ok: false, responseCode: loss };
    return answer;
  },
};

productPerFile(
  (started) => {
    ({ product, tokens } = started);
  },
  { bank },
);

const deps = () => ({ db: product.db, bank, now: () => product.clock.now });

async function payoutBalance() {
  const [row] = await product.db.query<{ balance: string }>(
    "SELECT balance_sen::text AS balance FROM ledger_accounts WHERE kind = 'BANK_PAYOUT'",
  );
  return BigInt(row?.balance ?? '0');
}

/** A loan funded by two lenders who signed, its borrower signed: staff may approve it. */
async function loanToApprove(value: string): Promise<number> {
  const lenders = await validatedLenders(product, 2, 10_000_000_000n);
  const loanId = await loanOpenForFunding(product, tokens, { value });
  const half = (Number(value) / 2).toFixed(0);
  for (const lender of lenders) {
    expect((await fund(product, lender.token, loanId, half)).status).toBe(201);
  }
  for (const lender of lenders as TestLender[]) {
    await signWithLocalProvider(product, lender, { loanid: loanId, amount: half });
  }
  expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
  await signWithLocalProvider(
    product,
    { token: tokens.borrower, email: 'borrower@lumbung.test' },
    { loanid: loanId, returnUrl: `/borrower/loans/${loanId}` },
  );
  const signed = await rest(product, 'PUT', `/loan/${loanId}/disbursement/signed`, {
    token: tokens.borrower,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return loanId;
}

describe('a disbursement whose answer the bank lost', () => {
  it.each<[Loss, string]>([
    ['HTTP_504', '2100000'],
    ['BAD_ANSWER', '2200000'],
    ['RESET', '2300000'],
    ['NO_ANSWER', '2400000'],
  ])('waits for the status pass after %s, then is paid once', async (loss, value) => {
    const loanId = await loanToApprove(value);
    const payoutBefore = await payoutBalance();
    const paidBefore = paidByBank.length;
    nextLoss = loss;
    const approve = () =>
      rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, { token: tokens.admin });
    const approved = await approve();
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ submissionstage: 'DISBURSEMENT_READY_BORROWER' });
    const view = await rest(product, 'GET', `/loan/${loanId}/disbursement`, {
      token: tokens.admin,
    });
    // Still with the bank: not failed, so staff are not offered a second attempt.
    expect(view.body.data).toMatchObject({ state: 'approved', waitingForBank: true });
    expect((await approve()).status).toBe(409);
    expect(await payoutBalance()).toBe(payoutBefore);

    await settleDisbursements(deps());
    await settleDisbursements(deps());
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
    const paid = paidByBank.slice(paidBefore);
    expect(paid).toHaveLength(1);
    expect((await payoutBalance()) - payoutBefore).toBe(paid[0]?.amountSen);
  });
});

describe('a cash-out whose answer the bank lost', () => {
  it.each<[Loss, string]>([
    ['HTTP_504', '1100000'],
    ['RESET', '1200000'],
  ])('stays requested after %s, then settles once by the status pass', async (loss, amount) => {
    const token = await loginAs(product, 'investor@lumbung.test');
    const paidBefore = paidByBank.length;
    const payoutBefore = await payoutBalance();
    nextLoss = loss;
    const asked = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount, rail: 'BI_FAST' },
      headers: { 'idempotency-key': `lost-${loss}` },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    const withdrawal = asked.body.data as { id: string; state: string; total: string };
    expect(withdrawal.state).toBe('requested');
    // The lender sends the same request again: the same withdrawal, nothing sent twice.
    const again = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount, rail: 'BI_FAST' },
      headers: { 'idempotency-key': `lost-${loss}` },
    });
    expect((again.body.data as { id: string }).id).toBe(withdrawal.id);

    // The settlement job asks about withdrawals pending a minute or more.
    product.clock.now = new Date(Date.now() + 61_000);
    await settlePendingWithdrawals(deps(), 60);
    await settlePendingWithdrawals(deps(), 60);
    const [row] = await product.db.query<{ machine_state: string }>(
      'SELECT machine_state FROM withdrawals WHERE id = $1',
      [withdrawal.id],
    );
    expect(row?.machine_state).toBe('settled');
    const paid = paidByBank.slice(paidBefore);
    expect(paid.map((p) => p.amountSen)).toEqual([BigInt(amount) * 100n]);
    expect((await payoutBalance()) - payoutBefore).toBe(BigInt(amount) * 100n + 2_500_00n);
  });
});
