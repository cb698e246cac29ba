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
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet(), {
        issuer: ISSUER,
        algorithms: ['EdDSA'],
        requiredClaims: ['sub', 'iat', 'exp', 'sid'],
        ...(options.now ? { currentDate: options.now() } : {}),
      });
      const { sub, role, personal } = payload;
      if (!sub || typeof role !== 'string' || !ROLES.includes(role)) return null;
      return { id: sub, role: role as ViewerRole, isPersonal: personal !== false };
    } catch {
      return null;
    }
  };
}
