// The borrower's application through the REST API: borrower info, collateral, photos and files,
// the submit call refusing what the form refuses, who may edit when, and staff's products and
// developers. Each refusal answers its message and code and changes nothing in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bailOf,
  completeApplication,
  isoDateInDays,
  PDF_BYTES,
  PNG_BYTES,
  personalInfo,
  productIdByCode,
  uploadFile,
} from '../support/application.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let company: string;
let admin: string;
let lender: string;

const inDays = (days: number) => isoDateInDays(product, days);

const productId = (code: string) => productIdByCode(product, code);

async function newDraft(token = borrower, value = '200000000') {
  const { status, body } = await rest(product, 'POST', '/loan', {
    token,
    body: {
      productid: await productId('PF'),
      genapplicationvalue: value,
      genrequireddate: inDays(20),
      genpurpose: 'Modal kerja',
    },
  });
  expect(status).toBe(201);
  return (body.data as { id: number }).id;
}

/** Everything the application stores, to show that a refusal changed nothing. */
async function snapshotOf(id: number) {
  const [loan] = await product.db.query(
    `SELECT l.*, machine_state ->> 'stage' AS stage,
            (SELECT count(*) FROM loan_events e WHERE e.loan_id = l.id) AS events,
            (SELECT row_to_json(i) FROM loan_borrower_info i WHERE i.loan_id = l.id) AS info,
            (SELECT photos FROM loan_bail_photos p WHERE p.loan_id = l.id) AS photos
       FROM loans l WHERE l.id = $1`,
    [id],
  );
  return loan;
}

const stageOf = async (id: number) => (await snapshotOf(id))?.stage;

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, company, admin, lender] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'borrower.company@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'lender@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('GET /loan/{id}', () => {
  it('answers every Loan field lower-cased, with the defaults and the admin-fee fallback', async () => {
    const id = await newDraft();
    const { status, body } = await rest(product, 'GET', `/loan/${id}?user_type=borrower`, {
      token: borrower,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      genapplicationvalue: '200000000.00',
      genpaymentoptions: 'invoice',
      bailcountry: 'INDONESIA',
      otherDocumentFiles: '[]',
      // The loan's admin fee is zero: the product's (PF, Rp 2.500.000) applies.
      appadminfee: '2500000.00',
      submissionstage: 'DRAFT',
    });
  });
});

