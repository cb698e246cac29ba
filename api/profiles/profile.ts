// Borrower and lender data (spec §3, §7 Personal and Company): each section is saved, sent to
// staff and decided through the profile-section machine (machines/profile), inside a
// transaction holding the section's row lock, so a refused event changes nothing.
import {
  type ApplicantRefusal,
  applicantRefusalText,
  applyRefusal,
  fundRefusal,
  submitRefusal,
} from '../../machines/profile/applicant.rules.ts';
import {
  bankChangeSnapshot,
  nextBankChange,
  nextSection,
  sectionReasonTexts,
  sectionSnapshot,
  whyNotBankChange,
  whyNotSection,
} from '../../machines/profile/profile.selectors.ts';
import {
  type BankChangeEvent,
  type BankChangeStatus,
  PROFILE_SECTIONS,
  type ProfileKind,
  type ProfileSection,
  type SectionEvent,
  type SectionReasonCode,
  type SectionStatus,
} from '../../machines/profile/profile.types.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { ktpExpired } from '../../machines/shared/input-habits.ts';
import {
  birthDateProblem,
  nameMatchesIdCard,
  nikIssue,
  profileRuleTexts,
} from '../../machines/shared/profile-rules.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError, type FieldErrors, invalidInput } from '../http/errors.ts';
import { refusal } from '../http/refusals.ts';
import { notifyUser } from '../notify/notify-user.ts';
import { findBank } from '../reference/banks.ts';
import { isRealAddress } from '../reference/regions.ts';
import { valueLabels } from '../reference/value-labels.ts';
import { wibDate } from '../reference/wib-date.ts';

export type SectionData = Record<string, unknown>;

type SectionRow = {
  section: ProfileSection;
  data: SectionData;
  status: Exclude<SectionStatus, 'EMPTY'>;
  reason: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
};

export type SectionView = {
  section: ProfileSection;
  status: SectionStatus;
  reason: string | null;
  data: SectionData | null;
  submittedAt: string | null;
  decidedAt: string | null;
};

