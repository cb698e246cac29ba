import type { FormFacts } from '../application-form/application-form.types.ts';
import type { BorrowerExposure } from '../regulation/funding-limits.ts';
import type { FundingPurpose } from '../regulation/ojk-limits.ts';
import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';
import type { RiskRating } from '../shared/risk-rating.ts';
import type { StaffFileValues } from './loan.staff-files.ts';
import type { STAFF_LOCKED_FIELDS } from './loan.staff-locked.ts';

export type { Actor, Role } from '../shared/actor.ts';
export type { RiskRating } from '../shared/risk-rating.ts';

export type PaymentType = 'INSTALLMENT' | 'CASH' | 'INTEREST' | 'BALLOON';

export type OfferTerms = {
  interestPercent: string;
  periodDays: number;
  adminFee: string;
  paymentType: PaymentType;
  /** ISO dates (YYYY-MM-DD). */
  fundingStart: string;
  fundingEnd: string;
};

export type LoanContext = {
  borrowerId: string;
  productCode: string;
  /** The amount the borrower asked for, rupiah as a decimal string. */
  applicationValue: string;
  /** The product's interest range in percent per year, decimal strings. */
  lowRiskInterest: string;
  highRiskInterest: string;
  /** What lenders have committed so far, rupiah. */
  commitment: string;
  /** The staff member who approved credit: the director must be someone else. */
  creditApprovedBy: string | null;
  /** The loan was cancelled because funding did not complete (funding status stays visible). */
  fundingFailed: boolean;
  /**
   * The offer's funding window (ISO dates), kept from `offer.set` so that a refusal can say when
   * funding opens and closes. Absent on loans stored before the machine kept it.
   */
  fundingStart?: string | null;
  fundingEnd?: string | null;
  /**
   * The day (WIB, YYYY-MM-DD) funding really opened: the offer's start when the platform opened
   * it then, earlier when staff opened it early. Absent before funding opens, and on loans opened
   * before the machine kept it.
   */
  fundingOpenedOn?: string | null;
  /**
   * The smallest funding a lender may put in (rupiah), the product's setting when funding opened
   * (issue 17); the last piece of a loan's need may be smaller. Absent before funding opens.
   */
  minimumFunding?: string | null;
  /**
   * The risk rating staff gave when they approved credit: lenders read it as a grade, and it
   * fixes the band the offer's interest must sit in (machines/shared/risk-rating.ts). Absent on
   * loans stored before the machine kept it; null until credit is approved.
   */
  riskRating?: RiskRating | null;
  /**
   * The funding's purpose, from the product, for the regulator's caps (productive or
   * consumptive); absent on loans created before it was recorded, read as productive.
   */
  purpose?: FundingPurpose;
};

export type LoanInput = {
  borrowerId: string;
  productCode: string;
  applicationValue: string;
  lowRiskInterest: string;
  highRiskInterest: string;
  purpose?: FundingPurpose;
};

type WithActor = { actor: Actor };

/** What the platform's close carries: today, the day the loan was repaid, the period's days. */
export type SettlingFacts = { today: string; repaidOn: string | null; settlingDays: number };

/**
 * What the stored application holds when it is submitted, in the application form's terms, so
 * that the server applies the form's own step-2 and step-3 rules (machines/application-form).
 */
export type SubmittedApplication = FormFacts & { isPersonal: boolean };

/** The loan data an edit leaves on the loan (the product's terms come with its code). */
export type ApplicationTerms = {
  productCode: string;
  applicationValue: string;
  lowRiskInterest: string;
  highRiskInterest: string;
  /** The product's funding purpose (OJK's caps); absent: productive. */
  purpose?: FundingPurpose;
};

/** The application fields staff may never change, by their REST (spec §3) names. */
export type StaffLockedField = (typeof STAFF_LOCKED_FIELDS)[number];

/** A field's value as stored and as an edit would leave it (null: empty). */
export type FieldValues = { stored: string | null; sent: string | null };

export type StaffLockedFieldValues = Partial<Record<StaffLockedField, FieldValues>>;

