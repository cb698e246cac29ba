// Issue 15: the evidence beside the decision. Staff read a borrower's KYC identity (the ID card's
// number, name and image), every profile section with its status and the survey's risk score —
// on their own (GET /staff/borrowers/{userId}) and along with the loan in the one call of the
// staff loan screen. Nobody else reads them. The demo loan in review has two collateral photos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let borrower: string;
let lender: string;

async function userId(email: string): Promise<string> {
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The demo borrower's loan in review (SCF). */
async function demoLoanInReview(): Promise<number> {
  const [row] = await product.db.query<{ id: number }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE u.email = 'borrower@lumbung.test' AND l.machine_state ->> 'stage' = 'REVIEW'
      ORDER BY l.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo data has no loan in review');
  return row.id;
}

beforeAll(async () => {
  product = await startTestProduct();
  [admin, borrower, lender] = await Promise.all([
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe("a borrower's profile for staff", () => {
  it('answers the identity with the ID card image, each section with its status, and the survey', async () => {
    const { status, body } = await rest(
      product,
      'GET',
      `/staff/borrowers/${await userId('borrower@lumbung.test')}`,
      { token: admin },
    );
    expect(status).toBe(200);
    const profile = body.data as {
      identity: { idCardFile: string };
      sections: Array<{ section: string; status: string; labels: Record<string, unknown> }>;
      survey: Record<string, unknown>;
    };
    expect(profile).toMatchObject({
      email: 'borrower@lumbung.test',
      fullName: 'Budi Santoso',
      kind: 'personal',
      identity: {
        holder: 'PERSON',
        idNumber: '3171011708850001',
        name: 'Budi Santoso',
        idCardFile: expect.stringMatching(/^\/file\/[0-9a-f-]+\.png$/),
      },
      survey: {
        submitted: true,
        score: expect.any(Number),
        rating: expect.any(String),
        ratingLabel: { id: expect.any(String), en: expect.any(String) },
      },
    });
    // The demo borrower's sections were validated; the ones a single person skips stay empty.
    expect(Object.fromEntries(profile.sections.map((s) => [s.section, s.status]))).toEqual({
      personal: 'VALIDATED',
      addressKtp: 'VALIDATED',
      addressMailing: 'EMPTY',
      jobs: 'VALIDATED',
      spouse: 'EMPTY',
      familyReference: 'VALIDATED',
      bank: 'VALIDATED',
      document: 'VALIDATED',
      signature: 'EMPTY',
    });
    // Codes come with their words.
    const jobs = profile.sections.find((s) => s.section === 'jobs');
    expect(jobs?.labels.job).toEqual({ id: 'Wiraswasta', en: expect.any(String) });
    // The ID card is a real image staff can open.
    const card = await fetch(`${product.url}${profile.identity.idCardFile}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it("a company's identity is its representative's", async () => {
    const { body } = await rest(
      product,
      'GET',
      `/staff/borrowers/${await userId('borrower.company@lumbung.test')}`,
      { token: admin },
    );
    expect((body.data as { identity: unknown }).identity).toMatchObject({
      holder: 'REPRESENTATIVE',
      idNumber: '3171010101800004',
      name: 'Rudi Hartono',
      idCardFile: expect.stringMatching(/^\/file\//),
    });
  });

  it('is for staff only, and about borrowers only', async () => {
    const budi = await userId('borrower@lumbung.test');
    expect(
      (await rest(product, 'GET', `/staff/borrowers/${budi}`, { token: borrower })).status,
    ).toBe(403);
    const notBorrower = await rest(
      product,
      'GET',
      `/staff/borrowers/${await userId('lender@lumbung.test')}`,
      { token: admin },
    );
    expect(notBorrower.status).toBe(404);
    expect(notBorrower.body).toMatchObject({ code: 'BORROWER_NOT_FOUND' });
    expect((await rest(product, 'GET', `/staff/borrowers/${budi}`, { token: lender })).status).toBe(
      403,
    );
  });
});

describe('the evidence along with the loan', () => {
  it('comes with the loan for staff (one call), null for the borrower', async () => {
    const id = await demoLoanInReview();
    const staffRead = await rest(product, 'GET', `/loan/${id}?include=borrowerProfile,bailPhotos`, {
      token: admin,
    });
    expect(staffRead.status).toBe(200);
    const data = staffRead.body.data as {
      borrowerProfile: { identity: { idNumber: string } };
      bailPhotos: string[];
    };
    expect(data.borrowerProfile.identity.idNumber).toBe('3171011708850001');
    // The demo loan in review holds two collateral photos, real images.
    expect(data.bailPhotos).toHaveLength(2);
    for (const path of data.bailPhotos) {
      const photo = await fetch(`${product.url}${path}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(photo.headers.get('content-type')).toBe('image/png');
    }
    const own = await rest(product, 'GET', `/loan/${id}?include=borrowerProfile`, {
      token: borrower,
    });
    expect(own.status).toBe(200);
    expect((own.body.data as { borrowerProfile: unknown }).borrowerProfile).toBeNull();
  });

  it('the staff loan query reads loan, photos and evidence in one REST call', async () => {
    const id = await demoLoanInReview();
    const query = `query Evidence($id: ID!) {
      loan(id: $id) {
        id bailPhotos
        borrowerProfile {
          identity { idNumber name idCardFile }
          sections { section status statusLabel { id en } label { id en } }
          survey { submitted score ratingLabel { id en } }
        }
      }
    }`;
    product.apiRequests.length = 0;
    const staff = await graphql<{
      loan: {
        bailPhotos: string[];
        borrowerProfile: { sections: Array<{ statusLabel: { id: string } }> };
      };
    }>(product, query, { id: String(id) }, admin);
    expect(staff.errors).toBeUndefined();
    expect(product.apiRequests).toEqual([
      `GET /api/loan/${id}?include=bailPhotos%2CborrowerProfile`,
    ]);
    expect(staff.data?.loan.bailPhotos).toHaveLength(2);
    expect(staff.data?.loan.borrowerProfile.sections[0]?.statusLabel.id).toBe('Tervalidasi');
    const own = await graphql<{ loan: { borrowerProfile: unknown } }>(
      product,
      query,
      { id: String(id) },
      borrower,
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.loan.borrowerProfile).toBeNull();
  });
});
