// Spec §5 and §9, rule by rule at its edge through REST: the value at the limit is accepted,
// one past it refused (README, "Spec rules"). Password rules belong to the accounts work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bailOf,
  completeApplication,
  isoDateInDays,
  PDF_BYTES,
  productIdByCode,
  uploadFile,
} from '../support/application.ts';
import {
  DEMO_PASSWORD,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let admin: string;
let director: string;

const inDays = (days: number) => isoDateInDays(product, days);

const productId = (code: string) => productIdByCode(product, code);

const newLoan = async (overrides: Record<string, unknown> = {}) =>
  rest(product, 'POST', '/loan', {
    token: borrower,
    body: {
      productid: await productId('KPR'),
      genapplicationvalue: '350000000',
      genrequireddate: inDays(30),
      genpurpose: 'Renovasi rumah',
      ...overrides,
    },
  });

/** A loan approved by collateral, credit and director: ready for its offer terms. */
async function loanAwaitingOffer(): Promise<number> {
  const created = await newLoan();
  const { id } = created.body.data as { id: number };
  await completeApplication(product, borrower, id);
  for (const [path, token] of [
    [`/loan/${id}/submit`, borrower],
    [`/loan/submission/${id}/approve-bail`, admin],
    [`/loan/submission/${id}/approve-credit`, admin],
    [`/loan/submission/${id}/approve-director`, director],
  ] as const) {
    // Grade D: the offer's 11.5 sits in its band of KPR's 9–13 (11.40–12.20).
    const body = path.endsWith('approve-credit') ? { riskrating: 'MEDIUM_TO_HIGH' } : undefined;
    const step = await rest(product, 'PUT', path, { token, body });
    if (step.status !== 200) throw new Error(`${path}: ${JSON.stringify(step.body)}`);
  }
  return id;
}

const offer = (overrides: Record<string, unknown>) => ({
  funappinterestpercentage: '11.5',
  timeperiod: 180,
  appadminfee: '0',
  typepayment: 'INSTALLMENT',
  funappcfstarttime: inDays(30),
  funappcfendtime: inDays(60),
  ...overrides,
});

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, admin, director] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'director@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('spec §5 and §9 at their edges', () => {
  it('term maximum: 120 months (3600 days) in instalments, 24 months (720 days) paid at the end', async () => {
    const id = await loanAwaitingOffer();
    const setOffer = (terms: Record<string, unknown>) =>
      rest(product, 'PUT', `/loan/submission/${id}/offer`, { token: admin, body: offer(terms) });
    for (const terms of [
      { typepayment: 'INSTALLMENT', timeperiod: 3601 },
      { typepayment: 'INSTALLMENT', timeperiod: 3630 }, // 121 months
      { typepayment: 'CASH', timeperiod: 721 },
      { typepayment: 'BALLOON', timeperiod: 721 },
      { typepayment: 'INTEREST', timeperiod: 721 },
    ]) {
      const refused = await setOffer(terms);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ reason: 'OFFER_TERMS_INVALID' });
      expect(Object.keys(refused.body.fields as object)).toEqual(['timeperiod']);
    }
    const [unchanged] = await product.db.query<{ timeperiod: number | null }>(
      'SELECT timeperiod FROM loans WHERE id = $1',
      [id],
    );
    expect(unchanged?.timeperiod).toBeNull();
    const accepted = await setOffer({ typepayment: 'INSTALLMENT', timeperiod: 3600 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ timeperiod: 3600 });

    const cash = await loanAwaitingOffer();
    const atEnd = await rest(product, 'PUT', `/loan/submission/${cash}/offer`, {
      token: admin,
      body: offer({ typepayment: 'CASH', timeperiod: 720 }),
    });
    expect(atEnd.status).toBe(200);
  });

  it('loan value: zero refused with the spec message, one rupiah accepted, sen refused', async () => {
    const zero = await newLoan({ genapplicationvalue: '0.00' });
    expect(zero.status).toBe(400);
    // Spec §5's "value cannot be zero", in Indonesian (the default) as the web client words it.
    expect(zero.body.fields).toEqual({ genapplicationvalue: 'nilai tidak boleh nol' });
    expect((await newLoan({ genapplicationvalue: '1' })).status).toBe(201);
    // Whole rupiah, as lenders fund it: a need with sen could never be funded to its last sen.
    for (const value of ['0.01', '100000000.50', '100.000.000,50']) {
      const sen = await newLoan({ genapplicationvalue: value });
      expect(sen.status, value).toBe(400);
      expect(sen.body.fields, value).toEqual({
        genapplicationvalue: 'Harus rupiah bulat, tanpa sen',
      });
    }
    // numeric(20, 2): nineteen digits refused; never negative (OJK's limit refuses far less).
    for (const value of ['1000000000000000000', '-1', '1.001']) {
      expect((await newLoan({ genapplicationvalue: value })).status).toBe(400);
    }
  });

  it("loan value: OJK's per-borrower limit (Rp 2.000.000.000) taken, a rupiah more refused naming it", async () => {
    expect((await newLoan({ genapplicationvalue: '2000000000' })).status).toBe(201);
    const before = await product.db.query('SELECT id FROM loans');
    for (const value of ['2000000001', '99999999999999', '9999999999999999']) {
      const above = await newLoan({ genapplicationvalue: value });
      expect(above.status, value).toBe(400);
      expect(above.body, value).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'APPLICATION_VALUE_ABOVE_LIMIT',
        message: 'Nilai pengajuan melebihi batas OJK per peminjam Rp 2.000.000.000',
        fields: {
          genapplicationvalue: 'Nilai pengajuan melebihi batas OJK per peminjam Rp 2.000.000.000',
        },
      });
    }
    expect(await product.db.query('SELECT id FROM loans')).toHaveLength(before.length);
    const english = await rest(product, 'POST', '/loan', {
      token: borrower,
      headers: { 'accept-language': 'en' },
      body: {
        productid: await productId('KPR'),
        genapplicationvalue: '2000000001',
        genrequireddate: inDays(30),
        genpurpose: 'Renovasi rumah',
      },
    });
    expect(english.body.fields).toEqual({
      genapplicationvalue:
        'The application value is above the OJK limit per borrower of Rp 2.000.000.000',
    });

    // The draft's edits too, the owner's; the stored value stays.
    const draft = await newLoan({ genapplicationvalue: '350000000' });
    const { id } = draft.body.data as { id: number };
    const edit = async (value: string) =>
      rest(product, 'PUT', `/loan/${id}`, {
        token: borrower,
        body: {
          productid: await productId('KPR'),
          genapplicationvalue: value,
          genrequireddate: inDays(30),
          genpurpose: 'Renovasi rumah',
        },
      });
    const refused = await edit('2000000001');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ reason: 'APPLICATION_VALUE_ABOVE_LIMIT' });
    const [stored] = await product.db.query<{ value: string }>(
      'SELECT genapplicationvalue::text AS value FROM loans WHERE id = $1',
      [id],
    );
    expect(stored?.value).toBe('350000000.00');
    expect((await edit('2000000000')).status).toBe(200);
  });

  it('required date: two weeks from today accepted, a day earlier refused', async () => {
    expect((await newLoan({ genrequireddate: inDays(14) })).status).toBe(201);
    const early = await newLoan({ genrequireddate: inDays(13) });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.fields as object)).toEqual(['genrequireddate']);
  });

  it('required date: the two weeks count from the day in WIB, also in the hours it is already tomorrow in Jakarta and not yet in UTC', async () => {
    // The next 18:00 UTC: 01:00 WIB of the next day, when the UTC day is one behind.
    const saved = product.clock.now;
    const night = new Date(saved);
    night.setUTCHours(18, 0, 0, 0);
    if (night <= saved) night.setUTCDate(night.getUTCDate() + 1);
    product.clock.now = night;
    try {
      borrower = await loginAs(product, 'borrower@lumbung.test');
      const utcDayPlus14 = new Date(night.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
      expect(utcDayPlus14 < inDays(14)).toBe(true);
      const early = await newLoan({ genrequireddate: utcDayPlus14 });
      expect(early.status).toBe(400);
      expect(Object.keys(early.body.fields as object)).toEqual(['genrequireddate']);
      expect((await newLoan({ genrequireddate: inDays(14) })).status).toBe(201);
    } finally {
      product.clock.now = saved;
      borrower = await loginAs(product, 'borrower@lumbung.test');
    }
  });

  it('full name: 6 to 50 characters', async () => {
    const register = (fullName: string, n: number) =>
      rest(product, 'POST', '/account/register', {
        body: {
          email: `edge${n}@example.com`,
          phone: `08123456${String(n).padStart(4, '0')}`,
          fullName,
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
          role: 'borrower',
          isPersonal: true,
          termsAccepted: true,
        },
      });
    expect((await register('Abcde', 1)).status).toBe(400);
    expect((await register('A'.repeat(51), 2)).status).toBe(400);
    expect((await register('Abcdef', 3)).status).toBe(201);
    expect((await register('B'.repeat(50), 4)).status).toBe(201);
  });

  it('bank account: number 3 to 20 digits, name 3 to 30 characters', async () => {
    const bank = (overrides: Record<string, unknown>) => ({
      bankcode: '009',
      accountname: 'Budi Santoso',
      accountnumber: '0123456789',
      branch: 'KCU Bandung',
      ...overrides,
    });
    const asked = await rest(product, 'POST', '/personal/bank/user-update', {
      token: borrower,
      body: bank({ accountnumber: '123' }),
    });
    expect(asked.status).toBe(200);
    const amend = (overrides: Record<string, unknown>) =>
      rest(product, 'PUT', '/personal/bank/request-update', {
        token: borrower,
        body: bank(overrides),
      });
    expect((await amend({ accountnumber: '1'.repeat(20) })).status).toBe(200);
    for (const overrides of [
      { accountnumber: '12' },
      { accountnumber: '1'.repeat(21) },
      { accountname: 'Bu' },
      { accountname: 'B'.repeat(31) },
      { bankcode: '09' },
    ]) {
      const refused = await amend(overrides);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields as object)).toEqual(Object.keys(overrides));
    }
  });

  it('postal code: 5 digits', async () => {
    const { id } = (await newLoan()).body.data as { id: number };
    const certificate = await uploadFile(product, borrower, PDF_BYTES, 'sertifikat.pdf');
    const save = (postcode: string) =>
      rest(product, 'PUT', `/loan/${id}/bail`, {
        token: borrower,
        body: bailOf(certificate, { bailpostcode: postcode }),
      });
    expect((await save('4011')).status).toBe(400);
    expect((await save('401145')).status).toBe(400);
    expect((await save('40114')).status).toBe(200);
  });
});
