// The demo's two lenders ready to fund (README "Run it": the investor with a VA, the RDL lender
// with a Rp 40 million deposit at the built-in bank) can do what the README says they can: see
// the marketplace, fund a loan in it, and cash out to their validated bank account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(async () => {
  await product?.close();
});

type Listed = { id: number; minimumfunding?: string };

describe('the demo lenders ready to fund', () => {
  it.each(['investor@lumbung.test', 'rdl@lumbung.test'])(
    '%s funds a loan of the marketplace and may cash out',
    async (email) => {
      const token = await loginAs(product, email);
      const market = await rest(product, 'GET', '/loan/marketplace', { token });
      expect(market.status, JSON.stringify(market.body)).toBe(200);
      const [loan] = (market.body.data as { data: Listed[] }).data;
      if (!loan) throw new Error('the demo marketplace is empty');
      const funded = await rest(product, 'POST', `/loan/${loan.id}/fund`, {
        token,
        body: { amount: '1000000' },
        headers: { 'idempotency-key': `demo-${email}` },
      });
      expect(funded.status, JSON.stringify(funded.body)).toBe(201);
      const quote = await rest(product, 'GET', '/cash-out/quote?amount=500000', { token });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    },
  );
});
