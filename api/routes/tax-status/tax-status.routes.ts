// A lender's tax status (PMK 69/2022): resident (PPh 23, the default) or non-resident (PPh 26)
// with the country of residence, a treaty rate and the certificate of domicile it needs. The
// lender reads and sets their own; staff read a lender's beside the wallet. What may be accepted
// is machines/lender-account/tax-status.rules.ts; the route only validates the shape.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { wibDate } from '../../reference/wib-date.ts';
import { settingsOf } from '../../repayment/settings.ts';
import { readTaxStatus } from '../../tax-status/read-tax-status.ts';
import { setTaxStatus } from '../../tax-status/set-tax-status.ts';
import { lenderParam, taxStatusBody, taxStatusResponse } from './tax-status.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Lender tax status'];

export const taxStatusRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const rates = () => settingsOf(deps).taxRates;

    app.get(
      '/lender/tax-status',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary: "The signed-in lender's tax status and the rate a payout made today withholds",
          response: taxStatusResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const today = wibDate(deps.now());
        return { data: await readTaxStatus(deps.db, viewer, viewer.userId, rates(), today) };
      },
    );

    // Open to every signed-in role so that the rules, not the route, say who may (403 with the
    // reason in the caller's language).
    app.put(
      '/lender/tax-status',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'The lender sets their own tax status; payouts from now on withhold by it',
          description:
            'Resident: `{ "resident": true }`. Non-resident: `country` (ISO alpha-2, not ID); a ' +
            '`treatyPercent` (0–20, below the PPh 26 rate) needs `certificateFile` (uploaded ' +
            'first through POST /file/upload) and `certificateValidUntil` (not past, at most ' +
            '12 months ahead). Refusals are 400 with their own code (TREATY_RATE_INVALID, ' +
            'TREATY_RATE_NOT_BELOW_PPH26, CERTIFICATE_REQUIRED, CERTIFICATE_EXPIRED, …) naming ' +
            'the field; a non-lender 403 FORBIDDEN. Payouts already made keep what they withheld.',
          body: taxStatusBody,
          response: taxStatusResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const data = await setTaxStatus({ db: deps.db, now: deps.now, rates: rates() }, viewer, {
          resident: request.body.resident,
          country: request.body.country,
          treatyPercent: request.body.treatyPercent,
          certificateFile: request.body.certificateFile,
          certificateValidUntil: request.body.certificateValidUntil,
        });
        return { data };
      },
    );

    app.get(
      '/wallet/lenders/:lenderId/tax-status',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Lender wallets (staff)'],
          summary: "A lender's tax status and the rate withheld now (staff, read only)",
          params: lenderParam,
          response: taxStatusResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const today = wibDate(deps.now());
        return {
          data: await readTaxStatus(deps.db, viewer, request.params.lenderId, rates(), today),
        };
      },
    );
  };