export type LoanEvent =
  | ({ type: 'loan.submit'; application: SubmittedApplication } & WithActor)
  /** The borrower edits the application (loan data, borrower data, collateral, photos). */
  | ({ type: 'application.edit'; terms: ApplicationTerms } & WithActor)
  /**
   * Staff correct the application while they review it. `fields` holds, for the fields staff
   * may never change (STAFF_LOCKED_FIELDS) that the edit sends, the stored and the sent value;
   * `files` the borrower's files of each slot the edit sends, stored and sent, and
   * `replaceReason` why staff put another file in a borrower's file's place (loan.staff-files.ts).
   */
  | ({
      type: 'application.staffEdit';
      terms: ApplicationTerms;
      fields?: StaffLockedFieldValues;
      files?: StaffFileValues;
      replaceReason?: string | null;
    } & WithActor)
  | ({ type: 'bail.approve' } & WithActor)
  /** Staff approve credit and rate the loan's risk. */
  | ({ type: 'loan.approveCredit'; riskRating: RiskRating } & WithActor)
  | ({ type: 'loan.approveDirector' } & WithActor)
  /**
   * Staff set the offer terms; `exposure` is what OJK's per-borrower limit reads (issue 21): the
   * borrower's other outstanding and the platform's TWP90 at its last month-ends.
   */
  | ({
      type: 'offer.set';
      terms: OfferTerms;
      exposure: BorrowerExposure;
      /**
       * The product's admin fee (rupiah), which applies when the terms' fee is zero (spec §9): the
       * economic benefit checked against OJK's cap counts the fee the borrower will pay.
       */
      productAdminFee?: string;
    } & WithActor)
  | ({ type: 'loan.approve' } & WithActor)
  | ({ type: 'offer.accept' } & WithActor)
  | ({ type: 'offer.decline' } & WithActor)
  /** Funding opens (the start date reached, or staff open it early) with the product's minimum. */
  | ({ type: 'funding.open'; minimumFunding: string } & WithActor)
  | ({ type: 'loan.fund'; amount: string } & WithActor)
  | ({ type: 'funding.close' } & WithActor)
  | ({ type: 'funding.refund' } & WithActor)
  /**
   * The platform prepares the disbursement once funding completes (issue 18): `unsignedAgreements`
   * counts the lenders' investment agreements not signed yet; it waits until there are none.
   */
  | ({ type: 'disbursement.prepare'; unsignedAgreements: number } & WithActor)
  /**
   * The borrower is back from signing the loan agreement: `agreementSigned` is what the signature
   * provider's status check says (a browser's word alone is never trusted).
   */
  | ({ type: 'disbursement.sign'; agreementSigned: boolean } & WithActor)
  /**
   * Staff approve the payout: the transfer to the borrower's bank account is asked of the bank
   * (the disbursement machine follows the transfer; a refused one may be approved again).
   */
  | ({ type: 'disbursement.approve' } & WithActor)
  /** The bank confirmed the payout (the platform's event): DISBURSED. */
  | ({ type: 'disbursement.paid' } & WithActor)
  | ({ type: 'period.start' } & WithActor)
  | ({ type: 'repayment.submit' } & WithActor)
  | ({ type: 'repayment.confirm'; installmentsRemaining: number } & WithActor)
  /** The bank confirmed a VA payment of a bill (credited without review). */
  | ({ type: 'repayment.received'; installmentsRemaining: number } & WithActor)
  | ({ type: 'repayment.reject' } & WithActor)
  /**
   * Staff close a paid loan (no more needed); the platform's daily pass sends the day with the
   * day the loan was repaid (null when unknown) and the settling period: the machine closes it
   * only once that period is over (loan.rules.ts).
   */
  | ({ type: 'loan.close'; settling?: SettlingFacts } & WithActor)
  | ({ type: 'loan.reject'; reason: string } & WithActor)
  | ({ type: 'loan.cancel'; reason: string } & WithActor)
  | ({ type: 'installment.overdue' } & WithActor)
  | ({ type: 'installment.settled' } & WithActor);

export type LoanEventType = LoanEvent['type'];

