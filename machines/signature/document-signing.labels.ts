// Indonesian and English texts for document signing: states, messages after a return, and the
// reasons an event is refused. `{provider}` is filled with the provider's name.
import type { Text } from '../shared/i18n-text.ts';
import type {
  SigningMessage,
  SigningReasonCode,
  SigningStateName,
} from './document-signing.types.ts';

export const signingStateLabels: Record<SigningStateName, Text> = {
  unsigned: { id: 'Belum Ditandatangani', en: 'Not signed' },
  requested: { id: 'Penandatanganan Diminta', en: 'Signing requested' },
  urlIssued: { id: 'Tautan Tanda Tangan Tersedia', en: 'Signing link issued' },
  pending: { id: 'Menunggu Konfirmasi', en: 'Awaiting confirmation' },
  completed: { id: 'Sudah Ditandatangani', en: 'Signed' },
  declined: { id: 'Ditolak Penanda Tangan', en: 'Declined by the signer' },
  cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
  expired: { id: 'Kedaluwarsa', en: 'Expired' },
  failed: { id: 'Gagal', en: 'Failed' },
};

export const signingMessageTexts: Record<SigningMessage, Text> = {
  SIGNED: { id: 'Dokumen berhasil ditandatangani', en: 'The document was signed' },
  SIGNING_CANCELLED: {
    id: 'Penandatanganan dibatalkan; Anda dapat melanjutkannya nanti',
    en: 'Signing was cancelled; you can continue later',
  },
  SIGNING_DECLINED: { id: 'Anda menolak menandatangani dokumen', en: 'You declined to sign' },
  SIGNING_ERROR: {
    id: 'Terjadi kesalahan saat penandatanganan',
    en: 'An error occurred while signing',
  },
  SESSION_TIMEOUT: {
    id: 'Sesi penandatanganan habis; silakan mulai lagi',
    en: 'The signing session timed out; please start again',
  },
  LINK_EXPIRED: {
    id: 'Tautan penandatanganan kedaluwarsa; silakan mulai lagi',
    en: 'The signing link expired; please start again',
  },
  VIEWED_ONLY: {
    id: 'Dokumen hanya dilihat, belum ditandatangani',
    en: 'The document was viewed but not signed',
  },
  FAX_PENDING: {
    id: 'Tanda tangan melalui faks sedang menunggu konfirmasi',
    en: 'The fax signature is awaiting confirmation',
  },
  ID_CHECK_FAILED: { id: 'Verifikasi identitas gagal', en: 'The identity check failed' },
  // The spec's catalogue: 'Gagal melakukan request docusign'.
  REQUEST_FAILED: {
    id: 'Gagal melakukan request {provider}',
    en: 'The {provider} signing request failed',
  },
};

export const signingReasonTexts: Record<SigningReasonCode, Text> = {
  WRONG_STATE: {
    id: 'Tidak dapat dilakukan pada status penandatanganan ini',
    en: 'Not possible in this signing status',
  },
  UNKNOWN_RETURN_EVENT: {
    id: 'Hasil penandatanganan tidak dikenal',
    en: 'Unknown signing result',
  },
  NOT_ENVELOPE_PROVIDER: {
    id: 'Penyedia ini tidak mengirim hasil melalui tautan kembali',
    en: 'This provider does not report through the return address',
  },
};
