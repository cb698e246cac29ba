// The signed-in session, kept in localStorage so a reload keeps the user signed in. Components
// subscribe through useSession(); other tabs' changes arrive through the 'storage' event.
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

const SESSION_KEY = 'lumbung.session';
const EXPIRED_KEY = 'lumbung.sessionExpired';
/** When the session's last API call started (epoch ms), for the expiry check after a reload. */
const LAST_CALL_KEY = 'lumbung.lastCallAt';

const roleSchema = z.enum(['BORROWER', 'LENDER', 'ADMIN']);

const sessionSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string().min(1),
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: roleSchema,
    isPersonal: z.boolean(),
  }),
});

export type Session = z.infer<typeof sessionSchema>;
export type Role = z.infer<typeof roleSchema>;

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
      const parsed = sessionSchema.safeParse(JSON.parse(raw));
      cachedSession = parsed.success ? parsed.data : null;
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

export function homeFor(role: Role): string {
  switch (role) {
    case 'BORROWER':
      return '/borrower/proposal';
    case 'ADMIN':
      return '/staff/loans';
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
