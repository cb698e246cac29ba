// A new loan's borrower data comes from the borrower's profile (the source of truth), mapped to
// the loan's names and formats; only what the profile lacks comes from the previous loan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInDays } from '../support/application.ts';
import {
  fillProfile,
  makeUser,
  submitSurvey,
  type TestUser,
  uploadScan,
} from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let pf: number;

const inDays = (days: number) => isoDateInDays(product, days);

beforeAll(async () => {
  product = await startTestProduct();
  const [row] = await product.db.query<{ id: number }>("SELECT id FROM products WHERE code = 'PF'");
  pf = Number(row?.id);
});
afterAll(() => product.close());

/** Complete, submitted profile data with the tax card document, and the survey. */
async function borrowerWithProfile(isPersonal: boolean): Promise<TestUser & { npwp: string }> {
  const user = await makeUser(product, { isPersonal });
  await fillProfile(product, user, { isPersonal, submit: false });
  const kind = isPersonal ? 'personal' : 'company';
  const npwp = await uploadScan(product, user.token);
  if (isPersonal) {
    const ktp = await uploadScan(product, user.token);
    const saved = await rest(product, 'POST', '/personal/document', {
      token: user.token,
      body: { ktpfile: ktp, npwpfile: npwp },
    });
    expect(saved.status).toBeLessThan(300);
  } else {
    const file = () => uploadScan(product, user.token);
    const saved = await rest(product, 'POST', '/company/document', {
      token: user.token,
      body: {
        nibfile: await file(),
        deedfile: await file(),
        npwpfile: npwp,
        representativektpfile: await file(),
      },
    });
    expect(saved.status).toBeLessThan(300);
  }
  const agreed = await rest(product, 'PUT', `/${kind}/agreement/request`, {
    token: user.token,
    body: {},
  });
  expect(agreed.status).toBe(200);
  await submitSurvey(product, user.token, isPersonal);
  return { ...user, npwp };
}

async function newLoan(token: string): Promise<number> {
  const { status, body } = await rest(product, 'POST', '/loan', {
    token,
    body: {
      productid: pf,
      genapplicationvalue: '150000000',
      genrequireddate: inDays(20),
      genpurpose: 'Modal kerja',
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { id: number }).id;
}

async function borrowerInfo(id: number, token: string) {
  const { status, body } = await rest(product, 'GET', `/loan/${id}/borrower_info`, { token });
  expect(status).toBe(200);
  return body.data as Record<string, unknown>;
}

async function storedInfo(id: number) {
  const [row] = await product.db.query<Record<string, unknown>>(
    'SELECT * FROM loan_borrower_info WHERE loan_id = $1',
    [id],
  );
  return row;
}

// tests/support/profiles.ts validAddress: Jl. Kebon Sirih No. 7 in Cideng, Gambir, Jakarta Pusat (idn-area-data names).
const KTP_ADDRESS =
  'Jl. Kebon Sirih No. 7, RT 003/RW 004, Cideng, Gambir, KOTA ADMINISTRASI JAKARTA PUSAT, DKI JAKARTA 10150';

describe('a new loan takes the borrower data from the profile', () => {
  it('a person: name, birth place and date, gender, address, NPWP and tax card', async () => {
    const user = await borrowerWithProfile(true);
    const id = await newLoan(user.token);

    expect(await borrowerInfo(id, user.token)).toEqual({
      genIsPersonal: true,
      genFullname: 'Dewi Lestari',
      genBirthplace: 'Bandung',
      // The profile writes 05-03-1990; the loan keeps ISO dates.
      genBirthdate: '1990-03-05',
      genAddress: KTP_ADDRESS,
      genGender: 'FEMALE',
      genCountry: 'INDONESIA',
      // The profile has no nationality and there is no earlier loan.
      genNationality: '',
      genCompanyName: '',
      genCompanyDescription: '',
      // The 16-digit NPWP as people read it, in groups of four (npwpText); the profile keeps digits.
      numberNpwp: '0912 3456 7801 0001',
      documentNpwp: user.npwp,
      profilestatus: false,
      ktpstatus: false,
      addressstatus: false,
      npwpstatus: false,
    });
    expect(await storedInfo(id)).toMatchObject({
      gen_fullname: 'Dewi Lestari',
      gen_birthdate: '1990-03-05',
      document_npwp: user.npwp,
    });
  });

  it('a company: name, description, address and the 15-digit NPWP in its mask', async () => {
    const user = await borrowerWithProfile(false);
    const id = await newLoan(user.token);

    expect(await borrowerInfo(id, user.token)).toMatchObject({
      genIsPersonal: false,
      genFullname: '',
      genCompanyName: 'PT Maju Bersama',
      genCompanyDescription: 'Kontraktor bangunan',
      genAddress: KTP_ADDRESS,
      numberNpwp: '01.234.567.8-901.234',
      documentNpwp: user.npwp,
    });
  });

  it('the profile wins over the previous loan; what it lacks comes from that loan', async () => {
    const user = await borrowerWithProfile(true);
    const first = await newLoan(user.token);
    const edited = await rest(product, 'PUT', `/loan/${first}/borrower_info`, {
      token: user.token,
      body: {
        genfullname: 'Dewi Lestari Putri',
        genbirthplace: 'Surabaya',
        gennationality: 'WNI',
        profilestatus: true,
      },
    });
    expect(edited.status).toBe(200);

    const second = await newLoan(user.token);
    expect(await borrowerInfo(second, user.token)).toMatchObject({
      genFullname: 'Dewi Lestari',
      genBirthplace: 'Bandung',
      genNationality: 'WNI',
      profilestatus: true,
    });
    // The first loan keeps what was saved on it.
    expect(await storedInfo(first)).toMatchObject({
      gen_fullname: 'Dewi Lestari Putri',
      gen_birthplace: 'Surabaya',
    });
  });

  it('answers the profile values through the seeded demo borrower too', async () => {
    // The demo borrower's profile holds the Jakarta address (Gambir village).
    const token = await loginAs(product, 'borrower@lumbung.test');
    const id = await newLoan(token);
    expect(await borrowerInfo(id, token)).toMatchObject({
      genFullname: 'Budi Santoso',
      genBirthplace: 'Jakarta',
      genBirthdate: '1985-08-17',
      genGender: 'MALE',
      genAddress:
        'Jl. Medan Merdeka Barat No. 12, RT 001/RW 002, Gambir, Gambir, KOTA ADMINISTRASI JAKARTA PUSAT, DKI JAKARTA 10110',
      numberNpwp: '3171 0117 0885 0001',
    });
  });
});
