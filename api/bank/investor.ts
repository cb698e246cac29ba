// A person as the partner bank's registration chain asks for them (integrations.md), in our
// profile's terms: what BankLender.investor carries (api/bank/partner-bank.ts) and the HTTP
// adapter's code tables read (bni/investor-codes.ts). Apart from the adapter, so that the code
// tables need nothing of it.
import type { PROFILE_OPTIONS } from '../../machines/shared/profile-rules.ts';

type ProfileOption<K extends keyof typeof PROFILE_OPTIONS> = (typeof PROFILE_OPTIONS)[K][number];

/**
 * A person as the bank's registration chain asks for them (integrations.md), in our profile's
 * terms: the enumerations' own codes (machines/shared/profile-rules.ts), which the HTTP adapter
 * turns into the bank's (bni/investor-codes.ts); dates ISO. Null: not in the validated profile.
 */
export type InvestorProfile = {
  /** NIK, the KTP number: 16 digits. */
  idNumber: string | null;
  /** The KTP's expiry: an ISO date, or FOR_LIFE ("SEUMUR HIDUP"). */
  idExpiry: string | null;
  idIssuingCity: string | null;
  birthPlace: string | null;
  /** ISO date, YYYY-MM-DD. */
  birthDate: string | null;
  gender: ProfileOption<'gender'> | null;
  motherMaidenName: string | null;
  religion: ProfileOption<'religion'> | null;
  maritalStatus: ProfileOption<'maritalStatus'> | null;
  education: ProfileOption<'education'> | null;
  /** NPWP, 15 or 16 digits; null when the person has none (it is optional). */
  taxNumber: string | null;
  job: ProfileOption<'job'> | null;
  monthlyIncome: ProfileOption<'monthlyIncome'> | null;
  fundSource: ProfileOption<'fundSource'> | null;
  /** The address on the KTP. */
  address: InvestorAddress | null;
  /** The selfie of the profile's documents, base64 (the face check's photo); null: none. */
  selfieBase64: string | null;
};

/** An address with its regions by name (idn-area-data), as the bank writes them. */
export type InvestorAddress = {
  /** As the person wrote it: street, number, often RT/RW. */
  street: string;
  village: string;
  district: string;
  city: string;
  province: string;
  postalCode: string;
};
