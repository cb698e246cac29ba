// Every route of the API and the file service says who may call it, in its route config:
// `roles` or `public: true`. The access gate (api/http/access.ts) reads only that, and the
// product refuses to start with a route that says neither.
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTokens } from '../../api/accounts/tokens.ts';
import { registerApi } from '../../api/app.ts';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import type { Db } from '../../api/db/db.ts';
import { localStorage } from '../../api/files/storage.ts';
import { installAccessGate } from '../../api/http/access.ts';
import { builtInSigning } from '../../api/signing/providers.ts';

const noDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('the routes are listed without a database');
  },
});

async function apiRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const now = () => new Date();
  await registerApi(app, {
    db: noDatabase,
    tokens: createTokens({ secret: 'routes', ttlSeconds: 60, now }),
    storage: localStorage('/nonexistent'),
    publicUrl: 'http://localhost:4000',
    demo: true,
    bank: localPartnerBank(),
    signing: builtInSigning({
      db: noDatabase,
      storage: localStorage('/nonexistent'),
      now,
      publicUrl: 'http://localhost:4000',
    }),
    now,
  });
  await app.ready();
  await app.close();
  return routes;
}

describe('route access declarations', () => {
  it('every route under /api and /file declares roles or public', async () => {
    const routes = (await apiRoutes()).filter((route) => /^\/(api|file)(\/|$)/.test(route.url));
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes
      .filter((route) => {
        const config = route.config as { public?: boolean; roles?: readonly string[] } | undefined;
        return !config?.public && !(config?.roles && config.roles.length > 0);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('a route that declares neither stops the start, naming it', async () => {
    const app = Fastify();
    await app.register(async (service) => {
      installAccessGate(service, { db: noDatabase });
      service.get('/api/forgotten', async () => ({ data: 'x' }));
      service.get('/api/fine', { config: { public: true } }, async () => ({ data: 'x' }));
    });
    await expect(app.ready()).rejects.toThrow(
      'Routes without roles or public in their config: GET /api/forgotten',
    );
  });
});
