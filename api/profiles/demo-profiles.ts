// Complete, validated data and a submitted survey for the demo borrowers and lenders, entered
// by the same paths a person and staff use (save, agreement request, validation), so that the
// demo borrowers may apply for loans at once. Two more applicants, a person and a company, have
// filled in every section and sent it to staff, who have not decided yet: the validation queue
// has someone to review.
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { storeUpload } from '../files/upload.ts';
import { DEMO_DOCUMENT, DEMO_ID_CARD, DEMO_SIGNATURE } from './demo-scans.ts';
import { decideSection, requestAgreement, type SectionData, saveSection } from './profile.ts';
import { submitSurvey } from './psychometry.ts';

/** Gambir, Jakarta Pusat, DKI Jakarta (idn-area-data codes). */
const JAKARTA_ADDRESS = {
  address: 'Jl. Medan Merdeka Barat No. 12, RT 001/RW 002',
  province: '31',
  city: '31.71',
  district: '31.71.01',
  village: '31.71.01.1001',
  postalcode: '10110',
};

/** Kebon Kelapa, Gambir: the waiting applicant's mailing address differs from the KTP's. */
export const MAILING_ADDRESS = {
  address: 'Jl. Kebon Sirih No. 7, RT 003/RW 004',
  province: '31',
  city: '31.71',
  district: '31.71.01',
  village: '31.71.01.1002',
  postalcode: '10150',
};

type Person = {
  fullname: string;
  /** Digits 7 to 12 are the birth date (DDMMYY, a woman's day plus 40): nikBirthProblem. */
  nik: string;
  birthdate: string;
  married: boolean;
  gender: 'MALE' | 'FEMALE';
  /** Every section filled in and sent to staff, not yet decided (the validation queue's demo). */
  waiting?: true;
};

const PEOPLE: Record<string, Person> = {
  'borrower@lumbung.test': {
    fullname: 'Budi Santoso',
    nik: '3171011708850001',
    birthdate: '17-08-1985',
    married: false,
    gender: 'MALE',
  },
  'lender@lumbung.test': {
    fullname: 'Siti Rahmawati',
    nik: '3171015204880002',
    birthdate: '12-04-1988',
    married: true,
    gender: 'FEMALE',
  },
  'investor@lumbung.test': {
    fullname: 'Dewi Lestari',
    nik: '3171014506900003',
    birthdate: '05-06-1990',
    married: false,
    gender: 'FEMALE',
  },
  // The RDL lender: her data validated, as the bank's RDL registration and a funding need it.
  'rdl@lumbung.test': {
    fullname: 'Rina Wulandari',
    nik: '3171015503920004',
    birthdate: '15-03-1992',
    married: false,
    gender: 'FEMALE',
  },
  'applicant@lumbung.test': {
    fullname: 'Andi Wijaya',
    nik: '3171010203870005',
    birthdate: '02-03-1987',
    married: true,
    gender: 'MALE',
    waiting: true,
  },
};

type Company = { nib: string; npwp: string; waiting?: true };

const COMPANIES: Record<string, Company> = {
  'borrower.company@lumbung.test': { nib: '9120001234567', npwp: '012345678901000' },
  'lender.company@lumbung.test': { nib: '9120007654321', npwp: '023456789012000' },
  'applicant.company@lumbung.test': {
    nib: '9120005551234',
    npwp: '034567890123000',
    waiting: true,
  },
};

async function upload(
  deps: { db: Db; storage: FileStorage },
  viewer: Viewer,
  name: string,
  bytes: Buffer = DEMO_DOCUMENT,
) {
  const stored = await storeUpload(deps, viewer, {
    bytes,
    originalName: name,
    kind: 'document',
    limit: '5mb',
  });
  return stored.path;
}

type Sections = Array<[Parameters<typeof saveSection>[2], SectionData]>;

const SPOUSE = {
  fullname: 'Hendra Wijaya',
  ktpnumber: '3171012003830003',
  phone: '081298765432',
  job: 'PRIVATE_EMPLOYEE',
};

const FAMILY_REFERENCE = {
  fullname: 'Agus Santoso',
  relationship: 'SIBLING',
  phone: '081234567890',
  address: 'Jl. Kenanga No. 5, Bandung',
};

/**
 * A person's sections: the required ones, or — for a waiting applicant — every one there is,
 * the optional fields too, so staff see a whole profile.
 */
