// The loan lifecycle as a test model: its alphabet (every event, from every kind of actor, with
// payloads that are valid and invalid) and what makes two loans the same state.
import { loanMachine } from '../../machines/loan/loan.machine.ts';
import type { LoanSnapshot } from '../../machines/loan/loan.selectors.ts';
import type { LoanEvent, LoanEventType } from '../../machines/loan/loan.types.ts';
import {
  borrower,
  collateralTooLow,
  creditOfficer,
  director,
  lender,
  loanInput,
  MINIMUM_FUNDING,
  NO_EXPOSURE,
  otherBorrower,
  platform,
  SETTLED,
  SETTLING,
  unchangedTerms,
  validApplication,
  validTerms,
} from './loan-paths.ts';
import { type ModelPath, modelPaths } from './machine-model.ts';

const ACTORS = [borrower, otherBorrower, creditOfficer, director, lender, platform];

const PLAIN: LoanEventType[] = [
  'bail.approve',
  'loan.approveDirector',
  'loan.approve',
  'offer.accept',
  'offer.decline',
  'funding.close',
  'funding.refund',
  'disbursement.approve',
  'disbursement.paid',
  'period.start',
  'repayment.submit',
  'repayment.reject',
  'loan.close',
  'installment.overdue',
  'installment.settled',
];

export function loanEvents(): LoanEvent[] {
  return ACTORS.flatMap((actor): LoanEvent[] => [
    ...PLAIN.map((type) => ({ type, actor }) as LoanEvent),
    { type: 'loan.submit', actor, application: validApplication },
    { type: 'loan.submit', actor, application: collateralTooLow },
    { type: 'application.edit', actor, terms: unchangedTerms },
    { type: 'application.staffEdit', actor, terms: unchangedTerms },
    { type: 'application.edit', actor, terms: { ...unchangedTerms, applicationValue: '0' } },
    { type: 'loan.approveCredit', actor, riskRating: 'MEDIUM_TO_HIGH' },
    // No rating: what a caller that forgot it sends.
    { type: 'loan.approveCredit', actor } as unknown as LoanEvent,
    { type: 'offer.set', actor, terms: validTerms, exposure: NO_EXPOSURE },
    {
      type: 'offer.set',
      actor,
      terms: { ...validTerms, interestPercent: '20.00' },
      exposure: NO_EXPOSURE,
    },
    { type: 'funding.open', actor, minimumFunding: MINIMUM_FUNDING },
    // Issue 18: prepared once every investment agreement is signed; the borrower's signature as
    // the provider confirms it.
    { type: 'disbursement.prepare', actor, unsignedAgreements: 0 },
    { type: 'disbursement.prepare', actor, unsignedAgreements: 1 },
    { type: 'disbursement.sign', actor, agreementSigned: true },
    { type: 'disbursement.sign', actor, agreementSigned: false },
    // Inside the product's 9–13 but outside grade D's 11.40–12.20.
    {
      type: 'offer.set',
      actor,
      terms: { ...validTerms, interestPercent: '9.50' },
      exposure: NO_EXPOSURE,
    },
    { type: 'loan.fund', actor, amount: '40000000.00' },
    { type: 'loan.fund', actor, amount: '50000.00' },
    { type: 'loan.fund', actor, amount: '60000000.00' },
    // One rupiah past the need: a funding is whole rupiah at the API, so a sen past it would be
    // refused there before the need is weighed.
    { type: 'loan.fund', actor, amount: '100000001.00' },
    { type: 'repayment.confirm', actor, installmentsRemaining: 0 },
    { type: 'repayment.confirm', actor, installmentsRemaining: 2 },
    { type: 'repayment.received', actor, installmentsRemaining: 0 },
    { type: 'repayment.received', actor, installmentsRemaining: 2 },
    { type: 'loan.reject', actor, reason: 'Data kurang' },
    { type: 'loan.cancel', actor, reason: 'Duplikat' },
    // The daily pass's close, once the settling period is over and a day before.
    ...(actor.role === 'system'
      ? [
          { type: 'loan.close', actor, settling: SETTLED } as const,
          { type: 'loan.close', actor, settling: SETTLING } as const,
        ]
      : []),
  ]);
}

export const loanStateKey = (snapshot: LoanSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.commitment,
    snapshot.context.creditApprovedBy,
    snapshot.context.riskRating ?? null,
    snapshot.context.fundingFailed,
  ]);

export function loanModelPaths(): ModelPath<typeof loanMachine>[] {
  return modelPaths(loanMachine, {
    input: loanInput,
    events: loanEvents(),
    serializeState: loanStateKey,
  });
}
