// Types of the borrower's and lender's data (spec §2 profile area, §3, §5, §7 Personal and
// Company): the sections a profile is made of, each with a status that staff decide on.
import type { Actor } from '../shared/actor.ts';

export type ProfileKind = 'personal' | 'company';

/** The sections of a profile; which ones a kind has is PROFILE_SECTIONS. */
export type ProfileSection =
  | 'personal'
  | 'addressKtp'
  | 'addressMailing'
  | 'jobs'
  | 'spouse'
  | 'familyReference'
  | 'company'
  | 'companyAddress'
  | 'bank'
  | 'document'
  | 'signature';

export const PROFILE_SECTIONS: Record<ProfileKind, readonly ProfileSection[]> = {
  personal: [
    'personal',
    'addressKtp',
    'addressMailing',
    'jobs',
    'spouse',
    'familyReference',
    'bank',
    'document',
    'signature',
  ],
  company: ['company', 'companyAddress', 'bank', 'document', 'signature'],
};

/**
 * A section's status: EMPTY (nothing saved), FILLED (saved, not yet sent to staff), SUBMITTED
 * (waiting for staff), VALIDATED, REJECTED (with the staff's reason).
 */
export type SectionStatus = 'EMPTY' | 'FILLED' | 'SUBMITTED' | 'VALIDATED' | 'REJECTED';

export type SectionContext = { section: ProfileSection; ownerId: string };
export type SectionInput = SectionContext;

export type SectionEvent =
  | { type: 'section.save'; actor: Actor }
  | { type: 'section.submit'; actor: Actor }
  | { type: 'section.validate'; actor: Actor }
  | { type: 'section.reject'; actor: Actor; reason: string }
  /** Staff approved a change request of validated bank data: its data replaces the section's. */
  | { type: 'section.replace'; actor: Actor };

export type SectionReasonCode =
  | 'WRONG_STATE'
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'UNDER_REVIEW'
  | 'BANK_CHANGE_NEEDS_APPROVAL'
  | 'REASON_MISSING'
  | 'BANK_ONLY';

/** A bank-data change request (spec §7 bank user-update / request-update). */
export type BankChangeStatus = 'PENDING' | 'APPROVED' | 'REFUSED';
export type BankChangeContext = { ownerId: string };
export type BankChangeEvent =
  | { type: 'change.amend'; actor: Actor }
  | { type: 'change.approve'; actor: Actor }
  | { type: 'change.refuse'; actor: Actor; reason: string };

/** What the platform knows of an applicant when they try to apply for a loan. */
export type ApplicantFacts = {
  kind: ProfileKind;
  role: Actor['role'];
  sections: Partial<Record<ProfileSection, SectionStatus>>;
  /** The personal data's marital status: married people give their spouse, others a reference. */
  maritalStatus: string | null;
  surveySubmitted: boolean;
};

/** A missing piece: a profile section, or the psychometric survey. */
export type Missing = ProfileSection | 'survey';
