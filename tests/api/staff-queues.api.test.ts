// The staff back office through REST: work queues with search, product filter, sorting, keyset
// pages and counts; the disbursement lists; a loan's audit trail as staff and as the borrower
// see it; and the audit table refusing every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication, isoDateInDays } from '../support/application.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Record<'borrower' | 'company' | 'admin' | 'director' | 'lender', string>;

type ApiLoan = {
  id: number;
  submissionstage: string;
  borrowername: string;
  productcode: string;
  genapplicationvalue: string;
  submittedat: string | null;
  stageenteredat: string;
};
type Page = { data: ApiLoan[]; total: number; next: string | null; cursors: string[] };

const inDays = (days: number) => isoDateInDays(product, days);

async function productId(code: string) {
  const [row] = await product.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [
    code,
  ]);
  return row?.id ?? 0;
}

const offer = () => ({
  funappinterestpercentage: '10',
  timeperiod: 90,
  appadminfee: '0',
  typepayment: 'INSTALLMENT',
  funappcfstarttime: inDays(30),
  funappcfendtime: inDays(45),
});

const STEPS: Record<string, { who: keyof typeof tokens; path: string; body?: () => unknown }> = {
  submit: { who: 'borrower', path: '/loan/{id}/submit' },
  approveBail: { who: 'admin', path: '/loan/submission/{id}/approve-bail' },
  // Grade B: the offer's 10 sits in its band of KPR's 9–13 (9.80–10.60).
  approveCredit: {
    who: 'admin',
    path: '/loan/submission/{id}/approve-credit',
    body: () => ({ riskrating: 'LOW_TO_MEDIUM' }),
  },
  approveDirector: { who: 'director', path: '/loan/submission/{id}/approve-director' },
  setOffer: { who: 'admin', path: '/loan/submission/{id}/offer', body: offer },
  approve: { who: 'admin', path: '/loan/submission/{id}/approved' },
  reject: {
    who: 'admin',
    path: '/loan/submission/{id}/rejected',
    body: () => ({ reason: 'Sertifikat tidak terbaca' }),
  },
  cancel: {
    who: 'admin',
    path: '/loan/submission/{id}/cancel',
    body: () => ({ reason: 'Pengajuan ganda' }),
  },
};

/** A loan of this borrower and product, taken through these steps by the people who do them. */
async function loan(
  owner: 'borrower' | 'company',
  code: string,
  value: string,
  steps: string[],
): Promise<number> {
  const created = await rest(product, 'POST', '/loan', {
    token: tokens[owner],
    body: {
      productid: await productId(code),
      genapplicationvalue: value,
      genrequireddate: inDays(20),
      genpurpose: 'Antrian',
    },
  });
  const id = (created.body.data as { id: number }).id;
  // Submitting needs a complete application: the borrower's data and collateral worth at least
  // the loan, as the form's steps 2 and 3 save them.
  if (steps.includes('submit')) {
    await completeApplication(product, tokens[owner], id, {
      personal: owner === 'borrower',
      bail: { bailestimatedvalue: value },
    });
  }
  for (const name of steps) {
    const step = STEPS[name];
    if (!step) throw new Error(name);
    const who = step.who === 'borrower' ? owner : step.who;
    const { status, body } = await rest(product, 'PUT', step.path.replace('{id}', String(id)), {
      token: tokens[who],
      body: step.body?.(),
    });
    if (status !== 200) throw new Error(`${name}: ${JSON.stringify(body)}`);
  }
  return id;
}

async function list(query: string, token = tokens.admin) {
  const { status, body } = await rest(product, 'GET', `/loan${query}`, { token });
  return { status, body, page: body.data as Page };
}

