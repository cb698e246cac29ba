// One-time codes through the REST API, with the product's clock under the test's control:
// sending, the resend cool-down, expiry, wrong codes and the lock, and confirming a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { codeIn, lastMessageTo } from '../support/outbox.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
const advance = (ms: number) => {
  product.clock.now = new Date(product.clock.now.getTime() + ms);
};

async function freshUser(email: string, phone: string): Promise<string> {
  await insertUser(product.db, {
    email,
    phone,
    fullName: 'Dewi Lestari',
    role: 'lender',
    isPersonal: true,
    password: DEMO_PASSWORD,
    active: true,
  });
  return loginAs(product, email);
}

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

describe('OTP', () => {
  it('sends a code by SMS, verifies it and confirms the phone number', async () => {
    const token = await freshUser('otp1@example.id', '081200000001');
    const sent = await rest(product, 'POST', '/account/otp', { token, body: { channel: 'sms' } });
    expect(sent).toMatchObject({
      status: 200,
      body: { data: { channel: 'sms', resendAfterSeconds: 60 } },
    });
    expect(JSON.stringify(sent.body)).not.toMatch(/\b\d{6}\b/);
    const code = codeIn((await lastMessageTo(product.db, '081200000001')).body);

    const tooSoon = await rest(product, 'POST', '/account/otp', {
      token,
      body: { channel: 'sms' },
    });
    expect(tooSoon).toMatchObject({
      status: 429,
      body: { code: 'OTP_RESEND_COOLDOWN', retryAfterSeconds: 60 },
    });

    const badFormat = await rest(product, 'POST', '/account/verify-otp', {
      token,
      body: { code: '12ab' },
    });
    expect(badFormat).toMatchObject({ status: 400, body: { code: 'OTP_CODE_FORMAT' } });

    const verified = await rest(product, 'POST', '/account/verify-otp', { token, body: { code } });
    expect(verified.status).toBe(200);
    const otpToken = (verified.body.data as { otpToken: string }).otpToken;
    const confirmed = await rest(product, 'POST', '/account/confirm-otp', {
      token,
      body: { otpToken },
    });
    expect(confirmed.body.data).toEqual({ confirmed: true, channel: 'sms' });
    const me = await rest(product, 'GET', '/account/me', { token });
    expect(me.body.data).toMatchObject({ phoneVerified: true });
    const reused = await rest(product, 'POST', '/account/confirm-otp', {
      token,
      body: { otpToken },
    });
    expect(reused.body).toMatchObject({ code: 'OTP_TOKEN_INVALID' });
  });

  it('expires a code after five minutes and sends a new one on request', async () => {
    const token = await freshUser('otp2@example.id', '081200000002');
    await rest(product, 'POST', '/account/otp', { token, body: { channel: 'email' } });
    const code = codeIn((await lastMessageTo(product.db, 'otp2@example.id')).body);
    advance(5 * 60_000);
    const late = await rest(product, 'POST', '/account/verify-otp', { token, body: { code } });
    expect(late).toMatchObject({ status: 410, body: { code: 'OTP_EXPIRED' } });
    const again = await rest(product, 'POST', '/account/otp', {
      token,
      body: { channel: 'email' },
    });
    expect(again.status).toBe(200);
    const second = codeIn((await lastMessageTo(product.db, 'otp2@example.id')).body);
    expect(
      (await rest(product, 'POST', '/account/verify-otp', { token, body: { code: second } }))
        .status,
    ).toBe(200);
  });

  it('locks after three wrong codes, for thirty minutes', async () => {
    const token = await freshUser('otp3@example.id', '081200000003');
    await rest(product, 'POST', '/account/otp', { token, body: { channel: 'sms' } });
    const code = codeIn((await lastMessageTo(product.db, '081200000003')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await rest(product, 'POST', '/account/verify-otp', {
      token,
      body: { code: wrong },
    });
    expect(first).toMatchObject({
      status: 400,
      body: { code: 'OTP_WRONG', reason: '2 attempts left' },
    });
    await rest(product, 'POST', '/account/verify-otp', { token, body: { code: wrong } });
    const third = await rest(product, 'POST', '/account/verify-otp', {
      token,
      body: { code: wrong },
    });
    expect(third).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } });
    const right = await rest(product, 'POST', '/account/verify-otp', { token, body: { code } });
    expect(right).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } });
    advance(30 * 60_000);
    // Thirty minutes without a call also ended the session: the person logs in again.
    const again = await loginAs(product, 'otp3@example.id');
    const after = await rest(product, 'POST', '/account/otp', {
      token: again,
      body: { channel: 'sms' },
    });
    expect(after.status).toBe(200);
  });

  it('refuses verification before any code was asked for', async () => {
    const token = await freshUser('otp4@example.id', '081200000004');
    const early = await rest(product, 'POST', '/account/verify-otp', {
      token,
      body: { code: '123456' },
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'OTP_NOT_REQUESTED' } });
  });
});
