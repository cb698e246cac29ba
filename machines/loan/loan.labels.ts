// Indonesian (the spec's) and English labels for stages and refusal reasons.
import type { Text } from '../shared/i18n-text.ts';
import type { ReasonCode, Stage } from './loan.types.ts';

/** `APPROVED_PRODUCT` reads 'Disetujui {provider}': the caller fills in the product's name. */
export const stageLabels: Record<Stage, Text> = {
  DRAFT: { id: 'Draf', en: 'Draft' },
  REVIEW: { id: 'Ditinjau', en: 'In review' },
  APPROVAL_BAIL: { id: 'Jaminan Disetujui', en: 'Collateral approved' },
  APPROVAL_LOAN: { id: 'Pinjaman Disetujui', en: 'Loan approved' },
  APPROVAL_LOAN_DIR: {
    id: 'Pinjaman Disetujui oleh Direktur',
    en: 'Loan approved by the director',
  },
  APPROVED_PRODUCT: { id: 'Disetujui {provider}', en: 'Approved by {provider}' },
  // The spec labels this stage 'Disetujui Peminjam' like the next one, but the offer still waits
  // for the borrower here: both languages say so (issue 14).
  APPROVAL_BORROWER: {
    id: 'Menunggu Persetujuan Peminjam',
    en: "Awaiting the borrower's answer",
  },
  APPROVED_BORROWER: { id: 'Disetujui Peminjam', en: 'Approved by the borrower' },
  REJECTED_BORROWER: { id: 'Ditolak Peminjam', en: 'Declined by the borrower' },
  PROCESS: { id: 'Dalam Pendanaan', en: 'Funding' },
  FUNDING_COMPLETED: { id: 'Pendanaan Terpenuhi', en: 'Funding completed' },
  FUNDING_NOT_COMPLETED: { id: 'Pendanaan Tidak Terpenuhi', en: 'Funding not completed' },
  DISBURSEMENT_READY: { id: 'Siap Dicairkan', en: 'Ready for disbursement' },
  DISBURSEMENT_READY_BORROWER: {
    id: 'Siap Dicairkan (Ditandatangani Peminjam)',
    en: 'Ready for disbursement (signed by the borrower)',
  },
  DISBURSED: { id: 'Dicairkan', en: 'Disbursed' },
  LOAN_PERIOD: { id: 'Masa Pinjaman', en: 'Loan period' },
  REVIEW_PAID: { id: 'Tinjau Pembayaran', en: 'Payment under review' },
  PAID: { id: 'Lunas', en: 'Paid' },
  CLOSED: { id: 'Ditutup', en: 'Closed' },
  CANCEL: { id: 'Dibatalkan', en: 'Cancelled' },
  REJECT_BAIL: { id: 'Ditolak', en: 'Rejected' },
};

export function stageLabel(stage: Stage, provider: string): Text {
  const label = stageLabels[stage];
  return {
    id: label.id.replace('{provider}', provider),
    en: label.en.replace('{provider}', provider),
  };
}

export const reasonTexts: Record<ReasonCode, Text> = {
  WRONG_STAGE: {
    id: 'Tidak dapat dilakukan pada tahap pinjaman ini',
    en: 'Not possible at this stage of the loan',
  },
  WRONG_ROLE: { id: 'Peran Anda tidak dapat melakukan ini', en: 'Your role cannot do this' },
  NOT_OWNER: {
    id: 'Hanya pemilik pinjaman yang dapat melakukan ini',
    en: 'Only the loan owner can do this',
  },
  LENDER_COMMITTED: {
    id: 'Ada pemberi dana yang sudah berkomitmen',
    en: 'A lender has already committed funds',
  },
  NO_COMMITMENT: {
    id: 'Belum ada dana dari pemberi dana',
    en: 'No lender has committed funds yet',
  },
  SAME_APPROVER: {
    id: 'Persetujuan direktur harus oleh staf lain dari penyetuju kredit',
    en: 'The director approval must come from someone other than the credit approver',
  },
  FUNDING_STARTED: { id: 'Pendanaan sudah dimulai', en: 'Funding has already started' },
  NOT_FULLY_FUNDED: { id: 'Pendanaan belum terpenuhi', en: 'Funding is not complete' },
  FULLY_FUNDED: { id: 'Pendanaan sudah terpenuhi', en: 'Funding is already complete' },
  AGREEMENT_NOT_SIGNED: {
    id: 'Peminjam belum menandatangani perjanjian',
    en: 'The borrower has not signed the agreement yet',
  },
  OFFER_TERMS_INVALID: {
    id: 'Syarat penawaran tidak valid (bunga harus dalam rentang produk)',
    en: "The offer terms are not valid (interest must be within the product's range)",
  },
  AMOUNT_INVALID: { id: 'Nilai pendanaan tidak valid', en: 'The funding amount is not valid' },
  EXCEEDS_NEED: {
    id: 'Nilai pendanaan melebihi kebutuhan pinjaman',
    en: 'The Value Of Funding Exceeds The Needs of Loans',
  },
  INSTALLMENTS_REMAIN: { id: 'Masih ada cicilan tersisa', en: 'Installments remain' },
  // Spec §8 gives only the English text of the zero-value and required messages; the Indonesian
  // screens say them in Indonesian (issue 14).
  VALUE_ZERO: { id: 'nilai tidak boleh nol', en: 'value cannot be zero' },
  DATE_MISSING: { id: 'wajib diisi', en: 'required' },
  DATE_TOO_EARLY: {
    id: 'Tanggal dibutuhkan minimal dua minggu dari hari ini',
    en: 'The required date must be at least two weeks from today',
  },
  BAIL_BELOW_VALUE: {
    id: 'Nilai taksiran jaminan harus minimal sebesar nilai pengajuan',
    en: 'The estimated collateral value must be at least the application value',
  },
  CERTIFICATE_MISSING: {
    id: 'Sertifikat jaminan wajib diunggah',
    en: 'The collateral certificate is required',
  },
  APPLICATION_INCOMPLETE: {
    id: 'Data pengajuan belum lengkap',
    en: 'The application is not complete',
  },
  FIELD_LOCKED: {
    id: 'Kolom ini tidak dapat diubah oleh staf',
    en: 'This field cannot be changed by staff',
  },
  FILE_DELETE_FORBIDDEN: {
    id: 'Staf tidak dapat menghapus file peminjam; ganti file dengan menyebutkan alasannya',
    en: "Staff cannot delete the borrower's files; replace a file and give the reason instead",
  },
  FILE_REPLACE_REASON_MISSING: {
    id: 'Sebutkan alasan mengganti file peminjam',
    en: "Give the reason for replacing the borrower's file",
  },
  // The texts of the two below depend on the event: loan.reasons.ts words each.
  AUTOMATIC: { id: 'Terjadi otomatis', en: 'Happens by itself' },
  NOT_REPAYING: {
    id: 'Pinjaman belum dalam masa cicilan',
    en: 'The loan is not being repaid yet',
  },
};
