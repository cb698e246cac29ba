// Event paths that walk the pure loan machine to each stage, for table tests of its rules.
import { wibDate } from '../../api/reference/wib-date.ts';
import {
  type LoanSnapshot,
  nextLoanSnapshot,
  refusalOf,
  startLoan,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEvent, LoanInput, SettlingFacts } from '../../machines/loan/loan.types.ts';
import type { BorrowerExposure } from '../../machines/regulation/funding-limits.ts';
import type { LenderLimitFacts } from '../../machines/shared/actor.ts';

/**
 * OJK's lender limits with room to spare (issue 21): a company lender (no income share) on a
 * platform still under the concentration floor.
 */
export const ROOMY_LIMITS: LenderLimitFacts = {
  isPersonal: false,
  ojkSupervised: false,
  outstanding: '0.00',
  groupOutstanding: '0.00',
  platformOutstanding: '0.00',
  concentrationFloor: '10000000000.00',
  declaredYearlyIncome: null,
};

/** A borrower with nothing else outstanding on a platform with no history (the Rp 2 billion). */
export const NO_EXPOSURE: BorrowerExposure = { otherOutstanding: '0.00', twp90MonthEnds: [] };

/** The ISO day `days` after `iso` (before it when negative). */
export const plusDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An ISO day as the product prints it: DD-MM-YYYY. */
export const dmy = (iso: string): string => iso.split('-').reverse().join('-');

/**
 * The fixtures' calendar, counted from the day the tests run (WIB, the product's day). The tiers
 * that drive the real product on the real clock (tests/api/loan-model.api.test.ts, QA's paths)
 * send validTerms, and the product refuses an offer whose window starts before its today or ends
 * on or before it, and funding opened after the window ended: so the window starts some weeks
 * after the real today — never in the past, however long the run or a midnight within it — and
 * every day of the story is counted from its start. (OJK's cap and limits are looked up by the
 * start date: weeks from now is the regime in force.) The pure machine tests pass their days
 * explicitly, so one calendar serves both.
 */
export const FIXTURE_TODAY = wibDate(new Date());
/** validTerms' funding window: from 25 days after today, 30 days long (its end is start + 30). */
export const FUNDING_START = plusDays(FIXTURE_TODAY, 25);
export const FUNDING_END = plusDays(FUNDING_START, 30);
/** The lender's day when they fund: the tenth of the window. */
export const LENDER_TODAY = plusDays(FUNDING_START, 9);

export const borrower: Actor = { userId: 'borrower-1', role: 'borrower' };
export const otherBorrower: Actor = { userId: 'borrower-2', role: 'borrower' };
export const creditOfficer: Actor = { userId: 'staff-1', role: 'admin' };
export const director: Actor = { userId: 'staff-2', role: 'admin' };
/** A validated lender who signed the lender agreement, with money, inside the validTerms window. */
export const lender: Actor = {
  userId: 'lender-1',
  role: 'lender',
  lender: {
    validated: true,
    agreementSigned: true,
    activeBalance: '1000000000.00',
    today: LENDER_TODAY,
    limits: ROOMY_LIMITS,
  },
};
/** The product's minimum funding (issue 17). */
export const MINIMUM_FUNDING = '100000.00';
export const platform: Actor = { userId: 'system', role: 'system' };

/**
 * What the daily pass's close carries: a loan repaid 90 days after its funding window ended, with
 * a 7-day settling period, 7 days later (over: it closes) and 6 days later (a day short: refused).
 */
export const REPAID_ON = plusDays(FUNDING_END, 90);
export const SETTLED: SettlingFacts = {
  today: plusDays(REPAID_ON, 7),
  repaidOn: REPAID_ON,
  settlingDays: 7,
};
export const SETTLING: SettlingFacts = { ...SETTLED, today: plusDays(REPAID_ON, 6) };

export const loanInput: LoanInput = {
  borrowerId: borrower.userId,
  productCode: 'KPR',
  applicationValue: '100000000.00',
  lowRiskInterest: '9.00',
  highRiskInterest: '13.00',
};

export const validTerms = {
  interestPercent: '11.50',
  periodDays: 180,
  adminFee: '3000000.00',
  paymentType: 'INSTALLMENT',
  fundingStart: FUNDING_START,
  fundingEnd: FUNDING_END,
} as const;

/**
 * A stored application that passes the form's step-2 and step-3 rules: submitted on the window's
 * first day, the money needed the day after its end.
 */
export const validApplication = {
  isPersonal: true,
  groupValid: { loanData: true, personal: true, company: true, loanBail: true },
  applicationValue: '100000000.00',
  bailEstimatedValue: '150000000.00',
  requiredDate: plusDays(FUNDING_END, 1),
  today: FUNDING_START,
  certificateFile: '/file/certificate.pdf',
} as const;

