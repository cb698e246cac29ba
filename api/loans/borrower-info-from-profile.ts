// A new loan's borrower data (spec §3 Borrower info) read from the borrower's profile (spec §3
// Personal and Company data, profile_sections of migration 0006). The profile is the source of
// truth; what it cannot say (a nationality, the update payload's confirmations) comes from the
// borrower's previous loan. The profile's names and formats differ from the loan's:
//   personal.fullname / birthplace / gender       → gen_fullname / gen_birthplace / gen_gender
//   personal.birthdate (DD-MM-YYYY)                → gen_birthdate (YYYY-MM-DD)
//   personal.npwpnumber, company.npwpnumber        → number_npwp (as read: npwpText, input-habits.ts)
//   document.npwpfile                              → document_npwp
//   addressKtp / companyAddress (street + codes)   → gen_address (one line, with region names)
//   company.companyname / description              → gen_company_name / gen_company_description
import { npwpText } from '../../machines/shared/input-habits.ts';
import { isoFromDmy } from '../../machines/shared/profile-rules.ts';
import type { Queryable } from '../db/db.ts';
import { districtsOf, provinces, regenciesOf, villagesOf } from '../reference/regions.ts';

/** The loan's borrower-info columns a profile can fill. */
export type ProfileBorrowerInfo = {
  gen_fullname?: string;
  gen_birthplace?: string;
  gen_birthdate?: string;
  gen_gender?: 'MALE' | 'FEMALE';
  gen_address?: string;
  gen_company_name?: string;
  gen_company_description?: string;
  number_npwp?: string;
  document_npwp?: string;
};

type Data = Record<string, unknown>;

const textOf = (data: Data | undefined, field: string): string | undefined => {
  const value = data?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * The address in one line: street, village, district, regency or city, province and postal
 * code, the regions by name (idn-area-data), since the loan keeps no region codes.
 */
async function addressLine(address: Data | undefined): Promise<string | undefined> {
  const street = textOf(address, 'address');
  if (!street) return undefined;
  const [province, city, district, village] = ['province', 'city', 'district', 'village'].map(
    (field) => textOf(address, field) ?? '',
  );
  const nameIn = (list: ReadonlyArray<{ code: string; name: string }>, code: string | undefined) =>
    list.find((item) => item.code === code)?.name;
  const names = [
    nameIn(await villagesOf(district ?? ''), village),
    nameIn(await districtsOf(city ?? ''), district),
    nameIn(await regenciesOf(province ?? ''), city),
    nameIn(await provinces(), province),
  ].filter((name): name is string => name !== undefined);
  const postalCode = textOf(address, 'postalcode');
  const line = [street, ...names].join(', ');
  return postalCode ? `${line} ${postalCode}` : line;
}

/** What the borrower's profile says for a loan's borrower data; absent fields are left out. */
export async function borrowerInfoFromProfile(
  q: Queryable,
  borrower: { userId: string; isPersonal: boolean },
): Promise<ProfileBorrowerInfo> {
  const rows = await q.query<{ section: string; data: Data }>(
    'SELECT section, data FROM profile_sections WHERE user_id = $1',
    [borrower.userId],
  );
  const section = (name: string) => rows.find((row) => row.section === name)?.data;
  const document = section('document');
  const info: ProfileBorrowerInfo = {};
  const set = <K extends keyof ProfileBorrowerInfo>(key: K, value: ProfileBorrowerInfo[K]) => {
    if (value !== undefined) info[key] = value;
  };

  if (borrower.isPersonal) {
    const personal = section('personal');
    set('gen_fullname', textOf(personal, 'fullname'));
    set('gen_birthplace', textOf(personal, 'birthplace'));
    const birthdate = textOf(personal, 'birthdate');
    set('gen_birthdate', birthdate ? (isoFromDmy(birthdate) ?? undefined) : undefined);
    const gender = textOf(personal, 'gender');
    set('gen_gender', gender === 'MALE' || gender === 'FEMALE' ? gender : undefined);
    const npwp = textOf(personal, 'npwpnumber');
    set('number_npwp', npwp ? npwpText(npwp) : undefined);
    set('gen_address', await addressLine(section('addressKtp')));
  } else {
    const company = section('company');
    set('gen_company_name', textOf(company, 'companyname'));
    set('gen_company_description', textOf(company, 'description'));
    const npwp = textOf(company, 'npwpnumber');
    set('number_npwp', npwp ? npwpText(npwp) : undefined);
    set('gen_address', await addressLine(section('companyAddress')));
  }
  set('document_npwp', textOf(document, 'npwpfile'));
  return info;
}
