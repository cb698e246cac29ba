// What the UI asks of the session: is the user signed in, and which message to show on the
// root page after an expiry.
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.ts';
import type { SessionMessageKey } from './session.types.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const isSignedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn');

/** 'Your session is expired, please login again' after an explicit expiry; null otherwise. */
export const sessionMessageKey = (snapshot: SessionSnapshot): SessionMessageKey | null =>
  snapshot.hasTag('expiredMessage') ? 'auth.sessionExpired' : null;
