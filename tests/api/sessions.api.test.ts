// Sessions through the REST API: a token works only while its session row is live and its user
// exists and is active. Logout, a password change (other sessions) and a reset (all sessions)
// end tokens at once; tokens without exp, iat or session, for unknown users, signed by another
// key or expired are refused; the public key set verifies the tokens the API hands out.
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/accounts/password-hash.ts';
import { signingKeysOf } from '../../api/accounts/tokens.ts';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { lastMessageTo, resetTokenIn } from '../support/outbox.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

/** What the holder of a token reads of their own data: 200 while the session is live. */
const readsMe = async (token: string) =>
  (await rest(product, 'GET', '/account/me', { token })).status;
const readsLoans = async (token: string) => (await rest(product, 'GET', '/loan', { token })).status;

const userIdOf = async (email: string) => {
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

const sessionRows = (userId: string) =>
  product.db.query<{ revoked_reason: string | null }>(
    'SELECT revoked_reason FROM sessions WHERE user_id = $1 ORDER BY revoked_reason NULLS LAST',
    [userId],
  );

describe('ending sessions', () => {
  it('a password change keeps the session that made it and ends every other one', async () => {
    const email = 'borrower@lumbung.test';
    const current = await loginAs(product, email);
    const other = await loginAs(product, email);
    expect([await readsMe(current), await readsMe(other)]).toEqual([200, 200]);

    const changed = await rest(product, 'POST', '/account/password/change', {
      token: current,
      body: { old_password: DEMO_PASSWORD, new_password: 'Jeruk#Nipis9' },
    });
    expect(changed.status).toBe(200);
    expect(await readsMe(current)).toBe(200);
    const refused = await rest(product, 'GET', '/account/me', { token: other });
    expect(refused).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await readsLoans(other)).toBe(401);
    const reasons = (await sessionRows(await userIdOf(email))).map((r) => r.revoked_reason);
    expect(reasons).toEqual(['password_changed', null]);
  });

  it('a password reset ends every session of the user', async () => {
    const email = 'lender@lumbung.test';
    const first = await loginAs(product, email);
    const second = await loginAs(product, email);
    await rest(product, 'POST', '/account/forgot', { body: { email } });
    const resetToken = resetTokenIn((await lastMessageTo(product.db, email)).body);
    const reset = await rest(product, 'POST', '/account/forgot/change', {
      body: { token: resetToken, new_password: 'Teh#Manis42', confirm_password: 'Teh#Manis42' },
    });
    expect(reset.status).toBe(200);
    expect([await readsMe(first), await readsMe(second)]).toEqual([401, 401]);
    const reasons = (await sessionRows(await userIdOf(email))).map((r) => r.revoked_reason);
    expect(reasons).toEqual(['password_reset', 'password_reset']);

    const fresh = await rest(product, 'POST', '/account/login', {
      body: { email, password: 'Teh#Manis42' },
    });
    expect(await readsMe((fresh.body.data as { token: string }).token)).toBe(200);
  });

  it('logout ends that session only, and logging out twice answers the same', async () => {
    const email = 'borrower.company@lumbung.test';
    const leaving = await loginAs(product, email);
    const staying = await loginAs(product, email);
    const out = await rest(product, 'POST', '/account/logout', { token: leaving });
    expect(out).toEqual({ status: 200, body: { data: { loggedOut: true } } });
    expect(await readsMe(leaving)).toBe(401);
    expect(await readsLoans(leaving)).toBe(401);
    expect(await readsMe(staying)).toBe(200);
    const again = await rest(product, 'POST', '/account/logout', { token: leaving });
    expect(again).toEqual({ status: 200, body: { data: { loggedOut: true } } });
    const reasons = (await sessionRows(await userIdOf(email))).map((r) => r.revoked_reason);
    expect(reasons).toEqual(['logout', null]);
  });

  it('a deactivated user is refused at the next request, and a deleted one too', async () => {
    const email = 'lender.company@lumbung.test';
    const token = await loginAs(product, email);
    expect(await readsMe(token)).toBe(200);
    await product.db.query('UPDATE users SET active = false WHERE email = $1', [email]);
    expect(await readsMe(token)).toBe(401);
    await product.db.query('UPDATE users SET active = true WHERE email = $1', [email]);
    expect(await readsMe(token)).toBe(200);

    // A user without any other record, then deleted.
    await insertUser(product.db, {
      email: 'sebentar@example.id',
      fullName: 'Sebentar Saja',
      role: 'borrower',
      isPersonal: true,
      password: 'Kopi!Susu7',
      active: true,
    });
    const goneToken = await loginAs(product, 'sebentar@example.id', 'Kopi!Susu7');
    expect(await readsMe(goneToken)).toBe(200);
    await product.db.query("DELETE FROM users WHERE email = 'sebentar@example.id'");
    expect(await readsMe(goneToken)).toBe(401);
  });
});

