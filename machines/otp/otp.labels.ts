// Indonesian and English texts for OTP verification: states and the reasons an action is refused.
import type { Text } from '../shared/i18n-text.ts';
import type { OtpReasonCode, OtpStateName } from './otp.types.ts';

export const otpStateLabels: Record<OtpStateName, Text> = {
  idle: { id: 'Kode belum diminta', en: 'No code requested' },
  requested: { id: 'Mengirim kode...', en: 'Sending the code...' },
  notSent: { id: 'Kode gagal dikirim', en: 'The code could not be sent' },
  sent: { id: 'Kode OTP telah dikirim', en: 'The OTP code was sent' },
  verifying: { id: 'Memverifikasi kode...', en: 'Verifying the code...' },
  failed: { id: 'Kode OTP salah', en: 'Wrong OTP code' },
  expired: { id: 'Kode OTP kedaluwarsa', en: 'The OTP code expired' },
  verified: { id: 'Verifikasi berhasil', en: 'Verified' },
  locked: {
    id: 'Terlalu banyak percobaan; coba lagi nanti',
    en: 'Too many attempts; try again later',
  },
};

export const otpReasonTexts: Record<OtpReasonCode, Text> = {
  WRONG_STATE: { id: 'Tidak dapat dilakukan saat ini', en: 'Not possible now' },
  CODE_FORMAT: { id: 'Kode OTP harus 6 digit angka', en: 'The OTP code must be 6 digits' },
  CODE_EXPIRED: { id: 'Kode OTP kedaluwarsa', en: 'The OTP code expired' },
  VERIFYING: { id: 'Kode sedang diverifikasi', en: 'The code is being verified' },
  RESEND_COOLDOWN: {
    id: 'Tunggu sebentar sebelum mengirim ulang kode',
    en: 'Please wait before sending the code again',
  },
  LOCKED: {
    id: 'Terlalu banyak percobaan; coba lagi nanti',
    en: 'Too many attempts; try again later',
  },
  NOT_EXPIRED_YET: { id: 'Kode masih berlaku', en: 'The code is still valid' },
};
