// A borrower's new application starts as a DRAFT of the lifecycle machine.
import { earliestRequiredDate } from '../../machines/application-form/application-form.rules.ts';
import { startLoan, stateValueOf, statusesOf } from '../../machines/loan/loan.selectors.ts';
import { isZero } from '../../machines/shared/money.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidInput } from '../http/errors.ts';
import { findProduct, type ProductRecord } from '../products/products.ts';
import { assertMayApply } from '../profiles/profile.ts';
import { wibDate } from '../reference/wib-date.ts';
import { assertApplicationValueWithinLimit } from './borrower-exposure.ts';
import { copyBorrowerInfo } from './loan-application.ts';
import { findLoan } from './loan-record.ts';

export type NewLoan = {
  productId: number;
  applicationValue: string;
  requiredDate: string;
  purpose: string;
  developerId?: number | null;
};

export function checkLoanData(loan: NewLoan, now: Date): void {
  const fields: Record<string, string> = {};
  if (isZero(loan.applicationValue)) fields.genapplicationvalue = 'value cannot be zero';
  // Two weeks from the product's day in WIB (spec §5, §9): the application form's own rule.
  const earliest = earliestRequiredDate(wibDate(now));
  if (earliest === null || loan.requiredDate < earliest) {
    fields.genrequireddate = 'The required date must be at least two weeks from today';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

/**
 * The product and developer a body names, read before anything is written: an unknown one is the
 * body's mistake (400 naming the field), never a foreign-key failure of the insert. The
 * developer belongs to the property product only; another product keeps none.
 */
export async function productAndDeveloperOf(
  q: Queryable,
  loan: Pick<NewLoan, 'productId' | 'developerId'>,
): Promise<{ product: ProductRecord; developerId: number | null }> {
  const product = await findProduct(q, loan.productId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(400, 'PRODUCT_NOT_FOUND', 'Error fetching product', {
        fields: { productid: 'No such product' },
      });
    }
    throw error;
  });
  const developerId = product.is_property ? (loan.developerId ?? null) : null;
  if (developerId !== null) {
    const [known] = await q.query('SELECT 1 FROM developers WHERE id = $1', [developerId]);
    if (!known) {
      throw new AppError(400, 'DEVELOPER_NOT_FOUND', 'Developer not found', {
        fields: { developerid: 'No such developer' },
      });
    }
  }
  return { product, developerId };
}

export async function createLoan(db: Db, viewer: Viewer, loan: NewLoan, now: Date) {
  checkLoanData(loan, now);
  return db.tx(async (q) => {
    // Spec §1, §6: complete, submitted data and a submitted survey before applying.
    await assertMayApply(q, viewer);
    const { product, developerId } = await productAndDeveloperOf(q, loan);
    await assertApplicationValueWithinLimit(q, loan.applicationValue, product.purpose, now);
    const snapshot = startLoan({
      borrowerId: viewer.userId,
      productCode: product.code,
      applicationValue: loan.applicationValue,
      lowRiskInterest: product.low_risk_interest,
      highRiskInterest: product.high_risk_interest,
      purpose: product.purpose,
    });
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO loans (borrower_id, product_id, developer_id, genapplicationvalue,
         genrequireddate, genpurpose, machine_state, machine_context)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING id`,
      [
        viewer.userId,
        product.id,
        developerId,
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
