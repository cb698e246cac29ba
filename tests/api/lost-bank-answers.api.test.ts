// The bank carries out a call and its answer never reaches the product, in each of the forms a
// lost answer takes on the wire (integrations.md: the request uuid — the trx_id of a billing —
// makes a call idempotent and is the key of the status inquiry): no answer at all (a timeout,
// NO_ANSWER), a gateway's 5xx in front of the bank (HTTP_504), an answer that cannot be read
// (BAD_ANSWER), and a connection reset. The bank adapter reports each as an outcome unknown (the
// built-in bank here through its `loseAnswer` wire, the HTTP adapter against the fake bank at the
// end); the product must then ask again under the same key, never take it for a refusal: a
// disbursement and a cash-out wait for the status pass and settle once: the bank pays each once
// and the journal moves the money once. A fault of ours in the adapter is not taken for the
// bank's silence.
import { describe, expect, it } from 'vitest';
import {
  type BankCallName,
  type BankWireEvent,
  type LostAnswer,
  localPartnerBank,
  type PayoutRequest,
} from '../../api/bank/partner-bank.ts';
import { httpPartnerBank, RDL_PATHS } from '../../api/bank/partner-bank-http.ts';
import { settlePendingWithdrawals } from '../../api/cash-out/settle-pending.ts';
import { settleDisbursements } from '../../api/disbursement/disbursement.ts';
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

describe('the HTTP adapter, against the fake bank, reports each lost answer as the built-in bank does', () => {
  const forms: [FakeLostAnswer, string][] = [
    ['drop', 'NO_ANSWER'],
    ['504', 'HTTP_504'],
    ['garbled', 'BAD_ANSWER'],
  ];
  const lender = {
    lenderId: '7d1c1b3e-1111-4a4a-9999-00000000aa01',
    fullName: 'Siti Nur Aisyah',
    email: 'siti@example.test',
    phone: null,
    isPersonal: true,
  };

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
