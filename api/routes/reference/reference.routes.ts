// Reference data (spec §3): countries, provinces and their regencies/cities, and the
// enumerations with both languages. Public and cacheable: clients fetch it once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedFor, STATIC_REFERENCE } from '../../http/cache-control.ts';
import { ALL_BANKS, MAIN_BANKS, PARTNER_BANK_CODE } from '../../reference/banks.ts';
import { countryList } from '../../reference/countries.ts';
import { enumerations } from '../../reference/enumerations.ts';
import { districtsOf, provinces, regenciesOf, villagesOf } from '../../reference/regions.ts';
import { envelope, errorResponses } from '../shared.schemas.ts';

const text = z.object({ id: z.string(), en: z.string() });
const tags = ['Reference data'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', cachedFor(STATIC_REFERENCE));

  app.get(
    '/reference/countries',
    {
      config: { public: true },
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
      config: { public: true },
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
      config: { public: true },
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
    '/reference/regencies/:code/districts',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The districts (kecamatan) of a regency or city',
        params: z.object({
          code: z.string().regex(/^\d{2}\.\d{2}$/, 'A regency code is written 11.01'),
        }),
        response: {
          200: envelope(
            z.object({
              data: z.array(
                z.object({ code: z.string(), regencyCode: z.string(), name: z.string() }),
              ),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: { data: await districtsOf(request.params.code) } }),
  );

  app.get(
    '/reference/districts/:code/villages',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The villages (kelurahan/desa) of a district',
        params: z.object({
          code: z.string().regex(/^\d{2}\.\d{2}\.\d{2}$/, 'A district code is written 11.01.01'),
        }),
        response: {
          200: envelope(
            z.object({
              data: z.array(
                z.object({ code: z.string(), districtCode: z.string(), name: z.string() }),
              ),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: { data: await villagesOf(request.params.code) } }),
  );

  const bank = z.object({ code: z.string().describe('Sandi bank, 3 digits'), name: z.string() });
  app.get(
    '/reference/banks',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Indonesian banks with their 3-digit bank codes: the main list and the full list',
        description:
          '`main` (36 entries): the national, large regional and digital banks offered first in ' +
          'the bank-data form and the top-up instructions. `all` (70 entries): every bank a user ' +
          'may hold an account at, for bank data and cash-out. `partnerCode`: the partner bank, ' +
          "BNI (009). Compiled from Bank Indonesia's list of transfer participants.",
        response: {
          200: envelope(
            z.object({ partnerCode: z.string(), main: z.array(bank), all: z.array(bank) }),
          ),
        },
      },
    },
    async () => ({
      data: { partnerCode: PARTNER_BANK_CODE, main: [...MAIN_BANKS], all: [...ALL_BANKS] },
    }),
  );

  app.get(
    '/reference/enumerations',
    {
      config: { public: true },
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
