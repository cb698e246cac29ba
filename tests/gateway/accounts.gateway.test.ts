// Accounts through the GraphQL gateway: every refusal of spec §8 these calls can produce arrives
// as a GraphQL error with the API's code and the catalogue's message; activation, reset, change
// of password, password age and the e-mail subscription work end to end; and no response ever
// carries a password, code or token that was sent.

import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { registerGateway } from '../../gateway/server.ts';
import { buildGatewayServer } from '../../gateway/standalone.ts';
import { SOURCE_SLOW_DOWN_AFTER, SOURCE_WINDOW_MS } from '../../machines/account/login-throttle.ts';
import { codeIn, lastMessageTo, resetTokenIn } from '../support/outbox.ts';
import { graphql, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let sequence = 0;

type Json = Record<string, unknown>;
type GraphQLResult<T> = Awaited<ReturnType<typeof graphql<T>>>;

/** Variables that hold a secret: none of their values may come back in the response. */
const SECRET_VARIABLES = new Set([
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'code',
  'token',
]);
const passwordsSent = new Set<string>();
const responses: string[] = [];

function secretsIn(variables: Json): string[] {
  return Object.entries(variables).flatMap(([name, value]) => {
    if (value !== null && typeof value === 'object') return secretsIn(value as Json);
    return SECRET_VARIABLES.has(name) && typeof value === 'string' && value !== '' ? [value] : [];
  });
}

/**
 * A GraphQL call that checks the response holds none of the secrets it was sent. Asked in
 * English, the catalogue's language (Indonesian is the default: see the login refusals).
 */
async function gql<T = Json>(
  query: string,
  variables: Json = {},
  token?: string,
  language = 'en',
): Promise<GraphQLResult<T>> {
  const result = await graphql<T>(product, query, variables, token, {
    'accept-language': language,
  });
  const text = JSON.stringify(result);
  for (const secret of secretsIn(variables)) expect(text).not.toContain(secret);
  for (const [name, value] of Object.entries(variables)) {
    if (/password/i.test(name) && typeof value === 'string') passwordsSent.add(value);
  }
  if (variables.input && typeof variables.input === 'object') {
    const input = variables.input as Json;
    for (const name of ['password', 'confirmPassword']) {
      if (typeof input[name] === 'string') passwordsSent.add(input[name]);
    }
  }
  responses.push(text);
  return result;
}

/** The one error of a result: its code and message, and the extensions to look into. */
function refusal(result: GraphQLResult<unknown>) {
  expect(result.errors, JSON.stringify(result)).toHaveLength(1);
  const [error] = result.errors ?? [];
  return {
    code: error?.extensions?.code,
    message: error?.message,
    extensions: error?.extensions ?? {},
  };
}

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      activationSentTo
      user {
        id
        email
        phone
        fullName
        role
        isPersonal
        referralCode
        emailSubscribed
        phoneVerified
      }
    }
  }
`;
const ACTIVATE = /* GraphQL */ `
  mutation Activate($email: String!, $code: String!) {
    activateAccount(email: $email, code: $code)
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        email
      }
    }
  }
`;
const ME = /* GraphQL */ `
  query Me {
    me {
      email
      phone
      referralCode
      emailSubscribed
      phoneVerified
    }
  }
`;
const FORGOT = /* GraphQL */ `
  mutation Forgot($email: String!) {
    forgotPassword(email: $email)
  }
`;
const RESET = /* GraphQL */ `
  mutation Reset($token: String!, $newPassword: String!, $confirmPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword)
  }
`;
const CHANGE = /* GraphQL */ `
  mutation Change($oldPassword: String!, $newPassword: String!, $confirmPassword: String!) {
    changePassword(
      oldPassword: $oldPassword
      newPassword: $newPassword
      confirmPassword: $confirmPassword
    )
  }
`;
const PASSWORD_AGE = /* GraphQL */ `
  query PasswordAge {
    passwordAge {
      passwordChangedAt
      ageDays
      mustChange
    }
  }
`;
const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($email: String!, $password: String!) {
    unsubscribe(email: $email, password: $password)
  }
`;
const OUTBOX = /* GraphQL */ `
  query Outbox {
    demoOutbox {
      id
      channel
      recipient
      subject
      body
      createdAt
      deliveredAt
    }
  }
`;

/** A valid password of its own for each registration (digits split so none repeats). */
const passwordFor = (n: number) => `Kopi!${[...String(n)].join('x')}Susu`;