/** Every page of a list, following `next`. */
async function allPages(query: string): Promise<ApiLoan[]> {
  const loans: ApiLoan[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const separator = query.includes('?') ? '&' : '?';
    const { status, page } = await list(
      `${query}${after ? `${separator}after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(status).toBe(200);
    loans.push(...page.data);
    expect(page.cursors).toHaveLength(page.data.length);
    after = page.next;
    if (!after) return loans;
  }
  throw new Error('too many pages');
}

/** Moves a loan's stored stage straight to a stage the API cannot reach yet (no funding calls). */
async function plantStage(id: number, stage: string) {
  await product.db.query(
    `UPDATE loans SET machine_state = jsonb_set(machine_state, '{stage}', to_jsonb($2::text)),
       updated_at = now() WHERE id = $1`,
    [id, stage],
  );
}

let ids: Record<string, number>;

beforeAll(async () => {
  product = await startTestProduct();
  tokens = {
    borrower: await loginAs(product, 'borrower@lumbung.test'),
    company: await loginAs(product, 'borrower.company@lumbung.test'),
    admin: await loginAs(product, 'admin@lumbung.test'),
    director: await loginAs(product, 'director@lumbung.test'),
    lender: await loginAs(product, 'lender@lumbung.test'),
  };
  // The demo seed holds: PF DRAFT and SCF REVIEW (Budi Santoso), KPR APPROVAL_BAIL and CTO
  // REJECT_BAIL (PT Sinar Jaya Abadi).
  ids = {
    reviewSmall: await loan('borrower', 'PF', '100000000', ['submit']),
    reviewLarge: await loan('company', 'KPR', '900000000', ['submit']),
    reviewMiddle: await loan('borrower', 'KPR', '300000000', ['submit']),
    director: await loan('company', 'PF', '400000000', [
      'submit',
      'approveBail',
      'approveCredit',
      'approveDirector',
    ]),
    offerSet: await loan('borrower', 'KPR', '500000000', [
      'submit',
      'approveBail',
      'approveCredit',
      'approveDirector',
      'setOffer',
    ]),
    cancelled: await loan('borrower', 'PF', '150000000', ['submit', 'cancel']),
    ready: await loan('borrower', 'PF', '120000000', ['submit']),
    readySigned: await loan('company', 'PF', '130000000', ['submit']),
    disbursed: await loan('borrower', 'CTO', '140000000', ['submit']),
    closed: await loan('company', 'CTO', '160000000', ['submit']),
  };
  await plantStage(ids.ready ?? 0, 'DISBURSEMENT_READY');
  await plantStage(ids.readySigned ?? 0, 'DISBURSEMENT_READY_BORROWER');
  await plantStage(ids.disbursed ?? 0, 'LOAN_PERIOD');
  await plantStage(ids.closed ?? 0, 'CLOSED');
});
afterAll(() => product.close());

describe('work queues', () => {
  it('counts every queue in one call, under the same search and product filters', async () => {
    const counts = async (query = '') => {
      const { status, body } = await rest(product, 'GET', `/loan/queues${query}`, {
        token: tokens.admin,
      });
      expect(status).toBe(200);
      const data = body.data as { data: { queue: string; count: number }[]; total: number };
      return {
        total: data.total,
        ...Object.fromEntries(data.data.filter((q) => q.count > 0).map((q) => [q.queue, q.count])),
      };
    };
    expect(await counts()).toEqual({
      total: 17,
      toReview: 4,
      collateralApproved: 1,
      directorApproved: 2,
      // The demo's three loans open in the marketplace.
      funding: 3,
      cancelledRejected: 2,
      disbursementReady: 2,
      inPeriod: 1,
      closed: 1,
    });
    expect(await counts('?q=sinar')).toEqual({
      total: 8,
      toReview: 1,
      collateralApproved: 1,
      directorApproved: 1,
      funding: 2,
      cancelledRejected: 1,
      disbursementReady: 1,
      closed: 1,
    });
    expect(await counts(`?productid=${await productId('KPR')}`)).toEqual({
      total: 5,
      toReview: 2,
      collateralApproved: 1,
      directorApproved: 1,
      funding: 1,
    });
  });

  it('lists a queue: only its stages, and as many as its count', async () => {
    const { page } = await list('?queue=directorApproved');
    expect(page.data.map((l) => [l.id, l.submissionstage])).toEqual([
      [ids.offerSet, 'APPROVED_KPR'],
      [ids.director, 'APPROVAL_LOAN_DIR'],
    ]);
    expect(page.total).toBe(2);
    const review = await allPages('?queue=toReview');
    expect(new Set(review.map((l) => l.submissionstage))).toEqual(new Set(['REVIEW']));
    expect(review).toHaveLength(4);
  });

  it("searches by any part of the borrower's name, any case, or by loan id", async () => {
    const bySinar = await allPages('?q=SINAR%20jaya');
    expect(bySinar.length).toBe(8);
    expect(new Set(bySinar.map((l) => l.borrowername))).toEqual(new Set(['PT Sinar Jaya Abadi']));
    const byId = await list(`?q=${ids.director}`);
    expect(byId.page.data.map((l) => l.id)).toEqual([ids.director]);
    // Wildcards in a search are plain characters.
    expect((await list('?q=%25')).page.total).toBe(0);
  });

  it('filters by product and stage together with a queue', async () => {
    const kpr = await productId('KPR');
    const { page } = await list(`?queue=toReview&productid=${kpr}`);
    expect(page.data.map((l) => l.id).sort()).toEqual([ids.reviewLarge, ids.reviewMiddle].sort());
    expect(page.data.every((l) => l.productcode === 'KPR')).toBe(true);
    const stage = await list('?stage=APPROVED_PRODUCT');
    expect(stage.page.data.map((l) => l.id)).toEqual([ids.offerSet]);
    // A queue and a stage outside it: nothing.
    expect((await list('?queue=toReview&stage=CANCEL')).page.total).toBe(0);
  });

  it('sorts and pages through every loan once, in order, whatever the page size', async () => {
    const everything = await allPages('?sort=value_desc&limit=3');
    expect(everything).toHaveLength(17);
    expect(new Set(everything.map((l) => l.id)).size).toBe(17);
    const values = everything.map((l) => BigInt(l.genapplicationvalue.replace('.', '')));
    expect(values).toEqual([...values].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));

    const ascending = await allPages('?sort=value_asc&limit=4');
    expect(ascending.map((l) => l.id)).toEqual(everything.map((l) => l.id).reverse());

    const oldest = await allPages('?sort=oldest&limit=5');
    expect(oldest.map((l) => l.id)).toEqual([...oldest.map((l) => l.id)].sort((a, b) => a - b));
    const newest = await allPages('?limit=2');
    expect(newest.map((l) => l.id)).toEqual(oldest.map((l) => l.id).reverse());

    // Each row's cursor resumes right after it.
    const first = await list('?sort=value_desc&limit=5');
    const third = first.page.cursors[2] ?? '';
    const resumed = await list(`?sort=value_desc&limit=2&after=${encodeURIComponent(third)}`);
    expect(resumed.page.data.map((l) => l.id)).toEqual(first.page.data.slice(3).map((l) => l.id));
  });

  it('dates each loan by its submission and its entry into its stage, and sorts by both across pages', async () => {
    const everything = await allPages('?sort=submitted_oldest&limit=3');
    expect(everything).toHaveLength(17);
    const byId = new Map(everything.map((l) => [l.id, l]));
    // Only submitted: it entered its stage (REVIEW) when it was submitted.
    const small = byId.get(ids.reviewSmall ?? 0);
    expect(small?.submittedat).not.toBeNull();
    expect(small?.stageenteredat).toBe(small?.submittedat);
    // Approved three times since: its wait in its stage started later than its submission.
    const director = byId.get(ids.director ?? 0);
    expect(Date.parse(director?.stageenteredat ?? '')).toBeGreaterThan(
      Date.parse(director?.submittedat ?? ''),
    );
    // The demo draft was never submitted: last, in either order.
    const drafts = everything.filter((l) => l.submittedat === null).map((l) => l.id);
    expect(drafts).toHaveLength(1);
    const times = (loans: ApiLoan[]) =>
      loans.filter((l) => l.submittedat !== null).map((l) => Date.parse(l.submittedat ?? ''));
    expect(times(everything)).toEqual([...times(everything)].sort((a, b) => a - b));
    expect(everything.at(-1)?.id).toBe(drafts[0]);
    const newest = await allPages('?sort=submitted_newest&limit=4');
    expect(times(newest)).toEqual([...times(newest)].sort((a, b) => b - a));
    expect(newest.at(-1)?.id).toBe(drafts[0]);

    const longest = await allPages('?sort=waiting_longest&limit=3');
    const entered = longest.map((l) => Date.parse(l.stageenteredat));
    expect(entered).toEqual([...entered].sort((a, b) => a - b));
    const shortest = await allPages('?sort=waiting_shortest&limit=5');
    expect(shortest.map((l) => l.id)).toEqual(longest.map((l) => l.id).reverse());
  });

  it('refuses a bad cursor, queue or sort with 400 and what is wrong', async () => {
    const cursor = await list('?after=not-a-cursor');
    expect(cursor.status).toBe(400);
    expect(cursor.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { after: 'bukan penanda halaman dari daftar ini' },
    });
    expect((await list('?queue=everything')).status).toBe(400);
    expect((await list('?sort=random')).status).toBe(400);
  });

  it('serves the queues to staff only', async () => {
    for (const path of ['/loan', '/loan/queues', '/loan/disbursement/ready']) {
      for (const token of [tokens.borrower, tokens.lender]) {
        const { status, body } = await rest(product, 'GET', path, { token });
        expect({ path, status, code: body.code }).toEqual({ path, status: 403, code: 'FORBIDDEN' });
      }
      expect((await rest(product, 'GET', path)).status).toBe(401);
    }
  });
});