function personalSections(person: Person, files: Record<string, string>): Sections {
  const all = person.waiting === true;
  const sections: Sections = [
    [
      'personal',
      {
        fullname: person.fullname,
        mothername: 'Sri Wahyuningsih',
        gender: person.gender,
        birthplace: 'Jakarta',
        birthdate: person.birthdate,
        ktpnumber: person.nik,
        ktpexpirydate: 'SEUMUR HIDUP',
        ktpcity: 'Jakarta Pusat',
        // Since 2024 a person's NPWP is their NIK (PMK 112/2022).
        npwpnumber: person.nik,
        religion: 'ISLAM',
        maritalstatus: person.married ? 'KAWIN' : 'BELUM_KAWIN',
        education: 'S1',
      },
    ],
    ['addressKtp', JAKARTA_ADDRESS],
  ];
  if (all) sections.push(['addressMailing', MAILING_ADDRESS]);
  sections.push([
    'jobs',
    {
      job: 'ENTREPRENEUR',
      position: 'Pemilik',
      division: 'Manajemen',
      experienceyears: 10,
      income: '10M_25M',
      fundsource: 'BUSINESS',
    },
  ]);
  if (person.married || all) sections.push(['spouse', SPOUSE]);
  if (!person.married || all) sections.push(['familyReference', FAMILY_REFERENCE]);
  sections.push([
    'bank',
    {
      bankcode: all ? '014' : '009',
      accountname: person.fullname,
      accountnumber: '0123456789',
      branch: 'KCU Jakarta Pusat',
    },
  ]);
  sections.push([
    'document',
    all
      ? { ktpfile: files.ktp ?? '', npwpfile: files.npwp ?? '', selfiefile: files.selfie ?? '' }
      : { ktpfile: files.ktp ?? '' },
  ]);
  if (all) sections.push(['signature', { signaturefile: files.signature ?? '' }]);
  return sections;
}

function companySections(name: string, company: Company, files: Record<string, string>): Sections {
  const all = company.waiting === true;
  const sections: Sections = [
    [
      'company',
      {
        companyname: name,
        companytype: name.startsWith('CV') ? 'CV' : 'PT',
        description: 'Perdagangan dan distribusi bahan bangunan',
        nib: company.nib,
        deednumber: 'AHU-0012345.AH.01.01',
        ...(all ? { deedchangenumber: 'AHU-0045678.AH.01.02' } : {}),
        licensenumber: '503/1234/SIUP/2019',
        npwpnumber: company.npwp,
        representativename: 'Rudi Hartono',
        representativektp: '3171010101800004',
        representativeposition: 'Direktur Utama',
        representativephone: '0215551234',
      },
    ],
    ['companyAddress', JAKARTA_ADDRESS],
    [
      'bank',
      {
        bankcode: all ? '008' : '009',
        accountname: name,
        accountnumber: '9876543210',
        branch: 'KCU Jakarta Kota',
      },
    ],
    [
      'document',
      {
        nibfile: files.nib ?? '',
        deedfile: files.deed ?? '',
        npwpfile: files.npwp ?? '',
        representativektpfile: files.ktp ?? '',
      },
    ],
  ];
  if (all) sections.push(['signature', { signaturefile: files.signature ?? '' }]);
  return sections;
}

export async function seedDemoProfile(
  deps: { db: Db; storage: FileStorage },
  viewer: Viewer,
  email: string,
  fullName: string,
  staff: Viewer,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const person = PEOPLE[email];
  const company = COMPANIES[email];
  const signature = async () => upload(deps, viewer, 'tanda-tangan.png', DEMO_SIGNATURE);
  let sections: Sections;
  let waiting: boolean;
  if (person) {
    waiting = person.waiting === true;
    const files: Record<string, string> = {
      ktp: await upload(deps, viewer, 'ktp.png', DEMO_ID_CARD),
    };
    if (waiting) {
      files.npwp = await upload(deps, viewer, 'npwp.png');
      files.selfie = await upload(deps, viewer, 'selfie-ktp.png', DEMO_ID_CARD);
      files.signature = await signature();
    }
    sections = personalSections(person, files);
  } else if (company) {
    waiting = company.waiting === true;
    const files: Record<string, string> = {
      nib: await upload(deps, viewer, 'nib.png'),
      deed: await upload(deps, viewer, 'akta.png'),
      npwp: await upload(deps, viewer, 'npwp.png'),
      ktp: await upload(deps, viewer, 'ktp-direktur.png', DEMO_ID_CARD),
    };
    if (waiting) files.signature = await signature();
    sections = companySections(fullName, company, files);
  } else {
    return;
  }
  for (const [section, data] of sections) await saveSection(db, viewer, section, data, now);
  await requestAgreement(db, viewer, now);
  if (!waiting) {
    for (const [section] of sections) {
      await decideSection(db, staff, viewer.userId, section, { validate: true }, now);
    }
  }
  await submitSurvey(
    db,
    viewer,
    { fatca: Array.from({ length: 11 }, () => false), risk: [1, 1, 2, 2, 1, 1] },
    now,
  );
}
