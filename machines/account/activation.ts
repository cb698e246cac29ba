// Mailed codes: how many wrong tries an activation code allows and when a new activation code
// or password-reset link may be sent. Pure: the
// API passes when the live code was sent and the time.

/** Wrong codes a single activation code takes; after them only a new code activates. */
export const ACTIVATION_MAX_ATTEMPTS = 5;
export const CODE_MAIL_COOLDOWN_MS = 60_000;

/** A new activation code or reset link goes out at most once a minute per account. */
export const mayMailCodeAgain = (lastSentAtMs: number | null, nowMs: number): boolean =>
  lastSentAtMs === null || lastSentAtMs + CODE_MAIL_COOLDOWN_MS <= nowMs;
