// Accounts through the REST API: registration with the spec's messages, activation by e-mailed
// code, login throttling, passwords (policy, reset, change, age) and the e-mail subscription.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceKey } from '../../api/accounts/login-attempts.ts';
import { problemsOf } from '../../api/accounts/password-policy.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import {
  SOURCE_LIMIT_FAILURES,
  SOURCE_SLOW_DOWN_AFTER,
  SOURCE_SLOW_DOWN_WAIT_MS,
  SOURCE_WINDOW_MS,
} from '../../machines/account/login-throttle.ts';
import { codeIn, lastMessageTo, resetTokenIn } from '../support/outbox.ts';
import { registration } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;

const countUsers = async () =>
  (await product.db.query<{ n: number }>('SELECT count(*) AS n FROM users'))[0]?.n;

const advance = (ms: number) => {
  product.clock.now = new Date(product.clock.now.getTime() + ms);
};

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

describe('register and activate', () => {
  it('registers an inactive account, e-mails a code, and activates it once', async () => {
    const body = registration();
    const registered = await rest(product, 'POST', '/account/register', { body });
    expect(registered.status).toBe(201);
    expect(JSON.stringify(registered.body)).not.toContain(body.password);

    const before = await rest(product, 'POST', '/account/login', {
      body: { email: body.email, password: body.password },
    });
    expect(before).toMatchObject({ status: 403, body: { code: 'ACCOUNT_INACTIVE' } });

    const mail = await lastMessageTo(product.db, body.email);
    const code = codeIn(mail.body);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await rest(product, 'POST', '/account/activated', {
          body: { email: body.email, code: wrong },
        })
      ).body,
    ).toMatchObject({
      code: 'ACTIVATION_CODE_INVALID',
    });
    expect(
      (await rest(product, 'POST', '/account/activated', { body: { email: body.email, code } }))
        .status,
    ).toBe(200);
    expect(
      (await rest(product, 'POST', '/account/activated', { body: { email: body.email, code } }))
        .body,
    ).toMatchObject({
      // The same answer as for an unknown address: activation tells nothing about who exists.
      code: 'ACTIVATION_CODE_INVALID',
    });
    const after = await rest(product, 'POST', '/account/login', {
      body: { email: body.email, password: body.password },
    });
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      user: { role: 'borrower', isPersonal: true, emailSubscribed: true },
    });
  });

  it('refuses an expired activation code', async () => {
    const body = registration();
    await rest(product, 'POST', '/account/register', { body });
    const code = codeIn((await lastMessageTo(product.db, body.email)).body);
    advance(24 * 60 * 60_000 + 1);
    const late = await rest(product, 'POST', '/account/activated', {
      body: { email: body.email, code },
    });
    expect(late.body).toMatchObject({ code: 'ACTIVATION_CODE_INVALID' });
  });

  it.each<[string, Record<string, string>, number, string]>([
    ['a taken e-mail', { email: 'borrower@lumbung.test' }, 409, 'Duplication Registration Email'],
    ['a taken phone', { phone: 'TAKEN' }, 409, 'Duplicate Phone Number'],
    ['a malformed referral code', { referralCode: 'abc' }, 400, 'Wrong Referral Code'],
    ['an unknown referral code', { referralCode: 'ZZZZZZZZ' }, 404, 'Referral Code Not Found'],
  ])(
    "refuses %s with the spec's message and stores nothing",
    async (_, overrides, status, message) => {
      const taken = registration();
      await rest(product, 'POST', '/account/register', { body: taken });
      const body = registration(overrides.phone === 'TAKEN' ? { phone: taken.phone } : overrides);
      const users = await countUsers();
      // The spec's words are English: asked in English (Indonesian is the default).
      const response = await rest(product, 'POST', '/account/register', {
        body,
        headers: { 'accept-language': 'en' },
      });
      expect(response).toMatchObject({ status, body: { message } });
      expect(await countUsers()).toBe(users);
    },
  );

  it('records who referred a new user', async () => {
    const admin = await loginAs(product, 'borrower@lumbung.test');
    const me = await rest(product, 'GET', '/account/me', { token: admin });
    const referralCode = (me.body.data as { referralCode: string }).referralCode;
    const body = registration({ referralCode });
    expect((await rest(product, 'POST', '/account/register', { body })).status).toBe(201);
    const [row] = await product.db.query<{ referrer: string }>(
      'SELECT r.email AS referrer FROM users u JOIN users r ON r.id = u.referred_by WHERE u.email = $1',
      [body.email],
    );
    expect(row?.referrer).toBe('borrower@lumbung.test');
  });

  it('validates the form fields', async () => {
    const response = await rest(product, 'POST', '/account/register', {
      body: { ...registration(), email: 'not-an-email', fullName: 'Rina', termsAccepted: false },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields as object).sort()).toEqual([
      'email',
      'fullName',
      'termsAccepted',
    ]);
  });
});

