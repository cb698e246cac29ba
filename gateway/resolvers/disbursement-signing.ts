// The borrower's disbursement signing (schema/disbursement-signing.graphql, and Mutation
// confirmDisbursementSigning of schema/loan-application.graphql): each field one or two REST
// calls (datasources/disbursement-signing-api.ts); a refusal reaches the client with the API's
// code (SIGNING_REQUEST_FAILED, AGREEMENT_NOT_SIGNED, …).
import type { MutationResolvers } from '../generated/resolvers-types.ts';

export const DisbursementSigningMutation: MutationResolvers = {
  startDisbursementSigning: async (_, { id, returnUrl }, { disbursementSigning }) => {
    const started = await disbursementSigning.startLoanAgreementSigning(id, returnUrl);
    return started.data;
  },
  reportDisbursementSigningReturn: (_, { id, event }, { disbursementSigning }) =>
    disbursementSigning.reportReturn(id, event),
  // Back with event=signing_complete: the provider's status check confirms the signature first
  // (the document is signed only if the provider completed it), then the loan moves on — one
  // call for the web, which never trusts the return address alone.
  confirmDisbursementSigning: async (_, { id }, { disbursementSigning }) => {
    await disbursementSigning.reportReturn(id, 'signing_complete');
    return disbursementSigning.borrowerSigned(id);
  },
};
