// Reference data (spec §3): countries, provinces and their regencies/cities, and the
// enumerations with both languages. Public and cacheable: clients fetch it once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryList } from '../../reference/countries.ts';
import { enumerations } from '../../reference/enumerations.ts';
import { provinces, regenciesOf } from '../../reference/regions.ts';
import { envelope, errorResponses } from '../shared.schemas.ts';

const text = z.object({ id: z.string(), en: z.string() });
const tags = ['Reference data'];
const DAY_S = 86_400;

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', `public, max-age=${DAY_S}`);
  });

  app.get(
    '/reference/countries',
    {
      schema: {
        tags,
        summary: 'Every country (ISO 3166-1) in ID and EN, UNKNOWN last',
        response: {
          200: envelope(
            z.object({
              data: z.array(z.object({ code: z.string(), value: z.string(), name: text })),
            }),
          ),
        },
      },
    },
    async () => ({ data: { data: countryList() } }),
  );

  app.get(
    '/reference/provinces',
    {
      schema: {
        tags,
        summary: "Indonesia's 38 provinces (idn-area-data, current regulation)",
        response: {
          200: envelope(
            z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) }),
          ),
        },
      },
    },
    async () => ({ data: { data: await provinces() } }),
  );

  app.get(
    '/reference/provinces/:code/regencies',
    {
      schema: {
        tags,
        summary: 'The regencies and cities of a province',
        params: z.object({ code: z.string().regex(/^\d{2}$/, 'A province code has 2 digits') }),
        response: {
          200: envelope(
            z.object({
              data: z.array(
                z.object({ code: z.string(), provinceCode: z.string(), name: z.string() }),
              ),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: { data: await regenciesOf(request.params.code) } }),
  );

  app.get(
    '/reference/enumerations',
    {
      schema: {
        tags,
        summary:
          'Genders, collateral, certificate and document types, mutation types, risk ratings, …',
        response: {
          200: envelope(z.record(z.string(), z.array(z.object({ code: z.string(), label: text })))),
        },
      },
    },
    async () => ({ data: enumerations }),
  );
};
