// Lays an agreement out as a PDF (pdfkit): title, numbered sections of paragraphs, facts and
// tables, then the signature block. Every text is a Text (Indonesian and English): in Indonesian
// only the Indonesian is printed; in English each heading, paragraph and label is followed by its
// English translation, since the Indonesian text is the binding one (agreement.ts says why).
//
// Reproducible bytes: pdfkit writes the Info dictionary's CreationDate and a trailer /ID that is
// the MD5 of that dictionary (PDFSecurity.generateFileID), nothing from the clock or randomness
// once CreationDate is given; the standard fonts are not subset (no random subset tags). So the
// creation date is the document's own (from its data) and the same data give the same bytes.
import PDFDocument from 'pdfkit';
import type { Language, Text } from '../../machines/shared/i18n-text.ts';
import type { SignaturePosition } from '../signing/provider.ts';

export type Fact = { label: Text; value: string | Text };
export type Column = { label: Text; width: number; align: 'left' | 'right' };

export type Block =
  | { kind: 'heading'; text: Text }
  | { kind: 'subheading'; text: Text }
  | { kind: 'paragraph'; text: Text }
  | { kind: 'item'; text: Text }
  | { kind: 'facts'; facts: Fact[] }
  | { kind: 'table'; columns: Column[]; rows: Array<Array<string | Text>> };

export type AgreementDocument = {
  title: Text;
  /** The document's number and place and date line, e.g. 'No. PP-000012 · Jakarta, 01-02-2026'. */
  reference: string;
  /** Fixed creation date from the data (never the clock). */
  createdAt: Date;
  blocks: Block[];
  /** Who signs, as the signature block names them. */
  signerRole: Text;
  signerName: string;
};

/** A signature as the signed copy shows it (agreement.ts re-exports the type). */
export type Stamp = {
  signerName: string;
  signedAt: Date;
  documentHash: string;
  provider: string;
};

const MM = 72 / 25.4;
const MARGIN = 56;
const SIGNATURE_BOX = { x: 20, width: 100, height: 35 };
const ENGLISH_COLOR = '#444444';
const BLACK = '#000000';

const SIGNATURE_WORDS = {
  block: { id: 'Tanda tangan', en: 'Signature' },
  notSigned: { id: 'Belum ditandatangani', en: 'Not signed yet' },
  signedBy: { id: 'Ditandatangani secara elektronik oleh', en: 'Signed electronically by' },
  at: { id: 'pada', en: 'at' },
  via: { id: 'melalui', en: 'via' },
  hash: { id: 'SHA-256 dokumen', en: 'Document SHA-256' },
} satisfies Record<string, Text>;

