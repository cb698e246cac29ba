// The profile statecharts (machines/profile): paths generated from each machine's graph cover
// every state and transition, and the rules — who may save, submit and decide, the bank data
// that changes only through a change request, and whether a borrower may apply — hold on them.
import { describe, expect, it } from 'vitest';
import {
  applicantRefusalText,
  applyRefusal,
  cashOutRefusal,
  submitRefusal,
} from '../../machines/profile/applicant.rules.ts';
import { bankChangeMachine } from '../../machines/profile/bank-change.machine.ts';
import {
  nextSection,
  sectionSnapshot,
  whyNotSection,
} from '../../machines/profile/profile.selectors.ts';
import type {
  BankChangeEvent,
  SectionEvent,
  SectionInput,
} from '../../machines/profile/profile.types.ts';
import { profileSectionMachine } from '../../machines/profile/profile-section.machine.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import {
  isoFromDmy,
  isPersonName,
  isPlaceName,
  nameMatchesIdCard,
  nikBirthProblem,
  profileSchemas,
} from '../../machines/shared/profile-rules.ts';
import { modelPaths, replay, uncovered, uncoveredByAll } from '../support/machine-model.ts';

const owner: Actor = { userId: 'u-1', role: 'borrower' };
const stranger: Actor = { userId: 'u-2', role: 'borrower' };
const staff: Actor = { userId: 's-1', role: 'admin' };

const sectionEvents: SectionEvent[] = [owner, stranger, staff].flatMap((actor) => [
  { type: 'section.save', actor },
  { type: 'section.submit', actor },
  { type: 'section.validate', actor },
  { type: 'section.reject', actor, reason: 'Foto buram' },
  { type: 'section.reject', actor, reason: ' ' },
  { type: 'section.replace', actor },
]);

const inputs: SectionInput[] = [
  { section: 'personal', ownerId: owner.userId },
  { section: 'bank', ownerId: owner.userId },
];

describe('profile section machine', () => {
  const runs = inputs.map((input) => ({
    input,
    paths: modelPaths(profileSectionMachine, { input, events: sectionEvents }),
  }));

  it('reaches every state and takes every transition', () => {
    expect(uncoveredByAll(profileSectionMachine, runs)).toEqual({ states: [], transitions: [] });
  });

  it.each(
    runs.flatMap((run) =>
      run.paths.map((path) => [run.input.section, path.name, run.input, path] as const),
    ),
  )('%s: %s keeps its rules', (_, __, input, path) => {
    replay(profileSectionMachine, path, {
      input,
      check: (snapshot, event) => {
        if (!event) return;
        // Only the owner saves and submits; only staff decide; a rejection needs a reason.
        if (event.type === 'section.save' || event.type === 'section.submit') {
          if (event.actor !== owner) expect(snapshot.value).not.toBe('SUBMITTED');
        }
        if (snapshot.value === 'SUBMITTED') expect(snapshot.hasTag('editable')).toBe(false);
      },
    });
  });

  it('refuses edits under review, and a direct change of validated bank data', () => {
    const submitted = sectionSnapshot('SUBMITTED', inputs[0] as SectionInput);
    expect(whyNotSection(submitted, { type: 'section.save', actor: owner })).toBe('UNDER_REVIEW');
    const bank = sectionSnapshot('VALIDATED', inputs[1] as SectionInput);
    expect(whyNotSection(bank, { type: 'section.save', actor: owner })).toBe(
      'BANK_CHANGE_NEEDS_APPROVAL',
    );
    const personal = sectionSnapshot('VALIDATED', inputs[0] as SectionInput);
    expect(whyNotSection(personal, { type: 'section.save', actor: owner })).toBeNull();
    expect(nextSection(personal, { type: 'section.save', actor: owner }).value).toBe('FILLED');
    expect(whyNotSection(submitted, { type: 'section.validate', actor: owner })).toBe('WRONG_ROLE');
    expect(whyNotSection(submitted, { type: 'section.reject', actor: staff, reason: '' })).toBe(
      'REASON_MISSING',
    );
    const empty = sectionSnapshot('EMPTY', inputs[0] as SectionInput);
    expect(whyNotSection(empty, { type: 'section.save', actor: stranger })).toBe('NOT_OWNER');
    expect(whyNotSection(empty, { type: 'section.submit', actor: owner })).toBe('WRONG_STATE');
  });

  it('lets staff replace validated bank data (an approved change), and nothing else', () => {
    const bank = sectionSnapshot('VALIDATED', inputs[1] as SectionInput);
    const replace = { type: 'section.replace', actor: staff } as const;
    expect(whyNotSection(bank, replace)).toBeNull();
    expect(nextSection(bank, replace).value).toBe('VALIDATED');
    expect(whyNotSection(bank, { ...replace, actor: owner })).toBe('WRONG_ROLE');
    const personal = sectionSnapshot('VALIDATED', inputs[0] as SectionInput);
    expect(whyNotSection(personal, replace)).toBe('BANK_ONLY');
    const submitted = sectionSnapshot('SUBMITTED', inputs[1] as SectionInput);
    expect(whyNotSection(submitted, replace)).toBe('WRONG_STATE');
  });
});

