// Reading what the platform sent, as a person reads their inbox.
import type { Queryable } from '../../api/db/db.ts';

export async function lastMessageTo(
  db: Queryable,
  recipient: string,
): Promise<{ subject: string; body: string }> {
  const [message] = await db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  if (!message) throw new Error(`nothing was sent to ${recipient}`);
  return message;
}

export const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';
export const resetTokenIn = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? '';