/** A date and time in Western Indonesia Time (UTC+7): DD-MM-YYYY HH:MM:SS WIB. */
export function wibDateTime(at: Date): string {
  const iso = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 19)} WIB`;
}

/** Documents signed together (the borrower's loan agreement and power of attorney). */
export type AgreementPackage = {
  /** The package's name, in the PDF's metadata and the signer's list. */
  title: Text;
  /** Each part starts on its own page, with its own title and reference. */
  parts: [AgreementDocument, ...AgreementDocument[]];
};

const PACKAGE_WORDS = {
  appliesTo: {
    id: 'Tanda tangan ini berlaku untuk setiap dokumen di atas:',
    en: 'This signature applies to each document above:',
  },
  and: { id: 'dan', en: 'and' },
} satisfies Record<string, Text>;

/**
 * One PDF of one or more documents and one signature block at its end, which names every part
 * when there are several: the signer signs them all at once, at one position.
 */
export async function renderPackage(
  agreementPackage: AgreementPackage,
  language: Language,
  stamp?: Stamp,
): Promise<{ pdf: Buffer; position: SignaturePosition }> {
  const { parts } = agreementPackage;
  const [first] = parts;
  const bilingual = language === 'en';
  /** Indonesian, and in a bilingual document ' / English'. */
  const both = (text: Text) => (bilingual ? `${text.id} / ${text.en}` : text.id);
  const valueText = (value: string | Text) => (typeof value === 'string' ? value : both(value));

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: both(agreementPackage.title),
      Author: 'PT Lumbung Dana Indonesia',
      Producer: 'Lumbung',
      Creator: 'Lumbung',
      CreationDate: first.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const roomFor = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  /** The Indonesian text, then (bilingual) the English in a lighter italic. */
  const bilingualText = (text: Text, font: string, size: number, options: object = {}) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(BLACK)
      .text(text.id, left, doc.y, { width, ...options });
    if (bilingual) {
      doc
        .font(font === 'Helvetica-Bold' ? 'Helvetica-BoldOblique' : 'Helvetica-Oblique')
        .fontSize(size - 0.5)
        .fillColor(ENGLISH_COLOR)
        .text(text.en, left, doc.y, { width, ...options });
      doc.fillColor(BLACK);
    }
  };

  const facts = (list: Fact[]) => {
    const labelWidth = 165;
    const valueWidth = width - labelWidth - 8;
    doc.font('Helvetica').fontSize(10);
    for (const fact of list) {
      const label = both(fact.label);
      const value = valueText(fact.value);
      const height = Math.max(
        doc.font('Helvetica-Bold').heightOfString(label, { width: labelWidth }),
        doc.font('Helvetica').heightOfString(value, { width: valueWidth }),
      );
      roomFor(height);
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, left, y, { width: labelWidth });
      doc.font('Helvetica').text(value, left + labelWidth + 8, y, { width: valueWidth });
      doc.x = left;
      doc.y = y + height + 3;
    }
  };

  const table = (columns: Column[], textRows: Array<Array<string | Text>>) => {
    const rows = textRows.map((cells) => cells.map(valueText));
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * width);
    const heightOf = (cells: string[], font: string) => {
      doc.font(font).fontSize(8.5);
      return (
        Math.max(
          ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 4 })),
        ) + 4
      );
    };
    const draw = (cells: string[], font: string) => {
      const height = heightOf(cells, font);
      const y = doc.y;
      let x = left;
      cells.forEach((cell, i) => {
        const cellWidth = widths[i] ?? 0;
        doc.text(cell, x + 2, y + 2, { width: cellWidth - 4, align: columns[i]?.align ?? 'left' });
        x += cellWidth;
      });
      doc
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .lineWidth(0.5)
        .stroke();
      doc.x = left;
      doc.y = y + height;
    };
    const header = columns.map((column) => both(column.label));
    const first = rows[0];
    roomFor(heightOf(header, 'Helvetica-Bold') + (first ? heightOf(first, 'Helvetica') : 0));
    draw(header, 'Helvetica-Bold');
    for (const cells of rows) {
      // A row that does not fit starts a new page, under the header again.
      if (doc.y + heightOf(cells, 'Helvetica') > bottom()) {
        doc.addPage();
        draw(header, 'Helvetica-Bold');
      }
      draw(cells, 'Helvetica');
    }
    doc.moveDown(0.5);
  };

  const renderPart = (agreement: AgreementDocument) => {
    // Title and reference.
    doc.font('Helvetica').fontSize(9).text('PT Lumbung Dana Indonesia', left, doc.y, { width });
    doc.moveDown(0.3);
    bilingualText(agreement.title, 'Helvetica-Bold', 16);
    doc
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(9)
      .text(agreement.reference, left, doc.y, { width });
    doc.moveDown(0.6);

    for (const block of agreement.blocks) {
      switch (block.kind) {
        case 'heading':
          roomFor(48);
          doc.moveDown(0.6);
          bilingualText(block.text, 'Helvetica-Bold', 11.5);
          doc.moveDown(0.3);
          break;
        case 'subheading':
          roomFor(36);
          doc.moveDown(0.3);
          bilingualText(block.text, 'Helvetica-Bold', 10);
          doc.moveDown(0.2);
          break;
        case 'paragraph':
          roomFor(30);
          bilingualText(block.text, 'Helvetica', 10, { align: 'justify' });
          doc.moveDown(0.4);
          break;
        case 'item':
          roomFor(30);
          bilingualText({ id: `• ${block.text.id}`, en: `  ${block.text.en}` }, 'Helvetica', 10, {
            align: 'justify',
          });
          doc.moveDown(0.3);
          break;
        case 'facts':
          facts(block.facts);
          doc.moveDown(0.3);
          break;
        case 'table':
          table(block.columns, block.rows);
          break;
      }
    }
  };
  parts.forEach((agreement, index) => {
    if (index > 0) doc.addPage();
    renderPart(agreement);
  });

  // The signature block: the box where the provider places the signature, in whole millimetres.
  const boxHeight = SIGNATURE_BOX.height * MM;
  doc.moveDown(1);
  if (parts.length > 1) {
    const named = parts.map((part) => `• ${both(part.title)} (${part.reference})`);
    roomFor(boxHeight + 80 + named.length * 14);
    bilingualText(PACKAGE_WORDS.appliesTo, 'Helvetica', 10);
    doc.font('Helvetica').fontSize(10);
    for (const line of named) doc.text(line, left, doc.y, { width });
    doc.moveDown(0.6);
  }
  roomFor(boxHeight + 60);
  // One signer: each part's role, once each (Penerima Dana dan Pemberi Kuasa).
  const roles = [...new Map(parts.map((part) => [part.signerRole.id, part.signerRole])).values()];
  const role: Text = {
    id: roles.map((r) => r.id).join(` ${PACKAGE_WORDS.and.id} `),
    en: roles.map((r) => r.en).join(` ${PACKAGE_WORDS.and.en} `),
  };
  doc.font('Helvetica-Bold').fontSize(10).text(both(role), left, doc.y, { width });
  doc.moveDown(0.3);
  const yMm = Math.ceil(doc.y / MM);
  const position: SignaturePosition = {
    page: pages,
    x: SIGNATURE_BOX.x,
    y: yMm,
    width: SIGNATURE_BOX.width,
    height: SIGNATURE_BOX.height,
  };
  const boxX = position.x * MM;
  const boxY = position.y * MM;
  const inner = position.width * MM - 8;
  doc
    .rect(boxX, boxY, position.width * MM, boxHeight)
    .lineWidth(0.75)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(both(SIGNATURE_WORDS.block), boxX + 4, boxY + 4, { width: inner });
  doc.font('Helvetica').fontSize(7.5);
  if (stamp) {
    doc.text(`${both(SIGNATURE_WORDS.signedBy)} ${stamp.signerName}`, { width: inner });
    doc.text(
      `${both(SIGNATURE_WORDS.at)} ${wibDateTime(stamp.signedAt)} ${both(SIGNATURE_WORDS.via)} ${stamp.provider}`,
      { width: inner },
    );
    doc.text(`${both(SIGNATURE_WORDS.hash)}:`, { width: inner });
    doc.fontSize(6.5).text(stamp.documentHash, { width: inner });
  } else {
    doc.text(both(SIGNATURE_WORDS.notSigned), { width: inner });
  }
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`(${first.signerName})`, boxX, boxY + boxHeight + 4, { width: width });
  doc.end();
  return { pdf: await done, position };
}
