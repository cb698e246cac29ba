// The scaled layout (`npm run start:api`, `npm run start:gateway`): each tier served alone
// carries the same protections as the one-port product — security headers on every answer,
// compression — and the gateway alone reaches the API alone.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokens } from '../../api/accounts/tokens.ts';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import type { Db } from '../../api/db/db.ts';
import { localStorage } from '../../api/files/storage.ts';
import { buildApiServer } from '../../api/server.ts';
import { builtInSigning } from '../../api/signing/providers.ts';
import { buildGatewayServer } from '../../gateway/standalone.ts';
import { openTestDatabase } from '../support/test-database.ts';

let db: Db;
let api: FastifyInstance;
let gateway: FastifyInstance;
let apiUrl: string;
let gatewayUrl: string;
const filesDir = mkdtempSync(join(tmpdir(), 'lumbung-tiers-alone-'));

const urlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  db = await openTestDatabase();
  const now = () => new Date();
  api = await buildApiServer(
    {
      db,
      now,
      tokens: createTokens({ secret: 'tiers-alone-secret', ttlSeconds: 3600, now }),
      storage: localStorage(filesDir),
      publicUrl: 'http://localhost:4000',
      demo: false,
      bank: localPartnerBank(),
      signing: builtInSigning({
        db,
        storage: localStorage(filesDir),
        now,
        publicUrl: 'http://localhost:4000',
      }),
    },
    'silent',
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = urlOf(api);
  gateway = await buildGatewayServer({
    restBaseUrl: `${apiUrl}/api`,
    production: false,
    logLevel: 'silent',
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = urlOf(gateway);
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('each tier alone', () => {
  it('the API alone sends the security headers and compresses', async () => {
    for (const path of ['/api/health', '/api/reference/countries', '/api/docs/']) {
      const response = await fetch(`${apiUrl}${path}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
    }
    const countries = await fetch(`${apiUrl}/api/reference/countries`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(countries.headers.get('content-encoding')).toBe('br');
  });

  it('the gateway alone sends the security headers and answers through the API alone', async () => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { me: null } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
