// A loan's audit trail: the append-only rows that applyLoanEvent writes with every stage change
// (and createLoan with the first). Staff read every entry; the borrower the entries meant for
// them.
//
// Decision (the spec is silent): the borrower does not see the internal credit process — the
// collateral, credit and director approvals and the setting of the offer terms — nor who on the
// staff did anything (a staff entry shows the role only). They do see every other stage change of
// their loan, with its reason: above all the reason a loan was rejected or cancelled.
import type { Viewer } from '../accounts/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { type ChangeView, changeViews, type FieldChange } from './loan-changes.ts';

export const INTERNAL_EVENTS: readonly string[] = [
  'bail.approve',
  'loan.approveCredit',
  'loan.approveDirector',
  'offer.set',
];

export type AuditEntry = {
  id: number;
  event: string;
  fromStage: string | null;
  toStage: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  reason: string | null;
  at: string;
  /** What an edit of the application changed, field by field, with words (issue 15). */
  changes: ChangeView[];
};

type Row = {
  id: number;
  event: string;
  from_stage: string | null;
  to_stage: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string;
  reason: string | null;
  changes: FieldChange[] | null;
  created_at: Date;
};

/** The trail oldest first, as this viewer may see it (the caller has checked read access). */
export async function auditTrail(
  db: Queryable,
  loanId: number,
  viewer: Viewer,
): Promise<AuditEntry[]> {
  const rows = await db.query<Row>(
    `SELECT e.id, e.event, e.from_stage, e.to_stage, e.actor_id, u.full_name AS actor_name,
            e.actor_role, e.reason, e.changes, e.created_at
       FROM loan_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.loan_id = $1
      ORDER BY e.id`,
    [loanId],
  );
  const staff = viewer.role === 'admin';
  const shownRows = rows.filter((row) => staff || !INTERNAL_EVENTS.includes(row.event));
  const changes = await changeViews(
    db,
    shownRows.map((row) => row.changes ?? []),
  );
  return shownRows.map((row, index) => {
    const shown = staff || row.actor_id === viewer.userId;
    return {
      id: row.id,
      event: row.event,
      fromStage: row.from_stage,
      toStage: row.to_stage,
      actorId: shown ? row.actor_id : null,
      actorName: shown ? row.actor_name : null,
      actorRole: row.actor_role,
      reason: row.reason,
      at: new Date(row.created_at).toISOString(),
      changes: changes[index] ?? [],
    };
  });
}
