// OTP verification: a new person asks for a code (REST POST /account/otp; GraphQL requestOtp,
// the phone screen's), enters it — the right one from the demo outbox, or a wrong one — (REST
// POST /account/verify-otp; GraphQL verifyOtp), and asks again. The gateway's "sent" and the
// check's verdict come back within the same call. Time passes on the movable clock (the real
// time the product runs on: codes, unlike the product's date, do not follow the demo clock), and
// the product turns it into the machine's events at the next call through the tier. What the
// tier reports is its answer to a malformed code (which changes nothing: a live code answers 400
// OTP_CODE_FORMAT, an expired one 410, a locked verification 429, none 409 — at GraphQL the same
// codes, without the HTTP status); what the database holds is the session's machine state.
import {
  OTP_LOCK_MS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  otpMachine,
} from '../../machines/otp/otp.machine.ts';
import type { OtpSnapshot } from '../../machines/otp/otp.selectors.ts';
import { otpStateOf } from '../../machines/otp/otp.selectors.ts';
import { INACTIVITY_LIMIT_MS } from '../../machines/session/session.types.ts';
import { loginAs } from '../../tests/support/test-product.ts';
import { type AnyEvent, canonical, type MachineDriver, replay } from './model.ts';
import { answer, type Desk, lastCodeTo, newPerson, type Person } from './people.ts';
import { at, type Surfaces, tryGraphql } from './surface.ts';

const SENT_AT = 1_767_225_600_000;

type Subject = Person & { sentAt: number };

/** The product's answer to a malformed code in each state (REST: status and code). */
const PROBE_ANSWER: Record<string, string> = {
  sent: '400 OTP_CODE_FORMAT',
  failed: '400 OTP_CODE_FORMAT',
  expired: '410 OTP_EXPIRED',
  locked: '429 OTP_LOCKED',
  idle: '409 OTP_NOT_REQUESTED',
  notSent: '409 OTP_NOT_REQUESTED',
  verified: '409 OTP_NOT_REQUESTED',
};

/** A code sent, or entered: how the tier answered (`ok`, or the refusal's code). */
type Answered = { ok: boolean; code: string; via: string };

/** Each step's operation at each tier. */
type OtpOperations = {
  request(desk: Desk, subject: Subject, channel: 'sms' | 'email'): Promise<Answered>;
  verify(desk: Desk, subject: Subject, code: string): Promise<Answered>;
  /** The answer to a malformed code, in the tier's words. */
  probe(desk: Desk, subject: Subject): Promise<string>;
};

const VERIFY = 'mutation ($code: String!) { verifyOtp(code: $code) { otpToken } }';

const surfaces: Surfaces<OtpOperations> = {
  rest: {
    async request(desk, subject, channel) {
      const sent = await answer(desk.product, 'POST', '/account/otp', subject.token, { channel });
      return {
        ok: sent.status === 200,
        code: String(sent.body.code ?? ''),
        via: 'POST /account/otp',
      };
    },
    async verify(desk, subject, code) {
      const sent = await answer(desk.product, 'POST', '/account/verify-otp', subject.token, {
        code,
      });
      return {
        ok: sent.status === 200,
        code: `${sent.status} ${String(sent.body.code ?? '')}`,
        via: 'POST /account/verify-otp',
      };
    },
    async probe(desk, subject) {
      const seen = await answer(desk.product, 'POST', '/account/verify-otp', subject.token, {
        code: '12345',
      });
      return `${seen.status} ${String(seen.body.code ?? seen.body.error ?? '')}`;
    },
  },
  graphql: {
    async request(desk, subject, channel) {
      const sent = await tryGraphql(
        desk,
        subject.token,
        'mutation ($channel: MessageChannel!) { requestOtp(channel: $channel) { expiresAt } }',
        { channel: channel === 'sms' ? 'SMS' : 'EMAIL' },
      );
      return { ok: sent.code === null, code: sent.code ?? '', via: 'GraphQL requestOtp' };
    },
    async verify(desk, subject, code) {
      const sent = await tryGraphql(desk, subject.token, VERIFY, { code });
      return { ok: sent.code === null, code: sent.code ?? '', via: 'GraphQL verifyOtp' };
    },
    async probe(desk, subject) {
      return (await tryGraphql(desk, subject.token, VERIFY, { code: '12345' })).code ?? 'verified';
    },
  },
};

/** The clock moves on; the next call lets the product see it (a malformed code: no attempt). */
async function letTimePass(desk: Desk, subject: Subject, to: number) {
  const before = desk.product.clock.now.getTime();
  desk.product.clock.now = new Date(Math.max(to, before + 1000));
  // Thirty minutes without a call end the session on the server too: the person, back after
  // waiting out a lock, logs in again.
  if (desk.product.clock.now.getTime() - before >= INACTIVITY_LIMIT_MS) {
    subject.token = await loginAs(desk.product, subject.email, subject.password);
  }
  await at(surfaces, desk).probe(desk, subject);
}

// The model keys a state on whether a code is live, not on when it was sent (as otp.test.ts).
const key = (snapshot: OtpSnapshot) =>
  JSON.stringify([
    snapshot.value,
    { ...snapshot.context, sentAtMs: snapshot.context.sentAtMs !== null },
  ]);

