// Reading a loan: the row with its product and borrower, and its REST view (keys lower-cased,
// spec §3), whose three statuses are projections of the lifecycle machine's state.

import {
  disbursementLabel,
  disbursementStateOf,
  payoutAmount,
  restoreDisbursement,
  withDisbursementApproval,
} from '../../machines/disbursement/disbursement.selectors.ts';
import type {
  DisbursementContext,
  DisbursementStateName,
} from '../../machines/disbursement/disbursement.types.ts';
import { availableActions, restoreLoan, statusesOf } from '../../machines/loan/loan.selectors.ts';
import type { LoanContext, LoanStateValue } from '../../machines/loan/loan.types.ts';
import type { FundingPurpose } from '../../machines/regulation/ojk-limits.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { isZero } from '../../machines/shared/money.ts';
import { gradeOf, isRiskRating } from '../../machines/shared/risk-rating.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, loanNotFound } from '../http/errors.ts';

export type LoanRecord = {
  id: number;
  borrower_id: string;
  borrower_name: string;
  borrower_is_personal: boolean;
  product_id: number;
  product_code: string;
  product_name: string;
  product_name_en: string | null;
  product_admin_fee: string;
  low_risk_interest: string;
  high_risk_interest: string;
  type_payment: 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON';
  is_property: boolean;
  is_flow: boolean;
  product_purpose: FundingPurpose;
  /** The product's minimum funding (issue 17), rupiah. */
  minimum_funding: string;
  developer_id: number | null;
  genapplicationvalue: string;
  genrequireddate: string;
  genpurpose: string;
  genpaymentoptions: string;
  timeperiod: number | null;
  appadminfee: string;
  typepayment: 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON' | null;
  funappinterestpercentage: string | null;
  funappcfstarttime: string | null;
  funappcfendtime: string | null;
  installmentduedate: string | null;
  duedate: string | null;
  totalpartialpaid: string;
  totallatecharge: string;
  repaymentduedate: string | null;
  bailtype: string | null;
  bailcertificatetype: string | null;
  bailcertificatenumber: string | null;
  bailcertificatefile: string | null;
  bailcertificate: string | null;
  bailestimatedvalue: string | null;
  pbbdocumentfile: string | null;
  imbdocumentfile: string | null;
  bailsurfacearea: string | null;
  bailbuildingarea: string | null;
  bailaddress: string | null;
  bailregion: string | null;
  baildistrict: string | null;
  bailcity: string | null;
  bailprovince: string | null;
  bailpostcode: string | null;
  bailcountry: string;
  insurance: boolean;
  other_document_files: unknown[];
  machine_state: LoanStateValue;
  machine_context: LoanContext;
  /** The latest submission; null while a draft. */
  submitted_at: Date | null;
  /** When the loan entered its current stage. */
  stage_entered_at: Date;
  /** Its disbursement machine (issue 18), null until the disbursement is prepared. */
  disbursement_state: DisbursementStateName | null;
  disbursement_context: DisbursementContext | null;
  /** The bank's reference of the paid transfer, and when the bank confirmed it. */
  disbursement_bank_reference: string | null;
  disbursement_settled_at: Date | null;
};

export const loanSelect = `
  SELECT l.*, u.full_name AS borrower_name, u.is_personal AS borrower_is_personal,
         p.code AS product_code, p.product_name, p.product_name_en, p.admin_fee AS product_admin_fee,
         p.low_risk_interest, p.high_risk_interest, p.type_payment, p.is_property, p.is_flow, p.purpose AS product_purpose,
         p.minimum_funding, d.machine_state AS disbursement_state,
         d.machine_context AS disbursement_context, d.bank_reference AS disbursement_bank_reference,
         d.settled_at AS disbursement_settled_at
    FROM loans l
    JOIN users u ON u.id = l.borrower_id
    JOIN products p ON p.id = l.product_id
    LEFT JOIN loan_disbursements d ON d.loan_id = l.id`;

/** The loan's row, locked for this transaction (FOR NO KEY UPDATE), read in the same round trip. */
export async function lockLoan(q: Queryable, id: number): Promise<LoanRecord> {
  const [row] = await q.query<LoanRecord>(`${loanSelect} WHERE l.id = $1 FOR NO KEY UPDATE OF l`, [
    id,
  ]);
  if (!row) throw loanNotFound();
  return row;
}

export async function findLoan(db: Queryable, id: number): Promise<LoanRecord> {
  const [row] = await db.query<LoanRecord>(`${loanSelect} WHERE l.id = $1`, [id]);
  if (!row) throw loanNotFound();
  return row;
}

/** Staff read every loan; a borrower only their own (others look absent, not forbidden). */
export function assertMayRead(loan: LoanRecord, viewer: Viewer): void {
  if (viewer.role === 'admin') return;
  if (viewer.role === 'borrower' && loan.borrower_id === viewer.userId) return;
  if (viewer.role === 'lender') {
    throw new AppError(403, 'FORBIDDEN', 'You may not read this loan');
  }
  throw loanNotFound();
}

/**
 * The lifecycle context as this viewer may see it: staff see all of it; the borrower and lenders
 * see no staff member's id (who approved credit is the staff's business, like the audit trail's
 * internal entries).
 */
export function lifecycleContextView(context: LoanContext, viewer: Pick<Actor, 'role'>) {
  if (viewer.role === 'admin') return context;
  return { ...context, creditApprovedBy: null };
}

