// The loan machine's guards in words, Indonesian first: who may send each event, what its
// conditions and payload must hold, and the machine's other guards — read by the analysts' view
// (loan.diagram-words.ts) instead of a bare "[g]". The checks themselves are in loan.rules.ts;
// tests/machines/diagram-words.test.ts holds every check worded.
import type { Text } from '../shared/i18n-text.ts';
import { type ConditionCode, conditionsOf, PAYLOAD_CHECKED, roleNeeded } from './loan.rules.ts';
import type { RefusingCheck } from './loan.selectors.ts';
import type { LoanEventType } from './loan.types.ts';

/** Who may send an event, as roleNeeded (loan.rules.ts) names it. */
export const roleTexts: Record<ReturnType<typeof roleNeeded>, Text> = {
  staff: { id: 'Staf', en: 'Staff' },
  owner: { id: 'Peminjam pemilik pinjaman', en: 'The borrower who owns the loan' },
  staffOrOwner: {
    id: 'Staf, atau peminjam pemilik pinjaman',
    en: 'Staff, or the borrower who owns the loan',
  },
  staffOrPlatform: {
    id: 'Platform pada tanggal mulai pendanaan, atau staf lebih awal',
    en: 'The platform on the funding start date, or staff earlier',
  },
  lender: { id: 'Pemberi dana', en: 'A lender' },
  platform: {
    id: 'Platform, otomatis (waktu atau hasil pekerjaan di luar)',
    en: 'The platform by itself (a date reached or outside work done)',
  },
};

/** Each condition (loan.rules.ts) as what must hold. */
export const conditionTexts: Record<ConditionCode, Text> = {
  SAME_APPROVER: {
    id: 'disetujui oleh staf selain penyetuju kredit',
    en: 'approved by someone other than the credit approver',
  },
  FULLY_FUNDED: { id: 'pendanaan belum terpenuhi', en: 'funding is not complete yet' },
  NO_COMMITMENT: {
    id: 'sudah ada dana dari pemberi dana',
    en: 'a lender has committed funds',
  },
  LENDER_COMMITTED: {
    id: 'belum ada pemberi dana yang berkomitmen',
    en: 'no lender has committed funds',
  },
  LENDER_NOT_VALIDATED: {
    id: 'data pemberi dana sudah divalidasi staf',
    en: "the lender's data is validated by staff",
  },
  LENDER_AGREEMENT_NOT_SIGNED: {
    id: 'pemberi dana sudah menandatangani perjanjian pemberi dana',
    en: 'the lender has signed the lender agreement',
  },
  FUNDING_WINDOW_CLOSED: {
    id: 'masa pendanaan belum berakhir',
    en: 'the funding window has not ended',
  },
  INSUFFICIENT_BALANCE: {
    id: 'saldo aktif mencukupi pendanaan terkecil',
    en: 'the active balance covers the smallest funding',
  },
  LENDER_INCOME_NOT_DECLARED: {
    id: 'pemberi dana perorangan sudah menyatakan penghasilan tahunannya',
    en: 'a personal lender has declared their yearly income',
  },
  LENDER_INCOME_LIMIT_EXCEEDED: {
    id: 'sisa batas dari penghasilan tahunan (10% atau 20%, OJK) mencukupi pendanaan terkecil',
    en: 'the room left of the yearly income share (10% or 20%, OJK) covers the smallest funding',
  },
  LENDER_CONCENTRATION_ABOVE_LIMIT: {
    id: 'porsi pemberi dana dan afiliasinya tetap dalam batas OJK (25%, atau 75% untuk lembaga diawasi OJK)',
    en: 'the lender with affiliates stays within the OJK share (25%, or 75% for an OJK-supervised institution)',
  },
};

