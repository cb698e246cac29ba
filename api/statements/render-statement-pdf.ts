// The account statement as a real PDF document (pdfkit): the lender's name and account, the
// period, the opening balance, each mutation (date, type, description, debit, credit, balance),
// the totals and the closing balance, in the chosen language, rupiah written as the spec does.

import PDFDocument from 'pdfkit';
import { entryDescriptionText } from '../../machines/ledger/entry-descriptions.ts';
import { entryKindLabels } from '../../machines/ledger/ledger.rules.ts';
import type { Language } from '../../machines/shared/i18n-text.ts';
import { rupiahText } from '../../machines/shared/money.ts';
import type { Mutations } from '../ledger/read-balances.ts';
import { wibDate } from '../reference/wib-date.ts';

export type StatementHeader = {
  holderName: string;
  /** 'VA 9880…' or 'RDL 0123…'; null before a wallet is approved. */
  account: string | null;
  printedAt: Date;
};

const WORDS = {
  id: {
    title: 'Mutasi Rekening',
    holder: 'Nama',
    account: 'Rekening',
    noAccount: 'belum ada',
    period: 'Periode',
    opening: 'Saldo awal',
    closing: 'Saldo akhir',
    totalDebit: 'Total debit',
    totalCredit: 'Total kredit',
    date: 'Tanggal',
    type: 'Jenis',
    description: 'Keterangan',
    debit: 'Debit',
    credit: 'Kredit',
    balance: 'Saldo',
    none: 'Tidak ada mutasi pada periode ini.',
    printed: 'Dicetak',
  },
  en: {
    title: 'Account statement',
    holder: 'Name',
    account: 'Account',
    noAccount: 'none yet',
    period: 'Period',
    opening: 'Opening balance',
    closing: 'Closing balance',
    totalDebit: 'Total debit',
    totalCredit: 'Total credit',
    date: 'Date',
    type: 'Type',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    none: 'No mutations in this period.',
    printed: 'Printed',
  },
} as const;

/** DD-MM-YYYY (spec §9) of a day or a moment, in WIB. */
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

// Column x positions and widths on an A4 page with 40 pt margins (515 pt wide).
const COLUMNS = [
  { x: 40, width: 62, align: 'left' },
  { x: 104, width: 80, align: 'left' },
  { x: 186, width: 120, align: 'left' },
  { x: 308, width: 68, align: 'right' },
  { x: 378, width: 68, align: 'right' },
  { x: 448, width: 107, align: 'right' },
] as const;

export function renderStatementPdf(
  header: StatementHeader,
  mutations: Mutations,
  language: Language,
): Promise<Buffer> {
  const words = WORDS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: words.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(`Lumbung — ${words.title}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${words.holder}: ${header.holderName}`);
  doc.text(`${words.account}: ${header.account ?? words.noAccount}`);
  doc.text(
    `${words.period}: ${ddmmyyyy(mutations.period.from)} – ${ddmmyyyy(mutations.period.to)}`,
  );
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`${words.opening}: ${rupiahText(mutations.openingSen)}`);
  doc.moveDown(0.8);

  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 40;
    doc.y = bottom + 4;
  };
  row([words.date, words.type, words.description, words.debit, words.credit, words.balance], true);
  if (mutations.rows.length === 0) row(['', '', words.none, '', '', '']);
  for (const m of mutations.rows) {
    row([
      ddmmyyyy(wibDate(m.postedAt)),
      entryKindLabels[m.kind][language],
      entryDescriptionText(m.description)[language],
      m.debitSen === 0n ? '' : rupiahText(m.debitSen),
      m.creditSen === 0n ? '' : rupiahText(m.creditSen),
      rupiahText(m.balanceSen),
    ]);
  }
  doc.moveDown(0.8).fontSize(10).font('Helvetica');
  doc.text(`${words.totalDebit}: ${rupiahText(mutations.totalDebitSen)}`, 40);
  doc.text(`${words.totalCredit}: ${rupiahText(mutations.totalCreditSen)}`, 40);
  doc.font('Helvetica-Bold').text(`${words.closing}: ${rupiahText(mutations.closingSen)}`, 40);
  doc.moveDown(1).font('Helvetica').fontSize(7);
  doc.text(`${words.printed}: ${ddmmyyyy(wibDate(header.printedAt))}`, 40);
  doc.end();
  return done;
}