type BankChangeRow = {
  id: number;
  user_id: string;
  data: SectionData;
  status: BankChangeStatus;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type BankChangeView = {
  id: number;
  status: BankChangeStatus;
  data: SectionData;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const emptyView = (section: ProfileSection): SectionView => ({
  section,
  status: 'EMPTY',
  reason: null,
  data: null,
  submittedAt: null,
  decidedAt: null,
});

const viewOf = (row: SectionRow): SectionView => ({
  section: row.section,
  status: row.status,
  reason: row.reason,
  data: row.data,
  submittedAt: iso(row.submitted_at),
  decidedAt: iso(row.decided_at),
});

const bankChangeView = (row: BankChangeRow): BankChangeView => ({
  id: Number(row.id),
  status: row.status,
  data: row.data,
  reason: row.reason,
  requestedAt: row.created_at.toISOString(),
  decidedAt: iso(row.decided_at),
});

export const kindOf = (viewer: Viewer): ProfileKind => (viewer.isPersonal ? 'personal' : 'company');
const actorOf = (viewer: Viewer): Actor => ({ userId: viewer.userId, role: viewer.role });

/** The profile path of the other kind is refused: a person has no company data and back. */
export function ownKind(viewer: Viewer, kind: ProfileKind): void {
  if (viewer.role === 'admin') throw new AppError(403, 'FORBIDDEN', 'Staff have no profile');
  if (kindOf(viewer) !== kind) {
    throw new AppError(403, 'FORBIDDEN', `Use /${kindOf(viewer)} for your data`);
  }
}

async function sectionRows(q: Queryable, userId: string): Promise<SectionRow[]> {
  return q.query<SectionRow>(
    `SELECT section, data, status, reason, submitted_at, decided_at
       FROM profile_sections WHERE user_id = $1`,
    [userId],
  );
}

async function lockedRow(
  q: Queryable,
  userId: string,
  section: ProfileSection,
): Promise<SectionRow | undefined> {
  const [row] = await q.query<SectionRow>(
    `SELECT section, data, status, reason, submitted_at, decided_at
       FROM profile_sections WHERE user_id = $1 AND section = $2 FOR UPDATE`,
    [userId, section],
  );
  return row;
}

export async function readSection(
  q: Queryable,
  userId: string,
  section: ProfileSection,
): Promise<SectionView> {
  const [row] = await q.query<SectionRow>(
    `SELECT section, data, status, reason, submitted_at, decided_at
       FROM profile_sections WHERE user_id = $1 AND section = $2`,
    [userId, section],
  );
  return row ? viewOf(row) : emptyView(section);
}

function refusedBySection(code: SectionReasonCode): AppError {
  const reason = { code, text: sectionReasonTexts[code] };
  return refusal('profileSection', reason, code === 'REASON_MISSING' ? { reason: 'required' } : []);
}

/** The machine's verdict on an event, or the refusal it gives. */
function decide(
  row: SectionRow | undefined,
  ownerId: string,
  section: ProfileSection,
  event: SectionEvent,
): SectionStatus {
  const snapshot = sectionSnapshot(row?.status ?? 'EMPTY', { section, ownerId });
  const refused = whyNotSection(snapshot, event);
  if (refused) throw refusedBySection(refused);
  return nextSection(snapshot, event).value as SectionStatus;
}

/** Every file a section names must be one the user uploaded (POST /file/upload). */
async function checkFiles(q: Queryable, userId: string, data: SectionData): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(data)) {
    if (!field.endsWith('file') || typeof value !== 'string' || value === '') continue;
    const name = value.replace(/^\/file\//, '');
    const [file] = await q.query('SELECT 1 FROM files WHERE name = $1 AND owner_id = $2', [
      name,
      userId,
    ]);
    if (!file) fields[field] = 'Upload the file first: this path is not one of your files';
  }
  return fields;
}

/** The name on the ID card: the personal data's full name, or the company's name. */
async function idCardName(q: Queryable, viewer: Viewer): Promise<string> {
  const section = viewer.isPersonal ? 'personal' : 'company';
  const field = viewer.isPersonal ? 'fullname' : 'companyname';
  const [row] = await q.query<{ name: string | null; full_name: string }>(
    `SELECT s.data ->> '${field}' AS name, u.full_name FROM users u
       LEFT JOIN profile_sections s ON s.user_id = u.id AND s.section = $2 WHERE u.id = $1`,
    [viewer.userId, section],
  );
  return row?.name ?? row?.full_name ?? '';
}

/** The checks a zod schema cannot make: files, real regions, known banks, names, today. */
async function checkAgainstRecords(
  q: Queryable,
  viewer: Viewer,
  section: ProfileSection,
  data: SectionData,
  now: Date,
): Promise<void> {
  const fields = await checkFiles(q, viewer.userId, data);
  const expiry = data.ktpexpirydate;
  const today = wibDate(now);
  if (section === 'personal' && typeof expiry === 'string') {
    if (ktpExpired(expiry, today)) {
      fields.ktpexpirydate = profileRuleTexts.KTP_EXPIRED.en;
    }
  }
  const birth = data.birthdate;
  const birthProblem =
    section === 'personal' && typeof birth === 'string' ? birthDateProblem(birth, today) : null;
  if (birthProblem) fields.birthdate = profileRuleTexts[birthProblem].en;
  const nik = section === 'personal' && !birthProblem ? nikIssue(data) : null;
  if (nik) fields[nik.field] = profileRuleTexts[nik.rule].en;
  if (section === 'addressKtp' || section === 'addressMailing' || section === 'companyAddress') {
    const real = await isRealAddress(
      data as { province: string; city: string; district: string; village: string },
    );
    if (!real) fields.village = profileRuleTexts.REGION_FORMAT.en;
  }
  if (section === 'bank') {
    if (!findBank(String(data.bankcode))) fields.bankcode = profileRuleTexts.OPTION_UNKNOWN.en;
    if (!nameMatchesIdCard(String(data.accountname), await idCardName(q, viewer))) {
      throw new AppError(400, 'NAME_MISMATCH', profileRuleTexts.NAME_MISMATCH.en, {
        fields: { accountname: profileRuleTexts.NAME_MISMATCH.en },
      });
    }
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  if (section === 'personal' && typeof data.ktpnumber === 'string') {
    const [held] = await q.query(
      `SELECT 1 FROM profile_sections
        WHERE section = 'personal' AND data ->> 'ktpnumber' = $1 AND user_id <> $2`,
      [data.ktpnumber, viewer.userId],
    );
    if (held) throw nikTaken();
  }
}

/** The NIK is another account's (the profile's check, or the index when two save at once). */
const nikTaken = () =>
  new AppError(409, 'NIK_ALREADY_REGISTERED', profileRuleTexts.NIK_TAKEN.en, {
    fields: { ktpnumber: profileRuleTexts.NIK_TAKEN.en },
    text: profileRuleTexts.NIK_TAKEN,
    textFields: ['ktpnumber'],
  });

/** Saves a section of the viewer's own profile (POST and PUT of spec §7 alike). */
export async function saveSection(
  db: Db,
  viewer: Viewer,
  section: ProfileSection,
  data: SectionData,
  now: Date,
): Promise<SectionView> {
  if (!PROFILE_SECTIONS[kindOf(viewer)].includes(section)) {
    throw new AppError(404, 'NOT_FOUND', `A ${kindOf(viewer)} profile has no ${section} data`);
  }
  return db.tx(async (q) => {
    const row = await lockedRow(q, viewer.userId, section);
    const status = decide(row, viewer.userId, section, {
      type: 'section.save',
      actor: actorOf(viewer),
    });
    await checkAgainstRecords(q, viewer, section, data, now);
    await q
      .query(
        `INSERT INTO profile_sections (user_id, section, data, status, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5)
         ON CONFLICT (user_id, section) DO UPDATE SET data = EXCLUDED.data,
           status = EXCLUDED.status, reason = NULL, submitted_at = NULL, decided_by = NULL,
           decided_at = NULL, updated_at = EXCLUDED.updated_at`,
        [viewer.userId, section, JSON.stringify(data), status, now],
      )
      .catch((error: unknown) => {
        throw uniqueViolation(error) === 'profile_sections_personal_nik' ? nikTaken() : error;
      });
    return readSection(q, viewer.userId, section);
  });
}

async function applicantFacts(q: Queryable, userId: string, kind: ProfileKind) {
  const rows = await sectionRows(q, userId);
  const sections = Object.fromEntries(rows.map((r) => [r.section, r.status])) as Partial<
    Record<ProfileSection, SectionStatus>
  >;
  const personal = rows.find((r) => r.section === 'personal');
  const maritalStatus =
    typeof personal?.data.maritalstatus === 'string' ? personal.data.maritalstatus : null;
  const [survey] = await q.query(
    'SELECT 1 FROM psychometric_surveys WHERE user_id = $1 AND submitted_at IS NOT NULL',
    [userId],
  );
  return { kind, sections, maritalStatus, surveySubmitted: Boolean(survey), rows };
}

/**
 * Whether staff validated every section a lender needs before funding (spec §1), on the section
 * rows already read (api/funding/fund-loan.ts reads them with the balance).
 */
export function validatedLender(
  viewer: Pick<Viewer, 'isPersonal'>,
  rows: readonly { section: ProfileSection; status: SectionStatus; marital: string | null }[],
): boolean {
  return (
    fundRefusal({
      kind: viewer.isPersonal ? 'personal' : 'company',
      role: 'lender',
      sections: Object.fromEntries(rows.map((r) => [r.section, r.status])),
      maritalStatus: rows.find((r) => r.section === 'personal')?.marital ?? null,
    }) === null
  );
}

export const refusalError = (refused: ApplicantRefusal) =>
  refusal(
    'applicant',
    {
      code: refused.code,
      text: { id: applicantRefusalText(refused, 'id'), en: applicantRefusalText(refused, 'en') },
    },
    Object.fromEntries(refused.missing.map((m) => [m, 'not complete'])),
  );

/**
 * Spec §1, §6: a borrower needs complete, submitted data and a submitted psychometric survey
 * before applying. Throws 409 PROFILE_INCOMPLETE naming what is missing and where to complete it.
 */
export async function assertMayApply(q: Queryable, viewer: Viewer): Promise<void> {
  const facts = await applicantFacts(q, viewer.userId, kindOf(viewer));
  const refusal = applyRefusal({ ...facts, role: viewer.role });
  if (refusal) throw refusalError(refusal);
}

export type ProfileView = {
  kind: ProfileKind;
  sections: SectionView[];
  agreementRequestedAt: string | null;
  signingRequestedAt: string | null;
  bankChange: BankChangeView | null;
  /** What is still missing before a loan application (empty when the borrower may apply). */
  missing: string[];
  mayApply: boolean;
};

export async function readProfile(q: Queryable, viewer: Viewer): Promise<ProfileView> {
  const kind = kindOf(viewer);
  const facts = await applicantFacts(q, viewer.userId, kind);
  const [agreement] = await q.query<{ requested_at: Date; signing_requested_at: Date | null }>(
    'SELECT requested_at, signing_requested_at FROM profile_agreements WHERE user_id = $1',
    [viewer.userId],
  );
  const [change] = await q.query<BankChangeRow>(
    'SELECT * FROM bank_change_requests WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [viewer.userId],
  );
  const refusal = applyRefusal({ ...facts, role: 'borrower' });
  return {
    kind,
    sections: PROFILE_SECTIONS[kind].map((section) => {
      const row = facts.rows.find((r) => r.section === section);
      return row ? viewOf(row) : emptyView(section);
    }),
    agreementRequestedAt: iso(agreement?.requested_at ?? null),
    signingRequestedAt: iso(agreement?.signing_requested_at ?? null),
    bankChange: change ? bankChangeView(change) : null,
    missing: refusal?.missing ?? [],
    mayApply: viewer.role === 'borrower' && refusal === null,
  };
}

/**
 * The agreement request (PUT /{kind}/agreement/request): the user agrees to the terms and sends
 * every saved section to staff. Refused until every required section is saved.
 */
export async function requestAgreement(db: Db, viewer: Viewer, now: Date): Promise<ProfileView> {
  return db.tx(async (q) => {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [viewer.userId]);
    const facts = await applicantFacts(q, viewer.userId, kindOf(viewer));
    const refusal = submitRefusal({ ...facts, role: viewer.role });
    if (refusal) throw refusalError(refusal);
    for (const row of facts.rows) {
      if (row.status !== 'FILLED') continue;
      const status = decide(row, viewer.userId, row.section, {
        type: 'section.submit',
        actor: actorOf(viewer),
      });
      await q.query(
        `UPDATE profile_sections SET status = $3, submitted_at = $4, updated_at = $4
          WHERE user_id = $1 AND section = $2`,
        [viewer.userId, row.section, status, now],
      );
    }
    await q.query(
      `INSERT INTO profile_agreements (user_id, requested_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET requested_at = EXCLUDED.requested_at`,
      [viewer.userId, now],
    );
    return readProfile(q, viewer);
  });
}

/**
 * The request to sign the agreement (PUT /{kind}/agreement/request-teken): after the agreement
 * request, with a specimen signature saved. The signing itself belongs to the signature providers.
 */
export async function requestSigning(db: Db, viewer: Viewer, now: Date): Promise<ProfileView> {
  return db.tx(async (q) => {
    const [agreement] = await q.query(
      'SELECT 1 FROM profile_agreements WHERE user_id = $1 FOR UPDATE',
      [viewer.userId],
    );
    if (!agreement) {
      throw new AppError(409, 'AGREEMENT_NOT_REQUESTED', 'Send your data to staff first');
    }
    const signature = await readSection(q, viewer.userId, 'signature');
    if (signature.status === 'EMPTY') {
      throw new AppError(409, 'SIGNATURE_MISSING', 'Upload your signature first', {
        fields: { signaturefile: 'required' },
      });
    }
    await q.query('UPDATE profile_agreements SET signing_requested_at = $2 WHERE user_id = $1', [
      viewer.userId,
      now,
    ]);
    return readProfile(q, viewer);
  });
}

// --- Bank data changes --------------------------------------------------------------------

/**
 * POST /{kind}/bank/user-update: new bank data for validated bank data waits for staff. Before
 * the bank data is validated the user simply saves it again.
 */
export async function requestBankChange(
  db: Db,
  viewer: Viewer,
  data: SectionData,
  now: Date,
): Promise<BankChangeView> {
  return db.tx(async (q) => {
    const bank = await lockedRow(q, viewer.userId, 'bank');
    if (bank?.status !== 'VALIDATED') {
      throw new AppError(
        409,
        'BANK_NOT_VALIDATED',
        'Your bank data is not validated yet: save it directly with POST bank',
      );
    }
    const [pending] = await q.query(
      'SELECT 1 FROM bank_change_requests WHERE user_id = $1 AND status = $2',
      [viewer.userId, 'PENDING'],
    );
    if (pending) {
      throw new AppError(
        409,
        'BANK_CHANGE_PENDING',
        'A change of bank data already waits for staff: amend it with PUT bank/request-update',
      );
    }
    await checkAgainstRecords(q, viewer, 'bank', data, now);
    const [row] = await q.query<BankChangeRow>(
      `INSERT INTO bank_change_requests (user_id, data, status, created_at, updated_at)
       VALUES ($1, $2::jsonb, 'PENDING', $3, $3) RETURNING *`,
      [viewer.userId, JSON.stringify(data), now],
    );
    if (!row) throw new Error('insert returned no row');
    return bankChangeView(row);
  });
}

async function lockedChange(q: Queryable, where: string, param: unknown) {
  const [row] = await q.query<BankChangeRow>(
    `SELECT * FROM bank_change_requests WHERE ${where} FOR UPDATE`,
    [param],
  );
  return row;
}

/** The bank-change machine's refusals in words (its reason codes carry none of their own). */
const bankChangeRefusalTexts: Record<NonNullable<ReturnType<typeof whyNotBankChange>>, Text> = {
  REASON_MISSING: { id: 'Alasan wajib diisi', en: 'A reason is required' },
  WRONG_STATE: {
    id: 'Permintaan perubahan ini sudah diputuskan',
    en: 'This change request was already decided',
  },
  WRONG_ROLE: { id: 'Anda tidak dapat melakukan ini', en: 'You may not do this' },
};

function applyChangeEvent(row: BankChangeRow, event: BankChangeEvent): BankChangeStatus {
  const snapshot = bankChangeSnapshot(row.status, { ownerId: row.user_id });
  const refused = whyNotBankChange(snapshot, event);
  if (refused) {
    const reason = { code: refused, text: bankChangeRefusalTexts[refused] };
    throw refusal('bankChange', reason, refused === 'REASON_MISSING' ? { reason: 'required' } : []);
  }
  return nextBankChange(snapshot, event).value as BankChangeStatus;
}

/** PUT /{kind}/bank/request-update: the owner amends the data of their waiting request. */
export async function amendBankChange(
  db: Db,
  viewer: Viewer,
  data: SectionData,
  now: Date,
): Promise<BankChangeView> {
  return db.tx(async (q) => {
    const row = await lockedChange(q, "user_id = $1 AND status = 'PENDING'", viewer.userId);
    if (!row) throw new AppError(404, 'BANK_CHANGE_NOT_FOUND', 'No change of bank data waits');
    applyChangeEvent(row, { type: 'change.amend', actor: actorOf(viewer) });
    await checkAgainstRecords(q, viewer, 'bank', data, now);
    const [updated] = await q.query<BankChangeRow>(
      'UPDATE bank_change_requests SET data = $2::jsonb, updated_at = $3 WHERE id = $1 RETURNING *',
      [row.id, JSON.stringify(data), now],
    );
    if (!updated) throw new Error('update returned no row');
    return bankChangeView(updated);
  });
}

// --- Staff validation ---------------------------------------------------------------------

export type QueueItem = {
  userId: string;
  email: string;
  fullName: string;
  kind: ProfileKind;
  role: string;
  section: ProfileSection;
  data: SectionData;
  /** Words for the fields that hold a code (enumerations, banks, regions). */
  labels: Record<string, Text>;
  submittedAt: string;
};

export type BankChangeQueueItem = BankChangeView & {
  userId: string;
  email: string;
  fullName: string;
  current: SectionData | null;
  labels: Record<string, Text>;
  currentLabels: Record<string, Text>;
};

/** What staff have to decide: submitted sections and waiting bank changes, oldest first. */
export async function validationQueue(q: Queryable) {
  const sections = await q.query<{
    user_id: string;
    email: string;
    full_name: string;
    is_personal: boolean;
    role: string;
    section: ProfileSection;
    data: SectionData;
    submitted_at: Date;
  }>(
    `SELECT s.user_id, u.email, u.full_name, u.is_personal, u.role, s.section, s.data, s.submitted_at
       FROM profile_sections s JOIN users u ON u.id = s.user_id
      WHERE s.status = 'SUBMITTED' ORDER BY s.submitted_at, u.email, s.section`,
  );
  const changes = await q.query<
    BankChangeRow & { email: string; full_name: string; current: SectionData | null }
  >(
    `SELECT c.*, u.email, u.full_name, b.data AS current
       FROM bank_change_requests c JOIN users u ON u.id = c.user_id
       LEFT JOIN profile_sections b ON b.user_id = c.user_id AND b.section = 'bank'
      WHERE c.status = 'PENDING' ORDER BY c.created_at`,
  );
  return {
    sections: await Promise.all(
      sections.map(
        async (s): Promise<QueueItem> => ({
          userId: s.user_id,
          email: s.email,
          fullName: s.full_name,
          kind: s.is_personal ? 'personal' : 'company',
          role: s.role,
          section: s.section,
          data: s.data,
          labels: await valueLabels(s.data),
          submittedAt: s.submitted_at.toISOString(),
        }),
      ),
    ),
    bankChanges: await Promise.all(
      changes.map(
        async (c): Promise<BankChangeQueueItem> => ({
          ...bankChangeView(c),
          userId: c.user_id,
          email: c.email,
          fullName: c.full_name,
          current: c.current,
          labels: await valueLabels(c.data),
          currentLabels: await valueLabels(c.current),
        }),
      ),
    ),
  };
}

/** Staff validate or reject (with a reason the user sees) one submitted section. */
export async function decideSection(
  db: Db,
  staff: Viewer,
  userId: string,
  section: ProfileSection,
  decision: { validate: true } | { validate: false; reason: string },
  now: Date,
): Promise<SectionView> {
  return db.tx(async (q) => {
    const row = await lockedRow(q, userId, section);
    if (!row) throw new AppError(404, 'SECTION_NOT_FOUND', 'This data was never saved');
    const event: SectionEvent = decision.validate
      ? { type: 'section.validate', actor: actorOf(staff) }
      : { type: 'section.reject', actor: actorOf(staff), reason: decision.reason };
    const status = decide(row, userId, section, event);
    await q.query(
      `UPDATE profile_sections SET status = $3, reason = $4, decided_by = $5, decided_at = $6,
         updated_at = $6 WHERE user_id = $1 AND section = $2`,
      [
        userId,
        section,
        status,
        decision.validate ? null : decision.reason.trim(),
        staff.userId,
        now,
      ],
    );
    await notifyUser(
      q,
      userId,
      decision.validate
        ? { kind: 'SECTION_VALIDATED', params: { section } }
        : { kind: 'SECTION_REJECTED', params: { section, reason: decision.reason.trim() } },
    );
    return readSection(q, userId, section);
  });
}

/** Staff approve a bank change (the new data replaces the old) or refuse it with a reason. */
export async function decideBankChange(
  db: Db,
  staff: Viewer,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<BankChangeView> {
  return db.tx(async (q) => {
    const row = await lockedChange(q, 'id = $1', id);
    if (!row) throw new AppError(404, 'BANK_CHANGE_NOT_FOUND', 'No such change request');
    const status = applyChangeEvent(
      row,
      decision.approve
        ? { type: 'change.approve', actor: actorOf(staff) }
        : { type: 'change.refuse', actor: actorOf(staff), reason: decision.reason },
    );
    if (status === 'APPROVED') {
      // The new data replaces the old through the section machine, which keeps it validated.
      const bank = await lockedRow(q, row.user_id, 'bank');
      const bankStatus = decide(bank, row.user_id, 'bank', {
        type: 'section.replace',
        actor: actorOf(staff),
      });
      await q.query(
        `UPDATE profile_sections SET data = $2::jsonb, status = $5, reason = NULL,
           decided_by = $3, decided_at = $4, updated_at = $4 WHERE user_id = $1 AND section = 'bank'`,
        [row.user_id, JSON.stringify(row.data), staff.userId, now, bankStatus],
      );
    }
    const [updated] = await q.query<BankChangeRow>(
      `UPDATE bank_change_requests SET status = $2, reason = $3, decided_by = $4, decided_at = $5,
         updated_at = $5 WHERE id = $1 RETURNING *`,
      [id, status, decision.approve ? null : decision.reason.trim(), staff.userId, now],
    );
    if (!updated) throw new Error('update returned no row');
    await notifyUser(
      q,
      row.user_id,
      decision.approve
        ? { kind: 'BANK_CHANGE_APPROVED', params: {} }
        : { kind: 'BANK_CHANGE_REFUSED', params: { reason: decision.reason.trim() } },
    );
    return bankChangeView(updated);
  });
}
