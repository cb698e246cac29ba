// Staff set the offer's terms (APPROVAL_LOAN_DIR → APPROVED_{product}): the machine takes the
// event and the loan's columns keep the terms, in one transaction. The staff call and the demo
// seed both set offers through here.
import { offerNeedsHistory } from '../../machines/loan/loan.rules.ts';
import type { OfferTerms } from '../../machines/loan/loan.types.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { wibDate } from '../reference/wib-date.ts';
import { applyLoanEvent } from './apply-loan-event.ts';
import { readBorrowerExposure } from './borrower-exposure.ts';

export function setOffer(db: Db, loanId: number, viewer: Viewer, terms: OfferTerms, now: Date) {
  // OJK's per-borrower limit reads the borrower's other loans and the platform's history, in the
  // same transaction as the offer (api/loans/borrower-exposure.ts) — the history only when the
  // offer does not fit the limit that needs none (the platform's month-end figures are costly).
  return applyLoanEvent(
    db,
    loanId,
    viewer,
    async (loan, q) => ({
      type: 'offer.set',
      terms,
      productAdminFee: loan.product_admin_fee,
      exposure: await readBorrowerExposure(q, loan.borrower_id, loan.id, now, (outstanding) =>
        offerNeedsHistory(loan.machine_context, terms, outstanding),
      ),
    }),
    {
      // The window is judged on the product's day (WIB): it may not start before it nor end on it.
      actorFacts: { today: wibDate(now) },
      alsoWrite: async (q, current) => {
        await q.query(
          `UPDATE loans SET funappinterestpercentage = $2, timeperiod = $3, appadminfee = $4,
           funappcfstarttime = $5, funappcfendtime = $6, typepayment = $7
         WHERE id = $1`,
          [
            current.id,
            terms.interestPercent,
            terms.periodDays,
            terms.adminFee,
            terms.fundingStart,
            terms.fundingEnd,
            terms.paymentType,
          ],
        );
      },
    },
  );
}
