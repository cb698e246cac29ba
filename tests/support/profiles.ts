// Small builders for borrowers and lenders: a fresh signed-in user, and complete, submitted data
// plus a submitted survey, so that a fresh borrower may apply for a loan.
import { insertUser } from '../../api/accounts/users.ts';
import { requiredSections } from '../../machines/profile/applicant.rules.ts';
import { DEMO_PASSWORD, loginAs, rest, type TestProduct } from './test-product.ts';

let counter = 0;

export type TestUser = { token: string; userId: string; email: string; fullName: string };

/** A new, active user signed in with the demo password. */
export async function makeUser(
  product: TestProduct,
  options: { role?: 'borrower' | 'lender'; isPersonal?: boolean; fullName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const isPersonal = options.isPersonal ?? true;
  const fullName = options.fullName ?? (isPersonal ? 'Dewi Lestari' : 'PT Maju Bersama');
  const email = `user${counter}.${Date.now()}@example.id`;
  const user = await insertUser(product.db, {
    email,
    fullName,
    role: options.role ?? 'borrower',
    isPersonal,
    password: DEMO_PASSWORD,
    active: true,
  });
  return { token: await loginAs(product, email), userId: user.id, email, fullName };
}

/** A 1,234-byte PNG (or these bytes) uploaded by the user: its path, for the document fields. */
export async function uploadScan(
  product: TestProduct,
  token: string,
  given?: Uint8Array,
): Promise<string> {
  const bytes = given ? new Uint8Array(given) : new Uint8Array(1234);
  if (!given) bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'scan.png');
  const response = await fetch(`${product.url}/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { path: string } };
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`upload failed: ${JSON.stringify(body)}`);
  }
  return body.data.path;
}

/** Gambir, Jakarta Pusat (idn-area-data codes). */
export const validAddress = {
  address: 'Jl. Kebon Sirih No. 7, RT 003/RW 004',
  province: '31',
  city: '31.71',
  district: '31.71.01',
  village: '31.71.01.1002',
  postalcode: '10150',
};

let registrationSerial = 0;

/**
 * A registration form as a new person sends it (POST /account/register), with an e-mail and a
 * mobile number no one else used in this worker's files; `overrides` change any field.
 */
export const registration = (overrides: Record<string, unknown> = {}) => {
  registrationSerial += 1;
  return {
    email: `person${registrationSerial}@example.id`,
    phone: `0812${String(50_000_000 + registrationSerial)}`,
    fullName: 'Rina Kartika',
    password: 'Kopi!Susu7',
    confirmPassword: 'Kopi!Susu7',
    role: 'borrower',
    isPersonal: true,
    termsAccepted: true,
    ...overrides,
  };
};

/**
 * A NIK of its own for each person made here: one NIK is one account's (NIK_ALREADY_REGISTERED).
 * Bandung's code, then the birth date of validPersonal with a woman's +40 on the day (45-03-90),
 * then a serial from 0101 up — above the numbers tests type themselves (…0001).
 */
let nikSerial = 100;
export const nextNik = () => `327301450390${String(++nikSerial).padStart(4, '0')}`;

export const validPersonal = (fullname: string) => ({
  fullname,
  mothername: 'Ratna Sari Dewi',
  gender: 'FEMALE',
  birthplace: 'Bandung',
  birthdate: '05-03-1990',
  ktpnumber: nextNik(),
  ktpexpirydate: '05-03-2099',
  ktpcity: 'Bandung',
  npwpnumber: '0912345678010001',
  religion: 'ISLAM',
  maritalstatus: 'BELUM_KAWIN',
  education: 'S1',
});

export const validJobs = {
  job: 'PRIVATE_EMPLOYEE',
  position: 'Manajer',
  division: 'Keuangan',
  experienceyears: 8,
  income: '10M_25M',
  fundsource: 'SALARY',
};

export const validFamilyReference = {
  fullname: 'Bambang Lestari',
  relationship: 'PARENT',
  phone: '081311112222',
  address: 'Jl. Dago No. 10, Bandung',
};

export const validSpouse = {
  fullname: 'Andi Pratama',
  ktpnumber: '3273011204880002',
  phone: '081322223333',
  job: 'ENTREPRENEUR',
};

export const validBank = (accountname: string) => ({
  bankcode: '014',
  accountname,
  accountnumber: '1234567890',
  branch: 'KCP Dago',
});

export const validCompany = (companyname: string) => ({
  companyname,
  companytype: 'PT',
  description: 'Kontraktor bangunan',
  nib: '8120001112223',
  deednumber: 'AHU-0099887.AH.01.01',
  licensenumber: '503/777/SIUP/2020',
  npwpnumber: '012345678901234',
  representativename: 'Joko Susilo',
  representativektp: '3171010101750005',
  representativeposition: 'Direktur',
  representativephone: '0217778888',
});

async function ok(response: Promise<{ status: number; body: Record<string, unknown> }>) {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Saves every required section; with `submit`, sends them to staff (the agreement request); with
 * `selfie`, a person's documents hold that photo too.
 */
export async function fillProfile(
  product: TestProduct,
  user: Pick<TestUser, 'token' | 'fullName'>,
  options: { isPersonal?: boolean; submit?: boolean; selfie?: Uint8Array } = {},
): Promise<void> {
  const { token, fullName } = user;
  const put = (path: string, body: unknown) => ok(rest(product, 'PUT', path, { token, body }));
  const post = (path: string, body: unknown) => ok(rest(product, 'POST', path, { token, body }));
  if (options.isPersonal ?? true) {
    await post('/personal', validPersonal(fullName));
    await post('/personal/address/ktp', validAddress);
    await post('/personal/jobs', validJobs);
    await post('/personal/family-reference', validFamilyReference);
    await post('/personal/bank', validBank(fullName));
    const ktpfile = await uploadScan(product, token);
    await post(
      '/personal/document',
      options.selfie
        ? { ktpfile, selfiefile: await uploadScan(product, token, options.selfie) }
        : { ktpfile },
    );
  } else {
    await post('/company', validCompany(fullName));
    await post('/company/address', validAddress);
    await post('/company/bank', validBank(fullName));
    const file = () => uploadScan(product, token);
    await post('/company/document', {
      nibfile: await file(),
      deedfile: await file(),
      npwpfile: await file(),
      representativektpfile: await file(),
    });
  }
  if (options.submit ?? true) {
    await put(`/${(options.isPersonal ?? true) ? 'personal' : 'company'}/agreement/request`, {});
  }
}

/** Submits the psychometric survey (a medium risk profile). */
export async function submitSurvey(
  product: TestProduct,
  token: string,
  isPersonal = true,
): Promise<void> {
  await ok(
    rest(product, 'PUT', `/${isPersonal ? 'personal' : 'company'}/psychometry-score`, {
      token,
      body: { fatca: Array.from({ length: 11 }, () => false), risk: [2, 2, 2, 2, 2, 1] },
    }),
  );
}

/** Complete, submitted data and a submitted survey: the borrower may apply for a loan. */
export async function completeBorrowerData(
  product: TestProduct,
  user: Pick<TestUser, 'token' | 'fullName'>,
  options: { isPersonal?: boolean } = {},
): Promise<void> {
  await fillProfile(product, user, { isPersonal: options.isPersonal ?? true, submit: true });
  await submitSurvey(product, user.token, options.isPersonal ?? true);
}

/** The sections fillProfile saves for a person (unmarried): the profile rules' own list. */
const PERSONAL_SECTIONS = requiredSections('personal', null);

/** Staff validate each of these sections the user sent them. */
export async function validateSections(
  product: TestProduct,
  adminToken: string,
  userId: string,
  sections: readonly string[] = PERSONAL_SECTIONS,
): Promise<void> {
  for (const section of sections) {
    await ok(
      rest(product, 'PUT', `/staff/validations/${userId}/${section}/validate`, {
        token: adminToken,
      }),
    );
  }
}
