// Demo data for the embedded mode: the five demo accounts, the products of spec §1, developers
// and a few loans in different stages. Idempotent: runs once per database, guarded by a marker.

import { randomUUID } from 'node:crypto';
import type { LoanEventData, OfferTerms } from '../../machines/loan/loan.types.ts';
import type { RiskRating } from '../../machines/shared/risk-rating.ts';
import type { Role, Viewer } from '../accounts/tokens.ts';
import { insertUser } from '../accounts/users.ts';
import type { FileStorage } from '../files/storage.ts';
import { storeUpload } from '../files/upload.ts';
import { declareYearlyIncome } from '../funding/declare-income.ts';
import { openFunding } from '../funding/funding-windows.ts';
import { acceptOffer } from '../loans/accept-offer.ts';
import { applyLoanEvent } from '../loans/apply-loan-event.ts';
import { createLoan } from '../loans/create-loan.ts';
import {
  type BailInput,
  type BorrowerInfoInput,
  saveBailPhotos,
  submitLoan,
  updateBail,
  updateBorrowerInfo,
} from '../loans/loan-application.ts';
import { setOffer } from '../loans/set-offer.ts';
import { seedDemoProfile } from '../profiles/demo-profiles.ts';
import { wibDate } from '../reference/wib-date.ts';
import type { Db, Queryable } from './db.ts';
import { demoHouseFront, demoHouseSide } from './demo-images.ts';
import { seedDemoMoney, seedDemoRdl } from './seed-demo-money.ts';
import { seedLenderAgreements } from './seed-through-api.ts';

export const DEMO_PASSWORD = 'Lumbung#2026';

/** The demo lenders who have signed the lender agreement (the others have not yet). */
export const DEMO_SIGNED_LENDERS = ['investor@lumbung.test', 'rdl@lumbung.test'] as const;

export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  fullName: string;
  role: Role;
  isPersonal: boolean;
}> = [
  { email: 'admin@lumbung.test', fullName: 'Staf Lumbung', role: 'admin', isPersonal: true },
  // A second staff member: director approval must come from someone other than the credit approver.
  {
    email: 'director@lumbung.test',
    fullName: 'Direktur Lumbung',
    role: 'admin',
    isPersonal: true,
  },
  { email: 'borrower@lumbung.test', fullName: 'Budi Santoso', role: 'borrower', isPersonal: true },
  {
    email: 'borrower.company@lumbung.test',
    fullName: 'PT Sinar Jaya Abadi',
    role: 'borrower',
    isPersonal: false,
  },
  // Two applicants whose every section waits for staff validation (demo-profiles.ts).
  { email: 'applicant@lumbung.test', fullName: 'Andi Wijaya', role: 'borrower', isPersonal: true },
  {
    email: 'applicant.company@lumbung.test',
    fullName: 'PT Karya Mandiri Sejahtera',
    role: 'borrower',
    isPersonal: false,
  },
  { email: 'lender@lumbung.test', fullName: 'Siti Rahmawati', role: 'lender', isPersonal: true },
  {
    email: 'lender.company@lumbung.test',
    fullName: 'CV Modal Nusantara',
    role: 'lender',
    isPersonal: false,
  },
  // A lender whose VA is approved, with top-ups and a withdrawal behind her (seed-demo-money.ts).
  { email: 'investor@lumbung.test', fullName: 'Dewi Lestari', role: 'lender', isPersonal: true },
  // A lender whose RDL at the built-in bank is approved, with a deposit (seed-demo-money.ts).
  { email: 'rdl@lumbung.test', fullName: 'Rina Wulandari', role: 'lender', isPersonal: true },
];

export const DEMO_PRODUCTS = [
  ['PF', 'Pembiayaan Proyek', '2500000.00', '12.00', '18.00', 'INSTALLMENT', false, false],
  ['CTO', 'Take Over Kredit', '2000000.00', '11.00', '16.00', 'INSTALLMENT', false, false],
  ['SCF', 'Supply Chain Financing', '1500000.00', '10.00', '15.00', 'CASH', false, false],
  ['KPR', 'Pembiayaan Properti (KPR)', '3000000.00', '9.00', '13.00', 'INSTALLMENT', true, false],
  ['FLOW', 'Pembiayaan Flow', '1000000.00', '13.00', '20.00', 'BALLOON', false, true],
] as const;

/** The demo products' English names (issue 14: product names in both languages). */
const DEMO_PRODUCT_NAMES_EN: Record<(typeof DEMO_PRODUCTS)[number][0], string> = {
  PF: 'Project financing',
  CTO: 'Credit take-over',
  SCF: 'Supply chain financing',
  KPR: 'Property financing (KPR)',
  FLOW: 'Flow financing',
};