/** What the payload of each event the rules check must hold. */
export const payloadTexts: Record<(typeof PAYLOAD_CHECKED)[number], Text> = {
  'loan.submit': {
    id: 'pengajuan memenuhi aturan formulir (nilai, tanggal dibutuhkan, jaminan, sertifikat)',
    en: "the application meets the form's rules (value, required date, collateral, certificate)",
  },
  'application.edit': {
    id: 'data pinjaman lengkap dan nilainya bukan nol',
    en: 'the loan data is complete and its value is not zero',
  },
  'application.staffEdit': {
    id: 'tidak mengubah kolom yang dikunci untuk staf, dan data pinjaman lengkap',
    en: 'no field locked for staff is changed, and the loan data is complete',
  },
  'loan.approveCredit': {
    id: 'peringkat risiko dipilih (rendah sampai tinggi, grade A–E)',
    en: 'a risk rating is chosen (low to high, grade A–E)',
  },
  'offer.set': {
    id: 'syarat penawaran valid (bunga dalam rentang grade risiko pada rentang produk, jangka waktu, biaya admin, masa pendanaan), manfaat ekonomi per hari dalam batas OJK, dan pendanaan peminjam tetap dalam batas OJK per peminjam',
    en: "valid offer terms (interest within the risk grade's band of the product's range, period, admin fee, funding window), the economic benefit per day within OJK's cap, and the borrower's funding within OJK's limit per borrower",
  },
  'funding.open': {
    id: 'pendanaan minimum produk lebih dari nol',
    en: "the product's minimum funding is above zero",
  },
  'loan.fund': {
    id: 'nilai pendanaan minimal pendanaan minimum (atau seluruh sisa kebutuhan), tidak melebihi sisa kebutuhan, saldo aktif, maupun sisa batas OJK (penghasilan dan porsi)',
    en: "an amount of at least the minimum (or all that is still needed), and no more than what is still needed, the active balance, nor the room left under OJK's limits (income and share)",
  },
  'disbursement.prepare': {
    id: 'setiap pemberi dana sudah menandatangani perjanjian pendanaannya',
    en: 'every lender has signed their investment agreement',
  },
  'disbursement.sign': {
    id: 'penyedia tanda tangan menyatakan perjanjian pinjaman sudah ditandatangani',
    en: 'the signature provider says the loan agreement is signed',
  },
  'loan.close': {
    id: 'oleh platform: masa penyelesaian sejak pinjaman lunas sudah berakhir (staf boleh menutup kapan saja)',
    en: 'by the platform: the settling period since the loan was repaid is over (staff may close it any time)',
  },
};

/** The machine's guards besides `allowed` (loan.machine.ts `setup`). */
export const namedGuardTexts: Record<string, Text> = {
  fullyFundedAfter: {
    id: 'pendanaan ini memenuhi seluruh kebutuhan',
    en: 'this funding completes the need',
  },
  nothingLeftToPay: { id: 'tidak ada cicilan tersisa', en: 'no installment remains' },
};

const isPayloadChecked = (type: LoanEventType): type is (typeof PAYLOAD_CHECKED)[number] =>
  (PAYLOAD_CHECKED as readonly string[]).includes(type);

/** Who may send this event, in words. */
export const rolesOf = (type: LoanEventType): Text => roleTexts[roleNeeded(type)];

/**
 * The `allowed` guard of this event in words, beside who may send it: its conditions and what its
 * payload must hold; null when it asks only who sends it.
 */
export function allowedText(type: LoanEventType): Text | null {
  const parts = [
    ...conditionsOf(type).map((code) => conditionTexts[code]),
    ...(isPayloadChecked(type) ? [payloadTexts[type]] : []),
  ];
  if (parts.length === 0) return null;
  return { id: parts.map((p) => p.id).join('; '), en: parts.map((p) => p.en).join('; ') };
}

/** A named guard of the loan machine in words, for this event. */
export function guardText(name: string, type: LoanEventType): Text | null {
  if (name === 'allowed') return allowedText(type);
  return namedGuardTexts[name] ?? { id: name, en: name };
}

/** The check that refused an event (decideLoanEvent's `check`), in words. */
export function refusingGuardText(check: RefusingCheck, type: LoanEventType, code: string): Text {
  switch (check) {
    case 'who': {
      const roles = rolesOf(type);
      return { id: `Siapa yang boleh: ${roles.id}`, en: `Who may: ${roles.en}` };
    }
    case 'stage':
      return {
        id: 'Tahap pinjaman sekarang tidak menerima peristiwa ini',
        en: "The loan's current stage does not take this event",
      };
    case 'state':
      return {
        id: 'Pinjaman harus dalam masa cicilan (Masa Pinjaman atau Tinjau Pembayaran)',
        en: 'The loan must be being repaid (Loan period or Payment under review)',
      };
    case 'condition':
      return conditionTexts[code as ConditionCode] ?? allowedText(type) ?? { id: code, en: code };
    case 'payload':
      return isPayloadChecked(type) ? payloadTexts[type] : { id: code, en: code };
  }
}
