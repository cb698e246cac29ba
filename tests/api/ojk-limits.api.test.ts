// OJK's cap on the economic benefit per day, enforced where the offer is decided (the lifecycle
// machine's offer.set): through REST and GraphQL an offer one rupiah past the cap is refused with
// its own code, says the figure and the cap in the caller's language, and changes nothing; the
// offer at the cap is taken. The product's purpose (productive / consumptive) chooses the cap.
import { describe, expect, it } from 'vitest';
import { isoDateInDays } from '../support/application.ts';
import { tableDigests } from '../support/db-digest.ts';
import { loanAt, type Staff } from '../support/funding.ts';
import { productPerFile } from '../support/product-per-file.ts';
import { graphql, rest, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let tokens: Staff;
productPerFile((started) => {
  ({ product, tokens } = started);
});

/** A Rp 10.000.000 application of `code` taken to the director's approval, waiting for its offer. */
const loanAwaitingOffer = (code: string) =>
  loanAt(product, tokens, 'APPROVAL_LOAN_DIR', { product: code, riskRating: 'LOW' });

/**
 * PF's grade A band starts at 12% a year: over 100 days that is Rp 333.333 of interest, so the
 * productive cap (0.067% a day from 2026: Rp 670.000) leaves Rp 336.667 for the admin fee.
 */
const offer = (adminFee: string) => ({
  funappinterestpercentage: '12',
  timeperiod: 100,
  appadminfee: adminFee,
  typepayment: 'CASH',
  funappcfstarttime: isoDateInDays(product, 5),
  funappcfendtime: isoDateInDays(product, 20),
});

describe("OJK's cap on the economic benefit per day", () => {
  it('refuses a productive offer one rupiah past the cap, in both languages, and changes nothing', async () => {
    const id = await loanAwaitingOffer('PF');
    const before = await tableDigests(product.db);
    const refused = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.admin,
      body: offer('336668'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'ECONOMIC_BENEFIT_ABOVE_CAP',
      message: 'Manfaat ekonomi (bunga dan biaya) per hari melebihi batas OJK untuk pinjaman ini',
      fields: {
        funappinterestpercentage: expect.stringContaining(
          'paling banyak 0.067% per hari (SEOJK 19/SEOJK.06/2023',
        ),
      },
    });
    const english = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.admin,
      body: offer('336668'),
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toMatchObject({
      code: 'ECONOMIC_BENEFIT_ABOVE_CAP',
      message:
        'The economic benefit (interest and fees) per day is above the OJK cap for this loan',
    });
    expect(await tableDigests(product.db)).toEqual(before);

    const taken = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.admin,
      body: offer('336667'),
    });
    expect(taken.status).toBe(200);
  });

  it("counts a zero fee as the product's (spec §9): PF's Rp 2.500.000 is far past the cap", async () => {
    const id = await loanAwaitingOffer('PF');
    const [pf] = await product.db.query<{ fee: string }>(
      "SELECT admin_fee::text AS fee FROM products WHERE code = 'PF'",
    );
    expect(pf?.fee).toBe('2500000.00');
    const before = await tableDigests(product.db);
    const refused = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: tokens.admin,
      body: offer('0'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'ECONOMIC_BENEFIT_ABOVE_CAP' });
    expect(await tableDigests(product.db)).toEqual(before);
  });

  it('through GraphQL: the same refusal code, and a consumptive product (KPR) has the 0.1% cap', async () => {
    const mutation = `mutation ($id: ID!, $input: OfferInput!) {
      setOffer(id: $id, input: $input) { id submissionStage product { purpose } }
    }`;
    const input = (adminFee: string, interestPercent: string) => ({
      interestPercent,
      periodDays: 100,
      adminFee,
      paymentType: 'CASH',
      fundingStart: isoDateInDays(product, 5),
      fundingEnd: isoDateInDays(product, 20),
    });
    const pf = await loanAwaitingOffer('PF');
    const refused = await graphql(
      product,
      mutation,
      { id: String(pf), input: input('336668', '12') },
      tokens.admin,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ECONOMIC_BENEFIT_ABOVE_CAP' });

    // KPR grade A: 9% a year is Rp 250.000 over 100 days; 0.1% a day allows Rp 1.000.000 in all.
    const kpr = await loanAwaitingOffer('KPR');
    const over = await graphql(
      product,
      mutation,
      { id: String(kpr), input: input('750001', '9') },
      tokens.admin,
    );
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'ECONOMIC_BENEFIT_ABOVE_CAP' });
    const atCap = await graphql<{ setOffer: { product: { purpose: string } } }>(
      product,
      mutation,
      { id: String(kpr), input: input('750000', '9') },
      tokens.admin,
    );
    expect(atCap.errors).toBeUndefined();
    expect(atCap.data?.setOffer.product.purpose).toBe('CONSUMPTIVE');
  });
});
