// What the UI asks of the session: is the user signed in, which message to show on the root page
// after an expiry, and whether to warn that inactivity will end the session soon.
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.ts';
import { INACTIVITY_LIMIT_MS, type SessionMessageKey } from './session.types.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const isSignedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn');

/** 'Your session is expired, please login again' after an explicit expiry; null otherwise. */
export const sessionMessageKey = (snapshot: SessionSnapshot): SessionMessageKey | null =>
  snapshot.hasTag('expiredMessage') ? 'auth.sessionExpired' : null;

/** While the user is warned of the inactivity limit: when the session will end (epoch ms). */
export const idleWarningEndsAtMs = (snapshot: SessionSnapshot): number | null => {
  const { lastCallAtMs } = snapshot.context;
  if (!snapshot.hasTag('idleWarning') || lastCallAtMs === null) return null;
  return lastCallAtMs + INACTIVITY_LIMIT_MS;
};
