// "What if this event came now?" for the analysts' statechart view (staff): the lifecycle
// machine's answer for one loan, changing nothing. Whether it may happen, and the reason when
// not, is decideLoanEvent's — what the access gate asks before any loan call (http/access.ts),
// so a refusal here reads exactly as that call's 403/409 — and where the loan would go is the
// machine's (machines/loan/loan.what-if.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restoreLoan } from '../../../machines/loan/loan.selectors.ts';
import type { Actor } from '../../../machines/loan/loan.types.ts';
import {
  LOAN_EVENT_TYPES,
  senderOf,
  WHAT_IF_SENDERS,
  type WhatIfSender,
  whatIfLoanEvent,
} from '../../../machines/loan/loan.what-if.ts';
import type { Viewer } from '../../accounts/tokens.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { findLoan, type LoanRecord } from '../../loans/loan-record.ts';
import { actionReason, envelope, errorResponses, loanIdParam } from '../shared.schemas.ts';

const text = z.object({ id: z.string(), en: z.string() });

const whatIfQuery = z.object({
  event: z.enum(LOAN_EVENT_TYPES).describe('The lifecycle event, e.g. bail.approve'),
  as: z
    .enum(WHAT_IF_SENDERS)
    .optional()
    .describe(
      "Who sends it: staff (the caller), owner (the loan's borrower), a lender, the platform. Default: whose act the event is",
    ),
});

const whatIf = z.object({
  loanId: z.number().int(),
  event: z.string(),
  as: z.enum(WHAT_IF_SENDERS),
  allowed: z.boolean(),
  reason: actionReason.nullable().describe('Why not, in the words the call itself answers'),
  refusedBy: z
    .object({
      check: z.enum(['who', 'stage', 'state', 'condition', 'payload']),
      text: text,
    })
    .nullable()
    .describe('The guard that refuses it, in words'),
  from: z.array(z.string()).describe("The ids of the loan's current (deepest) states"),
  outcomes: z
    .array(z.object({ to: z.array(z.string()), when: text.nullable() }))
    .describe('Where it would go: state ids (empty: stays), and when, where a guard decides'),
});

/** The sender a "what if" names, as the machine's actor. */
function actorFor(sender: WhatIfSender, loan: LoanRecord, viewer: Viewer): Actor {
  switch (sender) {
    case 'staff':
      return { userId: viewer.userId, role: viewer.role };
    case 'owner':
      return { userId: loan.borrower_id, role: 'borrower' };
    case 'lender':
      return { userId: 'what-if-lender', role: 'lender' };
    case 'platform':
      return { userId: 'system', role: 'system' };
  }
}

export const whatIfRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/loan/:id/what-if',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Loans (staff)'],
          summary:
            'What the lifecycle machine would answer to an event now, and where the loan would go; changes nothing (staff)',
          params: loanIdParam,
          querystring: whatIfQuery,
          response: { 200: envelope(whatIf), ...errorResponses },
          security: [{ bearer: [] }],
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'admin');
        const loan = await findLoan(deps.db, request.params.id);
        const { event } = request.query;
        const as = request.query.as ?? senderOf(event);
        const answer = whatIfLoanEvent(
          restoreLoan(loan.machine_state, loan.machine_context),
          actorFor(as, loan, viewer),
          event,
        );
        return {
          data: {
            loanId: loan.id,
            event,
            as,
            allowed: answer.decision.allowed,
            reason: answer.decision.reason,
            refusedBy: answer.refusedBy,
            from: answer.from,
            outcomes: answer.outcomes,
          },
        };
      },
    );
  };
