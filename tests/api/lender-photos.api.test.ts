// A lender's view of a loan and its collateral photos follow one rule (api/funding/lender-access.ts,
// `lenderMayRead`): a loan that was offered in the marketplace — open now, or funded and repaid
// since — shows its photos to every lender, funder or not; a loan never offered shows nothing.
// The loan's page used to name photos of a loan in repayment that the file route refused (404):
// broken pictures for a lender who had not funded it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { PNG_BYTES, uploadFile } from '../support/application.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import { type Staff, staffTokens } from '../support/funding.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;

beforeAll(async () => {
  product = await startTestProduct({ bank: localPartnerBank() });
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

const fetchFile = async (path: string, token: string) =>
  (await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;

describe("a lender's collateral photos", () => {
  it('shows every photo the loan page names, to a lender who never funded the loan', async () => {
    // A loan in its repayment period, funded by one lender; another lender opens its page.
    const { loanId, lender: funder } = await loanInPeriod(product, tokens, '1000000', {
      periodDays: 30,
    });
    // Its collateral photos, uploaded by the borrower (these fixtures' loans skip step 3's photos).
    const photo = await uploadFile(product, tokens.borrower, PNG_BYTES, 'rumah.png', '?kind=image');
    await product.db.query(
      `INSERT INTO loan_bail_photos (loan_id, photos) VALUES ($1, $2)
       ON CONFLICT (loan_id) DO UPDATE SET photos = $2`,
      [loanId, JSON.stringify([photo])],
    );
    const stranger = await loginAs(product, 'lender@lumbung.test');
    expect(funder.email).not.toBe('lender@lumbung.test');
    const page = await rest(product, 'GET', `/loan/marketplace/${loanId}`, { token: stranger });
    expect(page.status).toBe(200);
    const photos = (page.body.data as { bailphotos: string[] }).bailphotos;
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(await fetchFile(photo, stranger)).toBe(200);
    // The borrower's other files stay hers and staff's.
    const [loan] = await product.db.query<{ bailcertificatefile: string }>(
      'SELECT bailcertificatefile FROM loans WHERE id = $1',
      [loanId],
    );
    expect(await fetchFile(String(loan?.bailcertificatefile), stranger)).toBe(404);
  });

  it('shows no photo of a loan never offered, as its page is absent', async () => {
    const [draft] = await product.db.query<{ id: string; photos: string[] }>(
      `SELECT l.id, p.photos FROM loans l JOIN loan_bail_photos p ON p.loan_id = l.id
        WHERE l.machine_state ->> 'stage' NOT IN ('PROCESS', 'LOAN_PERIOD', 'PAID', 'CLOSED',
                                                  'FUNDING_COMPLETED', 'DISBURSEMENT')
          AND jsonb_array_length(p.photos) > 0
          AND l.machine_state -> 'context' ->> 'fundingOpenedOn' IS NULL
        ORDER BY l.id LIMIT 1`,
    );
    expect(draft).toBeDefined();
    const lender = await loginAs(product, 'lender@lumbung.test');
    const page = await rest(product, 'GET', `/loan/marketplace/${draft?.id}`, { token: lender });
    expect(page.status).toBe(404);
    for (const photo of draft?.photos ?? []) expect(await fetchFile(photo, lender)).toBe(404);
  });
});
