// Lenders' money (schema/money.graphql): balance and mutations from the REST API's ledger
// calls, the demo's simulated VA transfer, and cash-out with its quote.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { ApiMutations } from '../datasources/rest-types.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

async function lenderKind({ viewer }: GatewayContext): Promise<'personal' | 'company'> {
  const me = await viewer();
  if (!me) {
    throw new GraphQLError('Please log in', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return me.isPersonal ? 'personal' : 'company';
}

const connection = (m: ApiMutations) => ({
  from: m.from,
  to: m.to,
  openingBalance: m.openingBalance,
  closingBalance: m.closingBalance,
  totalCredit: m.totalCredit,
  totalDebit: m.totalDebit,
  page: m.page,
  pageSize: m.pageSize,
  totalCount: m.total,
  nodes: m.data,
});

export const MoneyQuery: QueryResolvers = {
  myBalance: async (_, __, context) => context.api.balance(await lenderKind(context)),
  myMutations: async (_, args, { api }) => connection(await api.mutations(null, args)),
  lenderMutations: async (_, { lenderId, ...args }, { api }) =>
    connection(await api.mutations(lenderId, args)),
  cashOutQuote: (_, { amount, rail }, { api }) => api.cashOutQuote(amount, rail ?? null),
  myWithdrawals: (_, __, { api }) => api.myWithdrawals(),
  pendingWithdrawals: (_, __, { api }) => api.pendingWithdrawals(),
};

export const MoneyMutation: MutationResolvers = {
  simulateVaTransfer: async (_, { amount }, context) => {
    await context.api.simulateVaTransfer(amount);
    return context.api.balance(await lenderKind(context));
  },
  cashOut: (_, { amount, rail, idempotencyKey }, { api }) =>
    api.cashOut(amount, rail ?? null, idempotencyKey),
  inquireWithdrawal: (_, { id }, { api }) => api.inquireWithdrawal(id),
};
