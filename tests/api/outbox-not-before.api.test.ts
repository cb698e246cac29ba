// A message may wait for its time (issue 19): a reminder outside the borrower's sending window
// is written with notBefore = nextAllowedSendTime(...), and the sender leaves it in the outbox
// until the product's clock reaches that instant, then delivers it once. Messages without a
// time go at once, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../api/accounts/users.ts';
import type { Db } from '../../api/db/db.ts';
import { notifyUser } from '../../api/notify/notify-user.ts';
import { deliverPending, enqueue, type OutgoingMessage } from '../../api/notify/outbox.ts';
import { NATIONAL_HOLIDAY_DATES } from '../../machines/notify/national-holidays.ts';
import { offsetMinutesOfProvince } from '../../machines/notify/province-time-zones.ts';
import { nextAllowedSendTime } from '../../machines/notify/send-window.ts';
import { openTestDatabase } from '../support/test-database.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** A transport that records what it sent. */
function recorder() {
  const sent: OutgoingMessage[] = [];
  return { sent, transports: { email: async (m: OutgoingMessage) => void sent.push(m) } };
}

const outboxRow = async (subject: string) =>
  (
    await db.query<{
      delivered_at: Date | null;
      not_before: Date | null;
      delivery_attempts: number;
    }>('SELECT delivered_at, not_before, delivery_attempts FROM outbox WHERE subject = $1', [
      subject,
    ])
  )[0];

describe('a message with a time', () => {
  it('waits while its time is ahead, goes once it is due, and only once', async () => {
    // Saturday 28 November 2026, 21:00 in Makassar (WITA): after the window; Sunday is closed,
    // so the reminder waits for Monday 08:00 WITA.
    const now = new Date(Date.parse('2026-11-28T21:00:00+08:00'));
    const notBefore = new Date(
      nextAllowedSendTime(now.getTime(), offsetMinutesOfProvince('73'), NATIONAL_HOLIDAY_DATES),
    );
    expect(notBefore.toISOString()).toBe(new Date('2026-11-30T08:00:00+08:00').toISOString());
    await enqueue(db, {
      channel: 'email',
      to: 'budi@example.test',
      subject: 'Pengingat tagihan',
      body: 'Tagihan Anda jatuh tempo.',
      notBefore,
    });
    await enqueue(db, {
      channel: 'email',
      to: 'budi@example.test',
      subject: 'Kode aktivasi',
      body: '123456',
    });
    const { sent, transports } = recorder();

    await deliverPending(db, transports, now);
    expect(sent.map((m) => m.subject)).toEqual(['Kode aktivasi']);
    expect(await outboxRow('Pengingat tagihan')).toMatchObject({
      delivered_at: null,
      not_before: notBefore,
      delivery_attempts: 0,
    });

    // A minute before its time: still waiting.
    await deliverPending(db, transports, new Date(notBefore.getTime() - 60_000));
    expect(sent.map((m) => m.subject)).toEqual(['Kode aktivasi']);

    // At its time it goes; later passes send nothing again.
    await deliverPending(db, transports, notBefore);
    await deliverPending(db, transports, new Date(notBefore.getTime() + 3_600_000));
    expect(sent.map((m) => m.subject)).toEqual(['Kode aktivasi', 'Pengingat tagihan']);
    const row = await outboxRow('Pengingat tagihan');
    expect(row?.delivered_at).not.toBeNull();
    expect(row?.delivery_attempts).toBe(1);
  });

  it("notifyUser's notBefore holds the e-mail; the in-app notification shows at once", async () => {
    const user = await insertUser(db, {
      email: 'siti.reminder@example.test',
      fullName: 'Siti Aminah',
      role: 'borrower',
      isPersonal: true,
      password: 'Rahasia-123',
    });
    const now = new Date('2026-12-25T03:00:00Z'); // Christmas Day, 10:00 WIB: a holiday
    const notBefore = new Date(nextAllowedSendTime(now.getTime(), 420, NATIONAL_HOLIDAY_DATES));
    expect(notBefore.toISOString()).toBe('2026-12-26T01:00:00.000Z'); // Saturday 08:00 WIB
    await notifyUser(
      db,
      user.id,
      { kind: 'DISBURSED', params: { loanId: 1, productName: 'Modal Usaha' } },
      { notBefore },
    );
    const [notification] = await db.query<{ kind: string }>(
      'SELECT kind FROM notifications WHERE user_id = $1',
      [user.id],
    );
    expect(notification?.kind).toBe('DISBURSED');

    const { sent, transports } = recorder();
    await deliverPending(db, transports, now);
    expect(sent.filter((m) => m.to === user.email)).toEqual([]);
    await deliverPending(db, transports, notBefore);
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });
});
