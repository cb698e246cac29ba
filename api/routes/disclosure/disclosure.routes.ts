// The public disclosure (issue 21): the platform's figures as OJK asks P2P platforms to publish
// them, to anyone, signed in or not. The same for every caller, so shared caches may keep it a
// few minutes (an ETag answers 304 while unchanged).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { disclosureView, readDisclosure } from '../../disclosure/read-disclosure.ts';
import { cachedFor } from '../../http/cache-control.ts';
import { disclosureResponse } from './disclosure.schemas.ts';

export const DISCLOSURE_CACHE = { scope: 'public', maxAgeSeconds: 300 } as const;

export const disclosureRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public/disclosure',
      {
        config: { public: true },
        schema: {
          tags: ['Public'],
          summary:
            "The platform's published figures (TKB90, quality buckets, accumulated and outstanding funding, TKB90 by month), computed from the ledger and the loans as at the product's today",
          response: disclosureResponse,
        },
        onSend: cachedFor(DISCLOSURE_CACHE),
      },
      async () => ({ data: disclosureView(await readDisclosure(deps.db, deps.now())) }),
    );
  };
