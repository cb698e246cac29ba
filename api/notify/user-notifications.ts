// The signed-in user's notifications: their list (newest first, keyset pages), the unread count,
// and marking read. Every query names the owner: another user's notification is not found.
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import type { NotificationKind } from './notify-user.ts';

type NotificationRow = {
  id: number | string;
  kind: NotificationKind;
  params: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
};

export type NotificationView = {
  id: number;
  kind: NotificationKind;
  params: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
};

const viewOf = (row: NotificationRow): NotificationView => ({
  id: Number(row.id),
  kind: row.kind,
  params: row.params,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

const notificationNotFound = () =>
  new AppError(404, 'NOTIFICATION_NOT_FOUND', 'Notification not found');

export async function listNotifications(
  q: Queryable,
  userId: string,
  page: { limit: number; after?: number | undefined },
): Promise<{ notifications: NotificationView[]; next: string | null }> {
  // The cursor is the last notification of the previous page; one of someone else's is no
  // cursor of this user's list and answers an empty page.
  const rows = await q.query<NotificationRow>(
    `SELECT id, kind, params, created_at, read_at FROM notifications n
      WHERE n.user_id = $1
        AND ($2::bigint IS NULL OR (n.created_at, n.id) <
             (SELECT c.created_at, c.id FROM notifications c WHERE c.id = $2 AND c.user_id = $1))
      ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
    [userId, page.after ?? null, page.limit + 1],
  );
  const notifications = rows.slice(0, page.limit).map(viewOf);
  const last = notifications.at(-1);
  return { notifications, next: rows.length > page.limit && last ? String(last.id) : null };
}

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return Number(row?.count ?? 0);
}

export async function markRead(
  q: Queryable,
  userId: string,
  id: number,
  now: Date,
): Promise<NotificationView> {
  const [row] = await q.query<NotificationRow>(
    `UPDATE notifications SET read_at = coalesce(read_at, $3)
      WHERE id = $1 AND user_id = $2
      RETURNING id, kind, params, created_at, read_at`,
    [id, userId, now],
  );
  if (!row) throw notificationNotFound();
  return viewOf(row);
}

export async function markAllRead(q: Queryable, userId: string, now: Date): Promise<number> {
  const rows = await q.query(
    'UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
    [userId, now],
  );
  return rows.length;
}
