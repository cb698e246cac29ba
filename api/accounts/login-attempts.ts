// The login throttle's counters, kept per e-mail address whether or not an account has it
// (login_attempts), and counted atomically: an attempt takes the row lock, asks the throttle
// (machines/account/login-throttle.ts), and is counted as failed before its password is checked.
// Guesses sent at the same moment therefore queue on the lock and each sees the count the
// previous ones left; a success deletes the row.
import { createHash } from 'node:crypto';
import { beginLoginAttempt, type LoginCounters } from '../../machines/account/login-throttle.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

/** The row key: the address as typed, trimmed and lower-cased, hashed. */
const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

type AttemptsRow = {
  failed_logins: number;
  last_failed_at: Date | null;
  locked_until: Date | null;
};

const countersOf = (row: AttemptsRow | undefined): LoginCounters => ({
  failedLogins: row?.failed_logins ?? 0,
  lastFailedAtMs: row?.last_failed_at?.getTime() ?? null,
  lockedUntilMs: row?.locked_until?.getTime() ?? null,
});

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Lets an attempt at this address go on to the password check, counting it as a failure first,
 * or refuses it with 429 TOO_MANY_ATTEMPTS / ACCOUNT_LOCKED, the same for every address.
 */
export async function beginAttempt(db: Db, email: string, now: Date): Promise<void> {
  const key = emailKey(email);
  const nowMs = now.getTime();
  const gate = await db.tx(async (q) => {
    await q.query(
      'INSERT INTO login_attempts (email_key) VALUES ($1) ON CONFLICT (email_key) DO NOTHING',
      [key],
    );
    const [row] = await q.query<AttemptsRow>(
      `SELECT failed_logins, last_failed_at, locked_until FROM login_attempts
        WHERE email_key = $1 FOR UPDATE`,
      [key],
    );
    const next = beginLoginAttempt(countersOf(row), nowMs);
    if (next.gate.allowed) {
      await q.query(
        `UPDATE login_attempts SET failed_logins = $2, last_failed_at = $3, locked_until = $4
          WHERE email_key = $1`,
        [
          key,
          next.counters.failedLogins,
          at(next.counters.lastFailedAtMs),
          at(next.counters.lockedUntilMs),
        ],
      );
    }
    return next.gate;
  });
  if (gate.allowed) return;
  const seconds = Math.ceil(gate.retryAfterMs / 1000);
  throw new AppError(
    429,
    gate.reason === 'LOCKED' ? 'ACCOUNT_LOCKED' : 'TOO_MANY_ATTEMPTS',
    gate.reason === 'LOCKED'
      ? `Too many failed attempts: the account is locked, try again in ${Math.ceil(seconds / 60)} minutes`
      : `Too many failed attempts: try again in ${seconds} seconds`,
    { retryAfterSeconds: seconds },
  );
}

/** A success, or a password reset: the failures in a row are over. */
export async function clearFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM login_attempts WHERE email_key = $1', [emailKey(email)]);
}
