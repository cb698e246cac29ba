// The signed-in session, kept in localStorage so a reload keeps the user signed in. Components
// subscribe through useSession(); other tabs' changes arrive through the 'storage' event.
import { useSyncExternalStore } from 'react';

const SESSION_KEY = 'lumbung.session';
const EXPIRED_KEY = 'lumbung.sessionExpired';
/** When the session's last API call started (epoch ms), for the expiry check after a reload. */
const LAST_CALL_KEY = 'lumbung.lastCallAt';

const ROLES = ['BORROWER', 'LENDER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export type Session = {
  token: string;
  expiresAt: string;
  user: { id: string; email: string; fullName: string; role: Role; isPersonal: boolean };
};

// Checked by hand rather than with zod: this module is on every route's first download, and
// zod would add about 38 KB gzip there for one shape.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/** The stored value as a session, or null when it is not one. */
function asSession(value: unknown): Session | null {
  if (!isRecord(value) || !isFilled(value.token) || !isFilled(value.expiresAt)) return null;
  const { user } = value;
  if (
    !isRecord(user) ||
    typeof user.id !== 'string' ||
    typeof user.email !== 'string' ||
    typeof user.fullName !== 'string' ||
    typeof user.isPersonal !== 'boolean' ||
    !isRole(user.role)
  ) {
    return null;
  }
  return {
    token: value.token,
    expiresAt: value.expiresAt,
    user: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      isPersonal: user.isPersonal,
    },
  };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The stored session, or null when there is none or it cannot be read. */
export function readSession(): Session | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (raw) {
    try {
      cachedSession = asSession(JSON.parse(raw));
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  localStorage.removeItem(EXPIRED_KEY);
  notify();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(LAST_CALL_KEY);
  } catch {
    // Nothing to clear without storage.
  }
  notify();
}

/** Marks that the session ended by expiry; the login page then says so. */
export function setSessionExpiredFlag(): void {
  try {
    localStorage.setItem(EXPIRED_KEY, '1');
  } catch {
    // Without storage the message shows only from the session machine's state.
  }
}

export function readLastCallAt(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_CALL_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastCallAt(ms: number): void {
  try {
    localStorage.setItem(LAST_CALL_KEY, String(ms));
  } catch {
    // Without storage a reload counts as a call.
  }
}

export function hasSessionExpiredFlag(): boolean {
  try {
    return localStorage.getItem(EXPIRED_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearSessionExpiredFlag(): void {
  try {
    localStorage.removeItem(EXPIRED_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}

/** Where an expired session was, per user: a login again by the same user returns there. */
const RETURN_KEY = 'lumbung.returnTo';

/** Remembers the page the signed-in user is on (the session machine's `rememberPlace`). */
export function rememberPlace(path: string): void {
  const session = readSession();
  if (!session) return;
  try {
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ userId: session.user.id, path }));
  } catch {
    // Without storage the login goes home.
  }
}

/**
 * The page to return to after `userId` logged in, once: only a path of ours (starting with one
 * '/'), and only for the user who was there — another user goes home.
 */
export function takeReturnPath(userId: string): string | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.userId !== userId || typeof stored.path !== 'string')
      return null;
    const { path } = stored;
    return path.startsWith('/') && !path.startsWith('//') && path !== '/' ? path : null;
  } catch {
    return null;
  }
}

export function homeFor(role: Role): string {
  switch (role) {
    case 'BORROWER':
      return '/borrower';
    case 'ADMIN':
      return '/staff';
    case 'LENDER':
      return '/lender';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
