// Borrower and lender data through the REST API (spec §3, §5, §7): every field rule refused with
// its message and nothing stored, a round trip, the agreement request, staff validation and
// rejection seen by the user, bank changes waiting for staff, and the rule that a borrower
// applies only with complete data and a submitted survey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantRefusalText } from '../../machines/profile/applicant.rules.ts';
import { isoDateInDays } from '../support/application.ts';
import { companyRuleCases, personalRuleCases } from '../support/profile-rule-cases.ts';
import {
  completeBorrowerData,
  fillProfile,
  makeUser,
  submitSurvey,
  uploadScan,
  validAddress,
  validBank,
  validJobs,
  validPersonal,
  validSpouse,
} from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let kprId: number;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
  const [kpr] = await product.db.query<{ id: number }>(
    "SELECT id FROM products WHERE code = 'KPR'",
  );
  kprId = kpr?.id ?? 0;
});
afterAll(() => product.close());

const storedSections = async (userId: string) =>
  product.db.query<{ section: string; status: string; data: Record<string, unknown> }>(
    'SELECT section, status, data FROM profile_sections WHERE user_id = $1 ORDER BY section',
    [userId],
  );

const inDays = (days: number) => isoDateInDays(product, days);

const applyForLoan = (token: string) =>
  rest(product, 'POST', '/loan', {
    token,
    body: {
      productid: kprId,
      genapplicationvalue: '250000000',
      genrequireddate: inDays(30),
      genpurpose: 'Renovasi rumah',
    },
  });

describe('field rules', () => {
  it.each(personalRuleCases)(
    '$path refuses $field = $value',
    async ({ path, valid, field, value, message }) => {
      const user = await makeUser(product);
      const body = { ...valid, [field]: value };
      if (value === undefined) delete (body as Record<string, unknown>)[field];
      // The cases' words are English: asked in English (Indonesian is the default).
      const { status, body: error } = await rest(product, 'POST', path, {
        token: user.token,
        body,
        headers: { 'accept-language': 'en' },
      });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { [field]: message },
      });
      expect(await storedSections(user.userId)).toEqual([]);
    },
  );

  it.each(companyRuleCases)(
    '$path refuses $field = $value',
    async ({ path, valid, field, value, message }) => {
      const user = await makeUser(product, { isPersonal: false, fullName: 'PT Maju Bersama' });
      const body = { ...valid, [field]: value };
      if (value === undefined) delete (body as Record<string, unknown>)[field];
      const { status, body: error } = await rest(product, 'POST', path, {
        token: user.token,
        body,
        headers: { 'accept-language': 'en' },
      });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { [field]: message },
      });
      expect(await storedSections(user.userId)).toEqual([]);
    },
  );

  it('refuses a bank account name that differs from the ID card name (capitals aside)', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    await rest(product, 'POST', '/personal', {
      token: user.token,
      body: validPersonal('Dewi Lestari'),
    });
    const wrong = await rest(product, 'POST', '/personal/bank', {
      token: user.token,
      body: validBank('dewi lestary'),
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        code: 'NAME_MISMATCH',
        message: 'Nama yang dimasukkan tidak sesuai dengan nama di KTP',
        fields: { accountname: 'Nama yang dimasukkan tidak sesuai dengan nama di KTP' },
      },
    });
    expect((await storedSections(user.userId)).map((s) => s.section)).toEqual(['personal']);
    const right = await rest(product, 'POST', '/personal/bank', {
      token: user.token,
      body: validBank('DEWI LESTARI'),
    });
    expect(right.status).toBe(200);
  });

  it("refuses someone else's file as a document", async () => {
    const owner = await makeUser(product);
    const thief = await makeUser(product);
    const path = await uploadScan(product, owner.token);
    const { status, body } = await rest(product, 'POST', '/personal/document', {
      token: thief.token,
      body: { ktpfile: path },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      ktpfile: 'Unggah file terlebih dahulu: alamat ini bukan file Anda',
    });
    expect(await storedSections(thief.userId)).toEqual([]);
  });

  it('takes a selfie and a specimen signature as images only, storing nothing else', async () => {
    const user = await makeUser(product);
    const pdf = await uploadScan(product, user.token, new TextEncoder().encode('%PDF-1.4 ...'));
    expect(pdf).toMatch(/\.pdf$/);
    const selfie = await rest(product, 'POST', '/personal/document', {
      token: user.token,
      body: { ktpfile: pdf, selfiefile: pdf },
    });
    expect(selfie.status).toBe(400);
    expect(selfie.body.fields).toEqual({
      selfiefile: 'Hanya gambar JPG atau PNG yang dapat diunggah',
    });
    const signature = await rest(product, 'PUT', '/personal/document/signature', {
      token: user.token,
      body: { signaturefile: pdf },
    });
    expect(signature.status).toBe(400);
    expect(signature.body.fields).toEqual({
      signaturefile: 'Hanya gambar JPG atau PNG yang dapat diunggah',
    });
    expect(await storedSections(user.userId)).toEqual([]);
    // The KTP scan may be a PDF; the selfie a picture.
    const png = await uploadScan(product, user.token);
    const right = await rest(product, 'POST', '/personal/document', {
      token: user.token,
      body: { ktpfile: pdf, selfiefile: png },
    });
    expect(right.status).toBe(200);
  });

  it('keeps people and companies on their own paths, and staff out', async () => {
    const company = await makeUser(product, { isPersonal: false });
    expect((await rest(product, 'GET', '/personal', { token: company.token })).status).toBe(403);
    expect((await rest(product, 'GET', '/company', { token: admin })).status).toBe(403);
    expect((await rest(product, 'GET', '/personal')).status).toBe(401);
  });
});

