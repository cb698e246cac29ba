import {
  afterFailedLogin,
  afterSuccessfulLogin,
  type LoginCounters,
  loginGate,
} from '../../machines/account/login-throttle.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';
import { openSession } from './sessions.ts';
import type { Role, Tokens } from './tokens.ts';
import { type UserRecord, userColumns } from './users.ts';

const MISMATCH = 'Email or password does not match';

type LoginRecord = UserRecord & {
  password_hash: string;
  active: boolean;
  failed_logins: number;
  last_failed_login_at: Date | null;
  locked_until: Date | null;
};

const countersOf = (user: LoginRecord): LoginCounters => ({
  failedLogins: user.failed_logins,
  lastFailedAtMs: user.last_failed_login_at?.getTime() ?? null,
  lockedUntilMs: user.locked_until?.getTime() ?? null,
});

async function saveCounters(db: Db, userId: string, counters: LoginCounters): Promise<void> {
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  await db.query(
    'UPDATE users SET failed_logins = $2, last_failed_login_at = $3, locked_until = $4 WHERE id = $1',
    [userId, counters.failedLogins, at(counters.lastFailedAtMs), at(counters.lockedUntilMs)],
  );
}

export async function login(
  db: Db,
  tokens: Tokens,
  credentials: { email: string; password: string },
  now: Date,
) {
  const [user] = await db.query<LoginRecord>(
    `SELECT ${userColumns}, password_hash, active, failed_logins, last_failed_login_at, locked_until
       FROM users WHERE lower(email) = lower($1)`,
    [credentials.email],
  );
  if (user) {
    const gate = loginGate(countersOf(user), now.getTime());
    if (!gate.allowed) {
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
  }
  const matches = await verifyPassword(
    user?.password_hash ?? (await decoyHash()),
    credentials.password,
  );
  if (user && !matches)
    await saveCounters(db, user.id, afterFailedLogin(countersOf(user), now.getTime()));
  if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS', MISMATCH);
  if (user.failed_logins > 0 || user.locked_until)
    await saveCounters(db, user.id, afterSuccessfulLogin());
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
