// Session expiry (spec §4, §8, §9): paths generated from the machine's graph with requests and
// clock ticks at times either side of both limits, replayed against the spec's rule written out
// independently, then the boundaries and effects one by one.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { sessionMachine as machine } from '../../machines/session/session.machine.ts';
import {
  idleWarningEndsAtMs,
  isSignedIn,
  sessionMessageKey,
} from '../../machines/session/session.selectors.ts';
import {
  EXPIRY_MARGIN_MS,
  IDLE_WARNING_MS,
  INACTIVITY_LIMIT_MS,
  type SessionEvent,
} from '../../machines/session/session.types.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

type Snapshot = SnapshotFrom<typeof machine>;

const NOW = 1_750_000_000_000;
const MINUTE = 60_000;

/** Spec §4, written out here rather than imported: the machine must agree with it. */
const specExpired = (expiresAtMs: number, lastCallAtMs: number, nowMs: number) =>
  expiresAtMs - nowMs <= 5 * MINUTE || nowMs - lastCallAtMs >= 1800 * 1000;

const login = (tokenMinutes: number, nowMs = NOW): SessionEvent => ({
  type: 'session.login',
  expiresAtMs: nowMs + tokenMinutes * MINUTE,
  nowMs,
});
const request = (nowMs: number): SessionEvent => ({ type: 'request.started', nowMs });
const tick = (nowMs: number): SessionEvent => ({ type: 'clock.tick', nowMs });

// Times are few and fixed, so the context (two timestamps) takes few values: the default state
// key (value and context) keeps the model small and exact.
const EVENTS: SessionEvent[] = [
  login(120),
  login(10),
  {
    type: 'session.restored',
    expiresAtMs: NOW + 120 * MINUTE,
    lastCallAtMs: NOW - 10 * MINUTE,
    nowMs: NOW,
  },
  {
    type: 'session.restored',
    expiresAtMs: NOW + 120 * MINUTE,
    lastCallAtMs: NOW - 30 * MINUTE,
    nowMs: NOW,
  },
  ...[1, 5, 29, 30].flatMap((minutes) => [
    request(NOW + minutes * MINUTE),
    tick(NOW + minutes * MINUTE),
  ]),
  { type: 'session.logout' },
  { type: 'session.expire' },
];

const paths = modelPaths(machine, { events: EVENTS });

const EXPIRY_EFFECTS = [
  { type: 'rememberPlace', params: undefined },
  { type: 'clearLocalStorage', params: undefined },
  { type: 'setSessionExpiredFlag', params: undefined },
  { type: 'navigate', params: { to: '/' } },
];

function start(): Snapshot {
  return initialTransition(machine)[0];
}

function send(snapshot: Snapshot, ...events: SessionEvent[]) {
  let current = snapshot;
  let actions: { type: string; params: unknown }[] = [];
  for (const event of events) {
    const [next, executed] = transition(machine, current, event);
    current = next;
    actions = executed.map(({ type, params }) => ({ type, params }));
  }
  return { snapshot: current, actions };
}

describe('session model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    let previous: Snapshot | null = null;
    replay(machine, path, {
      check: (snapshot, event) => {
        const { expiresAtMs, lastCallAtMs } = snapshot.context;
        // A session is present exactly while signed in.
        expect(isSignedIn(snapshot)).toBe(expiresAtMs !== null && lastCallAtMs !== null);
        expect(isSignedIn(snapshot)).toBe(snapshot.matches('active'));
        // The message shows only after an explicit expiry.
        expect(sessionMessageKey(snapshot) !== null).toBe(
          snapshot.matches({ expired: 'announced' }),
        );
        if (!previous || !event) {
          previous = snapshot;
          return;
        }
        const actions = transition(machine, previous, event)[1].map(({ type, params }) => ({
          type,
          params,
        }));
        // The three effects of an expiry come together, exactly when the session expires.
        const expiredNow = snapshot.matches('expired') && !previous.matches('expired');
        expect(actions.some((a) => a.type === 'setSessionExpiredFlag')).toBe(expiredNow);
        if (expiredNow) expect(actions).toEqual(EXPIRY_EFFECTS);
        // A request or a tick on a live session expires it exactly when the spec says so.
        const before = previous.context;
        if (
          previous.matches('active') &&
          before.expiresAtMs !== null &&
          before.lastCallAtMs !== null &&
          (event.type === 'request.started' || event.type === 'clock.tick')
        ) {
          const expired = specExpired(before.expiresAtMs, before.lastCallAtMs, event.nowMs);
          expect(snapshot.matches({ expired: 'silently' })).toBe(expired);
          if (!expired) {
            // A request refreshes the last call; a tick changes nothing.
            expect(snapshot.context.lastCallAtMs).toBe(
              event.type === 'request.started' ? event.nowMs : before.lastCallAtMs,
            );
            expect(actions).toEqual([]);
            // A request ends any warning; a tick warns from 2 minutes before the limit on.
            const near = event.nowMs - before.lastCallAtMs >= 1680 * 1000;
            const warned = event.type === 'clock.tick' && (near || previous.hasTag('idleWarning'));
            expect(snapshot.matches({ active: 'idleWarned' })).toBe(warned);
          }
        }
        // The warning names the moment the session ends, and only while it shows.
        expect(idleWarningEndsAtMs(snapshot)).toBe(
          snapshot.hasTag('idleWarning') && lastCallAtMs !== null
            ? lastCallAtMs + 1800 * 1000
            : null,
        );
        previous = snapshot;
      },
    });
  });
});

