// The gateway's Loan.availableActions comes from the lifecycle machine; the API obeys the same
// machine. For every staff action in every stage reachable through the API, what GraphQL says
// is possible is exactly what the API then accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { completeApplication } from '../support/application.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let tokens: Record<'borrower' | 'admin' | 'director', string>;

const inDays = (days: number) =>
  new Date(product.clock.now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type Step = { who: keyof typeof tokens; path: (id: number) => string; body?: unknown };
const offer = () => ({
  funappinterestpercentage: '10',
  timeperiod: 90,
  appadminfee: '0',
  typepayment: 'INSTALLMENT',
  funappcfstarttime: inDays(30),
  funappcfendtime: inDays(45),
});
const steps: Record<string, Step> = {
  submit: { who: 'borrower', path: (id) => `/loan/${id}/submit` },
  approveBail: { who: 'admin', path: (id) => `/loan/submission/${id}/approve-bail` },
  approveCredit: { who: 'admin', path: (id) => `/loan/submission/${id}/approve-credit` },
  approveDirector: { who: 'director', path: (id) => `/loan/submission/${id}/approve-director` },
  setOffer: { who: 'admin', path: (id) => `/loan/submission/${id}/offer` },
  approve: { who: 'admin', path: (id) => `/loan/submission/${id}/approved` },
  acceptOffer: { who: 'borrower', path: (id) => `/loan/${id}/offer/accept` },
  declineOffer: { who: 'borrower', path: (id) => `/loan/${id}/offer/decline` },
  reject: {
    who: 'admin',
    path: (id) => `/loan/submission/${id}/rejected`,
    body: { reason: 'Data kurang' },
  },
  cancel: {
    who: 'admin',
    path: (id) => `/loan/submission/${id}/cancel`,
    body: { reason: 'Duplikat' },
  },
};

const stagePaths: Record<string, string[]> = {
  DRAFT: [],
  REVIEW: ['submit'],
  APPROVAL_BAIL: ['submit', 'approveBail'],
  APPROVAL_LOAN: ['submit', 'approveBail', 'approveCredit'],
  APPROVAL_LOAN_DIR: ['submit', 'approveBail', 'approveCredit', 'approveDirector'],
  APPROVED_KPR: ['submit', 'approveBail', 'approveCredit', 'approveDirector', 'setOffer'],
  APPROVAL_BORROWER: [
    'submit',
    'approveBail',
    'approveCredit',
    'approveDirector',
    'setOffer',
    'approve',
  ],
  APPROVED_BORROWER: [
    'submit',
    'approveBail',
    'approveCredit',
    'approveDirector',
    'setOffer',
    'approve',
    'acceptOffer',
  ],
  REJECTED_BORROWER: [
    'submit',
    'approveBail',
    'approveCredit',
    'approveDirector',
    'setOffer',
    'approve',
    'declineOffer',
  ],
  REJECT_BAIL: ['submit', 'reject'],
  CANCEL: ['submit', 'cancel'],
};

async function call(action: string, id: number, as?: keyof typeof tokens) {
  const step = steps[action];
  if (!step) throw new Error(action);
  const body = action === 'setOffer' ? offer() : step.body;
  return rest(product, 'PUT', step.path(id), { token: tokens[as ?? step.who], body });
}

async function loanAt(stage: string): Promise<number> {
  const [kpr] = await product.db.query<{ id: number }>(
    "SELECT id FROM products WHERE code = 'KPR'",
  );
  const created = await rest(product, 'POST', '/loan', {
    token: tokens.borrower,
    body: {
      productid: kpr?.id,
      genapplicationvalue: '200000000',
      genrequireddate: inDays(21),
      genpurpose: 'Rumah',
    },
  });
  const id = (created.body.data as { id: number }).id;
  await completeApplication(product, tokens.borrower ?? '', id);
  for (const action of stagePaths[stage] ?? []) {
    const { status } = await call(action, id);
    if (status !== 200) throw new Error(`${action} failed on the way to ${stage}`);
  }
  return id;
}

const ACTIONS_QUERY = `query ($id: ID!) { loan(id: $id) { submissionStage availableActions { action allowed reason { code } } } }`;

beforeAll(async () => {
  product = await startTestProduct();
  await insertUser(product.db, {
    email: 'director@lumbung.test',
    fullName: 'Direktur Kredit',
    role: 'admin',
    isPersonal: true,
    password: DEMO_PASSWORD,
    active: true,
  });
  tokens = {
    borrower: await loginAs(product, 'borrower@lumbung.test'),
    admin: await loginAs(product, 'admin@lumbung.test'),
    director: await loginAs(product, 'director@lumbung.test'),
  };
});
afterAll(() => product.close());

describe('Loan.availableActions agrees with what the API accepts', () => {
  const byViewer = {
    admin: [
      'approveBail',
      'approveCredit',
      'approveDirector',
      'setOffer',
      'approve',
      'reject',
      'cancel',
    ],
    borrower: ['submit', 'acceptOffer', 'declineOffer', 'cancel'],
  } as const;
  for (const stage of Object.keys(stagePaths)) {
    for (const [viewer, actions] of Object.entries(byViewer) as Array<
      [keyof typeof byViewer, readonly string[]]
    >) {
      it(`in ${stage}, as ${viewer}`, async () => {
        for (const action of actions) {
          const id = await loanAt(stage);
          const { data } = await graphql<{
            loan: {
              submissionStage: string;
              availableActions: Array<{ action: string; allowed: boolean }>;
            };
          }>(product, ACTIONS_QUERY, { id: String(id) }, tokens[viewer]);
          expect(data?.loan.submissionStage).toBe(stage);
          const offered = data?.loan.availableActions.find((a) => a.action === action)?.allowed;
          const { status } = await call(action, id, viewer);
          expect({ action, accepted: status === 200 }).toEqual({ action, accepted: offered });
          expect([200, 403, 409]).toContain(status);
        }
      });
    }
  }

  it('offers the borrower only what the borrower may do', async () => {
    const id = await loanAt('DRAFT');
    const { data } = await graphql<{
      loan: { availableActions: Array<{ action: string; allowed: boolean }> };
    }>(product, ACTIONS_QUERY, { id: String(id) }, tokens.borrower);
    const allowed = data?.loan.availableActions.filter((a) => a.allowed).map((a) => a.action);
    expect(allowed?.sort()).toEqual(['cancel', 'submit']);
  });
});

describe('GraphQL errors carry stable codes', () => {
  it('maps refusals, missing loans and missing sessions', async () => {
    const id = await loanAt('DRAFT');
    const refused = await graphql(
      product,
      `mutation ($id: ID!) { approveBail(id: $id) { id } }`,
      { id: String(id) },
      tokens.admin,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      reason: 'WRONG_STAGE',
    });

    const missing = await graphql<{ loan: null }>(
      product,
      ACTIONS_QUERY,
      { id: '999999' },
      tokens.admin,
    );
    expect(missing.data?.loan).toBeNull();

    const anonymous = await graphql(product, '{ myLoans { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const wrongLogin = await graphql(
      product,
      'mutation { login(email: "borrower@lumbung.test", password: "nope") { token } }',
    );
    expect(wrongLogin.errors?.[0]).toMatchObject({
      message: 'Email or password does not match',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
  });
});
