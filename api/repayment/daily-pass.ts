// The repayment's daily job (issue 19): every installment past its due date is told the day
// (`clock.tick`), so its late charge accrues and its arrears move (overdue, over 90 days); the
// loan's arrears region follows (installment.overdue / installment.settled); a billing asks the
// new amount, and one whose bank's answer was lost is asked again; every paid loan is sent the day, and the loan machine closes it once its settling
// period is over.
//
// Safe to run twice the same day, or in several API instances at once: each installment is
// taken under its loan's and its own row lock, the day's count is a row keyed by installment
// and day (installment_late_charges), and the machine refuses a day it already counted. The
// day's charge enters the journal in the same transaction (late-charges.ts), keyed by
// installment and day too; the row stays as the day's claim (a day that adds nothing — the
// amount due paid, charges only left — has a row but no entry: a journal line is never zero).
import { whyNotInstallment } from '../../machines/installment/installment.selectors.ts';
import { toSen } from '../../machines/shared/money.ts';
import { AppError } from '../http/errors.ts';
import { applyLoanEventIn, PLATFORM_ACTOR } from '../loans/apply-loan-event.ts';
import { wibDate } from '../reference/wib-date.ts';
import { followArrears } from './arrears.ts';
import { findInstallment, refreshLoanDates, restoreInstallment } from './installments.ts';
import { accrueLateCharge, lateChargeRoom } from './late-charges.ts';
import {
  bankStillUnsure,
  type RepaymentDeps,
  resyncUnconfirmedBillings,
  stepInstallment,
  syncBilling,
} from './payments.ts';
import { sendReminders } from './reminders.ts';

export type PassResult = {
  charged: number;
  overdueLoans: number;
  /** Billings whose lost answer the bank answered this time (resyncUnconfirmedBillings). */
  billingsConfirmed: number;
  closed: number;
  reminded: number;
};

export async function repaymentPass(deps: RepaymentDeps): Promise<PassResult> {
  const today = wibDate(deps.now());
  const due = await deps.db.query<{ id: string; loan_id: string }>(
    `SELECT id::text AS id, loan_id::text AS loan_id FROM loan_installments
      WHERE paid_at IS NULL AND due_date < $1::date
        AND coalesce(machine_context ->> 'chargedThrough', '') < $1::text
      ORDER BY loan_id, number`,
    [today],
  );
  let charged = 0;
  let overdueLoans = 0;
  const billed: number[] = [];
  for (const item of due) {
    const counted = await deps.db
      .tx(async (q) => {
        await q.query('SELECT 1 FROM loans WHERE id = $1 FOR NO KEY UPDATE', [item.loan_id]);
        const row = await findInstallment(q, Number(item.id), true);
        const snapshot = restoreInstallment(row);
        // Under OJK's cap on all benefit and charges (100% of the principal): what is left.
        const tick = {
          type: 'clock.tick',
          today,
          lateChargeRoom: await lateChargeRoom(q, item.loan_id),
        } as const;
        if (whyNotInstallment(snapshot, tick)) return false;
        const after = await stepInstallment(q, row, tick, deps.now());
        const added = toSen(after.context.lateCharge) - toSen(snapshot.context.lateCharge);
        const [claimed] = await q.query(
          `INSERT INTO installment_late_charges (installment_id, through_day, amount_sen)
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
          [row.id, today, added.toString()],
        );
        // Another instance counted this day first: roll this count back.
        if (!claimed) throw new SameDay();
        // The day's charge is owed from today: in the journal with the row that counts it.
        await accrueLateCharge(q, row, `day:${today}`, added, deps.now());
        await refreshLoanDates(q, item.loan_id);
        if (await followArrears(q, Number(item.loan_id))) overdueLoans += 1;
        if (row.billing_trx_id) billed.push(Number(row.id));
        return true;
      })
      .catch((error) => {
        if (error instanceof SameDay) return false;
        throw error;
      });
    if (counted) charged += 1;
  }
  for (const id of billed) await syncBilling(deps, id).catch(bankStillUnsure);
  // A billing whose answer was lost is asked about again at every pass, under its trx_id.
  const billingsConfirmed = await resyncUnconfirmedBillings(deps);
  const closed = await closeSettled(deps, today);
  const reminded = await deps.db.tx((q) => sendReminders(q, deps, today));
  return { charged, overdueLoans, billingsConfirmed, closed, reminded };
}

class SameDay extends Error {}

/**
 * Every paid loan is told the day, with the day it was repaid and the settling period: the loan
 * machine closes it once the period is over and refuses before (loan.rules.ts `settlingOver`).
 */
async function closeSettled(deps: RepaymentDeps, today: string): Promise<number> {
  const paid = await deps.db.query<{ id: string; repaid: string | null }>(
    `SELECT id::text AS id, to_char(repaymentduedate, 'YYYY-MM-DD') AS repaid FROM loans
      WHERE machine_state ->> 'stage' = 'PAID'`,
  );
  const { settlingDays } = deps.repayment;
  let closed = 0;
  for (const loan of paid) {
    const settling = { today, repaidOn: loan.repaid, settlingDays };
    const done = await deps.db
      .tx((q) =>
        applyLoanEventIn(
          q,
          Number(loan.id),
          PLATFORM_ACTOR,
          () => ({ type: 'loan.close', settling }),
          {
            reason: `settled ${settlingDays} days after ${loan.repaid}`,
            reread: false,
          },
        ),
      )
      .then(
        () => true,
        // Too early (the machine refuses), or staff or another instance closed it meanwhile.
        (error) => {
          if (error instanceof AppError && error.status === 409) return false;
          throw error;
        },
      );
    if (done) closed += 1;
  }
  return closed;
}
