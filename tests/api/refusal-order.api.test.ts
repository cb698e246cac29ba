// Every route refuses in one order: an unknown path 404, then no or a bad token 401, then the
// wrong role 403, then the loan's state 409, and only then the body 400. The matrix runs over
// every operation of the OpenAPI document, which names the roles of each protected route.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

type Role = 'borrower' | 'lender' | 'admin';
type Parameter = {
  in: string;
  name: string;
  schema?: { type?: string; enum?: string[]; format?: string; pattern?: string };
};
type Operation = { security?: { bearer?: Role[] }[]; parameters?: Parameter[] };
type Document = { paths: Record<string, Record<string, Operation>> };

let product: TestProduct;
const tokens = {} as Record<Role | 'company', string>;
let document: Document;
let loans: { id: number; owner: string; stage: string }[];

beforeAll(async () => {
  product = await startTestProduct();
  [tokens.borrower, tokens.lender, tokens.admin, tokens.company] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'borrower.company@lumbung.test'),
  ]);
  document = (await (await fetch(`${product.url}/api/openapi.json`)).json()) as Document;
  loans = await product.db.query(
    `SELECT l.id, u.email AS owner, l.machine_state ->> 'stage' AS stage
       FROM loans l JOIN users u ON u.id = l.borrower_id ORDER BY l.id`,
  );
});
afterAll(() => product?.close());

/** A value the path parameter accepts, so that the request reaches the gate past the router. */
function sample(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.[0]) return schema.enum[0];
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return String(loans[0]?.id ?? 1);
  if (schema.pattern?.includes('pdf')) return `${randomUUID()}.pdf`;
  return '11';
}

function operations() {
  const list: { method: string; path: string; url: string; roles: Role[] | null }[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      let url = path;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, sample(parameter));
      }
      const bearer = operation.security?.find((requirement) => requirement.bearer)?.bearer;
      // A public route may still read a token (logout): no roles listed, nothing to refuse.
      const roles = bearer && bearer.length > 0 ? bearer : null;
      list.push({ method: method.toUpperCase(), path, url, roles });
    }
  }
  return list;
}

