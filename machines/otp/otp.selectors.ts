// Values derived from an OTP snapshot for the screens and the API.
import type { SnapshotFrom } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { otpReasonTexts, otpStateLabels } from './otp.labels.ts';
import { expiresAtMs, type otpMachine, refusal } from './otp.machine.ts';
import type { OtpEvent, OtpReason, OtpReasonCode, OtpStateName } from './otp.types.ts';

export type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

/** The state a screen shows: inside `live`, the code's own state. */
export function otpStateOf(snapshot: OtpSnapshot): OtpStateName {
  const value = snapshot.value;
  return typeof value === 'string' ? (value as OtpStateName) : (value.live.code as OtpStateName);
}

export function otpLabel(snapshot: OtpSnapshot): Text {
  return otpStateLabels[otpStateOf(snapshot)];
}

export function attemptsLeft(snapshot: OtpSnapshot): number {
  return snapshot.context.maxAttempts - snapshot.context.attempts;
}

/** Milliseconds until the live code expires (0 when past), or null when no code is live. */
export function msUntilExpiry(snapshot: OtpSnapshot, nowMs: number): number | null {
  const expiry = expiresAtMs(snapshot.context);
  return expiry === null ? null : Math.max(0, expiry - nowMs);
}

function reason(code: OtpReasonCode): OtpReason {
  return { code, text: otpReasonTexts[code] };
}

/** Why the current state does not take an event of this type at all. */
function stateReason(snapshot: OtpSnapshot, type: OtpEvent['type']): OtpReasonCode {
  if (type === 'code.submit' && snapshot.hasTag('expired')) return 'CODE_EXPIRED';
  if (type === 'code.submit' || type === 'code.resend') {
    if (snapshot.hasTag('verifying')) return 'VERIFYING';
  }
  if (type === 'code.resend' && snapshot.hasTag('coolingDown')) return 'RESEND_COOLDOWN';
  return 'WRONG_STATE';
}

/** Why this event is not taken now; null when the machine would take it. */
export function whyNotOtp(snapshot: OtpSnapshot, event: OtpEvent): OtpReason | null {
  if (snapshot.hasTag('locked') && event.type !== 'lock.elapsed') return reason('LOCKED');
  const takes = takesEvent(snapshot, event.type);
  if (!takes) return reason(stateReason(snapshot, event.type));
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  if (snapshot.can(event)) return null;
  // The one guard that reads the state: no resend while a check runs.
  return reason(event.type === 'code.resend' ? stateReason(snapshot, event.type) : 'WRONG_STATE');
}
