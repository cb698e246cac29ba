// The public disclosure over REST (issue 21): anyone, signed in or not, reads the figures of a
// history made through the product's own calls, as worked out by hand in
// tests/support/disclosure-history.ts; the answer is cacheable and the journal and the
// installments agree on the principal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { EXPECTED_DISCLOSURE, seedDisclosureHistory } from '../support/disclosure-history.ts';
import { rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let loans: Awaited<ReturnType<typeof seedDisclosureHistory>>;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  loans = await seedDisclosureHistory(product, bank);
}, 120_000);
afterAll(() => product.close());

describe('GET /api/public/disclosure', () => {
  it("answers without a login with the figures known by hand, as at the product's today", async () => {
    const answer = await rest(product, 'GET', '/public/disclosure');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { buckets, ...figures } = answer.body.data as Omit<
      typeof EXPECTED_DISCLOSURE,
      'buckets'
    > & { buckets: { label: { id: string; en: string } }[] };
    const { buckets: expectedBuckets, ...expected } = EXPECTED_DISCLOSURE;
    expect(figures).toEqual(expected);
    expect(buckets.map(({ label: _label, ...b }) => b)).toEqual(expectedBuckets);
    expect(buckets.map((b) => b.label.id)).toEqual([
      'Lancar',
      'Dalam Perhatian Khusus (1–30 hari)',
      'Kurang Lancar (31–60 hari)',
      'Diragukan (61–90 hari)',
      'Macet (lebih dari 90 hari)',
    ]);
  });

  it('is the same for everyone: public cache headers and an ETag that answers 304', async () => {
    const first = await fetch(`${product.url}/api/public/disclosure`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${product.url}/api/public/disclosure`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('takes the principal from the journal, and the installments agree with it', async () => {
    const rows = await product.db.query<{ loan_id: string; scheduled: string; paid: string }>(
      `SELECT loan_id::text AS loan_id, sum(principal_sen)::text AS scheduled,
              sum(principal_paid_sen)::text AS paid
         FROM loan_installments WHERE loan_id = ANY($1::bigint[]) GROUP BY loan_id ORDER BY loan_id`,
      [[loans.x.loanId, loans.y.loanId]],
    );
    expect(rows.map((r) => [Number(r.loan_id), r.scheduled, r.paid])).toEqual([
      [loans.x.loanId, '200000000', '0'],
      [loans.y.loanId, '300000000', '150000000'],
    ]);
  });

  it("moves with the product's date: 60 days on, Y's oldest unpaid installment is 65 days late", async () => {
    product.clock.now = new Date(product.clock.now.getTime() + 60 * 86_400_000);
    // 2027-07-08: X 155 days, Y's fourth installment 65 days: Diragukan; TKB90 2/3,5 over 90.
    const later = (await rest(product, 'GET', '/public/disclosure')).body.data as {
      asOf: string;
      tkb90: string;
      buckets: { quality: string; loans: number }[];
    };
    expect(later.asOf).toBe('2027-07-08');
    expect(later.tkb90).toBe('42.86');
    expect(later.buckets.filter((b) => b.loans > 0).map((b) => b.quality)).toEqual([
      'DOUBTFUL',
      'LOSS',
    ]);
  });
});
