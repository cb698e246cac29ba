// What the first download knows of the session actor (session-actor.ts) without loading it: the
// actor and xstate come in their own chunk, loaded once someone is signed in (a stored session at
// start, a login) or with the first screen that talks GraphQL. Here live the browser effects the
// actor uses (set by main.tsx and apollo.ts), the message the login page shows after an explicit
// expiry and the idle warning's end (both published by the actor) and the loader.
import { useSyncExternalStore } from 'react';
import type { SessionMessageKey } from '../../machines/session/session.types.ts';

type SessionActorModule = typeof import('./session-actor.ts');

export const sessionEffects = {
  navigate: (to: string): void => window.location.assign(to),
  /** Forgets what the previous user's queries cached (set once the Apollo client exists). */
  clearCache: (): void => {},
};

let loading: Promise<SessionActorModule> | null = null;

/** The session actor, loaded (and so started) once. */
export function loadSessionActor(): Promise<SessionActorModule> {
  loading ??= import('./session-actor.ts');
  return loading;
}

let messageKey: SessionMessageKey | null = null;
const listeners = new Set<() => void>();

/** The actor's message for the login page ('auth.sessionExpired' after an explicit expiry). */
export function publishSessionMessage(key: SessionMessageKey | null): void {
  if (key === messageKey) return;
  messageKey = key;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionMessageKey(): SessionMessageKey | null {
  return useSyncExternalStore(
    subscribe,
    () => messageKey,
    () => null,
  );
}

let idleWarningEndsAtMs: number | null = null;
const idleListeners = new Set<() => void>();

/** While the user is warned of inactivity: when the session ends (epoch ms); null otherwise. */
export function publishIdleWarning(endsAtMs: number | null): void {
  if (endsAtMs === idleWarningEndsAtMs) return;
  idleWarningEndsAtMs = endsAtMs;
  for (const listener of idleListeners) listener();
}

function subscribeIdle(listener: () => void): () => void {
  idleListeners.add(listener);
  return () => idleListeners.delete(listener);
}

export function useIdleWarningEndsAtMs(): number | null {
  return useSyncExternalStore(
    subscribeIdle,
    () => idleWarningEndsAtMs,
    () => null,
  );
}
