// Pending clearing and RTGS withdrawals settle without anyone asking: the API's settlement job
// runs the bank's status inquiry for every withdrawal pending longer than the minimum age, on
// the product's test clock, and posts the settlement once — out of an RDL, against the mirrored
// RDL, in the step the bank debits it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank, type PartnerBank } from '../../api/bank/partner-bank.ts';
import { settlePendingWithdrawals } from '../../api/cash-out/settle-pending.ts';
import { openDemoClock } from '../../api/clock/demo-clock.ts';
import { DEMO_RDL_ACCOUNT } from '../../api/db/seed-demo-money.ts';
import { journalBalance, walletBalance } from '../../api/ledger/read-balances.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let token: string;
let investorId: string;
const inquiries: string[] = [];
const local = localPartnerBank({ settleLaterMs: 60_000 });
const bank: PartnerBank = {
  ...local,
  payoutStatus: (uuid, now) => {
    inquiries.push(uuid);
    return local.payoutStatus(uuid, now);
  },
};

beforeAll(async () => {
  product = await startTestProduct({
    bank,
    withdrawalPoll: { everySeconds: 0.1, minAgeSeconds: 60 },
  });
  token = await loginAs(product, 'investor@lumbung.test');
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    'investor@lumbung.test',
  ]);
  investorId = row?.id ?? '';
});
afterAll(async () => {
  await product?.close();
});

type Withdrawal = { id: string; state: string; requestUuid: string };
const stateOf = async (id: string) =>
  (
    await product.db.query<{ machine_state: string }>(
      'SELECT machine_state FROM withdrawals WHERE id = $1',
      [id],
    )
  )[0]?.machine_state;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForState(id: string, state: string, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await stateOf(id)) === state) return;
    await pause(50);
  }
  throw new Error(`withdrawal ${id} is still ${await stateOf(id)}, not ${state}`);
}