const DEVELOPERS = ['PT Graha Properti Nusantara', 'PT Bumi Hijau Residence'];

export type DemoLoan = {
  product: string;
  borrower: string;
  value: string;
  purpose: string;
  /**
   * Events after creation, each sent by the API's own path, as a person would; 'submit' fills
   * in the borrower data and the collateral first, as the form does.
   */
  events: Array<{
    by: 'borrower' | 'admin' | 'director';
    event: LoanEventData | 'submit' | 'accept' | 'openFunding';
    reason?: string;
  }>;
};

/**
 * A loan taken through review and the offer, accepted by its borrower and opened for funding by
 * staff: the marketplace's demo loans (issue 17), each with its risk rating and an interest inside
 * the rating's band of its product (machines/shared/risk-rating.ts).
 */
export function offeredLoan(
  product: string,
  borrower: string,
  value: string,
  purpose: string,
  riskRating: RiskRating,
  terms: {
    interest: string;
    periodDays: number;
    paymentType: OfferTerms['paymentType'];
    /** Rupiah; within OJK's cap on the economic benefit per day with the interest. */
    adminFee?: string;
  },
): DemoLoan {
  return {
    product,
    borrower,
    value,
    purpose,
    events: [
      { by: 'borrower', event: 'submit' },
      { by: 'admin', event: { type: 'bail.approve' } },
      { by: 'admin', event: { type: 'loan.approveCredit', riskRating } },
      { by: 'director', event: { type: 'loan.approveDirector' } },
      {
        by: 'admin',
        event: {
          type: 'offer.set',
          terms: {
            interestPercent: terms.interest,
            periodDays: terms.periodDays,
            adminFee: terms.adminFee ?? '1500000.00',
            paymentType: terms.paymentType,
            // Filled in from the seed's day: the window opens now and stays open three weeks.
            fundingStart: '',
            fundingEnd: '',
          },
          // Read again by setOffer in the offer's transaction (api/loans/borrower-exposure.ts).
          exposure: { otherOutstanding: '0', twp90MonthEnds: [] },
        },
      },
      { by: 'admin', event: { type: 'loan.approve' } },
      { by: 'borrower', event: 'accept' },
      { by: 'admin', event: 'openFunding' },
    ],
  };
}

const DEMO_LOANS: DemoLoan[] = [
  {
    product: 'PF',
    borrower: 'borrower@lumbung.test',
    value: '250000000.00',
    purpose: 'Modal kerja proyek perumahan',
    events: [],
  },
  {
    product: 'SCF',
    borrower: 'borrower@lumbung.test',
    value: '75000000.00',
    purpose: 'Pembelian bahan baku',
    events: [{ by: 'borrower', event: 'submit' }],
  },
  {
    product: 'KPR',
    borrower: 'borrower.company@lumbung.test',
    value: '1500000000.00',
    purpose: 'Pembelian ruko kantor',
    events: [
      { by: 'borrower', event: 'submit' },
      { by: 'admin', event: { type: 'bail.approve' } },
    ],
  },
  {
    product: 'CTO',
    borrower: 'borrower.company@lumbung.test',
    value: '500000000.00',
    purpose: 'Take over kredit bank',
    events: [
      { by: 'borrower', event: 'submit' },
      {
        by: 'admin',
        event: { type: 'loan.reject', reason: 'Sertifikat jaminan tidak terbaca' },
        reason: 'Sertifikat jaminan tidak terbaca',
      },
    ],
  },
  // The marketplace: three loans open for funding, grades A, C and D.
  offeredLoan('KPR', 'borrower@lumbung.test', '350000000.00', 'Renovasi rumah tinggal', 'LOW', {
    interest: '9.50',
    periodDays: 720,
    paymentType: 'INSTALLMENT',
  }),
  offeredLoan(
    'PF',
    'borrower.company@lumbung.test',
    '120000000.00',
    'Modal kerja proyek gudang',
    'MEDIUM',
    { interest: '15.00', periodDays: 360, paymentType: 'INSTALLMENT' },
  ),
  offeredLoan(
    'SCF',
    'borrower.company@lumbung.test',
    '45000000.00',
    'Pembelian stok semen',
    'MEDIUM_TO_HIGH',
    // Rp 750.000 keeps it at 0.056% a day, under OJK's 0.067% for productive funding.
    { interest: '13.50', periodDays: 90, paymentType: 'CASH', adminFee: '750000.00' },
  ),
];

