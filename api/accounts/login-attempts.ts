// The login throttle's counters, kept per e-mail address whether or not an account has it
// (login_attempts), and counted atomically: an attempt takes the row lock, asks the throttle
// (machines/account/login-throttle.ts), and is counted as failed before its password is checked.
// Guesses sent at the same moment therefore queue on the lock and each sees the count the
// previous ones left; a success deletes the row. Failures are counted per source too
// (login_sources, the throttle's "Per source"), in the same transaction, the source's row locked
// first: one password tried on many addresses from one place is held back as well.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  afterSourceSuccess,
  beginLoginAttempt,
  beginSourceAttempt,
  type LoginCounters,
  type SourceCounters,
} from '../../machines/account/login-throttle.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

/**
 * The address an attempt is for: as typed, trimmed and lower-cased here, once. The throttle's
 * key and the account's lookup both use this one string: when the database lower-cased the typed
 * address itself, a Turkish capital İ (which JavaScript lowers to "i" and a combining dot, and
 * PostgreSQL to a plain "i") reached the same account under another throttle key, doubling the
 * tries for every "i" in the address.
 */
export const canonicalEmail = (email: string) => email.trim().toLowerCase();

/** The row key: the canonical address, hashed. */
const emailKey = (email: string) =>
  createHash('sha256').update(canonicalEmail(email)).digest('hex');

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
 * Where an attempt comes from, as counted: an IPv4 address as it is (an IPv4-mapped IPv6 one as
 * its IPv4), an IPv6 address by its first 64 bits — one subscriber's block, which a single
 * caller can otherwise walk through address by address. Hashed: no address is stored.
 */
export function sourceKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const counted = mapped?.[1] ?? (isIPv6(address) ? ipv6Prefix64(address) : address);
  return createHash('sha256').update(counted).digest('hex');
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = (address.split('%')[0] ?? '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

type SourceRow = {
  window_started_at: Date;
  failed_logins: number;
  last_failed_at: Date | null;
};

const sourceCountersOf = (row: SourceRow | undefined): SourceCounters => ({
  windowStartedAtMs: row?.window_started_at.getTime() ?? null,
  failedLogins: row?.failed_logins ?? 0,
  lastFailedAtMs: row?.last_failed_at?.getTime() ?? null,
});

async function lockedSource(q: Queryable, key: string): Promise<SourceCounters> {
  const [row] = await q.query<SourceRow>(
    `SELECT window_started_at, failed_logins, last_failed_at FROM login_sources
      WHERE source_key = $1 FOR UPDATE`,
    [key],
  );
  return sourceCountersOf(row);
}

async function storeSource(q: Queryable, key: string, counters: SourceCounters): Promise<void> {
  await q.query(
    `INSERT INTO login_sources (source_key, window_started_at, failed_logins, last_failed_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (source_key) DO UPDATE SET window_started_at = $2, failed_logins = $3,
       last_failed_at = $4`,
    [key, at(counters.windowStartedAtMs), counters.failedLogins, at(counters.lastFailedAtMs)],
  );
}

/**
 * Lets an attempt at this address go on to the password check, counting it as a failure first,
 * or refuses it with 429 TOO_MANY_ATTEMPTS / ACCOUNT_LOCKED, the same for every address.
 */
export async function beginAttempt(
  db: Db,
  email: string,
  now: Date,
  source?: string,
): Promise<void> {
  const key = emailKey(email);
  const nowMs = now.getTime();
  const gate = await db.tx(async (q) => {
    // The source's row first, then the address's: every attempt locks in that order.
    let fromSource: { key: string; counters: SourceCounters } | null = null;
    if (source !== undefined) {
      const sourceRow = sourceKey(source);
      await q.query(
        `INSERT INTO login_sources (source_key, window_started_at) VALUES ($1, $2)
         ON CONFLICT (source_key) DO NOTHING`,
        [sourceRow, now],
      );
      const next = beginSourceAttempt(await lockedSource(q, sourceRow), nowMs);
      if (!next.gate.allowed) return next.gate;
      fromSource = { key: sourceRow, counters: next.counters };
    }
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
    if (next.gate.allowed && fromSource) await storeSource(q, fromSource.key, fromSource.counters);
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
  if (gate.reason === 'LOCKED') {
    throw new AppError(
      429,
      'ACCOUNT_LOCKED',
      `Too many failed attempts: the account is locked, try again in ${Math.ceil(seconds / 60)} minutes`,
      { retryAfterSeconds: seconds },
    );
  }
  // A source held back answers like an address slowed down: the wait is what a person needs.
  throw new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    gate.reason === 'SLOW_DOWN'
      ? `Too many failed attempts: try again in ${seconds} seconds`
      : `Too many failed attempts from your network: try again in ${seconds} seconds`,
    { retryAfterSeconds: seconds },
  );
}

/** A login that succeeded: its attempt, counted as failed when it began, no longer counts. */
export async function creditSource(db: Db, source: string | undefined): Promise<void> {
  if (source === undefined) return;
  const key = sourceKey(source);
  await db.tx(async (q) => {
    const counters = await lockedSource(q, key);
    if (counters.windowStartedAtMs !== null)
      await storeSource(q, key, afterSourceSuccess(counters));
  });
}

/** A success, or a password reset: the failures in a row are over. */
export async function clearFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM login_attempts WHERE email_key = $1', [emailKey(email)]);
}