describe('bank change machine', () => {
  const events: BankChangeEvent[] = [owner, stranger, staff].flatMap((actor) => [
    { type: 'change.amend', actor },
    { type: 'change.approve', actor },
    { type: 'change.refuse', actor, reason: 'Nama berbeda' },
    { type: 'change.refuse', actor, reason: '' },
  ]);
  const input = { ownerId: owner.userId };
  const paths = modelPaths(bankChangeMachine, { input, events });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(bankChangeMachine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  it('is decided by staff only, and a refusal needs a reason', () => {
    for (const path of paths) {
      const end = replay(bankChangeMachine, path, { input });
      const last = path.events.at(-1);
      if (end.value === 'APPROVED')
        expect(last).toMatchObject({ type: 'change.approve', actor: staff });
      if (end.value === 'REFUSED') {
        expect(last).toMatchObject({ type: 'change.refuse', actor: staff, reason: 'Nama berbeda' });
      }
    }
  });
});

describe('applicant rules', () => {
  const complete = {
    kind: 'personal' as const,
    role: 'borrower' as const,
    maritalStatus: 'BELUM_KAWIN',
    surveySubmitted: true,
    sections: {
      personal: 'VALIDATED',
      addressKtp: 'SUBMITTED',
      jobs: 'SUBMITTED',
      familyReference: 'SUBMITTED',
      bank: 'VALIDATED',
      document: 'SUBMITTED',
    } as const,
  };

  it('lets a borrower with submitted data and survey apply, and names what is missing', () => {
    expect(applyRefusal(complete)).toBeNull();
    expect(applyRefusal({ ...complete, surveySubmitted: false })).toEqual({
      code: 'PROFILE_INCOMPLETE',
      missing: ['survey'],
    });
    expect(applyRefusal({ ...complete, maritalStatus: 'KAWIN' })?.missing).toEqual(['spouse']);
    expect(
      applyRefusal({ ...complete, sections: { ...complete.sections, document: 'FILLED' } })
        ?.missing,
    ).toEqual(['document']);
    expect(
      applyRefusal({ ...complete, sections: { ...complete.sections, bank: 'REJECTED' } })?.missing,
    ).toEqual(['bank']);
    expect(applyRefusal({ ...complete, role: 'lender' })?.code).toBe('WRONG_ROLE');
    const refusal = applyRefusal({ ...complete, sections: {}, surveySubmitted: false });
    expect(refusal && applicantRefusalText(refusal, 'id')).toBe(
      'Lengkapi dan kirim data Anda sebelum mengajukan pinjaman: data pribadi, alamat KTP, data ' +
        'pekerjaan, referensi keluarga tidak serumah, data bank, dokumen, survei psikometri. ' +
        'Lengkapi di halaman Profil (/profile) dan halaman Survei (/survey).',
    );
  });

  it('asks for the spouse or family reference, and for bank data before cash-out', () => {
    const { familyReference: _, ...withoutReference } = complete.sections;
    const refusal = submitRefusal({ ...complete, sections: withoutReference });
    expect(refusal).toEqual({ code: 'RELATION_MISSING', missing: ['familyReference'] });
    expect(refusal && applicantRefusalText(refusal, 'en')).toBe(
      'Complete spouse or family-reference data first',
    );
    expect(cashOutRefusal({ sections: { bank: 'SUBMITTED' } })?.code).toBe('BANK_DATA_MISSING');
    expect(cashOutRefusal({ sections: { bank: 'VALIDATED' } })).toBeNull();
  });
});

describe('profile field rules', () => {
  it('reads DD-MM-YYYY dates and compares names ignoring case and extra spaces', () => {
    expect(isoFromDmy('29-02-2024')).toBe('2024-02-29');
    expect(isoFromDmy('29-02-2023')).toBeNull();
    expect(isoFromDmy('2024-02-29')).toBeNull();
    expect(nameMatchesIdCard(' Budi  Santoso ', 'Budi Santoso')).toBe(true);
    // Banks print names in capitals (issue 14): case does not matter, letters do.
    expect(nameMatchesIdCard('BUDI SANTOSO', 'Budi Santoso')).toBe(true);
    expect(nameMatchesIdCard('Budi Santosa', 'Budi Santoso')).toBe(false);
  });

  it('speaks Indonesian and English with the same rules', () => {
    const bad = { bankcode: '014', accountname: 'Bu', accountnumber: '12a', branch: '' };
    const issues = (language: 'id' | 'en') =>
      profileSchemas(language)
        .bank.safeParse(bad)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues('id')).toEqual([
      ['accountname', 'Nama rekening harus 3 sampai 30 karakter'],
      ['accountnumber', 'Nomor rekening harus 3 sampai 20 digit angka'],
      ['branch', 'wajib diisi'],
    ]);
    expect(issues('en')?.map(([field]) => field)).toEqual([
      'accountname',
      'accountnumber',
      'branch',
    ]);
  });
});

