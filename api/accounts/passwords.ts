// Forgotten, reset and changed passwords, and the six-month change warning.
import { mayMailCodeAgain } from '../../machines/account/activation.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { passwordResetEmail } from '../notify/messages.ts';
import { enqueue } from '../notify/outbox.ts';
import { consumeToken, lastSentAtMs, longToken, storeCode } from './codes.ts';
import { beginAttempt, clearFailures } from './login-attempts.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { revokeUserSessions } from './sessions.ts';

export const RESET_TTL_MS = 60 * 60_000;
/** Spec §5, §9: a password older than six months (of 30 days) triggers a change warning. */
export const PASSWORD_MAX_AGE_DAYS = 180;

type Account = {
  id: string;
  email: string;
  full_name: string;
  password_hash: string;
  password_changed_at: Date;
};

/** Answers the same whether or not the e-mail exists; only a real account gets a link. */
export async function forgotPassword(
  db: Db,
  email: string,
  options: { now: Date; publicUrl: string },
) {
  await db.tx(async (q) => {
    const [user] = await q.query<Account>(
      'SELECT id, email, full_name FROM users WHERE lower(email) = lower($1) AND active FOR UPDATE',
      [email],
    );
    if (!user) return;
    // A flood of requests mails one link a minute; the answer stays the same for every request.
    const sentAtMs = await lastSentAtMs(q, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMs: RESET_TTL_MS,
    });
    if (!mayMailCodeAgain(sentAtMs, options.now.getTime())) return;
    const token = longToken();
    await storeCode(q, {
      userId: user.id,
      purpose: 'password_reset',
      channel: 'email',
      secret: token,
      expiresAt: new Date(options.now.getTime() + RESET_TTL_MS),
    });
    const link = `${options.publicUrl}/reset-password?token=${token}`;
    await enqueue(q, passwordResetEmail(user.email, user.full_name, link));
  });
}

export async function resetPassword(
  db: Db,
  input: { token: string; newPassword: string; confirmPassword?: string | undefined },
  now: Date,
) {
  await db.tx(async (q) => {
    const userId = await consumeToken(q, { purpose: 'password_reset', secret: input.token, now });
    if (!userId) {
      throw new AppError(400, 'RESET_TOKEN_INVALID', 'The reset link is wrong or has expired');
    }
    const [user] = await q.query<Account>('SELECT id, email, full_name FROM users WHERE id = $1', [
      userId,
    ]);
    assertPasswordPolicy(
      input.newPassword,
      { confirmation: input.confirmPassword, fullName: user?.full_name, email: user?.email },
      'new_password',
    );
    if (user) await clearFailures(q, user.email);
    await q.query(
      'UPDATE users SET password_hash = $2, password_changed_at = $3, failed_logins = 0, locked_until = NULL WHERE id = $1',
      [userId, await hashPassword(input.newPassword), now],
    );
    // Whoever held the old password may hold a session: a reset ends every one of them.
    await revokeUserSessions(q, userId, 'password_reset', now);
  });
}

/** Changes the password and ends every other session of the user; `sessionId`'s stays. */
export async function changePassword(
  db: Db,
  session: { userId: string; sessionId: string | null },
  input: { oldPassword: string; newPassword: string; confirmPassword?: string | undefined },
  now: Date,
) {
  const { userId } = session;
  // The old password is a guess like a login's: a stolen session may not try it without limit,
  // so it counts against the same throttle as the address's logins, before the check.
  const [owner] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  if (owner) await beginAttempt(db, owner.email, now);
  await db.tx(async (q) => {
    const [user] = await q.query<Account>(
      'SELECT id, email, full_name, password_hash FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!user || !(await verifyPassword(user.password_hash, input.oldPassword))) {
      throw new AppError(400, 'OLD_PASSWORD_WRONG', 'The old password is not correct', {
        fields: { old_password: 'The old password is not correct' },
      });
    }
    if (input.oldPassword === input.newPassword) {
      throw new AppError(
        400,
        'PASSWORD_UNCHANGED',
        'The new password must differ from the old one',
        {
          fields: { new_password: 'The new password must differ from the old one' },
        },
      );
    }
    assertPasswordPolicy(
      input.newPassword,
      { confirmation: input.confirmPassword, fullName: user.full_name, email: user.email },
      'new_password',
    );
    await q.query('UPDATE users SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [
      userId,
      await hashPassword(input.newPassword),
      now,
    ]);
    await clearFailures(q, user.email);
    await revokeUserSessions(q, userId, 'password_changed', now, session.sessionId);
  });
}

export async function passwordAge(db: Db, userId: string, now: Date) {
  const [user] = await db.query<{ password_changed_at: Date }>(
    'SELECT password_changed_at FROM users WHERE id = $1',
    [userId],
  );
  const changedAt = user?.password_changed_at ?? now;
  const ageDays = Math.floor((now.getTime() - changedAt.getTime()) / 86_400_000);
  return {
    passwordChangedAt: changedAt.toISOString(),
    ageDays,
    mustChange: ageDays >= PASSWORD_MAX_AGE_DAYS,
  };
}

export async function setSubscription(db: Db, userId: string, subscribed: boolean) {
  await db.query('UPDATE users SET email_subscribed = $2 WHERE id = $1', [userId, subscribed]);
  return { subscribed };
}
