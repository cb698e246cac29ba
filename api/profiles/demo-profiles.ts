// Complete, validated data and a submitted survey for the demo borrowers and lenders, entered
// by the same paths a person and staff use (save, agreement request, validation), so that the
// demo borrowers may apply for loans at once.
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { demoIdCard } from '../db/demo-images.ts';
import type { FileStorage } from '../files/storage.ts';
import { storeUpload } from '../files/upload.ts';
import { decideSection, requestAgreement, type SectionData, saveSection } from './profile.ts';
import { submitSurvey } from './psychometry.ts';

/** An 8 × 5 grey PNG standing in for a scanned document. */
const DEMO_SCAN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAFCAIAAAD38zoCAAAAEUlEQVR4nGM4c/cdVsRABwkAR0BnmThPhr0AAAAASUVORK5CYII=',
  'base64',
);

/** Gambir, Jakarta Pusat, DKI Jakarta (idn-area-data codes). */
const JAKARTA_ADDRESS = {
  address: 'Jl. Medan Merdeka Barat No. 12, RT 001/RW 002',
  province: '31',
  city: '31.71',
  district: '31.71.01',
  village: '31.71.01.1001',
  postalcode: '10110',
};

type Person = {
  fullname: string;
  nik: string;
  married: boolean;
  gender: 'MALE' | 'FEMALE';
};

const PEOPLE: Record<string, Person> = {
  'borrower@lumbung.test': {
    fullname: 'Budi Santoso',
    nik: '3171011708850001',
    married: false,
    gender: 'MALE',
  },
  'lender@lumbung.test': {
    fullname: 'Siti Rahmawati',
    nik: '3171015204880002',
    married: true,
    gender: 'FEMALE',
  },
  'investor@lumbung.test': {
    fullname: 'Dewi Lestari',
    nik: '3171014506900003',
    married: false,
    gender: 'FEMALE',
  },
};

const COMPANIES: Record<string, { nib: string; npwp: string }> = {
  'borrower.company@lumbung.test': { nib: '9120001234567', npwp: '012345678901000' },
  'lender.company@lumbung.test': { nib: '9120007654321', npwp: '023456789012000' },
};

async function upload(
  deps: { db: Db; storage: FileStorage },
  viewer: Viewer,
  name: string,
  bytes: Buffer = DEMO_SCAN,
) {
  const stored = await storeUpload(deps, viewer, {
    bytes,
    originalName: name,
    kind: 'document',
    limit: '5mb',
  });
  return stored.path;
}

function personalSections(person: Person, files: Record<string, string>) {
  const sections: Array<[Parameters<typeof saveSection>[2], SectionData]> = [
    [
      'personal',
      {
        fullname: person.fullname,
        mothername: 'Sri Wahyuningsih',
        gender: person.gender,
        birthplace: 'Jakarta',
        birthdate: '17-08-1985',
        ktpnumber: person.nik,
        ktpexpirydate: '17-08-2030',
        ktpcity: 'Jakarta Pusat',
        npwpnumber: '091234567801000',
        religion: 'ISLAM',
        maritalstatus: person.married ? 'KAWIN' : 'BELUM_KAWIN',
        education: 'S1',
      },
    ],
    ['addressKtp', JAKARTA_ADDRESS],
    [
      'jobs',
      {
        job: 'ENTREPRENEUR',
        position: 'Pemilik',
        division: 'Manajemen',
        experienceyears: 10,
        income: '10M_25M',
        fundsource: 'BUSINESS',
      },
    ],
    person.married
      ? [
          'spouse',
          {
            fullname: 'Hendra Wijaya',
            ktpnumber: '3171012003830003',
            phone: '081298765432',
            job: 'PRIVATE_EMPLOYEE',
          },
        ]
      : [
          'familyReference',
          {
            fullname: 'Agus Santoso',
            relationship: 'SIBLING',
            phone: '081234567890',
            address: 'Jl. Kenanga No. 5, Bandung',
          },
        ],
    [
      'bank',
      {
        bankcode: '009',
        accountname: person.fullname,
        accountnumber: '0123456789',
        branch: 'KCU Jakarta Pusat',
      },
    ],
    ['document', { ktpfile: files.ktp ?? '' }],
  ];
  return sections;
}

function companySections(
  name: string,
  company: { nib: string; npwp: string },
  files: Record<string, string>,
) {
  const sections: Array<[Parameters<typeof saveSection>[2], SectionData]> = [
    [
      'company',
      {
        companyname: name,
        companytype: name.startsWith('CV') ? 'CV' : 'PT',
        description: 'Perdagangan dan distribusi bahan bangunan',
        nib: company.nib,
        deednumber: 'AHU-0012345.AH.01.01',
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
        bankcode: '009',
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
  let sections: Array<[Parameters<typeof saveSection>[2], SectionData]>;
  if (person) {
    // The ID card shows beside the NIK and name on the staff loan screen (issue 15).
    sections = personalSections(person, {
      ktp: await upload(deps, viewer, 'ktp.png', demoIdCard()),
    });
  } else if (company) {
    const files = {
      nib: await upload(deps, viewer, 'nib.png'),
      deed: await upload(deps, viewer, 'akta.png'),
      npwp: await upload(deps, viewer, 'npwp.png'),
      ktp: await upload(deps, viewer, 'ktp-direktur.png', demoIdCard()),
    };
    sections = companySections(fullName, company, files);
  } else {
    return;
  }
  for (const [section, data] of sections) await saveSection(db, viewer, section, data, now);
  await requestAgreement(db, viewer, now);
  for (const [section] of sections) {
    await decideSection(db, staff, viewer.userId, section, { validate: true }, now);
  }
  await submitSurvey(
    db,
    viewer,
    { fatca: Array.from({ length: 11 }, () => false), risk: [1, 1, 2, 2, 1, 1] },
    now,
  );
}