describe('password policy', () => {
  it.each([
    ['Kopi!Susu7', null],
    ['Kopi!Su7', null],
    ['Kp!7a', 'TOO_SHORT'],
    ['kopi!susu7', 'NO_UPPER'],
    ['KOPI!SUSU7', 'NO_LOWER'],
    ['Kopi!Susu', 'NO_DIGIT'],
    ['KopiSusu77x', 'NO_SPECIAL'],
    ['Kopi!Suusu7', 'REPEATED_CHARACTERS'],
    ['Rina!Kopi7', 'CONTAINS_PERSONAL_DATA'],
    ['Zaq!2wsx', 'COMMON_PASSWORD'],
    ['P@ssw0rd', 'REPEATED_CHARACTERS'],
  ])('%s → %s', async (password, problem) => {
    const body = registration({ password, confirmPassword: password });
    const response = await rest(product, 'POST', '/account/register', { body });
    if (problem === null) {
      expect(response.status).toBe(201);
    } else {
      expect(response).toMatchObject({
        status: 400,
        body: { code: 'PASSWORD_POLICY', reason: problem },
      });
    }
  });

  it('refuses a confirmation that does not match', async () => {
    const response = await rest(product, 'POST', '/account/register', {
      body: registration({ confirmPassword: 'Kopi!Susu8' }),
    });
    expect(response.body).toMatchObject({
      reason: 'CONFIRMATION_MISMATCH',
      fields: { confirmPassword: expect.any(String) },
    });
  });

  it('never stores a refused password', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 14 }), async (password) => {
        const body = registration({ password, confirmPassword: password });
        const refused =
          problemsOf(password, { fullName: body.fullName, email: body.email }).length > 0;
        const response = await rest(product, 'POST', '/account/register', { body });
        const [stored] = await product.db.query('SELECT 1 FROM users WHERE email = $1', [
          body.email,
        ]);
        return refused ? response.status === 400 && stored === undefined : response.status === 201;
      }),
      { numRuns: 40 },
    );
  });
});

describe('login throttling', () => {
  it('slows down after five failures and locks after ten', async () => {
    const body = registration();
    await rest(product, 'POST', '/account/register', { body });
    const code = codeIn((await lastMessageTo(product.db, body.email)).body);
    await rest(product, 'POST', '/account/activated', { body: { email: body.email, code } });
    const attempt = (password = 'Wrong!Pass1') =>
      rest(product, 'POST', '/account/login', { body: { email: body.email, password } });

    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(401);
    const slowed = await attempt(body.password);
    expect(slowed).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 },
    });
    for (let i = 0; i < 5; i += 1) {
      advance(31_000);
      expect((await attempt()).status).toBe(401);
    }
    advance(31_000);
    expect((await attempt(body.password)).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    // The same address written with a Turkish capital İ is the same count, not a fresh one.
    expect(body.email).toContain('i');
    const dotted = await rest(product, 'POST', '/account/login', {
      body: { email: body.email.replace('i', '\u0130'), password: body.password },
    });
    expect(dotted.status).not.toBe(200);
    advance(15 * 60_000);
    expect((await attempt(body.password)).status).toBe(200);
  });
});

