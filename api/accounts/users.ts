import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword } from './password-hash.ts';
import type { Role } from './tokens.ts';

export type UserRecord = {
  id: string;
  email: string;
  full_name: string;
  phone: string | null;
  role: Role;
  is_personal: boolean;
  referral_code: string | null;
  email_subscribed: boolean;
  phone_verified: boolean;
};

export const userColumns =
  'id, email, phone, full_name, role, is_personal, referral_code, email_subscribed, phone_verified';

export async function findUser(db: Queryable, id: string): Promise<UserRecord> {
  const [user] = await db.query<UserRecord>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
  return user;
}

/** Referral codes: eight characters of A–Z and 2–9 (no 0/O or 1/I to misread). */
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{8}$/;

export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
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
    referredBy?: string | null;
    /** The language of the e-mails the user gets (notify-user.ts). */
    locale?: 'id' | 'en';
  },
): Promise<UserRecord> {
  const [row] = await db.query<UserRecord>(
    `INSERT INTO users (email, phone, full_name, role, is_personal, password_hash, active,
       referral_code, referred_by, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${userColumns}`,
    [
      user.email,
      user.phone ?? null,
      user.fullName,
      user.role,
      user.isPersonal,
      await hashPassword(user.password),
      user.active ?? false,
      newReferralCode(),
      user.referredBy ?? null,
      user.locale ?? 'id',
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}
