// The application through GraphQL: the borrower's data, collateral and photos on a loan, the
// staff edit flag, developers and staff's products; refusals carry the API's code and fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeApplication,
  isoDateInDays,
  PDF_BYTES,
  PNG_BYTES,
  uploadFile,
} from '../support/application.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let admin: string;

const LOAN = `
  id submissionStage staffEditable editable paymentType
  developer { developerName }
  borrowerInfo { isPersonal fullName birthPlace birthDate gender taxNumber }
  bail { type certificateType certificateFile estimatedValue surfaceArea village subDistrict
         postalCode country insurance otherDocumentFiles files { kind path } }
  bailPhotos`;

const inDays = (days: number) => isoDateInDays(product, days);

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, admin] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('the application in GraphQL', () => {
  it('creates a property loan with a developer, saves every part and submits it', async () => {
    const products = await graphql<{ products: Array<{ id: string; code: string }> }>(
      product,
      '{ products { id code } }',
      {},
      borrower,
    );
    const kpr = products.data?.products.find((p) => p.code === 'KPR');
    const developers = await graphql<{ developers: Array<{ id: string; developerName: string }> }>(
      product,
      '{ developers { id developerName } }',
      {},
      borrower,
    );
    const developer = developers.data?.developers[0];
    const created = await graphql<{ createLoan: { id: string } }>(
      product,
      `mutation($input: CreateLoanInput!) { createLoan(input: $input) { id } }`,
      {
        input: {
          productId: kpr?.id,
          applicationValue: '300000000',
          requiredDate: inDays(21),
          purpose: 'Rumah pertama',
          developerId: developer?.id,
        },
      },
      borrower,
    );
    const id = created.data?.createLoan.id;

    const refused = await graphql(
      product,
      `mutation($id: ID!, $input: BorrowerInfoInput!) { updateBorrowerInfo(id: $id, input: $input) { id } }`,
      { id, input: { fullName: 'Budi' } },
      borrower,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Nama lengkap harus 6 sampai 50 karakter',
      extensions: { code: 'VALIDATION_FAILED', fields: { genfullname: expect.any(String) } },
    });

    const info = await graphql<{ updateBorrowerInfo: { borrowerInfo: unknown } }>(
      product,
      `mutation($id: ID!, $input: BorrowerInfoInput!) { updateBorrowerInfo(id: $id, input: $input) { borrowerInfo { fullName birthDate gender } } }`,
      { id, input: { fullName: 'Budi Santoso', birthDate: '1985-04-12', gender: 'MALE' } },
      borrower,
    );
    expect(info.data?.updateBorrowerInfo.borrowerInfo).toEqual({
      fullName: 'Budi Santoso',
      birthDate: '1985-04-12',
      gender: 'MALE',
    });

    const certificate = await uploadFile(product, borrower, PDF_BYTES, 'shm.pdf');
    const photo = await uploadFile(product, borrower, PNG_BYTES, 'depan.png', '?kind=image');
    const bailInput = {
      type: 'RUMAH_TINGGAL',
      certificateType: 'SHGB',
      certificateNumber: '123',
      certificateFile: certificate,
      estimatedValue: '299999999',
      surfaceArea: '100',
      buildingArea: '80',
      address: 'Jl. Mawar 1',
      village: 'Cihapit',
      subDistrict: 'Bandung Wetan',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40114',
      insurance: false,
    };
    const bail = `mutation($id: ID!, $input: BailInput!) { updateBail(id: $id, input: $input) { id } }`;
    expect(
      (await graphql(product, bail, { id, input: bailInput }, borrower)).errors,
    ).toBeUndefined();
    await graphql(
      product,
      `mutation($id: ID!, $photos: [String!]!) { saveBailPhotos(id: $id, photos: $photos) { id } }`,
      { id, photos: [photo] },
      borrower,
    );

    // The collateral is worth less than asked for: step 4 is refused with the rule's code.
    const submit = `mutation($id: ID!) { submitLoan(id: $id) { submissionStage } }`;
    const early = await graphql(product, submit, { id }, borrower);
    // In the caller's language: Indonesian unless the request asks for English.
    expect(early.errors?.[0]).toMatchObject({
      message: 'Nilai taksiran jaminan harus minimal sebesar nilai pengajuan',
      extensions: { code: 'APPLICATION_INVALID', reason: 'BAIL_BELOW_VALUE' },
    });
    await graphql(
      product,
      bail,
      { id, input: { ...bailInput, estimatedValue: '450000000' } },
      borrower,
    );
    expect((await graphql(product, submit, { id }, borrower)).data).toEqual({
      submitLoan: { submissionStage: 'REVIEW' },
    });

    const read = await graphql<{ loan: Record<string, unknown> }>(
      product,
      `query($id: ID!) { loan(id: $id) { ${LOAN} } }`,
      { id },
      admin,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.loan).toEqual({
      id,
      submissionStage: 'REVIEW',
      staffEditable: true,
      editable: false,
      paymentType: 'INSTALLMENT',
      developer: { developerName: developer?.developerName },
      borrowerInfo: {
        isPersonal: true,
        fullName: 'Budi Santoso',
        // From the demo borrower's profile; the birth date as updated above.
        birthPlace: 'Jakarta',
        birthDate: '1985-04-12',
        gender: 'MALE',
        taxNumber: '3171 0117 0885 0001',
      },
      bail: {
        type: 'RUMAH_TINGGAL',
        certificateType: 'SHGB',
        certificateFile: certificate,
        estimatedValue: '450000000.00',
        surfaceArea: '100.00',
        village: 'Cihapit',
        subDistrict: 'Bandung Wetan',
        postalCode: '40114',
        country: 'INDONESIA',
        insurance: false,
        otherDocumentFiles: [],
        files: [
          { kind: 'certificate', path: certificate },
          { kind: 'photo', path: photo },
        ],
      },
      bailPhotos: [photo],
    });

    // In REVIEW the borrower may no longer edit: the machine refuses, the API says why.
    const late = await graphql(product, bail, { id, input: bailInput }, borrower);
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      reason: 'WRONG_STAGE',
    });
  });

  it('refuses a staff change to each field staff may never change (FIELD_LOCKED), saving the rest', async () => {
    const [pf] = await product.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'PF'",
    );
    const created = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: {
        productid: pf?.id,
        genapplicationvalue: '200000000',
        genrequireddate: inDays(20),
        genpurpose: 'Modal kerja',
      },
    });
    const id = String((created.body.data as { id: number }).id);
    const pbb = await uploadFile(product, borrower, PDF_BYTES, 'pbb.pdf');
    const imb = await uploadFile(product, borrower, PDF_BYTES, 'imb.pdf');
    await completeApplication(product, borrower, Number(id), {
      bail: { pbbdocumentfile: pbb, imbdocumentfile: imb },
    });
    expect((await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower })).status).toBe(
      200,
    );
    const stored = async () => {
      const [row] = await product.db.query(
        `SELECT l.bailcertificatetype, l.bailcertificatenumber, l.pbbdocumentfile,
                l.imbdocumentfile, l.bailcity, i.gen_fullname, i.gen_birthplace,
                i.gen_birthdate, i.number_npwp,
                (SELECT count(*) FROM loan_events e WHERE e.loan_id = l.id)::int AS events
           FROM loans l JOIN loan_borrower_info i ON i.loan_id = l.id WHERE l.id = $1`,
        [id],
      );
      return row;
    };
    const before = await stored();
    const certificateFile = String(
      (
        await product.db.query<{ f: string }>(
          'SELECT bailcertificatefile AS f FROM loans WHERE id = $1',
          [id],
        )
      )[0]?.f,
    );
    const info = {
      fullName: 'Budi Santoso',
      birthPlace: 'Bandung',
      birthDate: '1985-04-12',
      gender: 'MALE',
      taxNumber: '12.345.678.9-012.000',
    };
    const bail = {
      type: 'RUMAH_TINGGAL',
      certificateType: 'SHM',
      certificateNumber: '10.01.02.03.1.00456',
      certificateFile,
      estimatedValue: '500000000',
      pbbDocumentFile: pbb,
      imbDocumentFile: imb,
      surfaceArea: '120',
      buildingArea: '90.5',
      address: 'Jl. Melati No. 5',
      village: 'Cihapit',
      subDistrict: 'Bandung Wetan',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40114',
      insurance: true,
    };
    const updateInfo = `mutation($id: ID!, $input: BorrowerInfoInput!) { updateBorrowerInfo(id: $id, input: $input) { id } }`;
    const updateBail = `mutation($id: ID!, $input: BailInput!) { updateBail(id: $id, input: $input) { id } }`;
    const changes: Array<[string, string, Record<string, unknown>]> = [
      ['genbirthplace', updateInfo, { ...info, birthPlace: 'Jakarta' }],
      ['genbirthdate', updateInfo, { ...info, birthDate: '1985-04-13' }],
      ['numbernpwp', updateInfo, { ...info, taxNumber: '98.765.432.1-098.000' }],
      ['bailcertificatetype', updateBail, { ...bail, certificateType: 'SHGB' }],
      ['bailcertificatenumber', updateBail, { ...bail, certificateNumber: '99.99' }],
      ['pbbdocumentfile', updateBail, { ...bail, pbbDocumentFile: null }],
      ['imbdocumentfile', updateBail, { ...bail, imbDocumentFile: certificateFile }],
    ];
    for (const [field, mutation, input] of changes) {
      const refused = await graphql(product, mutation, { id, input }, admin);
      expect(refused.errors?.[0], field).toMatchObject({
        message: 'Kolom ini tidak dapat diubah oleh staf',
        extensions: {
          code: 'FIELD_LOCKED',
          reason: 'FIELD_LOCKED',
          fields: { [field]: 'Kolom ini tidak dapat diubah oleh staf' },
        },
      });
      expect(Object.keys(refused.errors?.[0]?.extensions?.fields ?? {})).toEqual([field]);
    }
    expect(await stored()).toEqual(before);

    // The locked fields as stored: staff's corrections of the other fields are saved.
    const infoSaved = await graphql(
      product,
      updateInfo,
      { id, input: { ...info, fullName: 'Budi Santoso Koreksi' } },
      admin,
    );
    expect(infoSaved.errors).toBeUndefined();
    const bailSaved = await graphql(
      product,
      updateBail,
      { id, input: { ...bail, city: 'Kota Cimahi' } },
      admin,
    );
    expect(bailSaved.errors).toBeUndefined();
    expect(await stored()).toEqual({
      ...before,
      gen_fullname: 'Budi Santoso Koreksi',
      bailcity: 'Kota Cimahi',
      events: Number(before?.events) + 2,
    });
  });

  it('staff create a product and a developer; borrowers are refused', async () => {
    const create = `mutation($input: ProductInput!) { createProduct(input: $input) { code productName typePayment lowRiskInterest } }`;
    const input = {
      code: 'MIKRO',
      productName: 'Pembiayaan Mikro',
      adminFee: '250000',
      lowRiskInterest: '11',
      highRiskInterest: '15',
      typePayment: 'CASH',
    };
    const byBorrower = await graphql(product, create, { input }, borrower);
    expect(byBorrower.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byStaff = await graphql(product, create, { input }, admin);
    expect(byStaff.data).toEqual({
      createProduct: {
        code: 'MIKRO',
        productName: 'Pembiayaan Mikro',
        typePayment: 'CASH',
        lowRiskInterest: '11.00',
      },
    });
    // The English name goes in with the product, and an edit without one falls back to Indonesian.
    const named = await graphql<{
      createProduct: { id: string; name: { id: string; en: string } };
    }>(
      product,
      `mutation($input: ProductInput!) { createProduct(input: $input) { id name { id en } } }`,
      { input: { ...input, code: 'MIKRO_EN', nameEn: 'Micro Financing' } },
      admin,
    );
    expect(named.data?.createProduct.name).toEqual({
      id: 'Pembiayaan Mikro',
      en: 'Micro Financing',
    });
    const id = named.data?.createProduct.id;
    const stored = await rest(product, 'GET', `/product/${id}`, { token: admin });
    expect(stored.body).toMatchObject({
      data: { productName: 'Pembiayaan Mikro', productNameEn: 'Micro Financing' },
    });
    const renamed = await graphql<{ updateProduct: { name: { id: string; en: string } } }>(
      product,
      `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { name { id en } } }`,
      { id, input: { ...input, code: 'MIKRO_EN', nameEn: 'Microfinance' } },
      admin,
    );
    expect(renamed.data?.updateProduct.name).toEqual({
      id: 'Pembiayaan Mikro',
      en: 'Microfinance',
    });
    const plain = await graphql<{ updateProduct: { name: { id: string; en: string } } }>(
      product,
      `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { name { id en } } }`,
      { id, input: { ...input, code: 'MIKRO_EN' } },
      admin,
    );
    expect(plain.data?.updateProduct.name).toEqual({
      id: 'Pembiayaan Mikro',
      en: 'Pembiayaan Mikro',
    });

    const developer = await graphql<{ createDeveloper: { id: string; developerName: string } }>(
      product,
      `mutation { createDeveloper(developerName: "PT Griya Asri") { id developerName } }`,
      {},
      admin,
    );
    expect(developer.data?.createDeveloper.developerName).toBe('PT Griya Asri');
  });
});
