// The seeded simulation of the marketplace (issue 20): a short run of seed 2 through the product's
// public API finishes with nothing for the auditor, a loan repaid, and replays its operations
// exactly; a deliberately broken state — what a build without its funding check, a balance
// written past the journal, a stage written past the machine would leave — is caught by the
// auditor within the run; a run with injected faults (database outages, bank callbacks repeated
// and lost, the signature provider's callbacks repeated and lost, the bank's answers lost — a
// payment's, a VA's, a billing's) finds
// nothing wrong either, nor one whose product is killed mid-request and started again; an
// operation in flight at a kill applied twice is caught, and so are a signature recorded twice
// and a payment the bank made that the platform lost track of. On PGlite (a data folder, in the
// product's own process), or on DATABASE_URL's PostgreSQL server when it is set.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/db.ts';
import { postEntry } from '../../api/ledger/post-entry.ts';
import { auditMarketplace, type InFlight } from '../../sim/auditor.ts';
import { type SimOptions, type SimResult, simulate } from '../../sim/simulate.ts';

const onDatabase = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {};
const run = (options: Omit<SimOptions, 'databaseUrl'>) => simulate({ ...options, ...onDatabase });

type NewBorrowerSeen = {
  email: string;
  role: string;
  validated: number;
  survey: boolean;
  loans: {
    id: number;
    stage: string;
    need: string;
    funded: string /** 1 when its collateral's certificate was uploaded. */;
    bail: number;
  }[];
};