/** A registration as a person fills it in, unique e-mail and phone each time. */
function makeRegistration(overrides: Json = {}) {
  sequence += 1;
  return {
    email: `gateway${sequence}@example.id`,
    phone: `08129876${String(sequence).padStart(4, '0')}`,
    fullName: 'Dewi Lestari',
    password: passwordFor(sequence),
    confirmPassword: passwordFor(sequence),
    role: 'BORROWER',
    isPersonal: true,
    termsAccepted: true,
    ...overrides,
  };
}

async function register(overrides: Json = {}) {
  const input = makeRegistration(overrides);
  const result = await gql<{ register: { user: Json; activationSentTo: string } }>(REGISTER, {
    input,
  });
  return { input, result };
}

async function login(email: string, password: string) {
  return gql<{ login: { token: string } }>(LOGIN, { email, password });
}

/** A registered, activated and signed-in user. */
async function activeUser(overrides: Json = {}) {
  const { input, result } = await register(overrides);
  expect(result.errors).toBeUndefined();
  const code = codeIn((await lastMessageTo(product.db, input.email)).body);
  expect((await gql(ACTIVATE, { email: input.email, code })).data).toEqual({
    activateAccount: true,
  });
  const session = await login(input.email, input.password);
  const token = session.data?.login.token ?? '';
  expect(token).not.toBe('');
  return { ...input, token };
}

const advance = (ms: number) => {
  product.clock.now = new Date(product.clock.now.getTime() + ms);
};

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(async () => {
  await product?.close();
});

describe('registration and activation', () => {
  it('mails a new activation code on asking, once a minute, the old one used up; the same answer for any address', async () => {
    const RESEND = `mutation ($email: String!) { resendActivationCode(email: $email) }`;
    const { input, result } = await register();
    expect(result.errors).toBeUndefined();
    const first = codeIn((await lastMessageTo(product.db, input.email)).body);
    // Within the minute: answered the same, nothing new mailed.
    expect((await gql(RESEND, { email: input.email })).data).toEqual({
      resendActivationCode: true,
    });
    expect(codeIn((await lastMessageTo(product.db, input.email)).body)).toBe(first);
    advance(61_000);
    expect((await gql(RESEND, { email: input.email.toUpperCase() })).data).toEqual({
      resendActivationCode: true,
    });
    const second = codeIn((await lastMessageTo(product.db, input.email)).body);
    expect(refusal(await gql(ACTIVATE, { email: input.email, code: first }))).toMatchObject({
      code: 'ACTIVATION_CODE_INVALID',
    });
    expect((await gql(ACTIVATE, { email: input.email, code: second })).data).toEqual({
      activateAccount: true,
    });
    // An unknown and an active address are answered alike.
    for (const email of ['nobody@example.id', input.email]) {
      expect((await gql(RESEND, { email })).data).toEqual({ resendActivationCode: true });
    }
  });

  it('registers an inactive account, refuses login until the e-mailed code activates it once', async () => {
    const { input, result } = await register({ role: 'LENDER', isPersonal: false });
    expect(result.errors).toBeUndefined();
    expect(result.data?.register).toMatchObject({
      activationSentTo: input.email,
      user: {
        email: input.email,
        phone: input.phone,
        fullName: input.fullName,
        role: 'LENDER',
        isPersonal: false,
        emailSubscribed: true,
        phoneVerified: false,
        referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      },
    });

    const early = refusal(await login(input.email, input.password));
    expect(early).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'Your account is not activated yet',
    });

    const code = codeIn((await lastMessageTo(product.db, input.email)).body);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = refusal(
      await gql(ACTIVATE, { email: input.email, code: code === '000000' ? '111111' : '000000' }),
    );
    expect(wrong).toMatchObject({
      code: 'ACTIVATION_CODE_INVALID',
      message: 'The activation code is wrong or has expired',
      extensions: { fields: { code: 'The activation code is wrong or has expired' } },
    });
    expect((await gql(ACTIVATE, { email: input.email, code })).data).toEqual({
      activateAccount: true,
    });
    // Used once: the same refusal as an unknown address gets, so nobody learns who exists.
    expect(refusal(await gql(ACTIVATE, { email: input.email, code }))).toMatchObject({
      code: 'ACTIVATION_CODE_INVALID',
      message: 'The activation code is wrong or has expired',
    });

    const session = await login(input.email, input.password);
    expect(session.errors).toBeUndefined();
    const me = await gql(ME, {}, session.data?.login.token);
    expect(me.data).toEqual({
      me: {
        email: input.email,
        phone: input.phone,
        referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
        emailSubscribed: true,
        phoneVerified: false,
      },
    });
  });

  it.each<[string, () => Promise<Json>, string, string, string]>([
    [
      'a taken e-mail',
      async () => ({ email: 'borrower@lumbung.test' }),
      'DUPLICATE_EMAIL',
      'Duplication Registration Email',
      'email',
    ],
    [
      'a taken phone',
      async () => ({ phone: (await register()).input.phone }),
      'DUPLICATE_PHONE',
      'Duplicate Phone Number',
      'phone',
    ],
    [
      'a malformed referral code',
      async () => ({ referralCode: 'abc' }),
      'WRONG_REFERRAL_CODE',
      'Wrong Referral Code',
      'referralCode',
    ],
    [
      'an unknown referral code',
      async () => ({ referralCode: 'ZZZZZZZZ' }),
      'REFERRAL_NOT_FOUND',
      'Referral Code Not Found',
      'referralCode',
    ],
  ])(
    "refuses %s with the spec's message on its field",
    async (_, overrides, code, message, field) => {
      const { result } = await register(await overrides());
      expect(result.data).toBeNull();
      expect(refusal(result)).toEqual({
        code,
        message,
        extensions: expect.objectContaining({ code, fields: { [field]: message } }),
      });
    },
  );

  it("accepts an existing user's referral code", async () => {
    const referrer = await activeUser();
    const me = await gql<{ me: { referralCode: string } }>(ME, {}, referrer.token);
    const { result } = await register({ referralCode: me.data?.me.referralCode });
    expect(result.errors).toBeUndefined();
  });

  it('names the rule a refused password breaks, and the fields the API refuses', async () => {
    const weak = refusal(
      (await register({ password: 'kopisusu7', confirmPassword: 'kopisusu7' })).result,
    );
    expect(weak).toMatchObject({
      code: 'PASSWORD_POLICY',
      message: 'The password needs an upper-case letter',
      extensions: { reason: 'NO_UPPER', fields: { password: expect.any(String) } },
    });
    const common = refusal(
      (await register({ password: 'Zaq!2wsx', confirmPassword: 'Zaq!2wsx' })).result,
    );
    expect(common.extensions).toMatchObject({ reason: 'COMMON_PASSWORD' });
    const mismatch = refusal((await register({ confirmPassword: 'Teh#Manis42' })).result);
    expect(mismatch.extensions).toMatchObject({
      reason: 'CONFIRMATION_MISMATCH',
      fields: { confirmPassword: 'The password confirmation does not match' },
    });
    const invalid = refusal(
      (await register({ email: 'not-an-email', fullName: 'Dewi', termsAccepted: false })).result,
    );
    expect(invalid.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.extensions.fields as Json).sort()).toEqual([
      'email',
      'fullName',
      'termsAccepted',
    ]);
    // The spec's message for a required field that is missing, here the terms consent.
    expect(invalid.extensions.fields).toMatchObject({ termsAccepted: 'required' });
  });
});

