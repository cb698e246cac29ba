// OJK's limits through GraphQL (issue 21): the room is the REST room, field for field; a funding
// one rupiah past a limit is refused with the API's code and words, the one at it is taken; the
// income declaration, the staff's verified facts and the per-borrower room for an offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  setConcentrationFloor,
  staffTokens,
  validatedLenders,
} from '../support/funding.ts';
import { graphql, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
beforeAll(async () => {
  product = await startTestProduct();
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

const LIMITS = `lenderId isPersonal category declaredYearlyIncome outstanding room
  income { applies declarationNeeded percent limit room source }
  concentration { percent affiliateGroup ojkSupervised groupOutstanding platformOutstanding
    floor enforced limit room source }`;

const FUND = `mutation ($loanId: ID!, $amount: Decimal!, $key: String!) {
  fundLoan(loanId: $loanId, amount: $amount, idempotencyKey: $key) { funding { amount } }
}`;

describe("OJK's lender limits through GraphQL", () => {
  it('the room is the REST room; the income share at its edge and one rupiah past it', async () => {
    const [lender] = await validatedLenders(product, 1, 50_000_000_00n, { yearlyIncome: null });
    if (!lender) throw new Error('no lender');
    const loan = await loanOpenForFunding(product, tokens, { value: '40000000' });

    const undeclared = await graphql(
      product,
      FUND,
      { loanId: String(loan), amount: '100000', key: 'g-1' },
      lender.token,
    );
    expect(undeclared.errors?.[0]?.extensions).toMatchObject({
      code: 'LENDER_INCOME_NOT_DECLARED',
    });

    const declared = await graphql<{ declareYearlyIncome: { category: string; room: string } }>(
      product,
      `mutation ($y: Decimal!) { declareYearlyIncome(yearlyIncome: $y) { ${LIMITS} } }`,
      { y: '200000000' },
      lender.token,
    );
    expect(declared.data?.declareYearlyIncome).toMatchObject({
      category: 'NON_PROFESSIONAL',
      room: '20000000.00',
    });
    const read = await graphql<{ myFundingLimits: unknown }>(
      product,
      `{ myFundingLimits { ${LIMITS} } }`,
      {},
      lender.token,
    );
    const viaRest = await rest(product, 'GET', '/lender/funding-limits', { token: lender.token });
    const { declaredAt: _, ...restLimits } = (viaRest.body as { data: Record<string, unknown> })
      .data;
    expect(read.data?.myFundingLimits).toEqual(restLimits);

    const over = await graphql(
      product,
      FUND,
      { loanId: String(loan), amount: '20000001', key: 'g-2' },
      lender.token,
    );
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'LENDER_INCOME_LIMIT_EXCEEDED' });
    expect(over.errors?.[0]?.message).toContain('Rp 20.000.000');
    const atEdge = await graphql<{ fundLoan: { funding: { amount: string } } }>(
      product,
      FUND,
      { loanId: String(loan), amount: '20000000', key: 'g-3' },
      lender.token,
    );
    expect(atEdge.data?.fundLoan.funding.amount).toBe('20000000.00');
  });

  it('the concentration share past the floor, and staff record affiliation and supervision', async () => {
    const [a, b] = await validatedLenders(product, 2, 100_000_000_00n, { company: true });
    if (!a || !b) throw new Error('no lenders');
    const loan = await loanOpenForFunding(product, tokens, { value: '90000000' });
    expect((await fund(product, b.token, loan, '30000000')).status).toBe(201);
    await setConcentrationFloor(product, '1');
    const mine = await graphql<{
      myFundingLimits: { concentration: { room: string; platformOutstanding: string } };
    }>(product, `{ myFundingLimits { ${LIMITS} } }`, {}, a.token);
    const platformSen = BigInt(
      mine.data?.myFundingLimits.concentration.platformOutstanding.replace('.', '') ?? '0',
    );
    const roomSen = platformSen / 3n;
    const rupiah = (sen: bigint) => `${sen / 100n}.${String(sen % 100n).padStart(2, '0')}`;
    expect(mine.data?.myFundingLimits.concentration.room).toBe(rupiah(roomSen));
    // A funding is whole rupiah: the most the lender can take is the room's whole rupiah.
    const edgeSen = (roomSen / 100n) * 100n;
    const over = await graphql(
      product,
      FUND,
      { loanId: String(loan), amount: rupiah(edgeSen + 100n), key: 'c-1' },
      a.token,
    );
    expect(over.errors?.[0]?.extensions).toMatchObject({
      code: 'LENDER_CONCENTRATION_ABOVE_LIMIT',
    });
    const edge = await graphql(
      product,
      FUND,
      { loanId: String(loan), amount: rupiah(edgeSen), key: 'c-2' },
      a.token,
    );
    expect(edge.errors).toBeUndefined();

    const set = await graphql<{
      setLenderLimitFacts: { concentration: { percent: string; affiliateGroup: string } };
    }>(
      product,
      `mutation ($id: ID!, $input: LenderLimitFactsInput!) {
        setLenderLimitFacts(lenderId: $id, input: $input) { ${LIMITS} } }`,
      { id: a.userId, input: { affiliateGroup: 'Grup G', ojkSupervised: true } },
      tokens.admin,
    );
    expect(set.data?.setLenderLimitFacts.concentration).toMatchObject({
      percent: '75',
      affiliateGroup: 'Grup G',
    });
    const staffRead = await graphql<{ lenderFundingLimits: { lenderId: string } }>(
      product,
      `query ($id: ID!) { lenderFundingLimits(lenderId: $id) { ${LIMITS} } }`,
      { id: a.userId },
      tokens.admin,
    );
    expect(staffRead.data?.lenderFundingLimits.lenderId).toBe(a.userId);
    await setConcentrationFloor(product, '10000000000');
  });

  it("the borrower's room, and staff's room for an offer, as REST gives them", async () => {
    const mine = await graphql<{ borrowerFundingLimits: { purpose: string; limit: string }[] }>(
      product,
      '{ borrowerFundingLimits { purpose outstanding limit room source raisedLimit raisedLimitCondition { twp90AtMostPercent monthEnds } } }',
      {},
      tokens.borrower,
    );
    const viaRest = await rest(product, 'GET', '/borrower/funding-limits', {
      token: tokens.borrower,
    });
    expect(mine.data?.borrowerFundingLimits).toEqual(
      (viaRest.body as { data: { data: unknown[] } }).data.data,
    );
    expect(mine.data?.borrowerFundingLimits.map((l) => l.limit)).toEqual([
      '2000000000.00',
      '2000000000.00',
    ]);
  });

  it('a borrower naming another borrower is refused (FORBIDDEN), never answered with their own', async () => {
    const idOf = async (email: string) =>
      (await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]
        ?.id ?? '';
    const [self, other] = await Promise.all([
      idOf('borrower@lumbung.test'),
      idOf('borrower.company@lumbung.test'),
    ]);
    const ROOM = `query ($id: ID) { borrowerFundingLimits(borrowerId: $id) {
      purpose outstanding limit room } }`;
    const ask = (id: string | null, token: string) =>
      graphql<{ borrowerFundingLimits: unknown[] }>(product, ROOM, { id }, token, {
        'accept-language': 'en',
      });

    const refused = await ask(other, tokens.borrower);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: "Only the borrower and staff can see a borrower's funding limits",
      extensions: { code: 'FORBIDDEN' },
    });
    // Their own id is the same as none.
    const own = await ask(self, tokens.borrower);
    expect(own.errors).toBeUndefined();
    expect(own.data?.borrowerFundingLimits).toEqual(
      (await ask(null, tokens.borrower)).data?.borrowerFundingLimits,
    );
    // Staff name any borrower, and must name one.
    const staff = await ask(other, tokens.admin);
    const staffRest = await rest(product, 'GET', `/borrower/funding-limits?borrowerid=${other}`, {
      token: tokens.admin,
    });
    const picked = (staffRest.body as { data: { data: Record<string, unknown>[] } }).data.data.map(
      ({ purpose, outstanding, limit, room }) => ({ purpose, outstanding, limit, room }),
    );
    expect(staff.data?.borrowerFundingLimits).toEqual(picked);
    expect((await ask(null, tokens.admin)).errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
    });

    // The sibling arguments name someone too, and are staff's only: refused to anyone else.
    const [lender] = await validatedLenders(product, 1, 0n);
    if (!lender) throw new Error('no lender');
    const siblings = [
      [
        'query ($id: ID!) { lenderFundingLimits(lenderId: $id) { lenderId } }',
        { id: self },
        lender.token,
      ],
      [
        `mutation ($id: ID!) { setLenderLimitFacts(lenderId: $id,
          input: { affiliateGroup: null, ojkSupervised: false }) { lenderId } }`,
        { id: lender.userId },
        lender.token,
      ],
      [
        'query ($id: ID!) { offerBorrowerLimit(loanId: $id) { fits } }',
        { id: '1' },
        tokens.borrower,
      ],
    ] as const;
    for (const [query, variables, token] of siblings) {
      const answer = await graphql(product, query, variables, token);
      expect(answer.errors?.[0]?.extensions, query).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
