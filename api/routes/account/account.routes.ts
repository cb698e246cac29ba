// Account calls of spec §7: registration and activation, login, the signed-in user, passwords,
// and the e-mail subscription. Secrets (passwords, codes, tokens) never appear in responses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCredentials, login, userView } from '../../accounts/login.ts';
import { confirmOtp, requestOtp, verifyOtp } from '../../accounts/otp.ts';
import {
  changePassword,
  forgotPassword,
  passwordAge,
  resetPassword,
  setSubscription,
} from '../../accounts/passwords.ts';
import { activate, register, resendActivation } from '../../accounts/register.ts';
import { logout } from '../../accounts/sessions.ts';
import { findUser } from '../../accounts/users.ts';
import type { ApiDeps } from '../../deps.ts';
import { bearerToken, viewerOf } from '../../http/auth.ts';
import { localeFromAcceptLanguage } from '../../notify/notify-user.ts';
import { latestMessages } from '../../notify/outbox.ts';
import {
  activateBody,
  changePasswordBody,
  forgotBody,
  JWKS_MAX_AGE_SECONDS,
  jwksResponse,
  loginBody,
  loginResponse,
  logoutResponse,
  meResponse,
  okResponse,
  otpConfirmBody,
  otpConfirmResponse,
  otpRequestBody,
  otpRequestResponse,
  otpVerifyBody,
  otpVerifyResponse,
  outboxResponse,
  passwordAgeResponse,
  registerBody,
  registeredResponse,
  resetBody,
  subscriptionResponse,
  unsubscribeBody,
} from './account.schemas.ts';

const tags = ['Account'];
const secured = { security: [{ bearer: [] }] };

