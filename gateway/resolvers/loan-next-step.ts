// Loan.nextStep: what the loan waits for and whose move it is, from the lifecycle machine's
// stored state (machines/loan/loan.reasons.ts), the same words its refusals use.
import { nextStep, restoreLoan } from '../../machines/loan/loan.selectors.ts';
import type { LoanResolvers } from '../generated/resolvers-types.ts';

export const loanNextStep: Pick<LoanResolvers, 'nextStep'> = {
  nextStep: (loan) =>
    nextStep(restoreLoan(loan.lifecycle.value, loan.lifecycle.context), {
      transferring: loan.lifecycle.transferring,
    }),
};
