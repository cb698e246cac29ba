// What one GraphQL read costs in REST calls, counted where they arrive (every request reaching
// /api is recorded by the test product). A loan detail is one /loan call: the API answers what
// the caller may do with the loan and sends its product along; other reference data comes from
// the gateway's shared cache once warm.
// A staff queue page is one call whatever its length: nothing is asked per loan; so is a page of
// the lenders' marketplace, and a lender's loan or funding is one call. Reference data carries
// HTTP caching headers; loans are never cached.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BorrowerLoanDocument } from '../../web/src/generated/graphql.ts';
import {
  loanOpenForFunding,
  staffTokens,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let borrower: string;
let loanId: string;

/** The staff loan detail of `npm run bench`: summary, product, borrower and actions. */
const STAFF_LOAN = `query StaffLoan($id: ID!) {
  loan(id: $id) {
    id applicationValue requiredDate purpose submissionStage approvalStatus fundingStatus
    stageLabel { id en } periodDays adminFee interestPercent fundingStart fundingEnd dueDate
    totalPartialPaid totalLateCharge repaymentDueDate commitment
    product { id productName lowRiskInterest highRiskInterest typePayment isProperty }
    borrower { id fullName isPersonal }
    availableActions { action allowed reason { code text { id en } } }
  }
}`;

/** The borrower's loan detail (the web's BorrowerLoanFields). */
const BORROWER_LOAN = `query BorrowerLoan($id: ID!) {
  loan(id: $id) {
    id applicationValue requiredDate purpose submissionStage approvalStatus fundingStatus
    stageLabel { id en } periodDays paymentType adminFee interestPercent editable
    product { id productName lowRiskInterest highRiskInterest isFlow }
    availableActions { action allowed reason { code text { id en } } }
  }
}`;

/** A staff queue page: the rows of the web's StaffLoans, with each loan's actions too. */
const QUEUE_PAGE = `query Queue($first: Int) {
  loans(first: $first) {
    edges { cursor node {
      id applicationValue requiredDate submissionStage stageLabel { id en }
      borrower { id fullName } product { id productName }
      availableActions { action allowed }
    } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

type Action = { action: string; allowed: boolean };

/** The REST calls the operation made, with the cache warmed by one run before. */
async function callsOf(query: string, variables: Record<string, unknown>, token: string) {
  const warm = await graphql(product, query, variables, token);
  expect(warm.errors).toBeUndefined();
  product.apiRequests.length = 0;
  const result = await graphql<Record<string, unknown>>(product, query, variables, token);
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no data');
  return { calls: [...product.apiRequests], data: result.data };
}

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
  borrower = await loginAs(product, 'borrower@lumbung.test');
  const [row] = await product.db.query<{ id: number }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE u.email = 'borrower@lumbung.test' AND l.machine_state->>'stage' = 'REVIEW'
      ORDER BY l.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo data has no loan in review');
  loanId = String(row.id);
  // A queue of more than 20 loans: drafts of the demo borrower (drafts are listed under "All").
  const [products] = await product.db.query<{ id: number }>('SELECT id FROM products LIMIT 1');
  const [{ count } = { count: 0 }] = await product.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM loans',
  );
  for (let i = count; i < 22; i += 1) {
    const created = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: {
        productid: products?.id,
        genapplicationvalue: '150000000',
        genrequireddate: '2099-01-01',
        genpurpose: `Draft ${i}`,
      },
    });
    expect(created.status).toBe(201);
  }
});

afterAll(async () => {
  await product.close();
});

describe('REST calls of one GraphQL read', () => {
  it('a cold staff loan detail is one /loan call: no /account/me, no product list', async () => {
    product.apiRequests.length = 0;
    const result = await graphql(product, STAFF_LOAN, { id: loanId }, admin);
    expect(result.errors).toBeUndefined();
    expect(product.apiRequests).toEqual([`GET /api/loan/${loanId}`]);
  });

  it('a warm staff loan detail is one /loan call, with the actions the API allows staff', async () => {
    const { calls, data } = await callsOf(STAFF_LOAN, { id: loanId }, admin);
    expect(calls).toEqual([`GET /api/loan/${loanId}`]);
    const actions = (data.loan as { availableActions: Action[] }).availableActions;
    const allowed = actions.filter((a) => a.allowed).map((a) => a.action);
    expect(allowed).toContain('approveBail');
    expect(allowed).not.toContain('submit');
  });

  it("the borrower's loan detail is one /loan call, with the owner's actions", async () => {
    const { calls, data } = await callsOf(BORROWER_LOAN, { id: loanId }, borrower);
    expect(calls).toEqual([`GET /api/loan/${loanId}`]);
    const actions = (data.loan as { availableActions: Action[] }).availableActions;
    expect(actions.find((a) => a.action === 'approveBail')?.allowed).toBe(false);
    expect(actions.find((a) => a.action === 'cancel')?.allowed).toBe(true);
  });

  it("the web's own borrower loan page (audit trail, photos, borrower data) is one /loan call", async () => {
    const { calls, data } = await callsOf(print(BorrowerLoanDocument), { id: loanId }, borrower);
    expect(calls).toEqual([
      `GET /api/loan/${loanId}?include=auditTrail%2CbailPhotos%2CborrowerInfo`,
    ]);
    // What came along is what the API's own reads give the borrower.
    const loan = data.loan as {
      auditTrail: { id: string }[];
      bailPhotos: string[];
      borrowerInfo: { fullName: string | null };
    };
    const events = await rest(product, 'GET', `/loan/${loanId}/events`, { token: borrower });
    const photos = await rest(product, 'GET', `/loan/${loanId}/bail/photo`, { token: borrower });
    const trail = (events.body as { data: { data: { id: number }[] } }).data.data;
    expect(trail.length).toBeGreaterThan(0);
    expect(loan.auditTrail.map((entry) => entry.id)).toEqual(
      trail.map((entry) => String(entry.id)),
    );
    expect(loan.bailPhotos).toEqual((photos.body as { data: { photo: string[] } }).data.photo);
    const info = await rest(product, 'GET', `/loan/${loanId}/borrower_info`, { token: borrower });
    const fullName = (info.body as { data: { genFullname?: string | null } }).data.genFullname;
    expect(fullName).toBeTruthy();
    expect(loan.borrowerInfo.fullName).toBe(fullName);
  });

  it('a queue page of 5 and of 20 loans both make one call: nothing per loan', async () => {
    const five = await callsOf(QUEUE_PAGE, { first: 5 }, admin);
    const twenty = await callsOf(QUEUE_PAGE, { first: 20 }, admin);
    expect(five.calls).toEqual(['GET /api/loan?limit=5&sort=newest']);
    expect(twenty.calls).toEqual(['GET /api/loan?limit=20&sort=newest']);
    const edges = (twenty.data.loans as { edges: { node: { availableActions: Action[] } }[] })
      .edges;
    expect(edges).toHaveLength(20);
    for (const { node } of edges) expect(node.availableActions.length).toBeGreaterThan(0);
  });

  it('a cached product list reaches nobody the API would refuse', async () => {
    await graphql(product, '{ products { id productName } }', {}, admin);
    product.apiRequests.length = 0;
    const anonymous = await graphql(product, '{ products { id productName } }');
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(product.apiRequests).toEqual(['GET /api/product']);
  });

  it('a product changed through the gateway is read anew at once', async () => {
    const list = await graphql<{ products: { id: string; code: string }[] }>(
      product,
      '{ products { id code productName } }',
      {},
      admin,
    );
    const first = list.data?.products[0];
    if (!first) throw new Error('no product');
    const [row] = await product.db.query<Record<string, unknown>>(
      `SELECT code, admin_fee, low_risk_interest, high_risk_interest, type_payment, is_property,
              is_flow FROM products WHERE id = $1`,
      [Number(first.id)],
    );
    const updated = await graphql(
      product,
      `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      {
        id: first.id,
        input: {
          code: row?.code,
          productName: 'Renamed product',
          adminFee: String(row?.admin_fee),
          lowRiskInterest: String(row?.low_risk_interest),
          highRiskInterest: String(row?.high_risk_interest),
          typePayment: row?.type_payment,
          isProperty: row?.is_property,
          isFlow: row?.is_flow,
        },
      },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    const again = await graphql<{ products: { id: string; productName: string }[] }>(
      product,
      '{ products { id productName } }',
      {},
      admin,
    );
    expect(again.data?.products.find((p) => p.id === first.id)?.productName).toBe(
      'Renamed product',
    );
  });
});

