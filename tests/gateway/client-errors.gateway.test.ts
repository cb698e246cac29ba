// What a GraphQL client is told when something goes wrong (gateway/client-errors.ts): the
// product's code and words, never a stack trace, a file path or a library's name — Apollo sends
// traces unless NODE_ENV is "production", and the demo runs without it — and an unexpected
// error's own message is replaced by the generic one; a body the server cannot read is refused
// in the product's codes too, not the web framework's.
import { describe, expect, it } from 'vitest';
import { clientError } from '../../gateway/client-errors.ts';
import { GENERIC_MESSAGE } from '../../machines/shared/customer-care.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { graphql, loginAs, type TestProduct } from '../support/test-product.ts';

let started: TestProduct;
productPerFile(({ product }) => {
  started = product;
});
const product = () => started;

/** Anything that says where in the code, or which library: none of it may reach a client. */
const INTERNALS =
  /stacktrace|node_modules|file:\/\/|\/work\/|\.ts:\d+|@apollo|graphql-armor|node:internal/i;

describe('GraphQL errors', () => {
  it('carry no stack trace, path or library name, signed in or not', async () => {
    const borrower = await loginAs(product(), 'applicant@lumbung.test');
    const cases: Array<[string, string | undefined]> = [
      ['{ loan(id: "1") { id', undefined], // not even parsed
      ['{ loan(id: "1") { noSuchField } }', borrower], // not valid against the schema
      ['{ loan(id: "1") { id } }', undefined], // signed out
      ['mutation { markNotificationRead(id: "99999999") { id } }', borrower], // no such one
      ['mutation { cancelLoan(id: "1", reason: "x") { id } }', borrower], // not theirs
      ['mutation { cancelLoan(id: "1", reason: "x") { id } }', undefined], // signed out
    ];
    for (const [query, token] of cases) {
      const { errors } = await graphql(product(), query, {}, token);
      expect(errors?.length, query).toBeGreaterThan(0);
      for (const error of errors ?? []) {
        expect(typeof error.extensions?.code, query).toBe('string');
        expect(JSON.stringify(error), query).not.toMatch(INTERNALS);
      }
    }
  });

  it('an unexpected one is logged and answered with the generic message alone', () => {
    const logged: Array<{ details: object; message: string }> = [];
    const thrown = new TypeError("Cannot read properties of undefined (reading 'id')");
    const answer = clientError(
      {
        message: thrown.message,
        path: ['loan', 'borrower'],
        locations: [{ line: 1, column: 3 }],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at /work/main/gateway/x.ts:1'] },
      },
      thrown,
      { error: (details, message) => logged.push({ details, message }) },
    );
    expect(answer).toEqual({
      message: GENERIC_MESSAGE,
      path: ['loan', 'borrower'],
      locations: [{ line: 1, column: 3 }],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged).toEqual([{ details: { err: thrown }, message: 'GraphQL: unexpected error' }]);
    // The product's own refusals keep their code and words.
    const refusal = { message: 'Loan not found', extensions: { code: 'LOAN_NOT_FOUND' } };
    expect(clientError(refusal, new Error(), { error: () => undefined })).toBe(refusal);
  });
});
