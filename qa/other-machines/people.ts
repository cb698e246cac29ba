// The people of the other machines' REST paths, each made through the product's public calls
// as a person comes in (register, the activation code read from the demo outbox, sign in, the
// profile filled in): no user, section or wallet is written into the database.

import { localPartnerBank, type PartnerBank } from '../../api/bank/partner-bank.ts';
import { validAddress, validFamilyReference, validJobs } from '../../tests/support/profiles.ts';
import {
  DEMO_PASSWORD,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../../tests/support/test-product.ts';
import { check } from '../check.ts';
import type { MachineTier } from './surface.ts';

/**
 * What the paths of the other machines run on: the product and staff signed in, the built-in
 * bank the product was started with (its passes ask that bank, as its timer's do), and the tier
 * the people's steps go through (the people themselves are made through REST at every tier).
 */
export type Desk = {
  product: TestProduct;
  staffToken: string;
  bank?: PartnerBank;
  tier: MachineTier;
};

export type Person = {
  userId: string;
  email: string;
  phone: string;
  fullName: string;
  password: string;
  isPersonal: boolean;
  token: string;
};

type Answer = { status: number; body: Record<string, unknown> };

/** A REST call that must answer 2xx; answers the body's data. */
export async function must(
  product: TestProduct,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await rest(product, method, path, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  });
  check(
    answer.status >= 200 && answer.status < 300,
    `${method} /api${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`,
  );
  return (answer.body.data ?? {}) as Record<string, unknown>;
}

/** A REST call whose refusal is the answer wanted (status and code). */
export async function answer(
  product: TestProduct,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer> {
  return rest(product, method, path, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  });
}

const STAFF_EMAIL = 'admin@lumbung.test';

export async function openDesk(
  product: TestProduct,
  tier: MachineTier,
  bank?: PartnerBank,
): Promise<Desk> {
  return {
    product,
    tier,
    staffToken: await loginAs(product, STAFF_EMAIL),
    ...(bank ? { bank } : {}),
  };
}

/**
 * Staff sign in again: after a path moved the clock and it was put back (a staff member idle
 * past the session's limit at the moved time is signed out, as the product does).
 */
export async function signStaffInAgain(desk: Desk): Promise<void> {
  desk.staffToken = await loginAs(desk.product, STAFF_EMAIL);
}

/** A product of the desk's own, as the demo runs it (the built-in bank answering every call). */
export async function startDesk(
  tier: MachineTier = 'rest',
): Promise<Desk & { close(): Promise<void> }> {
  const bank = localPartnerBank();
  const product = await startTestProduct({ bank });
  return { ...(await openDesk(product, tier, bank)), close: () => product.close() };
}

let made = 0;

/** A number that makes each person's e-mail, phone, NIK and account numbers their own. */
const serial = () => {
  made += 1;
  return `${process.pid % 1000}${String(made).padStart(4, '0')}`.slice(-7).padStart(7, '0');
};

/** Registered through the public form: the account exists, its e-mail not activated yet. */
export async function register(
  desk: Desk,
  options: { role: 'borrower' | 'lender'; isPersonal?: boolean },
): Promise<Omit<Person, 'token'> & { n: string }> {
  const n = serial();
  const isPersonal = options.isPersonal ?? true;
  const fullName = isPersonal ? 'Wulan Sari Dewi' : 'PT Sawah Makmur Sentosa';
  const email = `qa.${options.role}.${n}.${Date.now()}@lumbung.test`;
  const phone = `08129${n}`;
  const registered = await must(desk.product, 'POST', '/account/register', undefined, {
    email,
    phone,
    fullName,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    role: options.role,
    isPersonal,
    termsAccepted: true,
  });
  const userId = (registered.user as { id: string }).id;
  return { userId, email, phone, fullName, password: DEMO_PASSWORD, isPersonal, n };
}

/** The last message sent to one of these addresses, read from the demo outbox as the person
 * reads their mail or SMS. */
export async function lastMessageTo(desk: Desk, recipients: readonly string[]): Promise<string> {
  const outbox = await answer(desk.product, 'GET', '/demo/outbox', undefined);
  // The latest messages, newest first.
  const messages = (outbox.body.data as { data: { recipient: string; body: string }[] }).data;
  return messages.find((m) => recipients.includes(m.recipient))?.body ?? '';
}

/** The last six-digit code sent to one of these addresses. */
export async function lastCodeTo(desk: Desk, recipients: readonly string[]): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await lastMessageTo(desk, recipients))?.[1] ?? '';
  check(code !== '', `no code was sent to ${recipients.join(' or ')}`);
  return code;
}

/** The activation code e-mailed to them, entered on the activation page. */
export async function activate(desk: Desk, email: string): Promise<void> {
  const code = await lastCodeTo(desk, [email]);
  await must(desk.product, 'POST', '/account/activated', undefined, { email, code });
}

/** Registered, activated and signed in. */
export async function newPerson(
  desk: Desk,
  options: { role: 'borrower' | 'lender'; isPersonal?: boolean },
): Promise<Person & { n: string }> {
  const person = await register(desk, options);
  await activate(desk, person.email);
  return { ...person, token: await loginAs(desk.product, person.email, person.password) };
}

