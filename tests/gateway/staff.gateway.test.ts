// The staff back office through GraphQL: queue pages by cursor with search, filters and sorts,
// the counts of every queue in one query, the disbursement lists and approval, and the audit
// trail as staff and as the borrower see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication, isoDateInDays } from '../support/application.ts';
import { fund, loanOpenForFunding, staffTokens, validatedLenders } from '../support/funding.ts';
import { signWithLocalProvider } from '../support/signing.ts';
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

const inDays = (days: number) => isoDateInDays(product, days);

async function productId(code: string) {
  const [row] = await product.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [
    code,
  ]);
  return row?.id ?? 0;
}

async function submitted(code: string, value: string): Promise<number> {
  const created = await rest(product, 'POST', '/loan', {
    token: borrower,
    body: {
      productid: await productId(code),
      genapplicationvalue: value,
      genrequireddate: inDays(20),
      genpurpose: 'GraphQL',
    },
  });
  const id = (created.body.data as { id: number }).id;
  // Only a complete application can be submitted: borrower data and collateral worth at least
  // the loan, as the form's steps 2 and 3 save them.
  await completeApplication(product, borrower, id, { bail: { bailestimatedvalue: value } });
  const sent = await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
  if (sent.status !== 200) throw new Error(`submit: ${JSON.stringify(sent.body)}`);
  return id;
}