export const accountRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // Sessions, codes and throttles run on the real time: the demo clock moves the product's
    // date, not a person's login or the ten minutes of a code.
    const now = () => (deps.realNow ?? deps.now)();

    app.post(
      '/account/register',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Register a borrower or lender; an activation code is e-mailed',
          body: registerBody,
          response: registeredResponse,
        },
      },
      async (request, reply) => {
        const body = request.body;
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        const user = await register(db, { ...body, locale }, now());
        return reply
          .status(201)
          .send({ data: { user: userView(user), activationSentTo: user.email } });
      },
    );

    app.post(
      '/account/activated',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Activate an account with the e-mailed code (single use, 24 h)',
          body: activateBody,
          response: okResponse,
        },
      },
      async (request) => {
        await activate(db, request.body, now());
        return { data: { message: 'Account activated' } };
      },
    );

    app.post(
      '/account/activation/resend',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'E-mail a new activation code to an account not yet active (at most once a minute); answers the same for every address',
          body: forgotBody,
          response: okResponse,
        },
      },
      async (request) => {
        await resendActivation(db, request.body.email, now());
        return {
          data: {
            message:
              'If the e-mail belongs to an account waiting for activation, a new code is on its way',
          },
        };
      },
    );

    app.post(
      '/account/login',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'Log in: a signed token with its expiry. Repeated failures are slowed down (429), then locked for 15 minutes; many failures from one source are slowed down and stopped for the rest of a 15-minute window',
          body: loginBody,
          response: loginResponse,
        },
      },
      async (request) => ({ data: await login(db, deps.tokens, request.body, now(), request.ip) }),
    );

    app.post(
      '/account/logout',
      {
        // Public: it reads the bearer token itself, so an already-ended session answers the same.
        config: { public: true },
        schema: {
          tags,
          summary:
            'Log out: the token’s session ends at once. Answers the same when it had already ended',
          response: logoutResponse,
          security: [{ bearer: [] }, {}],
        },
      },
      async (request) => {
        await logout(db, deps.tokens, bearerToken(request), now());
        return { data: { loggedOut: true as const } };
      },
    );

    app.get(
      '/.well-known/jwks.json',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'The public keys (JWKS, EdDSA) that verify this API’s tokens; the API still checks each token’s session itself',
          response: jwksResponse,
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
        return deps.tokens.jwks;
      },
    );

    for (const path of ['/account/me', '/restricted'] as const) {
      app.get(
        path,
        {
          config: { roles: ['borrower', 'lender', 'admin'] },
          schema: { tags, response: meResponse, ...secured },
        },
        async (request) => ({
          data: userView(await findUser(db, viewerOf(request).userId)),
        }),
      );
    }

    app.post(
      '/account/forgot',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'E-mail a password reset link; answers the same for unknown e-mails',
          body: forgotBody,
          response: okResponse,
        },
      },
      async (request) => {
        await forgotPassword(db, request.body.email, {
          now: now(),
          publicUrl: deps.publicUrl,
        });
        return {
          data: { message: 'If the e-mail belongs to an account, a reset link is on its way' },
        };
      },
    );

    app.post(
      '/account/forgot/change',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Set a new password with the token from the reset e-mail (single use, 1 h)',
          body: resetBody,
          response: okResponse,
        },
      },
      async (request) => {
        const { token, new_password, confirm_password } = request.body;
        await resetPassword(
          db,
          { token, newPassword: new_password, confirmPassword: confirm_password },
          now(),
        );
        return { data: { message: 'Password changed' } };
      },
    );

    app.post(
      '/account/password/change',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'Change the password (old and new)',
          body: changePasswordBody,
          response: okResponse,
          ...secured,
        },
      },
      async (request) => {
        const { old_password, new_password, confirm_password } = request.body;
        await changePassword(
          db,
          { userId: viewerOf(request).userId, sessionId: request.sessionId },
          {
            oldPassword: old_password,
            newPassword: new_password,
            confirmPassword: confirm_password,
          },
          now(),
        );
        return { data: { message: 'Password changed' } };
      },
    );

    app.get(
      '/account/check-password-updated',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'Whether the password is six months old and should be changed',
          response: passwordAgeResponse,
          ...secured,
        },
      },
      async (request) => ({ data: await passwordAge(db, viewerOf(request).userId, now()) }),
    );

    app.post(
      '/account/unsubscribe',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Stop e-mails, confirming with e-mail and password',
          body: unsubscribeBody,
          response: subscriptionResponse,
        },
      },
      async (request) => {
        // The same throttle as the login: this form checks a password too.
        const user = await checkCredentials(db, request.body, now(), request.ip);
        return { data: await setSubscription(db, user.id, false) };
      },
    );

    app.post(
      '/account/unsubscribe/authorized',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'Stop e-mails for the signed-in user',
          response: subscriptionResponse,
          ...secured,
        },
      },
      async (request) => ({ data: await setSubscription(db, viewerOf(request).userId, false) }),
    );

    app.get(
      '/account/subscribe',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'Receive e-mails again (signed-in user)',
          response: subscriptionResponse,
          ...secured,
        },
      },
      async (request) => ({ data: await setSubscription(db, viewerOf(request).userId, true) }),
    );

    app.post(
      '/account/otp',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary:
            'Send a one-time code by SMS or e-mail (6 digits, valid 5 minutes; another after a 60 s cool-down)',
          body: otpRequestBody,
          response: otpRequestResponse,
          ...secured,
        },
      },
      async (request) => {
        const user = await findUser(db, viewerOf(request).userId);
        return { data: await requestOtp(db, user, request.body.channel, now()) };
      },
    );

    app.post(
      '/account/verify-otp',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary:
            'Check the code: a short-lived otpToken when right; 3 wrong codes lock verification for 30 minutes',
          body: otpVerifyBody,
          response: otpVerifyResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await verifyOtp(db, viewerOf(request).userId, request.body.code, now()),
      }),
    );

    app.post(
      '/account/confirm-otp',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary:
            'Use a verified code (otpToken, 10 minutes): an SMS code verifies the phone number',
          body: otpConfirmBody,
          response: otpConfirmResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await confirmOtp(db, viewerOf(request).userId, request.body.otpToken, now()),
      }),
    );

    if (deps.demo) {
      app.get(
        '/demo/outbox',
        {
          config: { public: true },
          schema: {
            tags: ['Demo'],
            summary: 'Demo mode only: the latest e-mails and SMS, so a local user can read codes',
            response: outboxResponse,
          },
        },
        async () => ({ data: { data: await latestMessages(db) } }),
      );
    }
  };
