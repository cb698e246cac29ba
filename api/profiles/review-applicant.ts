// Staff review people, not loose sections (issue 15): the list of people with data waiting for
// validation, and one person's whole profile — every section in the profile's order with its
// state and the section machine's answer to "may staff validate or reject it now", every field
// in the profile's order with its value in words, where the ID card is, and a waiting change
// of bank data. The decisions themselves go through decideSection and decideBankChange.
import {
  bankChangeSnapshot,
  sectionStatusLabels,
  staffSectionActions,
  whyNotBankChange,
} from '../../machines/profile/profile.selectors.ts';
import {
  PROFILE_SECTIONS,
  type ProfileKind,
  type ProfileSection,
  type SectionStatus,
} from '../../machines/profile/profile.types.ts';
import { ID_CARD, isFileField, sectionFields } from '../../machines/profile/section-fields.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { valueLabels } from '../reference/value-labels.ts';

type Data = Record<string, unknown>;

export type WaitingApplicant = {
  userId: string;
  email: string;
  fullName: string;
  kind: ProfileKind;
  role: string;
  /** The sections sent to staff and not yet decided, in the profile's order. */
  waitingSections: ProfileSection[];
  /** A change of validated bank data waits too. */
  bankChangeWaiting: boolean;
  /** When the oldest thing still waiting was sent. */
  waitingSince: string;
};

/** People with sections or a bank change waiting for staff, the longest waiting first. */
export async function listWaitingApplicants(q: Queryable): Promise<WaitingApplicant[]> {
  const rows = await q.query<{
    user_id: string;
    email: string;
    full_name: string;
    is_personal: boolean;
    role: string;
    sections: ProfileSection[] | null;
    bank_change: boolean;
    since: Date;
  }>(
    `WITH waiting AS (
       SELECT user_id, section, submitted_at AS at FROM profile_sections WHERE status = 'SUBMITTED'
       UNION ALL
       SELECT user_id, NULL, created_at FROM bank_change_requests WHERE status = 'PENDING'
     )
     SELECT u.id AS user_id, u.email, u.full_name, u.is_personal, u.role,
            array_agg(w.section) FILTER (WHERE w.section IS NOT NULL) AS sections,
            bool_or(w.section IS NULL) AS bank_change, min(w.at) AS since
       FROM waiting w JOIN users u ON u.id = w.user_id
      GROUP BY u.id
      ORDER BY min(w.at), u.email`,
  );
  return rows.map((row) => {
    const kind: ProfileKind = row.is_personal ? 'personal' : 'company';
    const waiting = new Set(row.sections ?? []);
    return {
      userId: row.user_id,
      email: row.email,
      fullName: row.full_name,
      kind,
      role: row.role,
      waitingSections: PROFILE_SECTIONS[kind].filter((s) => waiting.has(s)),
      bankChangeWaiting: row.bank_change,
      waitingSince: row.since.toISOString(),
    };
  });
}

export type ReviewField = {
  name: string;
  /** As saved: a code, a number, a date DD-MM-YYYY, a file path; null when not filled in. */
  value: string | number | null;
  /** The value in words where it holds a code (enumeration, bank, region). */
  words: Text | null;
  /** The value is an uploaded file's path. */
  file: boolean;
};

/** A section's data as fields in the profile's order; fields saved beyond the rules last. */
async function fieldsOf(kind: ProfileKind, section: ProfileSection, data: Data | null) {
  const labels = await valueLabels(data);
  const known = sectionFields(kind, section);
  const extra = Object.keys(data ?? {}).filter((name) => !known.includes(name));
  return [...known, ...extra].map((name): ReviewField => {
    const raw = data?.[name];
    const value =
      typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? raw : null;
    return { name, value, words: labels[name] ?? null, file: isFileField(name) };
  });
}

/** The bank-change machine's answer to staff approving or refusing a waiting change now. */
function bankChangeActions(
  ownerId: string,
  staff: Viewer | { userId: string; role: Viewer['role'] },
) {
  const snapshot = bankChangeSnapshot('PENDING', { ownerId });
  const actor = { userId: staff.userId, role: staff.role };
  return (['approve', 'refuse'] as const).map((action) => {
    const reason = whyNotBankChange(
      snapshot,
      action === 'approve'
        ? { type: 'change.approve', actor }
        : { type: 'change.refuse', actor, reason: 'a reason' },
    );
    return { action, allowed: reason === null, reason };
  });
}

export async function readApplicantReview(q: Queryable, staff: Viewer, userId: string) {
  const [user] = await q.query<{
    id: string;
    email: string;
    full_name: string;
    phone: string | null;
    is_personal: boolean;
    role: string;
  }>(
    `SELECT id, email, full_name, phone, is_personal, role FROM users
      WHERE id = $1 AND role IN ('borrower', 'lender')`,
    [userId],
  );
  if (!user) throw new AppError(404, 'APPLICANT_NOT_FOUND', 'No borrower or lender with this id');
  const kind: ProfileKind = user.is_personal ? 'personal' : 'company';
  const rows = await q.query<{
    section: ProfileSection;
    data: Data;
    status: SectionStatus;
    reason: string | null;
    submitted_at: Date | null;
    decided_at: Date | null;
  }>(
    `SELECT section, data, status, reason, submitted_at, decided_at
       FROM profile_sections WHERE user_id = $1`,
    [userId],
  );
  const [change] = await q.query<{ id: number; data: Data; created_at: Date }>(
    `SELECT id, data, created_at FROM bank_change_requests
      WHERE user_id = $1 AND status = 'PENDING' ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  const actor = { userId: staff.userId, role: staff.role };
  const sections = await Promise.all(
    PROFILE_SECTIONS[kind].map(async (section) => {
      const row = rows.find((r) => r.section === section);
      const status: SectionStatus = row?.status ?? 'EMPTY';
      return {
        section,
        status,
        statusLabel: sectionStatusLabels[status],
        reason: row?.reason ?? null,
        submittedAt: row?.submitted_at?.toISOString() ?? null,
        decidedAt: row?.decided_at?.toISOString() ?? null,
        fields: row ? await fieldsOf(kind, section, row.data) : [],
        availableActions: staffSectionActions(section, status, userId, actor),
      };
    }),
  );
  const idCard = ID_CARD[kind];
  const documents = rows.find((r) => r.section === 'document')?.data;
  const idCardPath = documents?.[idCard.field];
  return {
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    phone: user.phone,
    kind,
    role: user.role,
    sections,
    idCard:
      typeof idCardPath === 'string' && idCardPath !== ''
        ? { path: idCardPath, field: idCard.field, identitySection: idCard.identitySection }
        : null,
    bankChange: change
      ? {
          id: Number(change.id),
          requestedAt: change.created_at.toISOString(),
          fields: await fieldsOf(kind, 'bank', change.data),
          availableActions: bankChangeActions(userId, actor),
        }
      : null,
  };
}

export type ApplicantReview = Awaited<ReturnType<typeof readApplicantReview>>;
