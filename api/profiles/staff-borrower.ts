// A borrower's profile as staff read it beside a loan (issue 15): the KYC identity — the ID card
// (KTP) number, the name on it and the card's image; a company's is its representative's — every
// section with its status, its data and words for its codes, and the psychometric survey's risk
// score. Read only: staff decide on sections in the validation queue, and never change a
// borrower's data or files here.

import {
  PROFILE_SECTIONS,
  type ProfileKind,
  type ProfileSection,
  type SectionStatus,
} from '../../machines/profile/profile.types.ts';
import { riskRatingLabels } from '../../machines/psychometric/psychometric.labels.ts';
import type { RiskRating } from '../../machines/psychometric/psychometric.types.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { valueLabels } from '../reference/value-labels.ts';

export type StaffBorrowerSection = {
  section: ProfileSection;
  status: SectionStatus;
  reason: string | null;
  data: Record<string, unknown> | null;
  labels: Record<string, Text>;
  submittedAt: string | null;
  decidedAt: string | null;
};

export type StaffBorrowerView = {
  userId: string;
  email: string;
  fullName: string;
  kind: ProfileKind;
  identity: {
    /** Whose card it is: the borrower's own, or a company's representative's. */
    holder: 'PERSON' | 'REPRESENTATIVE';
    idNumber: string | null;
    name: string | null;
    /** The card's image (or PDF), a path of /file. */
    idCardFile: string | null;
  };
  sections: StaffBorrowerSection[];
  survey: {
    submitted: boolean;
    score: number | null;
    rating: RiskRating | null;
    ratingLabel: Text | null;
    submittedAt: string | null;
  };
};

type SectionRow = {
  section: ProfileSection;
  data: Record<string, unknown>;
  status: Exclude<SectionStatus, 'EMPTY'>;
  reason: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
};

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Where each kind keeps the ID card: its number and name in one section, the image in another. */
const IDENTITY: Record<
  ProfileKind,
  { section: ProfileSection; number: string; name: string; file: string }
> = {
  personal: { section: 'personal', number: 'ktpnumber', name: 'fullname', file: 'ktpfile' },
  company: {
    section: 'company',
    number: 'representativektp',
    name: 'representativename',
    file: 'representativektpfile',
  },
};

/** The borrower's profile for staff; 404 BORROWER_NOT_FOUND for anyone who is not a borrower. */
export async function staffBorrowerProfile(
  q: Queryable,
  userId: string,
): Promise<StaffBorrowerView> {
  const [user] = await q.query<{
    id: string;
    email: string;
    full_name: string;
    is_personal: boolean;
  }>("SELECT id, email, full_name, is_personal FROM users WHERE id = $1 AND role = 'borrower'", [
    userId,
  ]);
  if (!user) throw new AppError(404, 'BORROWER_NOT_FOUND', 'No borrower with this id');
  const kind: ProfileKind = user.is_personal ? 'personal' : 'company';
  const rows = await q.query<SectionRow>(
    `SELECT section, data, status, reason, submitted_at, decided_at
       FROM profile_sections WHERE user_id = $1`,
    [userId],
  );
  const [survey] = await q.query<{
    score: number | null;
    rating: RiskRating | null;
    submitted_at: Date | null;
  }>('SELECT score, rating, submitted_at FROM psychometric_surveys WHERE user_id = $1', [userId]);

  const sections = await Promise.all(
    PROFILE_SECTIONS[kind].map(async (section): Promise<StaffBorrowerSection> => {
      const row = rows.find((r) => r.section === section);
      return {
        section,
        status: row?.status ?? 'EMPTY',
        reason: row?.reason ?? null,
        data: row?.data ?? null,
        labels: await valueLabels(row?.data),
        submittedAt: iso(row?.submitted_at),
        decidedAt: iso(row?.decided_at),
      };
    }),
  );
  const where = IDENTITY[kind];
  const identityData = rows.find((r) => r.section === where.section)?.data ?? {};
  const documents = rows.find((r) => r.section === 'document')?.data ?? {};
  const submitted = Boolean(survey?.submitted_at);
  return {
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    kind,
    identity: {
      holder: kind === 'personal' ? 'PERSON' : 'REPRESENTATIVE',
      idNumber: textOf(identityData[where.number]),
      name: textOf(identityData[where.name]),
      idCardFile: textOf(documents[where.file]),
    },
    sections,
    survey: {
      submitted,
      score: submitted ? (survey?.score ?? null) : null,
      rating: submitted ? (survey?.rating ?? null) : null,
      ratingLabel: submitted && survey?.rating ? riskRatingLabels[survey.rating] : null,
      submittedAt: iso(survey?.submitted_at),
    },
  };
}
