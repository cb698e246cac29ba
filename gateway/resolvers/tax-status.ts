// The lender's tax status and staff's verification of declarations (schema/tax-status.graphql):
// one REST call per read or change; the REST body is the GraphQL type as it is.
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export const TaxStatusQuery: QueryResolvers = {
  myTaxStatus: (_, __, { taxStatus }) => taxStatus.mine(),
  lenderTaxStatus: (_, { lenderId }, { taxStatus }) => taxStatus.ofLender(lenderId),
  pendingTaxDeclarations: (_, __, { taxStatus }) => taxStatus.pending(),
};

export const TaxStatusMutation: MutationResolvers = {
  setTaxStatus: (_, { input }, { taxStatus }) =>
    taxStatus.set({
      resident: input.resident,
      country: input.country ?? null,
      // Decimal arrives as the client wrote it: a JSON number becomes the API's decimal text.
      treatyPercent: input.treatyPercent == null ? null : String(input.treatyPercent),
      certificateFile: input.certificateFile ?? null,
      certificateValidUntil: input.certificateValidUntil ?? null,
    }),
  approveTaxDeclaration: (_, { id }, { taxStatus }) => taxStatus.decide(id, { approve: true }),
  refuseTaxDeclaration: (_, { id, reason }, { taxStatus }) =>
    taxStatus.decide(id, { approve: false, reason }),
};
