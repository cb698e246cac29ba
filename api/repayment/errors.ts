// The repayment's own refusals (the machines' are worded in machines/installment), each with a
// stable code and its words in both languages: the answer carries the caller's.
import type { Text } from '../../machines/shared/i18n-text.ts';
import { AppError } from '../http/errors.ts';

const TEXTS = {
  INSTALLMENT_NOT_FOUND: {
    status: 404,
    text: { id: 'Cicilan tidak ditemukan', en: 'Installment not found' },
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    text: { id: 'Pembayaran tidak ditemukan', en: 'Payment not found' },
  },
  PAYMENT_REVIEWED: {
    status: 409,
    text: { id: 'Pembayaran ini sudah ditinjau', en: 'This payment was already reviewed' },
  },
  NOTHING_TO_PAY: {
    status: 409,
    text: {
      id: 'Tidak ada lagi yang perlu dibayar untuk pinjaman ini',
      en: 'Nothing is left to pay on this loan',
    },
  },
  NO_BILLING: {
    status: 409,
    text: {
      id: 'Buka tagihan terlebih dahulu: belum ada virtual account',
      en: 'Open the bill first: it has no virtual account',
    },
  },
  BANK_UNAVAILABLE: {
    status: 502,
    text: {
      id: 'Bank belum dapat membuka virtual account; coba lagi sebentar lagi',
      en: 'The bank could not open the virtual account; try again shortly',
    },
  },
} as const satisfies Record<string, { status: number; text: Text }>;

export type RepaymentErrorCode = keyof typeof TEXTS;

export function repaymentError(code: RepaymentErrorCode, reason?: string): AppError {
  const { status, text } = TEXTS[code];
  return new AppError(status, code, text.en, { text, ...(reason ? { reason } : {}) });
}
