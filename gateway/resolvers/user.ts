import type { Role, UserResolvers } from '../generated/resolvers-types.ts';

const ROLES = { borrower: 'BORROWER', lender: 'LENDER', admin: 'ADMIN' } as const satisfies Record<
  string,
  Role
>;

export const User: UserResolvers = {
  role: (user) => ROLES[user.role],
};
