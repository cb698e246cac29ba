// Property: whatever arrives — NUL characters, lone surrogates, huge numbers, odd dates, very
// long text, real and bogus ids — no operation of the OpenAPI document answers 5xx, and an
// answer of 4xx changes no table. Seeded and bounded: FUZZ_SEED replays a run, FUZZ_RUNS sets
// its length; the seed is printed when it fails.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDigests } from '../support/db-digest.ts';
import {
  describeFuzz,
  type KnownIds,
  type Operation,
  operationsOf,
  requestOf,
  sendFuzz,
} from '../support/fuzz-requests.ts';
import { loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/**
 * Calls that record a failed attempt (a throttle's counter, a lock) even when they answer 4xx:
 * for them only "no 5xx" is checked.
 */
const RECORDS_ATTEMPTS = [
  '/api/account/login',
  '/api/account/activated',
  '/api/account/verify-otp',
  '/api/account/confirm-otp',
  '/api/account/otp',
  '/api/account/forgot',
  '/api/account/forgot/change',
  '/api/account/password/change',
  '/api/account/unsubscribe',
  '/api/account/register',
];

let product: TestProduct;
let tokens: Array<string | undefined>;
let operations: Operation[];
let known: KnownIds;

beforeAll(async () => {
  product = await startTestProduct();
  const logins = await Promise.all(
    ['borrower@lumbung.test', 'admin@lumbung.test', 'lender@lumbung.test'].map((email) =>
      loginAs(product, email),
    ),
  );
  tokens = [...logins, undefined];
  const document = await (await fetch(`${product.url}/api/openapi.json`)).json();
  // Logging out would end the sessions the run sends as, leaving only 401s to fuzz.
  operations = operationsOf(document).filter(
    (operation) => operation.path !== '/api/account/logout',
  );
  const loans = await product.db.query<{ id: string }>('SELECT id::text AS id FROM loans LIMIT 5');
  const users = await product.db.query<{ id: string }>('SELECT id::text AS id FROM users LIMIT 5');
  known = {
    numeric: ['1', '2', ...loans.map((loan) => loan.id)],
    uuid: users.map((user) => user.id),
    code: ['11', '11.01', '11.01.01'],
  };
}, 60_000);
afterAll(() => product.close());

describe('fuzzing every REST operation', () => {
  it('finds the whole document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers no 5xx, and a 4xx changes nothing', async () => {
    const request = fc
      .constantFrom(...operations)
      .chain((operation) => fc.tuple(requestOf(operation, known), fc.constantFrom(...tokens)));
    try {
      await fc.assert(
        fc.asyncProperty(request, async ([fuzz, token]) => {
          const compare = !RECORDS_ATTEMPTS.includes(fuzz.operation.path);
          const before = compare ? await tableDigests(product.db) : null;
          const answer = await sendFuzz(product.url, fuzz, token);
          if (answer.status >= 500) {
            throw new Error(`${answer.status} for ${describeFuzz(fuzz)}: ${answer.text}`);
          }
          if (before && answer.status >= 400) {
            const after = await tableDigests(product.db);
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            if (changed.length > 0) {
              throw new Error(`${answer.status} changed ${changed} for ${describeFuzz(fuzz)}`);
            }
          }
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          interruptAfterTimeLimit: 50_000,
          markInterruptAsFailure: false,
        },
      );
    } catch (error) {
      throw new Error(`fuzz failed with FUZZ_SEED=${SEED}: ${(error as Error).message}`);
    }
    // The run fuzzed as signed-in people to the end: their sessions still read.
    for (const token of tokens.filter((t) => t !== undefined)) {
      const me = await fetch(`${product.url}/api/account/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
    }
  }, 90_000);
});
