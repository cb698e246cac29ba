// OTP verification: model paths from the machine's graph with invariants checked in every state,
// a coverage check, and the limits (attempts, expiry, resend cool-down, lock) as scenarios.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  otpMachine as machine,
  OTP_DEFAULT_MAX_ATTEMPTS,
  OTP_TTL_MS,
} from '../../machines/otp/otp.machine.ts';
import {
  attemptsLeft,
  msUntilExpiry,
  type OtpSnapshot,
  otpLabel,
  otpStateOf,
  whyNotOtp,
} from '../../machines/otp/otp.selectors.ts';
import type { OtpEvent, OtpInput } from '../../machines/otp/otp.types.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const input: OtpInput = {};
const SENT_AT = 1_767_225_600_000; // 2026-01-01T00:00:00Z

const events: OtpEvent[] = [
  { type: 'otp.request', channel: 'sms' },
  { type: 'otp.request', channel: 'email' },
  { type: 'code.sent', sentAtMs: SENT_AT },
  { type: 'code.sendFailed' },
  { type: 'code.submit', code: '123456' },
  { type: 'code.submit', code: '12345' },
  { type: 'code.submit', code: '12a456' },
  { type: 'code.accepted' },
  { type: 'code.rejected' },
  { type: 'code.resend' },
  { type: 'cooldown.elapsed' },
  { type: 'code.expired' },
  { type: 'clock.tick', nowMs: SENT_AT + OTP_TTL_MS - 1 },
  { type: 'clock.tick', nowMs: SENT_AT + OTP_TTL_MS },
  { type: 'lock.elapsed' },
];

// The send time is a timestamp: the model keys a state on whether a code is live, not on when.
const otpStateKey = (snapshot: OtpSnapshot) =>
  JSON.stringify([
    snapshot.value,
    { ...snapshot.context, sentAtMs: snapshot.context.sentAtMs !== null },
  ]);

const paths = modelPaths(machine, { input, events, serializeState: otpStateKey });

function run(sequence: OtpEvent[], start: OtpInput = input): OtpSnapshot {
  let [snapshot] = initialTransition(machine, start);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

const send: OtpEvent[] = [
  { type: 'otp.request', channel: 'sms' },
  { type: 'code.sent', sentAtMs: SENT_AT },
];
const wrong: OtpEvent[] = [{ type: 'code.submit', code: '000000' }, { type: 'code.rejected' }];
const submit = { type: 'code.submit', code: '123456' } as const;
const resend = { type: 'code.resend' } as const;

describe('otp model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    replay(machine, path, {
      input,
      check: (snapshot, event) => {
        const state = otpStateOf(snapshot);
        const { attempts, maxAttempts, sentAtMs } = snapshot.context;
        // Attempts stay under the limit until the verification locks, and reach it exactly then.
        expect(attempts).toBeLessThanOrEqual(maxAttempts);
        expect(attempts === maxAttempts).toBe(state === 'locked');
        // A send time exists only while a code is live.
        expect(sentAtMs !== null).toBe(['sent', 'verifying', 'failed'].includes(state));
        // A code is accepted for checking only while live, well formed and not cooling a check.
        expect(snapshot.can(submit)).toBe(state === 'sent' || state === 'failed');
        expect(snapshot.can({ type: 'code.submit', code: '12345' })).toBe(false);
        // Resending is refused during the cool-down and while a check runs.
        if (snapshot.hasTag('coolingDown') || state === 'verifying') {
          expect(snapshot.can(resend)).toBe(false);
        }
        if (state === 'locked') {
          for (const probe of events.filter((e) => e.type !== 'lock.elapsed')) {
            expect(whyNotOtp(snapshot, probe)?.code).toBe('LOCKED');
          }
        }
        if (event?.type === 'code.submit') expect(state).toBe('verifying');
        expect(otpLabel(snapshot).id).not.toBe('');
        for (const probe of events) {
          expect(whyNotOtp(snapshot, probe) === null, probe.type).toBe(snapshot.can(probe));
        }
      },
    });
  });
});

