import { GraphQLError } from 'graphql';
import type { ApiLoanPage } from '../datasources/rest-types.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { selectedFieldNames } from './selected-fields.ts';

/** The Loan fields the API's loan read can send along (GET /loan/{id}?include=…). */
const LOAN_INCLUDES = ['auditTrail', 'bailPhotos', 'borrowerInfo', 'borrowerProfile'] as const;

/** A REST keyset page as a GraphQL connection; the cursors are the API's, passed through. */
export function connectionOf(page: ApiLoanPage) {
  const edges = page.data.map((loan, index) => {
    const cursor = page.cursors[index];
    if (cursor === undefined) throw new GraphQLError('A page came without its cursors');
    return { cursor, node: loan };
  });
  return {
    edges,
    pageInfo: { hasNextPage: page.next !== null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: page.total,
  };
}

export const Query: QueryResolvers = {
  // The one field that asks the API who the caller is. A token the gateway cannot verify is
  // anonymous at once (null); a signed token whose session the API has ended answers the API's
  // UNAUTHENTICATED, so a client that believes it is signed in learns that it is not.
  me: async (_, __, { api, viewer }) => ((await viewer()) ? api.me() : null),
  products: (_, __, { api }) => api.products(),
  // What the loan screen shows beside the loan (the audit trail, the collateral photos, the
  // borrower data) comes in the same call when the operation asks for it: one REST call per loan read.
  loan: async (_, { id }, { api }, info) => {
    const selected = selectedFieldNames(info);
    const include = LOAN_INCLUDES.filter((name) => selected.has(name));
    try {
      return await api.loan(id, include);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'LOAN_NOT_FOUND') return null;
      throw error;
    }
  },
  myLoans: (_, __, { api }) => api.borrowerLoans(),
  loans: async (_, { queue, stage, search, productId, sort, first, after }, { api }) =>
    connectionOf(
      await api.loanQueue({
        queue: queue ?? null,
        stage: stage ?? null,
        search: search ?? null,
        productId: productId ?? null,
        sort: sort ? sort.toLowerCase() : null,
        limit: first ?? 20,
        after: after ?? null,
      }),
    ),
};
