// The borrower accepts the offer: only with an explicit consent to its terms, and the terms as
// agreed (with their repayment schedule) are recorded in the same transaction that moves the
// loan to APPROVED_BORROWER. Without consent nothing changes (400 CONSENT_REQUIRED).
import {
  repaymentSchedule,
  type Schedule,
} from '../../machines/installment/installment.schedule.ts';
import { isZero } from '../../machines/shared/money.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { wibDate } from '../reference/wib-date.ts';
import { applyLoanEvent } from './apply-loan-event.ts';
import type { LoanRecord } from './loan-record.ts';

export const CONSENT_REQUIRED_MESSAGE = 'Tick the box to agree to the offer terms before accepting';

export const consentRequired = () =>
  new AppError(400, 'CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE, {
    fields: { consent: CONSENT_REQUIRED_MESSAGE },
  });

/** The offer's terms as the borrower sees them, and their schedule. */
export function offerOf(loan: LoanRecord) {
  const terms = {
    amount: loan.genapplicationvalue,
    interestPercentPerYear: loan.funappinterestpercentage ?? '',
    periodDays: loan.timeperiod ?? 0,
    paymentType: loan.typepayment ?? loan.type_payment,
    // Spec §9: an admin fee of zero on the loan falls back to the product's.
    adminFee: isZero(loan.appadminfee) ? loan.product_admin_fee : loan.appadminfee,
  };
  return { terms, schedule: repaymentSchedule(terms) };
}

export async function acceptOffer(
  db: Db,
  loanId: number,
  viewer: Viewer,
  consent: boolean | undefined,
  now: Date,
): Promise<LoanRecord> {
  if (consent !== true) throw consentRequired();
  return applyLoanEvent(db, loanId, viewer, () => ({ type: 'offer.accept' }), {
    // The window's end decides whether the offer can still be accepted (machines/loan).
    actorFacts: { today: wibDate(now) },
    alsoWrite: async (q, loan) => {
      const { terms, schedule } = offerOf(loan);
      await q.query(
        `INSERT INTO offer_consents (loan_id, borrower_id, consented_at, application_value,
           interest_percentage, time_period, type_payment, admin_fee, total_interest, total_cost,
           schedule)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
        [
          loan.id,
          viewer.userId,
          now,
          terms.amount,
          terms.interestPercentPerYear,
          terms.periodDays,
          terms.paymentType,
          terms.adminFee,
          schedule.totalInterest,
          schedule.totalCost,
          JSON.stringify(schedule.installments satisfies Schedule['installments']),
        ],
      );
    },
  });
}