type Connection = {
  edges: {
    cursor: string;
    node: { id: string; submissionStage: string; applicationValue: string };
  }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

const LOANS = `query ($queue: LoanQueue, $search: String, $productId: ID, $sort: LoanSort, $first: Int, $after: String) {
  loans(queue: $queue, search: $search, productId: $productId, sort: $sort, first: $first, after: $after) {
    edges { cursor node { id submissionStage applicationValue } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function everyPage(variables: Record<string, unknown>) {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const result: { data: { loans: Connection } | null; errors?: unknown } = await graphql<{
      loans: Connection;
    }>(product, LOANS, { ...variables, after }, admin);
    expect(result.errors).toBeUndefined();
    const connection: Connection | undefined = result.data?.loans;
    if (!connection) throw new Error('no connection');
    ids.push(...connection.edges.map((e) => e.node.id));
    after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    pages += 1;
  } while (after && pages < 50);
  return { ids, pages };
}

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
  borrower = await loginAs(product, 'borrower@lumbung.test');
  // Beside the demo seed's SCF loan in REVIEW: three more, two of them KPR.
  await submitted('KPR', '700000000');
  await submitted('KPR', '80000000');
  await submitted('PF', '300000000');
});
afterAll(() => product.close());

describe('queues through GraphQL', () => {
  it('pages a queue by cursor to its end, in the chosen order', async () => {
    const { ids, pages } = await everyPage({ queue: 'toReview', sort: 'VALUE_DESC', first: 1 });
    expect(pages).toBe(4);
    const { data } = await graphql<{ loans: Connection }>(
      product,
      LOANS,
      { queue: 'toReview', sort: 'VALUE_DESC', first: 10 },
      admin,
    );
    const all = data?.loans.edges.map((e) => e.node) ?? [];
    expect(all.map((n) => n.applicationValue)).toEqual([
      '700000000.00',
      '300000000.00',
      '80000000.00',
      '75000000.00',
    ]);
    expect(ids).toEqual(all.map((n) => n.id));
    expect(data?.loans.totalCount).toBe(4);
    // Any edge's cursor resumes right after it.
    const second = data?.loans.edges[1]?.cursor;
    const rest2 = await graphql<{ loans: Connection }>(
      product,
      LOANS,
      { queue: 'toReview', sort: 'VALUE_DESC', after: second },
      admin,
    );
    expect(rest2.data?.loans.edges.map((e) => e.node.id)).toEqual(all.slice(2).map((n) => n.id));
  });

  it('searches and filters by product', async () => {
    const kpr = await productId('KPR');
    const { data } = await graphql<{ loans: Connection }>(
      product,
      LOANS,
      { queue: 'toReview', productId: String(kpr) },
      admin,
    );
    expect(data?.loans.totalCount).toBe(2);
    const none = await graphql<{ loans: Connection }>(
      product,
      LOANS,
      { search: 'tidak ada nama ini' },
      admin,
    );
    expect(none.data?.loans.totalCount).toBe(0);
  });

  it('counts every queue in one query, with labels', async () => {
    const { data, errors } = await graphql<{
      loanQueueCounts: {
        total: number;
        queues: { queue: string; count: number; label: { id: string; en: string } }[];
      };
    }>(product, '{ loanQueueCounts { total queues { queue count label { id en } } } }', {}, admin);
    expect(errors).toBeUndefined();
    const counts = data?.loanQueueCounts;
    expect(counts?.total).toBe(10);
    expect(counts?.queues).toHaveLength(11);
    expect(counts?.queues.find((q) => q.queue === 'toReview')).toEqual({
      queue: 'toReview',
      count: 4,
      label: { id: 'Perlu Ditinjau', en: 'To review' },
    });
    const sinar = await graphql<{ loanQueueCounts: { total: number } }>(
      product,
      'query ($s: String) { loanQueueCounts(search: $s) { total } }',
      { s: 'sinar' },
      admin,
    );
    expect(sinar.data?.loanQueueCounts.total).toBe(4);
  });

  it('refuses the queues to a borrower and a bad cursor with their codes', async () => {
    const asBorrower = await graphql(product, '{ loanQueueCounts { total } }', {}, borrower);
    expect(asBorrower.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badCursor = await graphql(product, LOANS, { after: 'nonsense' }, admin);
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { after: 'bukan penanda halaman dari daftar ini' },
    });
  });
});

describe('disbursements through GraphQL', () => {
  it('lists a signed loan as ready, approves it, then lists it as paid out', async () => {
    // Funded by a lender who signs the investment agreement; the borrower signs the loan
    // agreement on the built-in provider: every step through the product's own calls.
    const tokens = await staffTokens(product);
    const [lender] = await validatedLenders(product, 1, 1_000_000_000n);
    if (!lender) throw new Error('no lender');
    const id = await loanOpenForFunding(product, tokens, { value: '3000000' });
    expect((await fund(product, lender.token, id, '3000000')).status).toBe(201);
    await signWithLocalProvider(product, lender, { loanid: id, amount: '3000000' });
    await signWithLocalProvider(
      product,
      { token: borrower, email: 'borrower@lumbung.test' },
      { loanid: id, returnUrl: `/borrower/loans/${id}` },
    );
    const signed = await rest(product, 'PUT', `/loan/${id}/disbursement/signed`, {
      token: borrower,
    });
    expect(signed.status).toBe(200);
    const lists = `{ disbursementsReady { totalCount edges { node { id } } }
                     disbursementsSucceeded { totalCount edges { node { id } } } }`;
    type Lists = Record<'disbursementsReady' | 'disbursementsSucceeded', Connection>;
    const before = await graphql<Lists>(product, lists, {}, admin);
    expect(before.data?.disbursementsReady.edges.map((e) => e.node.id)).toEqual([String(id)]);
    expect(before.data?.disbursementsSucceeded.totalCount).toBe(0);

    const refused = await graphql(
      product,
      'mutation ($id: ID!) { approveDisbursement(id: $id) { id } }',
      { id: String(id) },
      borrower,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const approved = await graphql<{
      approveDisbursement: {
        submissionStage: string;
        availableActions: { action: string; allowed: boolean }[];
      };
    }>(
      product,
      'mutation ($id: ID!) { approveDisbursement(id: $id) { submissionStage availableActions { action allowed } } }',
      { id: String(id) },
      admin,
    );
    expect(approved.errors).toBeUndefined();
    // The built-in bank confirms at once: disbursed, and the loan period has begun.
    expect(approved.data?.approveDisbursement.submissionStage).toBe('LOAN_PERIOD');
    expect(
      approved.data?.approveDisbursement.availableActions.find(
        (a) => a.action === 'approveDisbursement',
      )?.allowed,
    ).toBe(false);
    const after = await graphql<Lists>(product, lists, {}, admin);
    expect(after.data?.disbursementsReady.totalCount).toBe(0);
    expect(after.data?.disbursementsSucceeded.edges.map((e) => e.node.id)).toEqual([String(id)]);
  });
});

const TRAIL = `query ($id: ID!) { loan(id: $id) { auditTrail {
  event eventLabel { id en } fromStage toStage toStageLabel { id en }
  actorId actorName actorRole reason at } } }`;

type TrailEntry = {
  event: string;
  eventLabel: { id: string; en: string };
  toStage: string;
  toStageLabel: { id: string; en: string };
  actorName: string | null;
  actorRole: string;
  reason: string | null;
};

describe('Loan.auditTrail', () => {
  it('gives staff every entry with names and labels, the borrower their part', async () => {
    const id = await submitted('KPR', '120000000');
    await rest(product, 'PUT', `/loan/submission/${id}/approve-bail`, { token: admin });
    await rest(product, 'PUT', `/loan/submission/${id}/rejected`, {
      token: admin,
      body: { reason: 'Foto jaminan buram' },
    });

    const staff = await graphql<{ loan: { auditTrail: TrailEntry[] } }>(
      product,
      TRAIL,
      { id: String(id) },
      admin,
    );
    expect(
      staff.data?.loan.auditTrail.map((e) => [
        e.event,
        e.toStageLabel.id,
        e.actorName,
        e.actorRole,
      ]),
    ).toEqual([
      ['loan.create', 'Draf', 'Budi Santoso', 'BORROWER'],
      ['application.edit', 'Draf', 'Budi Santoso', 'BORROWER'],
      ['application.edit', 'Draf', 'Budi Santoso', 'BORROWER'],
      ['loan.submit', 'Ditinjau', 'Budi Santoso', 'BORROWER'],
      ['bail.approve', 'Jaminan Disetujui', 'Staf Lumbung', 'ADMIN'],
      ['loan.reject', 'Ditolak', 'Staf Lumbung', 'ADMIN'],
    ]);
    expect(staff.data?.loan.auditTrail.at(-1)).toMatchObject({
      eventLabel: { id: 'Pengajuan ditolak', en: 'Application rejected' },
      reason: 'Foto jaminan buram',
    });

    const own = await graphql<{ loan: { auditTrail: TrailEntry[] } }>(
      product,
      TRAIL,
      { id: String(id) },
      borrower,
    );
    expect(own.data?.loan.auditTrail.map((e) => [e.event, e.actorName, e.reason])).toEqual([
      ['loan.create', 'Budi Santoso', null],
      // The borrower's own edits (borrower data, then collateral) are theirs to see.
      ['application.edit', 'Budi Santoso', null],
      ['application.edit', 'Budi Santoso', null],
      ['loan.submit', 'Budi Santoso', null],
      ['loan.reject', null, 'Foto jaminan buram'],
    ]);
  });
});
