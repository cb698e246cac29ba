// The app's one session-expiry actor (machines/session): created and started once, when this
// module is first loaded (session-bridge.ts loads it once someone is signed in; the Apollo client
// imports it), given the browser's effects (remember the page for a login again, clear the stored
// session, set the expired flag, navigate, clear the Apollo cache), fed with logins, logouts,
// restores, every GraphQL request, a tick every 30 s and the API's UNAUTHENTICATED answers. The
// machine decides when the session has expired, and when to warn that it soon will.
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import {
  idleWarningEndsAtMs,
  sessionMessageKey,
} from '../../machines/session/session.selectors.ts';
import {
  clearSession,
  readLastCallAt,
  readSession,
  rememberPlace,
  type Session,
  setSessionExpiredFlag,
  writeLastCallAt,
} from './session.ts';
import {
  sessionEffects as effects,
  publishIdleWarning,
  publishSessionMessage,
} from './session-bridge.ts';

/** How often a signed-in session is checked without any request (spec is silent: 30 s). */
export const SESSION_TICK_MS = 30_000;

export const sessionActor = createActor(
  sessionMachine.provide({
    actions: {
      // Read before the session is cleared: a login again by the same user returns here.
      rememberPlace: () => rememberPlace(`${window.location.pathname}${window.location.search}`),
      clearLocalStorage: () => {
        clearSession();
        effects.clearCache();
      },
      // Only an explicit expiry (the API refused the token) is announced on the login page; an
      // automatic one redirects silently, so it leaves no flag behind either.
      setSessionExpiredFlag: ({ event }) => {
        if (event.type === 'session.expire') setSessionExpiredFlag();
      },
      navigate: (_, params) => effects.navigate(params.to),
    },
  }),
);

// The last-call time survives a reload beside the session, for `session.restored`; the login
// page reads the message through the bridge.
sessionActor.subscribe((snapshot) => {
  const { lastCallAtMs } = snapshot.context;
  if (lastCallAtMs !== null && readSession()) writeLastCallAt(lastCallAtMs);
  publishSessionMessage(sessionMessageKey(snapshot));
  publishIdleWarning(idleWarningEndsAtMs(snapshot));
});

const expiresAtMsOf = (session: Session): number => {
  const ms = Date.parse(session.expiresAt);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Starts the actor: restores a stored session (checked at once) and ticks every 30 s. */
function startSessionActor(): void {
  sessionActor.start();
  const session = readSession();
  if (session) {
    const nowMs = Date.now();
    sessionActor.send({
      type: 'session.restored',
      expiresAtMs: expiresAtMsOf(session),
      lastCallAtMs: readLastCallAt() ?? nowMs,
      nowMs,
    });
  }
  window.setInterval(() => sessionTick(), SESSION_TICK_MS);
}

startSessionActor();

/** A check now (every 30 s, and on each navigation). */
export function sessionTick(): void {
  sessionActor.send({ type: 'clock.tick', nowMs: Date.now() });
}

export function sessionLoggedIn(session: Session): void {
  sessionActor.send({
    type: 'session.login',
    expiresAtMs: expiresAtMsOf(session),
    nowMs: Date.now(),
  });
}

export function sessionLoggedOut(): void {
  sessionActor.send({ type: 'session.logout' });
}

export function sessionRequestStarted(): void {
  sessionActor.send({ type: 'request.started', nowMs: Date.now() });
}

export function sessionRefused(): void {
  sessionActor.send({ type: 'session.expire' });
}