describe("the NIK's birth digits", () => {
  it("reads DDMMYY from digits 7 to 12, a woman's day plus 40", () => {
    expect(nikBirthProblem('3171011708850001', '17-08-1985', 'MALE')).toBeNull();
    expect(nikBirthProblem('3171015708850001', '17-08-1985', 'FEMALE')).toBeNull();
    expect(nikBirthProblem('3171015708850001', '17-08-1985', 'MALE')).toBe('NIK_GENDER_MISMATCH');
    expect(nikBirthProblem('3171011708850001', '17-08-1985', 'FEMALE')).toBe('NIK_GENDER_MISMATCH');
    // A day, a month or a year that is not the one given; two digits swapped.
    for (const nik of [
      '3171011808850001',
      '3171011709850001',
      '3171011708860001',
      '3171017108850001',
    ]) {
      expect(nikBirthProblem(nik, '17-08-1985', 'MALE')).toBe('NIK_BIRTH_DATE_MISMATCH');
    }
    // A century apart reads the same two digits: the NIK cannot tell 1925 from 2025.
    expect(nikBirthProblem('3171010101250001', '01-01-1925', undefined)).toBeNull();
    // Nothing to say until both are well formed.
    expect(nikBirthProblem('31710117088500', '17-08-1985', 'MALE')).toBeNull();
    expect(nikBirthProblem('3171011708850001', '1985-08-17', 'MALE')).toBeNull();
  });

  it('puts the problem beside the field to change, in both languages', () => {
    const personal = {
      fullname: 'Budi Santoso',
      mothername: 'Sri Wahyuningsih',
      gender: 'FEMALE',
      birthplace: 'Jakarta',
      birthdate: '17-08-1985',
      ktpnumber: '3171011708850001',
      ktpexpirydate: 'SEUMUR HIDUP',
      ktpcity: 'Jakarta Pusat',
      religion: 'ISLAM',
      maritalstatus: 'KAWIN',
      education: 'S1',
    };
    const issues = (language: 'id' | 'en', data: Record<string, string>) =>
      profileSchemas(language, { today: '2026-12-07' })
        .personal.safeParse(data)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues('id', personal)).toEqual([
      [
        'gender',
        'Jenis kelamin tidak sesuai dengan NIK (pada NIK perempuan, tanggal lahir ditambah 40)',
      ],
    ]);
    expect(issues('en', { ...personal, gender: 'MALE', birthdate: '18-08-1985' })).toEqual([
      [
        'ktpnumber',
        'The birth date in the NIK (digits 7 to 12) does not match the birth date entered',
      ],
    ]);
    expect(issues('en', { ...personal, gender: 'MALE' })).toBeUndefined();
    // A birth date wrong in itself is said on its own; the NIK is compared with an acceptable one.
    expect(issues('en', { ...personal, gender: 'MALE', birthdate: '17-08-2027' })).toEqual([
      ['birthdate', 'The birth date cannot be in the future'],
    ]);
  });
});

describe('names and places', () => {
  it("takes a person's name as ID cards print them, and nothing that is no one's name", () => {
    for (const name of [
      'Dewi Lestari',
      "Nur'aini",
      'Siti-Rahma Putri',
      'Muh. Ali Akbar',
      'Budi Santoso, S.E.',
      'Ni Luh Ayu',
      'Nguyễn Văn An',
      'محمد علي',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
    for (const name of ['12345 !!!', '@@@@@@', 'Dewi 2', 'Budi_Santoso', 'A. .', '<b>Dewi</b>']) {
      expect(isPersonName(name), name).toBe(false);
    }
    expect(isPlaceName('Bandung')).toBe(true);
    expect(isPlaceName('1')).toBe(false);
  });
});