describe('the withdrawal settlement job', () => {
  it('settles a clearing withdrawal once it is due, without anyone asking', async () => {
    const before = await walletBalance(product.db, investorId);
    const { status, body } = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount: '5000000', rail: 'CLEARING' },
      headers: { 'idempotency-key': 'job-skn' },
    });
    expect(status).toBe(200);
    const w = body.data as Withdrawal;
    expect(w.state).toBe('sent');
    // Younger than the minimum age: several passes go by and the bank is not asked about it.
    await pause(500);
    expect(inquiries).not.toContain(w.requestUuid);
    expect(await stateOf(w.id)).toBe('sent');
    expect((await walletBalance(product.db, investorId)).onHoldSen).toBe(
      before.onHoldSen + 5_002_900_00n,
    );

    // Two minutes on, on the product's clock, the bank has settled it; the job finds out. (The
    // clock stood still since the product started while the row's time is the database's.)
    product.clock.now = new Date(product.clock.now.getTime() + 120_000);
    await waitForState(w.id, 'settled');
    expect(inquiries).toContain(w.requestUuid);
    expect(await walletBalance(product.db, investorId)).toEqual({
      activeSen: before.activeSen - 5_002_900_00n,
      onHoldSen: before.onHoldSen,
    });
    const [settles] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [`withdrawal:${w.id}:settle`],
    );
    expect(settles?.n).toBe(1);
    expect(await auditLedger(product.db)).toEqual([]);

    // The lender sees it settled, and staff no longer see it pending.
    const mine = await rest(product, 'GET', '/cash-out', { token });
    const listed = (mine.body.data as { data: Withdrawal[] }).data.find((x) => x.id === w.id);
    expect(listed?.state).toBe('settled');
  });

  it('asks about a withdrawal once when two instances run a pass at the same moment', async () => {
    // The product's own job runs too: back to the real time, so the new withdrawal is young to it
    // (the test before moved the clock two minutes on, past the database's row times).
    product.clock.now = new Date();
    const { body } = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount: '1000000', rail: 'CLEARING' },
      headers: { 'idempotency-key': 'job-skn-2' },
    });
    const w = body.data as Withdrawal;
    expect(w.state).toBe('sent');
    // Two passes over the same database, as two API instances would run them, on a clock the
    // running job does not see yet: each claims the row with SKIP LOCKED before asking.
    const later = new Date(product.clock.now.getTime() + 61_000);
    const deps = { db: product.db, bank, now: () => later };
    const asked = await Promise.all([
      settlePendingWithdrawals(deps, 60),
      settlePendingWithdrawals(deps, 60),
    ]);
    expect(asked.reduce((a, b) => a + b, 0)).toBe(1);
    expect(inquiries.filter((uuid) => uuid === w.requestUuid)).toHaveLength(1);
    expect(await stateOf(w.id)).toBe('settled');
    // Nothing pending is left: a further pass asks the bank nothing.
    const inquiriesBefore = inquiries.length;
    expect(await settlePendingWithdrawals(deps, 60)).toBe(0);
    expect(inquiries).toHaveLength(inquiriesBefore);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it("settles an RDL lender's clearing withdrawal against her mirrored RDL, which the mirror then finds equal to the bank", async () => {
    product.clock.now = new Date();
    const rdlToken = await loginAs(product, 'rdl@lumbung.test');
    const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'rdl@lumbung.test',
    ]);
    const lenderId = row?.id ?? '';
    await product.db.query(
      `INSERT INTO profile_sections (user_id, section, data, status)
       VALUES ($1, 'bank', $2::jsonb, 'VALIDATED')
       ON CONFLICT (user_id, section) DO UPDATE SET data = EXCLUDED.data, status = 'VALIDATED'`,
      [
        lenderId,
        JSON.stringify({ bankcode: '014', accountname: 'Rina', accountnumber: '3333333333' }),
      ],
    );
    const rdl = async () => {
      const answer = await bank.rdlBalance(DEMO_RDL_ACCOUNT);
      return {
        mirrored: -(await journalBalance(product.db, 'RDL_AT_BANK', lenderId)),
        bank: answer.ok ? answer.balanceSen : null,
      };
    };
    expect(await rdl()).toEqual({ mirrored: 40_000_000_00n, bank: 40_000_000_00n });
    const { body } = await rest(product, 'POST', '/cash-out', {
      token: rdlToken,
      body: { amount: '5000000', rail: 'CLEARING' },
      headers: { 'idempotency-key': 'job-rdl-skn' },
    });
    const w = body.data as Withdrawal;
    expect(w.state).toBe('sent');
    expect(await rdl()).toEqual({ mirrored: 40_000_000_00n, bank: 40_000_000_00n });

    product.clock.now = new Date(product.clock.now.getTime() + 120_000);
    await waitForState(w.id, 'settled');
    expect(await rdl()).toEqual({ mirrored: 34_997_100_00n, bank: 34_997_100_00n });
    for (let i = 0; i < 2; i += 1) {
      const balance = await rest(product, 'GET', '/personal/balance/rdl', { token: rdlToken });
      expect(balance.body.data).toMatchObject({ active: '34997100.00', onHold: '0.00' });
    }
    const [entries] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1',
      [`rdl:${DEMO_RDL_ACCOUNT}`],
    );
    expect(entries?.n).toBe(1);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  // Last: the demo clock moved a day stays moved for the product.
  it('runs on the demo date another instance advanced, though this one served no request since', async () => {
    product.clock.now = new Date();
    const { body } = await rest(product, 'POST', '/cash-out', {
      token,
      body: { amount: '1000000', rail: 'CLEARING' },
      headers: { 'idempotency-key': 'job-skn-demo-day' },
    });
    const w = body.data as Withdrawal;
    expect(w.state).toBe('sent');
    // This instance's clock last read the date before another instance advanced it a day: on
    // the date it last saw, the withdrawal is a second old and its clearing not due; on the
    // date the instances share, the bank settled it long ago.
    const here = await openDemoClock(product.db, () => product.clock.now);
    const elsewhere = await openDemoClock(product.db, () => product.clock.now);
    await elsewhere.advance(1, investorId);
    await settlePendingWithdrawals({ db: product.db, bank, now: here.now, demoClock: here }, 60);
    // (The product's own job, which served no request since either, may be the one to settle it.)
    await waitForState(w.id, 'settled');
    expect(await auditLedger(product.db)).toEqual([]);
  });
});