describe('a profile', () => {
  it('round-trips every section with its status, and dates as DD-MM-YYYY', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    const personal = validPersonal('Dewi Lestari');
    const saved = await rest(product, 'PUT', '/personal', { token: user.token, body: personal });
    expect(saved.body.data).toMatchObject({
      section: 'personal',
      status: 'FILLED',
      data: { birthdate: '05-03-1990', fullname: 'Dewi Lestari' },
    });
    await rest(product, 'POST', '/personal/address/mailing', {
      token: user.token,
      body: validAddress,
    });
    expect(
      (await rest(product, 'GET', '/personal/address/mailing', { token: user.token })).body.data,
    ).toMatchObject({ status: 'FILLED', data: validAddress });
    expect(
      (await rest(product, 'GET', '/personal/address/ktp', { token: user.token })).body.data,
    ).toMatchObject({ status: 'EMPTY', data: null });
    const profile = (await rest(product, 'GET', '/personal', { token: user.token })).body.data as {
      sections: Array<{ section: string; status: string }>;
      mayApply: boolean;
    };
    expect(profile.mayApply).toBe(false);
    expect(Object.fromEntries(profile.sections.map((s) => [s.section, s.status]))).toMatchObject({
      personal: 'FILLED',
      addressMailing: 'FILLED',
      addressKtp: 'EMPTY',
    });
    const row = (await storedSections(user.userId)).find((s) => s.section === 'personal');
    expect(row?.data).toEqual(personal);
  });

  it('keeps a NIK to one account: another saving it is refused and keeps nothing, even at once', async () => {
    const first = await makeUser(product, { fullName: 'Dewi Lestari' });
    const other = await makeUser(product, { fullName: 'Dewi Lestari' });
    const personal = validPersonal('Dewi Lestari');
    const owned = await rest(product, 'PUT', '/personal', { token: first.token, body: personal });
    expect(owned.status).toBe(200);
    // Saving her own data again is no conflict with herself.
    expect(
      (await rest(product, 'PUT', '/personal', { token: first.token, body: personal })).status,
    ).toBe(200);
    const refused = await rest(product, 'PUT', '/personal', { token: other.token, body: personal });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'NIK_ALREADY_REGISTERED',
        message: expect.stringMatching(/^NIK ini sudah terdaftar pada akun lain/),
        fields: { ktpnumber: expect.stringMatching(/^NIK ini sudah terdaftar/) },
      },
    });
    expect((await storedSections(other.userId)).find((s) => s.section === 'personal')).toBe(
      undefined,
    );
    // Two new accounts with one NIK at the same moment: one holds it, the other is refused.
    const [a, b] = await Promise.all([
      makeUser(product, { fullName: 'Dewi Lestari' }),
      makeUser(product, { fullName: 'Dewi Lestari' }),
    ]);
    const same = validPersonal('Dewi Lestari');
    const answers = await Promise.all(
      [a, b].map((user) => rest(product, 'PUT', '/personal', { token: user?.token, body: same })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe(
      'NIK_ALREADY_REGISTERED',
    );
  });

  it('asks for the spouse or family reference before sending the data to staff', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    await fillProfile(product, user, { submit: false });
    await rest(product, 'PUT', '/personal', {
      token: user.token,
      body: { ...validPersonal('Dewi Lestari'), maritalstatus: 'KAWIN' },
    });
    const refused = await rest(product, 'PUT', '/personal/agreement/request', {
      token: user.token,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'RELATION_MISSING',
        // Indonesian unless the caller asks otherwise (Accept-Language).
        message: 'Lengkapi data pasangan atau referensi keluarga terlebih dahulu',
        fields: { spouse: 'belum lengkap' },
      },
    });
    expect((await storedSections(user.userId)).every((s) => s.status === 'FILLED')).toBe(true);
    await rest(product, 'POST', '/personal/spouse', { token: user.token, body: validSpouse });
    const sent = await rest(product, 'PUT', '/personal/agreement/request', { token: user.token });
    expect(sent.status).toBe(200);
    expect((await storedSections(user.userId)).every((s) => s.status === 'SUBMITTED')).toBe(true);
    // Waiting for staff, the data cannot change.
    const locked = await rest(product, 'PUT', '/personal/jobs', {
      token: user.token,
      body: validJobs,
    });
    expect(locked).toMatchObject({ status: 409, body: { code: 'UNDER_REVIEW' } });
  });
});