describe('a login racing a password change', () => {
  it('opens no session with the old password once the change commits', async () => {
    const email = 'balapan@example.id';
    const { id: userId } = await insertUser(product.db, {
      email,
      fullName: 'Balapan Sandi',
      role: 'lender',
      isPersonal: true,
      password: DEMO_PASSWORD,
      active: true,
    });
    const newHash = await hashPassword('Kelapa#Muda5');
    let login: Promise<{ status: number; body: Record<string, unknown> }> | undefined;
    // A change in flight: the user's row locked and its hash replaced, not yet committed, while
    // a login with the old password arrives (PGlite runs it after the commit, PostgreSQL during).
    await product.db.tx(async (q) => {
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, newHash]);
      await q.query(
        `UPDATE sessions SET revoked_at = now(), revoked_reason = 'password_changed'
          WHERE user_id = $1 AND revoked_at IS NULL`,
        [userId],
      );
      login = rest(product, 'POST', '/account/login', {
        body: { email, password: DEMO_PASSWORD },
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    expect(await login).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    const live = await product.db.query(
      'SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    );
    expect(live).toEqual([]);
    expect(await readsMe(await loginAs(product, email, 'Kelapa#Muda5'))).toBe(200);
  });
});

describe('tokens the API refuses', () => {
  const { privateKey, publicJwk } = signingKeysOf('test-secret');
  const seconds = () => Math.floor(product.clock.now.getTime() / 1000);

  /** A live session of the staff user, to forge tokens around. */
  async function liveSession() {
    await loginAs(product, 'admin@lumbung.test');
    const [row] = await product.db.query<{ id: string; user_id: string }>(
      `SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'admin@lumbung.test' AND s.revoked_at IS NULL ORDER BY s.created_at DESC LIMIT 1`,
    );
    if (!row) throw new Error('no session');
    return { sid: row.id, sub: row.user_id };
  }

  type Claims = { sub?: string; sid?: string; iat?: number; exp?: number; iss?: string };
  const signed = (claims: Claims, key = privateKey) => {
    const jwt = new SignJWT({
      role: 'admin',
      personal: true,
      ...(claims.sid ? { sid: claims.sid } : {}),
    }).setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid });
    if (claims.sub) jwt.setSubject(claims.sub);
    if (claims.iss) jwt.setIssuer(claims.iss);
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  };

  it('accepts a well-formed token of a live session (the baseline the others differ from)', async () => {
    const { sid, sub } = await liveSession();
    const token = await signed({ sub, sid, iss: 'lumbung', iat: seconds(), exp: seconds() + 600 });
    expect(await readsLoans(token)).toBe(200);
  });

  it('refuses a token without exp, iat, issuer or session', async () => {
    const { sid, sub } = await liveSession();
    const full = { sub, sid, iss: 'lumbung', iat: seconds(), exp: seconds() + 600 };
    const { exp: _exp, ...noExp } = full;
    const { iat: _iat, ...noIat } = full;
    const { iss: _iss, ...noIssuer } = full;
    const { sid: _sid, ...noSession } = full;
    for (const claims of [noExp, noIat, noIssuer, noSession, { ...full, iss: 'someone-else' }]) {
      expect(await readsLoans(await signed(claims))).toBe(401);
    }
  });

  it('refuses a token for an unknown user or an unknown session', async () => {
    const { sid, sub } = await liveSession();
    const times = { iss: 'lumbung', iat: seconds(), exp: seconds() + 600 };
    expect(await readsLoans(await signed({ ...times, sub: randomUUID(), sid }))).toBe(401);
    expect(await readsLoans(await signed({ ...times, sub, sid: randomUUID() }))).toBe(401);
    expect(await readsLoans(await signed({ ...times, sub, sid: 'not-a-uuid' }))).toBe(401);
  });

  it('refuses a token signed by another key, or with the secret as an HMAC key', async () => {
    const { sid, sub } = await liveSession();
    const claims = { sub, sid, iss: 'lumbung', iat: seconds(), exp: seconds() + 600 };
    const otherKey = signingKeysOf('another-secret').privateKey;
    expect(await readsLoans(await signed(claims, otherKey))).toBe(401);
    const hmac = await new SignJWT({ role: 'admin', personal: true, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('lumbung')
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode('test-secret'));
    expect(await readsLoans(hmac)).toBe(401);
  });

  it('refuses an expired token, and a live token once its session has expired', async () => {
    const { sid, sub } = await liveSession();
    const expired = await signed({
      sub,
      sid,
      iss: 'lumbung',
      iat: seconds() - 7200,
      exp: seconds() - 1,
    });
    expect(await readsLoans(expired)).toBe(401);

    const token = await loginAs(product, 'director@lumbung.test');
    expect(await readsLoans(token)).toBe(200);
    const saved = product.clock.now;
    product.clock.now = new Date(saved.getTime() + 3601_000);
    try {
      expect(await readsLoans(token)).toBe(401);
    } finally {
      product.clock.now = saved;
    }
  });
});

describe('the public key set', () => {
  it('publishes the Ed25519 key that verifies the tokens, cacheable, named by its kid', async () => {
    const response = await fetch(`${product.url}/api/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const jwks = (await response.json()) as { keys: Array<Record<string, string>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(JSON.stringify(jwks)).not.toMatch(/"d"/);

    const token = await loginAs(product, 'director@lumbung.test');
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: 'lumbung',
      currentDate: product.clock.now,
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: jwks.keys[0]?.kid });
    expect(payload).toMatchObject({
      sub: await userIdOf('director@lumbung.test'),
      role: 'admin',
    });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp).toBeGreaterThan(payload.iat ?? Number.POSITIVE_INFINITY);
  });

  it('is the same for every instance with the same secret, and differs with another', () => {
    expect(signingKeysOf('test-secret').publicJwk).toEqual(signingKeysOf('test-secret').publicJwk);
    expect(signingKeysOf('test-secret').publicJwk.x).not.toBe(
      signingKeysOf('test-secret2').publicJwk.x,
    );
  });
});
