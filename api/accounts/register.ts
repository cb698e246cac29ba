// Registration: a personal or company borrower or lender. The account stays inactive until
// the code sent by e-mail is entered (activate.ts).
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { activationEmail } from '../notify/messages.ts';
import { enqueue } from '../notify/outbox.ts';
import { consumeCode, sixDigits, storeCode } from './codes.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { insertUser, REFERRAL_CODE, type UserRecord } from './users.ts';

export const ACTIVATION_TTL_MS = 24 * 60 * 60_000;

export type Registration = {
  email: string;
  phone: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  role: 'borrower' | 'lender';
  isPersonal: boolean;
  referralCode?: string | undefined;
};

export async function register(db: Db, registration: Registration, now: Date): Promise<UserRecord> {
  assertPasswordPolicy(registration.password, {
    confirmation: registration.confirmPassword,
    fullName: registration.fullName,
    email: registration.email,
  });
  return db.tx(async (q) => {
    const [byEmail] = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      registration.email,
    ]);
    if (byEmail)
      throw new AppError(409, 'DUPLICATE_EMAIL', 'Duplication Registration Email', {
        fields: { email: 'Duplication Registration Email' },
      });
    const [byPhone] = await q.query('SELECT 1 FROM users WHERE phone = $1', [registration.phone]);
    if (byPhone)
      throw new AppError(409, 'DUPLICATE_PHONE', 'Duplicate Phone Number', {
        fields: { phone: 'Duplicate Phone Number' },
      });

    let referredBy: string | null = null;
    if (registration.referralCode) {
      const code = registration.referralCode.trim().toUpperCase();
      if (!REFERRAL_CODE.test(code)) {
        throw new AppError(400, 'WRONG_REFERRAL_CODE', 'Wrong Referral Code', {
          fields: { referralCode: 'Wrong Referral Code' },
        });
      }
      const [referrer] = await q.query<{ id: string }>(
        'SELECT id FROM users WHERE referral_code = $1',
        [code],
      );
      if (!referrer) {
        throw new AppError(404, 'REFERRAL_NOT_FOUND', 'Referral Code Not Found', {
          fields: { referralCode: 'Referral Code Not Found' },
        });
      }
      referredBy = referrer.id;
    }

    const user = await insertUser(q, {
      email: registration.email,
      phone: registration.phone,
      fullName: registration.fullName,
      role: registration.role,
      isPersonal: registration.isPersonal,
      password: registration.password,
      referredBy,
    });
    const code = sixDigits();
    await storeCode(q, {
      userId: user.id,
      purpose: 'activation',
      channel: 'email',
      secret: code,
      expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
    });
    await enqueue(q, activationEmail(user.email, user.full_name, code));
    return user;
  });
}

export async function activate(
  db: Db,
  input: { email: string; code: string },
  now: Date,
): Promise<void> {
  await db.tx(async (q) => {
    const [user] = await q.query<{ id: string; active: boolean }>(
      'SELECT id, active FROM users WHERE lower(email) = lower($1) FOR UPDATE',
      [input.email],
    );
    const refuse = () =>
      new AppError(400, 'ACTIVATION_CODE_INVALID', 'The activation code is wrong or has expired', {
        fields: { code: 'The activation code is wrong or has expired' },
      });
    if (!user) throw refuse();
    if (user.active) throw new AppError(409, 'ALREADY_ACTIVE', 'This account is already active');
    const result = await consumeCode(q, {
      userId: user.id,
      purpose: 'activation',
      secret: input.code,
      now,
      maxAttempts: 5,
    });
    if (result !== 'ok') throw refuse();
    await q.query('UPDATE users SET active = true WHERE id = $1', [user.id]);
  });
}
