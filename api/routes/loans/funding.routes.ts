// The marketplace and funding (issue 17; spec §7 GET /loan/marketplace, /loan/my-portofolio,
// /loan/my-portofolio-closed, /loan/recent): lenders browse, fund and follow their portfolio;
// staff open funding early and see who funded what.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewer } from '../../accounts/tokens.ts';
import type { ApiDeps } from '../../deps.ts';
import { renderFactSheet } from '../../funding/fact-sheet-pdf.ts';
import { fundLoan, idempotencyKeyOf, lenderFacts } from '../../funding/fund-loan.ts';
import { openFunding } from '../../funding/funding-windows.ts';
import { assertLenderMayRead } from '../../funding/lender-access.ts';
import { lenderReturns } from '../../funding/lender-returns.ts';
import {
  fundingView,
  lenderFundingsByLoan,
  lenderLoanView,
  loanFundings,
  marketplace,
  portfolio,
  portfolioSummary,
  portfolioView,
  recentLoans,
} from '../../funding/marketplace.ts';
import { viewerOf } from '../../http/auth.ts';
import { findBailPhotos } from '../../loans/loan-application.ts';
import { assertMayRead, findLoan, loanView } from '../../loans/loan-record.ts';
import { wibDate } from '../../reference/wib-date.ts';
import { balanceBody } from '../balances/balances.schemas.ts';
import { loanIdParam } from '../shared.schemas.ts';
import {
  factSheetQuery,
  fundBody,
  fundingsResponse,
  fundResponse,
  lenderLoanResponse,
  marketplaceQuery,
  marketplaceResponse,
  portfolioResponse,
  portfolioSummaryResponse,
  recentResponse,
} from './funding.schemas.ts';
import { loanResponse } from './loans.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Marketplace and funding'];