describe('otp rules', () => {
  it('goes idle → requested → sent → verifying → verified, sending and checking the code', () => {
    const [idle] = initialTransition(machine, input);
    expect(otpStateOf(idle)).toBe('idle');
    const [requested, sendActions] = transition(machine, idle, events[0] as OtpEvent);
    expect(otpStateOf(requested)).toBe('requested');
    expect(requested.context.channel).toBe('sms');
    expect(sendActions.map((a) => a.type)).toContain('sendCode');
    const [sent] = transition(machine, requested, events[2] as OtpEvent);
    expect(otpStateOf(sent)).toBe('sent');
    const [verifying, checkActions] = transition(machine, sent, submit);
    expect(otpStateOf(verifying)).toBe('verifying');
    expect(checkActions.map((a) => a.type)).toContain('checkCode');
    const [verified] = transition(machine, verifying, { type: 'code.accepted' });
    expect(otpStateOf(verified)).toBe('verified');
    expect(verified.status).toBe('done');
  });

  it(`locks after ${OTP_DEFAULT_MAX_ATTEMPTS} wrong codes by default, until the lock elapses`, () => {
    const once = run([...send, ...wrong]);
    expect(otpStateOf(once)).toBe('failed');
    expect(attemptsLeft(once)).toBe(2);
    expect(attemptsLeft(run([...send, ...wrong, ...wrong]))).toBe(1);
    const locked = run([...send, ...wrong, ...wrong, ...wrong]);
    expect(otpStateOf(locked)).toBe('locked');
    expect(attemptsLeft(locked)).toBe(0);
    expect(whyNotOtp(locked, submit)?.code).toBe('LOCKED');
    expect(whyNotOtp(locked, { type: 'otp.request', channel: 'sms' })?.code).toBe('LOCKED');
    const unlocked = transition(machine, locked, { type: 'lock.elapsed' })[0];
    expect(otpStateOf(unlocked)).toBe('idle');
    expect(unlocked.context.attempts).toBe(0);
  });

  it('takes the attempt limit from the input, and fails to start with one outside 1 to 5', () => {
    expect(otpStateOf(run([...send, ...wrong], { maxAttempts: 1 }))).toBe('locked');
    expect(otpStateOf(run([...send, ...wrong, ...wrong, ...wrong], { maxAttempts: 5 }))).toBe(
      'failed',
    );
    for (const maxAttempts of [0, 6, 2.5]) {
      const [snapshot] = initialTransition(machine, { maxAttempts });
      expect(snapshot.status).toBe('error');
      expect(snapshot.error).toBeInstanceOf(RangeError);
    }
  });

  it('refuses a malformed code without counting an attempt', () => {
    const sent = run(send);
    for (const code of ['12345', '1234567', '12a456', '']) {
      const event = { type: 'code.submit', code } as const;
      expect(whyNotOtp(sent, event)?.code).toBe('CODE_FORMAT');
      const after = transition(machine, sent, event)[0];
      expect(otpStateOf(after)).toBe('sent');
      expect(after.context.attempts).toBe(0);
    }
  });

  it('refuses a resend until the cool-down has elapsed', () => {
    const sent = run(send);
    expect(sent.can(resend)).toBe(false);
    expect(whyNotOtp(sent, resend)?.code).toBe('RESEND_COOLDOWN');
    const ready = transition(machine, sent, { type: 'cooldown.elapsed' })[0];
    expect(ready.hasTag('canResend')).toBe(true);
    const [again, actions] = transition(machine, ready, resend);
    expect(otpStateOf(again)).toBe('requested');
    expect(actions.map((a) => a.type)).toContain('sendCode');
    // The new code starts a new cool-down.
    const resent = transition(machine, again, { type: 'code.sent', sentAtMs: SENT_AT + 90_000 })[0];
    expect(whyNotOtp(resent, resend)?.code).toBe('RESEND_COOLDOWN');
  });

  it('keeps counting wrong codes across a resend', () => {
    const snapshot = run([
      ...send,
      ...wrong,
      ...wrong,
      { type: 'cooldown.elapsed' },
      resend,
      { type: 'code.sent', sentAtMs: SENT_AT + 120_000 },
      ...wrong,
    ]);
    expect(otpStateOf(snapshot)).toBe('locked');
  });

  it('refuses a resend while a code is being checked', () => {
    const checking = run([...send, { type: 'cooldown.elapsed' }, submit]);
    expect(whyNotOtp(checking, resend)?.code).toBe('VERIFYING');
  });

  it('expires on code.expired, and then takes a new code without a cool-down', () => {
    const expired = run([...send, { type: 'code.expired' }]);
    expect(otpStateOf(expired)).toBe('expired');
    expect(expired.context.sentAtMs).toBeNull();
    expect(whyNotOtp(expired, submit)?.code).toBe('CODE_EXPIRED');
    expect(otpStateOf(transition(machine, expired, resend)[0])).toBe('requested');
  });

  it(`expires on a clock tick ${OTP_TTL_MS / 60_000} minutes after sending, not a millisecond before`, () => {
    const sent = run(send);
    expect(msUntilExpiry(sent, SENT_AT + 60_000)).toBe(OTP_TTL_MS - 60_000);
    const early = { type: 'clock.tick', nowMs: SENT_AT + OTP_TTL_MS - 1 } as const;
    expect(whyNotOtp(sent, early)?.code).toBe('NOT_EXPIRED_YET');
    expect(otpStateOf(transition(machine, sent, early)[0])).toBe('sent');
    const due = { type: 'clock.tick', nowMs: SENT_AT + OTP_TTL_MS } as const;
    expect(otpStateOf(transition(machine, sent, due)[0])).toBe('expired');
    // Also after a wrong code.
    expect(otpStateOf(run([...send, ...wrong, due]))).toBe('expired');
  });

  it('judges a code submitted before the expiry, even if the expiry arrives meanwhile', () => {
    const checking = run([...send, submit, { type: 'code.expired' }]);
    expect(otpStateOf(checking)).toBe('verifying');
    expect(otpStateOf(transition(machine, checking, { type: 'code.accepted' })[0])).toBe(
      'verified',
    );
  });

  it('lets the user ask again when the gateway could not send the code', () => {
    const notSent = run([{ type: 'otp.request', channel: 'email' }, { type: 'code.sendFailed' }]);
    expect(otpStateOf(notSent)).toBe('notSent');
    const again = transition(machine, notSent, { type: 'otp.request', channel: 'sms' })[0];
    expect(otpStateOf(again)).toBe('requested');
    expect(again.context.channel).toBe('sms');
  });
});
