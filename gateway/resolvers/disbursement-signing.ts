// The borrower's disbursement signing (schema/disbursement-signing.graphql, and Mutation
// confirmDisbursementSigning of schema/loan-application.graphql): each field one or two REST
// calls (datasources/signing-api.ts); a refusal reaches the client with the API's
// code (SIGNING_REQUEST_FAILED, AGREEMENT_NOT_SIGNED, …).
import type { MutationResolvers } from '../generated/resolvers-types.ts';

export const DisbursementSigningMutation: MutationResolvers = {
  startDisbursementSigning: (_, { id, returnUrl }, { signing }) =>
    signing.startLoanAgreementSigning(id, returnUrl),
  reportDisbursementSigningReturn: (_, { id, event }, { signing }) =>
    signing.reportLoanReturn(id, event),
  // Back with event=signing_complete: the provider's status check confirms the signature first
  // (the document is signed only if the provider completed it), then the loan moves on — one
  // call for the web, which never trusts the return address alone.
  confirmDisbursementSigning: async (_, { id }, { signing }) => {
    await signing.reportLoanReturn(id, 'signing_complete');
    return signing.borrowerSigned(id);
  },
};
