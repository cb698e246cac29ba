// Our profile's data (machines/shared/profile-rules.ts) in the partner bank's terms, for the
// RDL's face check and investor registration (integrations.md): the one place where the bank's
// codes and formats are written.
//
// What is known: gender M/F and the registration's dates ddMMyyyy (integrations.md); the field
// names and the shape of each value from the bank's published SDK samples (bni-nodejs,
// bni-php): a one-digit religion ("2"), a letter for marital status ("S"), two digits for
// title, job, education and ID type ("01", "01", "07", "01"), the face check's birth date
// written DD-MM-YYYY ("29-09-2021"), phones split into an area or operator code and the number
// after it (with "9999" / "99999999" for no home phone, "0899" / "999999" for no mobile),
// RT and RW as three digits each ("003009", a housing estate's name after them), the district
// written "district/city" ("Cengkareng/Jakarta Barat"), the monthly income as rupiah
// ("8000000").
//
// UNVERIFIED — to be confirmed with the bank before production: every code table below
// (title, religion, marital status, education, job, ID type, source of funds, opening reason:
// the samples show one value each, never the table), what "optNPWP" means, the expiry of a KTP
// valid for life, whether the monthly income is an amount (our profile keeps a range: a
// representative amount is sent) and whether the face check's date format holds for v2.1.
import { FOR_LIFE } from '../../../machines/shared/input-habits.ts';
import type { InvestorAddress, InvestorProfile } from '../investor.ts';

type CodedField =
  | 'gender'
  | 'religion'
  | 'maritalStatus'
  | 'education'
  | 'job'
  | 'monthlyIncome'
  | 'fundSource';
type Codes<K extends CodedField> = Record<NonNullable<InvestorProfile[K]>, string>;

export const GENDER_CODES: Codes<'gender'> = { MALE: 'M', FEMALE: 'F' };

/** Unverified: the sample's "01" for a man; "02" assumed for a woman. */
export const TITLE_CODES: Codes<'gender'> = { MALE: '01', FEMALE: '02' };

/** Unverified: the order of the six recognised religions, then belief (kepercayaan). */
export const RELIGION_CODES: Codes<'religion'> = {
  ISLAM: '1',
  PROTESTAN: '2',
  KATOLIK: '3',
  HINDU: '4',
  BUDDHA: '5',
  KONGHUCU: '6',
  KEPERCAYAAN: '7',
};

/** Unverified: "S" is the sample's; single, married, divorced, widowed. */
export const MARITAL_STATUS_CODES: Codes<'maritalStatus'> = {
  BELUM_KAWIN: 'S',
  KAWIN: 'M',
  CERAI_HIDUP: 'D',
  CERAI_MATI: 'W',
};

/** Unverified: the levels in order, two digits. */
export const EDUCATION_CODES: Codes<'education'> = {
  SD: '01',
  SMP: '02',
  SMA: '03',
  D3: '04',
  S1: '05',
  S2: '06',
  S3: '07',
};

/** Unverified: our job list in order, two digits; "99" for another job. */
export const JOB_CODES: Codes<'job'> = {
  PRIVATE_EMPLOYEE: '01',
  CIVIL_SERVANT: '02',
  MILITARY_POLICE: '03',
  STATE_ENTERPRISE: '04',
  ENTREPRENEUR: '05',
  PROFESSIONAL: '06',
  STUDENT: '07',
  HOMEMAKER: '08',
  RETIRED: '09',
  OTHER: '99',
};

/**
 * A monthly income range as the one amount the registration takes (rupiah): the middle of the
 * range, the floor of the open one. Unverified that the bank takes an amount, not a code.
 */
export const MONTHLY_INCOME_RUPIAH: Codes<'monthlyIncome'> = {
  LT_5M: '2500000',
  '5M_10M': '7500000',
  '10M_25M': '17500000',
  '25M_50M': '37500000',
  '50M_100M': '75000000',
  GT_100M: '100000000',
};

/** The account opening's source of funds. Unverified: "1" (income) is the sample's. */
export const SOURCE_OF_FUND_CODES: Codes<'fundSource'> = {
  SALARY: '1',
  BUSINESS: '2',
  INVESTMENT: '3',
  SAVINGS: '4',
  INHERITANCE: '5',
  GIFT: '6',
  OTHER: '9',
};

/** The KTP, the only identity the RDL takes ("01" in the samples; unverified as a table). */
export const ID_TYPE_KTP = '01';
/** Why the RDL is opened: investment ("2" in the samples; unverified as a table). */
export const OPEN_ACCOUNT_REASON_INVESTMENT = '2';
/** Unverified: the date sent for a KTP valid for life ("SEUMUR HIDUP"). */
export const ID_EXPIRY_FOR_LIFE = '31129999';

