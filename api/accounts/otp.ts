// One-time codes by SMS or e-mail, driven by the OTP machine (machines/otp): the API stores its
// state per user, turns the passing of time into the machine's events before each request,
// and does the outside work (sending, checking) the machine asks for.
import { createHash } from 'node:crypto';
import { initialTransition } from 'xstate';
import {
  expiresAtMs,
  OTP_LOCK_MS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  otpMachine,
} from '../../machines/otp/otp.machine.ts';
import { type OtpSnapshot, whyNotOtp } from '../../machines/otp/otp.selectors.ts';
import type { OtpChannel, OtpContext, OtpEvent } from '../../machines/otp/otp.types.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { otpMessage } from '../notify/messages.ts';
import { enqueue } from '../notify/outbox.ts';
import { consumeToken, longToken, sixDigits, storeCode } from './codes.ts';

export const OTP_CONFIRM_TTL_MS = 10 * 60_000;

type SessionRow = {
  machine_state: OtpSnapshot['value'];
  machine_context: OtpContext;
  code_hash: string | null;
  locked_at: Date | null;
};

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');
const fresh = (): OtpSnapshot => initialTransition(otpMachine, {})[0];

async function load(
  q: Queryable,
  userId: string,
): Promise<{ snapshot: OtpSnapshot; row: SessionRow | null }> {
  // A user's first request has no row to lock: create the machine's start first, so that
  // requests sent at the same moment queue on one row lock and each sees the one before.
  const start = fresh();
  await q.query(
    `INSERT INTO otp_sessions (user_id, machine_state, machine_context)
     VALUES ($1, $2::jsonb, $3::jsonb) ON CONFLICT (user_id) DO NOTHING`,
    [userId, JSON.stringify(start.value), JSON.stringify(start.context)],
  );
  const [row] = await q.query<SessionRow>(
    'SELECT machine_state, machine_context, code_hash, locked_at FROM otp_sessions WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  if (!row) return { snapshot: fresh(), row: null };
  return {
    snapshot: otpMachine.resolveState({ value: row.machine_state, context: row.machine_context }),
    row,
  };
}

async function save(
  q: Queryable,
  userId: string,
  snapshot: OtpSnapshot,
  extra: { codeHash: string | null; lockedAt: Date | null },
) {
  await q.query(
    `INSERT INTO otp_sessions (user_id, machine_state, machine_context, code_hash, locked_at, updated_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, now())
     ON CONFLICT (user_id) DO UPDATE SET machine_state = EXCLUDED.machine_state,
       machine_context = EXCLUDED.machine_context, code_hash = EXCLUDED.code_hash,
       locked_at = EXCLUDED.locked_at, updated_at = now()`,
    [
      userId,
      JSON.stringify(snapshot.value),
      JSON.stringify(snapshot.context),
      extra.codeHash,
      extra.lockedAt,
    ],
  );
}

/** The passing of time, as the machine's events: lock over, cool-down over, code expired. */
function catchUp(snapshot: OtpSnapshot, lockedAt: Date | null, nowMs: number): OtpSnapshot {
  const due: OtpEvent[] = [];
  if (lockedAt && lockedAt.getTime() + OTP_LOCK_MS <= nowMs) due.push({ type: 'lock.elapsed' });
  const sentAt = snapshot.context.sentAtMs;
  if (sentAt !== null && sentAt + OTP_RESEND_COOLDOWN_MS <= nowMs)
    due.push({ type: 'cooldown.elapsed' });
  due.push({ type: 'clock.tick', nowMs });
  return due.reduce(
    (current, event) =>
      current.can(event) ? pureTransition(otpMachine, current, event)[0] : current,
    snapshot,
  );
}

function refuse(
  snapshot: OtpSnapshot,
  event: OtpEvent,
  nowMs: number,
  lockedAt: Date | null,
): never {
  const reason = whyNotOtp(snapshot, event);
  const code = reason?.code ?? 'WRONG_STATE';
  if (code === 'LOCKED') {
    const until = (lockedAt?.getTime() ?? nowMs) + OTP_LOCK_MS;
    throw new AppError(429, 'OTP_LOCKED', reason?.text.en ?? 'Locked', {
      retryAfterSeconds: Math.ceil((until - nowMs) / 1000),
    });
  }
  if (code === 'RESEND_COOLDOWN') {
    const until = (snapshot.context.sentAtMs ?? nowMs) + OTP_RESEND_COOLDOWN_MS;
    throw new AppError(429, 'OTP_RESEND_COOLDOWN', reason?.text.en ?? 'Wait', {
      retryAfterSeconds: Math.ceil((until - nowMs) / 1000),
    });
  }
  if (code === 'CODE_FORMAT')
    throw new AppError(400, 'OTP_CODE_FORMAT', reason?.text.en ?? 'Bad code', {
      fields: { code: reason?.text.en ?? '' },
    });
  if (snapshot.hasTag('expired'))
    throw new AppError(410, 'OTP_EXPIRED', 'The OTP code expired; ask for a new one');
  throw new AppError(409, 'OTP_NOT_REQUESTED', 'Ask for a code first');
}

export async function requestOtp(
  db: Db,
  user: { id: string; email: string; phone: string | null },
  channel: OtpChannel,
  now: Date,
) {
  if (channel === 'sms' && !user.phone)
    throw new AppError(400, 'PHONE_MISSING', 'The account has no phone number');
  const nowMs = now.getTime();
  return db.tx(async (q) => {
    const loaded = await load(q, user.id);
    let snapshot = loaded.snapshot.status === 'done' ? fresh() : loaded.snapshot;
    snapshot = catchUp(snapshot, loaded.row?.locked_at ?? null, nowMs);
    const event: OtpEvent = snapshot.hasTag('canRequest')
      ? { type: 'otp.request', channel }
      : { type: 'code.resend' };
    if (!snapshot.can(event)) refuse(snapshot, event, nowMs, loaded.row?.locked_at ?? null);
    snapshot = pureTransition(otpMachine, snapshot, event)[0];
    const sentChannel = snapshot.context.channel ?? channel;
    const code = sixDigits();
    await enqueue(
      q,
      otpMessage(sentChannel, sentChannel === 'sms' ? (user.phone ?? '') : user.email, code),
    );
    snapshot = pureTransition(otpMachine, snapshot, { type: 'code.sent', sentAtMs: nowMs })[0];
    await save(q, user.id, snapshot, { codeHash: hashOf(code), lockedAt: null });
    return {
      channel: sentChannel,
      expiresAt: new Date(expiresAtMs(snapshot.context) ?? nowMs + OTP_TTL_MS).toISOString(),
      resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000,
    };
  });
}

export async function verifyOtp(db: Db, userId: string, code: string, now: Date) {
  const nowMs = now.getTime();
  const result = await db.tx(async (q) => {
    const loaded = await load(q, userId);
    let snapshot = catchUp(loaded.snapshot, loaded.row?.locked_at ?? null, nowMs);
    const submit: OtpEvent = { type: 'code.submit', code };
    if (!snapshot.can(submit)) {
      // Persist what time changed (an expiry, a lock lifted) before refusing.
      await save(q, userId, snapshot, {
        codeHash: loaded.row?.code_hash ?? null,
        lockedAt: loaded.row?.locked_at ?? null,
      });
      return {
        kind: 'refused',
        snapshot,
        submit,
        lockedAt: loaded.row?.locked_at ?? null,
      } as const;
    }
    snapshot = pureTransition(otpMachine, snapshot, submit)[0];
    const right = loaded.row?.code_hash === hashOf(code);
    snapshot = pureTransition(otpMachine, snapshot, {
      type: right ? 'code.accepted' : 'code.rejected',
    })[0];
    const locked = snapshot.hasTag('locked');
    await save(q, userId, snapshot, {
      codeHash: right ? null : (loaded.row?.code_hash ?? null),
      lockedAt: locked ? now : null,
    });
    if (!right)
      return {
        kind: 'wrong',
        locked,
        attemptsLeft: snapshot.context.maxAttempts - snapshot.context.attempts,
      } as const;
    const token = longToken();
    await storeCode(q, {
      userId,
      purpose: 'otp_confirm',
      channel: snapshot.context.channel ?? 'sms',
      secret: token,
      expiresAt: new Date(nowMs + OTP_CONFIRM_TTL_MS),
    });
    return { kind: 'verified', token, channel: snapshot.context.channel } as const;
  });
  if (result.kind === 'refused') refuse(result.snapshot, result.submit, nowMs, result.lockedAt);
  if (result.kind === 'wrong') {
    if (result.locked)
      throw new AppError(429, 'OTP_LOCKED', 'Too many wrong codes; try again later', {
        retryAfterSeconds: OTP_LOCK_MS / 1000,
      });
    throw new AppError(400, 'OTP_WRONG', 'The OTP code is wrong', {
      fields: { code: 'The OTP code is wrong' },
      reason: `${result.attemptsLeft} attempts left`,
    });
  }
  return { otpToken: result.token, channel: result.channel };
}

/** Uses a verified code's token: an SMS verification marks the phone number verified. */
export async function confirmOtp(db: Db, userId: string, otpToken: string, now: Date) {
  return db.tx(async (q) => {
    const owner = await consumeToken(q, { purpose: 'otp_confirm', secret: otpToken, now });
    if (owner !== userId)
      throw new AppError(400, 'OTP_TOKEN_INVALID', 'The verification is wrong or has expired');
    const [session] = await q.query<{ machine_context: OtpContext }>(
      'SELECT machine_context FROM otp_sessions WHERE user_id = $1',
      [userId],
    );
    const channel = session?.machine_context.channel ?? 'sms';
    if (channel === 'sms')
      await q.query('UPDATE users SET phone_verified = true WHERE id = $1', [userId]);
    return { confirmed: true, channel };
  });
}