describe('GET /loan/{id}?include=…', () => {
  it('sends the audit trail, photos and borrower data along, each as its own read answers it', async () => {
    const id = await newDraft();
    const plain = await rest(product, 'GET', `/loan/${id}`, { token: borrower });
    expect(plain.body.data).not.toHaveProperty('auditTrail');
    expect(plain.body.data).not.toHaveProperty('bailPhotos');
    const { status, body } = await rest(
      product,
      'GET',
      `/loan/${id}?include=auditTrail,bailPhotos,borrowerInfo`,
      { token: borrower },
    );
    expect(status).toBe(200);
    const read = (path: string) => rest(product, 'GET', `/loan/${id}/${path}`, { token: borrower });
    const [events, photos, info] = await Promise.all([
      read('events'),
      read('bail/photo'),
      read('borrower_info'),
    ]);
    const data = body.data as Record<string, unknown>;
    expect(data.id).toBe(id);
    expect(data.auditTrail).toEqual((events.body.data as { data: unknown[] }).data);
    expect((data.auditTrail as unknown[]).length).toBe(1);
    expect(data.bailPhotos).toEqual((photos.body.data as { photo: unknown[] }).photo);
    expect(data.borrowerInfo).toEqual(info.body.data);
  });

  it('refuses an unknown include and a reader who may not see the loan', async () => {
    const id = await newDraft();
    const unknown = await rest(product, 'GET', `/loan/${id}?include=auditTrail,secrets`, {
      token: borrower,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const stranger = await rest(product, 'GET', `/loan/${id}?include=auditTrail,borrowerInfo`, {
      token: company,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body).not.toHaveProperty('data');
  });
});

describe('borrower info', () => {
  it('starts from the borrower profile (nationality from the latest loan) and saves the update payload', async () => {
    const id = await newDraft();
    const first = await rest(product, 'GET', `/loan/${id}/borrower_info`, { token: borrower });
    // The demo profile says Jakarta, 17-08-1985; the demo loans said Bandung, 12-04-1985.
    expect(first.body.data).toMatchObject({
      genIsPersonal: true,
      genFullname: 'Budi Santoso',
      genBirthplace: 'Jakarta',
      genBirthdate: '1985-08-17',
      numberNpwp: '3171 0117 0885 0001',
      genNationality: 'WNI',
    });

    const saved = await rest(product, 'PUT', `/loan/${id}/borrower_info`, {
      token: borrower,
      body: personalInfo({ genbirthplace: 'Surabaya', genbirthdate: '01-02-1990' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      genBirthplace: 'Surabaya',
      genBirthdate: '1990-02-01',
      genGender: 'MALE',
      profilestatus: true,
      npwpstatus: true,
    });
    const stored = await snapshotOf(id);
    expect(stored?.info).toMatchObject({ gen_birthplace: 'Surabaya', gen_birthdate: '1990-02-01' });

    // The Borrower info keys of spec §3 work too, whatever their case.
    const camel = await rest(product, 'PUT', `/loan/${id}/borrower_info`, {
      token: borrower,
      body: { genFullname: 'Budi Santoso Putra', genBirthplace: 'Malang' },
    });
    expect(camel.status).toBe(200);
    expect(camel.body.data).toMatchObject({
      genFullname: 'Budi Santoso Putra',
      genBirthplace: 'Malang',
    });
  });

  it('refuses an incomplete personal or company group and changes nothing', async () => {
    const id = await newDraft();
    const before = await snapshotOf(id);
    for (const [body, field, message] of [
      // In Indonesian, the product's default language.
      [{ genfullname: '' }, 'genfullname', 'wajib diisi'],
      [{ genfullname: 'Budi' }, 'genfullname', 'Nama lengkap harus 6 sampai 50 karakter'],
      [{ genbirthplace: '  ' }, 'genbirthplace', 'wajib diisi'],
      [{ genbirthdate: '31-02-1990' }, 'genbirthdate', 'harus berupa tanggal DD-MM-YYYY'],
    ] as const) {
      const { status, body: answer } = await rest(product, 'PUT', `/loan/${id}/borrower_info`, {
        token: borrower,
        body,
      });
      expect(status).toBe(400);
      expect(answer).toMatchObject({ message, fields: { [field]: message } });
    }
    expect(await snapshotOf(id)).toEqual(before);

    const companyLoan = await newDraft(company);
    const refused = await rest(product, 'PUT', `/loan/${companyLoan}/borrower_info`, {
      token: company,
      body: { gencompanyname: 'PT Sinar Jaya Abadi', gencompanydescription: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ gencompanydescription: 'wajib diisi' });
  });
});

describe('collateral', () => {
  it('saves every bail field and answers it as the guarantee', async () => {
    const id = await newDraft();
    const certificate = await uploadFile(product, borrower, PDF_BYTES, 'shm.pdf');
    const pbb = await uploadFile(product, borrower, PDF_BYTES, 'pbb.pdf');
    const imb = await uploadFile(product, borrower, PNG_BYTES, 'imb.png');
    const other = await uploadFile(product, borrower, PDF_BYTES, 'lain.pdf');
    for (const type of ['SHM', 'SHGB', 'LAINNYA']) {
      const { status } = await rest(product, 'PUT', `/loan/${id}/bail`, {
        token: borrower,
        body: bailOf(certificate, {
          bailcertificatetype: type,
          pbbdocumentfile: pbb,
          imbdocumentfile: imb,
          bailcertificate: 'Budi Santoso',
          otherDocumentFiles: JSON.stringify([other]),
        }),
      });
      expect(status).toBe(200);
    }
    const { body } = await rest(product, 'GET', `/loan/${id}/guarantee`, { token: borrower });
    expect(body.data).toEqual({
      bailtype: 'RUMAH_TINGGAL',
      bailcertificatetype: 'LAINNYA',
      bailcertificatenumber: '10.01.02.03.1.00456',
      bailcertificatefile: certificate,
      bailcertificate: 'Budi Santoso',
      bailestimatedvalue: '500000000.00',
      pbbdocumentfile: pbb,
      imbdocumentfile: imb,
      bailsurfacearea: '120.00',
      bailbuildingarea: '90.50',
      bailaddress: 'Jl. Melati No. 5',
      bailregion: 'Cihapit',
      baildistrict: 'Bandung Wetan',
      bailcity: 'Kota Bandung',
      bailprovince: 'Jawa Barat',
      bailpostcode: '40114',
      bailcountry: 'INDONESIA',
      insurance: true,
      otherDocumentFiles: JSON.stringify([other]),
      photo: [],
    });
    const files = await rest(product, 'GET', `/loan/${id}/bail/files`, { token: admin });
    expect((files.body.data as { data: unknown[] }).data).toEqual([
      { loanid: id, kind: 'certificate', path: certificate },
      { loanid: id, kind: 'pbb', path: pbb },
      { loanid: id, kind: 'imb', path: imb },
      { loanid: id, kind: 'other', path: other },
    ]);
  });

  it('refuses each invalid bail with its message and changes nothing', async () => {
    const id = await newDraft();
    const certificate = await uploadFile(product, borrower, PDF_BYTES, 'shm.pdf');
    const othersFile = await uploadFile(product, company, PDF_BYTES, 'bukan-milik.pdf');
    const before = await snapshotOf(id);
    // In Indonesian, the product's default language.
    const cases: Array<[Record<string, unknown>, string, string, number]> = [
      [{ bailaddress: '' }, 'bailaddress', 'wajib diisi', 400],
      [{ bailcity: undefined }, 'bailcity', 'wajib diisi', 400],
      [
        { bailsurfacearea: 'luas' },
        'bailsurfacearea',
        'harus berupa angka, misalnya 120 atau 120.5',
        400,
      ],
      [{ bailpostcode: '401' }, 'bailpostcode', 'harus 5 digit angka', 400],
      // A place's name holds a letter, as in the profile: '1' is no village.
      [{ bailregion: '1' }, 'bailregion', 'Tulis nama tempat', 400],
      [{ bailprovince: '4' }, 'bailprovince', 'Tulis nama tempat', 400],
      [
        { bailestimatedvalue: '1,5 juta' },
        'bailestimatedvalue',
        'harus berupa jumlah rupiah, misalnya 1500000 atau 1500000.00',
        400,
      ],
      [{ bailcertificatetype: 'HGU' }, 'bailcertificatetype', '', 400],
      [
        { bailcertificatefile: '/file/00000000-0000-0000-0000-000000000000.pdf' },
        'bailcertificatefile',
        'Unggah file terlebih dahulu: file ini bukan unggahan Anda',
        400,
      ],
      [
        { bailcertificatefile: othersFile },
        'bailcertificatefile',
        'Unggah file terlebih dahulu: file ini bukan unggahan Anda',
        400,
      ],
    ];
    for (const [override, field, message, status] of cases) {
      const answer = await rest(product, 'PUT', `/loan/${id}/bail`, {
        token: borrower,
        body: bailOf(certificate, override),
      });
      expect(answer.status, field).toBe(status);
      expect(Object.keys(answer.body.fields as object), field).toEqual([field]);
      if (message) expect(answer.body.message, field).toBe(message);
    }
    expect(await snapshotOf(id)).toEqual(before);
  });
});

describe('submitting', () => {
  const refusedSubmit = async (
    id: number,
    reason: string,
    field: string,
    message: string,
    token = borrower,
  ) => {
    const before = await snapshotOf(id);
    // Asked in English: the words are the machine's English text (Indonesian by default).
    const { status, body } = await rest(product, 'PUT', `/loan/${id}/submit`, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      message,
      code: 'APPLICATION_INVALID',
      reason,
      fields: { [field]: message },
    });
    expect(await snapshotOf(id)).toEqual(before);
  };

  it('refuses an application without collateral', async () => {
    const id = await newDraft();
    await refusedSubmit(
      id,
      'APPLICATION_INCOMPLETE',
      'application',
      'The application is not complete',
    );
  });

  it('refuses a collateral value below the application value', async () => {
    const id = await newDraft(borrower, '600000000');
    await completeApplication(product, borrower, id, {
      bail: { bailestimatedvalue: '599999999.99' },
    });
    await refusedSubmit(
      id,
      'BAIL_BELOW_VALUE',
      'bailestimatedvalue',
      'The estimated collateral value must be at least the application value',
    );
  });

  it('refuses a missing certificate', async () => {
    const id = await newDraft();
    await completeApplication(product, borrower, id, { bail: { bailcertificatefile: null } });
    await refusedSubmit(
      id,
      'CERTIFICATE_MISSING',
      'bailcertificatefile',
      'The collateral certificate is required',
    );
  });

  it('refuses a required date that is no longer two weeks away', async () => {
    const id = await newDraft();
    await completeApplication(product, borrower, id);
    const saved = product.clock.now;
    product.clock.now = new Date(saved.getTime() + 7 * 86_400_000);
    try {
      // A week later (a fresh session): the date asked for is now 13 days away.
      const later = await loginAs(product, 'borrower@lumbung.test');
      await refusedSubmit(
        id,
        'DATE_TOO_EARLY',
        'genrequireddate',
        'The required date must be at least two weeks from today',
        later,
      );
    } finally {
      product.clock.now = saved;
    }
  });

  it('refuses a zero value and an early date when the loan data is edited', async () => {
    const id = await newDraft();
    const before = await snapshotOf(id);
    const base = {
      productid: await productId('PF'),
      genapplicationvalue: '150000000',
      genrequireddate: inDays(30),
      genpurpose: 'Modal kerja',
    };
    // Spec §5's words, asked in English (Indonesian is the default).
    const english = { 'accept-language': 'en' };
    const zero = await rest(product, 'PUT', `/loan/${id}`, {
      token: borrower,
      body: { ...base, genapplicationvalue: '0.00' },
      headers: english,
    });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({
      message: 'value cannot be zero',
      fields: { genapplicationvalue: 'value cannot be zero' },
    });
    const early = await rest(product, 'PUT', `/loan/${id}`, {
      token: borrower,
      body: { ...base, genrequireddate: inDays(13) },
      headers: english,
    });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      genrequireddate: 'The required date must be at least two weeks from today',
    });
    expect(await snapshotOf(id)).toEqual(before);

    const changed = await rest(product, 'PUT', `/loan/${id}`, {
      token: borrower,
      body: { ...base, productid: await productId('SCF') },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      productcode: 'SCF',
      genapplicationvalue: '150000000.00',
      lifecycle: { context: { productCode: 'SCF', applicationValue: '150000000' } },
    });
  });

  it('submits a complete application: DRAFT → REVIEW', async () => {
    const id = await newDraft();
    await completeApplication(product, borrower, id);
    const { status, body } = await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ submissionstage: 'REVIEW' });
    expect(await stageOf(id)).toBe('REVIEW');
  });
});

describe('who may edit when', () => {
  it('the owner edits in DRAFT and REJECT_BAIL, staff while reviewing, nobody else', async () => {
    const id = await newDraft();
    await completeApplication(product, borrower, id);
    // The stored certificate: staff correcting the city must not replace it (issue 15).
    const certificate = String((await snapshotOf(id))?.bailcertificatefile);
    const editBail = (token: string, city: string) =>
      rest(product, 'PUT', `/loan/${id}/bail`, {
        token,
        body: bailOf(certificate, { bailcity: city }),
      });

    // DRAFT: staff may not edit yet; another borrower does not see the loan; lenders may not.
    expect((await editBail(admin, 'Staf')).status).toBe(409);
    expect((await editBail(company, 'Lain')).status).toBe(404);
    expect((await editBail(lender, 'Lain')).status).toBe(403);
    expect((await snapshotOf(id))?.bailcity).toBe('Kota Bandung');

    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    const before = await snapshotOf(id);
    const refused = await editBail(borrower, 'Kota Cimahi');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ILLEGAL_TRANSITION', reason: 'WRONG_STAGE' });
    expect(await snapshotOf(id)).toEqual(before);

    // REVIEW: staff correct the collateral; the borrower's upload is a valid reference.
    expect((await editBail(admin, 'Kota Bandung Barat')).status).toBe(200);
    const staffRead = await rest(product, 'GET', `/loan/${id}/borrower_info`, { token: admin });
    expect(staffRead.status).toBe(200);
    const [audit] = await product.db.query<{ event: string; actor_role: string }>(
      'SELECT event, actor_role FROM loan_events WHERE loan_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(audit).toEqual({ event: 'application.staffEdit', actor_role: 'admin' });

    // REJECT_BAIL: the borrower edits again and resubmits; staff may not edit now.
    await rest(product, 'PUT', `/loan/submission/${id}/rejected`, {
      token: admin,
      body: { reason: 'Foto kurang jelas' },
    });
    const rejected = await snapshotOf(id);
    expect((await editBail(admin, 'Staf')).status).toBe(409);
    expect(await snapshotOf(id)).toEqual(rejected);
    expect((await editBail(borrower, 'Kota Cimahi')).status).toBe(200);
    expect((await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower })).status).toBe(
      200,
    );
    expect(await snapshotOf(id)).toMatchObject({ stage: 'REVIEW', bailcity: 'Kota Cimahi' });
  });
  it('staff edit through the approvals; once the offer terms are set every edit is refused', async () => {
    const id = await newDraft();
    await completeApplication(product, borrower, id);
    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    const certificate = String((await snapshotOf(id))?.bailcertificatefile);
    const pf = await productId('PF');
    const edits = {
      loanData: (purpose: string) =>
        rest(product, 'PUT', `/loan/${id}`, {
          token: admin,
          body: {
            productid: pf,
            genapplicationvalue: '200000000',
            genrequireddate: inDays(20),
            genpurpose: purpose,
          },
        }),
      borrowerInfo: (name: string) =>
        rest(product, 'PUT', `/loan/${id}/borrower_info`, {
          token: admin,
          body: personalInfo({ genfullname: name }),
        }),
      bail: (city: string) =>
        rest(product, 'PUT', `/loan/${id}/bail`, {
          token: admin,
          body: bailOf(certificate, { bailcity: city }),
        }),
    };
    const staffEdits = async () =>
      Number(
        (
          await product.db.query<{ n: string }>(
            "SELECT count(*) AS n FROM loan_events WHERE loan_id = $1 AND event = 'application.staffEdit'",
            [id],
          )
        )[0]?.n,
      );

    // Each review stage takes every kind of staff edit, one audit row each.
    const director = await loginAs(product, 'director@lumbung.test');
    // Grade C: the offer's 15 sits in its band of PF's 12–18 (14.40–15.60).
    const steps: Array<[string, string, unknown?]> = [
      ['approve-bail', admin],
      ['approve-credit', admin, { riskrating: 'MEDIUM' }],
      ['approve-director', director],
    ];
    const editAll = async (stage: string) => {
      expect((await edits.loanData(`Modal kerja ${stage}`)).status).toBe(200);
      expect((await edits.borrowerInfo(`Budi Santoso ${stage}`)).status).toBe(200);
      expect((await edits.bail(`Kota ${stage}`)).status).toBe(200);
    };
    for (const [step, token, body] of steps) {
      await editAll(String(await stageOf(id)));
      expect(
        (await rest(product, 'PUT', `/loan/submission/${id}/${step}`, { token, body })).status,
      ).toBe(200);
    }
    await editAll('APPROVAL_LOAN_DIR');
    expect(await staffEdits()).toBe(12);
    expect(await snapshotOf(id)).toMatchObject({
      stage: 'APPROVAL_LOAN_DIR',
      genpurpose: 'Modal kerja APPROVAL_LOAN_DIR',
      bailcity: 'Kota APPROVAL_LOAN_DIR',
      info: expect.objectContaining({ gen_fullname: 'Budi Santoso APPROVAL_LOAN_DIR' }),
    });

    // The offer terms are set: the offer stands on what was reviewed, nobody edits any more.
    const offer = await rest(product, 'PUT', `/loan/submission/${id}/offer`, {
      token: admin,
      body: {
        funappinterestpercentage: '15',
        timeperiod: 90,
        appadminfee: '0',
        typepayment: 'INSTALLMENT',
        funappcfstarttime: inDays(30),
        funappcfendtime: inDays(45),
      },
    });
    expect(offer.status).toBe(200);
    const offered = await snapshotOf(id);
    for (const refused of [
      await edits.loanData('Diubah setelah penawaran'),
      await edits.borrowerInfo('Nama Setelah Penawaran'),
      await edits.bail('Kota Setelah Penawaran'),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
    }
    expect(await snapshotOf(id)).toEqual(offered);
    expect(await staffEdits()).toBe(12);
  });
});

describe('fields staff may never change (spec §5)', () => {
  it('refuses a staff change to each locked field with 409 FIELD_LOCKED and changes nothing; the same values again save', async () => {
    const id = await newDraft();
    const pbb = await uploadFile(product, borrower, PDF_BYTES, 'pbb.pdf');
    const imb = await uploadFile(product, borrower, PDF_BYTES, 'imb.pdf');
    await completeApplication(product, borrower, id, {
      bail: { pbbdocumentfile: pbb, imbdocumentfile: imb },
    });
    await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower });
    const certificate = String((await snapshotOf(id))?.bailcertificatefile);
    const staffFile = await uploadFile(product, admin, PDF_BYTES, 'lain.pdf');
    const info = (overrides: Record<string, unknown>) =>
      rest(product, 'PUT', `/loan/${id}/borrower_info`, {
        token: admin,
        body: personalInfo(overrides),
      });
    const bail = (overrides: Record<string, unknown>) =>
      rest(product, 'PUT', `/loan/${id}/bail`, {
        token: admin,
        body: bailOf(certificate, { pbbdocumentfile: pbb, imbdocumentfile: imb, ...overrides }),
      });
    const changes: Array<[string, () => ReturnType<typeof rest>]> = [
      ['genbirthplace', () => info({ genbirthplace: 'Jakarta' })],
      ['genbirthdate', () => info({ genbirthdate: '13-04-1985' })],
      ['numbernpwp', () => info({ numbernpwp: '98.765.432.1-098.000' })],
      ['bailcertificatetype', () => bail({ bailcertificatetype: 'SHGB' })],
      ['bailcertificatenumber', () => bail({ bailcertificatenumber: '99.99' })],
      ['pbbdocumentfile', () => bail({ pbbdocumentfile: staffFile })],
      ['imbdocumentfile', () => bail({ imbdocumentfile: null })],
    ];
    const before = await snapshotOf(id);
    for (const [field, send] of changes) {
      const refused = await send();
      expect(refused.status, field).toBe(409);
      expect(refused.body).toEqual({
        message: 'Kolom ini tidak dapat diubah oleh staf',
        code: 'FIELD_LOCKED',
        reason: 'FIELD_LOCKED',
        fields: { [field]: 'Kolom ini tidak dapat diubah oleh staf' },
      });
    }
    // Several at once are all named; the edit's other changes are not saved either.
    const several = await info({
      genfullname: 'Budi Santoso Baru',
      genbirthplace: 'Jakarta',
      numbernpwp: '1',
    });
    expect(several.status).toBe(409);
    expect(Object.keys((several.body as { fields: object }).fields).sort()).toEqual([
      'genbirthplace',
      'numbernpwp',
    ]);
    expect(await snapshotOf(id)).toEqual(before);

    // The locked fields sent as stored (or left out): staff's other corrections are saved.
    expect((await info({ genfullname: 'Budi Santoso Koreksi' })).status).toBe(200);
    const partial = await rest(product, 'PUT', `/loan/${id}/borrower_info`, {
      token: admin,
      body: { gennationality: 'Indonesia' },
    });
    expect(partial.status).toBe(200);
    expect((await bail({ bailcity: 'Kota Cimahi' })).status).toBe(200);
    const after = await snapshotOf(id);
    // Three edits, one audit row each (count is a bigint: a string on PostgreSQL).
    expect(Number(after?.events)).toBe(Number(before?.events) + 3);
    expect(after).toMatchObject({
      bailcity: 'Kota Cimahi',
      bailcertificatetype: 'SHM',
      bailcertificatenumber: '10.01.02.03.1.00456',
      pbbdocumentfile: pbb,
      imbdocumentfile: imb,
      info: expect.objectContaining({
        gen_fullname: 'Budi Santoso Koreksi',
        gen_nationality: 'Indonesia',
        gen_birthplace: 'Bandung',
        gen_birthdate: '1985-04-12',
        number_npwp: '12.345.678.9-012.000',
      }),
    });
  });

  it('leaves the borrower free to change them on their own application', async () => {
    const id = await newDraft();
    await completeApplication(product, borrower, id);
    const certificate = String((await snapshotOf(id))?.bailcertificatefile);
    const pbb = await uploadFile(product, borrower, PDF_BYTES, 'pbb.pdf');
    const saved = [
      await rest(product, 'PUT', `/loan/${id}/borrower_info`, {
        token: borrower,
        body: personalInfo({ genbirthplace: 'Jakarta', numbernpwp: '98.765.432.1-098.000' }),
      }),
      await rest(product, 'PUT', `/loan/${id}/bail`, {
        token: borrower,
        body: bailOf(certificate, { bailcertificatetype: 'SHGB', pbbdocumentfile: pbb }),
      }),
    ];
    expect(saved.map((response) => response.status)).toEqual([200, 200]);
    expect(await snapshotOf(id)).toMatchObject({
      bailcertificatetype: 'SHGB',
      pbbdocumentfile: pbb,
      info: expect.objectContaining({
        gen_birthplace: 'Jakarta',
        number_npwp: '98.765.432.1-098.000',
      }),
    });
  });
});