describe('login throttling per source', () => {
  const from = (source: string) => ({ 'x-forwarded-for': source });
  const spray = (source: string, n: number, tag: string) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        rest(product, 'POST', '/account/login', {
          body: { email: `spray-${tag}-${i}@example.id`, password: 'Musim#Hujan2026' },
          headers: from(source),
        }),
      ),
    );

  it('slows one source trying one password on many addresses, then stops it for the window', async () => {
    const body = registration();
    await rest(product, 'POST', '/account/register', { body });
    const code = codeIn((await lastMessageTo(product.db, body.email)).body);
    await rest(product, 'POST', '/account/activated', { body: { email: body.email, code } });
    const login = (source: string, password = body.password) =>
      rest(product, 'POST', '/account/login', {
        body: { email: body.email, password },
        headers: from(source),
      });

    const sprayed = await spray('203.0.113.7', SOURCE_SLOW_DOWN_AFTER, 'a');
    expect(sprayed.map((answer) => answer.status)).toEqual(Array(SOURCE_SLOW_DOWN_AFTER).fill(401));
    // Every address it tried is new to the per-address count: the source is what holds it.
    const held = await login('203.0.113.7');
    expect(held).toMatchObject({
      status: 429,
      body: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Terlalu banyak percobaan gagal dari jaringan Anda: coba lagi dalam 10 detik',
        retryAfterSeconds: 10,
      },
    });
    // Another source is not held back, and the person's own count was never touched.
    expect((await login('203.0.113.8')).status).toBe(200);
    // Slowed, not stopped: one try every ten seconds, until the window's limit.
    advance(SOURCE_SLOW_DOWN_WAIT_MS);
    expect((await login('203.0.113.7')).status).toBe(200);
    for (let failures = SOURCE_SLOW_DOWN_AFTER; failures < SOURCE_LIMIT_FAILURES; failures += 1) {
      advance(SOURCE_SLOW_DOWN_WAIT_MS);
      expect((await spray('203.0.113.7', 1, `b${failures}`))[0]?.status).toBe(401);
    }
    advance(SOURCE_SLOW_DOWN_WAIT_MS);
    const stopped = await login('203.0.113.7');
    expect(stopped.status).toBe(429);
    expect(stopped.body.retryAfterSeconds).toBeGreaterThan(SOURCE_SLOW_DOWN_WAIT_MS / 1000);
    expect(JSON.stringify(stopped.body)).toContain('jaringan Anda');
    advance(SOURCE_WINDOW_MS);
    expect((await login('203.0.113.7')).status).toBe(200);
  });

  it('counts an IPv6 caller by its /64, and a success does not count against the source', async () => {
    await spray('2001:db8:7:1::1', SOURCE_SLOW_DOWN_AFTER - 1, 'c');
    // The same subscriber's block, another address in it: one source.
    const next = await spray('2001:db8:7:1:ffff::9', 1, 'd');
    expect(next[0]?.status).toBe(401);
    const held = await rest(product, 'POST', '/account/login', {
      body: { email: 'investor@lumbung.test', password: DEMO_PASSWORD },
      headers: from('2001:0db8:0007:0001:0:0:0:2'),
    });
    expect(held).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    // Another /64 is another source; its successes leave its count where it was.
    for (let i = 0; i < SOURCE_SLOW_DOWN_AFTER + 5; i += 1) {
      const ok = await rest(product, 'POST', '/account/login', {
        body: { email: 'investor@lumbung.test', password: DEMO_PASSWORD },
        headers: from('2001:db8:7:2::1'),
      });
      expect(ok.status).toBe(200);
    }
    const counted = (address: string) =>
      product.db.query<{ failed_logins: number }>(
        'SELECT failed_logins FROM login_sources WHERE source_key = $1',
        [sourceKey(address)],
      );
    expect(await counted('2001:db8:7:2::77')).toEqual([{ failed_logins: 0 }]);
    expect(await counted('2001:db8:7:1::')).toEqual([{ failed_logins: SOURCE_SLOW_DOWN_AFTER }]);
    // No address is stored as it came.
    const stored = JSON.stringify(await product.db.query('SELECT * FROM login_sources'));
    expect(stored).not.toContain('2001:db8');
    expect(stored).not.toContain('203.0.113');
    advance(SOURCE_WINDOW_MS);
  });
});

