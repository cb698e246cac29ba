// The REST API as its own HTTP server (`npm run start:api`, the scaled deployment): the same
// security headers and compression as the one-port product, then the API under /api.
import Fastify, { type FastifyInstance } from 'fastify';
import { trustedProxies } from '../cli/trusted-proxies.ts';
import { registerApi } from './app.ts';
import type { ApiDeps } from './deps.ts';
import { installHttpSurface } from './http/http-surface.ts';
import { loggerOptions, OneLinePerRequest } from './http/log-options.ts';

export async function buildApiServer(deps: ApiDeps, logLevel = 'info'): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logLevel),
    logController: new OneLinePerRequest(),
    trustProxy: trustedProxies(),
  });
  await installHttpSurface(app);
  await registerApi(app, deps);
  app.addHook('onClose', () => deps.db.close());
  return app;
}
