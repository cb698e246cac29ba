// Activation codes: how many wrong tries a code allows and when a new one may be sent. Pure: the
// API passes when the live code was sent and the time.

/** Wrong codes a single activation code takes; after them only a new code activates. */
export const ACTIVATION_MAX_ATTEMPTS = 5;
export const ACTIVATION_RESEND_COOLDOWN_MS = 60_000;

/** A new activation code goes out at most once a minute per account. */
export const mayResendActivation = (lastSentAtMs: number | null, nowMs: number): boolean =>
  lastSentAtMs === null || lastSentAtMs + ACTIVATION_RESEND_COOLDOWN_MS <= nowMs;