export const fundingRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const today = () => wibDate(deps.now());
    const actorOf = (viewer: Viewer) => ({ userId: viewer.userId, role: viewer.role });
    /** The lender with the facts the rules need (validated, balance, today). */
    const lenderActor = async (viewer: Viewer) => {
      return { ...actorOf(viewer), lender: await lenderFacts(db, viewer, deps.now()) };
    };

    app.get(
      '/loan/marketplace',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            'Loans open for funding: filtered by grade, term, interest and funding; sorted; paged',
          querystring: marketplaceQuery,
          response: marketplaceResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const query = request.query;
        const [page, actor] = await Promise.all([
          marketplace(db, {
            grade: query.grade,
            termMin: query.termmin,
            termMax: query.termmax,
            interestMin: query.interestmin,
            interestMax: query.interestmax,
            funding: query.funding,
            sort: query.sort,
            limit: query.limit,
            after: query.after,
          }),
          lenderActor(viewer),
        ]);
        return {
          data: {
            data: page.loans.map((loan) => lenderLoanView(loan, actor, today())),
            total: page.total,
            next: page.next,
          },
        };
      },
    );

    app.get(
      '/loan/recent',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary: 'The loans most recently opened for funding (five)',
          response: recentResponse,
          ...secured,
        },
      },
      async (request) => {
        const actor = await lenderActor(viewerOf(request, 'lender'));
        const loans = await recentLoans(db, 5);
        return { data: { data: loans.map((loan) => lenderLoanView(loan, actor, today())) } };
      },
    );

    app.get(
      '/loan/marketplace/:id',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            'One loan as a lender sees it: open for funding, or one the caller funded (else 404)',
          params: loanIdParam,
          response: lenderLoanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const loan = await findLoan(db, request.params.id);
        assertLenderMayRead(loan);
        const actor = await lenderActor(viewer);
        const [photos, mine] = await Promise.all([
          findBailPhotos(db, loan.id),
          loanFundings(db, loan.id, actor),
        ]);
        return {
          data: { ...lenderLoanView(loan, actor, today()), bailphotos: photos, myfundings: mine },
        };
      },
    );

    app.post(
      '/loan/:id/fund',
      {
        config: { roles: ['lender'], loanEvent: 'loan.fund' },
        schema: {
          tags,
          summary: 'Fund a loan (lender): the amount moves from the active balance to on hold',
          description:
            'At least the minimum funding (the last piece of a loan may be less), at most the ' +
            "remaining need ('The Value Of Funding Exceeds The Needs of Loans') and the active " +
            "balance ('Insufficient active balance'); the lender's data must be validated, the " +
            'lender agreement signed (409 LENDER_AGREEMENT_NOT_SIGNED: POJK 10/2022; POST ' +
            '/sign/lender with no payload) and the funding window open. The ' +
            '`Idempotency-Key` header is required (400 without it): a retried request with ' +
            'the same key and body counts once and answers as the first did (`replayed: true`); ' +
            'the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED). The last ' +
            'rupiah of the need moves the loan to FUNDING_COMPLETED.',
          params: loanIdParam,
          body: fundBody,
          response: fundResponse,
          ...secured,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request, 'lender');
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const result = await fundLoan(
          db,
          viewer,
          request.params.id,
          request.body.amount,
          key,
          deps.now(),
          request.loanActor?.lender,
        );
        // The rules' facts after the funding come with it.
        const actor = { ...actorOf(viewer), lender: result.facts };
        const balance = { ...result.balance, wallet: result.wallet };
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send({
          data: {
            funding: fundingView(result.funding),
            loan: lenderLoanView(result.loan, actor, today()),
            balance: balanceBody(balance),
            replayed: result.replayed,
          },
        });
      },
    );

    app.get(
      '/loan/:id/fundings',
      {
        config: { roles: ['admin', 'lender'] },
        schema: {
          tags,
          summary: "A loan's fundings: staff see every lender, a lender their own",
          params: loanIdParam,
          response: fundingsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const loan = await findLoan(db, request.params.id);
        if (viewer.role === 'lender') {
          assertLenderMayRead(loan);
        } else {
          assertMayRead(loan, viewer);
        }
        return { data: { data: await loanFundings(db, loan.id, actorOf(viewer)) } };
      },
    );

    app.put(
      '/loan/submission/:id/open-funding',
      {
        config: { roles: ['admin'], loanEvent: 'funding.open' },
        schema: {
          tags: ['Loans (staff)'],
          summary:
            'Open funding before the funding start: APPROVED_BORROWER → PROCESS (the platform opens it on the start date by itself)',
          params: loanIdParam,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const loan = await db.tx((q) => openFunding(q, request.params.id, viewer, today()));
        return { data: loanView(loan, viewer) };
      },
    );

    for (const [path, closed, summary] of [
      ['/loan/my-portofolio', false, "The caller's active investments"],
      [
        '/loan/my-portofolio-closed',
        true,
        "The caller's ended investments: paid, closed, or cancelled and refunded",
      ],
    ] as const) {
      app.get(
        path,
        {
          config: { roles: ['lender'] },
          schema: { tags, summary, response: portfolioResponse, ...secured },
        },
        async (request) => {
          const viewer = viewerOf(request, 'lender');
          const [rows, actor] = await Promise.all([
            portfolio(db, viewer.userId, closed),
            lenderActor(viewer),
          ]);
          // Each row carries the caller's pieces (their agreements hang on them): one more
          // query for the page, never one per row.
          const pieces = await lenderFundingsByLoan(
            db,
            viewer.userId,
            rows.map((row) => Number(row.id)),
          );
          return {
            data: {
              data: rows.map((row) =>
                portfolioView(row, actor, today(), pieces.get(Number(row.id)) ?? []),
              ),
            },
          };
        },
      );
    }

    app.get(
      '/loan/my-portofolio/summary',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            "The caller's portfolio totals (invested, on hold, outstanding, received and its parts), its split by grade and by funding status, the payouts expected in the coming 30 days and the annualised return",
          response: portfolioSummaryResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const [summary, returns] = await Promise.all([
          portfolioSummary(db, viewer.userId),
          lenderReturns(db, viewer.userId, today()),
        ]);
        return { data: { ...summary, ...returns } };
      },
    );

    app.get(
      '/loan/marketplace/:id/fact-sheet',
      {
        config: { roles: ['lender', 'admin'] },
        schema: {
          tags,
          summary: "The loan's fact sheet as a PDF, in Indonesian or English",
          params: loanIdParam,
          querystring: factSheetQuery,
          ...secured,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const loan = await findLoan(db, request.params.id);
        if (viewer.role === 'lender') {
          assertLenderMayRead(loan);
        }
        const view = lenderLoanView(loan, actorOf(viewer), today());
        const pdf = await renderFactSheet(view, request.query.lang, deps.now());
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="lumbung-loan-${loan.id}-${request.query.lang}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