describe('applying for a loan', () => {
  it('is refused with PROFILE_INCOMPLETE until the data and the survey are submitted', async () => {
    const user = await makeUser(product, { fullName: 'Rina Kartika' });
    const loansOf = async () =>
      (
        await product.db.query<{ n: number }>(
          'SELECT count(*) AS n FROM loans WHERE borrower_id = $1',
          [user.userId],
        )
      )[0]?.n;

    const bare = await applyForLoan(user.token);
    expect(bare.status).toBe(409);
    expect(bare.body).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      fields: {
        personal: 'belum lengkap',
        addressKtp: 'belum lengkap',
        jobs: 'belum lengkap',
        familyReference: 'belum lengkap',
        bank: 'belum lengkap',
        document: 'belum lengkap',
        survey: 'belum lengkap',
      },
    });
    expect(bare.body.message).toBe(
      applicantRefusalText(
        {
          code: 'PROFILE_INCOMPLETE',
          missing: [
            'personal',
            'addressKtp',
            'jobs',
            'familyReference',
            'bank',
            'document',
            'survey',
          ],
        },
        'id',
      ),
    );
    expect(
      applicantRefusalText(
        {
          code: 'PROFILE_INCOMPLETE',
          missing: [
            'personal',
            'addressKtp',
            'jobs',
            'familyReference',
            'bank',
            'document',
            'survey',
          ],
        },
        'en',
      ),
    ).toBe(
      'Complete and submit your data before applying for a loan: personal data, ID card address, ' +
        'job data, non-household family reference, bank data, documents, psychometric survey. ' +
        'Complete it on your Profile page (/profile) and the Survey page (/survey).',
    );

    // Saved but not sent to staff is not complete.
    await fillProfile(product, user, { submit: false });
    const saved = await applyForLoan(user.token);
    expect(saved.status).toBe(409);
    expect(Object.keys(saved.body.fields as object)).toHaveLength(7);

    await rest(product, 'PUT', '/personal/agreement/request', { token: user.token });
    const noSurvey = await applyForLoan(user.token);
    expect(noSurvey.body).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      fields: { survey: 'belum lengkap' },
      message:
        'Lengkapi dan kirim data Anda sebelum mengajukan pinjaman: survei psikometri. ' +
        'Lengkapi di halaman Survei (/survey).',
    });
    expect(await loansOf()).toBe(0);

    await submitSurvey(product, user.token);
    const profile = await rest(product, 'GET', '/personal', { token: user.token });
    expect(profile.body.data).toMatchObject({ mayApply: true, missing: [] });
    const applied = await applyForLoan(user.token);
    expect(applied.status).toBe(201);
    expect(await loansOf()).toBe(1);
  });

  it('lets a company borrower apply once its data and survey are submitted', async () => {
    const user = await makeUser(product, { isPersonal: false, fullName: 'PT Maju Bersama' });
    expect((await applyForLoan(user.token)).body).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      fields: { company: 'belum lengkap', companyAddress: 'belum lengkap' },
    });
    await completeBorrowerData(product, user, { isPersonal: false });
    expect((await applyForLoan(user.token)).status).toBe(201);
  });

  it('lets the seeded demo borrowers apply', async () => {
    for (const email of ['borrower@lumbung.test', 'borrower.company@lumbung.test']) {
      expect((await applyForLoan(await loginAs(product, email))).status).toBe(201);
    }
  });
});

