// The loan's arrears region (loan-lifecycle.md) follows its installments' (issue 19).
import { restoreLoan } from '../../machines/loan/loan.selectors.ts';
import type { Queryable } from '../db/db.ts';
import { applyLoanEventIn, PLATFORM_ACTOR } from '../loans/apply-loan-event.ts';
import { lockLoan } from '../loans/loan-record.ts';

/** The loan's arrears region follows its installments: overdue while any is past due. */
export async function followArrears(q: Queryable, loanId: number) {
  const loan = await lockLoan(q, loanId);
  const snapshot = restoreLoan(loan.machine_state, loan.machine_context);
  const [late] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM loan_installments
      WHERE loan_id = $1 AND paid_at IS NULL AND machine_state -> 'open' ->> 'arrears' <> 'current'`,
    [loanId],
  );
  const overdue = (late?.n ?? 0) > 0;
  const type = overdue ? 'installment.overdue' : 'installment.settled';
  if (snapshot.hasTag('overdue') === overdue) return false;
  if (!snapshot.can({ type, actor: PLATFORM_ACTOR })) return false;
  await applyLoanEventIn(q, loanId, PLATFORM_ACTOR, () => ({ type }), { reread: false });
  return overdue;
}
