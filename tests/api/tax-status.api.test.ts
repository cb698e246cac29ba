// The lender's tax status through the product's own calls: each rule refused at its edge with its
// code, in Indonesian by default and English on request, and nothing changed; a treaty rate with
// a certificate of domicile stored; the next payout withholds at the new rate while the
// certificate is valid and at PPh 26 the day after it lapses; earlier payouts keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { wibDate } from '../../api/reference/wib-date.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import { type Staff, staffTokens } from '../support/funding.ts';
import { makeUser } from '../support/profiles.ts';
import { payNextBillByVa } from '../support/repayment.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let tokens: Staff;

beforeAll(async () => {
  product = await startTestProduct({ bank });
  tokens = await staffTokens(product);
});
afterAll(() => product.close());

/** A small PDF uploaded by the holder of `token` (the DGT form as a scan). */
async function uploadPdf(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(`%PDF-1.4\n% SKD DGT\n${'x'.repeat(600)}\n%%EOF\n`);
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'skd-dgt.pdf');
  const response = await fetch(`${product.url}/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { path: string; contentType: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  expect(body.data.contentType).toBe('application/pdf');
  return body.data.path;
}

const today = () => wibDate(product.clock.now);
const daysFromToday = (days: number) =>
  wibDate(new Date(product.clock.now.getTime() + days * 86_400_000));

type Status = {
  resident: boolean;
  country: string | null;
  treatyPercent: string | null;
  certificateFile: string | null;
  certificateValidUntil: string | null;
  certificateExpired: boolean;
  withholding: { kind: string; percent: string; label: { id: string; en: string } };
};

const put = (token: string, body: unknown, language?: string) =>
  rest(product, 'PUT', '/lender/tax-status', {
    token,
    body,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

async function stored(userId: string) {
  const [row] = await product.db.query<{
    tax_resident: boolean;
    tax_country: string | null;
    tax_treaty_percent: string | null;
    domicile_certificate_file: string | null;
    valid_until: string | null;
    changes: number;
  }>(
    `SELECT tax_resident, tax_country, tax_treaty_percent::text AS tax_treaty_percent,
            domicile_certificate_file,
            to_char(domicile_certificate_valid_until, 'YYYY-MM-DD') AS valid_until,
            (SELECT count(*)::int FROM lender_tax_status_changes WHERE lender_id = u.id) AS changes
       FROM users u WHERE id = $1`,
    [userId],
  );
  return row;
}

const untouched = {
  tax_resident: true,
  tax_country: null,
  tax_treaty_percent: null,
  domicile_certificate_file: null,
  valid_until: null,
  changes: 0,
};

describe('lender tax status', () => {
  it('starts resident (PPh 23 15%) and refuses each rule at its edge, changing nothing', async () => {
    const lender = await makeUser(product, { role: 'lender' });
    const first = await rest(product, 'GET', '/lender/tax-status', { token: lender.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      resident: true,
      country: null,
      treatyPercent: null,
      certificateFile: null,
      withholding: { kind: 'PPH23', percent: '15', label: { id: 'PPh 23 15%' } },
    });
    const certificate = await uploadPdf(lender.token);
    const treaty = {
      resident: false,
      country: 'sg',
      treatyPercent: '10',
      certificateFile: certificate,
      certificateValidUntil: daysFromToday(200),
    };

    // A treaty rate without a certificate.
    const noCertificate = await put(lender.token, { ...treaty, certificateFile: null });
    expect(noCertificate.status).toBe(400);
    expect(noCertificate.body).toMatchObject({
      code: 'CERTIFICATE_REQUIRED',
      message: 'Tarif perjanjian memerlukan Surat Keterangan Domisili (SKD) yang diunggah',
      fields: {
        certificateFile:
          'Tarif perjanjian memerlukan Surat Keterangan Domisili (SKD) yang diunggah',
      },
    });
    const inEnglish = await put(lender.token, { ...treaty, certificateFile: '' }, 'en');
    expect(inEnglish.body).toMatchObject({
      code: 'CERTIFICATE_REQUIRED',
      message: 'A treaty rate needs an uploaded certificate of domicile',
    });

    // A certificate expired yesterday; one valid until today is accepted further down.
    const expired = await put(lender.token, {
      ...treaty,
      certificateValidUntil: daysFromToday(-1),
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      code: 'CERTIFICATE_EXPIRED',
      fields: { certificateValidUntil: 'SKD sudah tidak berlaku' },
    });
    const tooFar = await put(lender.token, {
      ...treaty,
      certificateValidUntil: daysFromToday(400),
    });
    expect(tooFar.body).toMatchObject({ code: 'CERTIFICATE_VALID_UNTIL_TOO_FAR' });

    // The rate: at the PPh 26 rate (20) refused, above the law's 20 refused, 19.99 taken below.
    const atPph26 = await put(lender.token, { ...treaty, treatyPercent: '20' });
    expect(atPph26.status).toBe(400);
    expect(atPph26.body).toMatchObject({
      code: 'TREATY_RATE_NOT_BELOW_PPH26',
      fields: { treatyPercent: 'Tarif perjanjian harus lebih rendah dari tarif PPh 26' },
    });
    const above = await put(lender.token, { ...treaty, treatyPercent: '25' });
    expect(above.body).toMatchObject({ code: 'TREATY_RATE_INVALID' });

    // No country, or Indonesia, for a non-resident.
    expect((await put(lender.token, { ...treaty, country: '' })).body).toMatchObject({
      code: 'COUNTRY_REQUIRED',
    });
    expect((await put(lender.token, { ...treaty, country: 'ID' })).body).toMatchObject({
      code: 'COUNTRY_INDONESIA',
    });

    // Somebody else's upload is not the lender's certificate.
    const other = await makeUser(product, { role: 'lender' });
    const theirs = await uploadPdf(other.token);
    const foreign = await put(lender.token, { ...treaty, certificateFile: theirs });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'UNKNOWN_FILE' });

    expect(await stored(lender.userId)).toEqual(untouched);

    // 19.99 with a certificate valid through today: accepted.
    const edge = await put(lender.token, {
      ...treaty,
      treatyPercent: '19.99',
      certificateValidUntil: today(),
    });
    expect(edge.status, JSON.stringify(edge.body)).toBe(200);
    expect((edge.body.data as Status).withholding.percent).toBe('19.99');
  });

  it('refuses a non-lender, in their language, and lets staff only read', async () => {
    const borrower = await makeUser(product, { role: 'borrower' });
    const before = await stored(borrower.userId);
    const refused = await put(borrower.token, { resident: false, country: 'SG' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'WRONG_ROLE',
      message: 'Hanya pemberi dana yang dapat mengatur status pajaknya',
    });
    const english = await put(tokens.admin, { resident: false, country: 'SG' }, 'en-US');
    expect(english.status).toBe(403);
    expect(english.body).toMatchObject({ message: 'Only a lender can set their tax status' });
    expect(await stored(borrower.userId)).toEqual(before);
    expect(
      (await rest(product, 'GET', '/lender/tax-status', { token: borrower.token })).status,
    ).toBe(403);

    const lender = await makeUser(product, { role: 'lender' });
    const staffView = await rest(product, 'GET', `/wallet/lenders/${lender.userId}/tax-status`, {
      token: tokens.admin,
    });
    expect(staffView.status, JSON.stringify(staffView.body)).toBe(200);
    expect(staffView.body.data).toMatchObject({ lenderId: lender.userId, resident: true });
    const notStaff = await rest(product, 'GET', `/wallet/lenders/${lender.userId}/tax-status`, {
      token: lender.token,
    });
    expect(notStaff.status).toBe(403);
    const notALender = await rest(product, 'GET', `/wallet/lenders/${borrower.userId}/tax-status`, {
      token: tokens.admin,
    });
    expect(notALender.status).toBe(404);
    expect(notALender.body).toMatchObject({ code: 'LENDER_NOT_FOUND' });
  });

  it('withholds the treaty rate from the next payout, PPh 26 after the certificate lapses, and never changes a past one', async () => {
    const { loanId, lender } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 });
    const taxOf = async () => {
      const [row] = await product.db.query<{ balance: string }>(
        `SELECT balance_sen::text AS balance FROM ledger_accounts WHERE kind = 'TAX_PAYABLE'`,
      );
      return BigInt(row?.balance ?? '0');
    };
    const sen = (rupiah: string) => BigInt(rupiah.replace('.', ''));
    const taxLines = () =>
      product.db.query<{ key: string; amount: string }>(
        `SELECT e.idempotency_key AS key, p.amount_sen::text AS amount
           FROM ledger_lines p JOIN ledger_entries e ON e.id = p.entry_id
           JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.kind = 'TAX_PAYABLE' AND e.reference LIKE $1 ORDER BY e.id`,
        [`loan:${loanId}:%`],
      );

    // Resident: PPh 23, 15%.
    let before = await taxOf();
    const first = await payNextBillByVa(product, bank, tokens.borrower, loanId);
    expect(sen(first.interest)).toBeGreaterThan(0n);
    expect((await taxOf()) - before).toBe((sen(first.interest) * 15n) / 100n);
    const linesAfterFirst = await taxLines();

    // Non-resident with a treaty rate of 10% and a certificate valid through today.
    const certificate = await uploadPdf(lender.token);
    const set = await put(lender.token, {
      resident: false,
      country: 'JP',
      treatyPercent: '10',
      certificateFile: certificate,
      certificateValidUntil: today(),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [day, month, year] = [today().slice(8, 10), today().slice(5, 7), today().slice(0, 4)];
    expect(set.body.data).toMatchObject({
      resident: false,
      country: 'JP',
      treatyPercent: '10',
      certificateFile: certificate,
      certificateValidUntil: today(),
      certificateExpired: false,
      withholding: {
        kind: 'TREATY',
        percent: '10',
        label: { id: `Tarif perjanjian 10% (SKD berlaku s.d. ${day}-${month}-${year})` },
      },
    });
    expect(await stored(lender.userId)).toEqual({
      tax_resident: false,
      tax_country: 'JP',
      tax_treaty_percent: '10.00',
      domicile_certificate_file: certificate,
      valid_until: today(),
      changes: 1,
    });

    before = await taxOf();
    const second = await payNextBillByVa(product, bank, tokens.borrower, loanId);
    expect(sen(second.interest)).toBeGreaterThan(0n);
    expect(second.number).toBe(2);
    expect((await taxOf()) - before).toBe((sen(second.interest) * 10n) / 100n);
    // The first payout's withholding is as it was.
    expect((await taxLines()).slice(0, linesAfterFirst.length)).toEqual(linesAfterFirst);

    // The day after the certificate's last day: PPh 26, 20%.
    product.clock.now = new Date(product.clock.now.getTime() + 86_400_000);
    tokens = await staffTokens(product);
    const lenderToken = await loginAs(product, lender.email);
    const lapsed = await rest(product, 'GET', '/lender/tax-status', { token: lenderToken });
    expect(lapsed.body.data).toMatchObject({
      certificateExpired: true,
      withholding: { kind: 'PPH26', percent: '20', label: { en: 'PPh 26 20%' } },
    });
    before = await taxOf();
    const third = await payNextBillByVa(product, bank, tokens.borrower, loanId);
    expect(sen(third.interest)).toBeGreaterThan(0n);
    expect(third.number).toBe(3);
    expect((await taxOf()) - before).toBe((sen(third.interest) * 20n) / 100n);
  });
});
