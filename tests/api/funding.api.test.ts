// Funding a loan through the REST API (issue 17): what a lender sees, each refusal with its
// message and nothing changed, the idempotency key, the last rupiah completing the loan, the
// funding window opening and closing (with refunds, and safe when run twice at once), the
// portfolio and the fact sheet.
import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFundingWindows } from '../../api/funding/funding-windows.ts';
import {
  acceptedLoan,
  balanceOf,
  fund,
  loanOpenForFunding,
  type Staff,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import { loginAs, rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
let lenders: TestLender[];

productPerFile(async (started) => {
  ({ product, tokens } = started);
  lenders = await validatedLenders(product, 3, 50_000_000_00n);
});

/** Everything a refused funding must leave as it was. */
async function snapshot(loanId: number, lenderId: string) {
  const [fundings] = await product.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM loan_fundings WHERE loan_id = $1',
    [loanId],
  );
  const [entries] = await product.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_entries',
  );
  return {
    loan: await stageOf(product, loanId),
    balance: await balanceOf(product, lenderId),
    fundings: fundings?.n,
    entries: entries?.n,
  };
}

/** One pass of the funding window job, on the product's clock. */
const windows = () => runFundingWindows({ db: product.db, now: () => product.clock.now });

const lender = (i: number) => lenders[i] as TestLender;

