// A staff route about one lender answers 404 LENDER_NOT_FOUND for an id that is no lender's (not a
// user id, a borrower's or staff's) before it reads or writes anything of theirs.
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

export const lenderNotFound = () => new AppError(404, 'LENDER_NOT_FOUND', 'Lender not found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws LENDER_NOT_FOUND unless `lenderId` is a lender's user id. */
export async function assertLender(q: Queryable, lenderId: string): Promise<void> {
  if (!UUID.test(lenderId)) throw lenderNotFound();
  const [row] = await q.query("SELECT 1 FROM users WHERE id = $1 AND role = 'lender'", [lenderId]);
  if (!row) throw lenderNotFound();
}
