// Closed VA billings, one per installment bill: the VA takes exactly the bill's amount, once.
// The HTTP adapter against the fake bank (tests/support/fake-partner-bank.ts), which checks the
// client id, the sealed payload, billing_type 'c', trx_amount and the expiry and keeps billings as
// the bank does: createbilling, then updatebilling under the same trx_id (the VA stays),
// inactivebilling; its teller refuses another amount, a paid, closed or expired billing. Then the
// built-in bank: a stable VA per trxId (after a restart too) that is never a lender's, the same
// refusals of a demo transfer with stable codes, and a sealed payment that openVaCallback opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptVaPayload } from '../../api/bank/bni/ecollection-cipher.ts';
import {
  type BankLender,
  BILLING_PAYMENT_REFUSAL,
  LOCAL_BILLING_REFUSAL,
  localPartnerBank,
  type VaBilling,
  type VaCallbackBody,
} from '../../api/bank/partner-bank.ts';
import { httpPartnerBank } from '../../api/bank/partner-bank-http.ts';
import { AppError } from '../../api/http/errors.ts';
import { openVaCallback } from '../../api/top-ups/receive-va-payment.ts';
import {
  FAKE_VA_REFUSAL,
  type FakePartnerBank,
  startFakePartnerBank,
} from '../support/fake-partner-bank.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const billOf = (now: Date, overrides: Partial<VaBilling> = {}): VaBilling => ({
  trxId: `bill-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`,
  amountRupiah: 1_250_000n,
  customerName: 'Budi Santoso',
  customerEmail: 'budi@example.test',
  customerPhone: '+6281298765432',
  expiresAt: new Date(now.getTime() + 30 * DAY_MS),
  description: 'Angsuran 1/12',
  ...overrides,
});

/** The decrypted data of a callback, with the key that sealed it. */
function callbackData(body: VaCallbackBody, key: { clientId: string; secret: string }, at: Date) {
  const opened = decryptVaPayload(body.data, key.clientId, key.secret, at.getTime() / 1000);
  if (!opened.ok) throw new Error(`the callback does not open: ${opened.reason}`);
  return opened.data;
}

/** The AppError a call throws, as its status, code and reason. */
function refusalOf(call: () => unknown) {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.status, code: error.code, reason: error.reason };
    }
    throw error;
  }
  throw new Error('no refusal');
}

