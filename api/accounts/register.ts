// Registration: a personal or company borrower or lender. The account stays inactive until
// the code sent by e-mail is entered (activate.ts).
import { ACTIVATION_MAX_ATTEMPTS, mayMailCodeAgain } from '../../machines/account/activation.ts';
import type { Db } from '../db/db.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import { activationEmail } from '../notify/messages.ts';
import { enqueue } from '../notify/outbox.ts';
import { consumeCode, lastSentAtMs, sixDigits, storeCode } from './codes.ts';
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
  /** The language the user registers in (the request's Accept-Language): their e-mails' one. */
  locale?: 'id' | 'en' | undefined;
};

export async function register(db: Db, registration: Registration, now: Date): Promise<UserRecord> {
  assertPasswordPolicy(registration.password, {
    confirmation: registration.confirmPassword,
    fullName: registration.fullName,
    email: registration.email,
  });
  try {
    return await insertRegistration(db, registration, now);
  } catch (error) {
    // Two registrations of one address at the same moment both pass the look-ups below; the
    // unique indexes (users_email_key on lower(email), users_phone_key) refuse the second.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') throw duplicateEmail();
    if (constraint === 'users_phone_key') throw duplicatePhone();
    throw error;
  }
}

const duplicateEmail = () =>
  new AppError(409, 'DUPLICATE_EMAIL', 'Duplication Registration Email', {
    fields: { email: 'Duplication Registration Email' },
  });
const duplicatePhone = () =>
  new AppError(409, 'DUPLICATE_PHONE', 'Duplicate Phone Number', {
    fields: { phone: 'Duplicate Phone Number' },
  });

async function insertRegistration(
  db: Db,
  registration: Registration,
  now: Date,
): Promise<UserRecord> {
  return db.tx(async (q) => {
    const [byEmail] = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      registration.email,
    ]);
    if (byEmail) throw duplicateEmail();
    const [byPhone] = await q.query('SELECT 1 FROM users WHERE phone = $1', [registration.phone]);
    if (byPhone) throw duplicatePhone();

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
      ...(registration.locale ? { locale: registration.locale } : {}),
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

const activationRefused = () =>
  new AppError(400, 'ACTIVATION_CODE_INVALID', 'The activation code is wrong or has expired', {
    fields: { code: 'The activation code is wrong or has expired' },
  });

/**
 * Activates an inactive account with its live code. Every refusal looks the same — unknown
 * address, account already active, wrong, used up or expired code — so the answer tells nothing
 * about which addresses have accounts. The refusal is thrown after the transaction commits: the
 * wrong try it counts must survive it.
 */
export async function activate(
  db: Db,
  input: { email: string; code: string },
  now: Date,
): Promise<void> {
  const activated = await db.tx(async (q) => {
    const [user] = await q.query<{ id: string; active: boolean }>(
      'SELECT id, active FROM users WHERE lower(email) = lower($1) FOR UPDATE',
      [input.email],
    );
    if (!user || user.active) return false;
    const result = await consumeCode(q, {
      userId: user.id,
      purpose: 'activation',
      secret: input.code,
      now,
      maxAttempts: ACTIVATION_MAX_ATTEMPTS,
    });
    if (result !== 'ok') return false;
    await q.query('UPDATE users SET active = true WHERE id = $1', [user.id]);
    return true;
  });
  if (!activated) throw activationRefused();
}

/**
 * A new activation code for an account still waiting for activation (the old one stops
 * working), at most once a minute. Answers the same for every address, sent or not.
 */
export async function resendActivation(db: Db, email: string, now: Date): Promise<void> {
  await db.tx(async (q) => {
    const [user] = await q.query<{ id: string; email: string; full_name: string }>(
      'SELECT id, email, full_name FROM users WHERE lower(email) = lower($1) AND NOT active FOR UPDATE',
      [email],
    );
    if (!user) return;
    const sentAtMs = await lastSentAtMs(q, {
      userId: user.id,
      purpose: 'activation',
      ttlMs: ACTIVATION_TTL_MS,
    });
    if (!mayMailCodeAgain(sentAtMs, now.getTime())) return;
    const code = sixDigits();
    await storeCode(q, {
      userId: user.id,
      purpose: 'activation',
      channel: 'email',
      secret: code,
      expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
    });
    await enqueue(q, activationEmail(user.email, user.full_name, code));
  });
}
