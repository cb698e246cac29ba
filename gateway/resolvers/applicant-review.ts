// Staff review of applicants (schema/applicant-review.graphql): the API's people waiting and one
// person's review, with the machines' words for section names, statuses and refusal reasons.
import { missingTexts } from '../../machines/profile/applicant.rules.ts';
import { sectionReasonTexts } from '../../machines/profile/profile.selectors.ts';
import type { SectionReasonCode } from '../../machines/profile/profile.types.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import type { ApiApplicantReview } from '../datasources/rest-types.ts';
import type {
  ApplicantReview,
  QueryResolvers,
  ReviewField,
  Role,
} from '../generated/resolvers-types.ts';

const ROLES: Record<string, Role> = { borrower: 'BORROWER', lender: 'LENDER', admin: 'ADMIN' };
const roleOf = (role: string): Role => ROLES[role] ?? 'BORROWER';

/** The bank-change machine's reasons carry no words of their own: the same as the section's. */
const BANK_CHANGE_REASONS: Record<string, Text> = {
  WRONG_STATE: { id: 'Permintaan ini sudah diputuskan', en: 'This request was already decided' },
};

function reasonOf(code: string | null): { code: string; text: Text } | null {
  if (!code) return null;
  const text =
    sectionReasonTexts[code as SectionReasonCode] ??
    BANK_CHANGE_REASONS[code] ??
    sectionReasonTexts.WRONG_STATE;
  return { code, text };
}

type ApiField = ApiApplicantReview['sections'][number]['fields'][number];

const fieldOf = (field: ApiField): ReviewField => ({
  name: field.name,
  value: field.value === null ? null : String(field.value),
  words: field.words,
  file: field.file,
});

/** The API's review as the schema's ApplicantReview: names, states and reasons in words. */
export function reviewOf(review: ApiApplicantReview): ApplicantReview {
  return {
    ...review,
    role: roleOf(review.role),
    sections: review.sections.map((section) => ({
      ...section,
      label: missingTexts[section.section],
      fields: section.fields.map(fieldOf),
      availableActions: section.availableActions.map((a) => ({
        ...a,
        reason: reasonOf(a.reason),
      })),
    })),
    bankChange: review.bankChange
      ? {
          id: String(review.bankChange.id),
          requestedAt: review.bankChange.requestedAt,
          fields: review.bankChange.fields.map(fieldOf),
          availableActions: review.bankChange.availableActions.map((a) => ({
            ...a,
            reason: reasonOf(a.reason),
          })),
        }
      : null,
  };
}

export const ApplicantReviewQuery: QueryResolvers = {
  waitingApplicants: async (_, __, { api }) =>
    (await api.waitingApplicants()).map((applicant) => ({
      ...applicant,
      role: roleOf(applicant.role),
      waitingSectionLabels: applicant.waitingSections.map((section) => missingTexts[section]),
    })),
  applicantReview: async (_, { userId }, { api }) => reviewOf(await api.applicantReview(userId)),
};
