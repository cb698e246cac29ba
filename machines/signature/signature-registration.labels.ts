// Indonesian and English texts for the signer's registration: states, provider refusals, and
// the reasons an action is not possible now.
import type { Text } from '../shared/i18n-text.ts';
import type {
  RegistrationReasonCode,
  RegistrationRefusal,
  RegistrationStateName,
} from './signature-registration.types.ts';

export const registrationStateLabels: Record<RegistrationStateName, Text> = {
  unregistered: { id: 'Belum Terdaftar', en: 'Not registered' },
  requested: { id: 'Pendaftaran Diajukan', en: 'Registration requested' },
  awaitingActivation: { id: 'Menunggu Aktivasi Email', en: 'Waiting for e-mail activation' },
  registered: { id: 'Terdaftar', en: 'Registered' },
  verified: { id: 'Terverifikasi', en: 'Verified' },
  active: { id: 'Aktif', en: 'Active' },
  expired: { id: 'Sertifikat Kedaluwarsa', en: 'Certificate expired' },
  refused: { id: 'Pendaftaran Ditolak', en: 'Registration refused' },
};

export const registrationRefusalTexts: Record<RegistrationRefusal, Text> = {
  EMAIL_ALREADY_REGISTERED: { id: 'Email sudah terdaftar', en: 'The e-mail is already registered' },
  USER_ALREADY_REGISTERED: { id: 'Pengguna sudah terdaftar', en: 'The user is already registered' },
  SELFIE_MISMATCH: {
    id: 'Swafoto tidak cocok dengan foto KTP',
    en: 'The selfie does not match the ID card photo',
  },
  BIODATA_MISMATCH: {
    id: 'Data diri tidak sesuai dengan data kependudukan',
    en: 'The personal data does not match the population registry',
  },
};

export const registrationReasonTexts: Record<RegistrationReasonCode, Text> = {
  WRONG_STATE: {
    id: 'Tidak dapat dilakukan pada status pendaftaran ini',
    en: 'Not possible in this registration status',
  },
  RESEND_LIMIT_REACHED: {
    id: 'Batas kirim ulang email aktivasi sudah tercapai',
    en: 'The activation e-mail cannot be re-sent any more',
  },
  SAME_STATUS: {
    id: 'Status dari penyedia sama dengan status saat ini',
    en: "The provider's status is the current status",
  },
};