describe('login refusals', () => {
  it("answers a wrong password with the spec's message, then slows down and locks", async () => {
    const user = await activeUser();
    const wrong = () => login(user.email, 'Salah!Sandi9');
    expect(refusal(await wrong())).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password does not match',
    });
    expect(refusal(await login('nobody@example.id', 'Salah!Sandi9'))).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password does not match',
    });
    // The gateway passes the caller's language on: Indonesian when none is asked for.
    const inIndonesian = await graphql(product, LOGIN, {
      email: 'nobody@example.id',
      password: 'Salah!Sandi9',
    });
    expect(refusal(inIndonesian)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email atau kata sandi tidak cocok',
    });
    for (let i = 1; i < 5; i += 1) await wrong();
    const slowed = refusal(await login(user.email, user.password));
    expect(slowed).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed attempts: try again in 30 seconds',
      extensions: { retryAfterSeconds: 30 },
    });
    for (let i = 0; i < 5; i += 1) {
      advance(31_000);
      await wrong();
    }
    advance(31_000);
    const locked = refusal(await login(user.email, user.password));
    expect(locked).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringContaining('locked'),
      extensions: { retryAfterSeconds: expect.any(Number) },
    });
    expect(locked.extensions.retryAfterSeconds).toBeGreaterThan(60);
    advance(15 * 60_000);
    expect((await login(user.email, user.password)).errors).toBeUndefined();
  });
});

