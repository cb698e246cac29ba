// GraphQL limits (gateway/limits.ts): an alias flood, deep nesting, an expensive page and an
// anonymous caller's costly read are refused before any resolver runs — no request reaches the
// REST API — while every document the web client sends stays within the budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  type DefinitionNode,
  type DocumentNode,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousRefusal, LIMITS, signedInRefusal } from '../../gateway/limits.ts';
import { loadTypeDefs } from '../../gateway/server.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;

const LOAN_FIELDS = `id applicationValue requiredDate purpose submissionStage approvalStatus
  fundingStatus stageLabel { id en } periodDays adminFee interestPercent
  product { id productName lowRiskInterest highRiskInterest typePayment isProperty }
  borrower { id fullName isPersonal }
  availableActions { action allowed reason { code text { id en } } }`;

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `l${i}: loan(id: "${i + 1}") { id }`).join(' ')} }`;

/** Sends the operation and returns its first error code and the REST calls it caused. */
async function refusal(query: string, token?: string) {
  product.apiRequests.length = 0;
  const result = await graphql(product, query, {}, token);
  return {
    data: result.data,
    code: result.errors?.[0]?.extensions?.code,
    message: result.errors?.[0]?.message,
    calls: [...product.apiRequests],
  };
}

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
});

afterAll(async () => {
  await product.close();
});

describe('refused before any REST call', () => {
  it('1,000 aliases of loan(id:), signed in or not: over the token limit, a 400', async () => {
    for (const token of [admin, undefined]) {
      const refused = await refusal(aliases(1_000), token);
      expect(refused.data).toBeUndefined();
      expect(refused.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(refused.message).toMatch(/more that 1000 tokens/i);
      expect(refused.calls).toEqual([]);
    }
    // A client's error, not the server's: monitoring counts 5xx as faults.
    const answer = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{${' __typename'.repeat(LIMITS.maxTokens)}}` }),
    });
    expect(answer.status).toBe(400);
    const within = await refusal(`{${' __typename'.repeat(500)}}`, admin);
    expect(within.code).toBeUndefined();
  });

  it('one alias more than the budget', async () => {
    const refused = await refusal(aliases(LIMITS.maxAliases + 1), admin);
    expect(refused.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.message).toMatch(/aliases limit/i);
    expect(refused.calls).toEqual([]);
    const allowed = await refusal(aliases(LIMITS.maxAliases), admin);
    expect(allowed.code).toBeUndefined();
    expect(allowed.calls.filter((call) => call.startsWith('GET /api/loan/'))).toHaveLength(
      LIMITS.maxAliases,
    );
  });

  it('deep nesting', async () => {
    const refused = await refusal(
      '{ __type(name: "Loan") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
      admin,
    );
    expect(refused.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.message).toMatch(/depth limit/i);
    expect(refused.calls).toEqual([]);
  });

  it('a page of 100 loans with all their fields costs more than the budget', async () => {
    const refused = await refusal(
      `{ loans(first: 100) { edges { node { ${LOAN_FIELDS} } } } }`,
      admin,
    );
    expect(refused.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.message).toMatch(/cost limit/i);
    expect(refused.calls).toEqual([]);
  });

  it('an anonymous loan read gets no work done; the same read signed in does', async () => {
    const query = `{ loan(id: "3") { ${LOAN_FIELDS} } }`;
    const anonymous = await refusal(query);
    expect(anonymous.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(anonymous.message).toMatch(/cost limit/i);
    expect(anonymous.calls).toEqual([]);
    const signedIn = await refusal(query, admin);
    expect(signedIn.code).toBeUndefined();
    expect(signedIn.calls).toContain('GET /api/loan/3');
  });

  it('three aliases without a login', async () => {
    const refused = await refusal(aliases(LIMITS.anonymousMaxAliases + 1));
    expect(refused.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.calls).toEqual([]);
  });
});

describe("the web client's documents", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.graphql')) files.push(path);
    }
  };
  walk(join(import.meta.dirname, '..', '..', 'web', 'src'));
  const definitions: DefinitionNode[] = files.flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  // As the browser sends it: Apollo Client adds __typename to every selection set, which Armor
  // counts (the staff disbursement lists were refused in the browser, not here, before).
  const documentOf = (operation: OperationDefinitionNode): DocumentNode =>
    addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] });
  // The screens that work before logging in (and the demo outbox link shown on them).
  const PUBLIC = new Set([
    'Login',
    'Register',
    'ActivateAccount',
    'ForgotPassword',
    'ResetPassword',
    'Unsubscribe',
    'DemoOutbox',
    'DemoOutboxAvailable',
    'PublicDisclosure',
  ]);

  it('are found', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((o) => o.name?.value)).toEqual(expect.arrayContaining([...PUBLIC]));
  });

  it('every operation stays within the signed-in budget', () => {
    for (const operation of operations) {
      expect([operation.name?.value, signedInRefusal(schema, documentOf(operation))]).toEqual([
        operation.name?.value,
        null,
      ]);
    }
  });

  it('the screens before login stay within the anonymous budget', () => {
    for (const operation of operations.filter((o) => PUBLIC.has(o.name?.value ?? ''))) {
      expect([operation.name?.value, anonymousRefusal(schema, documentOf(operation))]).toEqual([
        operation.name?.value,
        null,
      ]);
    }
  });

  it('the signed-in screens would be refused without a login', () => {
    const staffLoan = operations.find((o) => o.name?.value === 'StaffLoan');
    if (!staffLoan) throw new Error('no StaffLoan document');
    expect(anonymousRefusal(schema, documentOf(staffLoan))?.extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });
});