describe('staff validation', () => {
  it('lists submitted data; a rejection with its reason reaches the user, a validation too', async () => {
    const user = await makeUser(product, { fullName: 'Yanti Susanti' });
    await fillProfile(product, user);
    const queue = await rest(product, 'GET', '/staff/validations', { token: admin });
    const mine = (
      queue.body.data as {
        sections: Array<{ userId: string; section: string; labels: Record<string, unknown> }>;
      }
    ).sections.filter((s) => s.userId === user.userId);
    expect(mine.map((s) => s.section).sort()).toEqual(
      ['addressKtp', 'bank', 'document', 'familyReference', 'jobs', 'personal'].sort(),
    );
    // Coded values come with their words, so staff never read a code (issue 14).
    const labelsOf = (section: string) => mine.find((s) => s.section === section)?.labels;
    expect(labelsOf('personal')).toMatchObject({ religion: { id: 'Islam', en: 'Islam' } });
    expect(labelsOf('jobs')).toMatchObject({
      job: { id: 'Karyawan swasta', en: 'Private employee' },
      income: { en: 'Rp 10 – 25 million a month' },
    });
    expect(labelsOf('addressKtp')).toMatchObject({ province: { id: 'DKI JAKARTA' } });
    expect(labelsOf('bank')).toMatchObject({ bankcode: { en: 'Bank Central Asia (BCA)' } });
    expect((await rest(product, 'GET', '/staff/validations', { token: user.token })).status).toBe(
      403,
    );

    const noReason = await rest(
      product,
      'PUT',
      `/staff/validations/${user.userId}/document/reject`,
      { token: admin, body: { reason: ' ' } },
    );
    expect(noReason).toMatchObject({ status: 400, body: { fields: { reason: 'wajib diisi' } } });

    const rejected = await rest(
      product,
      'PUT',
      `/staff/validations/${user.userId}/document/reject`,
      { token: admin, body: { reason: 'Foto KTP buram' } },
    );
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', reason: 'Foto KTP buram' });
    await rest(product, 'PUT', `/staff/validations/${user.userId}/personal/validate`, {
      token: admin,
    });
    const twice = await rest(
      product,
      'PUT',
      `/staff/validations/${user.userId}/personal/validate`,
      {
        token: admin,
      },
    );
    expect(twice).toMatchObject({ status: 409, body: { code: 'WRONG_STATE' } });

    const seen = await rest(product, 'GET', '/personal/document', { token: user.token });
    expect(seen.body.data).toMatchObject({ status: 'REJECTED', reason: 'Foto KTP buram' });
    expect(
      (await rest(product, 'GET', '/personal', { token: user.token })).body.data,
    ).toMatchObject({ missing: ['document', 'survey'] });

    // The user corrects it and sends it again.
    await rest(product, 'PUT', '/personal/document', {
      token: user.token,
      body: { ktpfile: await uploadScan(product, user.token) },
    });
    await rest(product, 'PUT', '/personal/agreement/request', { token: user.token });
    const statuses = Object.fromEntries(
      (await storedSections(user.userId)).map((s) => [s.section, s.status]),
    );
    expect(statuses).toMatchObject({ document: 'SUBMITTED', personal: 'VALIDATED' });
  });
});