describe('closed billings through the HTTP adapter, against the fake bank', () => {
  let fake: FakePartnerBank;
  const clock = { now: new Date('2026-03-01T03:00:00Z') };
  const now = () => clock.now;

  beforeAll(async () => {
    fake = await startFakePartnerBank({ now });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("opens a closed billing for the bill's amount, until its expiry", async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const bill = billOf(clock.now);
    const answer = await bank.upsertBilling(bill);
    expect(answer).toEqual({
      ok: true,
      requestUuid: bill.trxId,
      virtualAccount: expect.stringMatching(/^98812345\d{8}$/),
    });
    if (!answer.ok) throw new Error('refused');
    expect(fake.billings.get(bill.trxId)).toEqual({
      virtualAccount: answer.virtualAccount,
      customerName: 'Budi Santoso',
      billingType: 'c',
      amountRupiah: 1_250_000n,
      expiresAt: bill.expiresAt,
      description: 'Angsuran 1/12',
      status: 'ACTIVE',
      paidRupiah: 0n,
    });
    expect(fake.refusals).toEqual([]);
  });

  it('the same trxId again replaces amount and expiry, keeps the VA, and the teller takes exactly that amount once', async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const bill = billOf(clock.now);
    const first = await bank.upsertBilling(bill);
    if (!first.ok) throw new Error('refused');
    const later = new Date(bill.expiresAt.getTime() + 7 * DAY_MS);
    const second = await bank.upsertBilling({
      ...bill,
      amountRupiah: 1_300_000n,
      expiresAt: later,
    });
    expect(second).toEqual(first);
    expect(fake.billings.get(bill.trxId)).toMatchObject({
      amountRupiah: 1_300_000n,
      expiresAt: later,
      status: 'ACTIVE',
    });
    // A restarted adapter knows no billing: the bank refuses its createbilling as a duplicate,
    // and the updatebilling it sends then keeps the VA.
    const restarted = httpPartnerBank(fake.config, { now });
    const third = await restarted.upsertBilling({
      ...bill,
      amountRupiah: 1_300_000n,
      expiresAt: later,
    });
    expect(third).toEqual(first);
    expect(fake.refusals).toEqual([{ path: '/ecollection', code: FAKE_VA_REFUSAL.duplicateTrxId }]);
    fake.refusals.length = 0;

    expect(fake.payIntoVa(first.virtualAccount, 1_250_000n)).toEqual({
      ok: false,
      refusal: 'AMOUNT_MISMATCH',
    });
    const paid = fake.payIntoVa(first.virtualAccount, 1_300_000n);
    if (!paid.ok) throw new Error(`the teller refused: ${paid.refusal}`);
    expect(openVaCallback({ bank, now }, paid.body)).toEqual({
      trxId: bill.trxId,
      virtualAccount: first.virtualAccount,
      amountSen: 1_300_000_00n,
      paymentNtb: paid.paymentNtb,
    });
    expect(callbackData(paid.body, bank.vaCallbackKey, clock.now)).toMatchObject({
      trx_amount: '1300000',
      payment_amount: '1300000',
      cumulative_payment_amount: '1300000',
    });
    expect(fake.payIntoVa(first.virtualAccount, 1_300_000n)).toEqual({
      ok: false,
      refusal: 'PAID',
    });
    // A paid billing takes no new amount.
    expect(await bank.upsertBilling({ ...bill, amountRupiah: 5n, expiresAt: later })).toEqual({
      ok: false,
      requestUuid: bill.trxId,
      responseCode: FAKE_VA_REFUSAL.billingPaid,
    });
    fake.refusals.length = 0;
  });

  it('closes a billing, which then takes no payment; an unknown trxId closes ok', async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const bill = billOf(clock.now);
    const opened = await bank.upsertBilling(bill);
    if (!opened.ok) throw new Error('refused');
    expect(await bank.closeBilling(bill.trxId)).toEqual({ ok: true, requestUuid: bill.trxId });
    expect(fake.billings.get(bill.trxId)?.status).toBe('INACTIVE');
    expect(fake.payIntoVa(opened.virtualAccount, bill.amountRupiah)).toEqual({
      ok: false,
      refusal: 'INACTIVE',
    });
    expect(await bank.closeBilling('never-made')).toEqual({ ok: true, requestUuid: 'never-made' });
    fake.refusals.length = 0;
  });

  it('an expired billing takes no payment; an expiry already past is refused', async () => {
    const bank = httpPartnerBank(fake.config, { now });
    const bill = billOf(clock.now, { expiresAt: new Date(clock.now.getTime() + 3_600_000) });
    const opened = await bank.upsertBilling(bill);
    if (!opened.ok) throw new Error('refused');
    const start = clock.now;
    clock.now = new Date(start.getTime() + 3_600_000);
    expect(fake.payIntoVa(opened.virtualAccount, bill.amountRupiah)).toEqual({
      ok: false,
      refusal: 'EXPIRED',
    });
    expect(await bank.upsertBilling(billOf(clock.now, { expiresAt: clock.now }))).toMatchObject({
      ok: false,
      responseCode: FAKE_VA_REFUSAL.expiryPast,
    });
    clock.now = start;
    fake.refusals.length = 0;
  });

  it('is refused by the fake with a wrong VA key or client id; a callback passes the seal and age checks', async () => {
    const bill = billOf(clock.now);
    const wrongSecret = httpPartnerBank({ ...fake.config, vaSecret: 'guessed' }, { now });
    const wrongClient = httpPartnerBank({ ...fake.config, vaClientId: '54321' }, { now });
    expect(await wrongSecret.upsertBilling(bill)).toMatchObject({
      ok: false,
      responseCode: FAKE_VA_REFUSAL.invalid,
    });
    expect(await wrongClient.upsertBilling(bill)).toMatchObject({
      ok: false,
      responseCode: FAKE_VA_REFUSAL.wrongClient,
    });
    expect(await wrongSecret.closeBilling(bill.trxId)).toMatchObject({
      ok: false,
      responseCode: FAKE_VA_REFUSAL.invalid,
    });
    expect(fake.billings.has(bill.trxId)).toBe(false);
    fake.refusals.length = 0;

    const bank = httpPartnerBank(fake.config, { now });
    const opened = await bank.upsertBilling(bill);
    if (!opened.ok) throw new Error('refused');
    const paid = fake.payIntoVa(opened.virtualAccount, bill.amountRupiah);
    if (!paid.ok) throw new Error(`the teller refused: ${paid.refusal}`);
    // The product's key opens it; another client id or key does not; 301 s later it is stale.
    expect(refusalOf(() => openVaCallback({ bank: wrongClient, now }, paid.body))).toMatchObject({
      status: 401,
      code: 'VA_CALLBACK_FORGED',
    });
    expect(refusalOf(() => openVaCallback({ bank: wrongSecret, now }, paid.body))).toMatchObject({
      status: 401,
      code: 'VA_CALLBACK_FORGED',
    });
    const stale = () => new Date(clock.now.getTime() + 301_000);
    expect(refusalOf(() => openVaCallback({ bank, now: stale }, paid.body))).toMatchObject({
      status: 401,
      code: 'VA_CALLBACK_STALE',
    });
    expect(openVaCallback({ bank, now }, paid.body).trxId).toBe(bill.trxId);
  });
});

