import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { beginAttempt, canonicalEmail, clearFailures, creditSource } from './login-attempts.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';
import { openSession } from './sessions.ts';
import type { Role, Tokens } from './tokens.ts';
import { type UserRecord, userColumns } from './users.ts';

const MISMATCH = 'Email or password does not match';

type LoginRecord = UserRecord & { password_hash: string; active: boolean };

/**
 * E-mail and password checked under the login throttle (login-attempts.ts): 429 while it holds
 * the address or the caller's source back, 401 for a wrong pair, the same for unknown and known
 * addresses. `source` is the caller's address as the server resolved it (request.ip).
 */
export async function checkCredentials(
  db: Db,
  credentials: { email: string; password: string },
  now: Date,
  source: string | undefined,
): Promise<LoginRecord> {
  await beginAttempt(db, credentials.email, now, source);
  const [user] = await db.query<LoginRecord>(
    `SELECT ${userColumns}, password_hash, active FROM users WHERE lower(email) = $1`,
    [canonicalEmail(credentials.email)],
  );
  const matches = await verifyPassword(
    user?.password_hash ?? (await decoyHash()),
    credentials.password,
  );
  if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS', MISMATCH);
  await clearFailures(db, credentials.email);
  await creditSource(db, source);
  return user;
}

export async function login(
  db: Db,
  tokens: Tokens,
  credentials: { email: string; password: string },
  now: Date,
  source: string | undefined,
) {
  const user = await checkCredentials(db, credentials, now, source);
  if (!user.active) {
    throw new AppError(403, 'ACCOUNT_INACTIVE', 'Your account is not activated yet');
  }
  const { token, expiresAt } = await openSession(
    db,
    tokens,
    { userId: user.id, role: user.role as Role, isPersonal: user.is_personal },
    now,
    { passwordHash: user.password_hash },
  );
  return { token, expiresAt: expiresAt.toISOString(), user: userView(user) };
}

export function userView(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    fullName: user.full_name,
    role: user.role,
    isPersonal: user.is_personal,
    referralCode: user.referral_code,
    emailSubscribed: user.email_subscribed,
    phoneVerified: user.phone_verified,
  };
}
