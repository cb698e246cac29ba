// OJK's amount and share limits as people read them before they hit them (issue 21): a lender's
// room (and their income declaration), staff's verified lender facts, a borrower's room. The
// funding and offer rules themselves read the same facts inside their own transactions
// (api/funding/fund-loan.ts, api/loans/set-offer.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerBorrowerLimit } from '../../../machines/loan/loan.rules.ts';
import { toSen } from '../../../machines/shared/money.ts';
import type { ApiDeps } from '../../deps.ts';
import {
  declareYearlyIncome,
  readLenderLimits,
  setLenderLimitFacts,
} from '../../funding/declare-income.ts';
import { viewerOf } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import {
  borrowerLimits,
  borrowerLimitView,
  readBorrowerExposure,
} from '../../loans/borrower-exposure.ts';
import { assertMayRead, findLoan } from '../../loans/loan-record.ts';
import { wibDate } from '../../reference/wib-date.ts';
import { loanIdParam } from '../shared.schemas.ts';
import {
  borrowerLimitResponse,
  borrowerLimitsResponse,
  borrowerQuery,
  incomeBody,
  lenderFactsBody,
  lenderIdParam,
  lenderLimitsResponse,
} from './funding-limits.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ["OJK's limits"];

export const fundingLimitsRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/lender/funding-limits',
      {
        config: { roles: ['lender'] },
        schema: {
          tags,
          summary:
            "The signed-in lender's room under OJK's limits: the income share (10%/20% of the declared yearly income) and the concentration share (25%, 75% for an OJK-supervised institution)",
          response: lenderLimitsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        return { data: await readLenderLimits(db, viewer.userId, deps.now()) };
      },
    );

    app.put(
      '/lender/income-declaration',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: 'A personal lender declares their yearly income (whole rupiah)',
          description:
            'OJK limits a person to 10% of it outstanding (income up to Rp 500 million a year) or ' +
            '20% (above). Refusals: 400 YEARLY_INCOME_INVALID (field yearlyIncome), 400 ' +
            'INCOME_DECLARATION_PERSONS_ONLY for a company lender, 403 FORBIDDEN for another role.',
          body: incomeBody,
          response: lenderLimitsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          data: await declareYearlyIncome(db, viewer, request.body.yearlyIncome, deps.now()),
        };
      },
    );

    app.get(
      '/wallet/lenders/:lenderId/funding-limits',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: "A lender's room under OJK's limits and the facts staff verified (staff)",
          params: lenderIdParam,
          response: lenderLimitsResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await readLenderLimits(db, request.params.lenderId, deps.now()),
      }),
    );

    app.put(
      '/wallet/lenders/:lenderId/funding-limits',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            "Staff record a lender's affiliate group and, for a company, that OJK supervises it",
          description:
            'Lenders in the same affiliate group count together against the 25% share; an ' +
            'OJK-supervised financial institution (company lenders only: else 400 ' +
            'OJK_SUPERVISED_COMPANIES_ONLY) may hold 75%.',
          params: lenderIdParam,
          body: lenderFactsBody,
          response: lenderLimitsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        return {
          data: await setLenderLimitFacts(
            db,
            viewer,
            request.params.lenderId,
            request.body,
            deps.now(),
          ),
        };
      },
    );

    app.get(
      '/borrower/funding-limits',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary:
            "A borrower's room under OJK's per-borrower limit (Rp 2 billion; productive up to Rp 5 billion while the platform's TWP90 stayed ≤ 5% for six month-ends), by purpose",
          description:
            'A borrower reads their own (`borrowerid` absent or their own id; another id is 403 ' +
            'FORBIDDEN, never answered with their own figures); staff name the borrower.',
          querystring: borrowerQuery,
          response: borrowerLimitsResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const named = request.query.borrowerid ?? null;
        // An id that would be ignored is a trap: a borrower naming someone else is refused, not
        // answered with their own figures.
        if (
          viewer.role === 'borrower' &&
          named !== null &&
          named.toLowerCase() !== viewer.userId.toLowerCase()
        ) {
          throw new AppError(403, 'FORBIDDEN', 'You may not do this', {
            text: {
              id: 'Batas pendanaan peminjam hanya dapat dilihat oleh peminjam itu sendiri dan staf',
              en: "Only the borrower and staff can see a borrower's funding limits",
            },
          });
        }
        const borrowerId = viewer.role === 'borrower' ? viewer.userId : named;
        if (!borrowerId) {
          throw new AppError(400, 'VALIDATION_FAILED', 'borrowerid is required', {
            fields: { borrowerid: 'required' },
          });
        }
        return { data: { data: await borrowerLimits(db, borrowerId, deps.now()) } };
      },
    );

    app.get(
      '/loan/submission/:id/borrower-limit',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            "Staff, before setting an offer: the loan's borrower's room under OJK's per-borrower limit, the loan itself not counted",
          params: loanIdParam,
          response: borrowerLimitResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const loan = await findLoan(db, request.params.id);
        assertMayRead(loan, viewer);
        const now = deps.now();
        const exposure = await readBorrowerExposure(db, loan.borrower_id, loan.id, now);
        const fundingStart = wibDate(now);
        const purpose = loan.machine_context.purpose ?? 'PRODUCTIVE';
        const limit = offerBorrowerLimit(loan.machine_context, { fundingStart }, exposure);
        if (!limit) throw new Error('no exposure');
        const value = loan.machine_context.applicationValue;
        return {
          data: {
            ...borrowerLimitView(limit, purpose),
            loanValue: value,
            fits: limit.roomSen === null || toSen(value) <= limit.roomSen,
          },
        };
      },
    );
  };