describe('session expiry rules', () => {
  const signedIn = (tokenMinutes = 120) => send(start(), login(tokenMinutes)).snapshot;

  it('uses the spec limits: 5 minutes of token left, 1800 s since the last call', () => {
    expect(EXPIRY_MARGIN_MS).toBe(300_000);
    expect(INACTIVITY_LIMIT_MS).toBe(1_800_000);
  });

  it('expires when the token has exactly 5 minutes left, not 1 ms more', () => {
    const session = signedIn(10);
    const atMargin = send(session, request(NOW + 5 * MINUTE));
    expect(atMargin.snapshot.value).toEqual({ expired: 'silently' });
    expect(atMargin.actions).toEqual(EXPIRY_EFFECTS);
    const justBefore = send(session, request(NOW + 5 * MINUTE - 1));
    expect(justBefore.snapshot.value).toEqual({ active: 'live' });
    expect(justBefore.actions).toEqual([]);
  });

  it('expires when the last call was exactly 1800 s ago, not 1 ms less', () => {
    const session = signedIn();
    expect(send(session, request(NOW + 1_800_000)).snapshot.value).toEqual({ expired: 'silently' });
    const justBefore = send(session, request(NOW + 1_799_999)).snapshot;
    expect(justBefore.value).toEqual({ active: 'live' });
    expect(justBefore.context.lastCallAtMs).toBe(NOW + 1_799_999);
  });

  it('refreshes the last-call time on each request, so steady use never times out', () => {
    const { snapshot } = send(
      signedIn(),
      request(NOW + 20 * MINUTE),
      request(NOW + 40 * MINUTE),
      request(NOW + 60 * MINUTE),
    );
    expect(snapshot.value).toEqual({ active: 'live' });
    expect(snapshot.context.lastCallAtMs).toBe(NOW + 60 * MINUTE);
  });

  it('checks on a clock tick without refreshing the last-call time', () => {
    const ticked = send(signedIn(), tick(NOW + 20 * MINUTE));
    expect(ticked.snapshot.value).toEqual({ active: 'live' });
    expect(ticked.actions).toEqual([]);
    expect(ticked.snapshot.context.lastCallAtMs).toBe(NOW);
    const expired = send(ticked.snapshot, tick(NOW + 30 * MINUTE));
    expect(expired.snapshot.value).toEqual({ expired: 'silently' });
    expect(expired.actions).toEqual(EXPIRY_EFFECTS);
    // The same times as requests keep the session alive.
    expect(
      send(signedIn(), request(NOW + 20 * MINUTE), request(NOW + 30 * MINUTE)).snapshot.value,
    ).toEqual({ active: 'live' });
  });

  it('redirects silently on automatic expiry', () => {
    const { snapshot } = send(signedIn(), request(NOW + 31 * MINUTE));
    expect(sessionMessageKey(snapshot)).toBeNull();
    expect(snapshot.context).toEqual({ expiresAtMs: null, lastCallAtMs: null });
  });

  it('tells the user on explicit expiry', () => {
    const { snapshot, actions } = send(signedIn(), { type: 'session.expire' });
    expect(actions).toEqual(EXPIRY_EFFECTS);
    expect(sessionMessageKey(snapshot)).toBe('auth.sessionExpired');
  });

  it('checks nothing without a session', () => {
    for (const event of [
      request(NOW + 60 * MINUTE),
      tick(NOW + 60 * MINUTE),
      { type: 'session.expire' } as const,
    ]) {
      const { snapshot, actions } = send(start(), event);
      expect(snapshot.value).toBe('signedOut');
      expect(actions).toEqual([]);
    }
    const expired = send(signedIn(), { type: 'session.expire' }).snapshot;
    expect(send(expired, request(NOW + 60 * MINUTE)).actions).toEqual([]);
  });

  it('checks a restored session at once against its stored last call', () => {
    const stale = send(start(), {
      type: 'session.restored',
      expiresAtMs: NOW + 120 * MINUTE,
      lastCallAtMs: NOW - 30 * MINUTE,
      nowMs: NOW,
    });
    expect(stale.snapshot.value).toEqual({ expired: 'silently' });
    expect(stale.actions).toEqual(EXPIRY_EFFECTS);
    const almostOut = send(start(), {
      type: 'session.restored',
      expiresAtMs: NOW + 5 * MINUTE,
      lastCallAtMs: NOW,
      nowMs: NOW,
    });
    expect(almostOut.snapshot.value).toEqual({ expired: 'silently' });
    const fresh = send(start(), {
      type: 'session.restored',
      expiresAtMs: NOW + 120 * MINUTE,
      lastCallAtMs: NOW - 10 * MINUTE,
      nowMs: NOW,
    });
    expect(fresh.snapshot.value).toEqual({ active: 'live' });
    expect(fresh.snapshot.context.lastCallAtMs).toBe(NOW - 10 * MINUTE);
    expect(fresh.actions).toEqual([]);
  });

  it('logs out without the expired flag, and logs in again after an expiry', () => {
    const out = send(signedIn(), { type: 'session.logout' });
    expect(out.snapshot.value).toBe('signedOut');
    expect(out.actions).toEqual([{ type: 'clearLocalStorage', params: undefined }]);
    const expired = send(signedIn(), { type: 'session.expire' }).snapshot;
    const again = send(expired, login(120, NOW + 60 * MINUTE)).snapshot;
    expect(again.value).toEqual({ active: 'live' });
    expect(sessionMessageKey(again)).toBeNull();
    expect(again.context.lastCallAtMs).toBe(NOW + 60 * MINUTE);
  });

  it('takes a renewed token while signed in', () => {
    const renewed = send(signedIn(10), login(120, NOW + 4 * MINUTE)).snapshot;
    expect(send(renewed, request(NOW + 6 * MINUTE)).snapshot.value).toEqual({ active: 'live' });
  });

  it('warns 2 minutes before the inactivity limit, not 1 ms earlier, and silently expires after', () => {
    expect(IDLE_WARNING_MS).toBe(120_000);
    const session = signedIn();
    const early = send(session, tick(NOW + 1_680_000 - 1));
    expect(early.snapshot.value).toEqual({ active: 'live' });
    expect(idleWarningEndsAtMs(early.snapshot)).toBeNull();
    const warned = send(session, tick(NOW + 1_680_000));
    expect(warned.snapshot.value).toEqual({ active: 'idleWarned' });
    expect(warned.actions).toEqual([]);
    expect(idleWarningEndsAtMs(warned.snapshot)).toBe(NOW + 1_800_000);
    // Still warned at the next tick; at the limit the redirect is silent as before.
    const again = send(warned.snapshot, tick(NOW + 1_710_000)).snapshot;
    expect(again.value).toEqual({ active: 'idleWarned' });
    const out = send(again, tick(NOW + 1_800_000));
    expect(out.snapshot.value).toEqual({ expired: 'silently' });
    expect(out.actions).toEqual(EXPIRY_EFFECTS);
    expect(sessionMessageKey(out.snapshot)).toBeNull();
  });

  it('stays signed in when the warned user makes a request: the count starts again', () => {
    const warned = send(signedIn(), tick(NOW + 1_700_000)).snapshot;
    const stayed = send(warned, request(NOW + 1_750_000)).snapshot;
    expect(stayed.value).toEqual({ active: 'live' });
    expect(stayed.context.lastCallAtMs).toBe(NOW + 1_750_000);
    expect(idleWarningEndsAtMs(stayed)).toBeNull();
    // The next warning comes 28 minutes after that request.
    expect(send(stayed, tick(NOW + 1_750_000 + 1_679_999)).snapshot.value).toEqual({
      active: 'live',
    });
    expect(send(stayed, tick(NOW + 1_750_000 + 1_680_000)).snapshot.value).toEqual({
      active: 'idleWarned',
    });
  });

  it('ends the warning on logout or a renewed login', () => {
    const warned = send(signedIn(), tick(NOW + 1_700_000)).snapshot;
    expect(send(warned, { type: 'session.logout' }).snapshot.value).toBe('signedOut');
    const renewed = send(warned, login(120, NOW + 1_710_000)).snapshot;
    expect(renewed.value).toEqual({ active: 'live' });
    expect(idleWarningEndsAtMs(renewed)).toBeNull();
  });
});