const code = <K extends string>(table: Record<K, string>, value: K | null | undefined) =>
  value ? table[value] : '';

export const genderCode = (value: InvestorProfile['gender'] | undefined) =>
  code(GENDER_CODES, value);
export const titleCode = (value: InvestorProfile['gender'] | undefined) => code(TITLE_CODES, value);
export const religionCode = (value: InvestorProfile['religion'] | undefined) =>
  code(RELIGION_CODES, value);
export const maritalStatusCode = (value: InvestorProfile['maritalStatus'] | undefined) =>
  code(MARITAL_STATUS_CODES, value);
export const educationCode = (value: InvestorProfile['education'] | undefined) =>
  code(EDUCATION_CODES, value);
export const jobCode = (value: InvestorProfile['job'] | undefined) => code(JOB_CODES, value);
export const monthlyIncomeRupiah = (value: InvestorProfile['monthlyIncome'] | undefined) =>
  code(MONTHLY_INCOME_RUPIAH, value);
/** The sample's "1" when nothing is known: the account opening must name a source. */
export const sourceOfFundCode = (value: InvestorProfile['fundSource'] | undefined) =>
  value ? SOURCE_OF_FUND_CODES[value] : SOURCE_OF_FUND_CODES.SALARY;

const isoParts = (isoDate: string | null | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  return match ? { year: match[1], month: match[2], day: match[3] } : null;
};

/** `ddMMyyyy` from an ISO date: the registration's dates. */
export function ddMMyyyy(isoDate: string | null | undefined): string {
  const parts = isoParts(isoDate);
  return parts ? `${parts.day}${parts.month}${parts.year}` : '';
}

/** `DD-MM-YYYY` from an ISO date: the face check's birth date, as the SDK samples write it. */
export function dashedDate(isoDate: string | null | undefined): string {
  const parts = isoParts(isoDate);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '';
}

/** The KTP's expiry, `ddMMyyyy`; a KTP valid for life as ID_EXPIRY_FOR_LIFE. */
export const idExpiryDate = (expiry: string | null | undefined) =>
  expiry === FOR_LIFE ? ID_EXPIRY_FOR_LIFE : ddMMyyyy(expiry);

/**
 * A phone number as the registration splits it: an Indonesian mobile's 4-digit operator code
 * and the rest, "+62…" and "62…" read as "0…"; the SDK's filler for none (or for a number it
 * cannot split, a foreign one).
 */
export function mobilePhoneParts(phone: string | null | undefined) {
  const digits = (phone ?? '').replace(/[\s.-]/g, '').replace(/^\+?62(?=8)/, '0');
  const match = /^(08\d{2})(\d{6,})$/.exec(digits);
  return match
    ? { mobilePhone1: match[1] ?? '', mobilePhone2: match[2] ?? '' }
    : { mobilePhone1: '0899', mobilePhone2: '999999' };
}

/** No home phone in the profile: the SDK's filler. */
export const NO_HOME_PHONE = { homePhone1: '9999', homePhone2: '99999999' };

// "RT 001/RW 002", "RT.1 RW.2", "rt 01 / rw 02": the RT and RW inside a street address.
const RT_RW = /[\s,]*\bRT\.?\s*(\d{1,3})\s*[/,]?\s*RW\.?\s*(\d{1,3})\b/i;

/**
 * A street address as the registration splits it: the street without its RT/RW, and RT and RW
 * as three digits each ("001002"); empty when the address names none.
 */
export function streetParts(street: string) {
  const match = RT_RW.exec(street);
  if (!match) return { addressStreet: street.trim(), addressRtRwPerum: '' };
  const three = (value: string | undefined) => (value ?? '').padStart(3, '0');
  return {
    addressStreet: street
      .replace(match[0], '')
      .replace(/[\s,]+$/, '')
      .trim(),
    addressRtRwPerum: `${three(match[1])}${three(match[2])}`,
  };
}

/** The registration's address fields: street, RT/RW, village, "district/city", postal code. */
export function registrationAddress(address: InvestorAddress | null | undefined) {
  if (!address) {
    return { addressStreet: '', addressRtRwPerum: '', addressKel: '', addressKec: '', zipCode: '' };
  }
  return {
    ...streetParts(address.street),
    addressKel: address.village,
    addressKec: `${address.district}/${address.city}`,
    zipCode: address.postalCode,
  };
}

/** The face check's address fields: the street as written, the village and district after it. */
export function faceCheckAddress(address: InvestorAddress | null | undefined) {
  return {
    cityAddress: address?.city ?? '',
    stateProvAddress: address?.province ?? '',
    addressCountry: 'ID',
    streetAddress1: address?.street.trim() ?? '',
    streetAddress2: address ? `${address.village}, ${address.district}` : '',
    postCodeAddress: address?.postalCode ?? '',
    country: 'ID',
  };
}
