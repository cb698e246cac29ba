// The RDL mirror: a company lender's RDL (recorded by customer care, approved by staff) receives
// a deposit at the built-in bank; the balance call mirrors the bank's history as RDL deposit
// entries (once, however often it is read) and records a difference in the bank's balance
// (interest) as an RDL balance entry, so the mutations are complete and equal to the bank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank, type PartnerBank } from '../../api/bank/partner-bank.ts';
import { DEMO_RDL_ACCOUNT, DEMO_RDL_DEPOSIT_REFERENCE } from '../../api/db/seed-demo-money.ts';
import { restoreBuiltInRdls } from '../../api/rdl/restore-built-in-rdls.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let company: string;
let interestSen = 0n;
const RDL = '0987654321';

beforeAll(async () => {
  const local = localPartnerBank();
  const bank: PartnerBank = {
    ...local,
    // The bank's balance may differ from its deposits (interest credited at month end).
    rdlBalance: async (account) => {
      const answer = await local.rdlBalance(account);
      return answer.ok ? { ...answer, balanceSen: answer.balanceSen + interestSen } : answer;
    },
  };
  product = await startTestProduct({ bank });
  const admin = await loginAs(product, 'admin@lumbung.test');
  company = await loginAs(product, 'lender.company@lumbung.test');
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    'lender.company@lumbung.test',
  ]);
  const lenderId = row?.id ?? '';
  const recorded = await rest(product, 'PUT', `/wallet/lenders/${lenderId}/corporate-rdl`, {
    token: admin,
    body: { accountNumber: RDL, cifNumber: '912345678' },
  });
  expect(recorded.status).toBe(200);
  const approved = await rest(product, 'PUT', `/wallet/lenders/${lenderId}/approve`, {
    token: admin,
  });
  expect((approved.body.data as { state: string }).state).toBe('approved');
});
afterAll(async () => {
  await product?.close();
});

const entries = async (kind: string) =>
  (
    await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE kind = $1 AND reference = $2',
      [kind, `rdl:${RDL}`],
    )
  )[0]?.n;

describe('the RDL mirror', () => {
  it('records a deposit at the bank as an RDL deposit, once however often the balance is read', async () => {
    const deposit = await rest(product, 'POST', '/demo/rdl-deposit', {
      token: company,
      body: { amount: '20000000' },
    });
    expect(deposit.status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const { body } = await rest(product, 'GET', '/company/balance/rdl', { token: company });
      expect(body.data).toMatchObject({
        active: '20000000.00',
        kind: 'RDL',
        accountNumber: RDL,
      });
    }
    expect(await entries('RDL_DEPOSIT')).toBe(1);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it("records a difference in the bank's balance as an RDL balance entry", async () => {
    interestSen = 1_234_00n;
    const first = await rest(product, 'GET', '/company/balance/rdl', { token: company });
    expect((first.body.data as { active: string }).active).toBe('20001234.00');
    await rest(product, 'GET', '/company/balance/rdl', { token: company });
    expect(await entries('RDL_BALANCE')).toBe(1);
    const { body } = await rest(product, 'GET', '/company/transaction/rdl', { token: company });
    const m = body.data as {
      closingBalance: string;
      data: Array<{ type: string; credit: string }>;
    };
    expect(m.data.map((r) => [r.type, r.credit])).toEqual([
      ['RDL_DEPOSIT', '20000000.00'],
      ['RDL_BALANCE', '1234.00'],
    ]);
    expect(m.closingBalance).toBe('20001234.00');
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('answers 404 to a VA call for an RDL wallet', async () => {
    const va = await rest(product, 'GET', '/company/balance/va', { token: company });
    expect(va.status).toBe(404);
  });
});

describe('the demo RDL lender', () => {
  it('has an approved RDL at the built-in bank whose deposit the mirror finds equal to the bank', async () => {
    interestSen = 0n;
    const token = await loginAs(product, 'rdl@lumbung.test');
    const wallet = await rest(product, 'GET', '/wallet', { token });
    expect(wallet.body.data).toMatchObject({
      state: 'approved',
      kind: 'RDL',
      accountNumber: DEMO_RDL_ACCOUNT,
    });
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await rest(product, 'GET', '/personal/balance/rdl', { token });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ active: '40000000.00', kind: 'RDL' });
    }
    // The bank (restored from the journal at start) and the seeded mirror agree: nothing added.
    const [added] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1',
      [`rdl:${DEMO_RDL_ACCOUNT}`],
    );
    expect(added?.n).toBe(1);
    const { body } = await rest(product, 'GET', '/personal/transaction/rdl', { token });
    const m = body.data as {
      closingBalance: string;
      data: Array<{ type: string; credit: string }>;
    };
    expect(m.data.map((r) => [r.type, r.credit])).toEqual([['RDL_DEPOSIT', '40000000.00']]);
    expect(m.closingBalance).toBe('40000000.00');
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('is relearned by a freshly started built-in bank from the journal, reference and all', async () => {
    const fresh = localPartnerBank();
    expect(await fresh.rdlBalance(DEMO_RDL_ACCOUNT)).toEqual({ ok: true, balanceSen: 0n });
    await restoreBuiltInRdls(product.db, fresh);
    expect(await fresh.rdlBalance(DEMO_RDL_ACCOUNT)).toEqual({
      ok: true,
      balanceSen: 40_000_000_00n,
    });
    const history = await fresh.rdlHistory(DEMO_RDL_ACCOUNT);
    expect(history.ok && history.lines.map((l) => [l.reference, l.amountSen])).toEqual([
      [DEMO_RDL_DEPOSIT_REFERENCE, 40_000_000_00n],
    ]);
    // The company's deposit made through the demo route is relearned too.
    const company = await fresh.rdlBalance(RDL);
    expect(company).toEqual({ ok: true, balanceSen: 20_000_000_00n });
  });
});