describe('a lender funds a loan', () => {
  it('moves the money from active to on hold with the commitment, in one journal entry', async () => {
    const id = await loanOpenForFunding(product, tokens);
    const before = await balanceOf(product, lender(0).userId);
    const answer = await fund(product, lender(0).token, id, '2500000');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const data = answer.body.data as {
      funding: { amount: string; status: string };
      loan: { fundscollected: string; remainingneed: string; fundedpercent: number };
      balance: { active: string; onHold: string };
    };
    expect(data.funding).toMatchObject({ amount: '2500000.00', status: 'HELD' });
    expect(data.loan).toMatchObject({
      fundscollected: '2500000.00',
      remainingneed: '7500000.00',
      fundedpercent: 25,
    });
    const after = await balanceOf(product, lender(0).userId);
    expect(after.active).toBe(before.active - 2_500_000_00n);
    expect(after.onHold).toBe(before.onHold + 2_500_000_00n);
    expect(data.balance.active).toBe(`${after.active / 100n}.00`);
    expect(await stageOf(product, id)).toEqual({ stage: 'PROCESS', commitment: '2500000.00' });
    expect(await auditLedger(product.db)).toEqual([]);
    const [entry] = await product.db.query<{ kind: string; reference: string }>(
      `SELECT e.kind, e.reference FROM loan_fundings f JOIN ledger_entries e ON e.id = f.entry_id
        WHERE f.loan_id = $1`,
      [id],
    );
    expect(entry).toEqual({ kind: 'FUNDING', reference: `loan:${id}` });
  });

  it('shows the loan to lenders by alias, with the fund action, the minimum and their pieces', async () => {
    const id = await loanOpenForFunding(product, tokens);
    await fund(product, lender(1).token, id, '1000000');
    await fund(product, lender(1).token, id, '500000');
    const { status, body } = await rest(product, 'GET', `/loan/marketplace/${id}`, {
      token: lender(1).token,
    });
    expect(status).toBe(200);
    const loan = body.data as Record<string, unknown>;
    expect(loan).toMatchObject({
      borroweralias: 'BS',
      borrowerispersonal: true,
      minimumfunding: '100000.00',
      fundscollected: '1500000.00',
      funstatstatus: 'PROCESS',
      availableActions: [{ action: 'fund', allowed: true, reason: null }],
    });
    expect(JSON.stringify(loan)).not.toContain('Budi');
    expect(loan).not.toHaveProperty('borrowername');
    expect((loan.myfundings as Array<{ amount: string }>).map((f) => f.amount)).toEqual([
      '1000000.00',
      '500000.00',
    ]);
    // Another lender sees the same loan, none of the first lender's pieces.
    const other = await rest(product, 'GET', `/loan/marketplace/${id}`, {
      token: lender(2).token,
    });
    expect((other.body.data as { myfundings: unknown[] }).myfundings).toEqual([]);
  });

  it('completes the loan with the last rupiah and tells the borrower and every lender', async () => {
    const id = await loanOpenForFunding(product, tokens, { value: '3000000' });
    expect((await fund(product, lender(0).token, id, '1000000')).status).toBe(201);
    const last = await fund(product, lender(2).token, id, '2000000');
    expect(last.status).toBe(201);
    expect((last.body.data as { loan: { funstatstatus: string } }).loan.funstatstatus).toBe(
      'FUNDING_COMPLETED',
    );
    expect(await stageOf(product, id)).toEqual({
      stage: 'FUNDING_COMPLETED',
      commitment: '3000000.00',
    });
    const told = await product.db.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE kind = 'FUNDING_COMPLETED'
         AND (params ->> 'loanId')::bigint = $1 ORDER BY user_id`,
      [id],
    );
    const [borrower] = await product.db.query<{ borrower_id: string }>(
      'SELECT borrower_id FROM loans WHERE id = $1',
      [id],
    );
    expect(told.map((row) => row.user_id).sort()).toEqual(
      [borrower?.borrower_id, lender(0).userId, lender(2).userId].sort(),
    );
    // A full loan takes no more money, and says so.
    const again = await fund(product, lender(1).token, id, '100000');
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'EXCEEDS_NEED',
    });
    expect(again.body.message).toBe('Nilai pendanaan melebihi kebutuhan pinjaman');
    const mine = await rest(product, 'GET', `/loan/marketplace/${id}`, { token: lender(0).token });
    expect(mine.status).toBe(200);
  });
});

describe('a refused funding changes nothing', () => {
  let id: number;
  beforeAll(async () => {
    id = await loanOpenForFunding(product, tokens, { value: '5000000' });
  });

  it.each([
    ['below the minimum', '99999', 409, 'BELOW_MINIMUM', 'below the minimum funding'],
    [
      'over the need',
      '5000001',
      409,
      'EXCEEDS_NEED',
      'The Value Of Funding Exceeds The Needs of Loans',
    ],
    ['not an amount', '-5', 400, 'VALIDATION_FAILED', null],
    ['zero', '0', 400, 'VALIDATION_FAILED', null],
  ])('%s (%s): %i %s', async (_, amount, status, code, message) => {
    const before = await snapshot(id, lender(0).userId);
    const answer = await rest(product, 'POST', `/loan/${id}/fund`, {
      token: lender(0).token,
      body: { amount },
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    });
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    if (message) expect(answer.body.message).toContain(message);
    expect(await snapshot(id, lender(0).userId)).toEqual(before);
  });

  // Whole rupiah only, as cash-out and top-up: sen typed either way is refused before anything
  // is written, whatever else the amount would satisfy.
  it.each([
    ['sen after a point', '100000.5'],
    ['sen after a comma', '100000,50'],
    ['printed with sen', 'Rp 100.000,50'],
    ['one sen', '100000.01'],
  ])('an amount with sen (%s: %s): 400 VALIDATION_FAILED', async (_, amount) => {
    const before = await snapshot(id, lender(0).userId);
    const answer = await rest(product, 'POST', `/loan/${id}/fund`, {
      token: lender(0).token,
      body: { amount },
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'A whole number of rupiah',
      fields: { amount: 'A whole number of rupiah' },
    });
    expect(await snapshot(id, lender(0).userId)).toEqual(before);
  });

  // An amount beyond any money, at the edge of what the API reads: a refusal, never a 500 (18
  // digits of rupiah overflowed the database's bigint in sen). The same rule reads every amount.
  it.each([
    ['/loan/{id}/fund', '999999999999999999'],
    ['/loan/{id}/fund', '10000000000000000'],
    ['/cash-out', '99999999999999999.00'],
  ])('%s with %s: 400 VALIDATION_FAILED, nothing written', async (path, amount) => {
    const before = await snapshot(id, lender(0).userId);
    const answer = await rest(product, 'POST', path.replace('{id}', String(id)), {
      token: lender(0).token,
      body: { amount, rail: 'BIFAST' },
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amount: expect.any(String) },
    });
    expect(await snapshot(id, lender(0).userId)).toEqual(before);
  });

  it('takes a whole amount, however written: "100000", "100000.00", "Rp 100.000,00"', async () => {
    const whole = await loanOpenForFunding(product, tokens, { value: '5000000' });
    const before = await balanceOf(product, lender(2).userId);
    for (const amount of ['100000', '100000.00', 'Rp 100.000,00']) {
      const answer = await fund(product, lender(2).token, whole, amount);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect((answer.body.data as { funding: { amount: string } }).funding.amount).toBe(
        '100000.00',
      );
    }
    const after = await balanceOf(product, lender(2).userId);
    expect(after.active).toBe(before.active - 300_000_00n);
    expect(after.onHold).toBe(before.onHold + 300_000_00n);
    expect(await stageOf(product, whole)).toEqual({ stage: 'PROCESS', commitment: '300000.00' });
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it("refuses more than the active balance: 'Insufficient active balance'", async () => {
    const [poor] = await validatedLenders(product, 1, 300_000_00n);
    const before = await snapshot(id, poor?.userId ?? '');
    const answer = await rest(product, 'POST', `/loan/${id}/fund`, {
      token: poor?.token,
      body: { amount: '400000' },
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient active balance',
    });
    expect(await snapshot(id, poor?.userId ?? '')).toEqual(before);
  });

  it('refuses a lender whose data staff have not validated, and says so before they type', async () => {
    const [unvalidated] = await validatedLenders(product, 1, 10_000_000_00n, { validated: false });
    const token = unvalidated?.token ?? '';
    const shown = await rest(product, 'GET', `/loan/marketplace/${id}`, { token });
    expect((shown.body.data as { availableActions: unknown[] }).availableActions).toEqual([
      {
        action: 'fund',
        allowed: false,
        reason: expect.objectContaining({ code: 'LENDER_NOT_VALIDATED' }),
      },
    ]);
    const before = await snapshot(id, unvalidated?.userId ?? '');
    const answer = await fund(product, token, id, '1000000');
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 409,
      code: 'LENDER_NOT_VALIDATED',
    });
    expect(await snapshot(id, unvalidated?.userId ?? '')).toEqual(before);
  });

  it('refuses a lender who has not signed the lender agreement (POJK 10/2022) until she signs it', async () => {
    const [unsigned] = await validatedLenders(product, 1, 10_000_000_00n, {
      agreementSigned: false,
    });
    const lender = unsigned as TestLender;
    const fundAction = async () =>
      (
        (await rest(product, 'GET', `/loan/marketplace/${id}`, { token: lender.token })).body
          .data as { availableActions: unknown[] }
      ).availableActions;
    expect(await fundAction()).toEqual([
      {
        action: 'fund',
        allowed: false,
        reason: expect.objectContaining({ code: 'LENDER_AGREEMENT_NOT_SIGNED' }),
      },
    ]);
    const before = await snapshot(id, lender.userId);
    const answer = await rest(product, 'POST', `/loan/${id}/fund`, {
      token: lender.token,
      body: { amount: '1000000' },
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'LENDER_AGREEMENT_NOT_SIGNED',
      message: expect.stringMatching(/^Sign the lender agreement first/),
    });
    expect(await snapshot(id, lender.userId)).toEqual(before);

    // Signed on the built-in provider, as on /signature: the same funding goes through.
    await signWithLocalProvider(product, lender, {});
    expect(await fundAction()).toEqual([{ action: 'fund', allowed: true, reason: null }]);
    expect((await fund(product, lender.token, id, '1000000')).status).toBe(201);
  });

  it('refuses borrowers and staff (403), and hides loans not in the marketplace (404)', async () => {
    expect((await fund(product, tokens.borrower, id, '1000000')).status).toBe(403);
    expect((await fund(product, tokens.admin, id, '1000000')).status).toBe(403);
    const accepted = await acceptedLoan(product, tokens);
    const hidden = await fund(product, lender(0).token, accepted, '1000000');
    expect({ status: hidden.status, code: hidden.body.code }).toEqual({
      status: 404,
      code: 'LOAN_NOT_FOUND',
    });
    const read = await rest(product, 'GET', `/loan/marketplace/${accepted}`, {
      token: lender(0).token,
    });
    expect(read.status).toBe(404);
  });
});

describe('the Idempotency-Key', () => {
  it('makes a retried request count once, and refuses the key with another body', async () => {
    const id = await loanOpenForFunding(product, tokens);
    const key = 'retry-7f3c2a';
    const first = await fund(product, lender(1).token, id, '1200000', key);
    const before = await snapshot(id, lender(1).userId);
    const retry = await fund(product, lender(1).token, id, '1200000', key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect((retry.body.data as { replayed: boolean }).replayed).toBe(true);
    expect((retry.body.data as { funding: unknown }).funding).toEqual(
      (first.body.data as { funding: unknown }).funding,
    );
    expect(await snapshot(id, lender(1).userId)).toEqual(before);
    const reused = await fund(product, lender(1).token, id, '1300000', key);
    expect({ status: reused.status, code: reused.body.code }).toEqual({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await snapshot(id, lender(1).userId)).toEqual(before);
    // Two concurrent requests with one key: one funding.
    const twin = 'twin-91aa';
    const both = await Promise.all([
      fund(product, lender(1).token, id, '700000', twin),
      fund(product, lender(1).token, id, '700000', twin),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    const [count] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loan_fundings WHERE idempotency_key = $1',
      [twin],
    );
    expect(count?.n).toBe(1);
    expect(await auditLedger(product.db)).toEqual([]);
  });

  it('is required: without one, a funding (and so its retry) is refused and changes nothing', async () => {
    const id = await loanOpenForFunding(product, tokens);
    const before = await snapshot(id, lender(1).userId);
    for (const language of ['id', 'en']) {
      const keyless = await rest(product, 'POST', `/loan/${id}/fund`, {
        token: lender(1).token,
        body: { amount: '100000' },
        headers: { 'accept-language': language },
      });
      expect(keyless.status).toBe(400);
      expect(keyless.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message:
          language === 'en'
            ? 'An Idempotency-Key header is required'
            : 'Header Idempotency-Key wajib dikirim',
      });
    }
    expect(await snapshot(id, lender(1).userId)).toEqual(before);
  });
});

describe('the funding window', () => {
  const advance = (days: number) => {
    product.clock.now = new Date(product.clock.now.getTime() + days * 86_400_000);
  };

  it('opens on its start date by itself, and staff may open it earlier', async () => {
    const id = await acceptedLoan(product, tokens, { startInDays: 3, endInDays: 10 });
    expect((await windows()).opened).not.toContain(id);
    expect((await stageOf(product, id))?.stage).toBe('APPROVED_BORROWER');
    const early = await acceptedLoan(product, tokens, { startInDays: 3, endInDays: 10 });
    const opened = await rest(product, 'PUT', `/loan/submission/${early}/open-funding`, {
      token: tokens.admin,
    });
    expect(opened.status).toBe(200);
    expect((await stageOf(product, early))?.stage).toBe('PROCESS');
    advance(3);
    try {
      expect((await windows()).opened).toContain(id);
      expect((await stageOf(product, id))?.stage).toBe('PROCESS');
      const [told] = await product.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE kind = 'FUNDING_OPENED'
           AND (params ->> 'loanId')::bigint = $1`,
        [id],
      );
      expect(told?.n).toBe(1);
    } finally {
      advance(-3);
    }
  });

  it('closes after its end: lenders refunded, the loan cancelled, everyone told; twice at once changes nothing more', async () => {
    const id = await loanOpenForFunding(product, tokens, { endInDays: 6 });
    const [a, b] = [lender(0), lender(2)];
    const before = [await balanceOf(product, a.userId), await balanceOf(product, b.userId)];
    await fund(product, a.token, id, '1000000');
    await fund(product, b.token, id, '2000000');
    await fund(product, a.token, id, '300000');
    // What OJK's lender limits read: the lender's outstanding funding, kept by the database.
    const outstandingOf = async (lenderId: string) =>
      (
        await product.db.query<{ sen: string }>(
          `SELECT coalesce((SELECT outstanding_sen FROM lender_outstanding
                             WHERE lender_id = $1), 0)::text AS sen`,
          [lenderId],
        )
      )[0]?.sen;
    const heldOutstanding = await outstandingOf(a.userId);
    expect(BigInt(heldOutstanding ?? '0')).toBeGreaterThanOrEqual(1_300_000_00n);
    advance(7);
    try {
      // A week later the sessions have expired: the lenders sign in again.
      const [aToken, bToken] = [await loginAs(product, a.email), await loginAs(product, b.email)];
      // A funding after the last day is refused with the window's reason.
      const late = await fund(product, bToken, id, '100000');
      expect(late.body.code).toBe('FUNDING_WINDOW_CLOSED');
      const [one, two] = await Promise.all([windows(), windows()]);
      expect([...(one?.closed ?? []), ...(two?.closed ?? [])].filter((x) => x === id)).toEqual([
        id,
      ]);
      expect(await stageOf(product, id)).toEqual({ stage: 'CANCEL', commitment: '0.00' });
      expect([await balanceOf(product, a.userId), await balanceOf(product, b.userId)]).toEqual(
        before,
      );
      const statuses = await product.db.query<{ status: string }>(
        'SELECT DISTINCT status FROM loan_fundings WHERE loan_id = $1',
        [id],
      );
      expect(statuses).toEqual([{ status: 'REFUNDED' }]);
      const loan = await rest(product, 'GET', `/loan/${id}`, {
        token: await loginAs(product, 'admin@lumbung.test'),
      });
      expect((loan.body.data as { funstatstatus: string }).funstatstatus).toBe(
        'FUNDING_NOT_COMPLETED',
      );
      const told = await product.db.query<{ kind: string; n: number }>(
        `SELECT kind, count(*)::int AS n FROM notifications
          WHERE kind IN ('FUNDING_NOT_COMPLETED', 'FUNDING_REFUNDED')
            AND (params ->> 'loanId')::bigint = $1 GROUP BY kind ORDER BY kind`,
        [id],
      );
      expect(told).toEqual([
        { kind: 'FUNDING_NOT_COMPLETED', n: 1 },
        { kind: 'FUNDING_REFUNDED', n: 2 },
      ]);
      const entries = await product.db.query('SELECT count(*)::int AS n FROM ledger_entries');
      await windows();
      expect(await product.db.query('SELECT count(*)::int AS n FROM ledger_entries')).toEqual(
        entries,
      );
      expect(await auditLedger(product.db)).toEqual([]);
      // Refunded: no longer outstanding.
      expect(BigInt((await outstandingOf(a.userId)) ?? '0')).toBe(
        BigInt(heldOutstanding ?? '0') - 1_300_000_00n,
      );
      // A kept figure that drifted from the fundings is the auditor's finding.
      await product.db.query(
        'UPDATE lender_outstanding SET outstanding_sen = outstanding_sen + 1 WHERE lender_id = $1',
        [a.userId],
      );
      expect(await auditLedger(product.db)).toEqual([
        expect.stringContaining(`lender ${a.userId}: outstanding kept`),
      ]);
      await product.db.query(
        'UPDATE lender_outstanding SET outstanding_sen = outstanding_sen - 1 WHERE lender_id = $1',
        [a.userId],
      );
      // The refunded lender's closed portfolio holds the loan.
      const closed = await rest(product, 'GET', '/loan/my-portofolio-closed', { token: aToken });
      expect(closed.body.data).toMatchObject({
        data: expect.arrayContaining([
          expect.objectContaining({ id, invested: '1300000.00', pieces: 2, refunded: true }),
        ]),
      });
    } finally {
      advance(-7);
    }
  });
});

