// The public disclosure through GraphQL (issue 21): without a login, publicDisclosure gives the
// figures known by hand for the history in tests/support/disclosure-history.ts — the same, field
// for field, as REST GET /api/public/disclosure; the whole query fits an anonymous caller's budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { EXPECTED_DISCLOSURE, seedDisclosureHistory } from '../support/disclosure-history.ts';
import { graphql, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  await seedDisclosureHistory(product, bank);
}, 120_000);
afterAll(() => product.close());

const QUERY = `query PublicDisclosure {
  publicDisclosure {
    asOf tkb90 twp90 outstanding outstandingLoans borrowersTotal lendersTotal
    fundingTotal fundingThisYear
    buckets { quality loans outstanding percent }
    tkb90ByMonth { month asOf tkb90 outstanding }
  }
}`;

describe('publicDisclosure', () => {
  it('answers an anonymous caller with the figures known by hand, the same as REST', async () => {
    const answer = await graphql<{ publicDisclosure: Record<string, unknown> }>(product, QUERY);
    expect(answer.errors).toBeUndefined();
    const figures = answer.data?.publicDisclosure;
    expect(figures).toEqual(EXPECTED_DISCLOSURE);

    // REST gives the same figures (and the buckets' words beside them).
    const viaRest = (await rest(product, 'GET', '/public/disclosure')).body.data as {
      buckets: { label: unknown }[];
    };
    expect({
      ...viaRest,
      buckets: viaRest.buckets.map(({ label: _label, ...bucket }) => bucket),
    }).toEqual(figures);
  });
});
