// Whether a borrower may apply for a loan now (spec §1, §6: complete data and a completed
// psychometric survey first), whether a profile may be sent to staff, and whether a lender may
// cash out (complete bank data first). Pure: fed with the facts the API or the gateway read.
//
// Decisions where the spec is silent:
// - "Complete data" means every required section was sent to staff (SUBMITTED) or validated:
//   a borrower may apply while staff still check the data, as the loan review happens after.
//   A rejected section must be corrected and sent again.
// - Required for a person: personal data, KTP address, jobs, bank, documents (the ID card),
//   and the spouse when married (KAWIN), otherwise a non-household family reference. The
//   mailing address defaults to the KTP address, and the signature is needed only for signing.
//   Required for a company: company data, company address, bank, documents.
import type { Text } from '../shared/i18n-text.ts';
import type {
  ApplicantFacts,
  Missing,
  ProfileKind,
  ProfileSection,
  SectionStatus,
} from './profile.types.ts';

export const MARRIED = 'KAWIN';

export function requiredSections(
  kind: ProfileKind,
  maritalStatus: string | null,
): ProfileSection[] {
  if (kind === 'company') return ['company', 'companyAddress', 'bank', 'document'];
  return [
    'personal',
    'addressKtp',
    'jobs',
    maritalStatus === MARRIED ? 'spouse' : 'familyReference',
    'bank',
    'document',
  ];
}

const SENT: readonly SectionStatus[] = ['SUBMITTED', 'VALIDATED'];
const SAVED: readonly SectionStatus[] = ['FILLED', 'SUBMITTED', 'VALIDATED'];

const statusOf = (facts: Pick<ApplicantFacts, 'sections'>, section: ProfileSection) =>
  facts.sections[section] ?? 'EMPTY';

export type ApplicantRefusal = {
  code: 'PROFILE_INCOMPLETE' | 'RELATION_MISSING' | 'BANK_DATA_MISSING' | 'WRONG_ROLE';
  missing: Missing[];
};

/** What still has to be completed before the borrower may apply; null when they may. */
export function applyRefusal(facts: ApplicantFacts): ApplicantRefusal | null {
  if (facts.role !== 'borrower') return { code: 'WRONG_ROLE', missing: [] };
  const missing: Missing[] = requiredSections(facts.kind, facts.maritalStatus).filter(
    (section) => !SENT.includes(statusOf(facts, section)),
  );
  if (!facts.surveySubmitted) missing.push('survey');
  return missing.length === 0 ? null : { code: 'PROFILE_INCOMPLETE', missing };
}

/**
 * May the profile be sent to staff (the agreement request)? Every required section saved;
 * the spouse or family reference has its own catalogue message (spec §8).
 */
export function submitRefusal(
  facts: Omit<ApplicantFacts, 'surveySubmitted'>,
): ApplicantRefusal | null {
  const missing = requiredSections(facts.kind, facts.maritalStatus).filter(
    (section) => !SAVED.includes(statusOf(facts, section)),
  );
  if (missing.length === 0) return null;
  const relationOnly = missing.every((s) => s === 'spouse' || s === 'familyReference');
  return { code: relationOnly ? 'RELATION_MISSING' : 'PROFILE_INCOMPLETE', missing };
}

/**
 * Spec §1: lenders need validated data before funding. Every required section validated by staff
 * (sent is not enough: a lender's money moves at once, unlike a borrower's application, which
 * staff review before anything happens).
 */
export function fundRefusal(
  facts: Omit<ApplicantFacts, 'surveySubmitted'>,
): ApplicantRefusal | null {
  const missing = requiredSections(facts.kind, facts.maritalStatus).filter(
    (section) => statusOf(facts, section) !== 'VALIDATED',
  );
  return missing.length === 0 ? null : { code: 'PROFILE_INCOMPLETE', missing };
}

/** Spec §1 and §8: complete (validated) bank data before cash-out. */
export function cashOutRefusal(facts: Pick<ApplicantFacts, 'sections'>): ApplicantRefusal | null {
  return statusOf(facts, 'bank') === 'VALIDATED'
    ? null
    : { code: 'BANK_DATA_MISSING', missing: ['bank'] };
}

export const missingTexts: Record<Missing, Text> = {
  personal: { id: 'data pribadi', en: 'personal data' },
  addressKtp: { id: 'alamat KTP', en: 'ID card address' },
  addressMailing: { id: 'alamat surat', en: 'mailing address' },
  jobs: { id: 'data pekerjaan', en: 'job data' },
  spouse: { id: 'data pasangan', en: 'spouse data' },
  familyReference: {
    id: 'referensi keluarga tidak serumah',
    en: 'non-household family reference',
  },
  company: { id: 'data perusahaan', en: 'company data' },
  companyAddress: { id: 'alamat perusahaan', en: 'company address' },
  bank: { id: 'data bank', en: 'bank data' },
  document: { id: 'dokumen', en: 'documents' },
  signature: { id: 'tanda tangan', en: 'signature' },
  survey: { id: 'survei psikometri', en: 'psychometric survey' },
};

/** The message of a refusal in one language: what is missing and where to complete it. */
export function applicantRefusalText(refusal: ApplicantRefusal, language: keyof Text): string {
  const list = refusal.missing.map((m) => missingTexts[m][language]).join(', ');
  const where = (id: string, en: string) => (language === 'id' ? id : en);
  switch (refusal.code) {
    case 'WRONG_ROLE':
      return where('Hanya peminjam yang dapat mengajukan pinjaman', 'Only borrowers can apply');
    case 'RELATION_MISSING':
      return where(
        'Lengkapi data pasangan atau referensi keluarga terlebih dahulu',
        'Complete spouse or family-reference data first',
      );
    case 'BANK_DATA_MISSING':
      return where(
        'Lengkapi data bank sebelum penarikan dana',
        'Complete bank data before cash-out',
      );
    case 'PROFILE_INCOMPLETE': {
      const survey = refusal.missing.includes('survey');
      const profile = refusal.missing.some((m) => m !== 'survey');
      const place = [
        profile ? where('halaman Profil (/profile)', 'your Profile page (/profile)') : null,
        survey ? where('halaman Survei (/survey)', 'the Survey page (/survey)') : null,
      ]
        .filter(Boolean)
        .join(where(' dan ', ' and '));
      return where(
        `Lengkapi dan kirim data Anda sebelum mengajukan pinjaman: ${list}. Lengkapi di ${place}.`,
        `Complete and submit your data before applying for a loan: ${list}. Complete it on ${place}.`,
      );
    }
  }
}
