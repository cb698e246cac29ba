// Cash-out through the REST API: the fee quote follows the rails table (spec §9 plus BI-FAST),
// a withdrawal holds amount plus fee until the bank settles, a retried Idempotency-Key returns
// the first withdrawal, refusals carry the spec's messages and change nothing, a failure is
// reversed, and a lost bank answer is resolved by the status inquiry without paying twice. A VA
// wallet's withdrawal leaves through the platform's payout account; the built-in bank pays one
// out of an RDL from that RDL — amount and fee, debited when paid — and refuses what it cannot cover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_BANK_INSUFFICIENT_FUNDS,
  localPartnerBank,
  type PartnerBank,
  type PayoutRequest,
} from '../../api/bank/partner-bank.ts';
import { walletBalance } from '../../api/ledger/read-balances.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let token: string;
let investorId: string;
/** What the next payment does at the bank: done, refused with a code, or done but answer lost. */
let nextPayout: 'ok' | 'lose-answer' | 'never-arrives' | { refuse: string } = 'ok';
const sent: PayoutRequest[] = [];

beforeAll(async () => {
  const local = localPartnerBank({
    settleLaterMs: 60_000,
    losePayoutAnswer: () => nextPayout === 'lose-answer',
    refusePayout: () => {
      if (nextPayout === 'never-arrives') return 'NO_ANSWER';
      return typeof nextPayout === 'object' ? nextPayout.refuse : null;
    },
  });
  const bank: PartnerBank = {
    ...local,
    sendPayout: (request) => {
      sent.push(request);
      return local.sendPayout(request);
    },
  };
  product = await startTestProduct({ bank });
  token = await loginAs(product, 'investor@lumbung.test');
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    'investor@lumbung.test',
  ]);
  investorId = row?.id ?? '';
});
afterAll(async () => {
  await product?.close();
});

