// OJK's amount and share limits through REST (issue 21): each at its edge and one rupiah past it,
// refused with its own code and words naming the figure, changing nothing; the room the lender
// and the borrower read before they hit it is the room the rules apply.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isoDateInDays } from '../support/application.ts';
import {
  balanceOf,
  fund,
  loanAt,
  loanOpenForFunding,
  type Staff,
  setConcentrationFloor,
  validatedLenders,
} from '../support/funding.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;

productPerFile((started) => {
  ({ product, tokens } = started);
});

type Limits = {
  category: string;
  outstanding: string;
  room: string | null;
  income: {
    declarationNeeded: boolean;
    percent: string | null;
    limit: string | null;
    room: string | null;
  };
  concentration: {
    percent: string | null;
    groupOutstanding: string;
    platformOutstanding: string;
    enforced: boolean;
    room: string | null;
  };
};

const limitsOf = async (token: string) => {
  const answer = await rest(product, 'GET', '/lender/funding-limits', { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Limits }).data;
};

const errorOf = (body: unknown) =>
  body as { code: string; message: string; fields?: Record<string, string> };

describe('lender categories: at most 10% / 20% of the declared yearly income outstanding', () => {
  it('a non-professional lender (Rp 500 million a year) funds Rp 50 million, not a rupiah more', async () => {
    const [lender] = await validatedLenders(product, 1, 100_000_000_00n, {
      yearlyIncome: '500000000',
    });
    if (!lender) throw new Error('no lender');
    const loan = await loanOpenForFunding(product, tokens, { value: '60000000' });
    const before = await limitsOf(lender.token);
    expect(before).toMatchObject({
      category: 'NON_PROFESSIONAL',
      room: '50000000.00',
      income: { percent: '10', limit: '50000000.00', room: '50000000.00' },
    });

    const over = await fund(product, lender.token, loan, '50000001');
    expect(over.status).toBe(409);
    expect(errorOf(over.body).code).toBe('LENDER_INCOME_LIMIT_EXCEEDED');
    // The caller's language (Indonesian by default), the figure and the limit named.
    expect(errorOf(over.body).fields?.amount).toContain('Rp 50.000.000');
    expect(await balanceOf(product, lender.userId)).toEqual({
      active: 100_000_000_00n,
      onHold: 0n,
    });

    const english = await rest(product, 'POST', `/loan/${loan}/fund`, {
      token: lender.token,
      body: { amount: '50000001' },
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    });
    expect(errorOf(english.body).fields?.amount).toContain('10% of your yearly income');

    const atLimit = await fund(product, lender.token, loan, '50000000');
    expect(atLimit.status).toBe(201);
    expect(await limitsOf(lender.token)).toMatchObject({
      outstanding: '50000000.00',
      room: '0.00',
      income: { room: '0.00' },
    });
  });

  it('without a declaration a person funds nothing; declaring opens the room', async () => {
    const [lender] = await validatedLenders(product, 1, 10_000_000_00n, { yearlyIncome: null });
    if (!lender) throw new Error('no lender');
    const loan = await loanOpenForFunding(product, tokens, { value: '20000000' });
    expect((await limitsOf(lender.token)).income.declarationNeeded).toBe(true);
    const refused = await fund(product, lender.token, loan, '1000000');
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('LENDER_INCOME_NOT_DECLARED');
    // The marketplace says so before the lender tries.
    const seen = await rest(product, 'GET', `/loan/marketplace/${loan}`, { token: lender.token });
    expect(JSON.stringify(seen.body)).toContain('LENDER_INCOME_NOT_DECLARED');

    const bad = await rest(product, 'PUT', '/lender/income-declaration', {
      token: lender.token,
      body: { yearlyIncome: '12,5 juta' },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).code).toBe('YEARLY_INCOME_INVALID');
    const byBorrower = await rest(product, 'PUT', '/lender/income-declaration', {
      token: tokens.borrower,
      body: { yearlyIncome: '120000000' },
    });
    expect(byBorrower.status).toBe(403);

    const declared = await rest(product, 'PUT', '/lender/income-declaration', {
      token: lender.token,
      body: { yearlyIncome: '120000000' },
    });
    expect(declared.status).toBe(200);
    expect((declared.body as { data: Limits }).data).toMatchObject({
      category: 'NON_PROFESSIONAL',
      income: { declarationNeeded: false, limit: '12000000.00', room: '12000000.00' },
    });
    const [row] = await product.db.query<{ sen: string; kept: string }>(
      `SELECT declared_yearly_income_sen::text AS sen,
              (SELECT count(*) FROM lender_income_declarations d WHERE d.lender_id = u.id)::text AS kept
         FROM users u WHERE id = $1`,
      [lender.userId],
    );
    expect(row).toEqual({ sen: '12000000000', kept: '1' });
    expect((await fund(product, lender.token, loan, '1000000')).status).toBe(201);
  });
});