describe('a short seeded run', () => {
  let first: SimResult;
  let newBorrower: NewBorrowerSeen[] = [];
  let newLender: NewLenderSeen[] = [];

  it('finishes with no invariant violated and a loan repaid', { timeout: 90_000 }, async () => {
    // Six days, not five: seed 2's newcomer (a lender registering on day 2) joins the funding
    // rounds, and the first installment is paid on day 6. Its new borrower registers on day 1.
    // Every offer accepted (declines: 0): the run chosen before declines existed, whose second
    // application — the loan repaid ahead — seed 2 would have its borrower decline.
    first = await run({
      seed: 2,
      days: 6,
      maxLoans: 4,
      declines: 0,
      afterDay: async (day, db) => {
        if (day === 3) newLender = await newLendersIn(db);
        if (day === 6) newBorrower = await newBorrowersIn(db);
      },
    });
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

  it('sees a new borrower registered through the API apply, and their loan funded and paid out', () => {
    const email = 'borrower.new1@lumbung.test';
    expect(first.plan).toContain(
      `day 1: register borrower ${email} (Siti Rahmawati) and apply CTO 12000000 30d window 5d onTime`,
    );
    expect(newBorrower).toHaveLength(1);
    const [seen] = newBorrower;
    // Registered as a borrower, the six sections staff validated, the survey submitted.
    expect(seen?.role).toBe('borrower');
    expect(seen?.validated).toBe(6);
    expect(seen?.survey).toBe(true);
    // Their loan, with its collateral, went through staff's decisions into the marketplace, was
    // funded whole by the lenders, signed and paid out to them.
    expect(seen?.loans).toHaveLength(1);
    const [loan] = seen?.loans ?? [];
    expect(loan?.bail).toBe(1);
    expect(loan?.funded).toBe(loan?.need);
    expect(['FUNDING_COMPLETED', 'DISBURSEMENT_READY', 'LOAN_PERIOD']).toContain(loan?.stage);
    expect(first.newBorrowers).toEqual([{ email, loans: [{ id: loan?.id, stage: loan?.stage }] }]);
  });

  it('sees a new lender registered through the API, let in with money and sent into the funding rounds', () => {
    // Seed 2's first newcomer registers on day 2 and is drawn into the funding rounds of day 3.
    expect(first.plan).toContain(
      'day 2: register lender lender.new1@lumbung.test (Agus Setiawan) income 50000000000 top-up 23000000',
    );
    expect(
      first.plan.filter((op) => op.includes(': fund #') && op.includes('lender.new1')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(newLender).toHaveLength(1);
    const [seen] = newLender;
    // Staff validated the six sections it sent and approved its VA.
    expect(seen?.validated).toBe(6);
    expect(seen?.wallet).toBe('approved');
    // Whether its piece is accepted depends on the round's race (the others' pieces may fill the
    // loan first), so what is asserted is that it holds money to fund with.
    expect(BigInt(seen?.active ?? '0') + BigInt(seen?.onhold ?? '0')).toBeGreaterThan(0n);
  });

  it('replays the same operations from the same seed', { timeout: 90_000 }, async () => {
    // The first three days again (applications, staff's decisions, funding, signing): a run's
    // length only bounds its loop of days, so its plan is the longer run's, cut after day 3.
    // Half the cost of replaying all six, for a check of the same generator.
    const again = await run({ seed: 2, days: 3, maxLoans: 4, declines: 0 });
    const firstThreeDays = first.plan.filter((op) => /^day [1-3]:/.test(op));
    expect(firstThreeDays.length).toBeGreaterThan(0);
    expect(firstThreeDays.length).toBeLessThan(first.plan.length);
    expect(again.plan).toEqual(firstThreeDays);
    expect(again.violations).toEqual([]);
  });
});

type NewLenderSeen = {
  email: string;
  fundings: number;
  validated: number;
  wallet: string;
  active: string | null;
  onhold: string | null;
};

/** The new lenders as the database holds them: fundings, sections validated, wallet, balances. */
function newLendersIn(db: Db): Promise<NewLenderSeen[]> {
  return db.query<NewLenderSeen>(
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
}

/** The new borrowers as the database holds them: their user, profile, survey and loans. */
async function newBorrowersIn(db: Db): Promise<NewBorrowerSeen[]> {
  const users = await db.query<{ id: string; email: string; role: string }>(
    "SELECT id::text, email, role FROM users WHERE email LIKE 'borrower.new%' ORDER BY email",
  );
  const seen: NewBorrowerSeen[] = [];
  for (const user of users) {
    const [validated] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM profile_sections WHERE user_id = $1 AND status = 'VALIDATED'",
      [user.id],
    );
    const [survey] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM psychometric_surveys WHERE user_id = $1 AND submitted_at IS NOT NULL',
      [user.id],
    );
    const loans = await db.query<NewBorrowerSeen['loans'][number]>(
      `SELECT l.id::int AS id, l.machine_state ->> 'stage' AS stage,
              ((l.machine_context ->> 'applicationValue')::numeric * 100)::bigint::text AS need,
              (SELECT coalesce(sum(amount_sen), 0)::text FROM loan_fundings f
                WHERE f.loan_id = l.id AND f.status <> 'REFUNDED') AS funded,
              (CASE WHEN l.bailcertificatefile IS NOT NULL THEN 1 ELSE 0 END)::int AS bail
         FROM loans l WHERE l.borrower_id = $1 ORDER BY l.id`,
      [user.id],
    );
    seen.push({ ...user, validated: validated?.n ?? 0, survey: (survey?.n ?? 0) > 0, loans });
  }
  return seen;
}

/** The loans whose borrower declined the offer, with their audit trails' events in order. */
async function declinedLoans(db: Db): Promise<{ id: number; stage: string; trail: string[] }[]> {
  const loans = await db.query<{ id: number; stage: string }>(
    `SELECT id::int AS id, machine_state ->> 'stage' AS stage FROM loans
      WHERE EXISTS (SELECT 1 FROM loan_events e WHERE e.loan_id = loans.id AND e.event = 'offer.decline')
      ORDER BY id`,
  );
  const seen: { id: number; stage: string; trail: string[] }[] = [];
  for (const loan of loans) {
    const events = await db.query<{ event: string }>(
      'SELECT event FROM loan_events WHERE loan_id = $1 ORDER BY id',
      [loan.id],
    );
    seen.push({ ...loan, trail: events.map((e) => e.event) });
  }
  return seen;
}

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
  it('finds nothing wrong after database outages, repeated and lost callbacks and lost bank answers', {
    timeout: 120_000,
  }, async () => {
    // Seed 2 was chosen for its faults before newcomers and declines existed: without them, its
    // days (and the waves its outages fall in) are those it had.
    const result = await run({
      seed: 2,
      days: 8,
      maxLoans: 4,
      faults: 0.5,
      newcomers: 0,
      newBorrowers: 0,
      declines: 0,
    });
    expect(result.violations).toEqual([]);
    // Each kind of fault happened: the database went down within a wave of requests, the bank
    // delivered a payment twice at once, and lost one it delivered again the next morning.
    expect(result.faultsByKind.outages).toBeGreaterThanOrEqual(1);
    expect(result.faultsByKind.repeated).toBeGreaterThanOrEqual(1);
    expect(result.faultsByKind.lost).toBeGreaterThanOrEqual(1);
    // The signature provider's callback came twice at once with the signer's return, and one was
    // lost (the signer's tab closed) and sent again the next morning; the bank lost the answer
    // to a payment it made. Each signature was recorded once and each payment settled once.
    expect(result.faultsByKind.signingRepeated).toBeGreaterThanOrEqual(1);
    expect(result.faultsByKind.signingLost).toBeGreaterThanOrEqual(1);
    expect(result.faultsByKind.lostAnswers).toBeGreaterThanOrEqual(1);
    expect(result.bankPayouts).toBeGreaterThanOrEqual(1);
    // It lost the answer to a VA it opened (staff retried the wallet) and to an installment's
    // billing (the borrower opened the bill again): the auditor found each VA and each billing it
    // holds the platform's, none left behind by a retry under a new key.
    expect(result.lostAnswersByCall.createVirtualAccount).toBe(1);
    const billingsLost =
      (result.lostAnswersByCall.upsertBilling ?? 0) + (result.lostAnswersByCall.closeBilling ?? 0);
    expect(billingsLost).toBeGreaterThanOrEqual(1);
    expect(result.bankVas).toBeGreaterThanOrEqual(2);
    expect(result.bankBillings).toBeGreaterThanOrEqual(1);
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
        result.faultsByKind.kills +
        result.faultsByKind.signingRepeated +
        result.faultsByKind.signingLost +
        result.faultsByKind.lostAnswers,
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

describe('a seeded run killed within its applications and signatures', () => {
  it("reads back the borrower's and staff's steps lost at a kill, each found once", {
    timeout: 90_000,
  }, async () => {
    // Seed 5's first day kills the product within the borrowers' applications: a step of one
    // (a submission, a decision of staff) was in flight, read back from the loan's audit trail.
    let planted: string[] = [];
    const result = await run({
      seed: 5,
      days: 1,
      maxLoans: 4,
      faults: 0.4,
      afterDay: async (_day, db, inFlight) => {
        // What a client that misread its read-backs would claim: an application found not made
        // (it was), and a signature found made on a loan nobody has signed for yet.
        const [loan] = await db.query<{ id: number; purpose: string }>(
          "SELECT id::int AS id, genpurpose AS purpose FROM loans WHERE genpurpose LIKE 'Modal kerja (%' ORDER BY id LIMIT 1",
        );
        if (!loan) return;
        inFlight.push(
          {
            day: 1,
            request: 'apply (misread)',
            happened: false,
            effect: { kind: 'application', purpose: loan.purpose },
          },
          {
            day: 1,
            request: 'sign (misread)',
            happened: true,
            effect: { kind: 'signature', loanId: loan.id, fundingId: null },
          },
        );
        planted = ['apply (misread)', 'sign (misread)'];
      },
    });
    expect(result.faultsByKind.kills).toBe(1);
    const steps = result.inFlight.filter((op) => op.effect.kind === 'loanStep');
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps.every((op) => op.happened === true)).toBe(true);
    // Nothing but the two planted claims is found, and both are.
    expect(planted).toHaveLength(2);
    expect(result.violations).toHaveLength(2);
    expect(result.violations[0]).toContain(
      'apply (misread) in flight at the kill on day 1: the product said it did not happen, the database holds it 1 times',
    );
    expect(result.violations[1]).toContain(
      'sign (misread) in flight at the kill on day 1: the product said it happened, the database holds it 0 times',
    );
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
    let declined: { id: number; stage: string; trail: string[] }[] = [];
    // Seed 2's borrower declines its second application's offer on day 1: the product takes the
    // borrower's call, and the loan's trail is one the lifecycle machine has (a clean audit).
    const result = await run({
      seed: 2,
      days: 2,
      maxLoans: 4,
      newBorrowers: 0,
      afterDay: async (day, db, inFlight) => {
        if (day === 1) {
          cleanDayOne = await auditMarketplace(db);
          declined = await declinedLoans(db);
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
    expect(result.plan.filter((op) => op.endsWith('(borrower declines)'))).toEqual([
      'day 1: apply borrower.company@lumbung.test PF 20000000 90d window 5d ahead (borrower declines)',
    ]);
    expect(declined).toHaveLength(1);
    expect(declined[0]?.stage).toBe('REJECTED_BORROWER');
    expect(declined[0]?.trail.slice(-2)).toEqual(['loan.approve', 'offer.decline']);
    // Ended there: nothing planned on it the next day, and counted on the run's last line.
    expect(result.plan.filter((op) => op.includes(`#${declined[0]?.id} `))).toEqual([]);
    expect(result.declined).toBe(1);
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

/**
 * What a signature callback handler that records twice leaves: the completion written again on a
 * signed document; and a loan prepared for disbursement whose piece's agreement is not signed
 * (the piece's document written back to waiting for its signer). Returns the document and loan.
 */
async function signatureBroken(db: Db): Promise<{ document: string; loan: string; piece: string }> {
  const [signed] = await db.query<{ id: string; from_state: string }>(
    `SELECT d.id::text AS id, e.from_state FROM signing_documents d
       JOIN signing_document_events e ON e.document_id = d.id AND e.event = 'signing.completed'
      WHERE d.machine_state = 'completed' ORDER BY d.created_at LIMIT 1`,
  );
  const [piece] = await db.query<{ id: string; loan: string; funding: string }>(
    `SELECT d.id::text AS id, d.loan_id::text AS loan, d.funding_id::text AS funding
       FROM signing_documents d
      WHERE d.kind = 'INVESTMENT_AGREEMENT' AND d.machine_state = 'completed' AND d.id::text <> $1
        AND EXISTS (SELECT 1 FROM loan_events e
                     WHERE e.loan_id = d.loan_id AND e.event = 'disbursement.prepare')
      ORDER BY d.created_at DESC LIMIT 1`,
    [signed?.id ?? ''],
  );
  if (!signed || !piece) throw new Error('no signed document of a prepared loan to break');
  await db.query(
    `INSERT INTO signing_document_events (document_id, event, source, detail, from_state, to_state)
     VALUES ($1, 'signing.completed', 'callback', 'COMPLETED', $2, 'completed')`,
    [signed.id, signed.from_state],
  );
  await db.query(
    `UPDATE signing_documents SET machine_state = 'urlIssued', signed_file = NULL, signed_at = NULL
      WHERE id = $1`,
    [piece.id],
  );
  return { document: signed.id, loan: piece.loan, piece: piece.funding };
}

/**
 * What a product that took a lost bank answer for a refusal leaves: a withdrawal the bank paid,
 * reversed (the lender's money back in her wallet too); and one sent again under a new request
 * uuid after its answer was lost (the bank paying both). Returns the withdrawals' ids and the
 * uuid the bank paid that the platform no longer knows.
 */
async function payoutsBroken(
  db: Db,
): Promise<{ reversed: string; resent: string; forgotten: string }> {
  const settled = await db.query<{ id: string; uuid: string }>(
    `SELECT id::text AS id, request_uuid::text AS uuid FROM withdrawals
      WHERE machine_state = 'settled' ORDER BY id DESC LIMIT 2`,
  );
  const [reversed, resent] = settled;
  if (!reversed || !resent) throw new Error('no two withdrawals the bank paid to break');
  await db.query(`UPDATE withdrawals SET machine_state = 'reversed' WHERE id = $1`, [reversed.id]);
  await db.query('UPDATE withdrawals SET request_uuid = $2 WHERE id = $1', [
    resent.id,
    randomUUID(),
  ]);
  return { reversed: reversed.id, resent: resent.id, forgotten: resent.uuid };
}

/**
 * What a wallet whose VA opening was retried under a new uuid after its answer was lost leaves:
 * the wallet holds the second VA, the bank the first too. Returns the lender and both numbers.
 */
async function vaBroken(db: Db): Promise<{ lender: string; opened: string; held: string }> {
  const [wallet] = await db.query<{ lender: string; opened: string }>(
    `SELECT w.lender_id::text AS lender, w.machine_context ->> 'accountNumber' AS opened
       FROM lender_wallets w JOIN users u ON u.id = w.lender_id
      WHERE u.email = 'lender@lumbung.test'`,
  );
  if (!wallet) throw new Error('no VA wallet to break');
  const held = '9880999999999999';
  await db.query(
    `UPDATE lender_wallets
        SET machine_context = jsonb_set(machine_context, '{accountNumber}', to_jsonb($2::text))
      WHERE lender_id = $1`,
    [wallet.lender, held],
  );
  return { ...wallet, held };
}

describe('the auditor of signatures and of the bank', () => {
  it('catches a signature recorded twice, a loan moved without its signature, and payments and a VA the platform lost track of', {
    timeout: 90_000,
  }, async () => {
    let clean: string[] = ['not audited'];
    let broken: Awaited<ReturnType<typeof signatureBroken>> | null = null;
    let payouts: Awaited<ReturnType<typeof payoutsBroken>> | null = null;
    let va: Awaited<ReturnType<typeof vaBroken>> | null = null;
    // By seed 2's fourth day a loan was signed for, disbursed, and two cash-outs were paid (with
    // every offer accepted: seed 2's borrowers decline its second and third).
    const result = await run({
      seed: 2,
      days: 4,
      maxLoans: 4,
      newBorrowers: 0,
      declines: 0,
      afterDay: async (day, db) => {
        if (day !== 4) return;
        clean = await auditMarketplace(db);
        broken = await signatureBroken(db);
        payouts = await payoutsBroken(db);
        va = await vaBroken(db);
      },
    });
    expect(clean).toEqual([]);
    if (!broken || !payouts || !va) throw new Error('the broken state was not written');
    const { document, loan, piece } = broken as Awaited<ReturnType<typeof signatureBroken>>;
    const { reversed, resent, forgotten } = payouts as Awaited<ReturnType<typeof payoutsBroken>>;
    const found = result.violations.join('\n');
    expect(found).toContain(
      `day 4 audit: signing document ${document}: its signature was recorded 2 times`,
    );
    expect(found).toContain(
      `day 4 audit: loan #${loan} was prepared for disbursement without piece ${piece}'s investment agreement signed`,
    );
    // Once a scheduled pass has asked the bank since (at the end here), the bank's payment of a
    // reversed withdrawal is named; at once, its money booked out though reversed.
    expect(found).toMatch(
      new RegExp(
        `end audit: the bank paid \\d+ sen to .* for withdrawal ${reversed}, which the platform still has reversed`,
      ),
    );
    expect(found).toContain(`day 4 audit: withdrawal ${reversed} (reversed) booked`);
    expect(found).toContain(`(request ${forgotten}), which the platform does not know`);
    expect(found).toMatch(new RegExp(`withdrawal ${resent} is settled, but the bank never paid`));
    const { lender, opened, held } = va as Awaited<ReturnType<typeof vaBroken>>;
    expect(found).toContain(
      `day 4 audit: the bank holds VA ${opened} for lender ${lender}, whose wallet is VA ${held}`,
    );
    expect(found).toContain('end audit: ');
    expect(result.violations.every((v) => /^(day 4|end audit)/.test(v))).toBe(true);
  });
});