describe('closed billings at the built-in bank', () => {
  const KEY = { clientId: '31415', secret: 'demo-ecollection-secret' };
  const at = new Date('2026-03-01T03:00:00Z');
  const now = () => at;
  const lender: BankLender = {
    lenderId: '7d1c1b3e-1111-4a4a-9999-000000000002',
    fullName: 'Dewi Lestari',
    email: 'dewi@example.test',
    phone: null,
    isPersonal: true,
  };

  it("gives each trxId one VA in the billings' range, the same after a restart, never a lender's", async () => {
    const bank = localPartnerBank({ vaCallbackKey: KEY });
    const bill = billOf(at);
    const first = await bank.upsertBilling(bill);
    expect(first).toEqual({
      ok: true,
      requestUuid: bill.trxId,
      virtualAccount: expect.stringMatching(/^9881\d{12}$/),
    });
    if (!first.ok) throw new Error('refused');
    expect(await bank.upsertBilling({ ...bill, amountRupiah: 1_300_000n })).toEqual(first);
    // Restarted (nothing in memory), the caller upserts its open bills again: the same VAs.
    const restarted = localPartnerBank({ vaCallbackKey: KEY });
    expect(await restarted.upsertBilling(bill)).toEqual(first);
    const other = await bank.upsertBilling(billOf(at));
    if (!other.ok) throw new Error('refused');
    expect(other.virtualAccount).not.toBe(first.virtualAccount);

    const lenderVas = await Promise.all(
      Array.from({ length: 20 }, () => bank.createVirtualAccount(lender)),
    );
    for (const va of lenderVas) {
      expect(va).toMatchObject({
        ok: true,
        virtualAccount: expect.stringMatching(/^9880\d{12}$/),
      });
    }
  });

  it("seals a transfer of the bill's amount as the bank's callback, which openVaCallback opens", async () => {
    const bank = localPartnerBank({ vaCallbackKey: KEY });
    const bill = billOf(at, { amountRupiah: 2_000_000n });
    await bank.upsertBilling({ ...bill, amountRupiah: 1_900_000n });
    const opened = await bank.upsertBilling(bill);
    if (!opened.ok || !bank.sealVaPayment) throw new Error('no billing');
    const sealed = bank.sealVaPayment({
      virtualAccount: opened.virtualAccount,
      amountRupiah: 2_000_000n,
      customerName: 'whoever pays',
      now: at,
    });
    expect(openVaCallback({ bank, now }, sealed.body)).toEqual({
      trxId: bill.trxId,
      virtualAccount: opened.virtualAccount,
      amountSen: 2_000_000_00n,
      paymentNtb: sealed.paymentNtb,
    });
    expect(callbackData(sealed.body, KEY, at)).toEqual({
      trx_id: bill.trxId,
      virtual_account: opened.virtualAccount,
      customer_name: 'Budi Santoso',
      trx_amount: '2000000',
      payment_amount: '2000000',
      cumulative_payment_amount: '2000000',
      payment_ntb: sealed.paymentNtb,
      datetime_payment: at.toISOString(),
    });
    expect(sealed.paymentNtb).toMatch(/^\d{12}$/);
    // Paid once: a second transfer and a new amount are refused.
    expect(
      refusalOf(() =>
        bank.sealVaPayment?.({
          virtualAccount: opened.virtualAccount,
          amountRupiah: 2_000_000n,
          customerName: 'x',
          now: at,
        }),
      ),
    ).toEqual({ status: 410, code: BILLING_PAYMENT_REFUSAL.closed, reason: 'PAID' });
    expect(await bank.upsertBilling({ ...bill, amountRupiah: 1n })).toEqual({
      ok: false,
      requestUuid: bill.trxId,
      responseCode: LOCAL_BILLING_REFUSAL.paid,
    });
  });

  it('refuses a transfer of another amount, into a closed or expired billing, or into a VA no billing has', async () => {
    const bank = localPartnerBank({ vaCallbackKey: KEY });
    const seal = bank.sealVaPayment;
    if (!seal) throw new Error('no demo transfers');
    const transfer =
      (virtualAccount: string, amountRupiah: bigint, when = at) =>
      () =>
        seal({ virtualAccount, amountRupiah, customerName: 'Budi', now: when });

    const bill = billOf(at);
    const opened = await bank.upsertBilling(bill);
    if (!opened.ok) throw new Error('refused');
    expect(refusalOf(transfer(opened.virtualAccount, 1_249_999n))).toEqual({
      status: 409,
      code: BILLING_PAYMENT_REFUSAL.amountMismatch,
      reason: undefined,
    });
    expect(refusalOf(transfer(opened.virtualAccount, 1_250_000n, bill.expiresAt))).toEqual({
      status: 410,
      code: BILLING_PAYMENT_REFUSAL.closed,
      reason: 'EXPIRED',
    });
    expect(await bank.closeBilling(bill.trxId)).toEqual({ ok: true, requestUuid: bill.trxId });
    expect(refusalOf(transfer(opened.virtualAccount, 1_250_000n))).toEqual({
      status: 410,
      code: BILLING_PAYMENT_REFUSAL.closed,
      reason: 'INACTIVE',
    });
    expect(refusalOf(transfer('9881000000000000', 1_250_000n))).toEqual({
      status: 404,
      code: BILLING_PAYMENT_REFUSAL.unknown,
      reason: undefined,
    });
    expect(await bank.closeBilling('never-made')).toEqual({ ok: true, requestUuid: 'never-made' });
    // Upserted again (a superseded bill brought back), the billing takes its amount again.
    expect(await bank.upsertBilling(bill)).toEqual(opened);
    expect(
      openVaCallback({ bank, now }, transfer(opened.virtualAccount, 1_250_000n)().body),
    ).toMatchObject({
      trxId: bill.trxId,
      amountSen: 1_250_000_00n,
    });
  });

  it("still takes any amount into a lender's VA, the callback carrying the cumulative amount", async () => {
    const bank = localPartnerBank({ vaCallbackKey: KEY });
    const va = await bank.createVirtualAccount(lender);
    if (!va.ok || !bank.sealVaPayment) throw new Error('no VA');
    const pay = (amountRupiah: bigint) =>
      bank.sealVaPayment?.({
        virtualAccount: va.virtualAccount,
        amountRupiah,
        customerName: 'Dewi',
        now: at,
      });
    pay(100_000n);
    const second = pay(250_000n);
    if (!second) throw new Error('no seal');
    expect(callbackData(second.body, KEY, at)).toMatchObject({
      trx_amount: '0',
      payment_amount: '250000',
      cumulative_payment_amount: '350000',
    });
  });

  it('refuses to make a billing without an amount or with a trxId over 30 characters', async () => {
    const bank = localPartnerBank({ vaCallbackKey: KEY });
    for (const bill of [billOf(at, { amountRupiah: 0n }), billOf(at, { trxId: 'x'.repeat(31) })]) {
      expect(await bank.upsertBilling(bill)).toEqual({
        ok: false,
        requestUuid: bill.trxId,
        responseCode: LOCAL_BILLING_REFUSAL.invalid,
      });
    }
  });
});
