// The gateway's limits where the attacker's probe slipped through (gateway/limits.ts,
// gateway/scalars.ts): a page size given by a variable or left at its default is costed as a
// literal one and kept to what the REST API serves; a token that does not verify gets the
// anonymous budget; a Decimal, a Date and a JSONObject take only what the REST API takes. Each
// refusal is a 400-class GraphQL error before any REST call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PAGE_SIZES } from '../../gateway/limits.ts';
import { loadTypeDefs } from '../../gateway/server.ts';
import { loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let lender: string;

beforeAll(async () => {
  product = await startTestProduct();
  [admin, lender] = await Promise.all([
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
  ]);
});

afterAll(async () => {
  await product.close();
});

type Json = Record<string, unknown>;

/** Sends the operation; its first error's code and message, the HTTP status, the REST calls. */
async function send(
  query: string,
  variables: Json = {},
  token?: string,
  headers: Record<string, string> = {},
) {
  product.apiRequests.length = 0;
  const response = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Json | null;
    errors?: { message: string; extensions?: Json }[];
  };
  return {
    status: response.status,
    data: body.data,
    code: body.errors?.[0]?.extensions?.code,
    message: body.errors?.[0]?.message ?? '',
    fields: body.errors?.[0]?.extensions?.fields,
    calls: [...product.apiRequests],
  };
}

const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

const HEAVY_NODE = `auditTrail { id } borrowerInfo { fullName } bail { address }
  disbursementSummary { state } nextStep { actor } borrowerProfile { __typename }`;