/** A one-page PDF: the demo collateral certificate. */
const DEMO_CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The demo borrowers' data: complete, so that their applications can be submitted. */
const DEMO_BORROWER_INFO: Record<string, BorrowerInfoInput> = {
  'borrower@lumbung.test': {
    genfullname: 'Budi Santoso',
    genbirthplace: 'Bandung',
    genbirthdate: '1985-04-12',
    gengender: 'MALE',
    gennationality: 'WNI',
    numbernpwp: '12.345.678.9-012.000',
    genaddress: 'Jl. Merdeka No. 10, Bandung',
  },
  'borrower.company@lumbung.test': {
    gencompanyname: 'PT Sinar Jaya Abadi',
    gencompanydescription: 'Distributor bahan bangunan di Jawa Barat',
    genaddress: 'Jl. Asia Afrika No. 8, Bandung',
  },
};

function demoBail(value: string, certificate: string): BailInput {
  // Valued at twice the loan: the collateral must cover at least the application value.
  const estimated = (BigInt(value.split('.')[0] ?? '0') * 2n).toString();
  return {
    bailtype: 'RUMAH_TINGGAL',
    bailcertificatetype: 'SHM',
    bailcertificatenumber: '10.01.02.03.1.00456',
    bailcertificatefile: certificate,
    bailcertificate: null,
    bailestimatedvalue: `${estimated}.00`,
    pbbdocumentfile: null,
    imbdocumentfile: null,
    bailsurfacearea: '120.00',
    bailbuildingarea: '90.00',
    bailaddress: 'Jl. Melati No. 5',
    bailregion: 'Cihapit',
    baildistrict: 'Bandung Wetan',
    bailcity: 'Kota Bandung',
    bailprovince: 'Jawa Barat',
    bailpostcode: '40114',
    bailcountry: 'INDONESIA',
    insurance: true,
    otherDocumentFiles: [],
  };
}

/** Fills in a demo loan's borrower data and collateral, then submits it (form steps 2–4). */
async function submitDemoLoan(
  db: Db,
  loanId: number,
  borrower: Viewer,
  email: string,
  value: string,
  now: Date,
  storage: FileStorage | undefined,
): Promise<void> {
  await updateBorrowerInfo(db, loanId, borrower, DEMO_BORROWER_INFO[email] ?? {});
  const certificate = storage
    ? (
        await storeUpload({ db, storage }, borrower, {
          bytes: DEMO_CERTIFICATE,
          originalName: 'sertifikat.pdf',
          kind: 'document',
          limit: '5mb',
        })
      ).path
    : await demoFileRow(db, borrower);
  await updateBail(db, loanId, borrower, demoBail(value, certificate));
  // Two photos of the collateral, as the form's photo step saves them (issue 15: staff see them).
  if (storage) {
    const photos: string[] = [];
    for (const [bytes, originalName] of [
      [demoHouseFront(), 'tampak-depan.png'],
      [demoHouseSide(), 'tampak-samping.png'],
    ] as const) {
      const stored = await storeUpload({ db, storage }, borrower, {
        bytes,
        originalName,
        kind: 'image',
        limit: '5mb',
      });
      photos.push(stored.path);
    }
    await saveBailPhotos(db, loanId, borrower, photos);
  }
  await submitLoan(db, loanId, borrower, now);
}

/** Without storage (a bare database seed) the certificate is recorded, not stored. */
async function demoFileRow(db: Db, borrower: Viewer): Promise<string> {
  const name = `${randomUUID()}.pdf`;
  await db.query(
    `INSERT INTO files (name, owner_id, content_type, size_bytes, original_name)
     VALUES ($1, $2, 'application/pdf', $3, 'sertifikat.pdf')`,
    [name, borrower.userId, DEMO_CERTIFICATE.length],
  );
  return `/file/${name}`;
}

/** Whether the demo has been seeded whole (its mark, written by seedDemo's last step). */
export async function demoSeeded(db: Queryable): Promise<boolean> {
  await db.exec('CREATE TABLE IF NOT EXISTS demo_seed (seeded_at timestamptz NOT NULL)');
  const [done] = await db.query('SELECT 1 FROM demo_seed');
  return done !== undefined;
}

