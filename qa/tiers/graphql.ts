// The GraphQL tier: each person's step is the gateway's mutation the web client sends for it,
// and what the product reports is the `loan` query as each viewer reads it (submissionStage and
// availableActions).
import { randomUUID } from 'node:crypto';
import type { LoanEvent } from '../../machines/loan/loan.types.ts';
import { graphql } from '../../tests/support/test-product.ts';
import { check, installments, paymentUnderReview, type Session } from '../session.ts';
import { type Observation, PERSONS_EVENTS, type TierDriver } from './tier.ts';

type Operation = { query: string; variables: Record<string, unknown> };

const LOAN_FIELDS = 'id submissionStage';

/** The mutation that carries each person's event. */
async function operationFor(session: Session, event: LoanEvent, id: number): Promise<Operation> {
  const loan = (name: string, args = '', decl = '') => ({
    query: `mutation Step($id: ID!${decl}) { ${name}(id: $id${args}) { ${LOAN_FIELDS} } }`,
    variables: { id: String(id) },
  });
  switch (event.type) {
    case 'loan.submit':
      return loan('submitLoan');
    case 'application.edit':
    case 'application.staffEdit':
      // The borrower's data saved again: the borrower's edit, or staff's while reviewing.
      return {
        query: `mutation Step($id: ID!, $input: BorrowerInfoInput!) { updateBorrowerInfo(id: $id, input: $input) { ${LOAN_FIELDS} } }`,
        variables: {
          id: String(id),
          input: {
            fullName: 'Budi Santoso',
            birthPlace: 'Bandung',
            taxNumber: '12.345.678.9-012.000',
          },
        },
      };
    case 'bail.approve':
      return loan('approveBail');
    case 'loan.approveCredit':
      return {
        ...loan('approveCredit', ', riskRating: $rating', ', $rating: RiskRating!'),
        variables: { id: String(id), rating: event.riskRating },
      };
    case 'loan.approveDirector':
      return loan('approveDirector');
    case 'offer.set':
      return {
        ...loan('setOffer', ', input: $input', ', $input: OfferInput!'),
        variables: { id: String(id), input: { ...event.terms } },
      };
    case 'loan.approve':
      return loan('approveLoan');
    case 'offer.accept':
      return {
        ...loan('acceptOffer', ', consent: $consent', ', $consent: Boolean!'),
        variables: { id: String(id), consent: true },
      };
    case 'offer.decline':
      return loan('declineOffer');
    case 'funding.open':
      return loan('openFunding');
    case 'loan.fund':
      return {
        query:
          'mutation Step($loanId: ID!, $amount: Decimal!, $key: String!) { fundLoan(loanId: $loanId, amount: $amount, idempotencyKey: $key) { __typename } }',
        variables: { loanId: String(id), amount: event.amount, key: randomUUID() },
      };
    case 'loan.reject':
      return {
        ...loan('rejectLoan', ', reason: $reason', ', $reason: String!'),
        variables: { id: String(id), reason: event.reason },
      };
    case 'loan.cancel':
      return {
        ...loan('cancelLoan', ', reason: $reason', ', $reason: String!'),
        variables: { id: String(id), reason: event.reason },
      };
    case 'disbursement.sign':
      return loan('confirmDisbursementSigning');
    case 'disbursement.approve':
      return loan('approveDisbursement');
    case 'repayment.submit': {
      const next = (await installments(session, id)).find((i) => i.status !== 'PAID');
      return {
        query:
          'mutation Step($loanId: ID!, $amount: Decimal!) { submitRepayment(loanId: $loanId, amount: $amount) { id } }',
        variables: { loanId: String(id), amount: next?.payamount ?? '1000000.00' },
      };
    }
    case 'repayment.confirm':
      return {
        query: 'mutation Step($id: ID!) { confirmPayment(id: $id) { id } }',
        variables: { id: String(await paymentUnderReview(session, id)) },
      };
    case 'repayment.reject':
      return {
        query:
          'mutation Step($id: ID!, $reason: PaymentRejectionReason!) { rejectPayment(id: $id, reason: $reason) { id } }',
        variables: { id: String(await paymentUnderReview(session, id)), reason: 'NOT_RECEIVED' },
      };
    case 'loan.close':
      return loan('closeLoan');
    default:
      throw new Error(`no GraphQL mutation sends ${event.type}`);
  }
}

async function ask<T>(session: Session, actor: string, operation: Operation): Promise<T> {
  const answer = await graphql<T>(
    session.product,
    operation.query,
    operation.variables,
    session.tokens[actor],
  );
  check(
    !answer.errors?.length && answer.data,
    `GraphQL ${operation.query.split('{')[1]?.trim().split('(')[0]} answered ${JSON.stringify(answer.errors ?? answer).slice(0, 400)}`,
  );
  return answer.data as T;
}

export const graphqlTier: TierDriver = {
  tier: 'graphql',
  cannot: (event) =>
    PERSONS_EVENTS.has(event.type) ? null : `no GraphQL mutation of a person sends ${event.type}`,
  async send(session, event, id) {
    await ask(session, event.actor.userId, await operationFor(session, event, id));
  },
  async observe(session, id, viewers): Promise<Observation> {
    const offered: Record<string, string[]> = {};
    let stage = '';
    for (const viewer of viewers) {
      const data = await ask<{
        loan: {
          submissionStage: string;
          availableActions: { action: string; allowed: boolean }[];
        } | null;
      }>(session, viewer, {
        query:
          'query Loan($id: ID!) { loan(id: $id) { submissionStage availableActions { action allowed } } }',
        variables: { id: String(id) },
      });
      check(data.loan, `the loan is absent for ${viewer}`);
      stage = data.loan.submissionStage;
      offered[viewer] = data.loan.availableActions
        .filter((a) => a.allowed)
        .map((a) => a.action)
        .sort();
    }
    return { stage, offered };
  },
  expectedStage: (code) => code,
};
