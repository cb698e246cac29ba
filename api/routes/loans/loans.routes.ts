// Loan calls of spec §7. Every stage change enters through the call that does its work and
// goes through the lifecycle machine (applyLoanEvent); there is no "send any event" call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISBURSED_STAGES, LOAN_QUEUE_NAMES } from '../../../machines/loan/loan.queues.ts';
import type { LoanEventData } from '../../../machines/loan/loan.types.ts';
import type { Role, Viewer } from '../../accounts/tokens.ts';
import type { ApiDeps } from '../../deps.ts';
import {
  approveDisbursement,
  borrowerSigned,
  disbursementView,
} from '../../disbursement/disbursement.ts';
import { viewerOf } from '../../http/auth.ts';
import { acceptOffer } from '../../loans/accept-offer.ts';
import { applyLoanEvent } from '../../loans/apply-loan-event.ts';
import { auditTrail } from '../../loans/audit-trail.ts';
import { createLoan } from '../../loans/create-loan.ts';
import {
  countLoansByQueue,
  type LoanFilter,
  type LoanSort,
  listBorrowerLoans,
  listLoans,
} from '../../loans/list-loans.ts';
import {
  borrowerInfoView,
  findBailPhotos,
  findBorrowerInfo,
} from '../../loans/loan-application.ts';
import { assertMayRead, findLoan, loanView } from '../../loans/loan-record.ts';
import { setOffer } from '../../loans/set-offer.ts';
import { staffBorrowerProfile } from '../../profiles/staff-borrower.ts';
import { wibDate } from '../../reference/wib-date.ts';
import { loanIdParam } from '../shared.schemas.ts';
import { loanWithIncludesResponse } from './loan-application.schemas.ts';
import {
  acceptOfferBody,
  approveCreditBody,
  auditTrailResponse,
  borrowerLoansResponse,
  createdLoanResponse,
  createLoanBody,
  disbursementListQuery,
  disbursementResponse,
  listQuery,
  loanListResponse,
  loanQuery,
  loanResponse,
  offerBody,
  queueCountsQuery,
  queueCountsResponse,
  reasonBody,
} from './loans.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Loans'];
const staffTags = ['Loans (staff)'];