export type Stage =
  | 'DRAFT'
  | 'REVIEW'
  | 'APPROVAL_BAIL'
  | 'APPROVAL_LOAN'
  | 'APPROVAL_LOAN_DIR'
  | 'APPROVED_PRODUCT'
  | 'APPROVAL_BORROWER'
  | 'APPROVED_BORROWER'
  | 'REJECTED_BORROWER'
  | 'PROCESS'
  | 'FUNDING_COMPLETED'
  | 'FUNDING_NOT_COMPLETED'
  | 'DISBURSEMENT_READY'
  | 'DISBURSEMENT_READY_BORROWER'
  | 'DISBURSED'
  | 'LOAN_PERIOD'
  | 'REVIEW_PAID'
  | 'PAID'
  | 'CLOSED'
  | 'CANCEL'
  | 'REJECT_BAIL';

export type Arrears = 'current' | 'overdue';

/** The machine's state value, as stored with the loan row. */
export type LoanStateValue = { stage: Stage; arrears: Arrears };

export type ReasonCode =
  | 'WRONG_STAGE'
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'LENDER_COMMITTED'
  | 'NO_COMMITMENT'
  | 'SAME_APPROVER'
  | 'FUNDING_STARTED'
  | 'NOT_FULLY_FUNDED'
  | 'FULLY_FUNDED'
  | 'AGREEMENT_NOT_SIGNED'
  // Issue 18: lenders' investment agreements still unsigned.
  | 'AGREEMENTS_UNSIGNED'
  | 'OFFER_TERMS_INVALID'
  // Credit approved without a known risk rating; an offer's interest outside the rating's band.
  | 'RISK_RATING_MISSING'
  | 'INTEREST_NOT_FOR_GRADE'
  // The offer costs the borrower more per day than OJK allows (machines/regulation/ojk-limits.ts).
  | 'ECONOMIC_BENEFIT_ABOVE_CAP'
  | 'AMOUNT_INVALID'
  | 'EXCEEDS_NEED'
  // A lender's funding (issue 17): below the minimum, more than the active balance, a lender whose
  // data staff have not validated, or after the funding window closed.
  | 'BELOW_MINIMUM'
  | 'INSUFFICIENT_BALANCE'
  | 'LENDER_NOT_VALIDATED'
  // A lender who has not signed the lender agreement (POJK 10/POJK.05/2022).
  | 'LENDER_AGREEMENT_NOT_SIGNED'
  | 'FUNDING_WINDOW_CLOSED'
  // Issue 21, OJK's limits: a person who has not declared their yearly income, a funding above
  // the income share or the concentration share, an offer above the per-borrower limit.
  | 'LENDER_INCOME_NOT_DECLARED'
  | 'LENDER_INCOME_LIMIT_EXCEEDED'
  | 'LENDER_CONCENTRATION_ABOVE_LIMIT'
  | 'BORROWER_OUTSTANDING_ABOVE_LIMIT'
  | 'INSTALLMENTS_REMAIN'
  // The application's rules at submission (the form's step-2 and step-3 rules).
  | 'VALUE_ZERO'
  | 'DATE_MISSING'
  | 'DATE_TOO_EARLY'
  | 'BAIL_BELOW_VALUE'
  | 'CERTIFICATE_MISSING'
  | 'APPLICATION_INCOMPLETE'
  // A staff edit that would change a field staff may never change.
  | 'FIELD_LOCKED'
  // A staff edit that would take a borrower's file away, or replace one without a reason.
  | 'FILE_DELETE_FORBIDDEN'
  | 'FILE_REPLACE_REASON_MISSING'
  // A platform event (time or an outside outcome) a person asked for: it happens by itself.
  | 'AUTOMATIC'
  // An installment can only fall overdue while the loan is being repaid.
  | 'NOT_REPAYING'
  // The platform closes a paid loan only once its settling period is over.
  | 'SETTLING_NOT_OVER';

export type Reason = { code: ReasonCode; text: Text };

/** An event without its actor: what a caller asks for; the API adds who asks. */
export type LoanEventData = LoanEvent extends infer E
  ? E extends LoanEvent
    ? Omit<E, 'actor'>
    : never
  : never;
