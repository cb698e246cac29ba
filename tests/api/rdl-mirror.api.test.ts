// The RDL mirror: a company lender's RDL (recorded by customer care, approved by staff) receives
// a deposit at the built-in bank; the balance call mirrors the bank's history as RDL deposit
// entries (once, however often it is read) and records a difference in the bank's balance
// (interest) as an RDL balance entry, so the mutations are complete and equal to the bank. An RDL
// lender's cash-out is paid out of her RDL: the bank debits amount and fee when it pays, the
// ledger books the same against the mirrored RDL in the same step, and the mirror, reading the
// debit lines, posts nothing for them — her balance falls once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank, type PartnerBank } from '../../api/bank/partner-bank.ts';
import { DEMO_RDL_ACCOUNT, DEMO_RDL_DEPOSIT_REFERENCE } from '../../api/db/seed-demo-money.ts';
import { journalBalance, walletBalance } from '../../api/ledger/read-balances.ts';
import { mirrorRdl } from '../../api/rdl/mirror-rdl.ts';
import { restoreBuiltInRdls } from '../../api/rdl/restore-built-in-rdls.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let company: string;
let interestSen = 0n;
const RDL = '0987654321';
/** The next payment the bank refuses with this code (null: it pays). */
let refuseNextPayout: string | null = null;
const local = localPartnerBank({
  settleLaterMs: 60_000,
  refusePayout: () => {
    const code = refuseNextPayout;
    refuseNextPayout = null;
    return code;
  },
});

