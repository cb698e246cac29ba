import type { Text } from '../shared/i18n-text.ts';

export type OtpChannel = 'sms' | 'email';

export type OtpStateName =
  | 'idle'
  | 'requested'
  | 'notSent'
  | 'sent'
  | 'verifying'
  | 'failed'
  | 'expired'
  | 'verified'
  | 'locked';

export type OtpTag =
  | 'canRequest'
  | 'sending'
  | 'canSubmit'
  | 'verifying'
  | 'wrongCode'
  | 'coolingDown'
  | 'canResend'
  | 'expired'
  | 'verified'
  | 'locked';

export type OtpContext = {
  channel: OtpChannel | null;
  maxAttempts: number;
  /** Wrong codes entered in this verification, across resends (bounded by maxAttempts). */
  attempts: number;
  /** When the live code was sent (epoch ms, from the `code.sent` event); it expires TTL later. */
  sentAtMs: number | null;
};

export type OtpInput = { maxAttempts?: number };

export type OtpEvent =
  | { type: 'otp.request'; channel: OtpChannel }
  | { type: 'code.sent'; sentAtMs: number }
  | { type: 'code.sendFailed' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.accepted' }
  | { type: 'code.rejected' }
  | { type: 'code.resend' }
  | { type: 'cooldown.elapsed' }
  | { type: 'code.expired' }
  | { type: 'clock.tick'; nowMs: number }
  | { type: 'lock.elapsed' };

export type OtpEventType = OtpEvent['type'];

export type OtpReasonCode =
  | 'WRONG_STATE'
  | 'CODE_FORMAT'
  | 'CODE_EXPIRED'
  | 'VERIFYING'
  | 'RESEND_COOLDOWN'
  | 'LOCKED'
  | 'NOT_EXPIRED_YET';

export type OtpReason = { code: OtpReasonCode; text: Text };
