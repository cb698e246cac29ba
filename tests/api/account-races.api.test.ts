// The account and profile rules under concurrency: requests fired at the same moment (Promise.all)
// must end exactly as if they had come one after another — the login throttle, code attempts,
// duplicate registrations, the OTP cool-down, the one-time survey, the bank change and the
// wallet request — and the answers must not tell known addresses from unknown ones. PGlite runs
// the statements one by one; the same tests on PostgreSQL (DATABASE_URL) race for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf } from '../../api/accounts/password-policy.ts';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { codeIn, lastMessageTo, resetTokenIn } from '../support/outbox.ts';
import {
  fillProfile,
  makeUser,
  registration,
  submitSurvey,
  validBank,
} from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let admin: string;
let seq = 0;

beforeAll(async () => {
  product = await startTestProduct();
  admin = await loginAs(product, 'admin@lumbung.test');
});
afterAll(() => product.close());

const advance = (ms: number) => {
  product.clock.now = new Date(product.clock.now.getTime() + ms);
};

type Answer = { status: number; body: Record<string, unknown> };

/** How many answers of each kind: `401 INVALID_CREDENTIALS: 5`. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = `${status} ${typeof body.code === 'string' ? body.code : 'OK'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

async function activeAccount(): Promise<{ email: string; password: string }> {
  seq += 1;
  const email = `active${seq}@example.id`;
  await insertUser(product.db, {
    email,
    fullName: 'Dewi Lestari',
    role: 'lender',
    isPersonal: true,
    password: DEMO_PASSWORD,
    active: true,
  });
  return { email, password: DEMO_PASSWORD };
}

const login = (email: string, password: string) =>
  rest(product, 'POST', '/account/login', { body: { email, password } });

describe('login throttle under concurrency', () => {
  /** Fires 40 wrong logins at once at this address and tallies the answers. */
  const volley = (email: string) => times(40, () => login(email, 'Wrong!Pass1')).then(tally);

  it('checks exactly five of 40 simultaneous wrong logins, then one per 30 s, and the tenth locks', async () => {
    const account = await activeAccount();
    expect(await volley(account.email)).toEqual({
      '401 INVALID_CREDENTIALS': 5,
      '429 TOO_MANY_ATTEMPTS': 35,
    });
    for (let failure = 6; failure <= 9; failure += 1) {
      advance(30_000);
      expect(await volley(account.email)).toEqual({
        '401 INVALID_CREDENTIALS': 1,
        '429 TOO_MANY_ATTEMPTS': 39,
      });
    }
    advance(30_000);
    expect(await volley(account.email)).toEqual({
      '401 INVALID_CREDENTIALS': 1,
      '429 ACCOUNT_LOCKED': 39,
    });
    expect(await login(account.email, account.password)).toMatchObject({
      status: 429,
      body: { code: 'ACCOUNT_LOCKED', retryAfterSeconds: 15 * 60 },
    });
    advance(15 * 60_000);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('a success resets the count', async () => {
    const account = await activeAccount();
    expect(await times(4, () => login(account.email, 'Wrong!Pass1')).then(tally)).toEqual({
      '401 INVALID_CREDENTIALS': 4,
    });
    expect((await login(account.email, account.password)).status).toBe(200);
    expect(await volley(account.email)).toEqual({
      '401 INVALID_CREDENTIALS': 5,
      '429 TOO_MANY_ATTEMPTS': 35,
    });
  });

  it('throttles an unknown address exactly like an account, in any letter case', async () => {
    const account = await activeAccount();
    const unknown = `nobody${seq}@example.id`;
    const known = await volley(account.email.toUpperCase());
    expect(await volley(unknown)).toEqual(known);
    expect(known).toEqual({ '401 INVALID_CREDENTIALS': 5, '429 TOO_MANY_ATTEMPTS': 35 });
    const [one, other] = await Promise.all([
      login(account.email, 'Wrong!Pass1'),
      login(unknown, 'Wrong!Pass1'),
    ]);
    expect(one).toEqual(other);
  });

  it('the unsubscribe form, which checks a password too, shares the throttle', async () => {
    const account = await activeAccount();
    const unsubscribe = (email: string, password: string) =>
      rest(product, 'POST', '/account/unsubscribe', { body: { email, password } });
    const known = await times(10, () => unsubscribe(account.email, 'Wrong!Pass1')).then(tally);
    const unknown = await times(10, () => unsubscribe(`none${seq}@example.id`, 'Wrong!Pass1')).then(
      tally,
    );
    expect(known).toEqual({ '401 INVALID_CREDENTIALS': 5, '429 TOO_MANY_ATTEMPTS': 5 });
    expect(unknown).toEqual(known);
    expect(await unsubscribe(account.email, account.password)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS' },
    });
    const [row] = await product.db.query<{ subscribed: boolean }>(
      'SELECT email_subscribed AS subscribed FROM users WHERE email = $1',
      [account.email],
    );
    expect(row?.subscribed).toBe(true);
  });

  it('a signed-in password change guessing the old password shares the throttle', async () => {
    const account = await activeAccount();
    const token = (await login(account.email, account.password)).body.data as { token: string };
    const change = (oldPassword: string) =>
      rest(product, 'POST', '/account/password/change', {
        token: token.token,
        body: {
          old_password: oldPassword,
          new_password: 'Teh!Manis82',
          confirm_password: 'Teh!Manis82',
        },
      });
    expect(await times(10, () => change('Wrong!Pass1')).then(tally)).toEqual({
      '400 OLD_PASSWORD_WRONG': 5,
      '429 TOO_MANY_ATTEMPTS': 5,
    });
    // Held back like a login: even the right old password waits, and nothing changed.
    expect((await change(account.password)).status).toBe(429);
    expect((await login(account.email, account.password)).status).toBe(429);
    advance(30_000);
    expect((await change(account.password)).status).toBe(200);
    expect((await login(account.email, 'Teh!Manis82')).status).toBe(200);
  });
});