/** A marketplace page with everything the lender's card shows: product, collateral, action. */
const MARKETPLACE_PAGE = `query Marketplace($first: Int) {
  marketplace(first: $first) {
    nodes {
      id borrowerAlias purpose fundingTarget fundsCollected fundedPercent interestPercent daysLeft
      product { id code name { id en } }
      collateral { type typeLabel { id en } city province }
      fundAction { action allowed reason { code text { id en } } }
    }
    totalCount
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('REST calls of the marketplace and funding', () => {
  let lender: TestLender;
  let loanIds: number[];
  beforeAll(async () => {
    const tokens = await staffTokens(product);
    [lender] = (await validatedLenders(product, 1, 10_000_000_00n)) as [TestLender];
    loanIds = [];
    for (let i = 0; i < 3; i += 1) loanIds.push(await loanOpenForFunding(product, tokens));
  });

  it('a marketplace page of 1 and of 3 loans both make one call, read anew each time', async () => {
    const one = await callsOf(MARKETPLACE_PAGE, { first: 1 }, lender.token);
    const three = await callsOf(MARKETPLACE_PAGE, { first: 3 }, lender.token);
    expect(one.calls).toEqual(['GET /api/loan/marketplace?sort=newest&limit=1']);
    expect(three.calls).toEqual(['GET /api/loan/marketplace?sort=newest&limit=3']);
    const nodes = (three.data.marketplace as { nodes: { fundAction: Action }[] }).nodes;
    expect(nodes).toHaveLength(3);
    for (const node of nodes) expect(node.fundAction).toMatchObject({ allowed: true });
  });

  it("a lender's loan page is one call", async () => {
    const id = String(loanIds[0]);
    const { calls } = await callsOf(
      `query ($id: ID!) { lenderLoan(id: $id) {
        id product { code } collateral { typeLabel { id } } bailPhotos myFundings { id }
        fundAction { allowed }
      } }`,
      { id },
      lender.token,
    );
    expect(calls).toEqual([`GET /api/loan/marketplace/${id}`]);
  });

  it('a funding is one call, its wallet and loan included', async () => {
    const id = String(loanIds[1]);
    product.apiRequests.length = 0;
    const funded = await graphql<{ fundLoan: { replayed: boolean } }>(
      product,
      `mutation ($id: ID!) { fundLoan(loanId: $id, amount: "1000000", idempotencyKey: "count-1") {
        funding { id amount } loan { fundsCollected fundAction { allowed } }
        balance { active onHold total kind accountNumber } replayed
      } }`,
      { id },
      lender.token,
    );
    expect(funded.errors).toBeUndefined();
    expect(funded.data?.fundLoan.replayed).toBe(false);
    expect(product.apiRequests).toEqual([`POST /api/loan/${id}/fund`]);
  });

  it("a portfolio page with each row's agreements makes the same calls for 1 row and for 2", async () => {
    const portfolio = `{ portfolio { loan { id myAgreements { funding { id } signed canSign } } } }`;
    const one = await callsOf(portfolio, {}, lender.token);
    const funded = await graphql(
      product,
      `mutation ($id: ID!) { fundLoan(loanId: $id, amount: "1000000", idempotencyKey: "count-2") {
        replayed } }`,
      { id: String(loanIds[2]) },
      lender.token,
    );
    expect(funded.errors).toBeUndefined();
    const two = await callsOf(portfolio, {}, lender.token);
    const rows = (two.data.portfolio as { loan: { myAgreements: unknown[] } }[]).map(
      (row) => row.loan.myAgreements.length,
    );
    expect(rows).toEqual([1, 1]);
    // The rows carry the lender's pieces: nothing is asked per loan.
    expect(two.calls).toEqual(one.calls);
    expect(two.calls.some((call) => call.includes('/fundings'))).toBe(false);
  });
});

describe('HTTP caching headers of the API', () => {
  it('reference data has an ETag, a max-age and answers 304 while unchanged', async () => {
    const first = await fetch(`${product.url}/api/reference/banks`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${product.url}/api/reference/banks`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('products are private to the caller for a minute; loans are kept by nobody', async () => {
    const products = await fetch(`${product.url}/api/product`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(products.headers.get('cache-control')).toBe('private, max-age=60');
    expect(products.headers.get('etag')).toBeTruthy();
    const loan = await fetch(`${product.url}/api/loan/${loanId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(loan.status).toBe(200);
    expect(loan.headers.get('cache-control')).toBe('no-store');
    expect(loan.headers.get('etag')).toBeNull();
  });
});
