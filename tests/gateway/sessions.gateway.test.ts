// Sessions through the gateway: it knows who asks from the token's verified claims (against the
// API's published keys), never by calling /account/me for a data query; a forged, other-key or
// expired token is anonymous there, and the API refuses its data; logout ends the session.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeysOf } from '../../api/accounts/tokens.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

const LOANS = '{ myLoans { id submissionStage availableActions { action allowed } } }';
const ME = '{ me { id email role } }';

/** The REST calls the API received while `work` ran. */
async function callsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = product.apiRequests.length;
  await work();
  return product.apiRequests.slice(before);
}

const codesOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  (result.errors ?? []).map((error) => error.extensions?.code);

describe('who asks, as the gateway knows it', () => {
  it('answers a loan query with the viewer from the token, without calling /account/me', async () => {
    const token = await loginAs(product, 'borrower@lumbung.test');
    type Loans = { myLoans: Array<{ id: string; availableActions: unknown[] }> };
    let loans: Loans['myLoans'] = [];
    const calls = await callsDuring(async () => {
      const result = await graphql<Loans>(product, LOANS, {}, token);
      expect(result.errors).toBeUndefined();
      loans = result.data?.myLoans ?? [];
    });
    expect(loans.length).toBeGreaterThan(0);
    // The machine computed the owner's actions from the claims' id and role.
    expect(loans.some((loan) => loan.availableActions.length > 0)).toBe(true);
    expect(calls.filter((call) => call.includes('/account/me'))).toEqual([]);
    expect(calls.filter((call) => !call.includes('/.well-known/'))).toEqual([
      'GET /api/loan/borrower',
    ]);

    const again = await callsDuring(() => graphql(product, LOANS, {}, token));
    // The key set is cached: a second query fetches it no more.
    expect(again).toEqual(['GET /api/loan/borrower']);
  });

  it('still asks the API for `me`, which names the user', async () => {
    const token = await loginAs(product, 'lender@lumbung.test');
    let me: unknown;
    const calls = await callsDuring(async () => {
      me = (await graphql(product, ME, {}, token)).data;
    });
    expect(me).toMatchObject({ me: { email: 'lender@lumbung.test', role: 'LENDER' } });
    expect(calls.filter((call) => !call.includes('/.well-known/'))).toEqual([
      'GET /api/account/me',
    ]);
  });
});

