// The texts of the messages the platform sends, Indonesian first with English below.
import type { OutgoingMessage } from './outbox.ts';

const both = (id: string, en: string) => `${id}\n\n---\n\n${en}`;

export function activationEmail(to: string, fullName: string, code: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Aktivasi akun Lumbung / Activate your Lumbung account',
    body: both(
      `Halo ${fullName},\n\nKode aktivasi akun Anda: ${code}\nKode berlaku 24 jam dan hanya dapat dipakai sekali.`,
      `Hello ${fullName},\n\nYour account activation code: ${code}\nIt is valid for 24 hours and can be used once.`,
    ),
  };
}

export function passwordResetEmail(to: string, fullName: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Atur ulang kata sandi / Reset your password',
    body: both(
      `Halo ${fullName},\n\nBuka tautan ini untuk mengatur ulang kata sandi Anda (berlaku 1 jam):\n${link}\n\nAbaikan email ini jika Anda tidak memintanya.`,
      `Hello ${fullName},\n\nOpen this link to reset your password (valid for 1 hour):\n${link}\n\nIgnore this e-mail if you did not ask for it.`,
    ),
  };
}

export function otpMessage(channel: 'email' | 'sms', to: string, code: string): OutgoingMessage {
  return {
    channel,
    to,
    subject: channel === 'email' ? 'Kode OTP Lumbung / Your Lumbung one-time code' : '',
    body:
      channel === 'sms'
        ? `Kode OTP Lumbung: ${code}. Jangan berikan kode ini kepada siapa pun. / Your code: ${code}.`
        : both(
            `Kode OTP Anda: ${code}\nJangan berikan kode ini kepada siapa pun.`,
            `Your one-time code: ${code}\nDo not share it with anyone.`,
          ),
  };
}
