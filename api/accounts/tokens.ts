// Signed session tokens: EdDSA (Ed25519) JWTs naming the user, their role, the session row they
// belong to, when they were issued and when they expire. The key pair is derived from the one
// TOKEN_SECRET (HKDF-SHA256 → 32-byte seed), so every API instance with the same secret signs
// alike, and the public half is published as a JWKS for the gateway to verify tokens itself.
// A valid signature is not enough on the API side: auth.ts also asks the database whether the
// session is live and the user active (sessions.ts).
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'borrower' | 'lender' | 'admin';
export type Viewer = { userId: string; role: Role; isPersonal: boolean };

/** What a token with a valid signature, issuer, `iat` and unexpired `exp` says. */
export type TokenClaims = Viewer & { sessionId: string; expiresAt: Date };

/** An Ed25519 public key as a JWK (RFC 8037), named by its RFC 7638 thumbprint. */
export type PublicJwk = {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
};
/** The public key set (RFC 7517) that verifies this API's tokens. */
export type PublicKeySet = { keys: PublicJwk[] };

export type Tokens = {
  /** How long a token (and its session) lives. */
  ttlSeconds: number;
  sign(claims: {
    viewer: Viewer;
    sessionId: string;
    issuedAt: Date;
    expiresAt: Date;
  }): Promise<string>;
  /** The claims of a well-formed, valid, unexpired token of ours; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
  jwks: PublicKeySet;
};

export const TOKEN_ISSUER = 'lumbung';
export const TOKEN_ALGORITHM = 'EdDSA' as const;
const ROLES: readonly string[] = ['borrower', 'lender', 'admin'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): this prefix, then the 32 seed bytes.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The Ed25519 key pair of a secret: the same secret always gives the same pair. */
export function signingKeysOf(secret: string): { privateKey: KeyObject; publicJwk: PublicJwk } {
  const seed = Buffer.from(
    hkdfSync('sha256', secret, 'lumbung-session-tokens', 'ed25519 signing key v1', 32),
  );
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!x) throw new Error('an Ed25519 public key has an x coordinate');
  // The key id is the RFC 7638 thumbprint: members in lexicographic order, SHA-256, base64url.
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
  return {
    privateKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
  };
}

export function createTokens(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): Tokens {
  const { privateKey, publicJwk } = signingKeysOf(options.secret);
  const publicKey = createPublicKey(privateKey);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  // A signature checked once stays valid for that exact string: callers send the same token on
  // every request, and the Ed25519 check (an async WebCrypto job) was a tenth of a request's CPU.
  // Only well-formed, valid tokens are kept, with their claims; expiry is judged again at each use,
  // and the session's life is still asked of the database on every request (sessions.ts).
  const checked = new Map<string, TokenClaims>();
  const CHECKED_MAX = 10_000;
  return {
    ttlSeconds: options.ttlSeconds,
    jwks: { keys: [publicJwk] },
    sign({ viewer, sessionId, issuedAt, expiresAt }) {
      return new SignJWT({ role: viewer.role, personal: viewer.isPersonal, sid: sessionId })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: publicJwk.kid, typ: 'JWT' })
        .setSubject(viewer.userId)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(expiresAt))
        .sign(privateKey);
    },
    async verify(token) {
      const known = checked.get(token);
      if (known) {
        if (known.expiresAt.getTime() > options.now().getTime()) return known;
        checked.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: TOKEN_ISSUER,
          algorithms: [TOKEN_ALGORITHM],
          requiredClaims: ['sub', 'iat', 'exp', 'sid'],
          currentDate: options.now(),
        });
        const { sub, sid, role, personal, exp } = payload;
        if (!sub || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid)) return null;
        if (typeof exp !== 'number') return null;
        if (typeof role !== 'string' || !ROLES.includes(role)) return null;
        const claims: TokenClaims = {
          userId: sub,
          sessionId: sid,
          role: role as Role,
          isPersonal: personal !== false,
          expiresAt: new Date(exp * 1000),
        };
        if (checked.size >= CHECKED_MAX) {
          const oldest = checked.keys().next().value;
          if (oldest !== undefined) checked.delete(oldest);
        }
        checked.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
