// The GraphQL gateway as its own HTTP server (`npm run start:gateway`), in front of a REST API
// at `restBaseUrl`. It answers JSON only, never a page: its policy forbids every resource and
// any framing, and its answers leave compressed like the product's.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { trustedProxies } from '../cli/trusted-proxies.ts';
import { GENERIC_MESSAGE } from '../machines/shared/customer-care.ts';
import { requestRefusalAnswer } from '../machines/shared/request-refusals.ts';
import { registerGateway } from './server.ts';

export async function buildGatewayServer(options: {
  restBaseUrl: string;
  production: boolean;
  logLevel?: string;
}): Promise<FastifyInstance> {
  // Request log lines name the method and the path only (never a query string), as the API's
  // servers do (api/http/log-options.ts, which this tier may not import).
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
        }),
      },
    },
    disableRequestLogging: true,
    trustProxy: trustedProxies(),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // A body it cannot read is refused in the product's codes and the caller's language, and
  // anything unexpected with the generic message, as the API answers (never the framework's).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = requestRefusalAnswer(error, request.headers['accept-language']);
    if (refusal) return reply.status(refusal.status).send(refusal.body);
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: GENERIC_MESSAGE, code: 'INTERNAL' });
  });
  await registerGateway(app, {
    restBaseUrl: () => options.restBaseUrl,
    production: options.production,
  });
  return app;
}
