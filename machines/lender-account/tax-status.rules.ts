// A lender's tax residency and certificate of domicile (PMK 69/2022, PER-25/PJ/2018): whether a
// change the lender asks for may be accepted, and which rate is withheld from their interest on a
// given day. Pure: today's date (WIB, YYYY-MM-DD) and the platform's rates come in as input.
//
// Rules where the regulation leaves the platform to decide, decided here:
// - Only the lender changes their own status; staff read it (customer care does not claim a
//   treaty on a lender's behalf: the claim is the taxpayer's own).
// - A resident holds no country, treaty rate or certificate: those belong to a non-resident.
// - A non-resident names their country of residence (ISO 3166-1 alpha-2, not ID).
// - A treaty rate is 0–20 percent with at most two decimals, strictly below the PPh 26 rate the
//   platform withholds (a "treaty rate" at or above it would not reduce anything), and needs a
//   certificate of domicile (the DGT form) with its valid-until date.
// - The DGT form covers at most 12 months from its signing, and it is signed on or before the
//   day it is uploaded: a valid-until date later than 12 months from today cannot be right. A
//   certificate already expired (valid-until before today) is refused; valid-until today counts.
// - A certificate may be on file without a treaty rate (kept for the record; it lowers nothing).

import { toMicroPercent } from '../installment/installment.charges.ts';
import type { TaxRates, Withholding } from '../installment/installment.payout.ts';
import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';

/** The most a treaty rate may be, percent (the PPh 26 rate in the law). */
export const MAX_TREATY_PERCENT = '20';

/** How long a certificate of domicile may run from its signing (PER-25/PJ/2018). */
export const CERTIFICATE_MAX_MONTHS = 12;

export type TaxStatusChange = {
  resident: boolean;
  /** ISO 3166-1 alpha-2, upper case; non-residents only. */
  country: string | null;
  /** Percent as a decimal string ('10', '7.5'); null: no treaty claimed. */
  treatyPercent: string | null;
  /** The uploaded certificate's path (`/file/<name>`). */
  certificateFile: string | null;
  /** The certificate's last valid day, YYYY-MM-DD. */
  certificateValidUntil: string | null;
};

export type TaxStatusField =
  | 'country'
  | 'treatyPercent'
  | 'certificateFile'
  | 'certificateValidUntil';

export type TaxStatusReasonCode =
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'RESIDENT_NO_TREATY'
  | 'COUNTRY_REQUIRED'
  | 'COUNTRY_INDONESIA'
  | 'TREATY_RATE_INVALID'
  | 'TREATY_RATE_NOT_BELOW_PPH26'
  | 'CERTIFICATE_REQUIRED'
  | 'CERTIFICATE_VALID_UNTIL_REQUIRED'
  | 'CERTIFICATE_EXPIRED'
  | 'CERTIFICATE_VALID_UNTIL_TOO_FAR';

export type TaxStatusReason = {
  code: TaxStatusReasonCode;
  text: Text;
  /** The request field the refusal concerns, if one. */
  field: TaxStatusField | null;
};

export const taxStatusReasonTexts: Record<TaxStatusReasonCode, Text> = {
  WRONG_ROLE: {
    id: 'Hanya pemberi dana yang dapat mengatur status pajaknya',
    en: 'Only a lender can set their tax status',
  },
  NOT_OWNER: {
    id: 'Status pajak hanya dapat diubah oleh pemberi dana itu sendiri',
    en: 'Only the lender can change their own tax status',
  },
  RESIDENT_NO_TREATY: {
    id: 'Wajib pajak dalam negeri tidak memakai negara domisili, tarif perjanjian, atau SKD',
    en: 'A resident taxpayer has no country of residence, treaty rate or certificate of domicile',
  },
  COUNTRY_REQUIRED: {
    id: 'Pilih negara domisili (kode negara dua huruf)',
    en: 'Choose the country of residence (two-letter country code)',
  },
  COUNTRY_INDONESIA: {
    id: 'Berdomisili di Indonesia berarti wajib pajak dalam negeri',
    en: 'Living in Indonesia makes you a resident taxpayer',
  },
  TREATY_RATE_INVALID: {
    id: 'Tarif perjanjian harus antara 0 dan 20 persen, paling banyak dua desimal',
    en: 'The treaty rate must be between 0 and 20 percent, at most two decimals',
  },
  TREATY_RATE_NOT_BELOW_PPH26: {
    id: 'Tarif perjanjian harus lebih rendah dari tarif PPh 26',
    en: 'The treaty rate must be below the PPh 26 rate',
  },
  CERTIFICATE_REQUIRED: {
    id: 'Tarif perjanjian memerlukan Surat Keterangan Domisili (SKD) yang diunggah',
    en: 'A treaty rate needs an uploaded certificate of domicile',
  },
  CERTIFICATE_VALID_UNTIL_REQUIRED: {
    id: 'Isi tanggal berlaku SKD',
    en: 'Enter the date the certificate of domicile is valid until',
  },
  CERTIFICATE_EXPIRED: {
    id: 'SKD sudah tidak berlaku',
    en: 'The certificate of domicile has expired',
  },
  CERTIFICATE_VALID_UNTIL_TOO_FAR: {
    id: 'SKD berlaku paling lama 12 bulan sejak ditandatangani',
    en: 'A certificate of domicile is valid for at most 12 months from its signing',
  },
};

