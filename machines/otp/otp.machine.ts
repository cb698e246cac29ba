// One-time code verification by SMS or e-mail (spec §2 "OTP verification"; loan-lifecycle.md
// "The other machines"). Pure: sending and checking a code are named actions; their outcomes,
// the expiry and the cool-downs arrive as events (`code.expired` from a runtime timer, or a
// `clock.tick` carrying the time, which the stateless API sends before each request).
//
// Limits where the spec is silent, decided here:
// - 6-digit codes, valid 5 minutes; a resend is refused for 60 seconds after each send.
// - maxAttempts wrong codes (default 3, at most 5) lock the verification for 30 minutes. The
//   count spans resends, so asking for a new code never buys more guesses.
// - A code submitted before it expired is judged even if the expiry arrives meanwhile.
import { and, assign, not, setup, stateIn } from 'xstate';
import type { OtpContext, OtpEvent, OtpInput, OtpReasonCode, OtpTag } from './otp.types.ts';

export const OTP_CODE_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_COOLDOWN_MS = 60_000;
export const OTP_DEFAULT_MAX_ATTEMPTS = 3;
export const OTP_MAX_ATTEMPTS_LIMIT = 5;
/** How long a locked verification stays locked; the runtime sends `lock.elapsed` after it. */
export const OTP_LOCK_MS = 30 * 60_000;

const CODE = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

function maxAttemptsOf(input: OtpInput): number {
  const value = input.maxAttempts ?? OTP_DEFAULT_MAX_ATTEMPTS;
  // A misconfigured limit must fail loudly rather than silently lock or never lock.
  if (!Number.isInteger(value) || value < 1 || value > OTP_MAX_ATTEMPTS_LIMIT) {
    throw new RangeError(`maxAttempts must be an integer from 1 to ${OTP_MAX_ATTEMPTS_LIMIT}`);
  }
  return value;
}

export function expiresAtMs(context: OtpContext): number | null {
  return context.sentAtMs === null ? null : context.sentAtMs + OTP_TTL_MS;
}

type Check = (context: OtpContext, event: OtpEvent) => OtpReasonCode | null;

const wellFormedCode: Check = (_, event) =>
  event.type === 'code.submit' && !CODE.test(event.code) ? 'CODE_FORMAT' : null;
const pastExpiry: Check = (context, event) => {
  const expiry = expiresAtMs(context);
  if (event.type !== 'clock.tick' || expiry === null) return null;
  return event.nowMs >= expiry ? null : 'NOT_EXPIRED_YET';
};

/** The first reason this event's payload is refused in this context; null when allowed. */
export function refusal(context: OtpContext, event: OtpEvent): OtpReasonCode | null {
  if (event.type === 'code.submit') return wellFormedCode(context, event);
  if (event.type === 'clock.tick') return pastExpiry(context, event);
  return null;
}

const expiry = {
  'code.expired': { target: '#otp.expired' },
  'clock.tick': { target: '#otp.expired', guard: 'allowed' },
} as const;

const submit = {
  'code.submit': { target: 'verifying', guard: 'allowed', actions: 'checkCode' },
} as const;

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    tags: {} as OtpTag,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
    lastAttempt: ({ context }) => context.attempts + 1 >= context.maxAttempts,
  },
  actions: {
    // Side effects, provided by each runtime: send a new code, check the code entered.
    sendCode: () => {},
    checkCode: () => {},
    chooseChannel: assign({
      channel: ({ context, event }) =>
        event.type === 'otp.request' ? event.channel : context.channel,
    }),
    recordSent: assign({
      sentAtMs: ({ context, event }) =>
        event.type === 'code.sent' ? event.sentAtMs : context.sentAtMs,
    }),
    forgetCode: assign({ sentAtMs: null }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    unlock: assign({ attempts: 0, channel: null }),
  },
}).createMachine({
  id: 'otp',
  description: 'Verifying a one-time code sent by SMS or e-mail.',
  context: ({ input }) => ({
    channel: null,
    maxAttempts: maxAttemptsOf(input),
    attempts: 0,
    sentAtMs: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No code asked for yet.',
      tags: ['canRequest'],
      on: {
        'otp.request': { target: 'requested', actions: ['chooseChannel', 'sendCode'] },
      },
    },
    requested: {
      description: 'A code was asked for; the SMS or e-mail gateway is sending it.',
      tags: ['sending'],
      on: {
        'code.sent': { target: 'live', actions: 'recordSent' },
        'code.sendFailed': { target: 'notSent' },
      },
    },
    notSent: {
      description: 'The gateway could not send the code; the user may ask again.',
      tags: ['canRequest'],
      on: {
        'otp.request': { target: 'requested', actions: ['chooseChannel', 'sendCode'] },
      },
    },
    live: {
      description: 'A code is out and valid: the user enters it, or asks for another.',
      type: 'parallel',
      exit: 'forgetCode',
      states: {
        code: {
          description: 'The code the user entered, if any.',
          initial: 'sent',
          states: {
            sent: {
              description: 'The code was sent; the user has not entered it yet.',
              tags: ['canSubmit'],
              on: { ...submit, ...expiry },
            },
            verifying: {
              description: 'The code entered is being checked.',
              tags: ['verifying'],
              on: {
                'code.accepted': { target: '#otp.verified' },
                'code.rejected': [
                  { target: '#otp.locked', guard: 'lastAttempt', actions: 'countAttempt' },
                  { target: 'failed', actions: 'countAttempt' },
                ],
              },
            },
            failed: {
              description: 'The code entered was wrong; attempts remain.',
              tags: ['canSubmit', 'wrongCode'],
              on: { ...submit, ...expiry },
            },
          },
        },
        resend: {
          description: 'Whether another code may be asked for yet.',
          initial: 'coolingDown',
          states: {
            coolingDown: {
              description: 'A code was just sent; resending waits for the cool-down.',
              tags: ['coolingDown'],
              on: { 'cooldown.elapsed': { target: 'available' } },
            },
            available: {
              description: 'The cool-down is over: another code may be sent.',
              tags: ['canResend'],
              on: {
                'code.resend': {
                  target: '#otp.requested',
                  // Not while a check is running: its answer would be lost.
                  guard: and([not(stateIn({ live: { code: 'verifying' } })), 'allowed']),
                  actions: 'sendCode',
                },
              },
            },
          },
        },
      },
    },
    expired: {
      description: 'The code expired unused; the user asks for a new one.',
      tags: ['expired', 'canResend'],
      on: { 'code.resend': { target: 'requested', actions: 'sendCode' } },
    },
    verified: {
      description: 'The code was right: the phone number or e-mail is verified.',
      type: 'final',
      tags: ['verified'],
    },
    locked: {
      description: 'Too many wrong codes: nothing is accepted until the lock elapses.',
      tags: ['locked'],
      on: { 'lock.elapsed': { target: 'idle', actions: 'unlock' } },
    },
  },
});