describe('the marketplace and the portfolio', () => {
  it('filters by grade, term, interest and funding state, and pages by cursor', async () => {
    const [c, d, e] = [
      await loanOpenForFunding(product, tokens, {
        riskRating: 'MEDIUM',
        interest: '15',
        periodDays: 90,
      }),
      await loanOpenForFunding(product, tokens, {
        riskRating: 'MEDIUM_TO_HIGH',
        interest: '16.5',
        periodDays: 360,
      }),
      await loanOpenForFunding(product, tokens, {
        riskRating: 'HIGH',
        interest: '17.5',
        periodDays: 720,
      }),
    ];
    await fund(product, lender(0).token, d, '1000000');
    const ids = async (query: string) => {
      const { status, body } = await rest(product, 'GET', `/loan/marketplace?${query}`, {
        token: lender(1).token,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      return (body.data as { data: Array<{ id: number }> }).data.map((loan) => loan.id);
    };
    const grades = await ids('grade=D,E&limit=50');
    expect(grades).toEqual(expect.arrayContaining([d, e]));
    expect(grades).not.toContain(c);
    const long = await ids('termmin=12&limit=50');
    expect(long).toEqual(expect.arrayContaining([d, e]));
    expect(long).not.toContain(c);
    const cheap = await ids('interestmax=15&limit=50');
    expect(cheap).toContain(c);
    expect(cheap).not.toContain(e);
    const started = await ids('funding=PARTLY_FUNDED&limit=50');
    expect(started).toContain(d);
    expect(started).not.toContain(c);
    // Pages of one, by cursor, cover the whole list once.
    const all = await ids('limit=50');
    const paged: number[] = [];
    let after = '';
    for (let page = 0; page < 100; page += 1) {
      const { body } = await rest(product, 'GET', `/loan/marketplace?limit=1${after}`, {
        token: lender(1).token,
      });
      const data = body.data as { data: Array<{ id: number }>; next: string | null; total: number };
      paged.push(...data.data.map((loan) => loan.id));
      if (!data.next) break;
      after = `&after=${data.next}`;
    }
    expect(paged).toEqual(all);
    const bad = await rest(product, 'GET', '/loan/marketplace?grade=F', { token: lender(1).token });
    expect(bad.status).toBe(400);
  });

  it('sums the portfolio: invested, on hold, and its split by grade and status', async () => {
    const [fresh] = await validatedLenders(product, 1, 20_000_000_00n);
    const token = fresh?.token ?? '';
    const c = await loanOpenForFunding(product, tokens, { riskRating: 'MEDIUM', interest: '15' });
    const e = await loanOpenForFunding(product, tokens, { riskRating: 'HIGH', interest: '17.5' });
    await fund(product, token, c, '1000000');
    await fund(product, token, e, '2500000');
    const { body } = await rest(product, 'GET', '/loan/my-portofolio/summary', { token });
    expect(body.data).toMatchObject({
      invested: '3500000.00',
      onhold: '3500000.00',
      active: '16500000.00',
      activecount: 2,
      bygrade: [
        { key: 'C', amount: '1000000.00' },
        { key: 'E', amount: '2500000.00' },
      ],
      bystatus: [{ key: 'PROCESS', amount: '3500000.00' }],
    });
    const active = await rest(product, 'GET', '/loan/my-portofolio', { token });
    expect((active.body.data as { data: Array<{ id: number }> }).data.map((l) => l.id)).toEqual([
      e,
      c,
    ]);
    const recent = await rest(product, 'GET', '/loan/recent', { token });
    expect((recent.body.data as { data: Array<{ id: number }> }).data[0]?.id).toBe(e);
  });

  it('staff see every lender of a loan; a lender only their own pieces', async () => {
    const id = await loanOpenForFunding(product, tokens);
    await fund(product, lender(0).token, id, '1000000');
    await fund(product, lender(1).token, id, '2000000');
    const staff = await rest(product, 'GET', `/loan/${id}/fundings`, { token: tokens.admin });
    expect(
      (staff.body.data as { data: Array<{ lenderemail: string }> }).data.map((f) => f.lenderemail),
    ).toEqual([lender(0).email, lender(1).email]);
    const own = await rest(product, 'GET', `/loan/${id}/fundings`, { token: lender(1).token });
    expect((own.body.data as { data: unknown[] }).data).toEqual([
      expect.not.objectContaining({ lenderemail: expect.anything() }),
    ]);
  });

  it('downloads the fact sheet as a PDF in the chosen language', async () => {
    const id = await loanOpenForFunding(product, tokens, { riskRating: 'MEDIUM', interest: '15' });
    for (const [lang, words] of [
      ['id', ['Ringkasan Informasi Pinjaman', 'Pernyataan risiko', 'Rp 10.000.000', '15']],
      ['en', ['Loan fact sheet', 'Risk statement', 'Rp 10.000.000', 'Risk grade: C']],
    ] as const) {
      const response = await fetch(
        `${product.url}/api/loan/marketplace/${id}/fact-sheet?lang=${lang}`,
        {
          headers: { authorization: `Bearer ${lender(0).token}` },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const { text } = await extractText(bytes, { mergePages: true });
      for (const word of words) expect(text).toContain(word);
    }
  });
});
