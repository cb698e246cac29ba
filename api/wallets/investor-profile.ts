// What the partner bank's RDL chain is told of a person (integrations.md: the face check and the
// investor registration), read from the sections of their profile that staff validated — the
// personal data, the KTP's address, the job and income, the documents' selfie — each time the
// bank is called, so a retry after staff validated a correction sends the corrected data. A
// section saved but not (or no longer) validated is not sent: the bank is told only what staff
// checked against the KTP, and what is missing the bank refuses (the wallet's bank failure).
import { FOR_LIFE } from '../../machines/shared/input-habits.ts';
import { isoFromDmy, PROFILE_OPTIONS } from '../../machines/shared/profile-rules.ts';
import type { InvestorAddress, InvestorProfile } from '../bank/partner-bank.ts';
import type { Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { regionName } from '../reference/regions.ts';

type Data = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const option = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** A profile date (DD-MM-YYYY) as ISO; null when there is none. */
const isoDate = (value: unknown) => {
  const given = text(value);
  return given ? isoFromDmy(given) : null;
};

/** The KTP's address with its regions' names (the profile keeps idn-area-data codes). */
async function addressOf(data: Data | undefined): Promise<InvestorAddress | null> {
  const street = text(data?.address);
  if (!data || !street) return null;
  const name = async (field: string) => {
    const code = text(data[field]);
    return code ? ((await regionName(code)) ?? '') : '';
  };
  return {
    street,
    village: await name('village'),
    district: await name('district'),
    city: await name('city'),
    province: await name('province'),
    postalCode: text(data.postalcode) ?? '',
  };
}

/** The selfie's bytes, base64, from the file store; null when the profile names none. */
async function selfieOf(storage: FileStorage, data: Data | undefined): Promise<string | null> {
  const path = text(data?.selfiefile);
  if (!path) return null;
  const bytes = await storage.get(path.replace(/^\/file\//, ''));
  return bytes ? bytes.toString('base64') : null;
}

/**
 * A personal lender as the bank's RDL chain asks for them, from their validated sections;
 * `selfie`: read the selfie's bytes too (only the face check sends them).
 */
export async function readInvestorProfile(
  deps: { db: Queryable; storage: FileStorage },
  lenderId: string,
  options: { selfie: boolean },
): Promise<InvestorProfile> {
  const rows = await deps.db.query<{ section: string; data: Data }>(
    `SELECT section, data FROM profile_sections
      WHERE user_id = $1 AND status = 'VALIDATED'
        AND section IN ('personal', 'addressKtp', 'jobs', 'document')`,
    [lenderId],
  );
  const of = (section: string) => rows.find((row) => row.section === section)?.data;
  const personal = of('personal');
  const jobs = of('jobs');
  const expiry = text(personal?.ktpexpirydate);
  return {
    idNumber: text(personal?.ktpnumber),
    idExpiry: expiry === FOR_LIFE ? FOR_LIFE : isoDate(expiry),
    idIssuingCity: text(personal?.ktpcity),
    birthPlace: text(personal?.birthplace),
    birthDate: isoDate(personal?.birthdate),
    gender: option(PROFILE_OPTIONS.gender, personal?.gender),
    motherMaidenName: text(personal?.mothername),
    religion: option(PROFILE_OPTIONS.religion, personal?.religion),
    maritalStatus: option(PROFILE_OPTIONS.maritalStatus, personal?.maritalstatus),
    education: option(PROFILE_OPTIONS.education, personal?.education),
    taxNumber: text(personal?.npwpnumber),
    job: option(PROFILE_OPTIONS.job, jobs?.job),
    monthlyIncome: option(PROFILE_OPTIONS.monthlyIncome, jobs?.income),
    fundSource: option(PROFILE_OPTIONS.fundSource, jobs?.fundsource),
    address: await addressOf(of('addressKtp')),
    selfieBase64: options.selfie ? await selfieOf(deps.storage, of('document')) : null,
  };
}
