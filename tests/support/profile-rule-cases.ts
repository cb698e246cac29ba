// Every field rule of the profile (spec §5 and the real formats of Indonesian identifiers) as a
// case: the REST path, a valid body, the field made wrong, and the message expected. The API and
// the gateway tests both refuse each of them.
import {
  validAddress,
  validBank,
  validCompany,
  validFamilyReference,
  validJobs,
  validPersonal,
  validSpouse,
} from './profiles.ts';

export const REQUIRED = 'required';
export const NAME_LENGTH = 'The name must be 6 to 50 characters';
const NAME_CHARACTERS =
  'A name may hold only letters, spaces, dots, commas, apostrophes and hyphens';
const REORDERING =
  'The text may not contain characters that reorder how it shows (U+202A–U+202E, U+2066–U+2069)';

/** A birth date `years` years before today, DD-MM-YYYY. */
const bornYearsAgo = (years: number) => {
  // The product's day is WIB's: at 23:00 UTC it is already tomorrow.
  const day = new Date(Date.now() + 7 * 3_600_000);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10).split('-').reverse().join('-');
};

// [path, valid body, field, bad value, message]
const personalRules: Array<[string, Record<string, unknown>, string, unknown, string]> = [
  ['/personal', validPersonal('Dewi Lestari'), 'fullname', 'Dewi', NAME_LENGTH],
  ['/personal', validPersonal('Dewi Lestari'), 'fullname', 'D'.repeat(51), NAME_LENGTH],
  ['/personal', validPersonal('Dewi Lestari'), 'fullname', '', REQUIRED],
  ['/personal', validPersonal('Dewi Lestari'), 'mothername', 'Sri', NAME_LENGTH],
  ['/personal', validPersonal('Dewi Lestari'), 'fullname', '12345 !!!', NAME_CHARACTERS],
  ['/personal', validPersonal('Dewi Lestari'), 'mothername', '@@@@@@', NAME_CHARACTERS],
  ['/personal', validPersonal('Dewi Lestari'), 'birthplace', '1', 'Write the name of a place'],
  ['/personal', validPersonal('Dewi Lestari'), 'ktpcity', '9', 'Write the name of a place'],
  ['/personal', validPersonal('Dewi Lestari'), 'birthplace', undefined, REQUIRED],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'birthdate',
    '1990-03-05',
    'The date must be a real date written DD-MM-YYYY',
  ],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'birthdate',
    '31-02-1990',
    'The date must be a real date written DD-MM-YYYY',
  ],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'ktpnumber',
    '327301450390000',
    'The ID card number (NIK) must be 16 digits',
  ],
  // validPersonal is a woman born 05-03-1990: her NIK's digits 7 to 12 are 450390.
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'ktpnumber',
    '3273014603900001',
    'The birth date in the NIK (digits 7 to 12) does not match the birth date entered',
  ],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'gender',
    'MALE',
    "The gender does not match the NIK (a woman's NIK adds 40 to the day of birth)",
  ],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'birthdate',
    '01-01-2090',
    'The birth date cannot be in the future',
  ],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'birthdate',
    bornYearsAgo(10),
    'You must be at least 17 (the age for an ID card, KTP)',
  ],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'birthplace',
    'J'.repeat(201),
    'At most 200 characters',
  ],
  ['/personal', validPersonal('Dewi Lestari'), 'ktpcity', 'Jakarta \u202Eatrakaj', REORDERING],
  ['/personal', validPersonal('Dewi Lestari'), 'ktpexpirydate', '', REQUIRED],
  ['/personal', validPersonal('Dewi Lestari'), 'ktpcity', '  ', REQUIRED],
  [
    '/personal',
    validPersonal('Dewi Lestari'),
    'npwpnumber',
    '09123456780100',
    'The tax number (NPWP) must be 15 or 16 digits',
  ],
  ['/personal', validPersonal('Dewi Lestari'), 'education', undefined, REQUIRED],
  ['/personal', validPersonal('Dewi Lestari'), 'gender', 'X', 'Choose one of the options'],
  ['/personal/address/ktp', validAddress, 'postalcode', '1015', 'The postal code must be 5 digits'],
  ['/personal/address/ktp', validAddress, 'address', '', REQUIRED],
  ['/personal/address/ktp', validAddress, 'village', undefined, REQUIRED],
  [
    '/personal/address/mailing',
    validAddress,
    'village',
    '31.71.02.1001',
    'Choose the region from the list',
  ],
  ['/personal/jobs', validJobs, 'experienceyears', 61, 'Between 0 and 60 years'],
  ['/personal/jobs', validJobs, 'position', '', REQUIRED],
  ['/personal/spouse', validSpouse, 'fullname', 'Andi', NAME_LENGTH],
  ['/personal/spouse', validSpouse, 'phone', '0812', 'The phone number must be 8 to 15 digits'],
  ['/personal/family-reference', validFamilyReference, 'relationship', undefined, REQUIRED],
  ['/personal/family-reference', validFamilyReference, 'fullname', 'Siti \u2067Aminah', REORDERING],
  [
    '/personal/bank',
    validBank('Dewi Lestari'),
    'accountname',
    'De',
    'The account name must be 3 to 30 characters',
  ],
  [
    '/personal/bank',
    validBank('Dewi Lestari'),
    'accountnumber',
    '12',
    'The account number must be 3 to 20 digits',
  ],
  [
    '/personal/bank',
    validBank('Dewi Lestari'),
    'accountnumber',
    '1'.repeat(21),
    'The account number must be 3 to 20 digits',
  ],
  ['/personal/bank', validBank('Dewi Lestari'), 'bankcode', '999', 'Choose one of the options'],
  ['/personal/bank', validBank('Dewi Lestari'), 'branch', '', REQUIRED],
  ['/personal/document', { ktpfile: '' }, 'ktpfile', '', REQUIRED],
];

const companyRules: Array<[string, Record<string, unknown>, string, unknown, string]> = [
  [
    '/company',
    validCompany('PT Maju Bersama'),
    'nib',
    '812000111222',
    'The business number (NIB) must be 13 digits',
  ],
  [
    '/company',
    validCompany('PT Maju Bersama'),
    'npwpnumber',
    '01234567890123X',
    'The tax number (NPWP) must be 15 or 16 digits',
  ],
  ['/company', validCompany('PT Maju Bersama'), 'companytype', undefined, REQUIRED],
  ['/company', validCompany('PT Maju Bersama'), 'description', '', REQUIRED],
  ['/company', validCompany('PT Maju Bersama'), 'representativename', 'Joko', NAME_LENGTH],
  [
    '/company',
    validCompany('PT Maju Bersama'),
    'representativektp',
    'abcdefghijklmnop',
    'The ID card number (NIK) must be 16 digits',
  ],
  ['/company/address', validAddress, 'postalcode', 'ABCDE', 'The postal code must be 5 digits'],
];

export type RuleCase = {
  path: string;
  valid: Record<string, unknown>;
  field: string;
  value: unknown;
  message: string;
};

const cases = (rules: typeof personalRules): RuleCase[] =>
  rules.map(([path, valid, field, value, message]) => ({ path, valid, field, value, message }));

export const personalRuleCases = cases(personalRules);
export const companyRuleCases = cases(companyRules);

/** The case's body: the valid one with the field made wrong (or left out). */
export function bodyOf(rule: RuleCase): Record<string, unknown> {
  const body = { ...rule.valid, [rule.field]: rule.value };
  if (rule.value === undefined) delete body[rule.field];
  return body;
}
