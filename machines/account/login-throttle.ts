// When may someone try to log in again? Repeated failures are first slowed down, then the
// account is locked for a while. Pure: the API passes the stored counters and the time.
// An attempt is counted as a failure when it passes the gate, before the (slow) password check,
// so that guesses sent at the same moment cannot all pass on the same old count; a success
// then resets the counters.

export const SLOW_DOWN_AFTER_FAILURES = 5;
export const SLOW_DOWN_WAIT_MS = 30_000;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * 60_000;

export type LoginCounters = {
  failedLogins: number;
  lastFailedAtMs: number | null;
  lockedUntilMs: number | null;
};

export type LoginGate =
  | { allowed: true }
  | { allowed: false; reason: 'LOCKED' | 'SLOW_DOWN'; retryAfterMs: number };

export function loginGate(counters: LoginCounters, nowMs: number): LoginGate {
  if (counters.lockedUntilMs !== null && counters.lockedUntilMs > nowMs) {
    return { allowed: false, reason: 'LOCKED', retryAfterMs: counters.lockedUntilMs - nowMs };
  }
  if (counters.failedLogins >= SLOW_DOWN_AFTER_FAILURES && counters.lastFailedAtMs !== null) {
    const nextTryMs = counters.lastFailedAtMs + SLOW_DOWN_WAIT_MS;
    if (nextTryMs > nowMs)
      return { allowed: false, reason: 'SLOW_DOWN', retryAfterMs: nextTryMs - nowMs };
  }
  return { allowed: true };
}

/** The counters after a failed attempt: the tenth failure in a row locks the account. */
export function afterFailedLogin(counters: LoginCounters, nowMs: number): LoginCounters {
  const failedLogins = counters.failedLogins + 1;
  if (failedLogins >= LOCK_AFTER_FAILURES) {
    return { failedLogins: 0, lastFailedAtMs: nowMs, lockedUntilMs: nowMs + LOCK_MS };
  }
  return { failedLogins, lastFailedAtMs: nowMs, lockedUntilMs: counters.lockedUntilMs };
}

/**
 * An attempt arriving: the gate's answer and, when it may go on, the counters to store before
 * the password is checked (the attempt counted as failed until it succeeds).
 */
export function beginLoginAttempt(
  counters: LoginCounters,
  nowMs: number,
): { gate: LoginGate; counters: LoginCounters } {
  const gate = loginGate(counters, nowMs);
  return { gate, counters: gate.allowed ? afterFailedLogin(counters, nowMs) : counters };
}

export const afterSuccessfulLogin = (): LoginCounters => ({
  failedLogins: 0,
  lastFailedAtMs: null,
  lockedUntilMs: null,
});
