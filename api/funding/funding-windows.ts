// The funding window, kept by the platform (issue 17, loan-lifecycle.md): a loan whose offer the
// borrower accepted opens for funding on its funding start (WIB), with its product's minimum
// funding; a loan still not fully funded after its funding end closes — FUNDING_NOT_COMPLETED,
// every lender's hold released back to their active balance by a CANCELLATION entry, then CANCEL —
// and the borrower and each lender are told.
//
// Each loan is one transaction under its row lock, and the machine decides: a second instance
// running the same pass at the same moment waits for the lock, then finds the loan moved on and
// is refused (ILLEGAL_TRANSITION), which the pass skips. The refund entries' idempotency keys
// (one per funding) make a repeated refund impossible even so.

import { entryDescription } from '../../machines/ledger/entry-descriptions.ts';
import { transferLines } from '../../machines/ledger/ledger.rules.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { applyLoanEventIn, PLATFORM_ACTOR } from '../loans/apply-loan-event.ts';
import { loanNoticeParams, notifyUser, notifyUsers } from '../notify/notify-user.ts';
import { wibDate } from '../reference/wib-date.ts';

export type FundingPoll = {
  /** How often the job runs (FUNDING_POLL_SECONDS, default 60). */
  everySeconds: number;
};

type Deps = { db: Db; now: () => Date };

/** A refusal means another instance (or a person) moved the loan first: nothing to do. */
const movedOn = (error: unknown) =>
  error instanceof AppError && (error.status === 409 || error.status === 404);

async function dueLoans(
  db: Db,
  stage: string,
  dateKey: string,
  op: '<=' | '<',
  today: string,
  /** Leave out loans whose funding end has passed (the machine refuses to open them). */
  windowNotOver = false,
) {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM loans
      WHERE machine_state ->> 'stage' = $1 AND (machine_context ->> '${dateKey}') ${op} $2
        ${windowNotOver ? `AND (machine_context ->> 'fundingEnd' IS NULL OR machine_context ->> 'fundingEnd' >= $2)` : ''}
      ORDER BY id LIMIT 200`,
    [stage, today],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Opens every accepted loan whose funding start has come. Returns the ids opened. A loan whose
 * window ended before it opened stays for staff to reject or cancel: the machine refuses to open
 * it (FUNDING_WINDOW_CLOSED), so the pass does not ask again each time, nor let such loans fill
 * its batch.
 */
export async function openDueFunding(deps: Deps): Promise<number[]> {
  const today = wibDate(deps.now());
  const opened: number[] = [];
  const due = await dueLoans(deps.db, 'APPROVED_BORROWER', 'fundingStart', '<=', today, true);
  for (const id of due) {
    try {
      await deps.db.tx((q) => openFunding(q, id, PLATFORM_ACTOR, today));
      opened.push(id);
    } catch (error) {
      if (!movedOn(error)) throw error;
    }
  }
  return opened;
}

/**
 * Opens funding (the platform on the start date, or staff earlier) with the product's minimum,
 * on the product's day `today` (WIB): the machine refuses once the window's end has passed.
 */
export function openFunding(
  q: Queryable,
  loanId: number,
  actor: Parameters<typeof applyLoanEventIn>[2],
  today: string,
) {
  return applyLoanEventIn(
    q,
    loanId,
    actor,
    (loan) => ({ type: 'funding.open', minimumFunding: loan.minimum_funding }),
    { actorFacts: { today } },
  );
}

/** Closes every open loan whose funding end has passed, refunding its lenders. */
export async function closeExpiredFunding(deps: Deps): Promise<number[]> {
  const today = wibDate(deps.now());
  const closed: number[] = [];
  for (const id of await dueLoans(deps.db, 'PROCESS', 'fundingEnd', '<', today)) {
    try {
      await deps.db.tx((q) => closeAndRefund(q, id));
      closed.push(id);
    } catch (error) {
      if (!movedOn(error)) throw error;
    }
  }
  return closed;
}

type HeldFunding = { id: number; lender_id: string; amount_sen: string };

async function closeAndRefund(q: Queryable, loanId: number): Promise<void> {
  const loan = await applyLoanEventIn(q, loanId, PLATFORM_ACTOR, () => ({ type: 'funding.close' }));
  // Under the loan's lock: no funding can join now (the machine refuses loan.fund from here).
  const held = await q.query<HeldFunding>(
    `SELECT id, lender_id, amount_sen::text AS amount_sen FROM loan_fundings
      WHERE loan_id = $1 AND status = 'HELD' ORDER BY id`,
    [loanId],
  );
  for (const funding of held) {
    const posted = await postEntry(q, {
      kind: 'CANCELLATION',
      reference: `loan:${loanId}`,
      description: entryDescription('fundingRefund', { loan: loanId }),
      idempotencyKey: `refund:${funding.id}`,
      lines: transferLines(
        { kind: 'LENDER_ON_HOLD', ownerId: funding.lender_id },
        { kind: 'LENDER_ACTIVE', ownerId: funding.lender_id },
        BigInt(funding.amount_sen),
      ),
    });
    await q.query(
      `UPDATE loan_fundings SET status = 'REFUNDED', refunded_at = now(),
         refund_entry_id = $2::bigint WHERE id = $1`,
      [funding.id, posted.entryId],
    );
  }
  await applyLoanEventIn(q, loanId, PLATFORM_ACTOR, () => ({ type: 'funding.refund' }));
  const loanParams = loanNoticeParams(loan);
  await notifyUser(q, loan.borrower_id, { kind: 'FUNDING_NOT_COMPLETED', params: loanParams });
  await notifyUsers(
    q,
    held.map((funding) => funding.lender_id),
    { kind: 'FUNDING_REFUNDED', params: loanParams },
  );
}

/** One pass of the job: open what is due, close what has expired. */
export async function runFundingWindows(deps: Deps) {
  const opened = await openDueFunding(deps);
  const closed = await closeExpiredFunding(deps);
  return { opened, closed };
}
