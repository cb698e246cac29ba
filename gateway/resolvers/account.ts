// Account fields of Query and Mutation (schema/account.graphql): thin calls to the REST API's
// account routes. The API decides; its refusals arrive as GraphQL errors with the API's code.
import { GraphQLError } from 'graphql';
import type { ApiOutboxMessage } from '../datasources/rest-types.ts';
import type {
  MessageChannel,
  MutationResolvers,
  OutboxMessage,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

const messageChannel = (channel: 'sms' | 'email'): MessageChannel =>
  channel === 'sms' ? 'SMS' : 'EMAIL';

const outboxMessage = (message: ApiOutboxMessage): OutboxMessage => ({
  id: String(message.id),
  channel: messageChannel(message.channel),
  recipient: message.recipient,
  subject: message.subject,
  body: message.body,
  createdAt: message.createdAt,
  deliveredAt: message.deliveredAt,
});

export const AccountQuery: QueryResolvers = {
  passwordAge: (_, __, { api }) => api.passwordAge(),
  demoOutbox: async (_, __, { api }) => {
    try {
      return (await api.demoOutbox()).map(outboxMessage);
    } catch (error) {
      // Outside demo mode the API has no such path; say so without naming its URL.
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
        throw new GraphQLError('The demo outbox exists only in demo mode', {
          extensions: { code: 'NOT_FOUND', http: { status: 404 } },
        });
      }
      throw error;
    }
  },
};

export const AccountMutation: MutationResolvers = {
  register: (_, { input }, { api }) =>
    api.register({
      email: input.email,
      phone: input.phone,
      fullName: input.fullName,
      password: input.password,
      confirmPassword: input.confirmPassword,
      role: input.role === 'LENDER' ? 'lender' : 'borrower',
      isPersonal: input.isPersonal,
      // The API accepts only `true` and refuses anything else with its own field message.
      termsAccepted: input.termsAccepted as true,
      ...(input.referralCode?.trim() ? { referralCode: input.referralCode } : {}),
    }),
  activateAccount: async (_, { email, code }, { api }) => {
    await api.activate(email, code);
    return true;
  },
  resendActivationCode: async (_, { email }, { api }) => {
    await api.resendActivation(email);
    return true;
  },
  forgotPassword: async (_, { email }, { api }) => {
    await api.forgotPassword(email);
    return true;
  },
  resetPassword: async (_, { token, newPassword, confirmPassword }, { api }) => {
    await api.resetPassword({
      token,
      new_password: newPassword,
      confirm_password: confirmPassword,
    });
    return true;
  },
  changePassword: async (_, { oldPassword, newPassword, confirmPassword }, { api }) => {
    await api.changePassword({
      old_password: oldPassword,
      new_password: newPassword,
      confirm_password: confirmPassword,
    });
    return true;
  },
  logout: (_, __, { api }) => api.logout(),
  unsubscribe: async (_, { email, password }, { api }) => {
    await api.unsubscribe(email, password);
    return true;
  },
  unsubscribeMe: async (_, __, { api }) => {
    await api.unsubscribeMe();
    return true;
  },
  subscribeMe: async (_, __, { api }) => {
    await api.subscribeMe();
    return true;
  },
  requestOtp: async (_, { channel }, { api }) => {
    const sent = await api.requestOtp(channel === 'SMS' ? 'sms' : 'email');
    return { ...sent, channel: messageChannel(sent.channel) };
  },
  verifyOtp: async (_, { code }, { api }) => {
    const verified = await api.verifyOtp(code);
    return {
      otpToken: verified.otpToken,
      channel: verified.channel === null ? null : messageChannel(verified.channel),
    };
  },
  confirmOtp: async (_, { otpToken }, { api }) => {
    const confirmed = await api.confirmOtp(otpToken);
    return { confirmed: confirmed.confirmed, channel: messageChannel(confirmed.channel) };
  },
};