const reason = (
  code: TaxStatusReasonCode,
  field: TaxStatusField | null = null,
): TaxStatusReason => ({
  code,
  text: taxStatusReasonTexts[code],
  field,
});

const TREATY_RATE = /^\d{1,2}(?:\.\d{1,2})?$/;
const COUNTRY = /^[A-Z]{2}$/;

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * The day `months` calendar months after an ISO day, the last of a shorter month where the day
 * does not exist there (string arithmetic: no clock here).
 */
export function isoDayPlusMonths(day: string, months: number): string {
  const index = Number(day.slice(5, 7)) - 1 + months;
  const year = Number(day.slice(0, 4)) + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/**
 * Why `change` may not be accepted for `lenderId` now, or null. Checked in the order a lender
 * fixes a form: who asks, then residency, country, rate, certificate and its dates.
 */
export function taxStatusRefusal(
  change: TaxStatusChange,
  facts: {
    actor: Pick<Actor, 'userId' | 'role'>;
    lenderId: string;
    today: string;
    rates: TaxRates;
  },
): TaxStatusReason | null {
  if (facts.actor.role !== 'lender') return reason('WRONG_ROLE');
  if (facts.actor.userId !== facts.lenderId) return reason('NOT_OWNER');
  if (change.resident) {
    const claimed =
      change.country !== null ||
      change.treatyPercent !== null ||
      change.certificateFile !== null ||
      change.certificateValidUntil !== null;
    return claimed ? reason('RESIDENT_NO_TREATY') : null;
  }
  if (change.country === null || !COUNTRY.test(change.country)) {
    return reason('COUNTRY_REQUIRED', 'country');
  }
  if (change.country === 'ID') return reason('COUNTRY_INDONESIA', 'country');
  if (change.treatyPercent !== null) {
    if (
      !TREATY_RATE.test(change.treatyPercent) ||
      toMicroPercent(change.treatyPercent) > toMicroPercent(MAX_TREATY_PERCENT)
    ) {
      return reason('TREATY_RATE_INVALID', 'treatyPercent');
    }
    if (toMicroPercent(change.treatyPercent) >= toMicroPercent(facts.rates.nonResidentPercent)) {
      return reason('TREATY_RATE_NOT_BELOW_PPH26', 'treatyPercent');
    }
    if (change.certificateFile === null) return reason('CERTIFICATE_REQUIRED', 'certificateFile');
  }
  if (change.certificateFile !== null || change.certificateValidUntil !== null) {
    if (change.certificateFile === null) return reason('CERTIFICATE_REQUIRED', 'certificateFile');
    if (change.certificateValidUntil === null) {
      return reason('CERTIFICATE_VALID_UNTIL_REQUIRED', 'certificateValidUntil');
    }
    if (change.certificateValidUntil < facts.today) {
      return reason('CERTIFICATE_EXPIRED', 'certificateValidUntil');
    }
    if (change.certificateValidUntil > isoDayPlusMonths(facts.today, CERTIFICATE_MAX_MONTHS)) {
      return reason('CERTIFICATE_VALID_UNTIL_TOO_FAR', 'certificateValidUntil');
    }
  }
  return null;
}

/** Who may read a lender's tax status: the lender, and staff. */
export const mayReadTaxStatus = (actor: Pick<Actor, 'userId' | 'role'>, lenderId: string) =>
  actor.role === 'admin' || (actor.role === 'lender' && actor.userId === lenderId);

/** `7.5` → `7,5` in Indonesian; the percent as written otherwise. */
const percentIn = (percent: string, language: 'id' | 'en') =>
  language === 'id' ? percent.replace('.', ',') : percent;

/** YYYY-MM-DD → DD-MM-YYYY, the spec's display of a date. */
const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * What a payout withholds, as the lender reads it: "PPh 23 15%", "PPh 26 20%", or
 * "Tarif perjanjian 10% (SKD berlaku s.d. 31-12-2026)".
 */
export function withholdingLabel(w: Withholding): Text {
  if (w.kind === 'TREATY') {
    const until = w.validUntil ? dmy(w.validUntil) : '';
    return {
      id: `Tarif perjanjian ${percentIn(w.percent, 'id')}% (SKD berlaku s.d. ${until})`,
      en: `Treaty rate ${w.percent}% (certificate of domicile valid until ${until})`,
    };
  }
  const article = w.kind === 'PPH23' ? 'PPh 23' : 'PPh 26';
  return {
    id: `${article} ${percentIn(w.percent, 'id')}%`,
    en: `${article} ${w.percent}%`,
  };
}
