// A lender's tax residency and certificate of domicile (PMK 69/2022, PER-25/PJ/2018): whether a
// change the lender asks for may be accepted, and which rate is withheld from their interest on a
// given day. Pure: today's date (WIB, YYYY-MM-DD) and the platform's rates come in as input.
//
// Rules where the regulation leaves the platform to decide, decided here:
// - Only the lender declares their own status (customer care does not claim a treaty on a
//   lender's behalf: the claim is the taxpayer's own); only staff verify it (below).
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
  | 'certificateValidUntil'
  | 'reason';

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
  | 'CERTIFICATE_VALID_UNTIL_TOO_FAR'
  | 'STAFF_ONLY'
  | 'OWN_DECLARATION'
  | 'DECLARATION_NOT_PENDING'
  | 'REFUSAL_REASON_REQUIRED';

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
  STAFF_ONLY: {
    id: 'Hanya staf yang dapat memverifikasi pernyataan status pajak',
    en: 'Only staff can verify a tax status declaration',
  },
  OWN_DECLARATION: {
    id: 'Pernyataan status pajak Anda sendiri harus diverifikasi oleh staf lain',
    en: 'Your own tax status declaration must be verified by someone else',
  },
  DECLARATION_NOT_PENDING: {
    id: 'Pernyataan status pajak ini sudah diputuskan atau diganti',
    en: 'This tax status declaration was already decided or replaced',
  },
  REFUSAL_REASON_REQUIRED: {
    id: 'Tuliskan alasan penolakan untuk pemberi dana',
    en: 'Write the reason for the refusal for the lender',
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

// Declarations and their verification. The platform withholds the lender's tax (PMK 69/2022) and
// answers for it to the tax office, so what a lender declares is a request until staff have
// checked it against the certificate of domicile (the DGT form):
// - Payouts withhold by the last VERIFIED status (users.tax_*): a new lender is resident.
// - A declaration of non-residence — with or without a treaty rate, a new certificate or a new
//   rate — WAITS_FOR_STAFF: it changes the article withheld under (PPh 26 is final tax) and a
//   treaty rate lowers it, on a document only a person can read. Staff approve it (it applies
//   from that moment to the payouts after it) or refuse it with a reason the lender reads.
// - A declaration back to resident APPLIES_NOW: residence is the status every lender starts
//   with, backed by the KTP/NPWP staff already validated; PPh 23 is a prepayment the lender
//   credits in her own annual return, so it forgoes no tax the way a treaty claim does; and it
//   ends a treaty rate at once instead of leaving it running while staff look. It also withdraws
//   a declaration still waiting.
// - A lender whose validated personal data holds an Indonesian NIK may still declare herself
//   non-resident (an Indonesian living abroad for more than 183 days is one, UU PPh art. 2(3)),
//   but not alone: her declaration waits for staff like any other and carries the note
//   INDONESIAN_NIK, so staff ask for proof of residence abroad besides the certificate.
// - Only staff verify, never the lender whose declaration it is; only a waiting declaration is
//   decided; approving checks it again as of that day (a certificate may lapse while it waits).
// - A new declaration replaces one still waiting (WITHDRAWN); a refused one stays readable with
//   its reason until the lender declares again.

export type TaxDeclarationStatus = 'APPLIED' | 'PENDING' | 'APPROVED' | 'REFUSED' | 'WITHDRAWN';

export const taxDeclarationStatusLabels: Record<TaxDeclarationStatus, Text> = {
  APPLIED: { id: 'Berlaku langsung', en: 'Applied at once' },
  PENDING: { id: 'Menunggu verifikasi staf', en: 'Waiting for staff to verify' },
  APPROVED: { id: 'Disetujui', en: 'Approved' },
  REFUSED: { id: 'Ditolak', en: 'Refused' },
  WITHDRAWN: { id: 'Diganti pernyataan baru', en: 'Replaced by a newer declaration' },
};

export type TaxDeclarationEffect = 'APPLIES_NOW' | 'WAITS_FOR_STAFF';

/** Whether an accepted declaration changes the withholding at once or waits for staff. */
export const taxDeclarationEffect = (change: TaxStatusChange): TaxDeclarationEffect =>
  change.resident ? 'APPLIES_NOW' : 'WAITS_FOR_STAFF';

/** Where a declaration starts: applied at once, or waiting for staff. */
export const declaredStatus = (change: TaxStatusChange): TaxDeclarationStatus =>
  taxDeclarationEffect(change) === 'APPLIES_NOW' ? 'APPLIED' : 'PENDING';

export type TaxReviewNoteCode = 'INDONESIAN_NIK';

export const taxReviewNoteTexts: Record<TaxReviewNoteCode, Text> = {
  INDONESIAN_NIK: {
    id: 'Data pribadi tervalidasi memuat NIK Indonesia: minta bukti tinggal di luar negeri selain SKD',
    en: 'The validated personal data holds an Indonesian NIK: ask for proof of living abroad besides the certificate of domicile',
  },
};

/** What staff must look at besides the certificate, for a declaration that waits for them. */
export function taxReviewNotes(
  change: TaxStatusChange,
  facts: { validatedIndonesianNik: boolean },
): TaxReviewNoteCode[] {
  return !change.resident && facts.validatedIndonesianNik ? ['INDONESIAN_NIK'] : [];
}

export type TaxDeclaration = {
  lenderId: string;
  status: TaxDeclarationStatus;
  change: TaxStatusChange;
};

export type TaxDeclarationDecision =
  | { action: 'approve' }
  | { action: 'refuse' /** The words the lender reads. */; reason: string };

export const TAX_DECLARATION_ACTIONS = ['approve', 'refuse'] as const;
export type TaxDeclarationAction = (typeof TAX_DECLARATION_ACTIONS)[number];

/**
 * Why this actor may decide no declaration at all, or null: asked before any declaration is read,
 * so that someone who may not decide learns nothing of which declarations exist.
 */
export function taxDeciderRefusal(actor: Pick<Actor, 'role'>): TaxStatusReason | null {
  return actor.role === 'admin' ? null : reason('STAFF_ONLY');
}

/** Why `decision` may not be taken on `declaration` now, or null. */
export function taxDeclarationDecisionRefusal(
  declaration: TaxDeclaration,
  decision: TaxDeclarationDecision,
  facts: { actor: Pick<Actor, 'userId' | 'role'>; today: string; rates: TaxRates },
): TaxStatusReason | null {
  const decider = taxDeciderRefusal(facts.actor);
  if (decider) return decider;
  if (facts.actor.userId === declaration.lenderId) return reason('OWN_DECLARATION');
  if (declaration.status !== 'PENDING') return reason('DECLARATION_NOT_PENDING');
  if (decision.action === 'refuse') {
    return decision.reason.trim() === '' ? reason('REFUSAL_REASON_REQUIRED', 'reason') : null;
  }
  // As if the lender declared it today: what lapsed or changed while it waited refuses it now.
  const again = taxStatusRefusal(declaration.change, {
    actor: { userId: declaration.lenderId, role: 'lender' },
    lenderId: declaration.lenderId,
    today: facts.today,
    rates: facts.rates,
  });
  return again ? { ...again, field: null } : null;
}

export type TaxDeclarationActionState = {
  action: TaxDeclarationAction;
  allowed: boolean;
  reason: TaxStatusReason | null;
};

/** What this actor may do to the declaration now (a refusal's words are probed as given). */
export function taxDeclarationActions(
  declaration: TaxDeclaration,
  facts: { actor: Pick<Actor, 'userId' | 'role'>; today: string; rates: TaxRates },
): TaxDeclarationActionState[] {
  return TAX_DECLARATION_ACTIONS.map((action) => {
    const why = taxDeclarationDecisionRefusal(
      declaration,
      action === 'approve' ? { action } : { action, reason: 'a reason' },
      facts,
    );
    return { action, allowed: why === null, reason: why };
  });
}
