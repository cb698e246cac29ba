import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

/** Opaque cursors over the API's keyset pages. */
export const cursorOf = (id: number) => Buffer.from(`loan:${id}`).toString('base64url');
const idOfCursor = (cursor: string) => {
  const match = /^loan:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1])
    throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
  return match[1];
};

export const Query: QueryResolvers = {
  me: (_, __, { viewer }) => viewer(),
  products: (_, __, { api }) => api.products(),
  loan: async (_, { id }, { api }) => {
    try {
      return await api.loan(id);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'LOAN_NOT_FOUND') return null;
      throw error;
    }
  },
  myLoans: (_, __, { api }) => api.borrowerLoans(),
  loans: async (_, { stage, first, after }, { api }) => {
    const page = await api.loans({
      stage: stage ?? null,
      limit: first ?? 20,
      after: after ? idOfCursor(after) : null,
    });
    const edges = page.data.map((loan) => ({ cursor: cursorOf(loan.id), node: loan }));
    return {
      edges,
      pageInfo: { hasNextPage: page.next !== null, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: page.total,
    };
  },
};
