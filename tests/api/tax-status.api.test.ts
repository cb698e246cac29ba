// The lender's tax status through the product's own calls: each rule refused at its edge with its
// code, in Indonesian by default and English on request, and nothing changed. A declaration other
// than resident is a request: the next payout withholds by the verified status until staff
// approve it (an attacker's own 0% treaty claim changes nothing), after approval it withholds by
// it, a refusal keeps the old one and tells the lender why, the lender never decides her own, a
// newer declaration replaces a waiting one, and two decisions at once are taken once. Earlier
// payouts keep theirs; a treaty rate lapses with its certificate.
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

type Declaration = {
  id: number;
  status: string;
  resident: boolean;
  country: string | null;
  treatyPercent: string | null;
  refusalReason: string | null;
  reviewNotes: Array<{ code: string }>;
  withholdingIfApproved: { kind: string; percent: string };
  availableActions: Array<{ action: string; allowed: boolean; reason: { code: string } | null }>;
};

type Status = {
  resident: boolean;
  country: string | null;
  treatyPercent: string | null;
  certificateFile: string | null;
  certificateValidUntil: string | null;
  certificateExpired: boolean;
  withholding: { kind: string; percent: string; label: { id: string; en: string } };
  declaration: Declaration | null;
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

    // 19.99 with a certificate valid through today: accepted as a declaration for staff; the
    // verified status (resident) is what payouts withhold by meanwhile.
    const edge = await put(lender.token, {
      ...treaty,
      treatyPercent: '19.99',
      certificateValidUntil: today(),
    });
    expect(edge.status, JSON.stringify(edge.body)).toBe(200);
    expect((edge.body.data as Status).withholding).toMatchObject({ kind: 'PPH23', percent: '15' });
    expect((edge.body.data as Status).declaration).toMatchObject({
      status: 'PENDING',
      withholdingIfApproved: { kind: 'TREATY', percent: '19.99' },
    });
    expect(await stored(lender.userId)).toEqual(untouched);
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
    expect(staffView.body.data).toMatchObject({
      lenderId: lender.userId,
      resident: true,
      declaration: null,
    });
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

  it("does not lower the next payout's tax on the lender's word: a 0% treaty claim waits for staff, then applies from their approval", async () => {
    const { loanId, lender } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 });
    // Her validated personal data holds an Indonesian NIK (KTP).
    await giveValidatedNik(lender.userId);
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

    // The probe: non-resident in Singapore, treaty rate 0%, her own upload as the certificate.
    const certificate = await uploadPdf(lender.token);
    const declared = await put(lender.token, {
      resident: false,
      country: 'SG',
      treatyPercent: '0',
      certificateFile: certificate,
      certificateValidUntil: today(),
    });
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    const waiting = declared.body.data as Status;
    expect(waiting).toMatchObject({
      resident: true,
      treatyPercent: null,
      withholding: { kind: 'PPH23', percent: '15', label: { id: 'PPh 23 15%' } },
      declaration: {
        status: 'PENDING',
        resident: false,
        country: 'SG',
        treatyPercent: '0',
        reviewNotes: [{ code: 'INDONESIAN_NIK' }],
        withholdingIfApproved: { kind: 'TREATY', percent: '0' },
        availableActions: [
          { action: 'approve', allowed: false, reason: { code: 'STAFF_ONLY' } },
          { action: 'refuse', allowed: false, reason: { code: 'STAFF_ONLY' } },
        ],
      },
    });
    expect(await stored(lender.userId)).toEqual(untouched);
    const id = waiting.declaration?.id ?? 0;

    // The next payout withholds as before: 15%.
    before = await taxOf();
    const second = await payNextBillByVa(product, bank, tokens.borrower, loanId);
    expect(second.number).toBe(2);
    expect(sen(second.interest)).toBeGreaterThan(0n);
    expect((await taxOf()) - before).toBe((sen(second.interest) * 15n) / 100n);

    // She cannot approve her own, nor can a borrower; nothing changes.
    const own = await decide(lender.token, id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'STAFF_ONLY',
      message: 'Hanya staf yang dapat memverifikasi pernyataan status pajak',
    });
    expect((await decide(tokens.borrower, id, 'approve', undefined, 'en')).body).toMatchObject({
      message: 'Only staff can verify a tax status declaration',
    });
    // A declaration that does not exist answers them the same: they learn nothing of which do.
    for (const action of ['approve', 'refuse'] as const) {
      const unknown = await decide(lender.token, 999_999, action, 'a reason');
      expect(unknown.status).toBe(403);
      expect(unknown.body).toMatchObject({ code: 'FORBIDDEN', reason: 'STAFF_ONLY' });
    }
    expect((await decide(tokens.admin, 999_999, 'approve')).status).toBe(404);
    expect(
      (await rest(product, 'GET', '/staff/tax-declarations', { token: lender.token })).status,
    ).toBe(403);
    expect(await stored(lender.userId)).toEqual(untouched);

    // Staff see it waiting, with the country, the rate, the certificate and the NIK note.
    const queue = await rest(product, 'GET', '/staff/tax-declarations', { token: tokens.admin });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect((queue.body.data as Declaration[]).find((d) => d.id === id)).toMatchObject({
      country: 'SG',
      treatyPercent: '0',
      certificateFile: certificate,
      reviewNotes: [{ code: 'INDONESIAN_NIK' }],
      availableActions: [
        { action: 'approve', allowed: true, reason: null },
        { action: 'refuse', allowed: true, reason: null },
      ],
    });

    // Approved: from now on the treaty rate; a second decision is refused.
    const approved = await decide(tokens.admin, id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });
    const again = await decide(tokens.admin, id, 'refuse', 'late');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DECLARATION_NOT_PENDING' });
    const applied = await rest(product, 'GET', '/lender/tax-status', { token: lender.token });
    expect(applied.body.data).toMatchObject({
      resident: false,
      country: 'SG',
      treatyPercent: '0',
      withholding: { kind: 'TREATY', percent: '0' },
      declaration: null,
    });
    expect(await stored(lender.userId)).toMatchObject({
      tax_resident: false,
      tax_treaty_percent: '0.00',
      changes: 1,
    });
    const [change] = await product.db.query<{ changed_by: string; declaration_id: string }>(
      `SELECT changed_by, declaration_id::text AS declaration_id FROM lender_tax_status_changes
        WHERE lender_id = $1`,
      [lender.userId],
    );
    expect(change?.declaration_id).toBe(String(id));
    expect(change?.changed_by).not.toBe(lender.userId);

    before = await taxOf();
    const third = await payNextBillByVa(product, bank, tokens.borrower, loanId);
    expect(third.number).toBe(3);
    expect(sen(third.interest)).toBeGreaterThan(0n);
    expect((await taxOf()) - before).toBe(0n);
    // The earlier payouts' withholding is as it was.
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
  });

  it('a refusal keeps the verified status and tells the lender why; back to resident applies at once', async () => {
    const lender = await makeUser(product, { role: 'lender' });
    const treaty = {
      resident: false,
      country: 'JP',
      treatyPercent: '10',
      certificateFile: await uploadPdf(lender.token),
      certificateValidUntil: daysFromToday(100),
    };
    const first = await put(lender.token, treaty);
    const firstId = (first.body.data as Status).declaration?.id ?? 0;
    // A lender with no validated NIK: no note.
    expect((first.body.data as Status).declaration?.reviewNotes).toEqual([]);
    expect((await decide(tokens.admin, firstId, 'approve')).status).toBe(200);

    // A lower rate with a new certificate: waits; staff refuse it, with a reason.
    const lower = await put(lender.token, {
      ...treaty,
      treatyPercent: '5',
      certificateFile: await uploadPdf(lender.token),
    });
    const lowerId = (lower.body.data as Status).declaration?.id ?? 0;
    expect(lower.body.data).toMatchObject({
      withholding: { kind: 'TREATY', percent: '10' },
      declaration: { status: 'PENDING', treatyPercent: '5' },
    });
    const blank = await decide(tokens.admin, lowerId, 'refuse', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'REFUSAL_REASON_REQUIRED' });
    const reason = 'Tarif P3B Jepang untuk bunga adalah 10%, bukan 5%';
    const refused = await decide(tokens.admin, lowerId, 'refuse', reason);
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'REFUSED', refusalReason: reason });

    const after = await rest(product, 'GET', '/lender/tax-status', { token: lender.token });
    expect(after.body.data).toMatchObject({
      resident: false,
      treatyPercent: '10',
      withholding: { kind: 'TREATY', percent: '10' },
      declaration: { id: lowerId, status: 'REFUSED', refusalReason: reason, treatyPercent: '5' },
    });
    expect(await stored(lender.userId)).toMatchObject({ tax_treaty_percent: '10.00', changes: 1 });

    // Back to resident: no review, PPh 23 at once, the refusal no longer shown.
    const home = await put(lender.token, { resident: true });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body.data).toMatchObject({
      resident: true,
      country: null,
      withholding: { kind: 'PPH23', percent: '15' },
      declaration: null,
    });
    expect(await stored(lender.userId)).toEqual({ ...untouched, changes: 2 });
  });

  it('a newer declaration replaces a waiting one, and two decisions at once are taken once', async () => {
    const lender = await makeUser(product, { role: 'lender' });
    const file = await uploadPdf(lender.token);
    const base = {
      resident: false,
      country: 'MY',
      treatyPercent: '10',
      certificateFile: file,
      certificateValidUntil: daysFromToday(60),
    };
    const older = await put(lender.token, base);
    const olderId = (older.body.data as Status).declaration?.id ?? 0;
    const newer = await put(lender.token, { ...base, treatyPercent: '0' });
    const newerId = (newer.body.data as Status).declaration?.id ?? 0;
    expect(newerId).toBeGreaterThan(olderId);
    const stale = await decide(tokens.admin, olderId, 'approve');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'DECLARATION_NOT_PENDING' });
    const queue = await rest(product, 'GET', '/staff/tax-declarations', { token: tokens.admin });
    const mine = (queue.body.data as Array<Declaration & { lenderId: string }>).filter(
      (d) => d.lenderId === lender.userId,
    );
    expect(mine.map((d) => d.id)).toEqual([newerId]);

    // Two staff decide at the same moment: one decision is taken, the other refused.
    const answers = await Promise.all([
      decide(tokens.admin, newerId, 'approve'),
      decide(tokens.director, newerId, 'refuse', 'Sertifikat tidak terbaca'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const status = (await rest(product, 'GET', '/lender/tax-status', { token: lender.token })).body
      .data as Status;
    const approvedWon = answers[0]?.status === 200;
    expect(status.resident).toBe(!approvedWon);
    expect((await stored(lender.userId))?.changes).toBe(approvedWon ? 1 : 0);

    expect((await decide(tokens.admin, 999_999_999, 'approve')).body).toMatchObject({
      code: 'TAX_DECLARATION_NOT_FOUND',
    });
  });
});

/** Staff (or anyone trying) decide a declaration. */
function decide(
  token: string,
  id: number,
  action: 'approve' | 'refuse',
  reason?: string,
  language?: string,
) {
  return rest(product, 'PUT', `/staff/tax-declarations/${id}/${action}`, {
    token,
    ...(action === 'refuse' ? { body: { reason: reason ?? '' } } : {}),
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
}

/** The lender's personal data, validated by staff, with an Indonesian NIK. */
async function giveValidatedNik(userId: string) {
  const nik = `3171${String(Date.now()).slice(-12)}`;
  await product.db.query(
    `INSERT INTO profile_sections (user_id, section, data, status, submitted_at)
     VALUES ($1, 'personal', jsonb_build_object('ktpnumber', $2::text), 'VALIDATED', now())
     ON CONFLICT (user_id, section)
     DO UPDATE SET data = profile_sections.data || jsonb_build_object('ktpnumber', $2::text),
                   status = 'VALIDATED'`,
    [userId, nik],
  );
}
