// The bank carries out a call and its answer never reaches the product, in each of the forms a
// lost answer takes on the wire (integrations.md: the request uuid — the trx_id of a billing —
// makes a call idempotent and is the key of the status inquiry): no answer at all (a timeout,
// NO_ANSWER), a gateway's 5xx in front of the bank (HTTP_504), an answer that cannot be read
// (BAD_ANSWER), and a connection reset. The bank adapter reports each as an outcome unknown (the
// built-in bank here through its `loseAnswer` wire, the HTTP adapter against the fake bank at the
// end); the product must then ask again under the same key, never take it for a refusal:
// - a disbursement and a cash-out wait for the status pass and settle once: the bank pays each
//   once and the journal moves the money once;
// - a VA opened for a lender's wallet: staff's retry (or a new request after a refusal) reuses
//   the lost call's uuid, so the bank opens one VA and the wallet ends with it;
// - an installment's VA billing: the retry reuses its trx_id, so the bank holds one billing for
//   the bill, and a payment into it — even before the product learnt its VA — is credited once;
// - the RDL chain: a lost KYC, registration or account opening is retried under its uuid (one
//   CIF, one RDL), a payment out of the RDL is debited there once, a lost inquiry credits nothing
//   until the bank answers, then once.
// A fault of ours in the adapter is not taken for the bank's silence.
import { describe, expect, it } from 'vitest';
import {
  type BankCallName,
  type BankWireEvent,
  LOST_ANSWERS,
  type LostAnswer,
  localPartnerBank,
  lostAnswerCode,
  type PayoutRequest,
} from '../../api/bank/partner-bank.ts';
import { httpPartnerBank, RDL_PATHS } from '../../api/bank/partner-bank-http.ts';
import { settlePendingWithdrawals } from '../../api/cash-out/settle-pending.ts';
import { settleDisbursements } from '../../api/disbursement/disbursement.ts';
import { repaymentPass } from '../../api/repayment/daily-pass.ts';
import { DEFAULT_REPAYMENT_SETTINGS } from '../../api/repayment/settings.ts';
import { makeBankLender } from '../support/bank-lenders.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import {
  FAKE_VA_PATH,
  type FakeLostAnswer,
  startFakePartnerBank,
} from '../support/fake-partner-bank.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import { loginAs, rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
/** The next call of each kind loses its answer, in this form, after the bank acted. */
const nextLoss = new Map<BankCallName, LostAnswer | 'BUG'>();
/** Every call the bank answered, with its real answer, as it left the bank. */
const wire: BankWireEvent[] = [];
const bank = localPartnerBank({
  loseAnswer: (sent) => {
    wire.push(sent);
    const loss = nextLoss.get(sent.call) ?? null;
    nextLoss.delete(sent.call);
    // A fault of ours in the adapter (a TypeError), not the network's.
    if (loss === 'BUG') throw new TypeError("Cannot read properties of undefined (reading 'id')");
    return loss;
  },
});

productPerFile(
  (started) => {
    ({ product, tokens } = started);
  },
  { bank },
);

/** The lender asks for a wallet of this kind, having agreed to its terms. */
const askForWallet = (token: string, kind: 'VA' | 'RDL') =>
  rest(product, 'POST', '/wallet/request', { token, body: { kind, consent: true } });

const deps = () => ({ db: product.db, bank, now: () => product.clock.now });

/** The payments the bank took, once each by request uuid (the same uuid again pays nothing). */
const paidByBank = (): PayoutRequest[] => {
  const paid = new Map<string, PayoutRequest>();
  for (const sent of wire) {
    if (sent.call === 'sendPayout' && sent.answer.ok && sent.answer.status !== 'FAILED') {
      if (!paid.has(sent.request.requestUuid)) paid.set(sent.request.requestUuid, sent.request);
    }
  }
  return [...paid.values()];
};

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
  it.each<[LostAnswer, string]>([
    ['HTTP_504', '2100000'],
    ['BAD_ANSWER', '2200000'],
    ['RESET', '2300000'],
    ['NO_ANSWER', '2400000'],
  ])('waits for the status pass after %s, then is paid once', async (loss, value) => {
    const loanId = await loanToApprove(value);
    const payoutBefore = await payoutBalance();
    const paidBefore = paidByBank().length;
    nextLoss.set('sendPayout', loss);
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
    const paid = paidByBank().slice(paidBefore);
    expect(paid).toHaveLength(1);
    expect((await payoutBalance()) - payoutBefore).toBe(paid[0]?.amountSen);
  });
});

