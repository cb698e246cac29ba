// The REST API's contract: its OpenAPI document, produced from the route schemas without a
// database, and the TypeScript types the gateway reads it through.
import Fastify from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { createTokens } from '../api/accounts/tokens.ts';
import { registerApi } from '../api/app.ts';
import { localPartnerBank } from '../api/bank/partner-bank.ts';
import type { Db } from '../api/db/db.ts';
import { localStorage } from '../api/files/storage.ts';
import { builtInSigning } from '../api/signing/providers.ts';

const noDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('the OpenAPI document is built without a database');
  },
});

export async function restContractDocument(): Promise<unknown> {
  const app = Fastify();
  const now = () => new Date();
  await registerApi(app, {
    db: noDatabase,
    tokens: createTokens({ secret: 'contract', ttlSeconds: 60, now }),
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
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  await app.close();
  return response.json();
}

export async function renderContract(): Promise<{ json: string; types: string }> {
  const document = await restContractDocument();
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const ast = await openapiTS(JSON.parse(json));
  const header = '// Generated from schema/openapi.json by `npm run gen:api-types`. Do not edit.\n';
  return { json, types: header + astToString(ast) };
}
