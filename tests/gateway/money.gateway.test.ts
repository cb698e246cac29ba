// Lenders' money through GraphQL: the balance, a simulated VA top-up, the mutations page, the
// fee quote and a cash-out; refusals keep the API's codes and spec messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let token: string;
beforeAll(async () => {
  product = await startTestProduct();
  token = await loginAs(product, 'investor@lumbung.test');
});
afterAll(async () => {
  await product?.close();
});

type Balance = { active: string; onHold: string; kind: string; accountNumber: string };
const BALANCE = 'active onHold kind accountNumber';

describe('money through GraphQL', () => {
  it('tops up through the simulated VA transfer and shows it in balance and mutations', async () => {
    const before = await graphql<{ myBalance: Balance }>(
      product,
      `{ myBalance { ${BALANCE} } }`,
      {},
      token,
    );
    expect(before.data?.myBalance).toEqual({
      active: '79997100.00',
      onHold: '0.00',
      kind: 'VA',
      accountNumber: '9880001234567890',
    });
    const topUp = await graphql<{ simulateVaTransfer: Balance }>(
      product,
      `mutation($amount: Decimal!) { simulateVaTransfer(amount: $amount) { ${BALANCE} } }`,
      { amount: '1000000' },
      token,
    );
    expect(topUp.data?.simulateVaTransfer.active).toBe('80997100.00');
    const page = await graphql<{
      myMutations: {
        closingBalance: string;
        totalCount: number;
        nodes: Array<{ type: string; typeLabel: { id: string }; credit: string; balance: string }>;
      };
    }>(
      product,
      '{ myMutations { closingBalance totalCount nodes { type typeLabel { id } credit balance } } }',
      {},
      token,
    );
    const m = page.data?.myMutations;
    expect(m?.closingBalance).toBe('80997100.00');
    expect(m?.nodes.at(-1)).toEqual({
      type: 'PLACEMENT',
      typeLabel: { id: 'Penempatan dana' },
      credit: '1000000.00',
      balance: '80997100.00',
    });
  });

  it('quotes the fee and cashes out; a refusal carries the spec message', async () => {
    const quote = await graphql<{ cashOutQuote: { proposed: { rail: string; fee: string } } }>(
      product,
      '{ cashOutQuote(amount: "20000000") { proposed { rail fee } } }',
      {},
      token,
    );
    expect(quote.data?.cashOutQuote.proposed).toEqual({ rail: 'BI_FAST', fee: '2500.00' });
    const CASH_OUT = `mutation($amount: Decimal!, $key: String!) {
      cashOut(amount: $amount, idempotencyKey: $key) { state total rail } }`;
    const done = await graphql<{ cashOut: { state: string; total: string } }>(
      product,
      CASH_OUT,
      { amount: '20000000', key: 'gw-1' },
      token,
    );
    expect(done.data?.cashOut).toEqual({ state: 'settled', total: '20002500.00', rail: 'BI_FAST' });
    const tooMuch = await graphql(product, CASH_OUT, { amount: '900000000', key: 'gw-2' }, token);
    expect(tooMuch.errors?.[0]?.message).toBe('Saldo aktif tidak mencukupi');
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('top-up instructions on the wallet', () => {
  type Instructions = {
    vaNumber: string;
    bankCode: string;
    intro: { id: string; en: string };
    channels: Array<{
      code: string;
      label: { id: string; en: string };
      steps: Array<{ id: string; en: string }>;
    }>;
  };
  const QUERY = `{ myWallet { kind state topUpInstructions {
    vaNumber bankCode intro { id en }
    channels { code label { id en } steps { id en } } } } }`;

  it('gives an approved VA its number and the steps of every channel in both languages', async () => {
    const { data, errors } = await graphql<{
      myWallet: { topUpInstructions: Instructions | null };
    }>(product, QUERY, {}, token);
    expect(errors).toBeUndefined();
    const instructions = data?.myWallet.topUpInstructions;
    expect(instructions?.vaNumber).toBe('9880001234567890');
    expect(instructions?.bankCode).toBe('009');
    expect(instructions?.intro).toEqual({
      id: 'Transfer ke nomor Virtual Account Anda di bank mitra (009):',
      en: 'Transfer to your virtual account number at the partner bank (009):',
    });
    expect(instructions?.channels.map((c) => [c.code, c.label.id, c.label.en])).toEqual([
      ['atm', 'ATM bank mitra', 'Partner bank ATM'],
      ['mobile', 'Mobile banking', 'Mobile banking'],
      ['internet', 'Internet banking', 'Internet banking'],
      ['other', 'Dari bank lain', 'From another bank'],
    ]);
    const atm = instructions?.channels[0]?.steps ?? [];
    expect(atm).toHaveLength(5);
    expect(atm[2]).toEqual({
      id: 'Masukkan nomor Virtual Account 9880001234567890.',
      en: 'Enter the virtual account number 9880001234567890.',
    });
    const other = instructions?.channels[3]?.steps ?? [];
    expect(other[1]?.en).toBe('Choose the destination bank: the partner bank (code 009).');
    // Every channel names the VA in one of its steps, in both languages; no step is left empty.
    for (const channel of instructions?.channels ?? []) {
      expect(channel.steps.some((s) => s.id.includes('9880001234567890'))).toBe(true);
      expect(channel.steps.some((s) => s.en.includes('9880001234567890'))).toBe(true);
      for (const step of channel.steps) expect(step.id && step.en).toBeTruthy();
    }
  });

  it('gives none to a lender without an approved VA', async () => {
    const lender = await loginAs(product, 'lender@lumbung.test');
    const { data, errors } = await graphql<{
      myWallet: { state: string; topUpInstructions: Instructions | null };
    }>(product, QUERY, {}, lender);
    expect(errors).toBeUndefined();
    expect(data?.myWallet.state).not.toBe('approved');
    expect(data?.myWallet.topUpInstructions).toBeNull();
  });
});
