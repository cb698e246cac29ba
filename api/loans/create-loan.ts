// A borrower's new application starts as a DRAFT of the lifecycle machine.
import { startLoan, stateValueOf, statusesOf } from '../../machines/loan/loan.selectors.ts';
import { isZero } from '../../machines/shared/money.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { invalidInput } from '../http/errors.ts';
import { findProduct } from '../products/products.ts';
import { assertMayApply } from '../profiles/profile.ts';
import { copyBorrowerInfo } from './loan-application.ts';
import { findLoan } from './loan-record.ts';

export const MIN_DAYS_BEFORE_REQUIRED_DATE = 14;

export type NewLoan = {
  productId: number;
  applicationValue: string;
  requiredDate: string;
  purpose: string;
  developerId?: number | null;
};

/** The first date a borrower may ask the money for: two weeks from today (spec §5, §9). */
export function earliestRequiredDate(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + MIN_DAYS_BEFORE_REQUIRED_DATE);
  return day.toISOString().slice(0, 10);
}

export function checkLoanData(loan: NewLoan, now: Date): void {
  const fields: Record<string, string> = {};
  if (isZero(loan.applicationValue)) fields.genapplicationvalue = 'value cannot be zero';
  if (loan.requiredDate < earliestRequiredDate(now)) {
    fields.genrequireddate = 'The required date must be at least two weeks from today';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

export async function createLoan(db: Db, viewer: Viewer, loan: NewLoan, now: Date) {
  checkLoanData(loan, now);
  return db.tx(async (q) => {
    // Spec §1, §6: complete, submitted data and a submitted survey before applying.
    await assertMayApply(q, viewer);
    const product = await findProduct(q, loan.productId);
    const snapshot = startLoan({
      borrowerId: viewer.userId,
      productCode: product.code,
      applicationValue: loan.applicationValue,
      lowRiskInterest: product.low_risk_interest,
      highRiskInterest: product.high_risk_interest,
    });
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO loans (borrower_id, product_id, developer_id, genapplicationvalue,
         genrequireddate, genpurpose, machine_state, machine_context)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING id`,
      [
        viewer.userId,
        product.id,
        product.is_property ? (loan.developerId ?? null) : null,
        loan.applicationValue,
        loan.requiredDate,
        loan.purpose,
        JSON.stringify(stateValueOf(snapshot)),
        JSON.stringify(snapshot.context),
      ],
    );
    if (!row) throw new Error('insert returned no row');
    await copyBorrowerInfo(q, row.id, viewer);
    await q.query(
      `INSERT INTO loan_events (loan_id, event, from_stage, to_stage, actor_id, actor_role)
       VALUES ($1, 'loan.create', NULL, $2, $3, $4)`,
      [row.id, statusesOf(snapshot).submissionstage, viewer.userId, viewer.role],
    );
    return findLoan(q, row.id);
  });
}
