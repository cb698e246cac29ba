// How the gateway knows who asks without asking the API: it verifies the caller's token against
// the API's public keys (GET /api/.well-known/jwks.json, fetched over HTTP and cached by jose's
// remote key set) and reads the viewer from the claims. A forged, expired or other-key token is
// an anonymous caller. This only shapes what the gateway computes (availableActions, which
// profile path to take): the API checks the token's session and user on every call it answers,
// so a revoked session is refused there at the very next request.
import { createRemoteJWKSet, jwtVerify } from 'jose';

export type ViewerRole = 'borrower' | 'lender' | 'admin';
export type GatewayViewer = { id: string; role: ViewerRole; isPersonal: boolean };
export type TokenVerifier = (token: string) => Promise<GatewayViewer | null>;

/** The API's tokens (api/accounts/tokens.ts, known here only through the contract). */
const ISSUER = 'lumbung';
const ROLES: readonly string[] = ['borrower', 'lender', 'admin'];

/** Keys are kept 10 minutes; an unknown `kid` (a new secret) refetches at most every 30 s. */
const KEYS_MAX_AGE_MS = 10 * 60_000;
const REFETCH_COOLDOWN_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;

export function remoteTokenVerifier(options: {
  /** The REST API's base URL (…/api); may be known only once the server listens. */
  restBaseUrl: () => string;
  /** The clock expiry is judged by; the tests' product runs on a controlled one. */
  now?: () => Date;
}): TokenVerifier {
  let keys: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;
  const keySet = () => {
    const url = `${options.restBaseUrl().replace(/\/+$/, '')}/.well-known/jwks.json`;
    if (keys?.url !== url) {
      keys = {
        url,
        set: createRemoteJWKSet(new URL(url), {
          cacheMaxAge: KEYS_MAX_AGE_MS,
          cooldownDuration: REFETCH_COOLDOWN_MS,
          timeoutDuration: FETCH_TIMEOUT_MS,
        }),
      };
    }
    return keys.set;
  };
  const nowMs = () => (options.now ? options.now() : new Date()).getTime();
  const verified = verifiedTokens(nowMs);
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, keySet(), {
        issuer: ISSUER,
        algorithms: ['EdDSA'],
        requiredClaims: ['sub', 'iat', 'exp', 'sid'],
        ...(options.now ? { currentDate: options.now() } : {}),
      });
      const { sub, role, personal, exp } = payload;
      if (!sub || typeof role !== 'string' || !ROLES.includes(role)) return null;
      const viewer: GatewayViewer = {
        id: sub,
        role: role as ViewerRole,
        isPersonal: personal !== false,
      };
      if (typeof exp === 'number') verified.set(token, viewer, exp * 1000);
      return viewer;
    } catch {
      return null;
    }
  };
}

/** Tokens verified once are trusted again for at most this long (never past their expiry). */
const VERIFIED_MAX_AGE_MS = 60_000;
const VERIFIED_MAX_ENTRIES = 5_000;

/**
 * A small LRU of verified tokens, keyed by the token string: a caller's next requests skip the
 * signature check. Safe because the gateway's viewer only shapes what it computes — the API checks
 * the token's session on every call it answers, so a session revoked a second ago is refused there
 * whatever this cache holds. An entry lives until the token expires or for a minute, whichever
 * comes first; a refused token is never kept (a new key may make it valid).
 */
function verifiedTokens(nowMs: () => number) {
  const entries = new Map<string, { viewer: GatewayViewer; untilMs: number }>();
  return {
    get(token: string): GatewayViewer | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.untilMs <= nowMs()) {
        entries.delete(token);
        return undefined;
      }
      return entry.viewer;
    },
    set(token: string, viewer: GatewayViewer, expiresAtMs: number): void {
      const untilMs = Math.min(expiresAtMs, nowMs() + VERIFIED_MAX_AGE_MS);
      entries.delete(token);
      entries.set(token, { viewer, untilMs });
      if (entries.size > VERIFIED_MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}
