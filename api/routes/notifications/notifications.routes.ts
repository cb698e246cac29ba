// The signed-in user's notifications (api/notify/user-notifications.ts) and the language of
// their e-mails. Only the owner reads or marks a notification: another's answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { setLocale } from '../../notify/notify-user.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../../notify/user-notifications.ts';
import { idParam } from '../shared.schemas.ts';
import {
  localeBody,
  localeResponse,
  markAllReadResponse,
  notificationListQuery,
  notificationListResponse,
  notificationResponse,
  unreadCountResponse,
} from './notifications.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Notifications'];
const signedIn = { roles: ['borrower', 'lender', 'admin'] as const };

export const notificationRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/notifications',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The caller's notifications, newest first, in keyset pages",
          querystring: notificationListQuery,
          response: notificationListResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { notifications, next } = await listNotifications(db, viewer.userId, request.query);
        return { data: { data: notifications, next } };
      },
    );

    app.get(
      '/notifications/unread-count',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "How many of the caller's notifications are unread",
          response: unreadCountResponse,
          ...secured,
        },
      },
      async (request) => ({ data: { unread: await unreadCount(db, viewerOf(request).userId) } }),
    );

    app.put(
      '/notifications/read-all',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Mark every one of the caller's notifications read",
          response: markAllReadResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: { marked: await markAllRead(db, viewerOf(request).userId, deps.now()) },
      }),
    );

    app.put(
      '/notifications/:id/read',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Mark one of the caller’s notifications read (another’s: 404)',
          params: idParam,
          response: notificationResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await markRead(db, viewerOf(request).userId, request.params.id, deps.now()),
      }),
    );

    app.put(
      '/account/locale',
      {
        config: signedIn,
        schema: {
          tags: ['Account'],
          summary: "The language of the caller's e-mails (the language they chose on screen)",
          body: localeBody,
          response: localeResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: { locale: await setLocale(db, viewerOf(request).userId, request.body.locale) },
      }),
    );
  };
