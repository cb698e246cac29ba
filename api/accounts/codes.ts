// One-time secrets sent to a person: numeric codes (activation, OTP) and long tokens (password
// reset). Only their SHA-256 is stored; each is single-use, expires, and allows few attempts.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

export type CodePurpose = 'activation' | 'password_reset' | 'otp' | 'otp_confirm';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const longToken = () => randomBytes(32).toString('base64url');

export async function storeCode(
  q: Queryable,
  code: {
    userId: string;
    purpose: CodePurpose;
    channel: 'email' | 'sms';
    secret: string;
    expiresAt: Date;
  },
): Promise<void> {
  // A new code replaces the earlier ones of the same purpose: the user's row lock keeps two
  // requests at the same moment from both leaving a live code.
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [code.userId]);
  await q.query(
    'UPDATE account_codes SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [code.userId, code.purpose],
  );
  await q.query(
    `INSERT INTO account_codes (user_id, purpose, channel, secret_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [code.userId, code.purpose, code.channel, hashOf(code.secret), code.expiresAt],
  );
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'too_many_attempts';

/** Checks and, when it matches, consumes the user's live code of this purpose. */
export async function consumeCode(
  q: Queryable,
  check: { userId: string; purpose: CodePurpose; secret: string; now: Date; maxAttempts: number },
): Promise<CodeCheck> {
  const [live] = await q.query<{
    id: number;
    secret_hash: string;
    attempts: number;
    expires_at: Date;
  }>(
    `SELECT id, secret_hash, attempts, expires_at FROM account_codes
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [check.userId, check.purpose],
  );
  if (!live) return 'invalid';
  if (live.expires_at <= check.now) return 'expired';
  if (live.attempts >= check.maxAttempts) return 'too_many_attempts';
  if (live.secret_hash !== hashOf(check.secret)) {
    await q.query('UPDATE account_codes SET attempts = attempts + 1 WHERE id = $1', [live.id]);
    return 'invalid';
  }
  await q.query('UPDATE account_codes SET used_at = $2 WHERE id = $1', [live.id, check.now]);
  return 'ok';
}

/** Finds the user of a live reset token (tokens are long enough to be looked up by hash). */
export async function consumeToken(
  q: Queryable,
  check: { purpose: CodePurpose; secret: string; now: Date },
): Promise<string | null> {
  const [live] = await q.query<{ id: number; user_id: string }>(
    `SELECT id, user_id FROM account_codes
      WHERE purpose = $1 AND secret_hash = $2 AND used_at IS NULL AND expires_at > $3 FOR UPDATE`,
    [check.purpose, hashOf(check.secret), check.now],
  );
  if (!live) return null;
  await q.query('UPDATE account_codes SET used_at = $2 WHERE id = $1', [live.id, check.now]);
  return live.user_id;
}

/**
 * When the user's latest code of this purpose was sent, on the product's clock: its expiry less
 * its life (the stored created_at is the database's clock, which tests and the demo clock move
 * apart from). Null when none was ever sent.
 */
export async function lastSentAtMs(
  q: Queryable,
  code: { userId: string; purpose: CodePurpose; ttlMs: number },
): Promise<number | null> {
  const [last] = await q.query<{ expires_at: Date }>(
    `SELECT expires_at FROM account_codes WHERE user_id = $1 AND purpose = $2
      ORDER BY id DESC LIMIT 1`,
    [code.userId, code.purpose],
  );
  return last ? last.expires_at.getTime() - code.ttlMs : null;
}
