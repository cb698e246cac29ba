// Session expiry (spec §4, §8, §9). With a session present, every request and every clock tick
// checks it: expired when the token has 5 minutes or less left or the last API call was 1800 s
// or more ago. Expiry clears local storage, sets the sessionExpired flag and sends the user to
// the root page; otherwise a request refreshes the last-call time and a tick changes nothing.
//
// Decisions where the spec is silent:
// - Expiry found by these checks (automatic) redirects silently; an explicit expiry — the API
//   refusing the token (`session.expire`) — also tells the user 'Your session is expired, please
//   login again'. Both run the same three effects (spec: flag set on every expiry).
// - A restored session (page load) is checked at once against its stored last-call time.
// - A login while signed in replaces the token (a renewed session) and counts as a call.
// - Logout clears local storage but does not set the sessionExpired flag.
// - Two minutes before the inactivity limit a tick warns (`active.idleWarned`, tag
//   `idleWarning`); any request the user makes (staying signed in is one) ends the warning. The
//   token's own end is not warned of: staying cannot extend it.
// - Before an expiry's effects the runtime remembers where the user was (`rememberPlace`), so a
//   login again by the same user returns there. A logout remembers nothing.
import { assign, setup } from 'xstate';
import type { NavigateParams, SessionContext, SessionEvent } from './session.types.ts';
import {
  EXPIRY_MARGIN_MS,
  IDLE_WARNING_MS,
  INACTIVITY_LIMIT_MS,
  ROOT_PATH,
} from './session.types.ts';

/** Whether a session with these times is expired at `nowMs` (spec §4). */
export function isExpired(
  session: { expiresAtMs: number; lastCallAtMs: number },
  nowMs: number,
): boolean {
  return (
    session.expiresAtMs - nowMs <= EXPIRY_MARGIN_MS ||
    nowMs - session.lastCallAtMs >= INACTIVITY_LIMIT_MS
  );
}

/** Whether the user should be warned at `nowMs` that inactivity will end the session soon. */
export function isIdleLimitNear(lastCallAtMs: number, nowMs: number): boolean {
  return nowMs - lastCallAtMs >= INACTIVITY_LIMIT_MS - IDLE_WARNING_MS;
}

const endSession = [
  'rememberPlace',
  'clearLocalStorage',
  'setSessionExpiredFlag',
  { type: 'navigate', params: { to: ROOT_PATH } },
] as const;

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  guards: {
    expiredNow: ({ context, event }) => {
      if (event.type !== 'request.started' && event.type !== 'clock.tick') return false;
      const { expiresAtMs, lastCallAtMs } = context;
      if (expiresAtMs === null || lastCallAtMs === null) return false;
      return isExpired({ expiresAtMs, lastCallAtMs }, event.nowMs);
    },
    idleLimitNear: ({ context, event }) =>
      event.type === 'clock.tick' &&
      context.lastCallAtMs !== null &&
      isIdleLimitNear(context.lastCallAtMs, event.nowMs),
    restoredExpired: ({ event }) =>
      event.type === 'session.restored' && isExpired(event, event.nowMs),
  },
  actions: {
    startSession: assign(({ event }) =>
      event.type === 'session.login'
        ? { expiresAtMs: event.expiresAtMs, lastCallAtMs: event.nowMs }
        : event.type === 'session.restored'
          ? { expiresAtMs: event.expiresAtMs, lastCallAtMs: event.lastCallAtMs }
          : {},
    ),
    refreshLastCall: assign({
      lastCallAtMs: ({ context, event }) =>
        event.type === 'request.started' ? event.nowMs : context.lastCallAtMs,
    }),
    forgetSession: assign({ expiresAtMs: null, lastCallAtMs: null }),
    // Effects each runtime provides (machine.provide).
    rememberPlace: () => {},
    clearLocalStorage: () => {},
    setSessionExpiredFlag: () => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'session',
  description: 'Whether the user has a live session, and ending it when it expires.',
  context: { expiresAtMs: null, lastCallAtMs: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No session: requests go without a token and nothing is checked.',
      on: {
        'session.login': { target: 'active', actions: 'startSession' },
        'session.restored': [
          { target: 'expired.silently', guard: 'restoredExpired', actions: [...endSession] },
          { target: 'active', actions: 'startSession' },
        ],
      },
    },
    active: {
      description: 'A session is present and was alive at the last check.',
      tags: ['signedIn'],
      initial: 'live',
      states: {
        live: {
          description: 'The last call was recent enough: nothing to tell the user.',
        },
        idleWarned: {
          description:
            'Two minutes or less remain before inactivity ends the session: the user is offered to stay signed in.',
          tags: ['idleWarning'],
        },
      },
      on: {
        'request.started': [
          { target: 'expired.silently', guard: 'expiredNow', actions: [...endSession] },
          { target: '.live', actions: 'refreshLastCall' },
        ],
        'clock.tick': [
          { target: 'expired.silently', guard: 'expiredNow', actions: [...endSession] },
          { target: '.idleWarned', guard: 'idleLimitNear' },
        ],
        'session.expire': { target: 'expired.announced', actions: [...endSession] },
        'session.login': { target: '.live', actions: 'startSession' },
        'session.logout': { target: 'signedOut', actions: ['forgetSession', 'clearLocalStorage'] },
      },
    },
    expired: {
      description: 'The session expired: storage cleared, flag set, user sent to the root page.',
      entry: 'forgetSession',
      initial: 'silently',
      states: {
        silently: {
          description: 'Found expired by a check: the redirect is silent.',
        },
        announced: {
          description: 'The API refused the token: the user is told the session expired.',
          tags: ['expiredMessage'],
        },
      },
      on: {
        'session.login': { target: 'active', actions: 'startSession' },
        'session.logout': { target: 'signedOut', actions: 'clearLocalStorage' },
      },
    },
  },
});
