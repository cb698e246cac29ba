// Top-ups through the virtual account: the bank's sealed payment callback credits the VA's
// wallet exactly once per payment_ntb (20 concurrent callbacks of one payment credit it once),
// answers {"status":"000"}, and refuses stale, forged and unknown-VA notices with nothing
// changed. The demo's "simulate a transfer" goes through that same callback path.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptVaPayload } from '../../api/bank/bni/ecollection-cipher.ts';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { DEMO_INVESTOR_VA } from '../../api/db/seed-demo-money.ts';
import { walletBalance } from '../../api/ledger/read-balances.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const KEY = { clientId: '31415', secret: 'demo-ecollection-secret' };
let product: TestProduct;
let investorId: string;

beforeAll(async () => {
  product = await startTestProduct({ bank: localPartnerBank({ vaCallbackKey: KEY }) });
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    'investor@lumbung.test',
  ]);
  investorId = row?.id ?? '';
});
afterAll(async () => {
  await product?.close();
});

const nowSeconds = () => product.clock.now.getTime() / 1000;

function payment(overrides: Record<string, string> = {}) {
  return {
    trx_id: `trx-${randomInt(1e9)}`,
    virtual_account: DEMO_INVESTOR_VA,
    customer_name: 'Dewi Lestari',
    trx_amount: '0',
    payment_amount: '2500000',
    cumulative_payment_amount: '2500000',
    payment_ntb: String(randomInt(1e11, 1e12)),
    datetime_payment: product.clock.now.toISOString(),
    ...overrides,
  };
}

const seal = (data: Record<string, string>, key = KEY, at = nowSeconds()) => ({
  client_id: key.clientId,
  data: encryptVaPayload(data, key.clientId, key.secret, at),
});

const callback = (body: unknown) => rest(product, 'POST', '/bank/va/callback', { body });
const balance = () => walletBalance(product.db, investorId);
const entryCount = async () =>
  (await product.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries'))[0]?.n;

describe('the VA payment callback', () => {
  it('seeds the demo investor with a balance and a history', async () => {
    expect(await balance()).toEqual({ activeSen: 79_997_100_00n, onHoldSen: 0n });
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('credits one payment once however many times the bank calls back, all at once', async () => {
    const before = await balance();
    const body = seal(payment({ payment_amount: '2500000' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(body)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: '000' });
    }
    expect((await balance()).activeSen - before.activeSen).toBe(2_500_000_00n);
    // A later retry of the same payment (a new seal, the same payment_ntb) changes nothing.
    const again = await callback(body);
    expect(again.body).toEqual({ status: '000' });
    expect((await balance()).activeSen - before.activeSen).toBe(2_500_000_00n);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('refuses a stale notice (sealed more than 300 s ago) and changes nothing', async () => {
    const before = [await balance(), await entryCount()];
    const answer = await callback(seal(payment(), KEY, nowSeconds() - 301));
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('VA_CALLBACK_STALE');
    expect([await balance(), await entryCount()]).toEqual(before);
  });

  it('refuses a forged notice: another key, another client id, or garbage', async () => {
    const before = [await balance(), await entryCount()];
    const wrongSecret = await callback(seal(payment(), { ...KEY, secret: 'guessed' }));
    const wrongClient = await callback(seal(payment(), { clientId: '99999', secret: KEY.secret }));
    const garbage = await callback({ client_id: KEY.clientId, data: 'bm90IHNlYWxlZA' });
    for (const answer of [wrongSecret, wrongClient, garbage]) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('VA_CALLBACK_FORGED');
    }
    expect([await balance(), await entryCount()]).toEqual(before);
  });

  it('refuses a payment into a VA no approved wallet has', async () => {
    const before = await entryCount();
    const answer = await callback(seal(payment({ virtual_account: '9880999999999999' })));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('VA_UNKNOWN');
    expect(await entryCount()).toBe(before);
  });

  it('refuses a notice without an amount or a payment_ntb', async () => {
    const before = await entryCount();
    const noAmount = await callback(seal(payment({ payment_amount: '0' })));
    const noNtb = await callback(seal(payment({ payment_ntb: '' })));
    expect(noAmount.status).toBe(400);
    expect(noNtb.status).toBe(400);
    expect(noAmount.body.code).toBe('VA_CALLBACK_INVALID');
    expect(await entryCount()).toBe(before);
  });
});

describe("the demo's simulated transfer", () => {
  it("goes through the callback and credits the lender's wallet", async () => {
    const token = await loginAs(product, 'investor@lumbung.test');
    const before = await balance();
    const answer = await rest(product, 'POST', '/demo/va-transfer', {
      token,
      body: { amount: '1500000' },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as { credited: boolean; amount: string; activeBalance: string };
    expect(data.credited).toBe(true);
    expect(data.amount).toBe('1500000.00');
    expect((await balance()).activeSen - before.activeSen).toBe(1_500_000_00n);
    const [entry] = await product.db.query<{ kind: string; key: string }>(
      'SELECT kind, idempotency_key AS key FROM ledger_entries ORDER BY id DESC LIMIT 1',
    );
    expect(entry?.kind).toBe('PLACEMENT');
    expect(entry?.key).toMatch(/^va-payment:\d{12}$/);
  });

  it('is refused to a lender whose VA is not approved, with nothing changed', async () => {
    const token = await loginAs(product, 'lender@lumbung.test');
    const before = await entryCount();
    const answer = await rest(product, 'POST', '/demo/va-transfer', {
      token,
      body: { amount: '1500000' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('VA_NOT_ACTIVE');
    expect(await entryCount()).toBe(before);
  });
});