describe('login refusals per source', () => {
  it("counts the caller's own address, in process and through a gateway of its own", async () => {
    const standalone = await buildGatewayServer({
      restBaseUrl: `${product.url}/api`,
      production: true,
      logLevel: 'silent',
    });
    try {
      await standalone.listen({ port: 0, host: '127.0.0.1' });
      const standaloneUrl = `http://127.0.0.1:${(standalone.server.address() as AddressInfo).port}`;
      const loginFrom = async (url: string, source: string, email: string, password: string) => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': source },
          body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
        });
        return (await response.json()) as GraphQLResult<unknown>;
      };
      for (const [url, source] of [
        [product.url, '198.51.100.20'],
        [standaloneUrl, '198.51.100.21'],
      ] as const) {
        for (let i = 0; i < SOURCE_SLOW_DOWN_AFTER; i += 1) {
          const wrong = await loginFrom(url, source, `spray-${source}-${i}@example.id`, 'Xy!9');
          expect(refusal(wrong).code).toBe('INVALID_CREDENTIALS');
        }
        const held = refusal(await loginFrom(url, source, 'investor@lumbung.test', DEMO_PASSWORD));
        expect(held).toMatchObject({
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Terlalu banyak percobaan gagal dari jaringan Anda: coba lagi dalam 10 detik',
          extensions: { retryAfterSeconds: 10 },
        });
        // The gateway's own address is not the source: someone else still logs in through it.
        const other = await loginFrom(url, '198.51.100.99', 'investor@lumbung.test', DEMO_PASSWORD);
        expect(other.errors).toBeUndefined();
      }
    } finally {
      await standalone.close();
    }
    advance(SOURCE_WINDOW_MS);
  });
});

describe('passwords', () => {
  it('resets a forgotten password once with the e-mailed token, the same answer for unknown e-mails', async () => {
    const user = await activeUser();
    expect((await gql(FORGOT, { email: 'nobody@example.id' })).data).toEqual({
      forgotPassword: true,
    });
    expect((await gql(FORGOT, { email: user.email })).data).toEqual({ forgotPassword: true });
    const token = resetTokenIn((await lastMessageTo(product.db, user.email)).body);
    expect(token.length).toBeGreaterThan(30);

    const weak = refusal(
      await gql(RESET, { token, newPassword: 'kopisusu7', confirmPassword: 'kopisusu7' }),
    );
    expect(weak).toMatchObject({
      code: 'PASSWORD_POLICY',
      extensions: { reason: expect.any(String), fields: { newPassword: expect.any(String) } },
    });
    // A refused password leaves the token usable: the person corrects it and sends again.
    const mismatch = refusal(
      await gql(RESET, { token, newPassword: 'Teh#Manis42', confirmPassword: 'Teh#Manis43' }),
    );
    expect(mismatch.extensions).toMatchObject({
      reason: 'CONFIRMATION_MISMATCH',
      fields: { confirmPassword: 'The password confirmation does not match' },
    });

    const reset = { token, newPassword: 'Teh#Manis42', confirmPassword: 'Teh#Manis42' };
    expect((await gql(RESET, reset)).data).toEqual({ resetPassword: true });
    expect(refusal(await gql(RESET, reset))).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'The reset link is wrong or has expired',
    });
    expect(refusal(await login(user.email, user.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await login(user.email, 'Teh#Manis42')).errors).toBeUndefined();
  });

  it('changes the password with the old one, and warns once it is six months old', async () => {
    const user = await activeUser();
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      gql(CHANGE, { oldPassword, newPassword, confirmPassword }, user.token);

    expect(
      refusal(
        await gql(CHANGE, {
          oldPassword: user.password,
          newPassword: 'Jeruk#Nipis9',
          confirmPassword: 'Jeruk#Nipis9',
        }),
      ).code,
    ).toBe('UNAUTHENTICATED');
    expect(refusal(await change('Salah!Sandi9', 'Jeruk#Nipis9'))).toMatchObject({
      code: 'OLD_PASSWORD_WRONG',
      message: 'The old password is not correct',
      extensions: { fields: { oldPassword: 'The old password is not correct' } },
    });
    expect(refusal(await change(user.password, user.password))).toMatchObject({
      code: 'PASSWORD_UNCHANGED',
      extensions: { fields: { newPassword: 'The new password must differ from the old one' } },
    });
    expect(refusal(await change(user.password, 'jeruk#nipis9'))).toMatchObject({
      code: 'PASSWORD_POLICY',
      extensions: { reason: 'NO_UPPER', fields: { newPassword: expect.any(String) } },
    });
    expect(refusal(await change(user.password, 'Jeruk#Nipis9', 'Jeruk#Nipis8'))).toMatchObject({
      code: 'PASSWORD_POLICY',
      extensions: { reason: 'CONFIRMATION_MISMATCH' },
    });
    expect((await change(user.password, 'Jeruk#Nipis9')).data).toEqual({ changePassword: true });
    expect(refusal(await login(user.email, user.password)).code).toBe('INVALID_CREDENTIALS');

    const age = await gql(PASSWORD_AGE, {}, user.token);
    expect(age.data).toEqual({
      passwordAge: {
        passwordChangedAt: product.clock.now.toISOString(),
        ageDays: 0,
        mustChange: false,
      },
    });
    expect(refusal(await gql(PASSWORD_AGE)).code).toBe('UNAUTHENTICATED');

    advance(181 * 86_400_000);
    const later = await login(user.email, 'Jeruk#Nipis9');
    const old = await gql(PASSWORD_AGE, {}, later.data?.login.token);
    expect(old.data).toMatchObject({ passwordAge: { ageDays: 181, mustChange: true } });
  });
});

