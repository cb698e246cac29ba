import type { Queryable } from '../db/db.ts';
import { type LoanRecord, loanSelect } from './loan-record.ts';

export function listBorrowerLoans(db: Queryable, borrowerId: string): Promise<LoanRecord[]> {
  return db.query<LoanRecord>(`${loanSelect} WHERE l.borrower_id = $1 ORDER BY l.id DESC`, [
    borrowerId,
  ]);
}

/**
 * Staff's view of all loans, newest first, by keyset pages (`after` is the last id seen),
 * optionally of one stage of the lifecycle machine (APPROVED_PRODUCT for APPROVED_{product}).
 */
export async function listLoans(
  db: Queryable,
  filter: { stage?: string | undefined; limit: number; after?: number | undefined },
): Promise<{ loans: LoanRecord[]; total: number; hasMore: boolean }> {
  const stage = filter.stage ?? null;
  const loans = await db.query<LoanRecord>(
    `${loanSelect}
      WHERE ($1::text IS NULL OR l.machine_state ->> 'stage' = $1)
        AND ($2::bigint IS NULL OR l.id < $2)
      ORDER BY l.id DESC LIMIT $3`,
    [stage, filter.after ?? null, filter.limit + 1],
  );
  const [count] = await db.query<{ total: number }>(
    "SELECT count(*) AS total FROM loans WHERE ($1::text IS NULL OR machine_state ->> 'stage' = $1)",
    [stage],
  );
  return {
    loans: loans.slice(0, filter.limit),
    total: count?.total ?? 0,
    hasMore: loans.length > filter.limit,
  };
}