describe('passwords', () => {
  it('resets a forgotten password once, answering the same for unknown e-mails', async () => {
    const unknown = await rest(product, 'POST', '/account/forgot', {
      body: { email: 'nobody@example.id' },
    });
    const known = await rest(product, 'POST', '/account/forgot', {
      body: { email: 'lender@lumbung.test' },
    });
    expect(unknown).toEqual(known);
    const token = resetTokenIn((await lastMessageTo(product.db, 'lender@lumbung.test')).body);
    expect(token.length).toBeGreaterThan(30);
    const weak = await rest(product, 'POST', '/account/forgot/change', {
      body: { token, new_password: 'password' },
    });
    expect(weak.status).toBe(400);
    const reset = await rest(product, 'POST', '/account/forgot/change', {
      body: { token, new_password: 'Teh#Manis42', confirm_password: 'Teh#Manis42' },
    });
    expect(reset.status).toBe(200);
    const again = await rest(product, 'POST', '/account/forgot/change', {
      body: { token, new_password: 'Teh#Manis43' },
    });
    expect(again.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    const old = await rest(product, 'POST', '/account/login', {
      body: { email: 'lender@lumbung.test', password: DEMO_PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await rest(product, 'POST', '/account/login', {
      body: { email: 'lender@lumbung.test', password: 'Teh#Manis42' },
    });
    expect(fresh.status).toBe(200);
  });

  it('changes a password with the old one and warns after six months', async () => {
    const token = await loginAs(product, 'lender.company@lumbung.test');
    const wrongOld = await rest(product, 'POST', '/account/password/change', {
      token,
      body: { old_password: 'Nope!123', new_password: 'Jeruk#Nipis9' },
    });
    expect(wrongOld.body).toMatchObject({ code: 'OLD_PASSWORD_WRONG' });
    const changed = await rest(product, 'POST', '/account/password/change', {
      token,
      body: { old_password: DEMO_PASSWORD, new_password: 'Jeruk#Nipis9' },
    });
    expect(changed.status).toBe(200);
    const age = await rest(product, 'GET', '/account/check-password-updated', { token });
    expect(age.body.data).toMatchObject({ ageDays: 0, mustChange: false });

    advance(181 * 86_400_000);
    const later = await rest(product, 'POST', '/account/login', {
      body: { email: 'lender.company@lumbung.test', password: 'Jeruk#Nipis9' },
    });
    const laterToken = (later.body.data as { token: string }).token;
    const old = await rest(product, 'GET', '/account/check-password-updated', {
      token: laterToken,
    });
    expect(old.body.data).toMatchObject({ ageDays: 181, mustChange: true });
  });
});

describe('a session left idle', () => {
  it('ends on the server after 30 minutes without a call, as on the screen', async () => {
    const token = await loginAs(product, 'investor@lumbung.test');
    const me = async () => (await rest(product, 'GET', '/account/me', { token })).status;
    // Each call within 30 minutes of the last keeps it: an hour in all, in steps of 29 minutes.
    advance(29 * 60_000);
    expect(await me()).toBe(200);
    advance(29 * 60_000);
    expect(await me()).toBe(200);
    // 31 minutes without a call: refused, like a logged-out token, and it stays refused.
    advance(31 * 60_000);
    expect(await me()).toBe(401);
    advance(60_000);
    expect(await me()).toBe(401);
    const [row] = await product.db.query<{ revoked: boolean }>(
      `SELECT revoked_at IS NOT NULL AS revoked FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'investor@lumbung.test' ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(row).toEqual({ revoked: false });
    // A new login opens a live session.
    const again = await loginAs(product, 'investor@lumbung.test');
    expect((await rest(product, 'GET', '/account/me', { token: again })).status).toBe(200);
  });
});

describe('e-mail subscription', () => {
  const subscribed = async (email: string) =>
    (
      await product.db.query<{ s: boolean }>(
        'SELECT email_subscribed AS s FROM users WHERE email = $1',
        [email],
      )
    )[0]?.s;

  it('unsubscribes with e-mail and password, and subscribes again when signed in', async () => {
    const email = 'borrower.company@lumbung.test';
    const wrong = await rest(product, 'POST', '/account/unsubscribe', {
      body: { email, password: 'Salah!123' },
    });
    expect(wrong.body).toMatchObject({ message: 'Email atau kata sandi tidak cocok' });
    expect(await subscribed(email)).toBe(true);
    await rest(product, 'POST', '/account/unsubscribe', {
      body: { email, password: DEMO_PASSWORD },
    });
    expect(await subscribed(email)).toBe(false);
    const token = await loginAs(product, email);
    expect((await rest(product, 'GET', '/account/subscribe', { token })).body.data).toEqual({
      subscribed: true,
    });
    expect(await subscribed(email)).toBe(true);
    await rest(product, 'POST', '/account/unsubscribe/authorized', { token });
    expect(await subscribed(email)).toBe(false);
  });
});

describe('demo outbox', () => {
  it('lists what was sent, newest first', async () => {
    const response = await rest(product, 'GET', '/demo/outbox');
    const messages = (response.body.data as { data: Array<{ channel: string; recipient: string }> })
      .data;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]?.channel).toBe('email');
  });
});