export const loanRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/loan',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary: 'Create a draft application (borrower)',
          body: createLoanBody,
          response: createdLoanResponse,
          ...secured,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request, 'borrower');
        const body = request.body;
        const loan = await createLoan(
          db,
          viewer,
          {
            productId: body.productid,
            applicationValue: body.genapplicationvalue,
            requiredDate: body.genrequireddate,
            purpose: body.genpurpose,
            developerId: body.developerid ?? null,
          },
          deps.now(),
        );
        return reply.status(201).send({ data: loanView(loan, viewer) });
      },
    );

    const page = (result: Awaited<ReturnType<typeof listLoans>>, viewer: Viewer) => ({
      data: {
        data: result.loans.map((loan) => loanView(loan, viewer)),
        total: result.total,
        next: result.next,
        cursors: result.cursors,
      },
    });

    app.get(
      '/loan',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Loans by work queue or stage, searched, filtered, sorted and paged (staff)',
          description:
            'Keyset pages: pass the `next` of a page as `after` for the following one (same ' +
            'filters and sort). `total` counts every loan matching the filters.',
          querystring: listQuery,
          response: loanListResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const { queue, stage, productid, q, sort, limit, after } = request.query;
        return page(
          await listLoans(db, {
            queue,
            stage,
            productId: productid,
            search: q,
            sort,
            limit,
            after,
          }),
          viewer,
        );
      },
    );

    app.get(
      '/loan/queues',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary:
            'How many loans each work queue holds, under a search and product filter (staff)',
          querystring: queueCountsQuery,
          response: queueCountsResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        const { productid, q } = request.query;
        const { counts, total } = await countLoansByQueue(db, { productId: productid, search: q });
        return {
          data: { data: LOAN_QUEUE_NAMES.map((queue) => ({ queue, count: counts[queue] })), total },
        };
      },
    );

    // Fixed lists of loans (staff): the disbursements (issue 18) and the repayment stages (issue
    // 19, spec §7), each a filter of the same paged list.
    const lists: readonly [string, LoanFilter, LoanSort, string][] = [
      [
        '/loan/disbursement/ready',
        { queue: 'disbursementReady' },
        'oldest',
        'Loans ready for disbursement (funding status DISBURSEMENT_READY: signed or not), oldest first',
      ],
      [
        '/loan/disbursement/success',
        { stages: DISBURSED_STAGES },
        'updated',
        'Loans whose disbursement was paid out (funding status DISBURSED), last change first',
      ],
      [
        '/loan/loan-period',
        { stages: ['LOAN_PERIOD'] },
        'updated',
        'Loans in their period (being repaid)',
      ],
      [
        '/loan/review_paid',
        { stages: ['REVIEW_PAID'] },
        'updated',
        'Loans with a payment under staff review',
      ],
      ['/loan/paid', { stages: ['PAID'] }, 'updated', 'Loans paid off, before they close'],
      ['/loan/closed', { stages: ['CLOSED'] }, 'updated', 'Loans paid off and closed'],
    ];
    for (const [path, filter, sort, summary] of lists) {
      app.get(
        path,
        {
          config: { roles: ['admin'] },
          schema: {
            tags: staffTags,
            summary: `${summary} (staff)`,
            querystring: disbursementListQuery,
            response: loanListResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = viewerOf(request, 'admin');
          const { limit, after } = request.query;
          return page(await listLoans(db, { ...filter, sort, limit, after }), viewer);
        },
      );
    }

    app.get(
      '/loan/:id/events',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary: "The loan's audit trail, oldest first: staff see all, the borrower their part",
          description:
            'Every stage change: who (user and role), when, from, to, the event and the reason. ' +
            'The borrower does not see the internal approvals (collateral, credit, director, ' +
            "offer terms) nor staff members' names.",
          params: loanIdParam,
          response: auditTrailResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const loan = await findLoan(db, request.params.id);
        assertMayRead(loan, viewer);
        return { data: { data: await auditTrail(db, loan.id, viewer) } };
      },
    );

    app.get(
      '/loan/borrower',
      {
        config: { roles: ['borrower'] },
        schema: {
          tags,
          summary: "The borrower's own loans",
          response: borrowerLoansResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        return {
          data: {
            data: (await listBorrowerLoans(db, viewer.userId)).map((loan) =>
              loanView(loan, viewer),
            ),
          },
        };
      },
    );

    app.get(
      '/loan/:id',
      {
        config: { roles: ['borrower', 'admin'] },
        schema: {
          tags,
          summary: 'One loan: the owner or staff',
          params: loanIdParam,
          querystring: loanQuery,
          response: loanWithIncludesResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const loan = await findLoan(db, request.params.id);
        assertMayRead(loan, viewer);
        const include = new Set(request.query.include?.split(',') ?? []);
        return {
          data: {
            // The product's day: staff see why funding cannot open once its window ended.
            ...loanView(loan, { ...viewer, today: wibDate(deps.now()) }),
            ...(include.has('auditTrail')
              ? { auditTrail: await auditTrail(db, loan.id, viewer) }
              : {}),
            ...(include.has('bailPhotos') ? { bailPhotos: await findBailPhotos(db, loan.id) } : {}),
            ...(include.has('borrowerInfo')
              ? {
                  borrowerInfo: borrowerInfoView(
                    await findBorrowerInfo(db, loan.id),
                    loan.borrower_is_personal,
                  ),
                }
              : {}),
            // The borrower's KYC evidence is for staff (issue 15): anyone else reads null.
            ...(include.has('borrowerProfile')
              ? {
                  borrowerProfile:
                    viewer.role === 'admin'
                      ? await staffBorrowerProfile(db, loan.borrower_id)
                      : null,
                }
              : {}),
          },
        };
      },
    );

    const event = (
      path: string,
      summary: string,
      type:
        | 'bail.approve'
        | 'loan.approveDirector'
        | 'loan.approve'
        | 'offer.decline'
        | 'loan.close',
      tagList = staffTags,
    ) => {
      // The borrower's answers carry the tags of the borrower's calls; the rest are staff's.
      const roles: Role[] = tagList === staffTags ? ['admin'] : ['borrower'];
      return app.put(
        path,
        {
          config: { roles, loanEvent: type },
          schema: {
            tags: tagList,
            summary,
            params: loanIdParam,
            response: loanResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          const loan = await applyLoanEvent(db, request.params.id, viewer, () => ({ type }));
          return { data: loanView(loan, viewer) };
        },
      );
    };

    // The submit call (form step 4) lives with the application: loan-application.routes.ts.
    event(
      '/loan/submission/:id/approve-bail',
      'Approve the collateral: REVIEW → APPROVAL_BAIL',
      'bail.approve',
    );
    app.put(
      '/loan/submission/:id/approve-credit',
      {
        config: { roles: ['admin'], loanEvent: 'loan.approveCredit' },
        schema: {
          tags: staffTags,
          summary: 'Approve credit and rate the risk: APPROVAL_BAIL → APPROVAL_LOAN',
          description:
            'The risk rating is required; lenders read it as a grade (A low … E high), and the ' +
            "offer's interest must then sit in its band of the product's range.",
          params: loanIdParam,
          body: approveCreditBody,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        // Sent as it came: the machine refuses a missing rating (RISK_RATING_MISSING).
        const event = {
          type: 'loan.approveCredit',
          riskRating: request.body?.riskrating,
        } as LoanEventData;
        const loan = await applyLoanEvent(db, request.params.id, viewer, () => event);
        return { data: loanView(loan, viewer) };
      },
    );
    event(
      '/loan/submission/:id/approve-director',
      'Director approval (not the credit approver): APPROVAL_LOAN → APPROVAL_LOAN_DIR',
      'loan.approveDirector',
    );
    app.put(
      '/loan/:id/offer/accept',
      {
        config: { roles: ['borrower'], loanEvent: 'offer.accept' },
        schema: {
          tags,
          summary: 'The borrower accepts the offer: APPROVAL_BORROWER → APPROVED_BORROWER',
          description:
            'Needs `consent: true` (the borrower ticked that they agree to the terms shown); ' +
            'without it 400 CONSENT_REQUIRED and nothing changes. The terms agreed to and their ' +
            'repayment schedule are recorded with the consent.',
          params: loanIdParam,
          body: acceptOfferBody,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const loan = await acceptOffer(
          db,
          request.params.id,
          viewer,
          request.body?.consent,
          deps.now(),
        );
        return { data: loanView(loan, viewer) };
      },
    );
    event(
      '/loan/:id/offer/decline',
      'The borrower declines the offer: APPROVAL_BORROWER → REJECTED_BORROWER',
      'offer.decline',
      tags,
    );
    // Issue 19: staff close a paid loan before its settling period ends (the daily pass closes
    // it after); the machine decides when.
    event('/loan/:id/close', 'Close a paid loan (staff): PAID → CLOSED', 'loan.close');
    app.put(
      '/loan/disbursement/:id/approve',
      {
        config: { roles: ['admin'], loanEvent: 'disbursement.approve' },
        schema: {
          tags: staffTags,
          summary:
            "Approve disbursement: the escrow is paid to the borrower's validated bank account less the admin fee",
          description:
            'DISBURSEMENT_READY_BORROWER (signed, commitment > 0). The transfer is asked of the ' +
            'bank at once: when the bank confirms, the loan is DISBURSED and its period begins ' +
            '(LOAN_PERIOD); a transfer that settles later leaves it waiting for the bank (the ' +
            'status pass finishes it); a refused one may be approved again. 409 BANK_DATA_MISSING ' +
            "when the borrower's bank account is not validated.",
          params: loanIdParam,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const loan = await approveDisbursement(deps, request.params.id, viewer);
        return { data: loanView(loan, viewer) };
      },
    );
    app.put(
      '/loan/:id/disbursement/signed',
      {
        config: { roles: ['borrower'], loanEvent: 'disbursement.sign' },
        schema: {
          tags,
          summary:
            'The borrower is back from signing the agreement (event=signing_complete): ' +
            'DISBURSEMENT_READY → DISBURSEMENT_READY_BORROWER',
          description:
            "Taken only when the signature provider confirms the borrower's loan agreement " +
            'signed; otherwise 409 AGREEMENT_NOT_SIGNED and nothing changes.',
          params: loanIdParam,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'borrower');
        const loan = await borrowerSigned(db, request.params.id, viewer);
        return { data: loanView(loan, viewer) };
      },
    );
    app.get(
      '/loan/:id/disbursement',
      {
        config: { roles: ['admin', 'borrower'] },
        schema: {
          tags,
          summary:
            "The loan's disbursement: its state, the transfer (rail, account, amounts, bank reference) and the lenders' agreements still unsigned",
          params: loanIdParam,
          response: disbursementResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const loan = await findLoan(db, request.params.id);
        assertMayRead(loan, viewer);
        return { data: await disbursementView(db, loan.id, { staff: viewer.role === 'admin' }) };
      },
    );
    event(
      '/loan/submission/:id/approved',
      'Approve: send the offer to the borrower (APPROVED_{product} → APPROVAL_BORROWER)',
      'loan.approve',
    );

    app.put(
      '/loan/submission/:id/offer',
      {
        config: { roles: ['admin'], loanEvent: 'offer.set' },
        schema: {
          tags: staffTags,
          summary: 'Set the offer terms: APPROVAL_LOAN_DIR → APPROVED_{product}',
          params: loanIdParam,
          body: offerBody,
          response: loanResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const terms = request.body;
        const loan = await setOffer(
          db,
          request.params.id,
          viewer,
          {
            interestPercent: terms.funappinterestpercentage,
            periodDays: terms.timeperiod,
            adminFee: terms.appadminfee,
            paymentType: terms.typepayment,
            fundingStart: terms.funappcfstarttime,
            fundingEnd: terms.funappcfendtime,
          },
          deps.now(),
        );
        return { data: loanView(loan, viewer) };
      },
    );

    for (const [path, type, summary, roles] of [
      [
        '/loan/submission/:id/rejected',
        'loan.reject',
        'Reject: the borrower may edit and resubmit',
        ['admin'],
      ],
      [
        '/loan/submission/:id/cancel',
        'loan.cancel',
        'Cancel the submission (staff or the owner)',
        ['admin', 'borrower'],
      ],
    ] as const) {
      app.put(
        path,
        {
          config: { roles, loanEvent: type },
          schema: {
            tags: staffTags,
            summary,
            params: loanIdParam,
            body: reasonBody,
            response: loanResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          const { reason } = request.body;
          const loan = await applyLoanEvent(
            db,
            request.params.id,
            viewer,
            () => ({ type, reason }),
            {
              reason,
            },
          );
          return { data: loanView(loan, viewer) };
        },
      );
    }
  };