describe('one lender with affiliates at most 25% of the platform (75% OJK-supervised)', () => {
  it('past the floor: at the share and one rupiah past it; affiliates count together', async () => {
    const [big, other] = await validatedLenders(product, 2, 500_000_000_00n, { company: true });
    const [person] = await validatedLenders(product, 1, 0n);
    if (!big || !other || !person) throw new Error('no lenders');
    const loan = await loanOpenForFunding(product, tokens, { value: '200000000' });
    // Under the default floor (Rp 10 billion) the first lender funds freely; then the floor is
    // set to Rp 1 so that the share applies to these small sums.
    expect((await fund(product, other.token, loan, '30000000')).status).toBe(201);
    await setConcentrationFloor(product, '1');

    const before = await limitsOf(big.token);
    const platformSen = BigInt(before.concentration.platformOutstanding.replace('.', ''));
    // (0 + a) ≤ 25% × (P + a) → a ≤ P ÷ 3, whole sen down.
    const roomSen = platformSen / 3n;
    const rupiah = (sen: bigint) => `${sen / 100n}.${String(sen % 100n).padStart(2, '0')}`;
    expect(before.concentration).toMatchObject({
      percent: '25',
      enforced: true,
      room: rupiah(roomSen),
    });
    // A funding is whole rupiah: the most the lender can take is the room's whole rupiah.
    const edgeSen = (roomSen / 100n) * 100n;
    const over = await fund(product, big.token, loan, rupiah(edgeSen + 100n));
    expect(over.status).toBe(409);
    expect(errorOf(over.body).code).toBe('LENDER_CONCENTRATION_ABOVE_LIMIT');
    expect(errorOf(over.body).fields?.amount).toContain('25%');
    expect((await fund(product, big.token, loan, rupiah(edgeSen))).status).toBe(201);

    // Staff link the two into one group: together they are over the share, nothing is left.
    const linked = await rest(product, 'PUT', `/wallet/lenders/${big.userId}/funding-limits`, {
      token: tokens.admin,
      body: { affiliateGroup: 'Grup Uji', ojkSupervised: false },
    });
    expect(linked.status).toBe(200);
    await rest(product, 'PUT', `/wallet/lenders/${other.userId}/funding-limits`, {
      token: tokens.admin,
      body: { affiliateGroup: 'Grup Uji', ojkSupervised: false },
    });
    const grouped = await limitsOf(big.token);
    expect(grouped.concentration.groupOutstanding).toBe(rupiah(3_000_000_000n + edgeSen));
    expect(grouped.concentration.room).toBe('0.00');
    const refused = await fund(product, big.token, loan, '100000');
    expect(errorOf(refused.body).code).toBe('LENDER_CONCENTRATION_ABOVE_LIMIT');

    // An OJK-supervised institution may hold 75%; a person cannot be one.
    const supervised = await rest(product, 'PUT', `/wallet/lenders/${big.userId}/funding-limits`, {
      token: tokens.admin,
      body: { affiliateGroup: null, ojkSupervised: true },
    });
    expect((supervised.body as { data: Limits }).data.concentration.percent).toBe('75');
    expect((await fund(product, big.token, loan, '100000')).status).toBe(201);
    const personal = await rest(product, 'PUT', `/wallet/lenders/${person.userId}/funding-limits`, {
      token: tokens.admin,
      body: { affiliateGroup: null, ojkSupervised: true },
    });
    expect(personal.status).toBe(400);
    expect(errorOf(personal.body).code).toBe('OJK_SUPERVISED_COMPANIES_ONLY');
    const byLender = await rest(product, 'PUT', `/wallet/lenders/${big.userId}/funding-limits`, {
      token: big.token,
      body: { affiliateGroup: null, ojkSupervised: false },
    });
    expect(byLender.status).toBe(403);
  });

  it('two affiliates funding at the same moment are judged one after the other', async () => {
    const [first, second] = await validatedLenders(product, 2, 500_000_000_00n, { company: true });
    if (!first || !second) throw new Error('no lenders');
    const loan = await loanOpenForFunding(product, tokens, { value: '200000000' });
    await setConcentrationFloor(product, '1');
    for (const lender of [first, second]) {
      const linked = await rest(product, 'PUT', `/wallet/lenders/${lender.userId}/funding-limits`, {
        token: tokens.admin,
        body: { affiliateGroup: 'Grup Serentak', ojkSupervised: false },
      });
      expect(linked.status).toBe(200);
    }
    // The group holds nothing yet: its room is a third of the platform's outstanding. Either
    // lender alone fits in it; both together are over the 25% share (a > P ÷ 6).
    const { room } = (await limitsOf(first.token)).concentration;
    if (room === null) throw new Error('the concentration limit applies past the floor of Rp 1');
    const roomSen = BigInt(room.replace('.', ''));
    expect(roomSen * 2n).toBeLessThanOrEqual(200_000_000_00n);
    // A funding is whole rupiah: each asks for the room's whole rupiah.
    const whole = String(roomSen / 100n);
    const answers = await Promise.all(
      [first, second].map((lender) => fund(product, lender.token, loan, whole)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(errorOf(refused?.body).code).toBe('LENDER_CONCENTRATION_ABOVE_LIMIT');
    const after = await limitsOf(second.token);
    expect(after.concentration.groupOutstanding).toBe(`${whole}.00`);
    // What is left is the room's sen, less than a rupiah: nothing a funding can take.
    expect(BigInt((after.concentration.room ?? '').replace('.', ''))).toBeLessThan(100n);
  });
});

// Last: it uses up the demo borrower's room, which the loans above need.
describe("OJK's limit per borrower (Rp 2 billion) on the staff's offer", () => {
  const awaitingOffer = (value: string) =>
    loanAt(product, tokens, 'APPROVAL_LOAN_DIR', {
      value,
      riskRating: 'LOW',
      bail: { bailestimatedvalue: '5000000000.00' },
    });
  const offer = () => ({
    funappinterestpercentage: '12',
    timeperiod: 90,
    appadminfee: '0',
    typepayment: 'INSTALLMENT',
    funappcfstarttime: isoDateInDays(product, 5),
    funappcfendtime: isoDateInDays(product, 20),
  });

  it('the room staff and the borrower read; an offer one rupiah past it refused, at it taken', async () => {
    const probe = await awaitingOffer('10000000');
    const read = await rest(product, 'GET', `/loan/submission/${probe}/borrower-limit`, {
      token: tokens.admin,
    });
    expect(read.status).toBe(200);
    const limit = (read.body as { data: { limit: string; room: string; outstanding: string } })
      .data;
    expect(limit.limit).toBe('2000000000.00');
    const room = BigInt(limit.room.split('.')[0] ?? '0');
    expect(room + BigInt(limit.outstanding.split('.')[0] ?? '0')).toBe(2_000_000_000n);
    const mine = await rest(product, 'GET', '/borrower/funding-limits', { token: tokens.borrower });
    expect(
      (mine.body as { data: { data: { purpose: string; room: string }[] } }).data.data,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'PRODUCTIVE', room: limit.room }),
      ]),
    );

    const past = await awaitingOffer(String(room + 1n));
    const refused = await rest(product, 'PUT', `/loan/submission/${past}/offer`, {
      token: tokens.admin,
      body: offer(),
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('BORROWER_OUTSTANDING_ABOVE_LIMIT');
    expect(errorOf(refused.body).message).toContain(
      'The OJK limit per borrower is Rp 2.000.000.000',
    );
    const [stage] = await product.db.query<{ stage: string }>(
      "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
      [past],
    );
    expect(stage?.stage).toBe('APPROVAL_LOAN_DIR');

    const edge = await awaitingOffer(String(room));
    const taken = await rest(product, 'PUT', `/loan/submission/${edge}/offer`, {
      token: tokens.admin,
      body: offer(),
    });
    expect(taken.status).toBe(200);
    // Offered, it counts against the borrower: nothing is left for the probe.
    const after = await rest(product, 'GET', `/loan/submission/${probe}/borrower-limit`, {
      token: tokens.admin,
    });
    expect((after.body as { data: { room: string; fits: boolean } }).data).toMatchObject({
      room: '0.00',
      fits: false,
    });
  });
});