describe('disbursement lists', () => {
  it('lists the loans ready for disbursement, signed or not, oldest first', async () => {
    const { status, body } = await rest(product, 'GET', '/loan/disbursement/ready', {
      token: tokens.admin,
    });
    expect(status).toBe(200);
    const page = body.data as Page;
    expect(page.data.map((l) => [l.id, l.submissionstage])).toEqual([
      [ids.ready, 'DISBURSEMENT_READY'],
      [ids.readySigned, 'DISBURSEMENT_READY_BORROWER'],
    ]);
  });

  it('lists the loans paid out: every stage after a successful disbursement', async () => {
    const { status, body } = await rest(product, 'GET', '/loan/disbursement/success', {
      token: tokens.admin,
    });
    expect(status).toBe(200);
    const page = body.data as Page;
    expect(page.data.map((l) => l.id).sort()).toEqual([ids.disbursed, ids.closed].sort());
    expect(page.total).toBe(2);
  });
});

type Entry = {
  event: string;
  fromStage: string | null;
  toStage: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  reason: string | null;
  at: string;
};

async function trail(id: number, token: string) {
  const { status, body } = await rest(product, 'GET', `/loan/${id}/events`, { token });
  return { status, body, entries: status === 200 ? (body.data as { data: Entry[] }).data : [] };
}

