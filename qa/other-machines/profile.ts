// A profile section and a bank-data change at REST. The section's owner is a new lender whose
// other sections are saved first (so that sending to staff, which sends every saved section, is
// allowed); one run follows the personal data, another the bank data (which, validated, changes
// only through a change request staff approve). What the API reports is the owner's GET
// /personal (the section's status, the latest change request's); the database, the rows.
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
  sendToStaff,
  validate,
} from './people.ts';

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

/** The owner asks to change the bank data (a new account number each time). */
async function askBankChange(desk: Desk, subject: SectionSubject): Promise<number> {
  subject.changes += 1;
  const change = await must(
    desk.product,
    'POST',
    '/personal/bank/user-update',
    subject.token,
    bankData(subject, subject.changes),
  );
  return Number(change.id);
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
    const { product, staffToken } = desk;
    const section = subject.section;
    switch (event.type) {
      case 'section.save':
        await saveSection(desk, subject, section);
        return `the owner saves the section's form (POST /personal/…)`;
      case 'section.submit':
        await sendToStaff(desk, subject);
        return 'the owner: PUT /personal/agreement/request (every saved section to staff)';
      case 'section.validate':
        await validate(desk, subject, section);
        return 'staff: PUT /staff/validations/{user}/{section}/validate';
      case 'section.reject':
        await must(
          product,
          'PUT',
          `/staff/validations/${subject.userId}/${section}/reject`,
          staffToken,
          { reason: event.reason },
        );
        return 'staff: PUT /staff/validations/{user}/{section}/reject';
      case 'section.replace': {
        const id = await askBankChange(desk, subject);
        await must(product, 'PUT', `/staff/bank-changes/${id}/approve`, staffToken);
        return 'the owner asks to change the bank data (POST /personal/bank/user-update); staff approve it (PUT /staff/bank-changes/{id}/approve)';
      }
      default:
        throw new Error(`no REST call sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const profile = await must(desk.product, 'GET', '/personal', subject.token);
    const sections = profile.sections as { section: string; status: string }[];
    const [row] = await desk.product.db.query<{ status: string }>(
      'SELECT status FROM profile_sections WHERE user_id = $1 AND section = $2',
      [subject.userId, subject.section],
    );
    return {
      api: sections.find((s) => s.section === subject.section)?.status ?? '(not listed)',
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
        return { ...subject, changeId: await askBankChange(desk, subject) };
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
    const { product, staffToken } = desk;
    switch (event.type) {
      case 'change.amend':
        subject.changes += 1;
        await must(
          product,
          'PUT',
          '/personal/bank/request-update',
          subject.token,
          bankData(subject, subject.changes),
        );
        return 'the owner: PUT /personal/bank/request-update';
      case 'change.approve':
        await must(product, 'PUT', `/staff/bank-changes/${subject.changeId}/approve`, staffToken);
        return 'staff: PUT /staff/bank-changes/{id}/approve';
      case 'change.refuse':
        await must(product, 'PUT', `/staff/bank-changes/${subject.changeId}/refuse`, staffToken, {
          reason: event.reason,
        });
        return 'staff: PUT /staff/bank-changes/{id}/refuse';
      default:
        throw new Error(`no REST call sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const profile = await must(desk.product, 'GET', '/personal', subject.token);
    const change = profile.bankChange as { status: string } | null;
    const [row] = await desk.product.db.query<{ status: string }>(
      'SELECT status FROM bank_change_requests WHERE id = $1',
      [subject.changeId],
    );
    return { api: change?.status ?? '(none)', db: row?.status ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
};
