// Every e-mail and SMS is first written to the outbox, in the transaction of the change that
// causes it; transports deliver from there. Without a transport for a channel the message
// stays in the outbox, where the demo outbox page lets a local user read it. A message may carry
// `notBefore` (a reminder outside the borrower's sending window, machines/notify/send-window.ts):
// the sender leaves it until the product's clock reaches that time.
import type { Db, Queryable } from '../db/db.ts';

export type Channel = 'email' | 'sms';
export type OutgoingMessage = {
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  /** Not sent before this instant; absent: at once. */
  notBefore?: Date;
};

/** Delivers one message or throws; each outside service has one (SMTP, an SMS gateway). */
export type Transport = (message: OutgoingMessage) => Promise<void>;
export type Transports = Partial<Record<Channel, Transport>>;

export async function enqueue(q: Queryable, message: OutgoingMessage): Promise<void> {
  await enqueueAll(q, [message]);
}

/** Many messages in one statement, in their order. */
export async function enqueueAll(
  q: Queryable,
  messages: readonly OutgoingMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await q.query(
    `INSERT INTO outbox (channel, recipient, subject, body, not_before)
     SELECT m.channel, m.recipient, m.subject, m.body, m.not_before
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
            WITH ORDINALITY AS m(channel, recipient, subject, body, not_before, n)
      ORDER BY m.n`,
    [
      messages.map((m) => m.channel),
      messages.map((m) => m.to),
      messages.map((m) => m.subject),
      messages.map((m) => m.body),
      messages.map((m) => m.notBefore ?? null),
    ],
  );
}

type OutboxRow = { id: number; channel: Channel; recipient: string; subject: string; body: string };

/**
 * Delivers pending messages of the channels that have a transport whose time has come (no
 * `not_before`, or one at or before `now`, the product's time). Rows are claimed with SKIP
 * LOCKED so that any number of API instances can run this side by side.
 */
export async function deliverPending(
  db: Db,
  transports: Transports,
  now: Date,
  batch = 20,
): Promise<number> {
  const channels = Object.keys(transports);
  if (channels.length === 0) return 0;
  return db.tx(async (q) => {
    const rows = await q.query<OutboxRow>(
      `SELECT id, channel, recipient, subject, body FROM outbox
        WHERE delivered_at IS NULL AND channel = ANY($1::text[]) AND delivery_attempts < 5
          AND (not_before IS NULL OR not_before <= $3)
        ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [channels, batch, now],
    );
    for (const row of rows) {
      const transport = transports[row.channel];
      if (!transport) continue;
      try {
        await transport({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          body: row.body,
        });
        await q.query(
          'UPDATE outbox SET delivered_at = now(), delivery_attempts = delivery_attempts + 1 WHERE id = $1',
          [row.id],
        );
      } catch (error) {
        await q.query(
          'UPDATE outbox SET delivery_attempts = delivery_attempts + 1, last_error = $2 WHERE id = $1',
          [row.id, error instanceof Error ? error.message.slice(0, 500) : 'delivery failed'],
        );
      }
    }
    return rows.length;
  });
}

export type OutboxEntry = {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  deliveredAt: string | null;
};

export async function latestMessages(db: Queryable, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.query<OutboxRow & { created_at: Date; delivered_at: Date | null }>(
    'SELECT id, channel, recipient, subject, body, created_at, delivered_at FROM outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    deliveredAt: r.delivered_at?.toISOString() ?? null,
  }));
}

/**
 * Delivers the outbox every few seconds while the process runs, by the product's clock `now`;
 * returns a stop function.
 */
export function startDelivery(
  db: Db,
  transports: Transports,
  now: () => Date,
  everyMs = 2_000,
): () => void {
  if (Object.keys(transports).length === 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverPending(db, transports, now())
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
