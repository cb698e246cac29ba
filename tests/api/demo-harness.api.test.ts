// The demo routes a harness outside the product drives it by (the simulator's `--url`): staff
// playing the built-in bank seal a transfer into a VA without delivering it — nothing credited
// until the sealed callback reaches /api/bank/va/callback, then once however often it comes —
// and read the bank's books of payments out; staff run the scheduled pass at once, which closes
// the funding windows the demo clock's advance has ended. Only staff may; outside demo mode the
// paths do not exist (404), as production refuses every demo route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR_VA } from '../../api/db/seed-demo-money.ts';
import { walletBalance } from '../../api/ledger/read-balances.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let investor: string;
let investorId: string;

beforeAll(async () => {
  product = await startTestProduct();
  [admin, investor] = await Promise.all([
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'investor@lumbung.test'),
  ]);
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    'investor@lumbung.test',
  ]);
  investorId = row?.id ?? '';
});
afterAll(async () => {
  await product?.close();
});

const seal = (token: string | undefined, body: unknown) =>
  rest(product, 'POST', '/demo/bank/va-payments', { ...(token ? { token } : {}), body });
const transfer = { virtualAccount: DEMO_INVESTOR_VA, amount: '2500000', customerName: 'Dewi' };

describe("staff playing the built-in bank's side", () => {
  it('seal a transfer into a VA: nothing is credited until its callback is delivered, then once', async () => {
    const before = await walletBalance(product.db, investorId);
    const sealed = await seal(admin, transfer);
    expect(sealed.status).toBe(200);
    const data = sealed.body.data as {
      callback: { client_id: string; data: string };
      paymentNtb: string;
      amount: string;
    };
    expect(data.amount).toBe('2500000.00');
    expect(data.paymentNtb).toMatch(/^\d{12}$/);
    expect(await walletBalance(product.db, investorId)).toEqual(before);
    // The bank's network delivers it, twice: credited once, by its payment_ntb.
    const delivered = await Promise.all(
      [1, 2].map(() => rest(product, 'POST', '/bank/va/callback', { body: data.callback })),
    );
    expect(delivered.map((d) => d.status)).toEqual([200, 200]);
    const after = await walletBalance(product.db, investorId);
    expect(after.activeSen - before.activeSen).toBe(2_500_000_00n);
    const entries = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [`va-payment:${data.paymentNtb}`],
    );
    expect(entries[0]?.n).toBe(1);
  });

  it('refuse a transfer of no whole rupiah, and anyone but staff', async () => {
    const fraction = await seal(admin, { ...transfer, amount: '10.50' });
    expect([fraction.status, fraction.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const lender = await seal(investor, transfer);
    expect([lender.status, lender.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await seal(undefined, transfer)).status).toBe(401);
    const books = await rest(product, 'GET', '/demo/bank/payouts', { token: investor });
    expect(books.status).toBe(403);
  });

  it("read the bank's books: each payment out it took, by its request uuid", async () => {
    const empty = await rest(product, 'GET', '/demo/bank/payouts', { token: admin });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    const cashOut = await rest(product, 'POST', '/cash-out', {
      token: investor,
      body: { amount: '10000000', rail: 'BI_FAST' },
      headers: { 'idempotency-key': 'demo-harness-cash-out' },
    });
    expect(cashOut.status).toBe(200);
    const [withdrawal] = await product.db.query<{ uuid: string }>(
      'SELECT request_uuid::text AS uuid FROM withdrawals ORDER BY id DESC LIMIT 1',
    );
    const books = await rest(product, 'GET', '/demo/bank/payouts', { token: admin });
    expect(books.body.data).toEqual([
      {
        requestUuid: withdrawal?.uuid,
        amount: '10000000.00',
        fee: '2500.00',
        rail: 'BI_FAST',
        account: expect.stringMatching(/^\d{3} \d+$/),
        settlesAt: expect.any(String),
      },
    ]);
  });
});

describe('staff running the scheduled pass at once', () => {
  it('closes the funding windows the demo clock has ended, which the advance alone leaves open', async () => {
    const open = await product.db.query<{ id: number }>(
      `SELECT id::int AS id FROM loans WHERE machine_state ->> 'stage' = 'PROCESS' ORDER BY id`,
    );
    expect(open.length).toBeGreaterThanOrEqual(1);
    const advanced = await rest(product, 'POST', '/demo/clock/advance', {
      token: admin,
      body: { days: 30 },
    });
    expect(advanced.status).toBe(200);
    // The advance runs the repayment's daily pass only: the windows wait for the timer.
    const stillOpen = await product.db.query<{ id: number }>(
      `SELECT id::int AS id FROM loans WHERE machine_state ->> 'stage' = 'PROCESS' ORDER BY id`,
    );
    expect(stillOpen).toEqual(open);
    const forbidden = await rest(product, 'POST', '/demo/scheduled-pass', { token: investor });
    expect(forbidden.status).toBe(403);
    const pass = await rest(product, 'POST', '/demo/scheduled-pass', { token: admin });
    expect(pass.status).toBe(200);
    const ran = pass.body.data as { now: string; fundingClosed: number[] };
    expect(ran.now).toBe((advanced.body.data as { now: string }).now);
    expect([...ran.fundingClosed].sort((x, y) => x - y)).toEqual(open.map((l) => l.id));
    const after = await product.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loans WHERE machine_state ->> 'stage' = 'PROCESS'`,
    );
    expect(after[0]?.n).toBe(0);
  });
});

describe('staff playing the bank delivering again a callback that did not arrive', () => {
  it('seals the same payment again: the stale copy is refused, the new one credits once', async () => {
    const before = await walletBalance(product.db, investorId);
    const sealed = (await seal(admin, { ...transfer, amount: '1200000' })).body.data as {
      callback: { client_id: string; data: string };
      paymentNtb: string;
    };
    // A day on, the callback the network dropped is too old for the platform.
    await rest(product, 'POST', '/demo/clock/advance', { token: admin, body: { days: 1 } });
    const late = await rest(product, 'POST', '/bank/va/callback', { body: sealed.callback });
    expect([late.status, late.body.code]).toEqual([401, 'VA_CALLBACK_STALE']);
    const resend = (token: string, callback: unknown) =>
      rest(product, 'POST', '/demo/bank/va-payments/resend', { token, body: { callback } });
    expect((await resend(investor, sealed.callback)).status).toBe(403);
    const again = await resend(admin, sealed.callback);
    expect(again.status).toBe(200);
    const fresh = (again.body.data as { callback: { client_id: string; data: string } }).callback;
    expect(fresh.client_id).toBe(sealed.callback.client_id);
    expect(fresh.data).not.toBe(sealed.callback.data);
    // Delivered twice, and sealed a second time: the one payment is credited once.
    const againTwice = (await resend(admin, sealed.callback)).body.data as { callback: unknown };
    for (const callback of [fresh, fresh, againTwice.callback]) {
      const delivered = await rest(product, 'POST', '/bank/va/callback', { body: callback });
      expect(delivered.status).toBe(200);
    }
    const after = await walletBalance(product.db, investorId);
    expect(after.activeSen - before.activeSen).toBe(1_200_000_00n);
    const [entries] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [`va-payment:${sealed.paymentNtb}`],
    );
    expect(entries?.n).toBe(1);
  });

  it('refuses to seal again what the bank did not seal', async () => {
    const forged = await rest(product, 'POST', '/demo/bank/va-payments/resend', {
      token: admin,
      body: { callback: { client_id: 'someone-else', data: 'abc' } },
    });
    expect([forged.status, forged.body.code]).toEqual([400, 'NOT_A_BANK_PAYMENT']);
    const sealed = (await seal(admin, transfer)).body.data as { callback: { client_id: string } };
    const garbled = await rest(product, 'POST', '/demo/bank/va-payments/resend', {
      token: admin,
      body: { callback: { client_id: sealed.callback.client_id, data: 'a.b' } },
    });
    expect([garbled.status, garbled.body.code]).toEqual([400, 'NOT_A_BANK_PAYMENT']);
  });
});

describe('outside demo mode', () => {
  let real: TestProduct;
  beforeAll(async () => {
    real = await startTestProduct({ demo: false });
  });
  afterAll(async () => {
    await real?.close();
  });

  it('the paths do not exist (404), for staff too', async () => {
    const token = await loginAs(real, 'admin@lumbung.test');
    const answers = await Promise.all([
      rest(real, 'POST', '/demo/bank/va-payments', { token, body: transfer }),
      rest(real, 'GET', '/demo/bank/payouts', { token }),
      rest(real, 'POST', '/demo/scheduled-pass', { token }),
      rest(real, 'POST', '/demo/bank/va-payments/resend', {
        token,
        body: { callback: { client_id: 'x', data: 'y' } },
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(answers.map((a) => a.body.code)).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
  });
});
