// Lender wallets (schema/wallet.graphql): the REST API's wallet calls. The actions the viewer may
// take now come with each wallet: the lender-account machine's answer, asked by the API for the
// caller it authenticated.
import { topUpInstructions } from '../../machines/top-up/top-up-instructions.ts';
import type {
  LenderWalletResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { reviewOf } from './applicant-review.ts';

export const LenderWallet: LenderWalletResolvers = {
  lender: (wallet) => ({
    id: wallet.lenderId,
    fullName: wallet.lenderName,
    email: wallet.lenderEmail,
    isPersonal: wallet.lenderType === 'personal',
  }),
  updatedAt: (wallet) => wallet.updatedAt,
  // The API answers staff only (403 FORBIDDEN otherwise); asked only when a query selects it.
  lenderData: async (wallet, _, { api }) => reviewOf(await api.applicantReview(wallet.lenderId)),
  availableActions: (wallet) => wallet.availableActions,
  topUpInstructions: (wallet) =>
    wallet.kind === 'VA' && wallet.state === 'approved' && wallet.accountNumber
      ? topUpInstructions(wallet.accountNumber, wallet.bankCode)
      : null,
};

export const WalletQuery: QueryResolvers = {
  myWallet: (_, __, { api }) => api.myWallet(),
  lenderWallets: (_, { state }, { api }) => api.lenderWallets(state ?? null),
  lenderWallet: (_, { lenderId }, { api }) => api.lenderWallet(lenderId),
};

export const WalletMutation: MutationResolvers = {
  requestWallet: (_, { kind, consent }, { api }) => api.requestWallet(kind, consent ?? false),
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
