// The GraphQL gateway as its own HTTP server (`npm run start:gateway`), in front of a REST API
// at `restBaseUrl`. It answers JSON only, never a page: its policy forbids every resource and
// any framing, and its answers leave compressed like the product's.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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
  await registerGateway(app, {
    restBaseUrl: () => options.restBaseUrl,
    production: options.production,
  });
  return app;
}