type Json = Record<string, unknown>;
async function call(
  method: string,
  path: string,
  body?: unknown,
  key?: string,
  language?: 'id' | 'en',
) {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(language ? { 'accept-language': language } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}
type Withdrawal = { id: string; state: string; fee: string; total: string; rail: string };
const withdrawalOf = (body: Json) => body.data as Withdrawal;
const balance = () => walletBalance(product.db, investorId);
const counts = async () =>
  (
    await product.db.query<{ w: number; e: number }>(
      'SELECT (SELECT count(*) FROM withdrawals)::int AS w, (SELECT count(*) FROM ledger_entries)::int AS e',
    )
  )[0];

describe('the fee quote', () => {
  it.each([
    ['10000000', ['BI_FAST', 'CLEARING', 'ONLINE'], '2500.00'],
    ['50000000', ['BI_FAST', 'CLEARING', 'ONLINE'], '2500.00'],
    ['50000001', ['BI_FAST', 'CLEARING'], '2500.00'],
    ['60000000', ['BI_FAST', 'CLEARING'], '2500.00'],
    ['99999999', ['BI_FAST', 'CLEARING'], '2500.00'],
    ['100000000', ['BI_FAST', 'RTGS'], '2500.00'],
    ['250000000', ['BI_FAST', 'RTGS'], '2500.00'],
    ['250000001', ['RTGS'], '30000.00'],
    ['150000000', ['BI_FAST', 'RTGS'], '2500.00'],
    ['300000000', ['RTGS'], '30000.00'],
  ])('for Rp %s offers %j, proposing the cheapest (fee %s)', async (amount, rails, fee) => {
    const { status, body } = await call('GET', `/cash-out/quote?amount=${amount}`);
    expect(status).toBe(200);
    const quote = body.data as {
      options: Array<{ rail: string }>;
      proposed: { fee: string } | null;
      refusal: { code: string } | null;
    };
    expect(quote.options.map((o) => o.rail)).toEqual(rails);
    expect(quote.proposed?.fee).toBe(fee);
    // Above her active balance (Rp 79,997,100) the rails and fee show, with why it cannot go.
    expect(quote.refusal?.code ?? null).toBe(
      Number(amount) > 79_997_100 ? 'INSUFFICIENT_ACTIVE_BALANCE' : null,
    );
  });
});

describe('cash-out', () => {
  it('settles a BI-FAST withdrawal at once, the amount and fee leaving the wallet once', async () => {
    const before = await balance();
    const first = await call('POST', '/cash-out', { amount: '10000000' }, 'key-bifast');
    expect(first.status).toBe(200);
    const w = withdrawalOf(first.body);
    expect([w.rail, w.fee, w.total, w.state]).toEqual([
      'BI_FAST',
      '2500.00',
      '10002500.00',
      'settled',
    ]);
    expect(before.activeSen - (await balance()).activeSen).toBe(10_002_500_00n);
    // The same Idempotency-Key again: the first withdrawal, nothing sent or taken twice.
    const again = await call('POST', '/cash-out', { amount: '10000000' }, 'key-bifast');
    expect(withdrawalOf(again.body).id).toBe(w.id);
    expect(before.activeSen - (await balance()).activeSen).toBe(10_002_500_00n);
    // The same key with another amount or rail is not a retry: refused, nothing sent or taken.
    for (const other of [{ amount: '20000000' }, { amount: '10000000', rail: 'ONLINE' }]) {
      const reused = await call('POST', '/cash-out', other, 'key-bifast', 'en');
      expect({ status: reused.status, body: reused.body }, JSON.stringify(other)).toEqual({
        status: 422,
        body: {
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'This Idempotency-Key was used for another request',
        },
      });
    }
    const reusedId = await call('POST', '/cash-out', { amount: '1' }, 'key-bifast');
    expect(reusedId.body.message).toBe('Idempotency-Key ini sudah dipakai untuk permintaan lain');
    expect(before.activeSen - (await balance()).activeSen).toBe(10_002_500_00n);
    expect(sent.filter((s) => s.requestUuid === sent[0]?.requestUuid)).toHaveLength(1);
    // Out of a VA wallet: through the platform's payout account; no payment out of an RDL.
    const accounts = await product.db.query<{ kind: string; amount: string }>(
      `SELECT a.kind, l.amount_sen::text AS amount FROM ledger_lines l
         JOIN ledger_accounts a ON a.id = l.account_id
         JOIN ledger_entries e ON e.id = l.entry_id
        WHERE e.idempotency_key = $1 ORDER BY a.kind`,
      [`withdrawal:${w.id}:settle`],
    );
    expect(accounts.map((a) => [a.kind, a.amount])).toEqual([
      ['BANK_PAYOUT', '1000250000'],
      ['LENDER_ON_HOLD', '-1000250000'],
    ]);
    const [rdlPayments] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rdl_payments',
    );
    expect(rdlPayments?.n).toBe(0);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('holds a clearing withdrawal while pending, shows it to staff, and settles it later', async () => {
    const before = await balance();
    const { body } = await call(
      'POST',
      '/cash-out',
      { amount: '5000000', rail: 'CLEARING' },
      'key-skn',
    );
    const w = withdrawalOf(body);
    expect([w.state, w.fee]).toEqual(['sent', '2900.00']);
    expect(await balance()).toEqual({
      activeSen: before.activeSen - 5_002_900_00n,
      onHoldSen: before.onHoldSen + 5_002_900_00n,
    });
    const admin = await loginAs(product, 'admin@lumbung.test');
    const pending = await fetch(`${product.url}/api/cash-out/pending`, {
      headers: { authorization: `Bearer ${admin}` },
    }).then((r) => r.json() as Promise<{ data: { data: Withdrawal[] } }>);
    expect(pending.data.data.map((p) => p.id)).toContain(w.id);
    product.clock.now = new Date(product.clock.now.getTime() + 61_000);
    const later = await call('POST', `/cash-out/${w.id}/inquiry`);
    expect(withdrawalOf(later.body).state).toBe('settled');
    expect(await balance()).toEqual({
      activeSen: before.activeSen - 5_002_900_00n,
      onHoldSen: before.onHoldSen,
    });
  });

  it('reverses a withdrawal the bank refuses: the hold goes back to the active balance', async () => {
    const before = await balance();
    nextPayout = { refuse: '0102' };
    const { body } = await call('POST', '/cash-out', { amount: '1000000' }, 'key-refused');
    nextPayout = 'ok';
    const w = withdrawalOf(body) as Withdrawal & { bankResponseCode: string };
    expect(w.state).toBe('reversed');
    expect(w.bankResponseCode).toBe('0102');
    expect(await balance()).toEqual(before);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('resolves a lost answer by the status inquiry, never paying twice', async () => {
    const before = await balance();
    nextPayout = 'lose-answer';
    const { body } = await call('POST', '/cash-out', { amount: '2000000' }, 'key-lost');
    nextPayout = 'ok';
    const w = withdrawalOf(body);
    expect(w.state).toBe('requested');
    expect((await balance()).onHoldSen - before.onHoldSen).toBe(2_002_500_00n);
    const resolved = await call('POST', `/cash-out/${w.id}/inquiry`);
    expect(withdrawalOf(resolved.body).state).toBe('settled');
    const uuid = (resolved.body.data as { requestUuid: string }).requestUuid;
    expect(sent.filter((s) => s.requestUuid === uuid)).toHaveLength(1);
    expect(before.activeSen - (await balance()).activeSen).toBe(2_002_500_00n);
    expect((await balance()).onHoldSen).toBe(before.onHoldSen);
  });

  it('sends again under the same uuid when the inquiry says the bank never received it', async () => {
    nextPayout = 'never-arrives';
    const { body } = await call('POST', '/cash-out', { amount: '3000000' }, 'key-never');
    nextPayout = 'ok';
    const w = withdrawalOf(body) as Withdrawal & { requestUuid: string };
    expect(w.state).toBe('requested');
    const resolved = await call('POST', `/cash-out/${w.id}/inquiry`);
    expect(withdrawalOf(resolved.body).state).toBe('settled');
    expect(sent.filter((s) => s.requestUuid === w.requestUuid)).toHaveLength(2);
    const [settles] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [`withdrawal:${w.id}:settle`],
    );
    expect(settles?.n).toBe(1);
    expect(await auditLedger(product.db)).toEqual([]);
  });
});

describe('cash-out refusals change nothing', () => {
  it("refuses more than the active balance with 'Insufficient active balance'", async () => {
    const before = [await balance(), await counts()];
    const active = (await balance()).activeSen / 100n;
    const answer = await call('POST', '/cash-out', { amount: String(active) }, 'key-too-much');
    expect(answer.status).toBe(409);
    // In the caller's language: Indonesian by default, English when asked.
    expect(answer.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Saldo aktif tidak mencukupi',
    });
    const english = await call(
      'POST',
      '/cash-out',
      { amount: String(active) },
      'key-too-much-en',
      'en',
    );
    expect(english.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient active balance',
    });
    expect([await balance(), await counts()]).toEqual(before);
  });

  it('refuses a rail that cannot carry the amount, and a fraction of a rupiah', async () => {
    const before = await counts();
    const online = await call('POST', '/cash-out', { amount: '60000000', rail: 'ONLINE' }, 'k-on');
    expect(online.status).toBe(400);
    expect(online.body).toMatchObject({
      message: 'Jalur transfer ini tidak dapat membawa jumlah ini',
      fields: { rail: 'Jalur transfer ini tidak dapat membawa jumlah ini' },
    });
    const onlineEn = await call(
      'POST',
      '/cash-out',
      { amount: '60000000', rail: 'ONLINE' },
      'k-on-en',
      'en',
    );
    expect(onlineEn.body).toMatchObject({
      message: 'This transfer rail cannot carry this amount',
      fields: { rail: 'This transfer rail cannot carry this amount' },
    });
    const sen = await call('POST', '/cash-out', { amount: '1000.50' }, 'k-sen');
    expect(sen.status).toBe(400);
    const noKey = await call('POST', '/cash-out', { amount: '1000' });
    expect(noKey.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("refuses without validated bank data: 'Complete bank data before cash-out'", async () => {
    await product.db.query(
      `UPDATE profile_sections SET status = 'SUBMITTED' WHERE user_id = $1 AND section = 'bank'`,
      [investorId],
    );
    const before = [await balance(), await counts()];
    const answer = await call('POST', '/cash-out', { amount: '1000000' }, 'key-no-bank', 'en');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'BANK_DATA_MISSING',
      message: 'Complete bank data before cash-out',
    });
    expect([await balance(), await counts()]).toEqual(before);
    await product.db.query(
      `UPDATE profile_sections SET status = 'VALIDATED' WHERE user_id = $1 AND section = 'bank'`,
      [investorId],
    );
  });
});

describe("the lender's withdrawals", () => {
  it('names where the money would go, the account masked to its last four digits', async () => {
    const { body } = await call('GET', '/cash-out/quote?amount=100000');
    expect((body.data as Json).destination).toEqual({
      bankCode: '009',
      bankName: 'Bank Negara Indonesia (BNI)',
      accountNumberMasked: '•••• 6789',
    });
  });

  it('lists them newest request first, past the tenth (ids 9 and 10 in their order)', async () => {
    for (let n = 0; n < 11; n += 1) {
      const made = await call('POST', '/cash-out', { amount: String(10_000 + n) }, `order-${n}`);
      expect(made.status).toBe(200);
    }
    const { body } = await call('GET', '/cash-out');
    const list = (body.data as { data: Array<{ id: string; amount: string; createdAt: string }> })
      .data;
    expect(list.length).toBeGreaterThan(11);
    const times = list.map((w) => Date.parse(w.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = list.map((w) => Number(w.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list[0]?.amount).toBe('10010.00');
  });
});

describe('the built-in bank paying out of an RDL', () => {
  const RDL = '0123123123';
  const at = new Date('2026-03-02T03:00:00Z');
  const payout = (amountSen: bigint, feeSen: bigint, rail: PayoutRequest['rail'] = 'ONLINE') => ({
    requestUuid: crypto.randomUUID(),
    rail,
    fromRdlAccount: RDL,
    amountSen,
    feeSen,
    beneficiary: { bankCode: '014', accountNumber: '3333333333', accountName: 'Rina' },
    now: at,
  });
  const balanceOf = async (bank: PartnerBank) => {
    const answer = await bank.rdlBalance(RDL);
    return answer.ok ? answer.balanceSen : null;
  };

  it('debits amount and fee when it pays, each a line of the history', async () => {
    const bank = localPartnerBank();
    bank.depositIntoRdl?.(RDL, 10_000_000_00n, at);
    expect(await bank.sendPayout(payout(4_000_000_00n, 6_500_00n))).toEqual({
      ok: true,
      status: 'SETTLED',
    });
    expect(await balanceOf(bank)).toBe(5_993_500_00n);
    const history = await bank.rdlHistory(RDL);
    expect(
      history.ok && history.lines.map((l) => [l.direction, l.amountSen, l.balanceSen]),
    ).toEqual([
      ['K', 10_000_000_00n, 10_000_000_00n],
      ['D', 4_000_000_00n, 6_000_000_00n],
      ['D', 6_500_00n, 5_993_500_00n],
    ]);
  });

  it('debits a later rail when it settles, and refuses what the RDL cannot cover meanwhile', async () => {
    const bank = localPartnerBank({ settleLaterMs: 60_000 });
    bank.depositIntoRdl?.(RDL, 10_000_000_00n, at);
    const clearing = payout(6_000_000_00n, 2_900_00n, 'CLEARING');
    expect(await bank.sendPayout(clearing)).toEqual({ ok: true, status: 'PENDING' });
    expect(await balanceOf(bank)).toBe(10_000_000_00n);
    // Promised to the clearing payment: Rp 3,997,100 is left to pay out, fee included.
    expect(await bank.sendPayout(payout(3_990_601_00n, 6_500_00n))).toEqual({
      ok: false,
      responseCode: LOCAL_BANK_INSUFFICIENT_FUNDS,
    });
    expect(await bank.sendPayout(payout(3_990_600_00n, 6_500_00n))).toEqual({
      ok: true,
      status: 'SETTLED',
    });
    expect(await balanceOf(bank)).toBe(6_002_900_00n);
    const later = new Date(at.getTime() + 60_000);
    expect(await bank.payoutStatus(clearing.requestUuid, later)).toEqual({
      ok: true,
      status: 'SETTLED',
    });
    expect(await bank.payoutStatus(clearing.requestUuid, later)).toEqual({
      ok: true,
      status: 'SETTLED',
    });
    // Asked twice, debited once.
    expect(await balanceOf(bank)).toBe(0n);
  });
});
