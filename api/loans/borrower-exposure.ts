// What OJK's per-borrower limit reads (issue 21; machines/regulation/funding-limits.ts): the
// borrower's outstanding on their other loans and the platform's TWP90 at its last month-ends,
// taken from the public disclosure's own figures (never computed a second way).
//
// Outstanding per borrower: each loan with an offer set and not yet repaid counts its principal —
// the offered value until it is paid out (APPROVED_PRODUCT … DISBURSED: it will be, or is being,
// funded), then the principal not yet repaid (LOAN_PERIOD, REVIEW_PAID). An application in
// review (no offer yet) does not count; its own offer is checked with every other one counted.

import { twp90AtMonthEnds } from '../../machines/disclosure/disclosure.figures.ts';
import { applicationValueLimitText } from '../../machines/loan/loan.limit-texts.ts';
import {
  aboveApplicationValueLimit,
  applicationValueLimitSen,
  type BorrowerExposure,
  type BorrowerLimit,
  borrowerLimit,
} from '../../machines/regulation/funding-limits.ts';
import type { FundingPurpose } from '../../machines/regulation/ojk-limits.ts';
import { fromSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { readDisclosure } from '../disclosure/read-disclosure.ts';
import { AppError } from '../http/errors.ts';
import { wibDate } from '../reference/wib-date.ts';

const OFFERED = [
  'APPROVED_PRODUCT',
  'APPROVAL_BORROWER',
  'APPROVED_BORROWER',
  'PROCESS',
  'FUNDING_COMPLETED',
  'DISBURSEMENT_READY',
  'DISBURSEMENT_READY_BORROWER',
  'DISBURSED',
];
const REPAYING = ['LOAN_PERIOD', 'REVIEW_PAID'];

/** The borrower's outstanding on every loan but `exceptLoanId`, sen. */
export async function borrowerOutstandingSen(
  q: Queryable,
  borrowerId: string,
  exceptLoanId: number | null,
): Promise<bigint> {
  const [row] = await q.query<{ sen: string }>(
    `SELECT (
       coalesce((SELECT sum(round((l.machine_context ->> 'applicationValue')::numeric * 100))
                   FROM loans l
                  WHERE l.borrower_id = $1::uuid AND l.id IS DISTINCT FROM $2::bigint
                    AND l.machine_state ->> 'stage' = ANY($3::text[])), 0)
     + coalesce((SELECT sum(i.principal_sen - i.principal_paid_sen)
                   FROM loans l JOIN loan_installments i ON i.loan_id = l.id
                  WHERE l.borrower_id = $1::uuid AND l.id IS DISTINCT FROM $2::bigint
                    AND l.machine_state ->> 'stage' = ANY($4::text[])), 0)
     )::bigint::text AS sen`,
    [borrowerId, exceptLoanId, OFFERED, REPAYING],
  );
  return BigInt(row?.sen ?? '0');
}

export async function readBorrowerExposure(
  q: Queryable,
  borrowerId: string,
  exceptLoanId: number | null,
  now: Date,
  /**
   * Whether the decision at hand needs the platform's month-end history for this outstanding
   * (absent: always). When it does not, the history is not read and is given as none.
   */
  needsHistory: (otherOutstanding: string) => boolean = () => true,
): Promise<BorrowerExposure> {
  const otherOutstanding = fromSen(await borrowerOutstandingSen(q, borrowerId, exceptLoanId));
  if (!needsHistory(otherOutstanding)) return { otherOutstanding, twp90MonthEnds: [] };
  return {
    otherOutstanding,
    twp90MonthEnds: twp90AtMonthEnds(await readDisclosure(q, now)),
  };
}

/** The limit as the REST body says it: rupiah strings, the row's source, the raised limit's state. */
export function borrowerLimitView(limit: BorrowerLimit, purpose: FundingPurpose) {
  return {
    purpose,
    outstanding: fromSen(limit.outstandingSen),
    limit: limit.limitSen === null ? null : fromSen(limit.limitSen),
    room: limit.roomSen === null ? null : fromSen(limit.roomSen),
    source: limit.rule?.source ?? null,
    raisedLimit: limit.notMet ? limit.notMet.amount : null,
    raisedLimitCondition: limit.notMet?.condition
      ? {
          twp90AtMostPercent: limit.notMet.condition.twp90AtMostPercent,
          monthEnds: limit.notMet.condition.monthEnds,
        }
      : null,
  };
}

/** The borrower's limits for both purposes as of the product's today. */
export async function borrowerLimits(q: Queryable, borrowerId: string, now: Date) {
  const exposure = await readBorrowerExposure(q, borrowerId, null, now);
  const today = wibDate(now);
  return (['PRODUCTIVE', 'CONSUMPTIVE'] as const).map((purpose) =>
    borrowerLimitView(borrowerLimit(exposure, today, purpose), purpose),
  );
}

/**
 * A draft's value (new, or edited by its owner or staff) above OJK's per-borrower limit for its
 * product's purpose today is refused: 400 VALIDATION_FAILED naming genapplicationvalue, in the
 * caller's language with the limit. The limit itself, not the room the borrower's other loans
 * leave: that is checked when staff set the offer (offer.set), when this loan starts to count.
 */
export async function assertApplicationValueWithinLimit(
  q: Queryable,
  applicationValue: string,
  purpose: FundingPurpose,
  now: Date,
): Promise<void> {
  const today = wibDate(now);
  // The platform's history can only raise the limit: read only for a value above the plain one.
  if (!aboveApplicationValueLimit(applicationValue, applicationValueLimitSen(today, purpose))) {
    return;
  }
  const history = twp90AtMonthEnds(await readDisclosure(q, now));
  const limitSen = applicationValueLimitSen(today, purpose, history);
  if (limitSen === null || !aboveApplicationValueLimit(applicationValue, limitSen)) return;
  const text = applicationValueLimitText(limitSen);
  throw new AppError(400, 'VALIDATION_FAILED', text.en, {
    reason: 'APPLICATION_VALUE_ABOVE_LIMIT',
    text,
    textFields: ['genapplicationvalue'],
  });
}
