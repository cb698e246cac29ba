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

// --- Per source ------------------------------------------------------------------------------
// The counters above are per e-mail address: they stop guessing one account's password, not
// one password tried on many accounts (password spraying). So failures are also counted per
// source (the caller's address; an IPv6 caller by its /64, the block one subscriber holds) in a
// fixed window. A shared address — an office, a mobile operator's carrier-grade NAT, common in
// Indonesia — holds many honest people, so the source is slowed before it is stopped: after
// SOURCE_SLOW_DOWN_AFTER failures one try every SOURCE_SLOW_DOWN_WAIT_MS, and at
// SOURCE_LIMIT_FAILURES no more tries until the window ends. An honest person behind a busy
// address waits seconds; a sprayer is held to some 100 guesses per address a quarter-hour.

export const SOURCE_WINDOW_MS = 15 * 60_000;
export const SOURCE_SLOW_DOWN_AFTER = 30;
export const SOURCE_SLOW_DOWN_WAIT_MS = 10_000;
export const SOURCE_LIMIT_FAILURES = 100;

export type SourceCounters = {
  windowStartedAtMs: number | null;
  failedLogins: number;
  lastFailedAtMs: number | null;
};

export type SourceGate =
  | { allowed: true }
  | { allowed: false; reason: 'SOURCE_LIMIT' | 'SOURCE_SLOW_DOWN'; retryAfterMs: number };

/** The counters as they stand at `nowMs`: a window that has ended starts again. */
function currentWindow(counters: SourceCounters, nowMs: number): SourceCounters {
  const started = counters.windowStartedAtMs;
  if (started !== null && nowMs - started < SOURCE_WINDOW_MS) return counters;
  return { windowStartedAtMs: nowMs, failedLogins: 0, lastFailedAtMs: null };
}

export function sourceGate(counters: SourceCounters, nowMs: number): SourceGate {
  const now = currentWindow(counters, nowMs);
  const windowEndsMs = (now.windowStartedAtMs ?? nowMs) + SOURCE_WINDOW_MS;
  if (now.failedLogins >= SOURCE_LIMIT_FAILURES) {
    return { allowed: false, reason: 'SOURCE_LIMIT', retryAfterMs: windowEndsMs - nowMs };
  }
  if (now.failedLogins >= SOURCE_SLOW_DOWN_AFTER && now.lastFailedAtMs !== null) {
    const nextTryMs = now.lastFailedAtMs + SOURCE_SLOW_DOWN_WAIT_MS;
    if (nextTryMs > nowMs)
      return { allowed: false, reason: 'SOURCE_SLOW_DOWN', retryAfterMs: nextTryMs - nowMs };
  }
  return { allowed: true };
}

/** An attempt from a source: the gate's answer and, when it goes on, the counters to store. */
export function beginSourceAttempt(
  counters: SourceCounters,
  nowMs: number,
): { gate: SourceGate; counters: SourceCounters } {
  const gate = sourceGate(counters, nowMs);
  if (!gate.allowed) return { gate, counters };
  const now = currentWindow(counters, nowMs);
  return {
    gate,
    counters: { ...now, failedLogins: now.failedLogins + 1, lastFailedAtMs: nowMs },
  };
}

/** The attempt counted as failed when it began succeeded: it no longer counts. */
export const afterSourceSuccess = (counters: SourceCounters): SourceCounters => ({
  ...counters,
  failedLogins: Math.max(0, counters.failedLogins - 1),
});
