import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, userView } from '../../accounts/login.ts';
import { findUser } from '../../accounts/users.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { loginBody, loginResponse, meResponse } from './account.schemas.ts';

export const accountRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/account/login',
      { schema: { tags: ['Account'], body: loginBody, response: loginResponse } },
      async (request) => ({ data: await login(deps.db, deps.tokens, request.body) }),
    );

    app.get(
      '/account/me',
      { schema: { tags: ['Account'], response: meResponse, security: [{ bearer: [] }] } },
      async (request) => ({ data: userView(await findUser(deps.db, viewerOf(request).userId)) }),
    );

    app.get(
      '/restricted',
      { schema: { tags: ['Account'], response: meResponse, security: [{ bearer: [] }] } },
      async (request) => ({ data: userView(await findUser(deps.db, viewerOf(request).userId)) }),
    );
  };