/** The loan's product as GET /product/{id} answers it, from the loan's own read. */
export function productView(loan: LoanRecord) {
  return {
    id: loan.product_id,
    code: loan.product_code,
    productName: loan.product_name,
    productNameEn: loan.product_name_en ?? loan.product_name,
    adminFee: loan.product_admin_fee,
    low_risk_interest: loan.low_risk_interest,
    high_risk_interest: loan.high_risk_interest,
    typePayment: loan.type_payment,
    isProperty: loan.is_property,
    isFlow: loan.is_flow,
    purpose: loan.product_purpose,
  };
}

/**
 * The loan as the viewer reads it, with what the lifecycle machine lets that viewer do now
 * (`availableActions`): whoever shows the loan needs no second call to know who is asking. With
 * the viewer's `today` (the product's day), the actions the calendar decides are answered too
 * (opening funding after its window ended).
 */
export function loanView(loan: LoanRecord, viewer: Actor) {
  const snapshot = restoreLoan(loan.machine_state, loan.machine_context);
  const disbursement = disbursementOf(loan);
  // Spec §9: an admin fee of zero on the loan falls back to the product's.
  const adminFee = isZero(loan.appadminfee) ? loan.product_admin_fee : loan.appadminfee;
  return {
    id: loan.id,
    productid: loan.product_id,
    productcode: loan.product_code,
    productname: loan.product_name,
    productnameen: loan.product_name_en ?? loan.product_name,
    // The product as GET /product/{id} answers it, from the same read: a loan screen needs no
    // second call for it.
    product: productView(loan),
    borrowerid: loan.borrower_id,
    borrowername: loan.borrower_name,
    borrowerispersonal: loan.borrower_is_personal,
    developerid: loan.developer_id,
    genapplicationvalue: loan.genapplicationvalue,
    genrequireddate: loan.genrequireddate,
    genpurpose: loan.genpurpose,
    genpaymentoptions: loan.genpaymentoptions,
    ...statusesOf(snapshot),
    timeperiod: loan.timeperiod,
    appadminfee: adminFee,
    typepayment: loan.typepayment ?? loan.type_payment,
    funappinterestpercentage: loan.funappinterestpercentage,
    ...riskGradeView(loan.machine_context),
    funappcfstarttime: loan.funappcfstarttime,
    funappcfendtime: loan.funappcfendtime,
    installmentduedate: loan.installmentduedate,
    duedate: loan.duedate,
    totalpartialpaid: loan.totalpartialpaid,
    totallatecharge: loan.totallatecharge,
    repaymentduedate: loan.repaymentduedate,
    appfundercommitmentvalue: snapshot.context.commitment,
    submittedat: loan.submitted_at?.toISOString() ?? null,
    stageenteredat: loan.stage_entered_at.toISOString(),
    ...bailView(loan),
    lifecycle: {
      value: loan.machine_state,
      context: lifecycleContextView(loan.machine_context, viewer),
      transferring: disbursement?.hasTag('transferring') ?? false,
    },
    // The disbursement as a list row shows it (no call of its own); null before it is prepared.
    disbursement: disbursement
      ? {
          state: disbursementStateOf(disbursement),
          stateLabel: disbursementLabel(disbursement),
          payoutAmount: payoutAmount(disbursement),
          bankReference: loan.disbursement_bank_reference,
          settledAt: loan.disbursement_settled_at?.toISOString() ?? null,
        }
      : null,
    // What the viewer may do with the loan: the loan machine's answer, with its disbursement's.
    availableActions: withDisbursementApproval(
      availableActions(snapshot, {
        userId: viewer.userId,
        role: viewer.role,
        ...(viewer.today ? { today: viewer.today } : {}),
      }),
      disbursement,
      { userId: viewer.userId, role: viewer.role },
    ),
  };
}

/** The loan's disbursement machine, once the loan was prepared for one. */
function disbursementOf(loan: LoanRecord) {
  return loan.disbursement_state && loan.disbursement_context
    ? restoreDisbursement(loan.disbursement_state, loan.disbursement_context)
    : null;
}

/** The loan's risk rating and its grade, both null until staff rate it (loans stored before too). */
function riskGradeView(context: LoanContext) {
  const rating = isRiskRating(context.riskRating) ? context.riskRating : null;
  return { riskrating: rating, grade: rating ? gradeOf(rating) : null };
}

/** The collateral fields of a loan, as the loan view and GET /loan/{id}/guarantee answer them. */
export function bailView(loan: LoanRecord) {
  return {
    bailtype: loan.bailtype,
    bailcertificatetype: loan.bailcertificatetype,
    bailcertificatenumber: loan.bailcertificatenumber,
    bailcertificatefile: loan.bailcertificatefile,
    bailcertificate: loan.bailcertificate,
    bailestimatedvalue: loan.bailestimatedvalue,
    pbbdocumentfile: loan.pbbdocumentfile,
    imbdocumentfile: loan.imbdocumentfile,
    bailsurfacearea: loan.bailsurfacearea,
    bailbuildingarea: loan.bailbuildingarea,
    bailaddress: loan.bailaddress,
    bailregion: loan.bailregion,
    baildistrict: loan.baildistrict,
    bailcity: loan.bailcity,
    bailprovince: loan.bailprovince,
    bailpostcode: loan.bailpostcode,
    bailcountry: loan.bailcountry,
    insurance: loan.insurance,
    otherDocumentFiles: JSON.stringify(loan.other_document_files),
  };
}
