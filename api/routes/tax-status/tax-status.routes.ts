// A lender's tax status (PMK 69/2022): resident (PPh 23, the default) or non-resident (PPh 26)
// with the country of residence, a treaty rate and the certificate of domicile it needs. The
// lender reads their own and declares it; a declaration other than resident waits for staff, who
// see the waiting ones, read a lender's beside the wallet, and approve or refuse. What may be
// accepted, what waits and who decides is machines/lender-account/tax-status.rules.ts; the routes
// only validate the shape.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { wibDate } from '../../reference/wib-date.ts';
import { settingsOf } from '../../repayment/settings.ts';
import { decideTaxDeclaration } from '../../tax-status/decide-tax-declaration.ts';
import { listPendingDeclarations } from '../../tax-status/read-tax-declarations.ts';
import { readTaxStatus } from '../../tax-status/read-tax-status.ts';
import { setTaxStatus } from '../../tax-status/set-tax-status.ts';
import {
  declarationParam,
  lenderParam,
  refuseDeclarationBody,
  taxDeclarationListResponse,
  taxDeclarationResponse,
  taxStatusBody,
  taxStatusResponse,
} from './tax-status.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Lender tax status'];
const staffTags = ['Lender tax status (staff)'];

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
          summary:
            'The lender declares their own tax status: back to resident applies now, anything else waits for staff',
          description:
            'Resident: `{ "resident": true }`. Non-resident: `country` (ISO alpha-2, not ID); a ' +
            '`treatyPercent` (0–20, below the PPh 26 rate) needs `certificateFile` (uploaded ' +
            'first through POST /file/upload) and `certificateValidUntil` (not past, at most ' +
            '12 months ahead). Refusals are 400 with their own code (TREATY_RATE_INVALID, ' +
            'TREATY_RATE_NOT_BELOW_PPH26, CERTIFICATE_REQUIRED, CERTIFICATE_EXPIRED, …) naming ' +
            'the field; a non-lender 403 FORBIDDEN. A resident declaration applies at once; a ' +
            'non-resident one is answered as `declaration` (PENDING, replacing one still ' +
            'waiting) while the top-level status — the verified one payouts withhold by — stays ' +
            'until staff approve it (PUT /staff/tax-declarations/{id}/approve). Payouts already ' +
            'made keep what they withheld.',
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
          summary:
            "A lender's verified tax status, the rate withheld now and the declaration waiting (staff)",
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

    app.get(
      '/staff/tax-declarations',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: "Lenders' tax declarations waiting for staff, the longest waiting first",
          response: taxDeclarationListResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const today = wibDate(deps.now());
        return {
          data: await listPendingDeclarations(deps.db, { actor: viewer, today, rates: rates() }),
        };
      },
    );

    // Open to every signed-in role so that the rules, not the route, say who may (403
    // STAFF_ONLY / OWN_DECLARATION with the reason in the caller's language).
    app.put(
      '/staff/tax-declarations/:id/approve',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags: staffTags,
          summary:
            'Staff approve a declaration checked against the certificate: payouts from now on withhold by it',
          description:
            'Only a PENDING declaration (else 409 DECLARATION_NOT_PENDING); checked again as of ' +
            "today (a certificate that lapsed while it waited: 409 CERTIFICATE_EXPIRED). Staff only, never the lender's own.",
          params: declarationParam,
          response: taxDeclarationResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await decideTaxDeclaration(
          { db: deps.db, now: deps.now, rates: rates() },
          viewerOf(request),
          String(request.params.id),
          { action: 'approve' },
        ),
      }),
    );
    app.put(
      '/staff/tax-declarations/:id/refuse',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags: staffTags,
          summary:
            'Staff refuse a declaration with a reason the lender reads; the verified status stays',
          params: declarationParam,
          body: refuseDeclarationBody,
          response: taxDeclarationResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await decideTaxDeclaration(
          { db: deps.db, now: deps.now, rates: rates() },
          viewerOf(request),
          String(request.params.id),
          { action: 'refuse', reason: request.body.reason },
        ),
      }),
    );
  };
