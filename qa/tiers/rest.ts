// The REST tier: each person's step is the REST call that does its real work, and what the
// product reports is GET /api/loan/{id} as each viewer reads it (its stage and availableActions).
import type { LoanEvent } from '../../machines/loan/loan.types.ts';
import { personalInfo } from '../../tests/support/application.ts';
import { call, installments, paymentUnderReview, type Session } from '../session.ts';
import { type Observation, PERSONS_EVENTS, type TierDriver } from './tier.ts';

/** The REST call that carries each person's event. */
async function callFor(
  session: Session,
  event: LoanEvent,
  id: number,
): Promise<{ method: string; path: string; body?: unknown }> {
  switch (event.type) {
    case 'loan.submit':
      return { method: 'PUT', path: `/loan/${id}/submit` };
    // An edit: the borrower's data saved again (the borrower's edit, or staff's while reviewing).
    case 'application.edit':
    case 'application.staffEdit':
      return { method: 'PUT', path: `/loan/${id}/borrower_info`, body: personalInfo() };
    case 'bail.approve':
      return { method: 'PUT', path: `/loan/submission/${id}/approve-bail` };
    case 'loan.approveCredit':
      return {
        method: 'PUT',
        path: `/loan/submission/${id}/approve-credit`,
        body: { riskrating: event.riskRating },
      };
    case 'loan.approveDirector':
      return { method: 'PUT', path: `/loan/submission/${id}/approve-director` };
    case 'offer.set':
      return {
        method: 'PUT',
        path: `/loan/submission/${id}/offer`,
        body: {
          funappinterestpercentage: event.terms.interestPercent,
          timeperiod: event.terms.periodDays,
          appadminfee: event.terms.adminFee,
          typepayment: event.terms.paymentType,
          funappcfstarttime: event.terms.fundingStart,
          funappcfendtime: event.terms.fundingEnd,
        },
      };
    case 'loan.approve':
      return { method: 'PUT', path: `/loan/submission/${id}/approved` };
    case 'offer.accept':
      return { method: 'PUT', path: `/loan/${id}/offer/accept`, body: { consent: true } };
    case 'offer.decline':
      return { method: 'PUT', path: `/loan/${id}/offer/decline` };
    case 'funding.open':
      return { method: 'PUT', path: `/loan/submission/${id}/open-funding` };
    case 'loan.fund':
      return { method: 'POST', path: `/loan/${id}/fund`, body: { amount: event.amount } };
    case 'loan.reject':
      return {
        method: 'PUT',
        path: `/loan/submission/${id}/rejected`,
        body: { reason: event.reason },
      };
    case 'loan.cancel':
      return {
        method: 'PUT',
        path: `/loan/submission/${id}/cancel`,
        body: { reason: event.reason },
      };
    case 'disbursement.sign':
      return { method: 'PUT', path: `/loan/${id}/disbursement/signed` };
    case 'disbursement.approve':
      return { method: 'PUT', path: `/loan/disbursement/${id}/approve` };
    case 'repayment.submit': {
      const next = (await installments(session, id)).find((i) => i.status !== 'PAID');
      return {
        method: 'PUT',
        path: `/loan/submit-repayment/${id}`,
        body: { amount: next?.payamount ?? '1000000.00' },
      };
    }
    case 'repayment.confirm':
      return { method: 'PUT', path: `/repayment/${await paymentUnderReview(session, id)}/confirm` };
    case 'repayment.reject':
      return {
        method: 'PUT',
        path: `/repayment/${await paymentUnderReview(session, id)}/reject`,
        body: { reason: 'NOT_RECEIVED' },
      };
    case 'loan.close':
      return { method: 'PUT', path: `/loan/${id}/close` };
    default:
      throw new Error(`no REST call sends ${event.type}`);
  }
}

/** The actions a viewer is offered in GET /loan/{id}'s availableActions. */
export function offeredIn(loan: Record<string, unknown>): string[] {
  const actions = (loan.availableActions ?? []) as { action: string; allowed: boolean }[];
  return actions
    .filter((a) => a.allowed)
    .map((a) => a.action)
    .sort();
}

export const restTier: TierDriver = {
  tier: 'rest',
  cannot: (event) =>
    PERSONS_EVENTS.has(event.type) ? null : `no REST call of a person sends ${event.type}`,
  async send(session, event, id) {
    const { method, path, body } = await callFor(session, event, id);
    await call(session, method, path, event.actor.userId, body);
  },
  async observe(session, id, viewers): Promise<Observation> {
    const offered: Record<string, string[]> = {};
    let stage = '';
    for (const viewer of viewers) {
      const loan = await call(session, 'GET', `/loan/${id}`, viewer);
      stage = String(loan.submissionstage);
      offered[viewer] = offeredIn(loan);
    }
    return { stage, offered };
  },
  expectedStage: (code) => code,
};
