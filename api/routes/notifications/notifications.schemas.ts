import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../notify/notify-user.ts';
import { sectionName } from '../profiles/profile.schemas.ts';
import { envelope, errorResponses } from '../shared.schemas.ts';
import { walletKind, walletRefusal } from '../wallets/wallets.schemas.ts';

export const notificationKind = z.enum(NOTIFICATION_KINDS);

const notificationParams = z
  .object({
    loanId: z.number().int().optional().describe('The loan it concerns'),
    productName: z.string().optional(),
    section: sectionName.optional().describe('The profile section it concerns'),
    reason: z.string().optional().describe('The reason staff wrote'),
    walletKind: walletKind.optional(),
    refusal: walletRefusal.optional().describe("The wallet refusal's code"),
    dueDate: z.string().optional().describe("An installment's due date, YYYY-MM-DD"),
    amount: z.string().optional().describe('Rupiah, an exact decimal string'),
    days: z.number().int().optional().describe('Days past due'),
  })
  .describe('What the text of the kind needs');

export const notification = z.object({
  id: z.number().int(),
  kind: notificationKind,
  params: notificationParams,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export const notificationListQuery = z.object({
  after: z.coerce.number().int().positive().optional().describe('The `next` of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationListResponse = {
  200: envelope(
    z.object({
      data: z.array(notification),
      next: z.string().nullable().describe('Pass as `after` for the following page; null: none'),
    }),
  ),
  ...errorResponses,
};

export const unreadCountResponse = {
  200: envelope(z.object({ unread: z.number().int() })),
  ...errorResponses,
};

export const notificationResponse = { 200: envelope(notification), ...errorResponses };

export const markAllReadResponse = {
  200: envelope(z.object({ marked: z.number().int() })),
  ...errorResponses,
};

export const localeBody = z.object({ locale: z.enum(['id', 'en']) });

export const localeResponse = {
  200: envelope(z.object({ locale: z.enum(['id', 'en']) })),
  ...errorResponses,
};