export async function seedDemo(db: Db, now: Date, storage: FileStorage): Promise<boolean> {
  if (await demoSeeded(db)) return false;

  const viewers = new Map<string, Viewer>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await insertUser(db, { ...account, password: DEMO_PASSWORD, active: true });
    viewers.set(account.email, {
      userId: user.id,
      role: account.role,
      isPersonal: account.isPersonal,
    });
  }
  for (const [code, name, fee, low, high, type, isProperty, isFlow] of DEMO_PRODUCTS) {
    await db.query(
      `INSERT INTO products (code, product_name, admin_fee, low_risk_interest, high_risk_interest,
         type_payment, is_property, is_flow) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [code, name, fee, low, high, type, isProperty, isFlow],
    );
  }
  for (const [code, nameEn] of Object.entries(DEMO_PRODUCT_NAMES_EN)) {
    await db.query('UPDATE products SET product_name_en = $2 WHERE code = $1', [code, nameEn]);
  }
  // A home loan (KPR) is a person's own spending: consumptive funding in OJK's terms; the other
  // products finance a business (productive, the column's default).
  await db.query(`UPDATE products SET purpose = 'CONSUMPTIVE' WHERE code = 'KPR'`);
  for (const name of DEVELOPERS) {
    await db.query('INSERT INTO developers (developer_name) VALUES ($1)', [name]);
  }

  // Complete, validated data and a submitted survey: the demo borrowers may apply at once; the
  // two applicants' data waits for staff.
  const admin = viewers.get('admin@lumbung.test');
  if (!admin) throw new Error('demo data is incomplete');
  for (const account of DEMO_ACCOUNTS) {
    const viewer = viewers.get(account.email);
    if (!viewer || account.role === 'admin') continue;
    await seedDemoProfile({ db, storage }, viewer, account.email, account.fullName, admin, now);
  }
  await seedDemoLoans(db, DEMO_LOANS, viewers, now, storage);
  const investor = viewers.get('investor@lumbung.test');
  if (investor) await seedDemoMoney(db, investor.userId, now);
  // OJK's lender categories (issue 21): the investor declared Rp 900 million a year (a
  // professional lender: 20%, Rp 180 million); the RDL lender Rp 300 million (non-professional:
  // 10%, Rp 30 million). lender@ has declared nothing: the marketplace asks them to.
  for (const [email, yearly] of [
    ['investor@lumbung.test', '900000000'],
    ['rdl@lumbung.test', '300000000'],
  ] as const) {
    const lender = viewers.get(email);
    if (lender) await declareYearlyIncome(db, lender, yearly, now);
  }
  const rdlLender = viewers.get('rdl@lumbung.test');
  if (rdlLender) await seedDemoRdl(db, rdlLender.userId, now);
  // The two lenders ready to fund signed the lender agreement (POJK 10/2022); lender@ and
  // lender.company@ have not yet: funding asks them to, on /signature.
  await seedLenderAgreements(
    { db, storage, now },
    DEMO_SIGNED_LENDERS.map((email) => ({ email, password: DEMO_PASSWORD })),
  );
  await db.query('INSERT INTO demo_seed (seeded_at) VALUES ($1)', [now]);
  return true;
}

/** The demo accounts as the API knows who asks, by e-mail. */
export async function demoViewers(db: Db): Promise<Map<string, Viewer>> {
  const rows = await db.query<{ id: string; email: string; role: Role; is_personal: boolean }>(
    'SELECT id::text AS id, email, role, is_personal FROM users WHERE email = ANY($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  return new Map(
    rows.map((r) => [r.email, { userId: r.id, role: r.role, isPersonal: r.is_personal }]),
  );
}

/**
 * Creates each demo loan on `now`'s day and sends its events by the API's own domain paths, as
 * people would; an offer's funding window opens that day and stays open three weeks. Answers
 * the loans' ids, in order.
 */
export async function seedDemoLoans(
  db: Db,
  loans: readonly DemoLoan[],
  viewers: ReadonlyMap<string, Viewer>,
  now: Date,
  storage: FileStorage,
): Promise<number[]> {
  const admin = viewers.get('admin@lumbung.test');
  const director = viewers.get('director@lumbung.test');
  if (!admin || !director) throw new Error('demo data is incomplete');
  const today = wibDate(now);
  const threeWeeks = wibDate(new Date(now.getTime() + 21 * 86_400_000));
  const required = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (const demo of loans) {
    const borrower = viewers.get(demo.borrower);
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [
      demo.product,
    ]);
    if (!borrower || !product) throw new Error('demo data is incomplete');
    const loan = await createLoan(
      db,
      borrower,
      {
        productId: product.id,
        applicationValue: demo.value,
        requiredDate: required,
        purpose: demo.purpose,
      },
      now,
    );
    ids.push(loan.id);
    for (const step of demo.events) {
      const viewer = step.by === 'admin' ? admin : step.by === 'director' ? director : borrower;
      const { event } = step;
      if (event === 'submit') {
        await submitDemoLoan(db, loan.id, borrower, demo.borrower, demo.value, now, storage);
        continue;
      }
      if (event === 'accept') {
        await acceptOffer(db, loan.id, borrower, true, now);
        continue;
      }
      if (event === 'openFunding') {
        await db.tx((q) => openFunding(q, loan.id, admin, today));
        continue;
      }
      if (event.type === 'offer.set') {
        const terms = { ...event.terms, fundingStart: today, fundingEnd: threeWeeks };
        await setOffer(db, loan.id, viewer, terms, now);
        continue;
      }
      await applyLoanEvent(db, loan.id, viewer, () => event, { reason: step.reason });
    }
  }
  return ids;
}
