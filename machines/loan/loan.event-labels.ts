// What each lifecycle event reads as in a loan's audit trail, Indonesian first. `loan.create` is
// not a machine event: it is the row written when the draft is created.
import type { Text } from '../shared/i18n-text.ts';
import type { LoanEventType } from './loan.types.ts';

export const eventLabels: Record<LoanEventType | 'loan.create', Text> = {
  'loan.create': { id: 'Draf dibuat', en: 'Draft created' },
  'loan.submit': { id: 'Pengajuan dikirim', en: 'Application submitted' },
  'application.edit': {
    id: 'Data pengajuan diubah peminjam',
    en: 'Application edited by the borrower',
  },
  'application.staffEdit': { id: 'Data pengajuan diubah staf', en: 'Application edited by staff' },
  'bail.approve': { id: 'Jaminan disetujui', en: 'Collateral approved' },
  'loan.approveCredit': { id: 'Kredit disetujui', en: 'Credit approved' },
  'loan.approveDirector': { id: 'Disetujui direktur', en: 'Approved by a director' },
  'offer.set': { id: 'Syarat penawaran ditetapkan', en: 'Offer terms set' },
  'loan.approve': { id: 'Penawaran dikirim ke peminjam', en: 'Offer sent to the borrower' },
  'offer.accept': { id: 'Penawaran diterima peminjam', en: 'Offer accepted by the borrower' },
  'offer.decline': { id: 'Penawaran ditolak peminjam', en: 'Offer declined by the borrower' },
  'funding.open': { id: 'Pendanaan dibuka', en: 'Funding opened' },
  'loan.fund': { id: 'Pendanaan dari pemberi dana', en: 'Funded by a lender' },
  'funding.close': { id: 'Pendanaan ditutup', en: 'Funding closed' },
  'funding.refund': { id: 'Dana dikembalikan ke pemberi dana', en: 'Lenders refunded' },
  'disbursement.prepare': { id: 'Disbursement disiapkan', en: 'Disbursement prepared' },
  'disbursement.sign': { id: 'Perjanjian ditandatangani', en: 'Agreement signed' },
  'disbursement.approve': { id: 'Disbursement disetujui', en: 'Disbursement approved' },
  'disbursement.paid': { id: 'Dana dicairkan oleh bank', en: 'Payout confirmed by the bank' },
  'period.start': { id: 'Masa pinjaman dimulai', en: 'Loan period started' },
  'repayment.submit': { id: 'Pembayaran dilaporkan', en: 'Repayment reported' },
  'repayment.confirm': { id: 'Pembayaran dikonfirmasi', en: 'Repayment confirmed' },
  'repayment.reject': { id: 'Pembayaran ditolak', en: 'Repayment rejected' },
  'repayment.received': { id: 'Pembayaran VA diterima', en: 'VA payment received' },
  'loan.close': { id: 'Pinjaman ditutup', en: 'Loan closed' },
  'loan.reject': { id: 'Pengajuan ditolak', en: 'Application rejected' },
  'loan.cancel': { id: 'Pengajuan dibatalkan', en: 'Application cancelled' },
  'installment.overdue': { id: 'Cicilan terlambat', en: 'Installment overdue' },
  'installment.settled': { id: 'Tunggakan dilunasi', en: 'Arrears settled' },
};

export function eventLabel(event: string): Text {
  return (eventLabels as Record<string, Text | undefined>)[event] ?? { id: event, en: event };
}

