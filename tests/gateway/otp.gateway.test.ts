// One-time codes through the GraphQL gateway: sending, a wrong code with the attempts left, the
// resend cool-down with its wait, and verifying then confirming the phone number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../api/accounts/users.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { codeIn, lastMessageTo } from '../support/outbox.ts';
import { graphql, loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

const REQUEST = /* GraphQL */ `
  mutation Request($channel: MessageChannel!) {
    requestOtp(channel: $channel) {
      channel
      expiresAt
      resendAfterSeconds
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($code: String!) {
    verifyOtp(code: $code) {
      otpToken
      channel
    }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation Confirm($otpToken: String!) {
    confirmOtp(otpToken: $otpToken) {
      confirmed
      channel
    }
  }
`;
const ME = /* GraphQL */ `
  query Me {
    me {
      phone
      phoneVerified
    }
  }
`;

async function freshUser(email: string, phone: string): Promise<string> {
  await insertUser(product.db, {
    email,
    phone,
    fullName: 'Dewi Lestari',
    role: 'borrower',
    isPersonal: true,
    password: DEMO_PASSWORD,
    active: true,
  });
  return loginAs(product, email);
}

describe('OTP through GraphQL', () => {
  it('sends a code, refuses a wrong one and a resend too soon, then verifies the phone', async () => {
    const phone = '081299000001';
    const token = await freshUser('otp.gql1@example.id', phone);

    const sent = await graphql(product, REQUEST, { channel: 'SMS' }, token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toMatchObject({ requestOtp: { channel: 'SMS', resendAfterSeconds: 60 } });
    expect(JSON.stringify(sent)).not.toMatch(/\b\d{6}\b/);
    const code = codeIn((await lastMessageTo(product.db, phone)).body);
    expect(code).toMatch(/^\d{6}$/);

    const tooSoon = await graphql(product, REQUEST, { channel: 'SMS' }, token);
    expect(tooSoon.errors?.[0]?.extensions).toMatchObject({
      code: 'OTP_RESEND_COOLDOWN',
      retryAfterSeconds: 60,
    });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await graphql(product, VERIFY, { code: wrongCode }, token);
    expect(wrong.data).toBeNull();
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'OTP_WRONG',
      reason: '2 attempts left',
    });

    const verified = await graphql<{ verifyOtp: { otpToken: string; channel: string } }>(
      product,
      VERIFY,
      { code },
      token,
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyOtp.channel).toBe('SMS');
    const otpToken = verified.data?.verifyOtp.otpToken ?? '';
    expect(otpToken).not.toBe('');

    const before = await graphql(product, ME, {}, token);
    expect(before.data).toMatchObject({ me: { phone, phoneVerified: false } });
    const confirmed = await graphql(product, CONFIRM, { otpToken }, token);
    expect(confirmed.data).toEqual({ confirmOtp: { confirmed: true, channel: 'SMS' } });
    const after = await graphql(product, ME, {}, token);
    expect(after.data).toMatchObject({ me: { phone, phoneVerified: true } });

    const reused = await graphql(product, CONFIRM, { otpToken }, token);
    expect(reused.errors?.[0]?.extensions).toMatchObject({ code: 'OTP_TOKEN_INVALID' });
  });

  it('refuses every OTP call without a session', async () => {
    const result = await graphql(product, REQUEST, { channel: 'EMAIL' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
