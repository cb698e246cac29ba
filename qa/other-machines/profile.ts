// A profile section and a bank-data change. The section's owner is a new lender whose other
// sections are saved first (so that sending to staff, which sends every saved section, is
// allowed); one run follows the personal data, another the bank data (which, validated, changes
// only through a change request staff approve). What the tier reports is the owner's profile
// (REST GET /personal; GraphQL myProfile, the profile screen's): the section's status, the
// latest change request's; the database, the rows.
import { bankChangeMachine } from '../../machines/profile/bank-change.machine.ts';
import { profileSectionMachine } from '../../machines/profile/profile-section.machine.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import type { MachineDriver } from './model.ts';
import {
  bankData,
  type Desk,
  must,
  newPerson,
  PERSONAL_SECTIONS,
  type Person,
  type PersonalSection,
  saveSection,
  sectionForm,
  sendToStaff,
  validate,
} from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

/** The model's owner (each path's own lender plays them) and staff. */
const owner: Actor = { userId: 'u-1', role: 'borrower' };
const staff: Actor = { userId: 's-1', role: 'admin' };

type SectionSubject = Person & { n: string; section: PersonalSection; changes: number };

async function sectionSubject(desk: Desk, section: PersonalSection): Promise<SectionSubject> {
  const person = await newPerson(desk, { role: 'lender' });
  for (const other of PERSONAL_SECTIONS) {
    if (other !== section) await saveSection(desk, person, other);
  }
  return { ...person, section, changes: 0 };
}

/** The owner's profile as they read it: each section's status and the latest bank change's. */
type ProfileSeen = { sections: { section: string; status: string }[]; bankChange: string | null };

/** Each step's operation at each tier; each answers the call it made, in words. */
type ProfileOperations = {
  save(desk: Desk, subject: SectionSubject): Promise<string>;
  submit(desk: Desk, subject: SectionSubject): Promise<string>;
  validate(desk: Desk, subject: SectionSubject): Promise<string>;
  reject(desk: Desk, subject: SectionSubject, reason: string): Promise<string>;
  askChange(
    desk: Desk,
    subject: SectionSubject,
    data: object,
  ): Promise<{ id: number; via: string }>;
  amendChange(desk: Desk, subject: SectionSubject, data: object): Promise<string>;
  approveChange(desk: Desk, id: number): Promise<string>;
  refuseChange(desk: Desk, id: number, reason: string): Promise<string>;
  read(desk: Desk, subject: SectionSubject): Promise<ProfileSeen>;
};

const surfaces: Surfaces<ProfileOperations> = {
  rest: {
    async save(desk, subject) {
      await saveSection(desk, subject, subject.section);
      return 'the section’s form (POST /personal/…)';
    },
    async submit(desk, subject) {
      await sendToStaff(desk, subject);
      return 'PUT /personal/agreement/request (every saved section to staff)';
    },
    async validate(desk, subject) {
      await validate(desk, subject, subject.section);
      return 'PUT /staff/validations/{user}/{section}/validate';
    },
    async reject(desk, subject, reason) {
      await must(
        desk.product,
        'PUT',
        `/staff/validations/${subject.userId}/${subject.section}/reject`,
        desk.staffToken,
        { reason },
      );
      return 'PUT /staff/validations/{user}/{section}/reject';
    },
    async askChange(desk, subject, data) {
      const change = await must(
        desk.product,
        'POST',
        '/personal/bank/user-update',
        subject.token,
        data,
      );
      return { id: Number(change.id), via: 'POST /personal/bank/user-update' };
    },
    async amendChange(desk, subject, data) {
      await must(desk.product, 'PUT', '/personal/bank/request-update', subject.token, data);
      return 'PUT /personal/bank/request-update';
    },
    async approveChange(desk, id) {
      await must(desk.product, 'PUT', `/staff/bank-changes/${id}/approve`, desk.staffToken);
      return 'PUT /staff/bank-changes/{id}/approve';
    },
    async refuseChange(desk, id, reason) {
      await must(desk.product, 'PUT', `/staff/bank-changes/${id}/refuse`, desk.staffToken, {
        reason,
      });
      return 'PUT /staff/bank-changes/{id}/refuse';
    },
    async read(desk, subject) {
      const profile = await must(desk.product, 'GET', '/personal', subject.token);
      return {
        sections: profile.sections as ProfileSeen['sections'],
        bankChange: (profile.bankChange as { status: string } | null)?.status ?? null,
      };
    },
  },
  graphql: {
    async save(desk, subject) {
      // The form's fields as the REST call takes them (the KTP scan uploaded first).
      const { data } = await sectionForm(desk, subject, subject.section);
      await mustGraphql(
        desk,
        subject.token,
        'mutation ($section: ProfileSectionName!, $data: JSONObject!) { saveProfileSection(section: $section, data: $data) { status } }',
        { section: subject.section, data },
      );
      return 'GraphQL saveProfileSection';
    },
    async submit(desk, subject) {
      await mustGraphql(desk, subject.token, 'mutation { requestProfileValidation { kind } }');
      return 'GraphQL requestProfileValidation (every saved section to staff)';
    },
    async validate(desk, subject) {
      await mustGraphql(
        desk,
        desk.staffToken,
        'mutation ($userId: ID!, $section: ProfileSectionName!) { validateProfileSection(userId: $userId, section: $section) { status } }',
        { userId: subject.userId, section: subject.section },
      );
      return 'GraphQL validateProfileSection';
    },
    async reject(desk, subject, reason) {
      await mustGraphql(
        desk,
        desk.staffToken,
        'mutation ($userId: ID!, $section: ProfileSectionName!, $reason: String!) { rejectProfileSection(userId: $userId, section: $section, reason: $reason) { status } }',
        { userId: subject.userId, section: subject.section, reason },
      );
      return 'GraphQL rejectProfileSection';
    },
    async askChange(desk, subject, data) {
      const asked = await mustGraphql<{ requestBankChange: { id: string } }>(
        desk,
        subject.token,
        'mutation ($data: JSONObject!) { requestBankChange(data: $data) { id status } }',
        { data },
      );
      return { id: Number(asked.requestBankChange.id), via: 'GraphQL requestBankChange' };
    },
    async amendChange(desk, subject, data) {
      await mustGraphql(
        desk,
        subject.token,
        'mutation ($data: JSONObject!) { amendBankChange(data: $data) { id status } }',
        { data },
      );
      return 'GraphQL amendBankChange';
    },
    async approveChange(desk, id) {
      await mustGraphql(
        desk,
        desk.staffToken,
        'mutation ($id: ID!) { approveBankChange(id: $id) { status } }',
        { id: String(id) },
      );
      return 'GraphQL approveBankChange';
    },
    async refuseChange(desk, id, reason) {
      await mustGraphql(
        desk,
        desk.staffToken,
        'mutation ($id: ID!, $reason: String!) { refuseBankChange(id: $id, reason: $reason) { status } }',
        { id: String(id), reason },
      );
      return 'GraphQL refuseBankChange';
    },
    async read(desk, subject) {
      const { myProfile } = await mustGraphql<{
        myProfile: { sections: ProfileSeen['sections']; bankChange: { status: string } | null };
      }>(
        desk,
        subject.token,
        'query { myProfile { sections { section status } bankChange { status } } }',
      );
      return { sections: myProfile.sections, bankChange: myProfile.bankChange?.status ?? null };
    },
  },
};