describe('bail photos and files', () => {
  it('saves at least one own photo, in order, and lists the files', async () => {
    const id = await newDraft();
    const before = await snapshotOf(id);
    const empty = await rest(product, 'PUT', `/loan/${id}/bail/photo`, {
      token: borrower,
      body: { photo: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'wajib diisi', fields: { photo: 'wajib diisi' } });
    const others = await uploadFile(product, company, PNG_BYTES, 'x.png', '?kind=image');
    const notMine = await rest(product, 'PUT', `/loan/${id}/bail/photo`, {
      token: borrower,
      body: { photo: [others] },
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.fields).toEqual({
      'photo.0': 'Unggah file terlebih dahulu: file ini bukan unggahan Anda',
    });
    expect(await snapshotOf(id)).toEqual(before);
    // A photo is a picture: a PDF of one's own is refused too.
    const pdf = await uploadFile(product, borrower, PDF_BYTES, 'foto.pdf');
    const notAPhoto = await rest(product, 'PUT', `/loan/${id}/bail/photo`, {
      token: borrower,
      body: { photo: [pdf] },
    });
    expect(notAPhoto.status).toBe(400);
    expect(notAPhoto.body.fields).toEqual({
      'photo.0': 'harus berupa foto JPG atau PNG dari /file/upload',
    });
    expect(await snapshotOf(id)).toEqual(before);

    const front = await uploadFile(product, borrower, PNG_BYTES, 'depan.png', '?kind=image');
    const side = await uploadFile(product, borrower, PNG_BYTES, 'samping.png', '?kind=image');
    const saved = await rest(product, 'PUT', `/loan/${id}/bail/photo`, {
      token: borrower,
      body: { photo: [side, front] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ photo: [side, front] });
    expect(
      (await rest(product, 'GET', `/loan/${id}/bail/photo`, { token: admin })).body.data,
    ).toEqual({
      photo: [side, front],
    });
    expect((await snapshotOf(id))?.photos).toEqual([side, front]);

    const mine = await rest(product, 'GET', '/loan/bail/files', { token: borrower });
    const paths = (mine.body.data as { data: Array<{ loanid: number; path: string }> }).data;
    expect(paths.filter((file) => file.loanid === id).map((file) => file.path)).toEqual([
      side,
      front,
    ]);
    const theirs = await rest(product, 'GET', '/loan/bail/files', { token: company });
    const theirPaths = (theirs.body.data as { data: Array<{ path: string }> }).data;
    expect(theirPaths.some((file) => file.path === side)).toBe(false);
  });
});

describe('products and developers (staff)', () => {
  const newProduct = {
    code: 'UMKM',
    productName: 'Pembiayaan UMKM',
    adminFee: '500000',
    low_risk_interest: '10',
    high_risk_interest: '14.5',
    typePayment: 'INTEREST',
  };

  it('staff create and edit a product; borrowers may only read', async () => {
    const count = async () =>
      (await product.db.query<{ n: number }>('SELECT count(*) AS n FROM products'))[0]?.n;
    const before = await count();
    expect(
      (await rest(product, 'POST', '/product', { token: borrower, body: newProduct })).status,
    ).toBe(403);
    const reversed = await rest(product, 'POST', '/product', {
      token: admin,
      body: { ...newProduct, high_risk_interest: '9' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({
      high_risk_interest: 'Bunga risiko tinggi harus minimal sebesar bunga risiko rendah',
    });
    const taken = await rest(product, 'POST', '/product', {
      token: admin,
      body: { ...newProduct, code: 'KPR' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('PRODUCT_CODE_TAKEN');
    expect(await count()).toBe(before);

    const created = await rest(product, 'POST', '/product', { token: admin, body: newProduct });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const edited = await rest(product, 'PUT', `/product/${id}`, {
      token: admin,
      body: { ...newProduct, productName: 'UMKM Produktif', typePayment: 'BALLOON' },
    });
    expect(edited.body.data).toMatchObject({
      productName: 'UMKM Produktif',
      typePayment: 'BALLOON',
      low_risk_interest: '10.00',
      high_risk_interest: '14.50',
      adminFee: '500000.00',
    });
    const read = await rest(product, 'GET', `/product/${id}`, { token: borrower });
    expect(read.body.data).toMatchObject({ productName: 'UMKM Produktif' });
  });

  it('staff create and rename developers', async () => {
    const created = await rest(product, 'POST', '/developer', {
      token: admin,
      body: { developerName: 'PT Citra Hunian' },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const duplicate = await rest(product, 'POST', '/developer', {
      token: admin,
      body: { developerName: 'pt citra hunian' },
    });
    expect(duplicate.status).toBe(409);
    expect(
      (
        await rest(product, 'PUT', `/developer/${id}`, {
          token: borrower,
          body: { developerName: 'X' },
        })
      ).status,
    ).toBe(403);
    await rest(product, 'PUT', `/developer/${id}`, {
      token: admin,
      body: { developerName: 'PT Citra Hunian Asri' },
    });
    const list = await rest(product, 'GET', '/developer', { token: borrower });
    expect((list.body.data as { data: Array<{ developerName: string }> }).data).toContainEqual({
      id,
      developerName: 'PT Citra Hunian Asri',
    });
  });
});
