// Staff's review of reported payments (schema/repayment-staff.graphql): one REST call each —
// GET /repayment/review for the queue, and the review's two answers. The payments resolve as
// RepaymentPayment (resolvers/repayment.ts), as a loan's schedule lists them.
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export const RepaymentStaffQuery: QueryResolvers = {
  paymentsToReview: (_, __, { repayment }) => repayment.paymentsToReview(),
};

export const RepaymentStaffMutation: MutationResolvers = {
  confirmPayment: (_, { id, receivedOn }, { repayment }) =>
    repayment.confirmPayment(id, receivedOn),
  rejectPayment: (_, { id, reason }, { repayment }) => repayment.rejectPayment(id, reason),
};
