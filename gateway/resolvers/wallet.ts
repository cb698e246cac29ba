// Lender wallets (schema/wallet.graphql): the REST API's wallet calls, and the actions each
// viewer may take now, computed by the lender-account machine from the wallet's stored state —
// the same machine the API obeys.
import { lenderAccountMachine } from '../../machines/lender-account/lender-account.machine.ts';
import { walletActions } from '../../machines/lender-account/lender-account.selectors.ts';
import type {
  LenderWalletResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

export const LenderWallet: LenderWalletResolvers = {
  lender: (wallet) => ({
    id: wallet.lenderId,
    fullName: wallet.lenderName,
    email: wallet.lenderEmail,
    isPersonal: wallet.lenderType === 'personal',
  }),
  updatedAt: (wallet) => wallet.updatedAt,
  availableActions: async (wallet, _, { viewer }) => {
    const user = await viewer();
    if (!user) return [];
    const snapshot = lenderAccountMachine.resolveState(wallet.lifecycle);
    return walletActions(snapshot, { userId: user.id, role: user.role });
  },
};

export const WalletQuery: QueryResolvers = {
  myWallet: (_, __, { api }) => api.myWallet(),
  lenderWallets: (_, { state }, { api }) => api.lenderWallets(state ?? null),
  lenderWallet: (_, { lenderId }, { api }) => api.lenderWallet(lenderId),
};

export const WalletMutation: MutationResolvers = {
  requestWallet: (_, { kind }, { api }) => api.requestWallet(kind),
  retryWallet: (_, __, { api }) => api.retryWallet(),
  requestWalletFor: (_, { lenderId, kind }, { api }) =>
    api.walletFor(lenderId, { path: 'request', body: { kind } }),
  recordCorporateRdl: (_, { lenderId, accountNumber, cifNumber }, { api }) =>
    api.walletFor(lenderId, { path: 'corporate-rdl', body: { accountNumber, cifNumber } }),
  retryWalletFor: (_, { lenderId }, { api }) => api.walletFor(lenderId, { path: 'retry' }),
  approveWallet: (_, { lenderId }, { api }) => api.walletFor(lenderId, { path: 'approve' }),
  refuseWallet: (_, { lenderId, reason }, { api }) =>
    api.walletFor(lenderId, { path: 'refuse', body: { reason } }),
};