describe('tokens the gateway treats as anonymous', () => {
  const seconds = () => Math.floor(product.clock.now.getTime() / 1000);

  async function forgeries(): Promise<Record<string, string>> {
    // Claims of a real live session: only the key or the times are wrong.
    await loginAs(product, 'borrower@lumbung.test');
    const [row] = await product.db.query<{ id: string; user_id: string }>(
      `SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'borrower@lumbung.test' AND s.revoked_at IS NULL
        ORDER BY s.created_at DESC LIMIT 1`,
    );
    if (!row) throw new Error('no session');
    const claims = (key: 'test-secret' | 'another-secret', iat: number, exp: number) =>
      new SignJWT({ role: 'borrower', personal: true, sid: row.id })
        .setProtectedHeader({ alg: 'EdDSA', kid: signingKeysOf(key).publicJwk.kid })
        .setSubject(row.user_id)
        .setIssuer('lumbung')
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(signingKeysOf(key).privateKey);
    return {
      otherKey: await claims('another-secret', seconds(), seconds() + 600),
      expired: await claims('test-secret', seconds() - 7200, seconds() - 60),
      hmac: await new SignJWT({ role: 'borrower', personal: true, sid: row.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(row.user_id)
        .setIssuer('lumbung')
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + 600)
        .sign(new TextEncoder().encode('test-secret')),
      garbage: 'not.a.token',
    };
  }

  it('answers `me` with null without asking the API, and data with UNAUTHENTICATED', async () => {
    for (const [name, token] of Object.entries(await forgeries())) {
      let me: unknown;
      const calls = await callsDuring(async () => {
        me = await graphql(product, ME, {}, token);
      });
      expect({ name, me }).toEqual({ name, me: { data: { me: null } } });
      expect({ name, calls: calls.filter((c) => !c.includes('/.well-known/')) }).toEqual({
        name,
        calls: [],
      });

      const loans = await graphql(product, LOANS, {}, token);
      expect({ name, codes: codesOf(loans) }).toEqual({ name, codes: ['UNAUTHENTICATED'] });
    }
  });
});

describe('logout through GraphQL', () => {
  it('ends the session: the token reads nothing more, and logging out again is fine', async () => {
    const token = await loginAs(product, 'borrower.company@lumbung.test');
    const other = await loginAs(product, 'borrower.company@lumbung.test');
    expect(codesOf(await graphql(product, LOANS, {}, token))).toEqual([]);

    expect(await graphql(product, 'mutation { logout }', {}, token)).toEqual({
      data: { logout: true },
    });
    expect(codesOf(await graphql(product, LOANS, {}, token))).toEqual(['UNAUTHENTICATED']);
    // The token is ours but its session ended: the client is told, not just shown nobody.
    expect(codesOf(await graphql(product, ME, {}, token))).toEqual(['UNAUTHENTICATED']);
    expect((await rest(product, 'GET', '/loan/borrower', { token })).status).toBe(401);
    expect(await graphql(product, 'mutation { logout }', {}, token)).toEqual({
      data: { logout: true },
    });
    // The user's other session lives on.
    expect(codesOf(await graphql(product, LOANS, {}, other))).toEqual([]);
  });

  it('a session ended by a password change elsewhere is refused through the gateway', async () => {
    const email = 'lender.company@lumbung.test';
    const here = await loginAs(product, email);
    const elsewhere = await loginAs(product, email);
    const changed = await graphql(
      product,
      `mutation { changePassword(oldPassword: "Lumbung#2026", newPassword: "Jeruk#Nipis9", confirmPassword: "Jeruk#Nipis9") }`,
      {},
      elsewhere,
    );
    expect(changed).toEqual({ data: { changePassword: true } });
    expect(codesOf(await graphql(product, '{ passwordAge { ageDays } }', {}, here))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(codesOf(await graphql(product, '{ passwordAge { ageDays } }', {}, elsewhere))).toEqual(
      [],
    );
  });
});

describe('tokens the gateway verified before', () => {
  it('are anonymous there once they expire, though it keeps verified tokens a while', async () => {
    await loginAs(product, 'lender@lumbung.test');
    const [row] = await product.db.query<{ id: string; user_id: string }>(
      `SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'lender@lumbung.test' AND s.revoked_at IS NULL
        ORDER BY s.created_at DESC LIMIT 1`,
    );
    if (!row) throw new Error('no session');
    const started = product.clock.now;
    const seconds = Math.floor(started.getTime() / 1000);
    // A token of a live session that expires in 30 s, well inside the gateway's minute.
    const token = await new SignJWT({ role: 'lender', personal: true, sid: row.id })
      .setProtectedHeader({ alg: 'EdDSA', kid: signingKeysOf('test-secret').publicJwk.kid })
      .setSubject(row.user_id)
      .setIssuer('lumbung')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 30)
      .sign(signingKeysOf('test-secret').privateKey);
    try {
      expect(await graphql(product, ME, {}, token)).toMatchObject({
        data: { me: { email: 'lender@lumbung.test' } },
      });
      expect(await graphql(product, ME, {}, token)).toMatchObject({
        data: { me: { email: 'lender@lumbung.test' } },
      });
      product.clock.now = new Date(started.getTime() + 31_000);
      const calls = await callsDuring(async () => {
        expect(await graphql(product, ME, {}, token)).toEqual({ data: { me: null } });
      });
      expect(calls.filter((call) => !call.includes('/.well-known/'))).toEqual([]);
    } finally {
      product.clock.now = started;
    }
  });
});