beforeAll(async () => {
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

describe("an RDL lender's cash-out, paid out of her RDL", () => {
  let token: string;
  let lenderId: string;
  const rdlEntries = async () =>
    (
      await product.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1',
        [`rdl:${DEMO_RDL_ACCOUNT}`],
      )
    )[0]?.n;
  /** The RDL as the ledger mirrors it, and as the bank holds it: equal after every step. */
  const mirrorAndBank = async () => {
    const bank = await local.rdlBalance(DEMO_RDL_ACCOUNT);
    return {
      mirrored: -(await journalBalance(product.db, 'RDL_AT_BANK', lenderId)),
      bank: bank.ok ? bank.balanceSen : null,
    };
  };
  const expectEqual = async (sen: bigint) =>
    expect(await mirrorAndBank()).toEqual({ mirrored: sen, bank: sen });
  /** The balance call twice (each mirrors the bank first): the second posts nothing. */
  const mirrorTwice = async () => {
    const first = await rest(product, 'GET', '/personal/balance/rdl', { token });
    expect(first.status).toBe(200);
    const entries = await rdlEntries();
    const second = await rest(product, 'GET', '/personal/balance/rdl', { token });
    expect(second.body.data).toEqual(first.body.data);
    expect(await rdlEntries()).toBe(entries);
    return first.body.data as { active: string; onHold: string };
  };
  const cashOut = async (amount: string, rail: string, key: string) => {
    const { status, body } = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount, rail },
      headers: { 'idempotency-key': key },
    });
    expect(status).toBe(200);
    return body.data as { id: string; state: string; fee: string };
  };

  beforeAll(async () => {
    interestSen = 0n;
    token = await loginAs(product, 'rdl@lumbung.test');
    const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'rdl@lumbung.test',
    ]);
    lenderId = row?.id ?? '';
    await product.db.query(
      `INSERT INTO profile_sections (user_id, section, data, status)
       VALUES ($1, 'bank', $2::jsonb, 'VALIDATED')
       ON CONFLICT (user_id, section) DO UPDATE SET data = EXCLUDED.data, status = 'VALIDATED'`,
      [
        lenderId,
        JSON.stringify({
          bankcode: '014',
          accountname: 'Rina Wulandari',
          accountnumber: '3333333333',
          branch: 'KCU Jakarta',
        }),
      ],
    );
  });

  it('books a clearing withdrawal against the mirrored RDL when the bank debits it: her balance falls once', async () => {
    const deposit = await rest(product, 'POST', '/demo/rdl-deposit', {
      token,
      body: { amount: '10000000' },
    });
    expect(deposit.status).toBe(200);
    await expectEqual(50_000_000_00n);

    const w = await cashOut('5000000', 'CLEARING', 'rdl-skn');
    expect([w.state, w.fee]).toEqual(['sent', '2900.00']);
    // Pending: on hold in the ledger, still in the RDL at the bank and in the mirror.
    expect(await walletBalance(product.db, lenderId)).toEqual({
      activeSen: 44_997_100_00n,
      onHoldSen: 5_002_900_00n,
    });
    await expectEqual(50_000_000_00n);
    expect(await mirrorTwice()).toMatchObject({ active: '44997100.00', onHold: '5002900.00' });
    await expectEqual(50_000_000_00n);

    // The bank pays it: the RDL falls by amount and fee, at the bank and in the ledger together.
    product.clock.now = new Date(product.clock.now.getTime() + 61_000);
    const later = await rest(product, 'POST', `/cash-out/${w.id}/inquiry`, { token });
    expect((later.body.data as { state: string }).state).toBe('settled');
    await expectEqual(44_997_100_00n);
    const history = await local.rdlHistory(DEMO_RDL_ACCOUNT);
    expect(
      history.ok && history.lines.slice(-2).map((l) => [l.direction, l.amountSen, l.description]),
    ).toEqual([
      ['D', 5_000_000_00n, 'TRANSFER KE 014 3333333333'],
      ['D', 2_900_00n, 'BIAYA TRANSFER'],
    ]);

    // Mirrored twice: the debit lines are the withdrawal's, nothing is posted for them.
    expect(await mirrorTwice()).toMatchObject({ active: '44997100.00', onHold: '0.00' });
    await expectEqual(44_997_100_00n);
    const lines = await product.db.query<{ explained_as: string; payment_part: string }>(
      `SELECT explained_as, payment_part FROM rdl_statement_lines
        WHERE payment_reference = $1 ORDER BY booked_at, reference`,
      [`withdrawal:${w.id}`],
    );
    expect(lines.map((l) => [l.explained_as, l.payment_part]).sort()).toEqual([
      ['PAYMENT', 'AMOUNT'],
      ['PAYMENT', 'FEE'],
    ]);
    const { body } = await rest(product, 'GET', '/personal/transaction/rdl', { token });
    const m = body.data as {
      closingBalance: string;
      data: Array<{ type: string; credit: string; debit: string }>;
    };
    expect(m.data.map((r) => [r.type, r.credit, r.debit])).toEqual([
      ['RDL_DEPOSIT', '40000000.00', '0.00'],
      ['RDL_DEPOSIT', '10000000.00', '0.00'],
      ['WITHDRAWAL', '0.00', '5002900.00'],
    ]);
    expect(m.closingBalance).toBe('44997100.00');
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('pays an online withdrawal at once: the RDL falls at the bank and in the mirror in one step', async () => {
    const w = await cashOut('1000000', 'ONLINE', 'rdl-online');
    expect([w.state, w.fee]).toEqual(['settled', '6500.00']);
    await expectEqual(43_990_600_00n);
    expect(await mirrorTwice()).toMatchObject({ active: '43990600.00', onHold: '0.00' });
    await expectEqual(43_990_600_00n);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('leaves the balance, the bank and the mirror unchanged when the bank refuses a payout', async () => {
    const entries = await rdlEntries();
    refuseNextPayout = '0102';
    const w = await cashOut('2000000', 'ONLINE', 'rdl-refused');
    expect(w.state).toBe('reversed');
    expect(await walletBalance(product.db, lenderId)).toEqual({
      activeSen: 43_990_600_00n,
      onHoldSen: 0n,
    });
    await expectEqual(43_990_600_00n);
    expect(await mirrorTwice()).toMatchObject({ active: '43990600.00', onHold: '0.00' });
    await expectEqual(43_990_600_00n);
    expect(await rdlEntries()).toBe(entries);
    const [payment] = await product.db.query<{ state: string }>(
      'SELECT state FROM rdl_payments WHERE reference = $1',
      [`withdrawal:${w.id}`],
    );
    expect(payment?.state).toBe('CANCELLED');
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it("posts a charge of the bank's own once, by its line's reference", async () => {
    const line = local.replayRdlLine?.(DEMO_RDL_ACCOUNT, {
      at: product.clock.now,
      amountSen: 15_000_00n,
      direction: 'D',
      description: 'BIAYA ADMINISTRASI',
    });
    expect(await mirrorTwice()).toMatchObject({ active: '43975600.00' });
    await expectEqual(43_975_600_00n);
    const charges = await product.db.query<{ kind: string }>(
      'SELECT kind FROM ledger_entries WHERE idempotency_key = $1',
      [`rdl:${DEMO_RDL_ACCOUNT}:${line?.reference}`],
    );
    expect(charges.map((c) => c.kind)).toEqual(['RDL_BALANCE']);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('is relearned, debits and all, by a freshly started built-in bank: the mirror then posts nothing', async () => {
    // Paid since the last mirror: the fresh bank learns its debits from the payment itself.
    const w = await cashOut('500000', 'ONLINE', 'rdl-before-restart');
    expect(w.state).toBe('settled');
    await expectEqual(43_469_100_00n);
    const fresh = localPartnerBank();
    await restoreBuiltInRdls(product.db, fresh);
    const [was, is] = await Promise.all([
      local.rdlHistory(DEMO_RDL_ACCOUNT),
      fresh.rdlHistory(DEMO_RDL_ACCOUNT),
    ]);
    const shape = (h: typeof was, withReference: boolean) =>
      h.ok &&
      h.lines.map((l) => [
        withReference ? l.reference : '',
        l.direction,
        l.amountSen,
        l.balanceSen,
      ]);
    // The lines the mirror read come back under the bank's references, the unread two anew.
    expect(shape(is, false)).toEqual(shape(was, false));
    expect((shape(is, true) || []).slice(0, -2)).toEqual((shape(was, true) || []).slice(0, -2));
    const mirrored = await mirrorRdl(
      { db: product.db, bank: fresh, now: () => product.clock.now },
      lenderId,
    );
    expect(mirrored).toEqual({
      bankBalanceSen: 43_469_100_00n,
      deposits: 0,
      charges: 0,
      adjustedSen: 0n,
    });
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it("pays to her own account at the RDL's bank in-house: no fee, at the bank and in her wallet", async () => {
    const own = async (bankcode: string, accountnumber: string) =>
      product.db.query(
        `UPDATE profile_sections SET data = data || $2::jsonb WHERE user_id = $1 AND section = 'bank'`,
        [lenderId, JSON.stringify({ bankcode, accountnumber })],
      );
    await own('009', '0777123456');
    try {
      const quote = await rest(product, 'GET', '/cash-out/quote?amount=1000000&rail=CLEARING', {
        token,
      });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const options = (quote.body.data as { options: { fee: string; arrival: { en: string } }[] })
        .options;
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        expect([option.fee, option.arrival.en]).toEqual(['0.00', 'Within seconds']);
      }
      const before = await walletBalance(product.db, lenderId);
      const w = await cashOut('1000000', 'CLEARING', 'rdl-in-house');
      expect([w.state, w.fee]).toEqual(['settled', '0.00']);
      const after = before.activeSen - 1_000_000_00n;
      expect(await walletBalance(product.db, lenderId)).toEqual({
        activeSen: after,
        onHoldSen: 0n,
      });
      await expectEqual(after);
      const history = await local.rdlHistory(DEMO_RDL_ACCOUNT);
      expect(history.ok && history.lines.at(-1)?.description).toBe('TRANSFER KE 009 0777123456');
      expect(await mirrorTwice()).toMatchObject({ onHold: '0.00' });
      await expectEqual(after);
      expect(await auditLedger(product.db)).toEqual([]);
    } finally {
      await own('014', '3333333333');
    }
  });
});
