// The marketplace and funding through GraphQL (schema/funding.graphql): a lender browses with
// filters and cursor pages, reads a loan by its borrower's alias, funds it once however often the
// request is retried, and sees each refusal with the API's code, words and field; staff open
// funding early and see who funded. What the database holds is checked beside what the client sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDate } from '../../api/reference/wib-date.ts';
import { isoDateInDays } from '../support/application.ts';
import {
  acceptedLoan,
  balanceOf,
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { graphql, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
let lenders: TestLender[];

beforeAll(async () => {
  product = await startTestProduct();
  tokens = await staffTokens(product);
  lenders = await validatedLenders(product, 2, 50_000_000_00n);
});
afterAll(() => product.close());

const lender = (i: number) => lenders[i] as TestLender;
const english = { 'accept-language': 'en' };

const LENDER_LOAN = `
  id borrowerAlias borrowerIsPersonal purpose submissionStage fundingStatus
  product { code productName name { id en } }
  fundingTarget fundsCollected remainingNeed fundedPercent minimumFunding
  interestPercent periodDays paymentType fundingStart fundingEnd daysLeft
  collateral {
    type typeLabel { id en } certificateType estimatedValue surfaceArea buildingArea
    city province insurance
  }
  bailPhotos
  myFundings { id loanId amount status lenderId lenderName lenderEmail }
  fundAction { action allowed reason { code text { id en } } }`;

type LenderLoan = {
  id: string;
  borrowerAlias: string;
  interestPercent: string;
  fundsCollected: string;
  remainingNeed: string;
  fundedPercent: number;
  myFundings: Array<{ amount: string; lenderEmail: string | null }>;
  fundAction: { action: string; allowed: boolean; reason: { code: string } | null };
};

const MARKETPLACE = `query Marketplace(
  $filter: MarketplaceFilter, $sort: MarketplaceSort, $first: Int, $after: String
) {
  marketplace(filter: $filter, sort: $sort, first: $first, after: $after) {
    nodes { id interestPercent periodDays fundsCollected borrowerAlias }
    totalCount
    pageInfo { hasNextPage endCursor }
  }
}`;

type Page = {
  marketplace: {
    nodes: Array<{ id: string; interestPercent: string }>;
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

const FUND = `mutation Fund($loanId: ID!, $amount: Decimal!, $key: String!) {
  fundLoan(loanId: $loanId, amount: $amount, idempotencyKey: $key) {
    funding { id loanId amount status createdAt }
    loan { id fundsCollected remainingNeed fundedPercent fundingStatus }
    balance { active onHold total kind accountNumber }
    replayed
  }
}`;

type FundAnswer = {
  fundLoan: {
    funding: { id: string; amount: string; status: string };
    loan: { fundsCollected: string; remainingNeed: string; fundedPercent: number };
    balance: { active: string; onHold: string; total: string; kind: string | null };
    replayed: boolean;
  };
};

/** Rupiah from sen, as the API writes amounts. */
const rupiah = (sen: bigint) => `${sen / 100n}.${String(sen % 100n).padStart(2, '0')}`;

async function fundingRows(loanId: number | string) {
  const [row] = await product.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM loan_fundings WHERE loan_id = $1',
    [Number(loanId)],
  );
  return row?.n;
}

describe('the marketplace', () => {
  it('filters by term, interest and funding state, sorts, and pages by cursor', async () => {
    const [c, d, e] = [
      await loanOpenForFunding(product, tokens, { interest: '15', periodDays: 90 }),
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
    ].map(String);
    expect((await fund(product, lender(0).token, Number(d), '1000000')).status).toBe(201);
    const ids = async (variables: Record<string, unknown>) => {
      const { data, errors } = await graphql<Page>(
        product,
        MARKETPLACE,
        { first: 50, ...variables },
        lender(1).token,
      );
      expect(errors).toBeUndefined();
      return data?.marketplace.nodes.map((loan) => loan.id) ?? [];
    };
    const long = await ids({ filter: { termMonthsMin: 12 } });
    expect(long).toEqual(expect.arrayContaining([d, e]));
    expect(long).not.toContain(c);
    const cheap = await ids({ filter: { interestMax: '15' } });
    expect(cheap).toContain(c);
    expect(cheap).not.toContain(e);
    const started = await ids({ filter: { funding: 'PARTLY_FUNDED' } });
    expect(started).toContain(d);
    expect(started).not.toContain(c);
    const both = await ids({ filter: { termMonthsMax: 12, funding: 'NOT_FUNDED' } });
    expect(both).toContain(c);
    expect(both).not.toContain(d);

    const byInterest = await graphql<Page>(
      product,
      MARKETPLACE,
      { sort: 'INTEREST', first: 50 },
      lender(1).token,
    );
    const rates = byInterest.data?.marketplace.nodes.map((n) => Number(n.interestPercent)) ?? [];
    expect(rates).toEqual([...rates].sort((a, b) => b - a));

    // Pages of one, each from the previous page's endCursor, cover the whole list once.
    const all = await ids({});
    const paged: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const answer: { data: Page | null; errors?: unknown } = await graphql<Page>(
        product,
        MARKETPLACE,
        { first: 1, after },
        lender(1).token,
      );
      expect(answer.errors).toBeUndefined();
      const connection = answer.data?.marketplace;
      if (!connection) throw new Error('no page');
      expect(connection.totalCount).toBe(all.length);
      paged.push(...connection.nodes.map((loan) => loan.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(paged).toEqual(all);
    expect(all).toEqual(expect.arrayContaining([c, d, e]));
  });

  it("names a refused filter by the GraphQL input's own field", async () => {
    const { data, errors } = await graphql<Page>(
      product,
      MARKETPLACE,
      { filter: { termMonthsMin: 0 } },
      lender(1).token,
    );
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(errors?.[0]?.extensions?.fields as object)).toEqual(['termMonthsMin']);
  });

  it('is refused to a borrower', async () => {
    const { data, errors } = await graphql<Page>(product, MARKETPLACE, {}, tokens.borrower);
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("a lender's loan", () => {
  it('shows the borrower by alias only, the product, the collateral in words, the fund action and their own pieces', async () => {
    const id = await loanOpenForFunding(product, tokens);
    await fund(product, lender(0).token, id, '1000000');
    await fund(product, lender(0).token, id, '500000');
    const answer = await graphql<{ lenderLoan: LenderLoan }>(
      product,
      `query ($id: ID!) { lenderLoan(id: $id) { ${LENDER_LOAN} } }`,
      { id: String(id) },
      lender(0).token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.lenderLoan).toMatchObject({
      id: String(id),
      borrowerAlias: 'BS',
      borrowerIsPersonal: true,
      purpose: 'Modal kerja',
      fundingStatus: 'PROCESS',
      product: { code: 'PF' },
      fundingTarget: '10000000.00',
      fundsCollected: '1500000.00',
      remainingNeed: '8500000.00',
      fundedPercent: 15,
      minimumFunding: '100000.00',
      interestPercent: '15.00',
      periodDays: 90,
      paymentType: 'INSTALLMENT',
      collateral: {
        type: 'RUMAH_TINGGAL',
        typeLabel: { id: 'Rumah tinggal', en: 'House' },
        city: 'Kota Bandung',
        insurance: expect.any(Boolean),
      },
      fundAction: { action: 'fund', allowed: true, reason: null },
    });
    expect(answer.data?.lenderLoan.myFundings).toEqual([
      expect.objectContaining({ amount: '1000000.00', lenderEmail: null }),
      expect.objectContaining({ amount: '500000.00', lenderEmail: null }),
    ]);
    // The borrower's name is nowhere in the answer, in any field.
    const whole = JSON.stringify(answer);
    expect(whole).not.toContain('Budi');
    expect(whole).not.toContain('Santoso');
    // Another lender reads the same loan with none of the first lender's pieces.
    const other = await graphql<{ lenderLoan: LenderLoan }>(
      product,
      `query ($id: ID!) { lenderLoan(id: $id) { myFundings { id } } }`,
      { id: String(id) },
      lender(1).token,
    );
    expect(other.data?.lenderLoan.myFundings).toEqual([]);
  });

  it('is null for a loan a lender may not see, and refuses an id that is not one', async () => {
    const absent = await graphql(
      product,
      '{ lenderLoan(id: "999999") { id } }',
      {},
      lender(0).token,
    );
    expect(absent).toEqual({ data: { lenderLoan: null } });
    const bad = await graphql(product, '{ lenderLoan(id: "../loan") { id } }', {}, lender(0).token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('funding a loan', () => {
  it('moves the money once however often the request is retried with its key', async () => {
    const id = String(await loanOpenForFunding(product, tokens));
    const before = await balanceOf(product, lender(1).userId);
    const key = `gw-fund-${id}`;
    const first = await graphql<FundAnswer>(
      product,
      FUND,
      { loanId: id, amount: '1200000', key },
      lender(1).token,
    );
    expect(first.errors).toBeUndefined();
    const after = await balanceOf(product, lender(1).userId);
    expect(after.active).toBe(before.active - 1_200_000_00n);
    expect(first.data?.fundLoan).toMatchObject({
      funding: { loanId: id, amount: '1200000.00', status: 'HELD' },
      loan: { fundsCollected: '1200000.00', remainingNeed: '8800000.00', fundedPercent: 12 },
      balance: {
        active: rupiah(after.active),
        onHold: rupiah(after.onHold),
        total: rupiah(after.active + after.onHold),
        kind: null,
        accountNumber: null,
      },
      replayed: false,
    });
    const retry = await graphql<FundAnswer>(
      product,
      FUND,
      { loanId: id, amount: '1200000', key },
      lender(1).token,
    );
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.fundLoan.replayed).toBe(true);
    expect(retry.data?.fundLoan.funding).toEqual(first.data?.fundLoan.funding);
    expect(await balanceOf(product, lender(1).userId)).toEqual(after);
    const rows = await product.db.query<{ amount: string }>(
      'SELECT (amount_sen / 100)::text AS amount FROM loan_fundings WHERE loan_id = $1',
      [Number(id)],
    );
    expect(rows).toEqual([{ amount: '1200000' }]);
    // The same key with another amount is refused, and changes nothing.
    const reused = await graphql(
      product,
      FUND,
      { loanId: id, amount: '1300000', key },
      lender(1).token,
    );
    expect(reused.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await fundingRows(id)).toBe(1);
  });

  describe('refusals reach the client with their code, words and field, and change nothing', () => {
    let id: string;
    beforeAll(async () => {
      id = String(await loanOpenForFunding(product, tokens, { value: '5000000' }));
    });

    it.each([
      [
        'below the minimum',
        '99999',
        'BELOW_MINIMUM',
        'The funding amount is below the minimum funding',
      ],
      [
        'over the need',
        '5000001',
        'EXCEEDS_NEED',
        'The Value Of Funding Exceeds The Needs of Loans',
      ],
    ])('%s (%s): %s', async (_, amount, code, message) => {
      const before = await balanceOf(product, lender(0).userId);
      const { data, errors } = await graphql(
        product,
        FUND,
        { loanId: id, amount, key: `refused-${code}` },
        lender(0).token,
        english,
      );
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({
        message,
        extensions: { code, reason: code, fields: { amount: message } },
      });
      expect(await balanceOf(product, lender(0).userId)).toEqual(before);
      expect(await fundingRows(id)).toBe(0);
    });

    it('in Indonesian unless the caller asks for English', async () => {
      const { errors } = await graphql(
        product,
        FUND,
        { loanId: id, amount: '5000001', key: 'refused-id' },
        lender(0).token,
      );
      expect(errors?.[0]?.message).toBe('Nilai pendanaan melebihi kebutuhan pinjaman');
    });

    it("more than the active balance: 'Insufficient active balance'", async () => {
      const [poor] = await validatedLenders(product, 1, 300_000_00n);
      if (!poor) throw new Error('no lender');
      const { errors } = await graphql(
        product,
        FUND,
        { loanId: id, amount: '400000', key: 'poor-1' },
        poor.token,
        english,
      );
      expect(errors?.[0]).toMatchObject({
        message: 'Insufficient active balance',
        extensions: {
          code: 'INSUFFICIENT_BALANCE',
          fields: { amount: 'Insufficient active balance' },
        },
      });
      expect((await balanceOf(product, poor.userId)).active).toBe(300_000_00n);
      expect(await fundingRows(id)).toBe(0);
    });

    it.each(['-5', '100000,50'])(
      'an amount not in the money format (%s): 400 BAD_USER_INPUT by its field, at the gateway',
      async (amount) => {
        const { errors } = await graphql(
          product,
          FUND,
          { loanId: id, amount, key: `format-${amount}` },
          lender(0).token,
          english,
        );
        expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(Object.keys(errors?.[0]?.extensions?.fields as object)).toEqual(['amount']);
        expect(await fundingRows(id)).toBe(0);
      },
    );

    it.each(['100000.5'])(
      'an amount with sen (%s): VALIDATION_FAILED by its field, whole rupiah only',
      async (amount) => {
        const before = await balanceOf(product, lender(0).userId);
        const { data, errors } = await graphql(
          product,
          FUND,
          { loanId: id, amount, key: `sen-${amount}` },
          lender(0).token,
          english,
        );
        expect(data).toBeNull();
        expect(errors?.[0]).toMatchObject({
          message: 'A whole number of rupiah',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: { amount: 'A whole number of rupiah' },
          },
        });
        expect(await balanceOf(product, lender(0).userId)).toEqual(before);
        expect(await fundingRows(id)).toBe(0);
      },
    );

    it('a lender whose data is not validated: shown on the loan before they type, refused if they try', async () => {
      const [unvalidated] = await validatedLenders(product, 1, 10_000_000_00n, {
        validated: false,
      });
      if (!unvalidated) throw new Error('no lender');
      const shown = await graphql<{ lenderLoan: LenderLoan }>(
        product,
        'query ($id: ID!) { lenderLoan(id: $id) { fundAction { action allowed reason { code } } } }',
        { id },
        unvalidated.token,
      );
      expect(shown.data?.lenderLoan.fundAction).toEqual({
        action: 'fund',
        allowed: false,
        reason: { code: 'LENDER_NOT_VALIDATED' },
      });
      const { errors } = await graphql(
        product,
        FUND,
        { loanId: id, amount: '1000000', key: 'unvalidated-1' },
        unvalidated.token,
      );
      expect(errors?.[0]?.extensions?.code).toBe('LENDER_NOT_VALIDATED');
      expect(await fundingRows(id)).toBe(0);
    });
  });
});

describe('staff open funding early and see who funded', () => {
  it("the loan's funding days are the ones it runs on: from the day staff opened it, to the offer's end", async () => {
    const id = String(await acceptedLoan(product, tokens, { startInDays: 4, endInDays: 12 }));
    const offer = {
      fundingStart: isoDateInDays(product, 4),
      fundingEnd: isoDateInDays(product, 12),
    };
    const DAYS = `query ($id: ID!) { loan(id: $id) { fundingStart fundingEnd } }`;
    type Days = { loan: { fundingStart: string; fundingEnd: string } };
    // Accepted, not yet open: the offer's window.
    const before = await graphql<Days>(product, DAYS, { id }, tokens.admin);
    expect(before.data?.loan).toEqual(offer);

    const opened = await graphql(
      product,
      'mutation ($id: ID!) { openFunding(id: $id) { id } }',
      { id },
      tokens.admin,
    );
    expect(opened.errors).toBeUndefined();
    const today = wibDate(product.clock.now);
    const [row] = await product.db.query<{ opened: string; start: string }>(
      `SELECT machine_context ->> 'fundingOpenedOn' AS opened, funappcfstarttime::text AS start
         FROM loans WHERE id = $1`,
      [Number(id)],
    );
    // The offer as the borrower accepted it stays; the day funding opened is kept beside it.
    expect(row).toEqual({ opened: today, start: offer.fundingStart });
    const expected = { fundingStart: today, fundingEnd: offer.fundingEnd };
    for (const token of [tokens.admin, tokens.borrower]) {
      expect((await graphql<Days>(product, DAYS, { id }, token)).data?.loan).toEqual(expected);
    }
    const lenderView = await graphql<{ lenderLoan: { fundingStart: string; fundingEnd: string } }>(
      product,
      `query ($id: ID!) { lenderLoan(id: $id) { fundingStart fundingEnd } }`,
      { id },
      lender(0).token,
    );
    expect(lenderView.data?.lenderLoan).toEqual(expected);
  });

  it('openFunding moves an accepted loan to PROCESS; loanFundings shows staff every lender, a lender their own', async () => {
    const id = String(await acceptedLoan(product, tokens, { startInDays: 3, endInDays: 10 }));
    const early = await graphql(
      product,
      FUND,
      { loanId: id, amount: '1000000', key: `early-${id}` },
      lender(0).token,
    );
    expect(early.errors?.[0]?.extensions?.code).toBe('LOAN_NOT_FOUND');
    const notYours = await graphql(
      product,
      'mutation ($id: ID!) { openFunding(id: $id) { id } }',
      { id },
      lender(0).token,
    );
    expect(notYours.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const opened = await graphql<{
      openFunding: { id: string; submissionStage: string; fundingStatus: string };
    }>(
      product,
      'mutation ($id: ID!) { openFunding(id: $id) { id submissionStage fundingStatus } }',
      { id },
      tokens.admin,
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data?.openFunding).toEqual({
      id,
      submissionStage: 'PROCESS',
      fundingStatus: 'PROCESS',
    });
    const [row] = await product.db.query<{ stage: string }>(
      `SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1`,
      [Number(id)],
    );
    expect(row?.stage).toBe('PROCESS');

    for (const [i, amount] of [
      [0, '1000000'],
      [1, '2000000'],
    ] as const) {
      const funded = await graphql(
        product,
        FUND,
        { loanId: id, amount, key: `staff-view-${id}-${i}` },
        lender(i).token,
      );
      expect(funded.errors).toBeUndefined();
    }
    const FUNDINGS = `query ($loanId: ID!) {
      loanFundings(loanId: $loanId) { loanId amount status lenderId lenderName lenderEmail }
    }`;
    type Fundings = {
      loanFundings: Array<{ amount: string; lenderId: string | null; lenderEmail: string | null }>;
    };
    const staff = await graphql<Fundings>(product, FUNDINGS, { loanId: id }, tokens.admin);
    expect(staff.errors).toBeUndefined();
    expect(staff.data?.loanFundings).toEqual([
      {
        loanId: id,
        amount: '1000000.00',
        status: 'HELD',
        lenderId: lender(0).userId,
        lenderName: 'Pemberi Dana Uji',
        lenderEmail: lender(0).email,
      },
      {
        loanId: id,
        amount: '2000000.00',
        status: 'HELD',
        lenderId: lender(1).userId,
        lenderName: 'Pemberi Dana Uji',
        lenderEmail: lender(1).email,
      },
    ]);
    const own = await graphql<Fundings>(product, FUNDINGS, { loanId: id }, lender(1).token);
    expect(own.data?.loanFundings).toEqual([
      {
        loanId: id,
        amount: '2000000.00',
        status: 'HELD',
        lenderId: null,
        lenderName: null,
        lenderEmail: null,
      },
    ]);
  });
});

describe("the lender's portfolio", () => {
  it('lists the active investments with their share and sums them; the newest loans come first', async () => {
    const [fresh] = await validatedLenders(product, 1, 20_000_000_00n);
    if (!fresh) throw new Error('no lender');
    const first = String(await loanOpenForFunding(product, tokens));
    const second = String(await loanOpenForFunding(product, tokens));
    await fund(product, fresh.token, Number(first), '1000000');
    await fund(product, fresh.token, Number(second), '2000000');
    await fund(product, fresh.token, Number(second), '500000');
    const { data, errors } = await graphql<{
      portfolio: Array<{
        loan: { id: string };
        invested: string;
        pieces: number;
        refunded: boolean;
      }>;
      closed: unknown[];
      portfolioSummary: Record<string, unknown>;
      recentLoans: Array<{ id: string }>;
    }>(
      product,
      `{
        portfolio { loan { id borrowerAlias } invested pieces refunded }
        closed: portfolio(closed: true) { loan { id } }
        portfolioSummary {
          invested onHold active outstanding received activeCount closedCount
          byStatus { key amount }
        }
        recentLoans { id }
      }`,
      {},
      fresh.token,
    );
    expect(errors).toBeUndefined();
    expect(data?.portfolio).toEqual([
      {
        loan: { id: second, borrowerAlias: 'BS' },
        invested: '2500000.00',
        pieces: 2,
        refunded: false,
      },
      {
        loan: { id: first, borrowerAlias: 'BS' },
        invested: '1000000.00',
        pieces: 1,
        refunded: false,
      },
    ]);
    expect(data?.closed).toEqual([]);
    expect(data?.portfolioSummary).toEqual({
      invested: '3500000.00',
      onHold: '3500000.00',
      active: '16500000.00',
      outstanding: '0.00',
      received: '0.00',
      activeCount: 2,
      closedCount: 0,
      byStatus: [{ key: 'PROCESS', amount: '3500000.00' }],
    });
    expect(data?.recentLoans[0]?.id).toBe(second);
  });
});
