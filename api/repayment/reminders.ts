// The borrower's reminders (issue 19): once when a bill is due within the settings' days, then
// every 7 days while it is late. Each e-mail waits for the borrower's sending window (08:00–20:00
// in the time zone of their province, Monday to Saturday, not on national holidays:
// machines/notify/send-window.ts); the in-app notification shows at once.

import { owed } from '../../machines/installment/installment.selectors.ts';
import { NATIONAL_HOLIDAY_DATES } from '../../machines/notify/national-holidays.ts';
import { offsetMinutesOfProvince } from '../../machines/notify/province-time-zones.ts';
import { nextAllowedSendTime } from '../../machines/notify/send-window.ts';
import type { Queryable } from '../db/db.ts';
import { loanNoticeParams, notifyUser } from '../notify/notify-user.ts';
import { INSTALLMENT_SELECT, type InstallmentRow, restoreInstallment } from './installments.ts';
import type { RepaymentDeps } from './payments.ts';

/** Days between reminders of a late bill. */
export const OVERDUE_REMINDER_EVERY_DAYS = 7;

type Due = InstallmentRow & {
  borrower_id: string;
  product_name: string;
  product_name_en: string | null;
  province: string | null;
  days_to_due: number;
};

/** When a message to this borrower may go out, from now. */
export function sendTimeFor(now: Date, province: string | null): Date {
  return new Date(
    nextAllowedSendTime(now.getTime(), offsetMinutesOfProvince(province), NATIONAL_HOLIDAY_DATES),
  );
}

export async function sendReminders(
  q: Queryable,
  deps: RepaymentDeps,
  today: string,
): Promise<number> {
  const rows = await q.query<Due>(
    `SELECT i.*, l.borrower_id, p.product_name, p.product_name_en, ($1::date - i.due_date::date) * -1 AS days_to_due,
            (SELECT s.data ->> 'province' FROM profile_sections s
              WHERE s.user_id = l.borrower_id
                AND s.section IN ('addressMailing', 'addressKtp', 'companyAddress')
              ORDER BY s.section = 'addressMailing' DESC LIMIT 1) AS province
       FROM (${INSTALLMENT_SELECT}) i
       JOIN loans l ON l.id = i.loan_id::bigint JOIN products p ON p.id = l.product_id
      WHERE i.paid_at IS NULL
        AND i.due_date::date <= $1::date + $2::integer`,
    [today, deps.repayment.remindDaysBefore],
  );
  let sent = 0;
  for (const row of rows) {
    const snapshot = restoreInstallment(row);
    if (!snapshot.hasTag('canPay')) continue;
    const params = {
      ...loanNoticeParams({ ...row, id: row.loan_id }),
      dueDate: row.due_date,
      amount: owed(snapshot),
    };
    const notBefore = sendTimeFor(deps.now(), row.province);
    if (row.days_to_due >= 0) {
      const [claimed] = await q.query(
        `UPDATE loan_installments SET reminded_due_on = $2
          WHERE id = $1 AND reminded_due_on IS NULL RETURNING 1`,
        [row.id, today],
      );
      if (!claimed) continue;
      await notifyUser(q, row.borrower_id, { kind: 'INSTALLMENT_DUE_SOON', params }, { notBefore });
      sent += 1;
      continue;
    }
    const days = -row.days_to_due;
    const [claimed] = await q.query(
      `UPDATE loan_installments SET reminded_overdue_days = $2
        WHERE id = $1 AND (reminded_overdue_days IS NULL OR reminded_overdue_days + $3 <= $2)
        RETURNING 1`,
      [row.id, days, OVERDUE_REMINDER_EVERY_DAYS],
    );
    if (!claimed) continue;
    await notifyUser(
      q,
      row.borrower_id,
      { kind: 'INSTALLMENT_OVERDUE', params: { ...params, days } },
      { notBefore },
    );
    sent += 1;
  }
  return sent;
}