describe('bank data changes', () => {
  it('wait for staff: the old data stays until approval, a refusal keeps it', async () => {
    const user = await makeUser(product, { fullName: 'Fajar Nugroho' });
    await fillProfile(product, user);
    const early = await rest(product, 'POST', '/personal/bank/user-update', {
      token: user.token,
      body: validBank('Fajar Nugroho'),
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'BANK_NOT_VALIDATED' } });
    await rest(product, 'PUT', `/staff/validations/${user.userId}/bank/validate`, { token: admin });

    const direct = await rest(product, 'POST', '/personal/bank', {
      token: user.token,
      body: { ...validBank('Fajar Nugroho'), accountnumber: '5555555555' },
    });
    expect(direct).toMatchObject({ status: 409, body: { code: 'BANK_CHANGE_NEEDS_APPROVAL' } });

    const change = await rest(product, 'POST', '/personal/bank/user-update', {
      token: user.token,
      body: { ...validBank('Fajar Nugroho'), bankcode: '009', accountnumber: '1111111111' },
    });
    expect(change.body.data).toMatchObject({ status: 'PENDING' });
    const second = await rest(product, 'POST', '/personal/bank/user-update', {
      token: user.token,
      body: validBank('Fajar Nugroho'),
    });
    expect(second).toMatchObject({ status: 409, body: { code: 'BANK_CHANGE_PENDING' } });
    const mismatch = await rest(product, 'PUT', '/personal/bank/request-update', {
      token: user.token,
      body: validBank('FAJAR NUGRAHA'),
    });
    expect(mismatch).toMatchObject({ status: 400, body: { code: 'NAME_MISMATCH' } });
    const amended = await rest(product, 'PUT', '/personal/bank/request-update', {
      token: user.token,
      body: { ...validBank('Fajar Nugroho'), bankcode: '009', accountnumber: '2222222222' },
    });
    expect(amended.body.data).toMatchObject({ data: { accountnumber: '2222222222' } });

    const bank = async () =>
      (await rest(product, 'GET', '/personal/bank', { token: user.token })).body.data as {
        status: string;
        data: Record<string, unknown>;
      };
    expect((await bank()).data).toMatchObject({ bankcode: '014', accountnumber: '1234567890' });

    const queue = await rest(product, 'GET', '/staff/validations', { token: admin });
    const waiting = (
      queue.body.data as {
        bankChanges: Array<{
          id: number;
          userId: string;
          current: unknown;
          labels: unknown;
          currentLabels: unknown;
        }>;
      }
    ).bankChanges.find((c) => c.userId === user.userId);
    expect(waiting?.current).toMatchObject({ accountnumber: '1234567890' });
    expect(waiting?.currentLabels).toEqual({
      bankcode: { id: 'Bank Central Asia (BCA)', en: 'Bank Central Asia (BCA)' },
    });
    expect(waiting?.labels).toEqual({
      bankcode: { id: 'Bank Negara Indonesia (BNI)', en: 'Bank Negara Indonesia (BNI)' },
    });
    const approved = await rest(product, 'PUT', `/staff/bank-changes/${waiting?.id}/approve`, {
      token: admin,
    });
    expect(approved.body.data).toMatchObject({ status: 'APPROVED' });
    expect(await bank()).toMatchObject({
      status: 'VALIDATED',
      data: { bankcode: '009', accountnumber: '2222222222' },
    });
    // One notification of the approval, not two.
    const told = await product.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'BANK_CHANGE_APPROVED'",
      [user.userId],
    );
    expect(told).toHaveLength(1);
    const again = await rest(product, 'PUT', `/staff/bank-changes/${waiting?.id}/refuse`, {
      token: admin,
      body: { reason: 'late' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'WRONG_STATE' } });

    // A refused change leaves the data as it was and tells the user why.
    const next = await rest(product, 'POST', '/personal/bank/user-update', {
      token: user.token,
      body: { ...validBank('Fajar Nugroho'), accountnumber: '3333333333' },
    });
    const id = (next.body.data as { id: number }).id;
    await rest(product, 'PUT', `/staff/bank-changes/${id}/refuse`, {
      token: admin,
      body: { reason: 'Rekening atas nama orang lain' },
    });
    expect((await bank()).data).toMatchObject({ accountnumber: '2222222222' });
    expect(
      (await rest(product, 'GET', '/personal', { token: user.token })).body.data,
    ).toMatchObject({ bankChange: { status: 'REFUSED', reason: 'Rekening atas nama orang lain' } });
  });
});

describe('reference data for the profile', () => {
  it('serves the two bank lists with BNI as partner bank', async () => {
    const { body } = await rest(product, 'GET', '/reference/banks');
    const data = body.data as {
      partnerCode: string;
      main: Array<{ code: string; name: string }>;
      all: Array<{ code: string; name: string }>;
    };
    expect(data.partnerCode).toBe('009');
    expect(data.main).toHaveLength(36);
    expect(data.all.length).toBeGreaterThanOrEqual(68);
    const code = (name: RegExp) => data.all.find((b) => name.test(b.name))?.code;
    expect(code(/\(BRI\)/)).toBe('002');
    expect(code(/^Bank Mandiri$/)).toBe('008');
    expect(code(/\(BNI\)/)).toBe('009');
    expect(code(/\(BCA\)/)).toBe('014');
    expect(code(/\(BTN\)/)).toBe('200');
    expect(new Set(data.all.map((b) => b.code)).size).toBe(data.all.length);
    expect(data.main.every((b) => data.all.some((a) => a.code === b.code))).toBe(true);
  });

  it('serves the districts of a city and the villages of a district', async () => {
    const districts = await rest(product, 'GET', '/reference/regencies/31.71/districts');
    expect((districts.body.data as { data: Array<{ name: string }> }).data).toContainEqual({
      code: '31.71.01',
      regencyCode: '31.71',
      name: 'Gambir',
    });
    const villages = await rest(product, 'GET', '/reference/districts/31.71.01/villages');
    expect(
      (villages.body.data as { data: Array<{ name: string }> }).data.map((v) => v.name),
    ).toContain('Cideng');
  });
});