describe('a cash-out whose answer the bank lost', () => {
  it.each<[LostAnswer, string]>([
    ['HTTP_504', '1100000'],
    ['RESET', '1200000'],
  ])('stays requested after %s, then settles once by the status pass', async (loss, amount) => {
    const token = await loginAs(product, 'investor@lumbung.test');
    const paidBefore = paidByBank().length;
    const payoutBefore = await payoutBalance();
    nextLoss.set('sendPayout', loss);
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
    const paid = paidByBank().slice(paidBefore);
    expect(paid.map((p) => p.amountSen)).toEqual([BigInt(amount) * 100n]);
    expect((await payoutBalance()) - payoutBefore).toBe(BigInt(amount) * 100n + 2_500_00n);
  });

  it('is not taken for the bank silent when the adapter fails of a fault of ours', async () => {
    const token = await loginAs(product, 'investor@lumbung.test');
    const paidBefore = paidByBank().length;
    nextLoss.set('sendPayout', 'BUG');
    const asked = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount: '1300000', rail: 'BI_FAST' },
      headers: { 'idempotency-key': 'lost-bug' },
    });
    // The lender is told something went wrong (not that the bank is thinking it over); the
    // withdrawal, written before the call, is held and asked about by its uuid like any other.
    expect(asked.status).toBe(500);
    expect(asked.body).toMatchObject({ code: 'INTERNAL' });
    const [row] = await product.db.query<{ id: string; machine_state: string }>(
      "SELECT id::text AS id, machine_state FROM withdrawals WHERE idempotency_key = 'lost-bug'",
    );
    expect(row?.machine_state).toBe('requested');
    product.clock.now = new Date(Date.now() + 61_000);
    await settlePendingWithdrawals(deps(), 60);
    const [after] = await product.db.query<{ machine_state: string }>(
      'SELECT machine_state FROM withdrawals WHERE id = $1',
      [row?.id],
    );
    expect(after?.machine_state).toBe('settled');
    expect(
      paidByBank()
        .slice(paidBefore)
        .map((p) => p.amountSen),
    ).toEqual([1_300_000_00n]);
  });
});

/** The VAs the bank opened for this lender, each once. */
const vasOpenedFor = (lenderId: string) =>
  new Set(
    wire.flatMap((sent) =>
      sent.call === 'createVirtualAccount' && sent.lender.lenderId === lenderId && sent.answer.ok
        ? [sent.answer.virtualAccount]
        : [],
    ),
  );

/** The request uuids of the lender's calls of this step, as the wallet's trail recorded them. */
async function stepUuids(lenderId: string, step: string) {
  const rows = await product.db.query<{ uuid: string }>(
    `SELECT detail ->> 'requestUuid' AS uuid FROM lender_wallet_events
      WHERE lender_id = $1 AND detail ->> 'step' = $2 ORDER BY id`,
    [lenderId, step],
  );
  return rows.map((r) => r.uuid);
}