/** The same application with its collateral valued below the application value. */
export const collateralTooLow = { ...validApplication, bailEstimatedValue: '50000000.00' };

export const unchangedTerms = {
  productCode: loanInput.productCode,
  applicationValue: loanInput.applicationValue,
  lowRiskInterest: loanInput.lowRiskInterest,
  highRiskInterest: loanInput.highRiskInterest,
};

const toReview: LoanEvent[] = [
  {
    type: 'loan.submit',
    actor: borrower,
    application: { ...validApplication, groupValid: { ...validApplication.groupValid } },
  },
];
const toDirector: LoanEvent[] = [
  ...toReview,
  { type: 'bail.approve', actor: creditOfficer },
  // Rated D: validTerms' 11.50 sits in its band of 9–13 (11.40–12.20).
  { type: 'loan.approveCredit', actor: creditOfficer, riskRating: 'MEDIUM_TO_HIGH' },
  { type: 'loan.approveDirector', actor: director },
];
const toOffer: LoanEvent[] = [
  ...toDirector,
  { type: 'offer.set', actor: creditOfficer, terms: validTerms, exposure: NO_EXPOSURE },
  { type: 'loan.approve', actor: creditOfficer },
];
const toFunding: LoanEvent[] = [
  ...toOffer,
  { type: 'offer.accept', actor: borrower },
  { type: 'funding.open', actor: platform, minimumFunding: MINIMUM_FUNDING },
];
const partlyFunded: LoanEvent[] = [
  ...toFunding,
  { type: 'loan.fund', actor: lender, amount: '40000000.00' },
];
const fullyFunded: LoanEvent[] = [
  ...partlyFunded,
  { type: 'loan.fund', actor: lender, amount: '60000000.00' },
];
const signed: LoanEvent[] = [
  ...fullyFunded,
  { type: 'disbursement.prepare', actor: platform, unsignedAgreements: 0 },
  { type: 'disbursement.sign', actor: borrower, agreementSigned: true },
];
const repaying: LoanEvent[] = [
  ...signed,
  { type: 'disbursement.approve', actor: creditOfficer },
  { type: 'disbursement.paid', actor: platform },
  { type: 'period.start', actor: platform },
];

/** Named situations: the path to a stage, and how much lenders have committed there. */
export const situations = {
  DRAFT: [],
  REVIEW: toReview,
  APPROVAL_BAIL: toReview.concat({ type: 'bail.approve', actor: creditOfficer }),
  APPROVAL_LOAN: toDirector.slice(0, 3),
  APPROVAL_LOAN_DIR: toDirector,
  APPROVED_PRODUCT: toOffer.slice(0, -1),
  APPROVAL_BORROWER: toOffer,
  APPROVED_BORROWER: toFunding.slice(0, -1),
  REJECTED_BORROWER: toOffer.concat({ type: 'offer.decline', actor: borrower }),
  PROCESS: toFunding,
  'PROCESS (committed)': partlyFunded,
  FUNDING_COMPLETED: fullyFunded,
  FUNDING_NOT_COMPLETED: toFunding.concat({ type: 'funding.close', actor: platform }),
  'FUNDING_NOT_COMPLETED (committed)': partlyFunded.concat({
    type: 'funding.close',
    actor: platform,
  }),
  DISBURSEMENT_READY: signed.slice(0, -1),
  DISBURSEMENT_READY_BORROWER: signed,
  DISBURSED: repaying.slice(0, -1),
  LOAN_PERIOD: repaying,
  REVIEW_PAID: repaying.concat({ type: 'repayment.submit', actor: borrower }),
  PAID: repaying.concat(
    { type: 'repayment.submit', actor: borrower },
    { type: 'repayment.confirm', actor: creditOfficer, installmentsRemaining: 0 },
  ),
  CLOSED: repaying.concat(
    { type: 'repayment.submit', actor: borrower },
    { type: 'repayment.confirm', actor: creditOfficer, installmentsRemaining: 0 },
    { type: 'loan.close', actor: platform, settling: SETTLED },
  ),
  CANCEL: toReview.concat({ type: 'loan.cancel', actor: creditOfficer, reason: 'duplikat' }),
  REJECT_BAIL: toReview.concat({
    type: 'loan.reject',
    actor: creditOfficer,
    reason: 'data kurang',
  }),
} satisfies Record<string, LoanEvent[]>;

export type Situation = keyof typeof situations;

/** Replays a path, failing loudly if the machine refuses any step of it. */
export function walk(events: readonly LoanEvent[]): LoanSnapshot {
  return events.reduce((snapshot, event) => {
    const refused = refusalOf(snapshot, event);
    if (refused) throw new Error(`${event.type} refused: ${refused.code}`);
    return nextLoanSnapshot(snapshot, event);
  }, startLoan(loanInput));
}