describe('activation codes', () => {
  const activate = (email: string, code: string) =>
    rest(product, 'POST', '/account/activated', { body: { email, code } });
  const resend = (email: string) =>
    rest(product, 'POST', '/account/activation/resend', { body: { email } });
  const mailsTo = async (email: string) =>
    (
      await product.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE recipient = $1',
        [email],
      )
    )[0]?.n;

  it('20 wrong codes at once use the code up: the right one is refused until a new code', async () => {
    const body = registration();
    expect((await rest(product, 'POST', '/account/register', { body })).status).toBe(201);
    const code = codeIn((await lastMessageTo(product.db, body.email)).body);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

    expect(await times(20, (i) => activate(body.email, wrong(i))).then(tally)).toEqual({
      '400 ACTIVATION_CODE_INVALID': 20,
    });
    const [stored] = await product.db.query<{ attempts: number }>(
      `SELECT c.attempts FROM account_codes c JOIN users u ON u.id = c.user_id
        WHERE u.email = $1 AND c.purpose = 'activation'`,
      [body.email],
    );
    expect(stored?.attempts).toBe(5);
    expect(await activate(body.email, code)).toMatchObject({
      status: 400,
      body: { code: 'ACTIVATION_CODE_INVALID' },
    });

    // A new code: at most one a minute, whatever the number of requests.
    expect((await resend(body.email)).status).toBe(200);
    expect(await mailsTo(body.email)).toBe(1);
    advance(60_000);
    expect(await times(30, () => resend(body.email)).then(tally)).toEqual({ '200 OK': 30 });
    expect(await mailsTo(body.email)).toBe(2);
    const fresh = codeIn((await lastMessageTo(product.db, body.email)).body);
    expect(await activate(body.email, code)).toMatchObject({ status: 400 });
    expect((await activate(body.email, fresh)).status).toBe(200);
  });

  it('answers alike for an unknown address, an active account and a wrong code', async () => {
    const active = await activeAccount();
    const waiting = registration();
    await rest(product, 'POST', '/account/register', { body: waiting });
    const code = codeIn((await lastMessageTo(product.db, waiting.email)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const [unknown, known, wrongCode] = await Promise.all([
      activate(`ghost${seq}@example.id`, '123456'),
      activate(active.email, '123456'),
      activate(waiting.email, wrong),
    ]);
    expect(known).toEqual(unknown);
    expect(wrongCode).toEqual(unknown);
    expect(unknown).toMatchObject({ status: 400, body: { code: 'ACTIVATION_CODE_INVALID' } });

    advance(60_000);
    const answers = await Promise.all([
      resend(`ghost${seq}@example.id`),
      resend(active.email),
      resend(waiting.email),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailsTo(active.email)).toBe(0);
    expect(await mailsTo(waiting.email)).toBe(2);
  });
});

describe('password reset links', () => {
  it('10 requests at once mail exactly one link, and another only a minute later', async () => {
    const account = await activeAccount();
    const answers = await times(10, () =>
      rest(product, 'POST', '/account/forgot', { body: { email: account.email } }),
    );
    expect(tally(answers)).toEqual({ '200 OK': 10 });
    const live = await product.db.query(
      `SELECT 1 FROM account_codes c JOIN users u ON u.id = c.user_id
        WHERE u.email = $1 AND c.purpose = 'password_reset' AND c.used_at IS NULL`,
      [account.email],
    );
    expect(live).toHaveLength(1);
    const mails = async () =>
      (await product.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [account.email])).length;
    expect(await mails()).toBe(1);
    advance(59_000);
    await rest(product, 'POST', '/account/forgot', { body: { email: account.email } });
    expect(await mails()).toBe(1);
    advance(1_000);
    await rest(product, 'POST', '/account/forgot', { body: { email: account.email } });
    expect(await mails()).toBe(2);
    const token = resetTokenIn((await lastMessageTo(product.db, account.email)).body);
    const reset = await rest(product, 'POST', '/account/forgot/change', {
      body: { token, new_password: 'Teh#Manis42', confirm_password: 'Teh#Manis42' },
    });
    expect(reset.status).toBe(200);
  });
});

describe('registration races', () => {
  const countWhere = async (sql: string, param: string) =>
    (
      await product.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${sql}`, [
        param,
      ])
    )[0]?.n;

  it('30 registrations of one e-mail, in any letter case: one account, 29 × DUPLICATE_EMAIL', async () => {
    const base = registration();
    const cased = (i: number) =>
      i % 3 === 0
        ? base.email
        : i % 3 === 1
          ? base.email.toUpperCase()
          : `${base.email.charAt(0).toUpperCase()}${base.email.slice(1)}`;
    const answers = await times(30, (i) =>
      rest(product, 'POST', '/account/register', {
        body: registration({ email: cased(i) }),
      }),
    );
    expect(tally(answers)).toEqual({ '201 OK': 1, '409 DUPLICATE_EMAIL': 29 });
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
      message: 'Email sudah terdaftar',
      fields: { email: 'Email sudah terdaftar' },
    });
    expect(await countWhere('lower(email) = lower($1)', base.email)).toBe(1);
  });

  it('30 registrations of one phone: one account, 29 × DUPLICATE_PHONE', async () => {
    const base = registration();
    const answers = await times(30, () =>
      rest(product, 'POST', '/account/register', { body: registration({ phone: base.phone }) }),
    );
    expect(tally(answers)).toEqual({ '201 OK': 1, '409 DUPLICATE_PHONE': 29 });
    expect(await countWhere('phone = $1', base.phone)).toBe(1);
  });
});

describe('one-time codes under concurrency', () => {
  it('30 requests at once send exactly one code; 10 wrong codes at once lock after three', async () => {
    seq += 1;
    const phone = `08127${String(seq).padStart(7, '0')}`;
    const email = `otp-race${seq}@example.id`;
    await insertUser(product.db, {
      email,
      phone,
      fullName: 'Dewi Lestari',
      role: 'lender',
      isPersonal: true,
      password: DEMO_PASSWORD,
      active: true,
    });
    const token = await loginAs(product, email);
    const requests = await times(30, () =>
      rest(product, 'POST', '/account/otp', { token, body: { channel: 'sms' } }),
    );
    expect(tally(requests)).toEqual({ '200 OK': 1, '429 OTP_RESEND_COOLDOWN': 29 });
    const sent = await product.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [phone]);
    expect(sent).toHaveLength(1);

    const code = codeIn((await lastMessageTo(product.db, phone)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const verifies = await times(10, () =>
      rest(product, 'POST', '/account/verify-otp', { token, body: { code: wrong } }),
    );
    expect(tally(verifies)).toEqual({ '400 OTP_WRONG': 2, '429 OTP_LOCKED': 8 });
    expect(
      await rest(product, 'POST', '/account/verify-otp', { token, body: { code } }),
    ).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED', retryAfterSeconds: 30 * 60 } });
  });
});

describe('profile rules under concurrency', () => {
  it('30 survey submissions at once: one is stored, 29 × SURVEY_LOCKED', async () => {
    const lender = await makeUser(product, { role: 'lender' });
    const answers = await times(30, (i) =>
      rest(product, 'PUT', '/personal/psychometry-score', {
        token: lender.token,
        body: {
          fatca: Array.from({ length: 11 }, () => false),
          risk: [i % 4, 2, 2, 2, 2, 1],
        },
      }),
    );
    expect(tally(answers)).toEqual({ '200 OK': 1, '409 SURVEY_LOCKED': 29 });
    const accepted = answers.find((a) => a.status === 200)?.body.data as { risk: number[] };
    const rows = await product.db.query<{ risk: number[] }>(
      `SELECT machine_context -> 'risk' AS risk FROM psychometric_surveys
        WHERE user_id = $1 AND submitted_at IS NOT NULL`,
      [lender.userId],
    );
    expect(rows).toEqual([{ risk: accepted.risk }]);
  });

  it('30 bank change requests at once: one waits for staff, 29 × BANK_CHANGE_PENDING', async () => {
    const user = await makeUser(product, { fullName: 'Fajar Nugroho' });
    await fillProfile(product, user);
    await submitSurvey(product, user.token);
    await rest(product, 'PUT', `/staff/validations/${user.userId}/bank/validate`, {
      token: admin,
    });
    const answers = await times(30, (i) =>
      rest(product, 'POST', '/personal/bank/user-update', {
        token: user.token,
        body: { ...validBank('Fajar Nugroho'), accountnumber: String(2_000_000_000 + i) },
      }),
    );
    expect(tally(answers)).toEqual({ '200 OK': 1, '409 BANK_CHANGE_PENDING': 29 });
    const pending = await product.db.query(
      `SELECT 1 FROM bank_change_requests WHERE user_id = $1 AND status = 'PENDING'`,
      [user.userId],
    );
    expect(pending).toHaveLength(1);
  });

  it('30 wallet requests at once: one goes to the bank, 29 are refused', async () => {
    const lender = await makeUser(product, { role: 'lender' });
    const answers = await times(30, () =>
      rest(product, 'POST', '/wallet/request', {
        token: lender.token,
        body: { kind: 'VA', consent: true },
      }),
    );
    expect(tally(answers)).toEqual({ '200 OK': 1, '409 ILLEGAL_TRANSITION': 29 });
    const requested = await product.db.query(
      `SELECT 1 FROM lender_wallet_events WHERE lender_id = $1 AND event = 'wallet.request'`,
      [lender.userId],
    );
    expect(requested).toHaveLength(1);
  });
});

describe('guessable passwords', () => {
  it.each(['Qwerty123!', 'Password1!', 'P@ssw0rd2026!', 'Sunshine7!', 'Abc!Abc!9x', 'Kopi!4321x'])(
    '%s is refused as too easy to guess',
    async (password) => {
      expect(problemsOf(password, {})).toContain('COMMON_PASSWORD');
      const response = await rest(product, 'POST', '/account/register', {
        body: registration({ password, confirmPassword: password }),
      });
      expect(response).toMatchObject({ status: 400, body: { code: 'PASSWORD_POLICY' } });
    },
  );

  it.each(['Lumbung#2026', 'Kopi!Susu7', 'Teh#Manis42', 'Jeruk#Nipis9', 'Salah!Sandi9'])(
    '%s is accepted',
    async (password) => {
      expect(problemsOf(password, {})).toEqual([]);
      const response = await rest(product, 'POST', '/account/register', {
        body: registration({ password, confirmPassword: password }),
      });
      expect(response.status).toBe(201);
    },
  );
});
