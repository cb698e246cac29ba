// The whole product on one port (the embedded default): the REST API under /api, the GraphQL
// gateway at /graphql calling that API in process (the same routes and checks as over HTTP, without
// the loopback socket: gateway/datasources/transport.ts), and the
// built web client at / (any other GET falls back to its index.html for client-side routes, with
// the route's chunks named for preloading: route-preloads.ts).
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from '../api/app.ts';
import type { ApiDeps } from '../api/deps.ts';
import { installErrorHandling } from '../api/http/error-handler.ts';
import { installHttpSurface } from '../api/http/http-surface.ts';
import { loggerOptions, OneLinePerRequest } from '../api/http/log-options.ts';
import { trustedProxies } from '../cli/trusted-proxies.ts';
import { registerGateway } from '../gateway/server.ts';
import { routePages } from './route-preloads.ts';

export const WEB_DIST = join(import.meta.dirname, '..', 'web', 'dist');

/** Vite names each built script and style after its content: it never changes under its name. */
export const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8,}\.(js|css|woff2?|svg|png|jpg)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html names the current assets: the browser asks again every time. */
export const PAGE_CACHE = 'no-cache';

export async function buildProductServer(options: {
  deps: ApiDeps;
  production: boolean;
  logLevel?: string;
  /** Where log lines go (standard output when absent). */
  logStream?: { write(line: string): void };
  /** Routes a test adds before the server is ready. */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}): Promise<FastifyInstance> {
  // Closing ends idle keep-alive connections at once instead of waiting for them to time out.
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    logController: new OneLinePerRequest(),
    forceCloseConnections: true,
    trustProxy: trustedProxies(),
  });
  await installHttpSurface(app);
  // Outside the API's own scope (GraphQL's body, the static files) errors leave in its shape too.
  installErrorHandling(app);
  await registerApi(app, options.deps);
  // The API's address, known once the server listens; asked for on every GraphQL request, so
  // read from the socket once (Server.address() took 2 % of a loan read's CPU).
  let restBaseUrl: string | undefined;
  await registerGateway(app, {
    production: options.production,
    // Token expiry is the real time's, whatever date the demo clock shows.
    now: options.deps.realNow ?? options.deps.now,
    apiInProcess: true,
    restBaseUrl: () =>
      (restBaseUrl ??= `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`),
  });
  if (existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const file = path.replaceAll('\\', '/').replace(/\.(br|gz)$/, '');
        reply.header('cache-control', HASHED_ASSET.test(file) ? IMMUTABLE : PAGE_CACHE);
      },
    });
    // The router's addresses as routes of their own (compressed like any answer), each page
    // naming its route's chunks; any other address falls back to index.html below.
    for (const { path, page } of routePages(WEB_DIST)) {
      app.get(path, (request, reply) => {
        if (!request.headers.accept?.includes('text/html')) return reply.callNotFound();
        return reply
          .header('cache-control', PAGE_CACHE)
          .type('text/html; charset=utf-8')
          .send(page);
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        return reply.header('cache-control', PAGE_CACHE).sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ message: `No such path: ${request.method} ${request.url}`, code: 'NOT_FOUND' });
    });
  }
  await options.extraRoutes?.(app);
  app.addHook('onClose', () => options.deps.db.close());
  return app;
}
