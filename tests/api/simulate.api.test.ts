// The seeded simulation of the marketplace (issue 20): a short run of seed 2 through the product's
// public API finishes with nothing for the auditor, a loan repaid, and replays its operations
// exactly; a deliberately broken state — what a build without its funding check, a balance
// written past the journal, a stage written past the machine would leave — is caught by the
// auditor within the run; a run with injected faults (database outages, bank callbacks repeated
// and lost) finds nothing wrong either, nor one whose product is killed mid-request and started
// again; an operation in flight at a kill applied twice is caught. On PGlite (a data folder, in
// the product's own process), or on DATABASE_URL's PostgreSQL server when it is set.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/db.ts';
import { postEntry } from '../../api/ledger/post-entry.ts';
import { auditMarketplace, type InFlight } from '../../sim/auditor.ts';
import { type SimOptions, type SimResult, simulate } from '../../sim/simulate.ts';

const onDatabase = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {};
const run = (options: Omit<SimOptions, 'databaseUrl'>) => simulate({ ...options, ...onDatabase });

describe('a short seeded run', () => {
  let first: SimResult;

  it('finishes with no invariant violated and a loan repaid', { timeout: 90_000 }, async () => {
    // Six days, not five: seed 2's newcomer (a lender registering on day 2) joins the funding
    // rounds, and the first installment is paid on day 6.
    first = await run({ seed: 2, days: 6, maxLoans: 4 });
    expect(first.violations).toEqual([]);
    expect(first.days).toBe(6);
    expect(first.newcomers).toEqual(['lender.new1@lumbung.test']);
    expect(first.operations).toBe(first.plan.length);
    expect(first.installmentsPaid).toBeGreaterThanOrEqual(1);
    expect(first.plan.some((op) => op.includes(': fund #'))).toBe(true);
    expect(first.plan.some((op) => op.includes(': sign #'))).toBe(true);
    // Two lenders' auto-lend rules funded loans once their preview windows ended.
    expect(first.autoLent).toBeGreaterThanOrEqual(1);
    expect(first.summary).toBe(
      `6 days, ${first.operations} operations, 0 faults injected, 0 invariant violations`,
    );
  });

  it('replays the same operations from the same seed', { timeout: 90_000 }, async () => {
    const again = await run({ seed: 2, days: 6, maxLoans: 4 });
    expect(again.plan).toEqual(first.plan);
    expect(again.summary).toBe(first.summary);
  });
});

/**
 * What a build without the funding's need check lets through: a lender's piece that takes a
 * loan open for funding (or funded whole) past its need, its money moved on hold in a balanced
 * entry, the loan's machine none the wiser.
 */
async function overfund(db: Db): Promise<number> {
  const [loan] = await db.query<{ id: string; beyond: string }>(
    `SELECT l.id::text AS id,
            ((l.machine_context ->> 'applicationValue')::numeric * 100
              - coalesce((SELECT sum(amount_sen) FROM loan_fundings f
                           WHERE f.loan_id = l.id AND f.status <> 'REFUNDED'), 0)
              + 100000000)::bigint::text AS beyond
       FROM loans l
      WHERE l.machine_state ->> 'stage' IN ('PROCESS', 'FUNDING_COMPLETED') AND l.id > 7
      ORDER BY l.id LIMIT 1`,
  );
  const [lender] = await db.query<{ owner: string }>(
    `SELECT owner_id AS owner FROM ledger_accounts WHERE kind = 'LENDER_ACTIVE'
      ORDER BY balance_sen DESC LIMIT 1`,
  );
  if (!loan || !lender) throw new Error('no loan open for funding to overfund');
  const amount = BigInt(loan.beyond);
  const key = `broken-build:${randomUUID()}`;
  await db.tx(async (q) => {
    const posted = await postEntry(q, {
      kind: 'FUNDING',
      reference: `loan:${loan.id}`,
      description: 'Pendanaan tanpa pemeriksaan kebutuhan',
      idempotencyKey: key,
      lines: [
        { account: { kind: 'LENDER_ACTIVE', ownerId: lender.owner }, amountSen: -amount },
        { account: { kind: 'LENDER_ON_HOLD', ownerId: lender.owner }, amountSen: amount },
      ],
    });
    await q.query(
      `INSERT INTO loan_fundings (loan_id, lender_id, amount_sen, idempotency_key, request_digest, entry_id)
       VALUES ($1, $2, $3, $4, 'broken', $5)`,
      [loan.id, lender.owner, amount.toString(), key, posted.entryId],
    );
  });
  return Number(loan.id);
}

/** A short run in which the product is killed with requests that move money in flight. */
const KILL_RUN = { seed: 4, days: 2, maxLoans: 4, faults: 0.5 };

/**
 * Two requests in flight at a kill as a broken client would leave them: a funding sent again
 * under a fresh key (the lender's piece held twice), and a bank callback whose read-back
 * wrongly found it not credited. Returns the requests' names as the auditor reports them.
 */