describe('a page size costs the same however it is given', () => {
  const byVariable = `query($n: Int) { ${aliased(10, `loans(first: $n) { edges { node { ${HEAVY_NODE} } } }`)} }`;

  it('10 aliases of a 100-loan page with first: $n are refused as the literal is', async () => {
    const literal = await send(
      `{ ${aliased(10, `loans(first: 100) { edges { node { ${HEAVY_NODE} } } }`)} }`,
      {},
      admin,
    );
    expect(literal.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(literal.message).toMatch(/cost limit/i);
    const variable = await send(byVariable, { n: 100 }, admin);
    expect(variable).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED', calls: [] });
    expect(variable.message).toMatch(/cost limit/i);
  });

  it("a page left at the argument's default is costed at the default (20)", async () => {
    const refused = await send(
      `{ ${aliased(10, `loans { edges { node { ${HEAVY_NODE} } } }`)} }`,
      {},
      admin,
    );
    expect(refused).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED', calls: [] });
  });

  it('the marketplace too, for a lender', async () => {
    const query = `query($n: Int) { ${aliased(10, 'marketplace(first: $n) { nodes { id interestPercent periodDays fundsCollected borrowerAlias } }')} }`;
    const refused = await send(query, { n: 50 }, lender);
    expect(refused).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED', calls: [] });
    const small = await send(query.replace(aliased(10, ''), ''), { n: 1 }, lender);
    expect(small.code).toBeUndefined();
  });

  it('a small page by variable still runs', async () => {
    const allowed = await send(byVariable, { n: 1 }, admin);
    expect(allowed.code).toBeUndefined();
    expect(allowed.calls.length).toBeGreaterThan(0);
  });

  it('a page larger than the REST API serves is refused, literal or variable', async () => {
    for (const [field, size, token] of [
      ['loans', 101, admin],
      ['marketplace', 51, lender],
    ] as const) {
      const query = `query($n: Int) { ${field}(first: $n) { totalCount } }`;
      const overVariable = await send(query, { n: size }, token);
      expect(overVariable).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
      const overLiteral = await send(`{ ${field}(first: ${size}) { totalCount } }`, {}, token);
      expect(overLiteral).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
      const none = await send(query, { n: 0 }, token);
      expect(none).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
      const most = await send(query, { n: size - 1 }, token);
      expect(most.code).toBeUndefined();
    }
  });

  it('every paginated field of the schema has its page size and REST maximum', () => {
    const paginated = [...loadTypeDefs().matchAll(/^\s+(\w+)\([^)]*\b(first|pageSize): Int/gm)].map(
      (m) => `Query.${m[1]}`,
    );
    expect(paginated.length).toBeGreaterThan(5);
    expect(Object.keys(PAGE_SIZES).sort()).toEqual(expect.arrayContaining(paginated.sort()));
  });
});

describe('a token that does not verify gets the anonymous budget', () => {
  const disclosures = (count: number) => `{ ${aliased(count, 'publicDisclosure { asOf tkb90 }')} }`;

  it('10 aliases of publicDisclosure with "Bearer nonsense" are refused, as without a token', async () => {
    for (const token of ['nonsense', undefined]) {
      const refused = await send(disclosures(10), {}, token);
      expect(refused).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED', calls: [] });
    }
    const signedIn = await send(disclosures(10), {}, admin);
    expect(signedIn.code).toBeUndefined();
  });

  it('a forged token is held to the anonymous cost too', async () => {
    const forged = `${admin.slice(0, -4)}AAAA`;
    const refused = await send(disclosures(LIMITS.anonymousMaxAliases + 1), {}, forged);
    expect(refused).toMatchObject({ status: 400, calls: [] });
    const within = await send(disclosures(1), {}, 'nonsense');
    expect(within.code).toBeUndefined();
  });
});

describe('Decimal takes only the REST money format', () => {
  const QUOTE = 'query($a: Decimal!) { cashOutQuote(amount: $a) { proposed { rail fee } } }';

  it.each([
    [
      'a number too large for a float',
      '{ cashOutQuote(amount: 9007199254740993) { proposed { fee } } }',
      {},
    ],
    ['a list', '{ cashOutQuote(amount: [1]) { proposed { fee } } }', {}],
    ['an object', '{ cashOutQuote(amount: {x: 1}) { proposed { fee } } }', {}],
    ['an exponent', '{ cashOutQuote(amount: "3.0e8") { proposed { fee } } }', {}],
    ['a float literal', '{ cashOutQuote(amount: 3.0e8) { proposed { fee } } }', {}],
    ['a variable number', QUOTE, { a: 150000 }],
    ['a variable list', QUOTE, { a: [1] }],
    ['a variable object', QUOTE, { a: { x: 1 } }],
    ['a sign', QUOTE, { a: '-5000' }],
    ['three decimals', QUOTE, { a: '5000.125' }],
    ['grouping', QUOTE, { a: '5.000.000' }],
    ['19 digits', QUOTE, { a: '1234567890123456789' }],
  ])('%s is refused with BAD_USER_INPUT before any REST call', async (_, query, variables) => {
    const refused = await send(query, variables, lender, { 'accept-language': 'en' });
    expect(refused).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
    expect(refused.message).toMatch(/at most 2 decimals/);
  });

  it('a JSON number of 18 digits is refused, not rounded', async () => {
    product.apiRequests.length = 0;
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lender}` },
      // Written by hand: a JavaScript number would already have lost the last digits.
      body: `{"query":${JSON.stringify(QUOTE)},"variables":{"a":123456789012345678}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: Json }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it("is refused in the caller's language, naming the variable", async () => {
    const refused = await send(QUOTE, { a: 1 }, lender, { 'accept-language': 'id-ID,id;q=0.9' });
    expect(refused.message).toMatch(/paling banyak 2 desimal/);
    expect(refused.fields).toEqual({ a: refused.message });
  });

  it('an amount as the API writes it reaches the API (which decides on sen itself)', async () => {
    for (const amount of ['20000000', '20000000.5', '20000000.00']) {
      const quote = await send(QUOTE, { a: amount }, lender);
      expect(quote.code).not.toBe('BAD_USER_INPUT');
      expect(quote.calls.length).toBeGreaterThan(0);
    }
  });
});

describe('Date takes only a real YYYY-MM-DD', () => {
  const MUTATIONS = 'query($from: Date) { myMutations(from: $from) { totalCount } }';

  it.each([['2026-02-30'], ['31-01-2026'], [20260101], [['2026-01-01']]])(
    '%j is refused',
    async (from) => {
      const refused = await send(MUTATIONS, { from }, lender);
      expect(refused).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
    },
  );
});

describe('JSONObject input is bounded', () => {
  const SAVE = `mutation($data: JSONObject!) {
    saveProfileSection(section: personal, data: $data) { status } }`;

  it('an object 50,000 levels deep is a 400, not a stack overflow', async () => {
    product.apiRequests.length = 0;
    const depth = 50_000;
    // Written by hand: JSON.stringify itself would overflow on it.
    const data = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${lender}`,
      },
      body: `{"query":${JSON.stringify(SAVE)},"variables":{"data":${data}}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: Json }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(product.apiRequests).toEqual([]);
  });

  it('21 levels are refused, 20 pass to the API; too many values are refused', async () => {
    const nested = (levels: number): Json => {
      let value: Json = { fullName: 'x' };
      for (let i = 1; i < levels; i += 1) value = { a: value };
      return value;
    };
    const over = await send(SAVE, { data: nested(21) }, lender);
    expect(over).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
    const within = await send(SAVE, { data: nested(20) }, lender);
    expect(within.code).not.toBe('BAD_USER_INPUT');
    expect(within.calls.length).toBeGreaterThan(0);
    const wide = await send(
      SAVE,
      { data: { list: Array.from({ length: 20_000 }, () => 1) } },
      lender,
    );
    expect(wide).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', calls: [] });
  });
});
