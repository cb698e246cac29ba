// The demo clock through GraphQL: anyone signed in reads the product's date, staff advance it,
// other roles are refused with the API's code, and outside demo mode both say NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../api/clock/demo-clock.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

const READ = 'query { demoClock { now offsetDays } }';
const ADVANCE = 'mutation ($days: Int!) { advanceDemoClock(days: $days) { now offsetDays } }';

type Clock = { now: string; offsetDays: number };

describe('the demo clock over GraphQL', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product?.close();
  });

  it('staff advance it and a lender reads the new date; a lender may not advance it', async () => {
    const [admin, lender] = await Promise.all([
      loginAs(product, 'admin@lumbung.test'),
      loginAs(product, 'lender@lumbung.test'),
    ]);
    const moved = await graphql<{ advanceDemoClock: Clock }>(product, ADVANCE, { days: 30 }, admin);
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.advanceDemoClock).toEqual({
      now: new Date(product.clock.now.getTime() + 30 * DAY_MS).toISOString(),
      offsetDays: 30,
    });
    const read = await graphql<{ demoClock: Clock }>(product, READ, {}, lender);
    expect(read.data?.demoClock.offsetDays).toBe(30);

    const refused = await graphql(product, ADVANCE, { days: 1 }, lender);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooFar = await graphql(product, ADVANCE, { days: 400 }, admin);
    expect(tooFar.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(
      (await graphql<{ demoClock: Clock }>(product, READ, {}, admin)).data?.demoClock.offsetDays,
    ).toBe(30);
  });
});

describe('outside demo mode', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ demo: false });
  });
  afterAll(async () => {
    await product?.close();
  });

  it('reading and advancing say NOT_FOUND', async () => {
    const admin = await loginAs(product, 'admin@lumbung.test');
    const read = await graphql(product, READ, {}, admin);
    const moved = await graphql(product, ADVANCE, { days: 1 }, admin);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(moved.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(read.errors?.[0]?.message).toBe('The demo clock exists only in demo mode');
  });
});
