// Indonesian and English texts for installments: payment states, arrears, rejections, reasons.
import type { Text } from '../shared/i18n-text.ts';
import { daysBetween } from './installment.charges.ts';
import type {
  Arrears,
  InstallmentReasonCode,
  InstallmentStatus,
  PaymentRejection,
} from './installment.types.ts';

export const installmentStatusLabels: Record<InstallmentStatus, Text> = {
  UNPAID: { id: 'Belum Dibayar', en: 'Unpaid' },
  REVIEW_PAID: { id: 'Pembayaran Ditinjau', en: 'Payment under review' },
  PAID: { id: 'Lunas', en: 'Paid' },
};

export const arrearsLabels: Record<Arrears, Text> = {
  current: { id: 'Belum Jatuh Tempo', en: 'Not yet due' },
  overdue: { id: 'Terlambat', en: 'Overdue' },
  over90: { id: 'Terlambat lebih dari 90 hari', en: 'More than 90 days overdue' },
};

/**
 * Where a paid installment's arrears show: whether it was paid by its due date, or how many days
 * after (a paid installment is no longer "not yet due", however late it was paid). Days in WIB.
 */
export function paidTimelinessLabel(dueDate: string, paidDay: string): Text {
  const late = daysBetween(dueDate, paidDay);
  if (late <= 0) return { id: 'Dibayar tepat waktu', en: 'Paid on time' };
  return {
    id: `Dibayar terlambat ${late} hari`,
    en: `Paid ${late} ${late === 1 ? 'day' : 'days'} late`,
  };
}

export const paymentRejectionTexts: Record<PaymentRejection, Text> = {
  NOT_RECEIVED: { id: 'Pembayaran belum diterima', en: 'The payment has not been received' },
  AMOUNT_MISMATCH: {
    id: 'Jumlah yang diterima tidak sesuai',
    en: 'The amount received does not match',
  },
  INVALID_PROOF: { id: 'Bukti pembayaran tidak valid', en: 'The proof of payment is not valid' },
};

export const installmentReasonTexts: Record<InstallmentReasonCode, Text> = {
  WRONG_STATE: {
    id: 'Tidak dapat dilakukan pada status cicilan ini',
    en: 'Not possible in this installment status',
  },
  WRONG_ROLE: { id: 'Peran Anda tidak dapat melakukan ini', en: 'Your role cannot do this' },
  NOT_OWNER: {
    id: 'Hanya peminjam yang dapat membayar cicilan ini',
    en: 'Only the borrower can pay this installment',
  },
  AMOUNT_INVALID: { id: 'Jumlah pembayaran tidak valid', en: 'The payment amount is not valid' },
  EXCEEDS_OWED: {
    id: 'Jumlah pembayaran melebihi tagihan',
    en: 'The payment exceeds the amount owed',
  },
  EARLIER_INSTALLMENT_UNPAID: {
    id: 'Cicilan sebelumnya belum lunas: bayar cicilan itu lebih dulu',
    en: 'An earlier installment is still unpaid: pay it first',
  },
  DATE_INVALID: { id: 'Tanggal tidak valid', en: 'The date is not valid' },
  NOT_PAST_DUE: { id: 'Cicilan belum lewat jatuh tempo', en: 'The installment is not past due' },
  STALE_TICK: { id: 'Hari ini sudah dihitung', en: 'This day has already been counted' },
};