export const otpDriver: MachineDriver<Subject> = {
  label: 'OTP',
  slug: 'otp',
  machine: otpMachine,
  runs: [
    {
      name: 'sms',
      input: {},
      start: async (desk) => ({ ...(await newPerson(desk, { role: 'borrower' })), sentAt: 0 }),
    },
  ],
  events: [
    { type: 'otp.request', channel: 'sms' },
    { type: 'otp.request', channel: 'email' },
    { type: 'code.sent', sentAtMs: SENT_AT },
    { type: 'code.submit', code: '123456' },
    { type: 'code.accepted' },
    { type: 'code.rejected' },
    { type: 'code.resend' },
    { type: 'cooldown.elapsed' },
    { type: 'clock.tick', nowMs: SENT_AT + OTP_TTL_MS },
    { type: 'lock.elapsed' },
  ],
  serializeState: key as never,
  follows: {
    'code.sent': ['otp.request', 'code.resend'],
    'code.accepted': 'code.submit',
    'code.rejected': 'code.submit',
  },
  outside: {
    'cooldown.elapsed': 'time passing: the movable clock, seen by the product at the next call',
    'clock.tick': 'time passing: the movable clock, seen by the product at the next call',
    'lock.elapsed': 'time passing: the movable clock, seen by the product at the next call',
  },
  cannot: {
    'code.sendFailed':
      'the API records a code as sent once it is queued in the outbox; a gateway failure after that never reaches the machine',
    'code.expired': 'the API expires a code by the clock (clock.tick), never by this event',
  },
  whyNot(events) {
    // At a call the product lets the cool-down elapse before it looks at the code's expiry, and
    // a code's five minutes always end after its 60 s cool-down.
    for (const [index, event] of events.entries()) {
      if (event.type !== 'clock.tick') continue;
      const before = replay(otpMachine, {}, events.slice(0, index)) as OtpSnapshot;
      if (before.matches({ live: { resend: 'coolingDown' } })) {
        return 'a code expires after its resend cool-down, which the product lets elapse first';
      }
    }
    return null;
  },
  async take(desk, subject, event, next) {
    const { product } = desk;
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'otp.request':
      case 'code.resend': {
        const channel = event.type === 'otp.request' && event.channel === 'email' ? 'email' : 'sms';
        subject.sentAt = product.clock.now.getTime();
        const sent = await surface.request(desk, subject, channel);
        if (!sent.ok) throw new Error(`${sent.via} answered ${sent.code}`);
        return `the person: ${sent.via} (${channel}); the code queued in the outbox within the call`;
      }
      case 'code.submit': {
        const right = await lastCodeTo(desk, [subject.phone, subject.email]);
        const accepted = next?.type === 'code.accepted';
        const code = accepted ? right : right === '000000' ? '111111' : '000000';
        const sent = await surface.verify(desk, subject, code);
        // A wrong code is refused as wrong, or — the last attempt — with the lock (REST: 400, 429).
        const refusedAsWrong = /^(400 )?OTP_WRONG$|^(429 )?OTP_LOCKED$/.test(sent.code);
        if (accepted ? !sent.ok : !refusedAsWrong) {
          throw new Error(
            `${sent.via} with the ${accepted ? 'right' : 'wrong'} code answered ${sent.ok ? 'ok' : sent.code}`,
          );
        }
        return `the person: ${sent.via} with the ${accepted ? 'right' : 'wrong'} code`;
      }
      case 'cooldown.elapsed':
        await letTimePass(desk, subject, subject.sentAt + OTP_RESEND_COOLDOWN_MS + 1000);
        return 'the movable clock, 61 s after the code was sent; the next call sees it';
      case 'clock.tick':
        await letTimePass(desk, subject, subject.sentAt + OTP_TTL_MS + 1000);
        return 'the movable clock, past the code’s 5 minutes; the next call sees it';
      case 'lock.elapsed':
        await letTimePass(desk, subject, product.clock.now.getTime() + OTP_LOCK_MS + 1000);
        return 'the movable clock, 30 minutes on; the next call sees it';
      default:
        throw new Error(`no call of a client sends ${(event as AnyEvent).type}`);
    }
  },
  async observe(desk, subject) {
    const api = await at(surfaces, desk).probe(desk, subject);
    const [row] = await desk.product.db.query<{ state: unknown }>(
      'SELECT machine_state AS state FROM otp_sessions WHERE user_id = $1',
      [subject.userId],
    );
    return { api, db: row ? canonical(row.state) : canonical('idle') };
  },
  expected: (snapshot, tier) => {
    const probe = PROBE_ANSWER[otpStateOf(snapshot as OtpSnapshot)] ?? '?';
    return {
      // The gateway carries the API's code; the HTTP status stays behind it.
      api: tier === 'graphql' ? (probe.split(' ')[1] ?? probe) : probe,
      db: canonical(snapshot.value),
    };
  },
  who: (event) =>
    [
      'cooldown.elapsed',
      'clock.tick',
      'lock.elapsed',
      'code.sent',
      'code.accepted',
      'code.rejected',
    ].includes(event.type)
      ? 'the product'
      : 'the person',
};