async function call(method: string, url: string, token?: string) {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const response = await fetch(`${product.url}${url}`, {
    method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

describe('the refusal order over every route of the OpenAPI document', () => {
  it('the document lists the routes, each protected one with the roles it serves', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(80);
    const protectedOnes = all.filter((operation) => operation.roles);
    expect(protectedOnes.length).toBeGreaterThan(60);
    for (const operation of protectedOnes) expect(operation.roles?.length).toBeGreaterThan(0);
  });

  it('every protected route answers 401 without a token, whatever the (empty) body', async () => {
    const answers: string[] = [];
    for (const operation of operations().filter((o) => o.roles)) {
      const { status, body } = await call(operation.method, operation.url);
      answers.push(`${operation.method} ${operation.path} ${status} ${body.code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401 UNAUTHENTICATED'))).toEqual([]);
  });

  it('every protected route answers 403 to a role it does not serve, before reading the body', async () => {
    const answers: string[] = [];
    for (const operation of operations().filter((o) => o.roles)) {
      const wrong = (['borrower', 'lender', 'admin'] as const).find(
        (role) => !operation.roles?.includes(role),
      );
      if (!wrong) continue;
      const { status, body } = await call(operation.method, operation.url, tokens[wrong]);
      answers.push(`${operation.method} ${operation.path} as ${wrong}: ${status} ${body.code}`);
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((answer) => !answer.endsWith(': 403 FORBIDDEN'))).toEqual([]);
  });

  it('a path the contract does not have answers 404, with or without a token', async () => {
    for (const token of [undefined, tokens.admin, 'not-a-token']) {
      for (const [method, url] of [
        ['GET', '/api/loan/anything'],
        ['PUT', '/api/loan/submission/abc/approve-bail'],
        ['GET', '/api/no/such/path'],
        ['PUT', '/api/staff/validations/not-a-uuid/personal/validate'],
        ['GET', '/api/personal/address/elsewhere'],
        ['GET', '/file/not-a-file-name'],
      ] as const) {
        expect(await call(method, url, token), `${method} ${url}`).toMatchObject({
          status: 404,
          body: { code: 'NOT_FOUND' },
        });
      }
    }
  });

  it('a bad token is no token: 401', async () => {
    expect(await call('GET', '/api/loan/borrower', 'not-a-token')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the loan routes: who before when, when before what', () => {
  const STAFF_ACTIONS = [
    'submission/{id}/approve-bail',
    'submission/{id}/approve-credit',
    'submission/{id}/approve-director',
    'submission/{id}/approved',
    'submission/{id}/offer',
    'submission/{id}/rejected',
    'disbursement/{id}/approve',
  ];

  it('a borrower calling a staff action on their own loan gets 403 in every stage', async () => {
    const answers: string[] = [];
    for (const loan of loans) {
      const token = loan.owner === 'borrower@lumbung.test' ? tokens.borrower : tokens.company;
      for (const action of STAFF_ACTIONS) {
        const url = `/api/loan/${action.replace('{id}', String(loan.id))}`;
        const { status, body } = await call('PUT', url, token);
        answers.push(`${loan.stage} ${action}: ${status} ${body.code}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 403 FORBIDDEN'))).toEqual([]);
  });

  it("a lender's cancel with an empty body is 403, not 400; another borrower's loan is 404", async () => {
    const draft = loans.find(
      (loan) => loan.stage === 'DRAFT' && loan.owner === 'borrower@lumbung.test',
    );
    expect(
      await call('PUT', `/api/loan/submission/${draft?.id}/cancel`, tokens.lender),
    ).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(
      await call('PUT', `/api/loan/submission/${draft?.id}/cancel`, tokens.company),
    ).toMatchObject({
      status: 404,
      body: { code: 'LOAN_NOT_FOUND' },
    });
  });

  it('saving collateral with no token and an empty body is 401; with the token, 400', async () => {
    const draft = loans.find((loan) => loan.stage === 'DRAFT');
    expect(await call('PUT', `/api/loan/${draft?.id}/bail`)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await call('PUT', `/api/loan/${draft?.id}/bail`, tokens.borrower)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it("the loan's state answers before the body: 409 for an edit the stage refuses, whatever is sent", async () => {
    const review = loans.find(
      (loan) => loan.stage === 'REVIEW' && loan.owner === 'borrower@lumbung.test',
    );
    expect(await call('PUT', `/api/loan/${review?.id}/bail`, tokens.borrower)).toMatchObject({
      status: 409,
      body: { code: 'ILLEGAL_TRANSITION' },
    });
    const rejected = loans.find((loan) => loan.stage === 'REJECT_BAIL');
    // Staff may not reject an already rejected loan: 409 before the missing reason's 400.
    expect(
      await call('PUT', `/api/loan/submission/${rejected?.id}/rejected`, tokens.admin),
    ).toMatchObject({ status: 409, body: { code: 'ILLEGAL_TRANSITION' } });
    // Where the stage allows it, the empty body is what is wrong.
    expect(
      await call('PUT', `/api/loan/submission/${review?.id}/rejected`, tokens.admin),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe("the loan's lifecycle context per audience", () => {
  it('staff see who approved credit; the borrower does not', async () => {
    const loan = loans.find((l) => l.stage === 'APPROVAL_BAIL');
    const approved = await rest(product, 'PUT', `/loan/submission/${loan?.id}/approve-credit`, {
      token: tokens.admin,
      body: { riskrating: 'MEDIUM' },
    });
    expect(approved.status).toBe(200);
    const [admin] = await product.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'admin@lumbung.test'",
    );
    const context = (body: Record<string, unknown>) =>
      (body.data as { lifecycle: { context: Record<string, unknown> } }).lifecycle.context;
    const staffView = await rest(product, 'GET', `/loan/${loan?.id}`, { token: tokens.admin });
    expect(context(staffView.body).creditApprovedBy).toBe(admin?.id);
    const borrowerView = await rest(product, 'GET', `/loan/${loan?.id}`, { token: tokens.company });
    expect(borrowerView.status).toBe(200);
    expect(context(borrowerView.body).creditApprovedBy).toBeNull();
    expect(JSON.stringify(borrowerView.body)).not.toContain(admin?.id ?? 'no id');
    const list = await rest(product, 'GET', '/loan/borrower', { token: tokens.company });
    expect(JSON.stringify(list.body)).not.toContain(admin?.id ?? 'no id');
  });
});