/** A PNG's first bytes, padded: the scans and photos a person uploads (`variant`: another picture). */
export async function upload(desk: Desk, token: string, variant = 0): Promise<string> {
  const bytes = new Uint8Array(1234);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[100] = variant;
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'scan.png');
  const response = await fetch(`${desk.product.url}/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { path: string } };
  check(response.ok && body.data, `upload: ${response.status} ${JSON.stringify(body)}`);
  return body.data.path;
}

/** Each personal section's form and the call that saves it. */
export const PERSONAL_SECTIONS = [
  'personal',
  'addressKtp',
  'jobs',
  'familyReference',
  'bank',
  'document',
] as const;
export type PersonalSection = (typeof PERSONAL_SECTIONS)[number];

/** The bank data a person saves, with an account number of their own (`variant` changes it). */
export const bankData = (person: Pick<Person, 'fullName'> & { n: string }, variant = 0) => ({
  bankcode: '014',
  accountname: person.fullName,
  accountnumber: `12${variant}${person.n}`,
  branch: 'KCP Dago',
});

/** One personal section's form as the person fills it in: the REST call that saves it, and its
 * fields (the gateway's saveProfileSection takes the same fields). */
export async function sectionForm(
  desk: Desk,
  person: Person & { n: string },
  section: PersonalSection,
): Promise<{ path: string; data: Record<string, unknown> }> {
  switch (section) {
    case 'personal':
      return {
        path: '/personal',
        data: {
          fullname: person.fullName,
          mothername: 'Ratna Sari Dewi',
          gender: 'FEMALE',
          birthplace: 'Bandung',
          birthdate: '05-03-1990',
          // Born 05-03-1990, a woman: the NIK's digits 7 to 12 say so (nikBirthProblem).
          ktpnumber: `32${person.n.slice(0, 4)}450390${person.n.slice(-4)}`,
          ktpexpirydate: '05-03-2099',
          ktpcity: 'Bandung',
          npwpnumber: `091234567${person.n}`,
          religion: 'ISLAM',
          maritalstatus: 'BELUM_KAWIN',
          education: 'S1',
        },
      };
    case 'addressKtp':
      return { path: '/personal/address/ktp', data: validAddress };
    case 'jobs':
      return { path: '/personal/jobs', data: validJobs };
    case 'familyReference':
      return { path: '/personal/family-reference', data: validFamilyReference };
    case 'bank':
      return { path: '/personal/bank', data: bankData(person) };
    case 'document':
      return { path: '/personal/document', data: { ktpfile: await upload(desk, person.token) } };
  }
}

/** Saves one personal section through its form (REST). */
export async function saveSection(
  desk: Desk,
  person: Person & { n: string },
  section: PersonalSection,
): Promise<void> {
  const { path, data } = await sectionForm(desk, person, section);
  await must(desk.product, 'POST', path, person.token, data);
}

/** The person sends every saved section to staff (the agreement request). */
export async function sendToStaff(desk: Desk, person: Person): Promise<void> {
  await must(desk.product, 'PUT', '/personal/agreement/request', person.token, {});
}

/** Staff validate a submitted section. */
export async function validate(desk: Desk, person: Person, section: string): Promise<void> {
  await must(
    desk.product,
    'PUT',
    `/staff/validations/${person.userId}/${section}/validate`,
    desk.staffToken,
  );
}

/** The person fills in every personal section and sends it; staff validate each. */
export async function validateProfile(desk: Desk, person: Person & { n: string }): Promise<void> {
  for (const section of PERSONAL_SECTIONS) await saveSection(desk, person, section);
  await sendToStaff(desk, person);
  for (const section of PERSONAL_SECTIONS) await validate(desk, person, section);
}

/** A person whose whole profile staff validated. */
async function validatedPerson(
  desk: Desk,
  role: 'borrower' | 'lender',
): Promise<Person & { n: string }> {
  const person = await newPerson(desk, { role });
  await validateProfile(desk, person);
  return person;
}

/** The psychometric survey's answers a borrower sends whole (FATCA: all no; risk: moderate). */
export const SURVEY = {
  fatca: Array.from({ length: 11 }, () => false),
  risk: [2, 2, 2, 2, 2, 1],
};

/** A borrower whose whole profile staff validated and who took the survey: ready to apply. */
export async function validatedBorrower(desk: Desk): Promise<Person & { n: string }> {
  const person = await validatedPerson(desk, 'borrower');
  await must(desk.product, 'PUT', '/personal/psychometry-score', person.token, SURVEY);
  return person;
}

/** A lender whose whole profile staff validated, with an approved VA: ready to top up and cash out. */
export async function validatedLender(desk: Desk): Promise<Person & { n: string }> {
  const lender = await validatedPerson(desk, 'lender');
  await must(desk.product, 'POST', '/wallet/request', lender.token, { kind: 'VA', consent: true });
  await must(desk.product, 'PUT', `/wallet/lenders/${lender.userId}/approve`, desk.staffToken);
  return lender;
}
