// OJK's limits (schema/funding-limits.graphql): one REST call per read or change; the REST body
// is the GraphQL type as it is.
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export const FundingLimitsQuery: QueryResolvers = {
  myFundingLimits: (_, __, { fundingLimits }) => fundingLimits.mine(),
  lenderFundingLimits: (_, { lenderId }, { fundingLimits }) => fundingLimits.ofLender(lenderId),
  borrowerFundingLimits: (_, { borrowerId }, { fundingLimits }) =>
    fundingLimits.borrower(borrowerId ?? null),
  offerBorrowerLimit: (_, { loanId }, { fundingLimits }) => fundingLimits.forOffer(loanId),
};

export const FundingLimitsMutation: MutationResolvers = {
  declareYearlyIncome: (_, { yearlyIncome }, { fundingLimits }) =>
    fundingLimits.declare(String(yearlyIncome)),
  setLenderLimitFacts: (_, { lenderId, input }, { fundingLimits }) =>
    fundingLimits.setFacts(lenderId, {
      affiliateGroup: input.affiliateGroup ?? null,
      ojkSupervised: input.ojkSupervised,
    }),
};