async function appliedTwice(db: Db, inFlight: InFlight[]): Promise<[string, string]> {
  const [funding] = await db.query<{ key: string; loan_id: string }>(
    'SELECT idempotency_key AS key, loan_id::text FROM loan_fundings ORDER BY id DESC LIMIT 1',
  );
  const [credit] = await db.query<{ ntb: string }>(
    `SELECT substring(idempotency_key FROM 12) AS ntb FROM ledger_entries
      WHERE idempotency_key LIKE 'va-payment:%' ORDER BY id DESC LIMIT 1`,
  );
  if (!funding || !credit) throw new Error('no funding and no VA payment to apply again');
  await db.query(
    `INSERT INTO loan_fundings (loan_id, lender_id, amount_sen, idempotency_key, request_digest, entry_id)
     SELECT loan_id, lender_id, amount_sen, idempotency_key || ':again', request_digest, entry_id
       FROM loan_fundings WHERE idempotency_key = $1`,
    [funding.key],
  );
  const twice = `POST /loan/${funding.loan_id}/fund`;
  const denied = 'POST /bank/va/callback';
  inFlight.push(
    {
      day: 2,
      request: twice,
      happened: true,
      effect: { kind: 'funding', idempotencyKey: funding.key },
    },
    {
      day: 2,
      request: denied,
      happened: false,
      effect: { kind: 'vaPayment', paymentNtb: credit.ntb },
    },
  );
  return [twice, denied];
}

describe('a seeded run with faults', () => {
  it('finds nothing wrong after database outages and repeated and lost bank callbacks', {
    timeout: 120_000,
  }, async () => {
    // Seed 2 was chosen for its faults before newcomers existed: without them, its days (and the
    // waves its outages fall in) are those it had.
    const result = await run({ seed: 2, days: 8, maxLoans: 4, faults: 0.5, newcomers: 0 });
    expect(result.violations).toEqual([]);
    // Each kind of fault happened: the database went down within a wave of requests, the bank
    // delivered a payment twice at once, and lost one it delivered again the next morning.
    expect(result.faultsByKind.outages).toBeGreaterThanOrEqual(1);
    expect(result.faultsByKind.repeated).toBeGreaterThanOrEqual(1);
    expect(result.faultsByKind.lost).toBeGreaterThanOrEqual(1);
    // Requests failed by an outage were sent again (with their keys) and counted once.
    expect(result.retried).toBeGreaterThanOrEqual(1);
    expect(result.installmentsPaid).toBeGreaterThanOrEqual(1);
    expect(result.summary).toBe(
      `8 days, ${result.operations} operations, ${result.faults} faults injected, 0 invariant violations`,
    );
    expect(result.faults).toBe(
      result.faultsByKind.outages +
        result.faultsByKind.repeated +
        result.faultsByKind.lost +
        result.faultsByKind.kills,
    );
  });
});

describe('a seeded run whose product is killed mid-request', () => {
  it('comes back on the same database and finds every operation done once or not at all', {
    timeout: 90_000,
  }, async () => {
    const result = await run(KILL_RUN);
    expect(result.violations).toEqual([]);
    // The product's process was killed (SIGKILL) within a wave and answered again: the run went
    // on to its last day, the requests in flight sent again, the auditor clean after each day.
    expect(result.faultsByKind.kills).toBeGreaterThanOrEqual(1);
    expect(result.days).toBe(KILL_RUN.days);
    expect(result.resentAfterKill + result.lostAtKill).toBeGreaterThanOrEqual(1);
    // Requests that move money were in flight at a kill, and each was checked in the database.
    expect(result.inFlight.length).toBeGreaterThanOrEqual(1);
    expect(result.summary).toBe(
      `${KILL_RUN.days} days, ${result.operations} operations, ${result.faults} faults injected, 0 invariant violations`,
    );
    expect(result.faults).toBeGreaterThanOrEqual(result.faultsByKind.kills);
  });
});

