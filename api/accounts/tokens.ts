// Signed session tokens (JWT, HS256) carrying the user's id and role, with an expiry.
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'borrower' | 'lender' | 'admin';
export type Viewer = { userId: string; role: Role; isPersonal: boolean };

export type Tokens = {
  sign(viewer: Viewer): Promise<{ token: string; expiresAt: Date }>;
  /** The viewer of a valid token, or null for an invalid or expired one. */
  verify(token: string): Promise<Viewer | null>;
};

const ROLES: readonly string[] = ['borrower', 'lender', 'admin'];

export function createTokens(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): Tokens {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(viewer) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + options.ttlSeconds) * 1000);
      const token = await new SignJWT({ role: viewer.role, personal: viewer.isPersonal })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(viewer.userId)
        .setIssuer('lumbung')
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: 'lumbung',
          algorithms: ['HS256'],
          currentDate: options.now(),
        });
        if (!payload.sub || typeof payload.role !== 'string' || !ROLES.includes(payload.role)) {
          return null;
        }
        return {
          userId: payload.sub,
          role: payload.role as Role,
          isPersonal: payload.personal !== false,
        };
      } catch {
        return null;
      }
    },
  };
}
