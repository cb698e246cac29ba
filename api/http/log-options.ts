// Logger options for every process: request lines carry the path only, never a query string,
// so a token in a link (a password reset) never reaches a log; no bodies are logged.
import type { FastifyServerOptions } from 'fastify';

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
    },
  };
}
