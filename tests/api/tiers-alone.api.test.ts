// The scaled layout (`npm run start:api`, `npm run start:gateway`): each tier served alone
// carries the same protections as the one-port product — security headers on every answer,
// compression, a body it cannot read refused in the product's codes — and the gateway alone
// reaches the API alone.
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
import { startTestProduct } from '../support/test-product.ts';

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

describe('a request body the server cannot read', () => {
  // The web framework's own refusals (FST_ERR_CTP_…) named the framework and spoke its words, and
  // GraphQL's came in another shape (statusCode, error): now one shape, the product's codes, the
  // caller's language (machines/shared/request-refusals.ts), on each server that takes a body.
  it('is refused with the same codes by the product, the API alone and the gateway alone', async () => {
    const product = await startTestProduct();
    try {
      const addresses = [
        `${product.url}/api/account/login`,
        `${product.url}/graphql`,
        `${apiUrl}/api/account/login`,
        `${gatewayUrl}/graphql`,
      ];
      const cases: Array<[string, string, string, number, string, string]> = [
        ['application/json', '{"email":', 'id', 400, 'INVALID_JSON', 'bukan JSON yang sah'],
        ['application/json', '{"email":', 'en', 400, 'INVALID_JSON', 'not valid JSON'],
        ['application/json', '{"__proto__":{"x":1}}', 'en', 400, 'INVALID_JSON', '__proto__'],
        ['application/json', '', 'en', 400, 'INVALID_JSON', 'empty'],
        ['application/xml', '<login/>', 'id', 415, 'UNSUPPORTED_MEDIA_TYPE', 'tidak menerima'],
        [
          'application/json',
          `"${'a'.repeat(3_000_000)}"`,
          'en',
          413,
          'BODY_TOO_LARGE',
          'too large',
        ],
      ];
      for (const address of addresses) {
        for (const [type, body, language, status, code, words] of cases) {
          const response = await fetch(address, {
            method: 'POST',
            headers: { 'content-type': type, 'accept-language': language },
            body,
          });
          const answer = (await response.json()) as { message: string; code: string };
          const what = `${address} ${type} ${body.slice(0, 20)}`;
          expect({ status: response.status, code: answer.code }, what).toEqual({ status, code });
          expect(answer.message, what).toContain(words);
          expect(Object.keys(answer).sort(), what).toEqual(['code', 'message']);
        }
      }
    } finally {
      await product.close();
    }
  });
});
