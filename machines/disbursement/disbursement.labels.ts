// Indonesian and English texts for the disbursement: states and refusal reasons.
import type { Text } from '../shared/i18n-text.ts';
import type { DisbursementReasonCode, DisbursementStateName } from './disbursement.types.ts';

export const disbursementStateLabels: Record<DisbursementStateName, Text> = {
  ready: { id: 'Siap Dicairkan', en: 'Ready for disbursement' },
  borrowerSigned: { id: 'Ditandatangani Peminjam', en: 'Signed by the borrower' },
  approved: { id: 'Disetujui', en: 'Approved' },
  settling: { id: 'Transfer Diproses Bank', en: 'Transfer in process at the bank' },
  successful: { id: 'Berhasil Dicairkan', en: 'Disbursed' },
  failed: { id: 'Transfer Gagal', en: 'Transfer failed' },
};

export const disbursementReasonTexts: Record<DisbursementReasonCode, Text> = {
  WRONG_STATE: {
    id: 'Tidak dapat dilakukan pada status pencairan ini',
    en: 'Not possible in this disbursement status',
  },
  WRONG_ROLE: { id: 'Peran Anda tidak dapat melakukan ini', en: 'Your role cannot do this' },
  NOT_OWNER: {
    id: 'Hanya peminjam yang dapat menandatangani perjanjian ini',
    en: 'Only the borrower can sign this agreement',
  },
  AGREEMENT_NOT_SIGNED: {
    id: 'Peminjam belum menandatangani perjanjian',
    en: 'The borrower has not signed the agreement yet',
  },
  NOTHING_TO_PAY_OUT: {
    id: 'Dana escrow tidak melebihi biaya admin',
    en: 'The escrow does not exceed the admin fee',
  },
  RETRY_LIMIT_REACHED: {
    id: 'Batas percobaan transfer tercapai; hubungi bank',
    en: 'No transfer attempts left; contact the bank',
  },
  TRANSFER_IN_PROGRESS: {
    id: 'Transfer sedang diproses bank; tunggu konfirmasi bank',
    en: 'The bank is processing the transfer; wait for its confirmation',
  },
  REFERENCE_MISSING: {
    id: 'Referensi transfer dari bank tidak ada',
    en: "The bank's transfer reference is missing",
  },
  DISBURSEMENT_NOT_PREPARED: {
    id: 'Pencairan belum disiapkan',
    en: 'No disbursement prepared',
  },
  BANK_DATA_MISSING: {
    id: 'Rekening bank peminjam belum divalidasi',
    en: "The borrower's bank account is not validated yet",
  },
  NO_TRANSFER_RAIL: {
    id: 'Tidak ada jalur transfer yang dapat membawa pencairan ini',
    en: 'No transfer rail carries this payout',
  },
};
