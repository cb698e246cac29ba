// Indonesian (the spec's) and English labels for stages and refusal reasons, and the states'
// descriptions: the machine's own `description`s are the English of these (loan.machine.ts).
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

/** The machine's other states: its two regions and the arrears region's states. */
export const regionLabels = {
  stage: { id: 'Tahap pengajuan', en: 'Submission stage' },
  arrears: { id: 'Tunggakan', en: 'Arrears' },
  'arrears.current': { id: 'Lancar', en: 'Current' },
  'arrears.overdue': { id: 'Terlambat', en: 'Overdue' },
} as const satisfies Record<string, Text>;

/** A state's path in the machine: `stage`, `stage.REVIEW`, `arrears.current`. */
export type LoanStatePath = `stage.${Stage}` | keyof typeof regionLabels;

/** What each state means, both languages; the machine's `description` is the English. */
export const stateDescriptions: Record<LoanStatePath | 'loan', Text> = {
  loan: {
    id: 'Perjalanan satu pinjaman beragunan, dari draf sampai ditutup.',
    en: 'The life of one secured loan, from draft to closed.',
  },
  stage: {
    id: 'Tahap pengajuan pinjaman (submissionstage).',
    en: 'The submission stage (submissionstage).',
  },
  'stage.DRAFT': {
    id: 'Peminjam sedang mengisi pengajuan; belum ada yang dikirim.',
    en: 'The borrower is filling in the application; nothing is submitted yet.',
  },
  'stage.REVIEW': {
    id: 'Sudah dikirim; staf memeriksa pengajuan dan jaminannya.',
    en: 'Submitted; staff review the application and its collateral.',
  },
  'stage.APPROVAL_BAIL': {
    id: 'Jaminan disetujui; berikutnya analisis kredit.',
    en: 'Collateral approved (Jaminan Disetujui); credit analysis next.',
  },
  'stage.APPROVAL_LOAN': {
    id: 'Kredit disetujui (Pinjaman Disetujui); menunggu direktur.',
    en: 'Credit approved (Pinjaman Disetujui); waits for a director.',
  },
  'stage.APPROVAL_LOAN_DIR': {
    id: 'Disetujui direktur; staf menetapkan syarat penawaran.',
    en: 'Approved by a director; staff set the offer terms.',
  },
  'stage.APPROVED_PRODUCT': {
    id: 'Syarat penawaran sudah ditetapkan (APPROVED_{produk}); staf mengirim penawaran dengan Setujui.',
    en: 'Offer terms set (APPROVED_{product}); staff send the offer with Approve.',
  },
  'stage.APPROVAL_BORROWER': {
    id: 'Penawaran menunggu peminjam menerima atau menolaknya.',
    en: 'The offer waits for the borrower to accept or decline.',
  },
  'stage.APPROVED_BORROWER': {
    id: 'Peminjam menerima; pendanaan dibuka pada tanggal mulainya.',
    en: 'The borrower accepted; funding opens at its start date.',
  },
  'stage.REJECTED_BORROWER': {
    id: 'Peminjam menolak penawaran; staf dapat mengarsipkannya dengan membatalkan.',
    en: 'The borrower declined the offer; staff may archive it by cancelling.',
  },
  'stage.PROCESS': {
    id: 'Tampil di marketplace; pemberi dana mendanainya.',
    en: 'Listed in the marketplace; lenders fund it.',
  },
  'stage.FUNDING_COMPLETED': {
    id: 'Pendanaan terpenuhi; pencairan disiapkan.',
    en: 'Fully funded; the disbursement is prepared.',
  },
  'stage.FUNDING_NOT_COMPLETED': {
    id: 'Masa pendanaan berakhir sebelum kebutuhan terpenuhi; dana pemberi dana dikembalikan.',
    en: 'The funding window closed short of the need; lenders are refunded.',
  },
  'stage.DISBURSEMENT_READY': {
    id: 'Siap dicairkan; peminjam menandatangani perjanjian.',
    en: 'Ready to disburse; the borrower signs the agreement.',
  },
  'stage.DISBURSEMENT_READY_BORROWER': {
    id: 'Peminjam sudah menandatangani; staf menyetujui pencairan.',
    en: 'The borrower signed; staff approve the disbursement.',
  },
  'stage.DISBURSED': {
    id: 'Dicairkan ke peminjam dikurangi biaya admin.',
    en: 'Paid out to the borrower less the admin fee.',
  },
  'stage.LOAN_PERIOD': {
    id: 'Masa Pinjaman: cicilan jatuh tempo.',
    en: 'Masa Pinjaman: installments fall due.',
  },
  'stage.REVIEW_PAID': {
    id: 'Peminjam melaporkan pembayaran; staf mengonfirmasi atau menolaknya.',
    en: 'The borrower reported a payment; staff confirm or reject it.',
  },
  'stage.PAID': {
    id: 'Semua sudah dibayar; dana pemberi dana sudah dibayarkan.',
    en: 'Everything repaid; lenders paid out.',
  },
  'stage.CLOSED': { id: 'Ditutup permanen.', en: 'Closed for good.' },
  'stage.CANCEL': { id: 'Dibatalkan permanen.', en: 'Cancelled for good.' },
  'stage.REJECT_BAIL': {
    id: 'Ditolak; peminjam dapat memperbaiki dan mengirim ulang.',
    en: 'Rejected (Ditolak); the borrower may edit and submit again.',
  },
  arrears: {
    id: 'Apakah ada cicilan yang melewati jatuh tempo (dihitung dalam TKB90).',
    en: 'Whether an installment is past its due date (counts toward TKB90).',
  },
  'arrears.current': {
    id: 'Tidak ada cicilan yang melewati jatuh tempo.',
    en: 'No installment is past its due date.',
  },
  'arrears.overdue': {
    id: 'Ada cicilan yang melewati jatuh tempo.',
    en: 'An installment is past its due date.',
  },
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
  AGREEMENTS_UNSIGNED: {
    id: 'Masih ada pemberi dana yang belum menandatangani perjanjian pendanaan',
    en: 'Some lenders have not signed their investment agreement yet',
  },

  OFFER_TERMS_INVALID: {
    id: 'Syarat penawaran tidak valid (bunga harus dalam rentang produk)',
    en: "The offer terms are not valid (interest must be within the product's range)",
  },
  RISK_RATING_MISSING: {
    id: 'Pilih peringkat risiko pinjaman untuk menyetujui kredit',
    en: "Choose the loan's risk rating to approve credit",
  },
  INTEREST_NOT_FOR_GRADE: {
    id: 'Bunga harus dalam rentang untuk grade risiko pinjaman',
    en: "The interest must be within the range for the loan's risk grade",
  },
  ECONOMIC_BENEFIT_ABOVE_CAP: {
    id: 'Manfaat ekonomi (bunga dan biaya) per hari melebihi batas OJK untuk pinjaman ini',
    en: 'The economic benefit (interest and fees) per day is above the OJK cap for this loan',
  },
  AMOUNT_INVALID: { id: 'Nilai pendanaan tidak valid', en: 'The funding amount is not valid' },
  EXCEEDS_NEED: {
    id: 'Nilai pendanaan melebihi kebutuhan pinjaman',
    en: 'The Value Of Funding Exceeds The Needs of Loans',
  },
  // Spec §8 words the balance and the need; "balance does not meet minimum funding" is worded
  // for the amount here, with the minimum shown beside the form.
  BELOW_MINIMUM: {
    id: 'Nilai pendanaan kurang dari pendanaan minimum',
    en: 'The funding amount is below the minimum funding',
  },
  INSUFFICIENT_BALANCE: { id: 'Saldo aktif tidak mencukupi', en: 'Insufficient active balance' },
  LENDER_NOT_VALIDATED: {
    id: 'Data Anda belum divalidasi staf; lengkapi dan kirim data di halaman Profil',
    en: 'Your data has not been validated by staff yet; complete and send it on your Profile page',
  },
  LENDER_AGREEMENT_NOT_SIGNED: {
    id: 'Tanda tangani perjanjian pemberi dana dahulu: OJK mewajibkan perjanjian antara Anda dan Lumbung sebelum Anda mendanai',
    en: 'Sign the lender agreement first: OJK requires an agreement between you and Lumbung before you fund',
  },
  FUNDING_WINDOW_CLOSED: {
    id: 'Masa pendanaan pinjaman ini sudah berakhir',
    en: "This loan's funding window has closed",
  },
  // Issue 21: the words without figures; a refusal names them (loan.limit-texts.ts).
  LENDER_INCOME_NOT_DECLARED: {
    id: 'Nyatakan penghasilan tahunan Anda dahulu: OJK membatasi pendanaan pemberi dana perorangan menurut penghasilannya',
    en: 'Declare your yearly income first: OJK limits a personal lender’s funding by their income',
  },
  LENDER_INCOME_LIMIT_EXCEEDED: {
    id: 'Pendanaan melebihi batas OJK dari penghasilan tahunan Anda',
    en: 'The funding is above the OJK limit on your yearly income',
  },
  LENDER_CONCENTRATION_ABOVE_LIMIT: {
    id: 'Pendanaan melebihi porsi maksimum OJK untuk satu pemberi dana dan afiliasinya',
    en: 'The funding is above the OJK share for one lender with its affiliates',
  },
  BORROWER_OUTSTANDING_ABOVE_LIMIT: {
    id: 'Pendanaan peminjam ini akan melebihi batas OJK per peminjam',
    en: "This borrower's outstanding funding would be above the OJK limit per borrower",
  },
  INSTALLMENTS_REMAIN: { id: 'Masih ada cicilan tersisa', en: 'Installments remain' },
  SETTLING_NOT_OVER: {
    id: 'Masa penyelesaian setelah pelunasan belum berakhir; pinjaman ditutup otomatis sesudahnya',
    en: 'The settling period after repayment is not over; the loan closes automatically after it',
  },
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