/** The owner asks to change the bank data (a new account number each time). */
async function askBankChange(desk: Desk, subject: SectionSubject) {
  subject.changes += 1;
  return at(surfaces, desk).askChange(desk, subject, bankData(subject, subject.changes));
}

export const profileSectionDriver: MachineDriver<SectionSubject> = {
  label: 'profile (sections, bank change): profileSection',
  slug: 'profile-section',
  machine: profileSectionMachine,
  runs: (['personal', 'bank'] as const).map((section) => ({
    name: section,
    input: { section, ownerId: owner.userId },
    start: (desk: Desk) => sectionSubject(desk, section),
  })),
  events: [
    { type: 'section.save', actor: owner },
    { type: 'section.submit', actor: owner },
    { type: 'section.validate', actor: staff },
    { type: 'section.reject', actor: staff, reason: 'Foto buram' },
    { type: 'section.replace', actor: staff },
  ],
  who: (event) => ((event.actor as Actor).role === 'admin' ? 'staff' : 'the owner'),
  cannot: {},
  async take(desk, subject, event) {
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'section.save':
        return `the owner saves the section: ${await surface.save(desk, subject)}`;
      case 'section.submit':
        return `the owner: ${await surface.submit(desk, subject)}`;
      case 'section.validate':
        return `staff: ${await surface.validate(desk, subject)}`;
      case 'section.reject':
        return `staff: ${await surface.reject(desk, subject, String(event.reason))}`;
      case 'section.replace': {
        const asked = await askBankChange(desk, subject);
        return `the owner asks to change the bank data (${asked.via}); staff approve it (${await surface.approveChange(desk, asked.id)})`;
      }
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const seen = await at(surfaces, desk).read(desk, subject);
    const [row] = await desk.product.db.query<{ status: string }>(
      'SELECT status FROM profile_sections WHERE user_id = $1 AND section = $2',
      [subject.userId, subject.section],
    );
    return {
      api: seen.sections.find((s) => s.section === subject.section)?.status ?? '(not listed)',
      db: row?.status ?? 'EMPTY',
    };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};

type ChangeSubject = SectionSubject & { changeId: number };

export const bankChangeDriver: MachineDriver<ChangeSubject> = {
  label: 'profile (sections, bank change): bankChange',
  slug: 'bank-change',
  machine: bankChangeMachine,
  runs: [
    {
      name: 'bank',
      input: { ownerId: owner.userId },
      // A change is asked for validated bank data: the whole profile sent, the bank validated.
      async start(desk) {
        const subject = await sectionSubject(desk, 'bank');
        await saveSection(desk, subject, 'bank');
        await sendToStaff(desk, subject);
        await validate(desk, subject, 'bank');
        return { ...subject, changeId: (await askBankChange(desk, subject)).id };
      },
    },
  ],
  events: [
    { type: 'change.amend', actor: owner },
    { type: 'change.approve', actor: staff },
    { type: 'change.refuse', actor: staff, reason: 'Nama rekening tidak sesuai' },
  ],
  who: (event) => ((event.actor as Actor).role === 'admin' ? 'staff' : 'the owner'),
  cannot: {},
  // The machine starts at PENDING: every path's change is asked for by its start.
  async take(desk, subject, event) {
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'change.amend':
        subject.changes += 1;
        return `the owner: ${await surface.amendChange(desk, subject, bankData(subject, subject.changes))}`;
      case 'change.approve':
        return `staff: ${await surface.approveChange(desk, subject.changeId)}`;
      case 'change.refuse':
        return `staff: ${await surface.refuseChange(desk, subject.changeId, String(event.reason))}`;
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const seen = await at(surfaces, desk).read(desk, subject);
    const [row] = await desk.product.db.query<{ status: string }>(
      'SELECT status FROM bank_change_requests WHERE id = $1',
      [subject.changeId],
    );
    return { api: seen.bankChange ?? '(none)', db: row?.status ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};
