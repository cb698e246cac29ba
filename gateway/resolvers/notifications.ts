// The signed-in user's notifications (schema/notifications.graphql) and the language of their
// e-mails. The API answers only the caller's own; its refusals arrive with the API's code.
import type {
  MutationResolvers,
  NotificationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

const MAX_PAGE = 100;

export const NotificationQuery: QueryResolvers = {
  notifications: async (_, { first, after }, { api }) => {
    const page = await api.notifications({
      limit: Math.min(Math.max(first ?? 20, 1), MAX_PAGE),
      after: after ?? null,
    });
    return { nodes: page.data, nextCursor: page.next };
  },
  unreadNotificationCount: (_, __, { api }) => api.unreadNotificationCount(),
};

export const NotificationMutation: MutationResolvers = {
  markNotificationRead: (_, { id }, { api }) => api.markNotificationRead(id),
  markAllNotificationsRead: (_, __, { api }) => api.markAllNotificationsRead(),
  setLocale: async (_, { locale }, { api }) =>
    (await api.setLocale(locale === 'EN' ? 'en' : 'id')) === 'en' ? 'EN' : 'ID',
};

export const Notification: NotificationResolvers = {
  id: (notification) => String(notification.id),
  read: (notification) => notification.readAt !== null,
  params: (notification) => ({
    ...notification.params,
    loanId: notification.params.loanId === undefined ? null : String(notification.params.loanId),
  }),
};