/** What each event means, for the analysts' view of a transition (both languages). */
export const eventDescriptions: Record<LoanEventType, Text> = {
  'loan.submit': {
    id: 'Peminjam mengirim pengajuan untuk ditinjau staf (juga setelah ditolak dan diperbaiki).',
    en: 'The borrower sends the application for staff review (also after a rejection, corrected).',
  },
  'application.edit': {
    id: 'Peminjam mengubah data pinjaman, data diri, jaminan atau foto; tahap tidak berubah.',
    en: 'The borrower changes the loan data, their details, collateral or photos; the stage stays.',
  },
  'application.staffEdit': {
    id: 'Staf memperbaiki pengajuan selama meninjaunya; tahap tidak berubah.',
    en: 'Staff correct the application while they review it; the stage stays.',
  },
  'bail.approve': {
    id: 'Staf menyetujui jaminan setelah memeriksa pengajuan.',
    en: 'Staff approve the collateral after reviewing the application.',
  },
  'loan.approveCredit': {
    id: 'Staf menyetujui kredit dan memberi peringkat risiko (grade); penyetujunya dicatat.',
    en: 'Staff approve the credit and rate its risk (the grade); the approver is recorded.',
  },
  'loan.approveDirector': {
    id: 'Direktur, orang lain dari penyetuju kredit, menyetujui pinjaman.',
    en: 'A director, someone other than the credit approver, approves the loan.',
  },
  'offer.set': {
    id: 'Staf menetapkan syarat penawaran: bunga, jangka waktu, biaya admin dan masa pendanaan.',
    en: 'Staff set the offer terms: interest, period, admin fee and funding window.',
  },
  'loan.approve': {
    id: 'Staf mengirim penawaran ke peminjam.',
    en: 'Staff send the offer to the borrower.',
  },
  'offer.accept': {
    id: 'Peminjam menerima penawaran.',
    en: 'The borrower accepts the offer.',
  },
  'offer.decline': {
    id: 'Peminjam menolak penawaran.',
    en: 'The borrower declines the offer.',
  },
  'funding.open': {
    id: 'Pada tanggal mulai pendanaan, pinjaman tampil di marketplace.',
    en: 'On the funding start date the loan is listed in the marketplace.',
  },
  'loan.fund': {
    id: 'Pemberi dana mendanai sebagian atau seluruh sisa kebutuhan.',
    en: 'A lender funds part or all of what is still needed.',
  },
  'funding.close': {
    id: 'Masa pendanaan berakhir sebelum kebutuhan terpenuhi.',
    en: 'The funding window ends before the need is met.',
  },
  'funding.refund': {
    id: 'Dana pemberi dana dikembalikan dan pengajuan dibatalkan.',
    en: 'Lenders are refunded and the application is cancelled.',
  },
  'disbursement.prepare': {
    id: 'Setelah pendanaan terpenuhi, pencairan dan perjanjian disiapkan.',
    en: 'Once funding is complete, the disbursement and the agreement are prepared.',
  },
  'disbursement.sign': {
    id: 'Peminjam menandatangani perjanjian.',
    en: 'The borrower signs the agreement.',
  },
  'disbursement.approve': {
    id: 'Staf menyetujui pencairan dana ke peminjam; transfer ke rekening peminjam diminta ke bank.',
    en: "Staff approve paying the funds out; the transfer to the borrower's account is asked of the bank.",
  },
  'disbursement.paid': {
    id: 'Bank mengonfirmasi transfer ke rekening peminjam: dana dicairkan.',
    en: "The bank confirms the transfer to the borrower's account: the loan is disbursed.",
  },

  'period.start': {
    id: 'Setelah dana dicairkan, masa pinjaman dimulai dan cicilan mulai jatuh tempo.',
    en: 'Once the funds are paid out, the loan period starts and installments fall due.',
  },
  'repayment.submit': {
    id: 'Peminjam melaporkan pembayaran cicilan.',
    en: 'The borrower reports an installment payment.',
  },
  'repayment.confirm': {
    id: 'Staf mengonfirmasi pembayaran; bila tidak ada cicilan tersisa, pinjaman lunas.',
    en: 'Staff confirm the payment; with no installment left, the loan is paid.',
  },
  'repayment.reject': {
    id: 'Staf menolak pembayaran yang dilaporkan.',
    en: 'Staff reject the reported payment.',
  },
  'repayment.received': {
    id: 'Bank mengonfirmasi pembayaran tagihan lewat virtual account; tagihan terakhir melunasi pinjaman.',
    en: 'The bank confirms a bill paid into its virtual account; the last bill pays the loan off.',
  },
  'loan.close': {
    id: 'Pinjaman yang lunas ditutup, oleh staf atau otomatis setelah masa penyelesaian.',
    en: 'A repaid loan is closed, by staff or automatically after the settling period.',
  },
  'loan.reject': {
    id: 'Staf menolak pengajuan dengan alasan; peminjam dapat memperbaiki dan mengirim ulang.',
    en: 'Staff reject the application with a reason; the borrower may correct and resend it.',
  },
  'loan.cancel': {
    id: 'Staf atau peminjam membatalkan pengajuan dengan alasan, selama belum ada dana masuk.',
    en: 'Staff or the borrower cancel the application with a reason, while no funds came in.',
  },
  'installment.overdue': {
    id: 'Cicilan melewati tanggal jatuh temponya.',
    en: 'An installment passes its due date.',
  },
  'installment.settled': {
    id: 'Cicilan yang terlambat dibayar; tunggakan lunas.',
    en: 'The late installment is paid; the arrears are settled.',
  },
};