describe('the auditor', () => {
  it('catches a broken build within a short run', { timeout: 90_000 }, async () => {
    let overfunded = 0;
    let drifted = '';
    let jumped = 0;
    let jumpedFrom = '';
    let cleanDayOne: string[] = ['not audited'];
    let twice = '';
    let denied = '';
    const result = await run({
      seed: 2,
      days: 2,
      maxLoans: 4,
      afterDay: async (day, db, inFlight) => {
        if (day === 1) {
          cleanDayOne = await auditMarketplace(db);
          return;
        }
        overfunded = await overfund(db);
        // A client that, its funding lost at a kill, sent it again under a fresh key: the
        // operation applied twice. And one whose read-back said a payment credited was not.
        [twice, denied] = await appliedTwice(db, inFlight);
        // A wallet's balance written past its journal (the sum over all accounts still zero).
        const [wallet] = await db.query<{ owner: string }>(
          `SELECT owner_id AS owner FROM ledger_accounts
            WHERE kind = 'LENDER_ACTIVE' AND balance_sen > 500000 ORDER BY id LIMIT 1`,
        );
        drifted = wallet?.owner ?? '';
        await db.query(
          `UPDATE ledger_accounts SET balance_sen = balance_sen - 500000
            WHERE kind = 'LENDER_ACTIVE' AND owner_id = $1`,
          [drifted],
        );
        await db.query(
          `UPDATE ledger_accounts SET balance_sen = balance_sen + 500000
            WHERE kind = 'BANK_VA_SETTLEMENT'`,
        );
        // A loan moved on without the machine: written as in its loan period.
        const [open] = await db.query<{ id: number; stage: string }>(
          `SELECT id::int AS id, machine_state ->> 'stage' AS stage FROM loans
            WHERE machine_state ->> 'stage' IN ('PROCESS', 'FUNDING_COMPLETED') AND id > 7
            ORDER BY id DESC LIMIT 1`,
        );
        jumped = open?.id ?? 0;
        jumpedFrom = open?.stage ?? '';
        await db.query(
          `UPDATE loans SET machine_state = jsonb_set(machine_state, '{stage}', '"LOAN_PERIOD"')
            WHERE id = $1`,
          [jumped],
        );
      },
    });
    expect(cleanDayOne).toEqual([]);
    expect(overfunded).toBeGreaterThan(0);
    expect(drifted).not.toBe('');
    expect(jumped).toBeGreaterThan(0);
    const found = result.violations.join('\n');
    expect(found).toMatch(
      new RegExp(`day 2 audit: loan #${overfunded} is funded [\\d.]+ above its need`),
    );
    expect(found).toContain(`LENDER_ACTIVE/${drifted}: cached`);
    expect(found).toContain(
      `loan #${jumped}: its trail ends in ${jumpedFrom}, the loan is LOAN_PERIOD`,
    );
    expect(found).toContain(`${twice} in flight at the kill on day 2 was applied 2 times`);
    expect(found).toContain(
      `${denied} in flight at the kill on day 2: the product said it did not happen, the database holds it 1 times`,
    );
    expect(result.violations.every((v) => v.startsWith('day 2'))).toBe(true);
    expect(result.summary).toMatch(
      new RegExp(
        `^2 days, \\d+ operations, 0 faults injected, ${result.violations.length} invariant violations$`,
      ),
    );
    expect(result.violations.length).toBeGreaterThanOrEqual(3);
  });
});

describe('newcomers', () => {
  it('a new lender registers through the API, is let in with money, and is sent into the funding rounds', {
    timeout: 90_000,
  }, async () => {
    // Seed 2's first newcomer registers on day 2 and is drawn into the funding rounds of day 3.
    let funded: {
      email: string;
      fundings: number;
      validated: number;
      wallet: string;
      active: string | null;
      onhold: string | null;
    }[] = [];
    const result = await run({
      seed: 2,
      days: 3,
      maxLoans: 4,
      newcomers: 1,
      afterDay: async (day, db) => {
        if (day !== 3) return;
        funded = await db.query(
          `SELECT u.email,
                  (SELECT count(*)::int FROM loan_fundings f WHERE f.lender_id = u.id) AS fundings,
                  (SELECT count(*)::int FROM profile_sections s
                    WHERE s.user_id = u.id AND s.status = 'VALIDATED') AS validated,
                  (SELECT w.machine_state FROM lender_wallets w
                    WHERE w.lender_id = u.id) AS wallet,
                  (SELECT balance_sen::text FROM ledger_accounts
                    WHERE kind = 'LENDER_ACTIVE' AND owner_id = u.id::text) AS active,
                  (SELECT balance_sen::text FROM ledger_accounts
                    WHERE kind = 'LENDER_ON_HOLD' AND owner_id = u.id::text) AS onhold
             FROM users u WHERE u.email LIKE 'lender.new%'`,
        );
      },
    });
    expect(result.violations).toEqual([]);
    expect(result.newcomers).toEqual(['lender.new1@lumbung.test']);
    expect(result.plan).toContain(
      'day 2: register lender lender.new1@lumbung.test (Agus Setiawan) income 50000000000 top-up 23000000',
    );
    expect(
      result.plan.filter((op) => op.includes(': fund #') && op.includes('lender.new1')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(funded).toHaveLength(1);
    // Staff validated the six sections it sent and approved its VA.
    expect(funded[0]?.validated).toBe(6);
    expect(funded[0]?.wallet).toBe('approved');
    // Whether its piece is accepted depends on the round's race (the others' pieces may fill the
    // loan first), so what is asserted is that it holds money to fund with.
    expect(BigInt(funded[0]?.active ?? '0') + BigInt(funded[0]?.onhold ?? '0')).toBeGreaterThan(0n);
    expect(result.operations).toBe(result.plan.length);
  });
});
