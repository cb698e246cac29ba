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
  'period.start': { id: 'Masa pinjaman dimulai', en: 'Loan period started' },
  'repayment.submit': { id: 'Pembayaran dilaporkan', en: 'Repayment reported' },
  'repayment.confirm': { id: 'Pembayaran dikonfirmasi', en: 'Repayment confirmed' },
  'repayment.reject': { id: 'Pembayaran ditolak', en: 'Repayment rejected' },
  'loan.close': { id: 'Pinjaman ditutup', en: 'Loan closed' },
  'loan.reject': { id: 'Pengajuan ditolak', en: 'Application rejected' },
  'loan.cancel': { id: 'Pengajuan dibatalkan', en: 'Application cancelled' },
  'installment.overdue': { id: 'Cicilan terlambat', en: 'Installment overdue' },
  'installment.settled': { id: 'Tunggakan dilunasi', en: 'Arrears settled' },
};

export function eventLabel(event: string): Text {
  return (eventLabels as Record<string, Text | undefined>)[event] ?? { id: event, en: event };
}
