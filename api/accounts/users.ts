import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword } from './password-hash.ts';
import type { Role } from './tokens.ts';

export type UserRecord = {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  is_personal: boolean;
};

export const userColumns = 'id, email, full_name, role, is_personal';

export async function findUser(db: Queryable, id: string): Promise<UserRecord> {
  const [user] = await db.query<UserRecord>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
  return user;
}

/** Creates an account; `active` is for seeding and tests (registration activates by e-mail). */
export async function insertUser(
  db: Queryable,
  user: {
    email: string;
    fullName: string;
    role: Role;
    isPersonal: boolean;
    password: string;
    phone?: string;
    active?: boolean;
  },
): Promise<UserRecord> {
  const [row] = await db.query<UserRecord>(
    `INSERT INTO users (email, phone, full_name, role, is_personal, password_hash, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${userColumns}`,
    [
      user.email,
      user.phone ?? null,
      user.fullName,
      user.role,
      user.isPersonal,
      await hashPassword(user.password),
      user.active ?? false,
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}
