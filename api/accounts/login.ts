import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';
import type { Role, Tokens } from './tokens.ts';
import { type UserRecord, userColumns } from './users.ts';

const MISMATCH = 'Email or password does not match';

export async function login(
  db: Queryable,
  tokens: Tokens,
  credentials: { email: string; password: string },
) {
  const [user] = await db.query<UserRecord & { password_hash: string; active: boolean }>(
    `SELECT ${userColumns}, password_hash, active FROM users WHERE lower(email) = lower($1)`,
    [credentials.email],
  );
  const matches = await verifyPassword(
    user?.password_hash ?? (await decoyHash()),
    credentials.password,
  );
  if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS', MISMATCH);
  if (!user.active) {
    throw new AppError(403, 'ACCOUNT_INACTIVE', 'Your account is not activated yet');
  }
  const { token, expiresAt } = await tokens.sign({
    userId: user.id,
    role: user.role as Role,
    isPersonal: user.is_personal,
  });
  return { token, expiresAt: expiresAt.toISOString(), user: userView(user) };
}

export function userView(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    role: user.role,
    isPersonal: user.is_personal,
  };
}
