// The public disclosure (schema/disclosure.graphql): one REST call, its figures passed through
// as the API computed them, so REST and GraphQL can never disagree.
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export const DisclosureQuery: QueryResolvers = {
  publicDisclosure: (_, __, { disclosure }) => disclosure.disclosure(),
};
