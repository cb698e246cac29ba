// The loan's fact sheet (issue 17): a real PDF (pdfkit) a lender downloads before funding —
// product, grade, amount, interest, term, payment type, collateral summary, funding window and
// progress, and the risk statement OJK requires P2P lending platforms to show (POJK 10/2022: the
// lender bears the credit risk; the platform is not a bank and the funds are not guaranteed by
// LPS) — in the chosen language.

import PDFDocument from 'pdfkit';
import { fundingDaysOf } from '../../machines/loan/loan.selectors.ts';
import type { Language } from '../../machines/shared/i18n-text.ts';
import { rupiahText, toSen } from '../../machines/shared/money.ts';
import { enumerations } from '../reference/enumerations.ts';
import { wibDate } from '../reference/wib-date.ts';
import type { lenderLoanView } from './marketplace.ts';
import { RISK_STATEMENT, RISK_STATEMENT_TITLE } from './risk-statement.ts';

type LenderLoan = ReturnType<typeof lenderLoanView>;

const WORDS = {
  id: {
    title: 'Ringkasan Informasi Pinjaman',
    loan: 'Pinjaman',
    product: 'Produk',
    borrower: 'Peminjam (alias)',
    personal: 'perorangan',
    company: 'badan usaha',
    purpose: 'Tujuan',
    grade: 'Grade risiko',
    unrated: 'belum dinilai',
    amount: 'Nilai pinjaman',
    interest: 'Bunga per tahun',
    term: 'Jangka waktu',
    months: (m: number, d: number) => (d > 0 ? `${m} bulan ${d} hari` : `${m} bulan`),
    payment: 'Cara pembayaran',
    funding: 'Pendanaan',
    window: 'Masa pendanaan',
    collected: 'Dana terkumpul',
    minimum: 'Pendanaan minimum',
    collateral: 'Jaminan',
    collateralType: 'Jenis',
    certificate: 'Sertifikat',
    value: 'Nilai taksiran',
    land: 'Luas tanah / bangunan',
    place: 'Lokasi',
    insured: 'Asuransi',
    yes: 'ya',
    no: 'tidak',
    printed: 'Dicetak',
  },
  en: {
    title: 'Loan fact sheet',
    loan: 'Loan',
    product: 'Product',
    borrower: 'Borrower (alias)',
    personal: 'individual',
    company: 'company',
    purpose: 'Purpose',
    grade: 'Risk grade',
    unrated: 'not rated',
    amount: 'Loan amount',
    interest: 'Interest a year',
    term: 'Term',
    months: (m: number, d: number) => (d > 0 ? `${m} months ${d} days` : `${m} months`),
    payment: 'Payment type',
    funding: 'Funding',
    window: 'Funding window',
    collected: 'Funds collected',
    minimum: 'Minimum funding',
    collateral: 'Collateral',
    collateralType: 'Type',
    certificate: 'Certificate',
    value: 'Estimated value',
    land: 'Land / building area',
    place: 'Location',
    insured: 'Insured',
    yes: 'yes',
    no: 'no',
    printed: 'Printed',
  },
} as const;

const ddmmyyyy = (day: string | null) =>
  day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '-';
const labelOf = (list: keyof typeof enumerations, code: string | null, language: Language) =>
  code ? (enumerations[list].find((o) => o.code === code)?.label[language] ?? code) : '-';
const money = (value: string | null) => (value ? rupiahText(toSen(value)) : '-');

export function renderFactSheet(
  loan: LenderLoan,
  language: Language,
  printedAt: Date,
): Promise<Buffer> {
  const words = WORDS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${words.title} #${loan.id}`, Author: 'Lumbung' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text);
    doc.moveDown(0.2).font('Helvetica').fontSize(10);
  };
  const fact = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  const days = loan.timeperiod ?? 0;
  const productName = language === 'id' ? loan.productname : loan.productnameen;

  doc.font('Helvetica-Bold').fontSize(18).text(`Lumbung — ${words.title}`);
  doc.font('Helvetica').fontSize(11).text(`${words.loan} #${loan.id} · ${productName}`);

  heading(words.loan);
  fact(
    words.borrower,
    `${loan.borroweralias} (${loan.borrowerispersonal ? words.personal : words.company})`,
  );
  fact(words.purpose, loan.genpurpose);
  fact(words.grade, loan.grade ?? words.unrated);
  fact(words.amount, money(loan.fundingtarget));
  fact(words.interest, loan.funappinterestpercentage ? `${loan.funappinterestpercentage}%` : '-');
  fact(words.term, words.months(Math.floor(days / 30), days % 30));
  fact(words.payment, labelOf('paymentTypes', loan.typepayment, language));

  heading(words.funding);
  // The days funding runs: from the day it opened when staff opened it before the offer's start.
  const window = fundingDaysOf(
    { fundingOpenedOn: loan.fundingopenedon },
    { start: loan.funappcfstarttime, end: loan.funappcfendtime },
  );
  fact(words.window, `${ddmmyyyy(window.start)} – ${ddmmyyyy(window.end)}`);
  fact(
    words.collected,
    `${money(loan.fundscollected)} / ${money(loan.fundingtarget)} (${loan.fundedpercent}%)`,
  );
  fact(words.minimum, money(loan.minimumfunding));

  const c = loan.collateral;
  heading(words.collateral);
  fact(words.collateralType, labelOf('collateralTypes', c.bailtype, language));
  fact(words.certificate, labelOf('certificateTypes', c.bailcertificatetype, language));
  fact(words.value, money(c.bailestimatedvalue));
  fact(words.land, `${c.bailsurfacearea ?? '-'} m² / ${c.bailbuildingarea ?? '-'} m²`);
  fact(words.place, [c.bailcity, c.bailprovince].filter(Boolean).join(', ') || '-');
  fact(words.insured, c.insurance ? words.yes : words.no);

  heading(RISK_STATEMENT_TITLE[language]);
  for (const line of RISK_STATEMENT) doc.text(`• ${line[language]}`, { paragraphGap: 4 });
  doc
    .moveDown(1)
    .fontSize(8)
    .text(`${words.printed}: ${ddmmyyyy(wibDate(printedAt))}`);
  doc.end();
  return done;
}