describe("a lender's VA opened whose answer the bank lost", () => {
  it.each(LOST_ANSWERS)(
    'after %s, staff retry it: the bank opens one VA, the wallet gets it',
    async (loss) => {
      const [lender] = await validatedLenders(product, 1, 0n);
      if (!lender) throw new Error('no lender');
      nextLoss.set('createVirtualAccount', loss);
      const asked = await askForWallet(lender.token, 'VA');
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      // The lender sees the step failed, with the code the adapter reported; no number yet.
      expect(asked.body.data).toMatchObject({
        state: 'bankFailed',
        accountNumber: null,
        bankFailure: {
          step: 'VA',
          responseCode: lostAnswerCode(loss),
          // Told as not answered yet, not as failed: the bank opened it.
          outcomeUnknown: true,
          text: { en: expect.stringMatching(/^The bank has not yet answered/) },
        },
      });
      const [opened] = vasOpenedFor(lender.userId);
      expect(opened).toMatch(/^9880\d{12}$/);

      const retried = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/retry`, {
        token: tokens.admin,
      });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.data).toMatchObject({
        state: 'awaitingApproval',
        pendingAccountNumber: opened,
      });
      const approved = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/approve`, {
        token: tokens.admin,
      });
      expect(approved.body.data).toMatchObject({ state: 'approved', accountNumber: opened });
      expect(vasOpenedFor(lender.userId)).toEqual(new Set([opened]));
      const uuids = await stepUuids(lender.userId, 'createVirtualAccount');
      expect(uuids).toHaveLength(2);
      expect(new Set(uuids).size).toBe(1);

      // A transfer into it reaches the lender's wallet.
      const sealed = bank.sealVaPayment?.({
        virtualAccount: opened ?? '',
        amountRupiah: 750_000n,
        customerName: 'Pemberi Dana Uji',
        now: product.clock.now,
      });
      if (!sealed) throw new Error('the built-in bank seals payments');
      expect((await rest(product, 'POST', '/bank/va/callback', { body: sealed.body })).status).toBe(
        200,
      );
      const balance = await rest(product, 'GET', '/personal/balance/va', { token: lender.token });
      expect(balance.body.data).toMatchObject({ active: '750000.00', accountNumber: opened });
    },
  );

  it('lost on every try until staff refuse: asked again, the bank answers the VA it opened', async () => {
    const [lender] = await validatedLenders(product, 1, 0n);
    if (!lender) throw new Error('no lender');
    nextLoss.set('createVirtualAccount', 'NO_ANSWER');
    await askForWallet(lender.token, 'VA');
    for (const loss of ['HTTP_504', 'RESET'] as const) {
      nextLoss.set('createVirtualAccount', loss);
      const retried = await rest(product, 'PUT', '/wallet/retry', { token: lender.token });
      expect(retried.body.data).toMatchObject({ state: 'bankFailed' });
    }
    const limit = await rest(product, 'PUT', '/wallet/retry', { token: lender.token });
    expect(limit.status).toBe(409);
    const refused = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/refuse`, {
      token: tokens.admin,
      body: { reason: 'BANK_REGISTRATION_FAILED' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const again = await askForWallet(lender.token, 'VA');
    const opened = [...vasOpenedFor(lender.userId)];
    expect(opened).toHaveLength(1);
    expect(again.body.data).toMatchObject({ state: 'awaitingApproval' });
    const staffView = await rest(product, 'GET', `/wallet/lenders/${lender.userId}`, {
      token: tokens.admin,
    });
    expect(staffView.body.data).toMatchObject({ pendingAccountNumber: opened[0] });
    expect(new Set(await stepUuids(lender.userId, 'createVirtualAccount')).size).toBe(1);
  });
});

/** The bank's billings of a loan's installments (trx_id → VA), as the bank made them. */
const billingsOfLoan = (loanId: number) => {
  const made = new Map<string, string>();
  for (const sent of wire) {
    if (sent.call !== 'upsertBilling' || !sent.answer.ok) continue;
    if (!sent.bill.trxId.startsWith(`LMB-${loanId}-`)) continue;
    made.set(sent.bill.trxId, sent.answer.virtualAccount);
  }
  return made;
};

async function billingRow(loanId: number) {
  const [row] = await product.db.query<{
    id: string;
    billing_trx_id: string | null;
    virtual_account: string | null;
    billing_amount_sen: string | null;
    paid_at: Date | null;
  }>(
    `SELECT id::text AS id, billing_trx_id, virtual_account, billing_amount_sen::text AS
            billing_amount_sen, paid_at
       FROM loan_installments WHERE loan_id = $1 AND number = 1`,
    [loanId],
  );
  if (!row) throw new Error(`loan ${loanId} has no first installment`);
  return row;
}

/** A transfer into a billing's VA at the bank, its callback posted (twice: the bank repeats). */
async function payInto(virtualAccount: string, amountRupiah: bigint) {
  const sealed = bank.sealVaPayment?.({
    virtualAccount,
    amountRupiah,
    customerName: 'Borrower',
    now: product.clock.now,
  });
  if (!sealed) throw new Error('the built-in bank seals payments');
  for (let i = 0; i < 2; i += 1) {
    const answered = await rest(product, 'POST', '/bank/va/callback', { body: sealed.body });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  }
  return sealed.paymentNtb;
}

async function creditedOnce(loanId: number, paymentNtb: string, amountSen: bigint) {
  const payments = await product.db.query<{ amount: string; status: string; number: number }>(
    `SELECT p.amount_sen::text AS amount, p.status, i.number FROM loan_payments p
       JOIN loan_installments i ON i.id = p.installment_id
      WHERE p.loan_id = $1 AND p.payment_ntb = $2`,
    [loanId, paymentNtb],
  );
  expect(payments).toEqual([{ amount: amountSen.toString(), status: 'CONFIRMED', number: 1 }]);
  const [moved] = await product.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key LIKE $1`,
    [`repayment:%`],
  );
  expect(moved?.n).toBeGreaterThan(0);
  expect(await auditLedger(product.db)).toEqual([]);
}

describe("an installment's VA billing whose answer the bank lost", () => {
  it.each<[LostAnswer, string]>([
    ['NO_ANSWER', '3100000'],
    ['HTTP_504', '3200000'],
    ['BAD_ANSWER', '3300000'],
    ['RESET', '3400000'],
  ])(
    'after %s, the bill opened again is the one billing the bank made, paid once',
    async (loss, value) => {
      const { loanId } = await loanInPeriod(product, tokens, value);
      nextLoss.set('upsertBilling', loss);
      const first = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
      // The borrower is told the bank did not answer; the installment keeps the billing's trx_id,
      // its VA and amount not yet confirmed.
      expect(first.status).toBe(502);
      expect(first.body).toMatchObject({ code: 'BANK_UNAVAILABLE' });
      const [[trxId, made] = []] = billingsOfLoan(loanId);
      expect(await billingRow(loanId)).toMatchObject({
        billing_trx_id: trxId,
        virtual_account: null,
        billing_amount_sen: null,
      });
      const schedule = await rest(product, 'GET', `/loan/${loanId}/repayment`, {
        token: tokens.borrower,
      });
      expect(
        (schedule.body.data as { installments: { virtualaccount: string | null }[] })
          .installments[0],
      ).toMatchObject({ virtualaccount: null });

      const again = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const bill = again.body.data as { virtualaccount: string; payamount: string };
      expect(bill.virtualaccount).toBe(made);
      expect([...billingsOfLoan(loanId).keys()]).toEqual([trxId]);

      const amountRupiah = BigInt(bill.payamount.replace('.', '')) / 100n;
      const ntb = await payInto(bill.virtualaccount, amountRupiah);
      await creditedOnce(loanId, ntb, amountRupiah * 100n);
      expect(await billingRow(loanId)).toMatchObject({ billing_trx_id: null });
      expect((await billingRow(loanId)).paid_at).not.toBeNull();
    },
  );

  it('a payment into the billing the bank made before the product learnt its VA is credited to the installment', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '3500000');
    nextLoss.set('upsertBilling', 'NO_ANSWER');
    expect(
      (await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower })).status,
    ).toBe(502);
    // The bank told the borrower the VA (its SMS) though its answer never reached the platform.
    const made = wire.findLast(
      (sent): sent is Extract<BankWireEvent, { call: 'upsertBilling' }> =>
        sent.call === 'upsertBilling' && sent.bill.trxId.startsWith(`LMB-${loanId}-`),
    );
    if (!made?.answer.ok) throw new Error('the bank made no billing');
    const ntb = await payInto(made.answer.virtualAccount, made.bill.amountRupiah);
    await creditedOnce(loanId, ntb, made.bill.amountRupiah * 100n);
    // Spent: nothing left of it at the platform, and the bank takes nothing more into it.
    expect(await billingRow(loanId)).toMatchObject({ billing_trx_id: null, virtual_account: null });
    expect(() =>
      bank.sealVaPayment?.({
        virtualAccount: made.answer.ok ? made.answer.virtualAccount : '',
        amountRupiah: made.bill.amountRupiah,
        customerName: 'Borrower',
        now: product.clock.now,
      }),
    ).toThrow(/takes no payment/);
  });

  it('the repayment pass asks again about a billing whose answer was lost', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '3600000');
    nextLoss.set('upsertBilling', 'HTTP_504');
    await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
    const [[trxId, made] = []] = billingsOfLoan(loanId);
    const pass = await repaymentPass({ ...deps(), repayment: DEFAULT_REPAYMENT_SETTINGS });
    expect(pass.billingsConfirmed).toBeGreaterThanOrEqual(1);
    expect(await billingRow(loanId)).toMatchObject({
      billing_trx_id: trxId,
      virtual_account: made,
      billing_amount_sen: expect.stringMatching(/^\d+$/),
    });
    expect([...billingsOfLoan(loanId).keys()]).toEqual([trxId]);
  });

  it('a billing closed for a transfer under review, its answer lost, stays the installment’s until the bank confirms it closed', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '3700000');
    const opened = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
    const bill = opened.body.data as { virtualaccount: string; payamount: string };
    const { billing_trx_id: trxId } = await billingRow(loanId);
    nextLoss.set('closeBilling', 'RESET');
    const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
      token: tokens.borrower,
      body: { amount: bill.payamount, note: 'transfer from another bank' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    // The bank closed it, or not: the installment keeps its trx_id, so a payment into it would
    // still be this installment's, until the bank says it is closed.
    expect(await billingRow(loanId)).toMatchObject({
      billing_trx_id: trxId,
      billing_amount_sen: null,
    });
    await repaymentPass({ ...deps(), repayment: DEFAULT_REPAYMENT_SETTINGS });
    expect(await billingRow(loanId)).toMatchObject({
      billing_trx_id: null,
      virtual_account: null,
    });
    const closes = wire.filter((s) => s.call === 'closeBilling' && s.trxId === trxId);
    expect(closes.map((s) => s.answer.ok)).toEqual([true, true]);
    // Staff reject the transfer: the bill opened again is a billing of its own.
    const [payment] = await product.db.query<{ id: string }>(
      "SELECT id::text AS id FROM loan_payments WHERE loan_id = $1 AND status = 'REVIEW'",
      [loanId],
    );
    const rejected = await rest(product, 'PUT', `/repayment/${payment?.id}/reject`, {
      token: tokens.admin,
      body: { reason: 'NOT_RECEIVED' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const reopened = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
    expect(reopened.status).toBe(200);
    expect((await billingRow(loanId)).billing_trx_id).not.toBe(trxId);
  });

  it('a payment the bank took just before the platform closed its billing is booked when its callback comes, not refused', async () => {
    const { loanId } = await loanInPeriod(product, tokens, '3800000');
    const opened = await rest(product, 'PUT', `/loan/${loanId}/pay`, { token: tokens.borrower });
    const bill = opened.body.data as { virtualaccount: string; payamount: string };
    const { billing_trx_id: trxId } = await billingRow(loanId);
    // The borrower pays the VA; the bank's callback is late on the network.
    const amountRupiah = BigInt(bill.payamount.replace('.', '')) / 100n;
    const sealed = bank.sealVaPayment?.({
      virtualAccount: bill.virtualaccount,
      amountRupiah,
      customerName: 'Borrower',
      now: product.clock.now,
    });
    if (!sealed) throw new Error('the built-in bank seals payments');
    // Meanwhile the same money is reported as a transfer: the billing is closed and forgotten.
    const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
      token: tokens.borrower,
      body: { amount: bill.payamount, note: 'paid by VA' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(await billingRow(loanId)).toMatchObject({ billing_trx_id: null });
    // The callback names the closed billing's trx_id: still this installment's.
    const answered = await rest(product, 'POST', '/bank/va/callback', { body: sealed.body });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const [payment] = await product.db.query<{ id: string; amount: string; number: number }>(
      `SELECT p.id::text AS id, p.amount_sen::text AS amount, i.number FROM loan_payments p
         JOIN loan_installments i ON i.id = p.installment_id
        WHERE p.loan_id = $1 AND p.payment_ntb = $2`,
      [loanId, sealed.paymentNtb],
    );
    expect(payment).toMatchObject({ amount: (amountRupiah * 100n).toString(), number: 1 });
    // Every rupiah the bank took is in the journal, in balanced entries: its own, and those of
    // the later installments it paid (the installment was under review: paid by the transfer).
    const [booked] = await product.db.query<{ moved: string }>(
      `SELECT coalesce(sum(l.amount_sen), 0)::text AS moved FROM ledger_entries e
         JOIN ledger_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE l.amount_sen > 0 AND a.kind <> 'BANK_VA_SETTLEMENT' AND EXISTS (
          SELECT 1 FROM loan_payments p WHERE (p.id = $1 OR p.carried_from = $1)
             AND e.idempotency_key LIKE 'repayment:' || p.id || ':%')`,
      [payment?.id],
    );
    expect(BigInt(booked?.moved ?? '0')).toBeGreaterThanOrEqual(amountRupiah * 100n);
    expect(await auditLedger(product.db)).toEqual([]);
    const [kept] = await product.db.query<{ installment: number }>(
      `SELECT i.number AS installment FROM loan_billings b
         JOIN loan_installments i ON i.id = b.installment_id WHERE b.trx_id = $1`,
      [trxId],
    );
    expect(kept).toEqual({ installment: 1 });
  });
});

describe("an RDL lender's calls whose answer the bank lost", () => {
  let rdlLender: TestLender;
  let rdlAccount: string;

  it('each registration step lost is retried under its uuid: one CIF, one RDL account', async () => {
    // Her identity validated: the bank's registration reads it.
    const [lender] = await validatedLenders(product, 1, 0n, { identity: true });
    if (!lender) throw new Error('no lender');
    rdlLender = lender;
    nextLoss.set('submitKyc', 'NO_ANSWER');
    const asked = await askForWallet(lender.token, 'RDL');
    expect(asked.body.data).toMatchObject({
      state: 'bankFailed',
      bankFailure: { step: 'KYC', responseCode: 'NO_ANSWER', outcomeUnknown: true },
    });
    nextLoss.set('registerInvestor', 'HTTP_504');
    const second = await rest(product, 'PUT', '/wallet/retry', { token: lender.token });
    expect(second.body.data).toMatchObject({
      state: 'bankFailed',
      bankFailure: { step: 'CIF', responseCode: 'HTTP_504' },
    });
    nextLoss.set('openRdlAccount', 'RESET');
    const third = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/retry`, {
      token: tokens.admin,
    });
    expect(third.body.data).toMatchObject({
      state: 'bankFailed',
      bankFailure: { step: 'ACCOUNT', responseCode: 'NO_ANSWER' },
    });
    // The third try is the last the machine allows: staff refuse, the lender asks again, and
    // the bank answers the account it opened.
    await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/refuse`, {
      token: tokens.admin,
      body: { reason: 'BANK_REGISTRATION_FAILED' },
    });
    const again = await askForWallet(lender.token, 'RDL');
    expect(again.body.data).toMatchObject({ state: 'awaitingApproval' });
    // Each step retried went again under its uuid: the first request's calls, one uuid a step.
    const trail = await product.db.query<{ event: string; step: string | null; uuid: string }>(
      `SELECT event, detail ->> 'step' AS step, detail ->> 'requestUuid' AS uuid
         FROM lender_wallet_events WHERE lender_id = $1 ORDER BY id`,
      [lender.userId],
    );
    const firstRequest = trail.slice(
      0,
      trail.findIndex((e) => e.event === 'wallet.refuse'),
    );
    for (const step of ['submitKyc', 'registerInvestor']) {
      const uuids = firstRequest.filter((e) => e.step === step).map((e) => e.uuid);
      expect(uuids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(uuids).size).toBe(1);
    }
    const ofLender = <C extends BankCallName>(call: C) =>
      wire.filter(
        (sent): sent is Extract<BankWireEvent, { call: C }> =>
          sent.call === call &&
          'lender' in sent &&
          sent.lender.lenderId === lender.userId &&
          sent.answer.ok,
      );
    const accounts = new Set(
      ofLender('openRdlAccount').map((s) => (s.answer.ok ? s.answer.accountNumber : '')),
    );
    const cifs = new Set(
      ofLender('registerInvestor').map((s) => (s.answer.ok ? s.answer.cifNumber : '')),
    );
    expect(accounts.size).toBe(1);
    expect(cifs.size).toBe(1);
    // The new request's account opening went under the lost call's uuid.
    const openings = await stepUuids(lender.userId, 'openRdlAccount');
    expect(openings).toHaveLength(2);
    expect(new Set(openings).size).toBe(1);
    const approved = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/approve`, {
      token: tokens.admin,
    });
    [rdlAccount = ''] = accounts;
    expect(approved.body.data).toMatchObject({
      state: 'approved',
      kind: 'RDL',
      accountNumber: rdlAccount,
      cifNumber: [...cifs][0],
    });
  });

  it("a lost inquiry credits nothing; the bank's next answer credits the deposit once", async () => {
    await bank.depositIntoRdl?.(rdlAccount, 5_000_000_00n, product.clock.now);
    nextLoss.set('rdlHistory', 'BAD_ANSWER');
    const lost = await rest(product, 'GET', '/personal/balance/rdl', { token: rdlLender.token });
    expect(lost.status).toBe(502);
    expect(lost.body).toMatchObject({ code: 'BANK_UNAVAILABLE' });
    for (let i = 0; i < 2; i += 1) {
      const read = await rest(product, 'GET', '/personal/balance/rdl', { token: rdlLender.token });
      expect(read.body.data).toMatchObject({ active: '5000000.00', accountNumber: rdlAccount });
    }
  });

  it('a payment out of the RDL whose answer was lost is debited there once', async () => {
    const paidBefore = paidByBank().length;
    nextLoss.set('sendPayout', 'RESET');
    const asked = await rest(product, 'POST', '/cash-out', {
      token: rdlLender.token,
      body: { amount: '1000000' },
      headers: { 'idempotency-key': 'rdl-lost' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    expect(asked.body.data).toMatchObject({ state: 'requested', rail: 'CLEARING' });
    // Clearing settles later: the pass a minute on asks, and the bank pays it then.
    product.clock.now = new Date(Date.now() + 61_000);
    await settlePendingWithdrawals(deps(), 60);
    product.clock.now = new Date(Date.now() + 122_000);
    await settlePendingWithdrawals(deps(), 60);
    const [row] = await product.db.query<{ machine_state: string }>(
      "SELECT machine_state FROM withdrawals WHERE idempotency_key = 'rdl-lost'",
    );
    expect(row?.machine_state).toBe('settled');
    expect(
      paidByBank()
        .slice(paidBefore)
        .map((p) => p.fromRdlAccount),
    ).toEqual([rdlAccount]);
    const history = await bank.rdlHistory(rdlAccount);
    if (!history.ok) throw new Error('no history');
    expect(history.lines.filter((l) => l.direction === 'D').map((l) => l.amountSen)).toEqual([
      1_000_000_00n,
      2_900_00n,
    ]);
    // The mirror finds the bank and the ledger alike: nothing to adjust.
    const read = await rest(product, 'GET', '/personal/balance/rdl', { token: rdlLender.token });
    expect(read.body.data).toMatchObject({ active: '3997100.00', onHold: '0.00' });
    const [adjusted] = await product.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'RDL_BALANCE' AND reference = $1",
      [`rdl:${rdlAccount}`],
    );
    expect(adjusted?.n).toBe(0);
  });
});

describe('the HTTP adapter, against the fake bank, reports each lost answer as the built-in bank does', () => {
  const forms: [FakeLostAnswer, string][] = [
    ['drop', 'NO_ANSWER'],
    ['504', 'HTTP_504'],
    ['garbled', 'BAD_ANSWER'],
  ];
  const lender = makeBankLender({ lenderId: '7d1c1b3e-1111-4a4a-9999-00000000aa01', phone: null });

  it('a VA and a billing made, their answers lost, are found again under the same key', async () => {
    const clock = { now: new Date('2027-03-01T03:00:00Z') };
    const fake = await startFakePartnerBank({ now: () => clock.now });
    try {
      const http = httpPartnerBank(fake.config, { now: () => clock.now, timeoutMs: 2000 });
      for (const [how, code] of forms) {
        const uuid = crypto.randomUUID();
        fake.loseNextAnswer(FAKE_VA_PATH, how);
        expect(await http.createVirtualAccount(lender, uuid)).toEqual({
          ok: false,
          requestUuid: uuid,
          responseCode: code,
        });
        const billingsBefore = fake.billings.size;
        const va = await http.createVirtualAccount(lender, uuid);
        expect(va).toMatchObject({ ok: true, requestUuid: uuid });
        expect(fake.billings.size).toBe(billingsBefore);

        const bill = {
          trxId: `LMB-9-1-${how}`,
          amountRupiah: 1_250_000n,
          customerName: 'Budi',
          expiresAt: new Date(clock.now.getTime() + 86_400_000),
          description: 'Cicilan 1',
        };
        fake.loseNextAnswer(FAKE_VA_PATH, how);
        expect(await http.upsertBilling(bill)).toMatchObject({ ok: false, responseCode: code });
        const made = fake.billings.get(bill.trxId);
        expect(await http.upsertBilling(bill)).toEqual({
          ok: true,
          requestUuid: bill.trxId,
          virtualAccount: made?.virtualAccount,
        });
        expect([...fake.billings.keys()].filter((k) => k === bill.trxId)).toHaveLength(1);
      }
    } finally {
      await fake.close();
    }
  });

  it('a lost RDL opening is answered again under its uuid; a URL of ours that does not parse throws', async () => {
    const clock = { now: new Date('2027-03-01T03:00:00Z') };
    const fake = await startFakePartnerBank({ now: () => clock.now });
    try {
      const http = httpPartnerBank(fake.config, { now: () => clock.now, timeoutMs: 2000 });
      const kyc = await http.submitKyc(lender);
      if (!kyc.ok) throw new Error('KYC refused');
      const cif = await http.registerInvestor(lender, kyc.kycUuid);
      if (!cif.ok) throw new Error('registration refused');
      for (const [how, code] of forms) {
        const uuid = crypto.randomUUID();
        const before = fake.accounts.size;
        fake.loseNextAnswer(RDL_PATHS.openAccount, how);
        expect(await http.openRdlAccount(lender, cif.cifNumber, uuid)).toMatchObject({
          ok: false,
          responseCode: code,
        });
        expect(await http.openRdlAccount(lender, cif.cifNumber, uuid)).toMatchObject({ ok: true });
        expect(fake.accounts.size).toBe(before + 1);
      }
      const misconfigured = httpPartnerBank(
        { ...fake.config, rdlUrl: 'bank.example without a scheme' },
        { now: () => clock.now },
      );
      await expect(misconfigured.submitKyc(lender)).rejects.toThrow(TypeError);
    } finally {
      await fake.close();
    }
  });
});

describe('a VA staff refuse', () => {
  it('is closed at the bank before the refusal is kept; without the bank’s answer nothing changes', async () => {
    const [lender] = await validatedLenders(product, 1, 0n);
    if (!lender) throw new Error('no lender');
    const asked = await askForWallet(lender.token, 'VA');
    expect(asked.body.data).toMatchObject({ state: 'awaitingApproval' });
    const staffView = async () =>
      (await rest(product, 'GET', `/wallet/lenders/${lender.userId}`, { token: tokens.admin })).body
        .data as { state: string; pendingAccountNumber: string | null };
    const va = (await staffView()).pendingAccountNumber ?? '';
    expect(va).toMatch(/^\d{16}$/);
    const refuse = () =>
      rest(product, 'PUT', `/wallet/lenders/${lender.userId}/refuse`, {
        token: tokens.admin,
        body: { reason: 'DATA_MISMATCH' },
      });
    const closings = () =>
      wire.flatMap((sent) => (sent.call === 'closeVirtualAccount' ? [sent.requestUuid] : []));

    // The bank's answer to the closing lost: the refusal is not kept.
    nextLoss.set('closeVirtualAccount', 'HTTP_504');
    const lost = await refuse();
    expect({ status: lost.status, code: lost.body.code }).toEqual({
      status: 502,
      code: 'BANK_VA_NOT_CLOSED',
    });
    expect((await staffView()).state).toBe('awaitingApproval');

    // Refused again: the same VA closed (its opening request), the refusal kept.
    const refused = await refuse();
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect((await staffView()).state).toBe('refused');
    const [opened] = wire.flatMap((sent) =>
      sent.call === 'createVirtualAccount' && sent.lender.lenderId === lender.userId
        ? [sent.answer.requestUuid]
        : [],
    );
    expect(closings().slice(-2)).toEqual([opened, opened]);
    const [event] = await product.db.query<{ detail: Record<string, string> }>(
      `SELECT detail FROM lender_wallet_events
        WHERE lender_id = $1 AND event = 'wallet.refuse' ORDER BY id DESC LIMIT 1`,
      [lender.userId],
    );
    expect(event?.detail.closedVaRequestUuid).toBe(opened);

    // A transfer into the refused VA: the bank turns it away, nothing reaches the platform.
    expect(() =>
      bank.sealVaPayment?.({
        virtualAccount: va,
        amountRupiah: 500_000n,
        customerName: 'Pemberi Dana Uji',
        now: product.clock.now,
      }),
    ).toThrow(expect.objectContaining({ code: 'BILLING_CLOSED', status: 410 }));
  });

  it('approved after a refusal whose answer was lost: the bank says it closed the VA, and staff refuse it', async () => {
    const [lender] = await validatedLenders(product, 1, 0n);
    if (!lender) throw new Error('no lender');
    await askForWallet(lender.token, 'VA');
    const staffView = async () =>
      (await rest(product, 'GET', `/wallet/lenders/${lender.userId}`, { token: tokens.admin })).body
        .data as { state: string };
    const act = (path: 'approve' | 'refuse') =>
      rest(product, 'PUT', `/wallet/lenders/${lender.userId}/${path}`, {
        token: tokens.admin,
        ...(path === 'refuse' ? { body: { reason: 'DATA_MISMATCH' } } : {}),
      });
    // The bank closes the VA, its answer lost: the refusal is not kept.
    nextLoss.set('closeVirtualAccount', 'HTTP_504');
    expect((await act('refuse')).body.code).toBe('BANK_VA_NOT_CLOSED');
    // Staff approve instead: the bank, asked first, says the VA no longer takes payments.
    const approved = await act('approve');
    expect({ status: approved.status, code: approved.body.code }).toEqual({
      status: 409,
      code: 'BANK_VA_CLOSED',
    });
    expect((await staffView()).state).toBe('awaitingApproval');
    const [notice] = await product.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM notifications WHERE user_id = $1 AND kind = 'WALLET_APPROVED'`,
      [lender.userId],
    );
    expect(notice?.count).toBe('0');
    expect((await act('refuse')).status).toBe(200);
    expect((await staffView()).state).toBe('refused');
  });

  it('an approval whose inquiry answer is lost keeps nothing; asked again, an open VA is approved', async () => {
    const [lender] = await validatedLenders(product, 1, 0n);
    if (!lender) throw new Error('no lender');
    await askForWallet(lender.token, 'VA');
    const approve = () =>
      rest(product, 'PUT', `/wallet/lenders/${lender.userId}/approve`, { token: tokens.admin });
    nextLoss.set('virtualAccountOpen', 'NO_ANSWER');
    const lost = await approve();
    expect({ status: lost.status, code: lost.body.code }).toEqual({
      status: 502,
      code: 'BANK_VA_NOT_CONFIRMED',
    });
    const again = await approve();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ state: 'approved' });
  });

  it('a request whose VA the bank may have opened (its answer lost) is refused without closing it', async () => {
    const [lender] = await validatedLenders(product, 1, 0n);
    if (!lender) throw new Error('no lender');
    nextLoss.set('createVirtualAccount', 'NO_ANSWER');
    await askForWallet(lender.token, 'VA');
    const before = wire.filter((sent) => sent.call === 'closeVirtualAccount').length;
    const refused = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/refuse`, {
      token: tokens.admin,
      body: { reason: 'BANK_REGISTRATION_FAILED' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    // Asked again, the bank answers the VA it opened then: it must stay open.
    expect(wire.filter((sent) => sent.call === 'closeVirtualAccount').length).toBe(before);
  });
});
