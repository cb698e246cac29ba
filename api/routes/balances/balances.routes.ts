// Balances and account mutations (spec §7 "Balances", `GET /{role}/transaction`; §2 account
// mutations with the statement PDF): all derived from the ledger's journal.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertLender } from '../../accounts/lender-not-found.ts';
import type { Viewer } from '../../accounts/tokens.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import {
  approvedWallet,
  assertLenderType,
  balanceView,
  mutationsOf,
  periodOf,
  walletOfKind,
} from '../../ledger/lender-money.ts';
import { mirrorRdl } from '../../rdl/mirror-rdl.ts';
import { renderStatementPdf } from '../../statements/render-statement-pdf.ts';
import {
  balanceBody,
  balanceResponse,
  lenderParam,
  mutationsBody,
  mutationsResponse,
  periodQuery,
  statementQuery,
} from './balances.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Balances'];
const LENDER_TYPES = ['personal', 'company'] as const;
const KINDS = [
  ['va', 'VA'],
  ['rdl', 'RDL'],
] as const;

export const balanceRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const balanceOf = async (lenderId: string, only: 'VA' | 'RDL' | null) => {
      if (only) await walletOfKind(db, lenderId, only);
      // The RDL's balance is the bank's: its history and balance are mirrored first.
      if (only === 'RDL') await mirrorRdl(deps, lenderId);
      return balanceBody(await balanceView(db, lenderId));
    };
    const lender = (request: Parameters<typeof viewerOf>[0], type: 'personal' | 'company') => {
      const viewer = viewerOf(request, 'lender');
      assertLenderType(viewer, type);
      return viewer;
    };
    const pageOf = (query: { page: number; pageSize: number }) => ({
      page: query.page,
      pageSize: query.pageSize,
    });

    for (const type of LENDER_TYPES) {
      app.get(
        `/${type}/balance`,
        {
          config: { roles: ['lender'] },
          schema: {
            tags,
            summary: `The ${type} lender's wallet balance: active and on hold`,
            response: balanceResponse,
            ...secured,
          },
        },
        async (request) => ({ data: await balanceOf(lender(request, type).userId, null) }),
      );
      for (const [path, kind] of KINDS) {
        app.get(
          `/${type}/balance/${path}`,
          {
            config: { roles: ['lender'] },
            schema: {
              tags,
              summary: `The ${type} lender's ${kind} balance (404 when the approved wallet is not a ${kind})`,
              response: balanceResponse,
              ...secured,
            },
          },
          async (request) => ({ data: await balanceOf(lender(request, type).userId, kind) }),
        );
        app.get(
          `/${type}/transaction/${path}`,
          {
            config: { roles: ['lender'] },
            schema: {
              tags,
              summary: `The ${type} lender's ${kind} mutations in a period, by pages`,
              querystring: periodQuery,
              response: mutationsResponse,
              ...secured,
            },
          },
          async (request) => {
            const viewer = lender(request, type);
            await walletOfKind(db, viewer.userId, kind);
            if (kind === 'RDL') await mirrorRdl(deps, viewer.userId);
            const period = periodOf(request.query, deps.now());
            const page = pageOf(request.query);
            const m = await mutationsOf(db, viewer.userId, period, page);
            return { data: mutationsBody(m, page) };
          },
        );
      }
    }

    for (const role of ['lender', 'borrower'] as const) {
      app.get(
        `/${role}/transaction`,
        {
          config: { roles: [role] },
          schema: {
            tags,
            summary: `The signed-in ${role}'s account mutations in a period, by pages`,
            querystring: periodQuery,
            response: mutationsResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = viewerOf(request, role);
          const period = periodOf(request.query, deps.now());
          const page = pageOf(request.query);
          const m = await mutationsOf(db, viewer.userId, period, page, role);
          return { data: mutationsBody(m, page) };
        },
      );
    }

    app.get(
      '/lender/statement',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            "The signed-in lender's account statement for a period, as a PDF in Indonesian or English",
          querystring: statementQuery,
          ...secured,
        },
      },
      async (request, reply) => {
        const viewer: Viewer = viewerOf(request, 'lender');
        const period = periodOf(request.query, deps.now());
        const [m, wallet, [holder]] = await Promise.all([
          mutationsOf(db, viewer.userId, period, null),
          approvedWallet(db, viewer.userId),
          db.query<{ full_name: string }>('SELECT full_name FROM users WHERE id = $1', [
            viewer.userId,
          ]),
        ]);
        if (!holder) throw new AppError(404, 'NOT_FOUND', 'Lender not found');
        const pdf = await renderStatementPdf(
          {
            holderName: holder.full_name,
            account: wallet ? `${wallet.kind} ${wallet.accountNumber}` : null,
            printedAt: deps.now(),
          },
          m,
          request.query.lang,
        );
        const name = `mutasi-${period.from}-${period.to}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/wallet/lenders/:lenderId/transaction',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Lender wallets (staff)'],
          summary: "A lender's account mutations in a period (staff)",
          params: lenderParam,
          querystring: periodQuery,
          response: mutationsResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        const { lenderId } = request.params;
        // A borrower's, staff's or no one's id is no lender's: 404, as the lender's other routes.
        await assertLender(db, lenderId);
        const period = periodOf(request.query, deps.now());
        const page = pageOf(request.query);
        const m = await mutationsOf(db, lenderId, period, page);
        return { data: mutationsBody(m, page) };
      },
    );
  };