describe('e-mail subscription', () => {
  it('unsubscribes with e-mail and password, and subscribes and unsubscribes when signed in', async () => {
    const user = await activeUser();
    const subscribed = async () =>
      (await gql<{ me: { emailSubscribed: boolean } }>(ME, {}, user.token)).data?.me
        .emailSubscribed;

    expect(
      refusal(await gql(UNSUBSCRIBE, { email: user.email, password: 'Salah!Sandi9' })),
    ).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password does not match',
    });
    expect(await subscribed()).toBe(true);
    expect((await gql(UNSUBSCRIBE, { email: user.email, password: user.password })).data).toEqual({
      unsubscribe: true,
    });
    expect(await subscribed()).toBe(false);

    expect((await gql('mutation { subscribeMe }', {}, user.token)).data).toEqual({
      subscribeMe: true,
    });
    expect(await subscribed()).toBe(true);
    expect((await gql('mutation { unsubscribeMe }', {}, user.token)).data).toEqual({
      unsubscribeMe: true,
    });
    expect(await subscribed()).toBe(false);

    // Each call reaches the API, even the same GET twice in one request.
    const roundTrip = await gql(
      'mutation { first: subscribeMe off: unsubscribeMe again: subscribeMe }',
      {},
      user.token,
    );
    expect(roundTrip.data).toEqual({ first: true, off: true, again: true });
    expect(await subscribed()).toBe(true);

    expect(refusal(await gql('mutation { subscribeMe }')).code).toBe('UNAUTHENTICATED');
    expect(refusal(await gql('mutation { unsubscribeMe }')).code).toBe('UNAUTHENTICATED');
  });
});

describe('demo outbox', () => {
  it('lists what was sent, newest first, so a local user can read a code', async () => {
    const { input } = await register();
    const result = await graphql<{ demoOutbox: Array<Json> }>(product, OUTBOX);
    expect(result.errors).toBeUndefined();
    const [newest] = result.data?.demoOutbox ?? [];
    expect(newest).toMatchObject({
      id: expect.any(String),
      channel: 'EMAIL',
      recipient: input.email,
      subject: expect.stringContaining('Aktivasi'),
      deliveredAt: null,
    });
    expect(codeIn(String(newest?.body))).toBe(
      codeIn((await lastMessageTo(product.db, input.email)).body),
    );
  });

  it('errors with NOT_FOUND where the API has no demo outbox', async () => {
    // An API without demo routes answers an unknown path as every API path does: 404 NOT_FOUND.
    const api = Fastify();
    api.all('/*', async (request, reply) =>
      reply
        .status(404)
        .send({ message: `No such path: ${request.method} ${request.url}`, code: 'NOT_FOUND' }),
    );
    const gateway: FastifyInstance = Fastify();
    try {
      await api.listen({ port: 0, host: '127.0.0.1' });
      const apiPort = (api.server.address() as AddressInfo).port;
      await registerGateway(gateway, {
        restBaseUrl: () => `http://127.0.0.1:${apiPort}/api`,
        production: true,
      });
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      const gatewayPort = (gateway.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${gatewayPort}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: OUTBOX }),
      });
      const result = (await response.json()) as GraphQLResult<unknown>;
      expect(result.data).toBeNull();
      expect(refusal(result)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'The demo outbox exists only in demo mode',
      });
    } finally {
      await gateway.close();
      await api.close();
    }
  });
});

describe('secrets', () => {
  it('never sent back a password that was sent', () => {
    expect(passwordsSent.size).toBeGreaterThan(10);
    expect(responses.length).toBeGreaterThan(30);
    for (const response of responses) {
      for (const password of passwordsSent) expect(response).not.toContain(password);
    }
  });
});
