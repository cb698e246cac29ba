// Which document a signing request is about (spec §7, POST /sign/lender in its three forms): a
// lender's investment agreement for one of their own fundings, the borrower's loan agreement of
// their loan once it is ready for disbursement, or the lender's general agreement.
import { decideLoanEvent, restoreLoan } from '../../machines/loan/loan.selectors.ts';
import type { LoanStateValue } from '../../machines/loan/loan.types.ts';
import { toSen } from '../../machines/shared/money.ts';
import { whyNotInvestmentSigning } from '../../machines/signature/investment-agreement.rules.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { AgreementRef } from '../agreements/agreement.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { assertMayRead, findLoan } from '../loans/loan-record.ts';
import { currentDocument } from './signing-service.ts';

const fundingNotFound = () =>
  new AppError(404, 'FUNDING_NOT_FOUND', 'No such funding of yours', {
    fields: { fundingid: 'No such funding of yours' },
  });

/**
 * The lender's investment agreement for one of their fundings: by its id, or by its loan and
 * amount (the newest of the lender's fundings of that amount in that loan, not refunded). Only
 * when the investment-agreement rule allows it now (machines/signature/
 * investment-agreement.rules.ts, the rule the web's button asks): 409 with the rule's reason
 * code otherwise (FUNDING_STILL_OPEN while the loan's funding is open, …), nothing changed.
 */
export async function investmentRef(
  q: Queryable,
  viewer: Viewer,
  by: { fundingId: number } | { loanId: number; amount: string },
): Promise<AgreementRef> {
  type Piece = {
    id: string;
    loan_id: string;
    status: string;
    loan_state: LoanStateValue;
    auto_lent: boolean;
  };
  const select = `SELECT f.id, f.loan_id, f.status, l.machine_state AS loan_state,
        EXISTS (SELECT 1 FROM auto_lend_actions a WHERE a.funding_id = f.id) AS auto_lent
      FROM loan_fundings f JOIN loans l ON l.id = f.loan_id`;
  const [funding] =
    'fundingId' in by
      ? await q.query<Piece>(`${select} WHERE f.id = $1 AND f.lender_id = $2`, [
          by.fundingId,
          viewer.userId,
        ])
      : await q.query<Piece>(
          `${select}
            WHERE f.loan_id = $1 AND f.lender_id = $2 AND f.amount_sen = $3
              AND f.status <> 'REFUNDED'
            ORDER BY f.id DESC LIMIT 1`,
          [by.loanId, viewer.userId, toSen(by.amount).toString()],
        );
  if (!funding) throw fundingNotFound();
  const ref: AgreementRef = {
    kind: 'INVESTMENT_AGREEMENT',
    signerId: viewer.userId,
    loanId: Number(funding.loan_id),
    fundingId: Number(funding.id),
  };
  const document = await currentDocument(q, ref);
  const refused = whyNotInvestmentSigning({
    loanStage: funding.loan_state.stage,
    fundingStatus: funding.status,
    autoLent: funding.auto_lent,
    document: document
      ? { state: document.state, signed: document.signed, canStart: document.canStart }
      : null,
  });
  if (refused) {
    throw new AppError(409, refused.code, refused.text.en, {
      reason: refused.code,
      text: refused.text,
    });
  }
  return ref;
}

/**
 * The borrower's loan agreement, signed before disbursement: only while the loan machine offers
 * the borrower `disbursement.sign` (DISBURSEMENT_READY; 409 DISBURSEMENT_NOT_READY otherwise,
 * carrying the machine's reason).
 */
export async function loanAgreementRef(
  q: Queryable,
  viewer: Viewer,
  loanId: number,
): Promise<AgreementRef> {
  const loan = await findLoan(q, loanId);
  assertMayRead(loan, viewer);
  const actor = { userId: viewer.userId, role: viewer.role };
  const decision = decideLoanEvent(
    restoreLoan(loan.machine_state, loan.machine_context),
    actor,
    'disbursement.sign',
  );
  if (!decision.allowed) {
    throw new AppError(
      409,
      'DISBURSEMENT_NOT_READY',
      'The loan agreement can be signed once the loan is ready for disbursement',
      {
        reason: decision.reason?.code,
        text: {
          id: 'Perjanjian pinjaman dapat ditandatangani setelah pinjaman siap dicairkan',
          en: 'The loan agreement can be signed once the loan is ready for disbursement',
        },
      },
    );
  }
  return { kind: 'LOAN_AGREEMENT', signerId: viewer.userId, loanId, fundingId: null };
}

export const lenderAgreementRef = (viewer: Viewer): AgreementRef => ({
  kind: 'LENDER_AGREEMENT',
  signerId: viewer.userId,
  loanId: null,
  fundingId: null,
});