describe('audit trail', () => {
  it('shows staff every stage change: who and in which role, when, from, to, why', async () => {
    const id = await loan('borrower', 'KPR', '250000000', [
      'submit',
      'approveBail',
      'approveCredit',
      'approveDirector',
      'reject',
    ]);
    const { status, entries } = await trail(id, tokens.admin);
    expect(status).toBe(200);
    expect(
      entries.map((e) => [e.event, e.fromStage, e.toStage, e.actorName, e.actorRole, e.reason]),
    ).toEqual([
      ['loan.create', null, 'DRAFT', 'Budi Santoso', 'borrower', null],
      ['application.edit', 'DRAFT', 'DRAFT', 'Budi Santoso', 'borrower', null],
      ['application.edit', 'DRAFT', 'DRAFT', 'Budi Santoso', 'borrower', null],
      ['loan.submit', 'DRAFT', 'REVIEW', 'Budi Santoso', 'borrower', null],
      ['bail.approve', 'REVIEW', 'APPROVAL_BAIL', 'Staf Lumbung', 'admin', null],
      ['loan.approveCredit', 'APPROVAL_BAIL', 'APPROVAL_LOAN', 'Staf Lumbung', 'admin', null],
      [
        'loan.approveDirector',
        'APPROVAL_LOAN',
        'APPROVAL_LOAN_DIR',
        'Direktur Lumbung',
        'admin',
        null,
      ],
      [
        'loan.reject',
        'APPROVAL_LOAN_DIR',
        'REJECT_BAIL',
        'Staf Lumbung',
        'admin',
        'Sertifikat tidak terbaca',
      ],
    ]);
    expect(entries.every((e) => e.actorId !== null && !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it('shows the borrower their part: no internal approvals, no staff names, the reason', async () => {
    const id = await loan('borrower', 'KPR', '260000000', [
      'submit',
      'approveBail',
      'approveCredit',
      'approveDirector',
      'setOffer',
      'approve',
    ]);
    const offered = await trail(id, tokens.borrower);
    expect(
      offered.entries.map((e) => [e.event, e.toStage, e.actorName, e.actorId === null]),
    ).toEqual([
      ['loan.create', 'DRAFT', 'Budi Santoso', false],
      // The borrower's own edits (borrower data, then collateral) are theirs to see.
      ['application.edit', 'DRAFT', 'Budi Santoso', false],
      ['application.edit', 'DRAFT', 'Budi Santoso', false],
      ['loan.submit', 'REVIEW', 'Budi Santoso', false],
      ['loan.approve', 'APPROVAL_BORROWER', null, true],
    ]);

    const rejected = await loan('borrower', 'PF', '270000000', ['submit', 'reject']);
    const mine = await trail(rejected, tokens.borrower);
    expect(mine.entries.at(-1)).toMatchObject({
      event: 'loan.reject',
      toStage: 'REJECT_BAIL',
      actorRole: 'admin',
      actorId: null,
      actorName: null,
      reason: 'Sertifikat tidak terbaca',
    });
  });

  it("keeps another borrower's and lenders' hands off a trail", async () => {
    const id = await loan('borrower', 'PF', '280000000', ['submit']);
    const other = await trail(id, tokens.company);
    expect({ status: other.status, code: other.body.code }).toEqual({
      status: 404,
      code: 'LOAN_NOT_FOUND',
    });
    const lender = await trail(id, tokens.lender);
    expect({ status: lender.status, code: lender.body.code }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('is append-only in the database: no entry can be changed or deleted', async () => {
    const id = await loan('borrower', 'PF', '290000000', ['submit', 'cancel']);
    const before = await product.db.query('SELECT * FROM loan_events WHERE loan_id = $1', [id]);
    // create, two edits (borrower data, collateral), submit, cancel
    expect(before).toHaveLength(5);
    await expect(
      product.db.query("UPDATE loan_events SET reason = 'diubah' WHERE loan_id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      product.db.query('DELETE FROM loan_events WHERE loan_id = $1', [id]),
    ).rejects.toThrow(/append-only/);
    expect(await product.db.query('SELECT * FROM loan_events WHERE loan_id = $1', [id])).toEqual(
      before,
    );
  });
});
