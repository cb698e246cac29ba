// The built-in signature provider's signing page, as REST (issue 18). The page itself lives at
// `${PUBLIC_URL}/sign/local/<token>` in the web client; it needs no login: the single-use token in
// its URL is the credential, and opening it once gives the session key the page sends with
// every other call (X-Signing-Session). The provider limits what a guesser can do: the URL
// expires unused after 5 minutes, the session after 20, codes are few and wrong codes counted.
// Every answer that ends the session carries `redirect`, where the browser goes next (the
// platform's return address with ?event=…). These routes stand for a service outside the
// platform: they reach the provider only, never the platform's tables.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocalSigningProvider } from '../../signing/local-provider.ts';
import {
  activationBody,
  activationResponse,
  codeBody,
  openResponse,
  pageResponse,
  pageTokenParam,
  sessionHeaders,
  signBody,
} from './signing.schemas.ts';

const tags = ['Signing page (built-in provider)'];
const open = { config: { public: true } };

export const localSigningRoutes =
  (provider: LocalSigningProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const { page } = provider;

    app.post(
      '/signing/local/:token/open',
      {
        ...open,
        schema: {
          tags,
          summary: 'Open the signing link (once): the session key and the page',
          description:
            'Call once when the page loads. Answers `sessionKey` (send it as X-Signing-Session ' +
            'with every other call) and the page: title, signer, where a code can go. When the ' +
            'link expired unused (5 minutes) or the signing already ended, `page.ended` is true: ' +
            'send the browser to `page.redirect`. Opening it a second time: 409 SIGNING_LINK_USED.',
          params: pageTokenParam,
          response: openResponse,
        },
      },
      async (request) => ({ data: await page.open(request.params.token) }),
    );

    app.get(
      '/signing/local/:token',
      {
        ...open,
        schema: {
          tags,
          summary: 'The page again (after a reload): title, signer, code state, or where to go',
          params: pageTokenParam,
          headers: sessionHeaders,
          response: pageResponse,
        },
      },
      async (request) => ({
        data: await page.view(request.params.token, request.headers['x-signing-session']),
      }),
    );

    app.get(
      '/signing/local/:token/pdf',
      {
        ...open,
        schema: {
          tags,
          summary: 'The document to sign, as a PDF (for the page to show)',
          params: pageTokenParam,
          headers: sessionHeaders,
        },
      },
      async (request, reply) => {
        const pdf = await page.pdf(request.params.token, request.headers['x-signing-session']);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'inline; filename="document.pdf"')
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.post(
      '/signing/local/:token/code',
      {
        ...open,
        schema: {
          tags,
          summary: 'Send the signer a one-time code (e-mail, or SMS to the phone on file)',
          description:
            'At most 5 codes per session, 30 s apart (429 SIGNING_CODE_LIMIT / ' +
            'SIGNING_CODE_COOLDOWN with retryAfterSeconds). A code is valid 5 minutes.',
          params: pageTokenParam,
          headers: sessionHeaders,
          body: codeBody,
          response: pageResponse,
        },
      },
      async (request) => ({
        data: await page.sendCode(
          request.params.token,
          request.headers['x-signing-session'],
          request.body?.channel,
        ),
      }),
    );

    app.post(
      '/signing/local/:token/sign',
      {
        ...open,
        schema: {
          tags,
          summary: 'Sign with the code: answers where the browser goes (event=signing_complete)',
          description:
            'A wrong code: 400 SIGNING_CODE_WRONG (reason: attempts left); the fifth wrong code ' +
            'ends the session with event=exception. 410 SIGNING_CODE_EXPIRED: ask for a new code.',
          params: pageTokenParam,
          headers: sessionHeaders,
          body: signBody,
          response: pageResponse,
        },
      },
      async (request) => ({
        data: await page.sign(
          request.params.token,
          request.headers['x-signing-session'],
          request.body.code,
        ),
      }),
    );

    app.post(
      '/signing/local/:token/decline',
      {
        ...open,
        schema: {
          tags,
          summary:
            'Decline to sign (final for this document): answers the redirect (event=decline)',
          params: pageTokenParam,
          headers: sessionHeaders,
          response: pageResponse,
        },
      },
      async (request) => ({
        data: await page.decline(request.params.token, request.headers['x-signing-session']),
      }),
    );

    app.post(
      '/signing/local/:token/cancel',
      {
        ...open,
        schema: {
          tags,
          summary: 'Leave without signing (sign later): answers the redirect (event=cancel)',
          params: pageTokenParam,
          headers: sessionHeaders,
          response: pageResponse,
        },
      },
      async (request) => ({
        data: await page.cancel(request.params.token, request.headers['x-signing-session']),
      }),
    );

    app.post(
      '/signing/local/activation',
      {
        ...open,
        schema: {
          tags,
          summary: 'Activate a digital signature from the e-mailed link (`token` from its ?token=)',
          description:
            'The activation e-mail links to `PUBLIC_URL/sign/local/activate?token=…`; that page ' +
            'posts the token here. 404 ACTIVATION_UNKNOWN, 410 ACTIVATION_EXPIRED (24 hours).',
          body: activationBody,
          response: activationResponse,
        },
      },
      async (request) => {
        await page.activate(request.body.token);
        return { data: { activated: true as const } };
      },
    );
  };
