// The "may this happen now" rules of the loan lifecycle, written once. The machine's guards
// evaluate them, and the available-actions selector reads the same checks to explain a refusal.
//
// Refinements of loan-lifecycle.md (baseline), recorded here as the design asks:
// - Spec §4 says Cancel and Reject show "while the funder commitment value is below zero"; a
//   commitment is never negative, so the rule reads "while no lender has committed money".
// - The spec's Cancel/Reject rules are read on the approval status: Cancel is possible in every
//   stage whose approval status is not CANCEL or APPROVAL_BORROWER, so also while funding is open
//   with nothing committed and after the borrower declined the offer (to archive it). Reject is
//   possible from submission up to an open funding round with nothing committed; not in DRAFT
//   (nothing submitted yet) nor in REJECT_BAIL (already rejected).
// - Approve disbursement needs the borrower's signed agreement: in DISBURSEMENT_READY it is
//   refused with AGREEMENT_NOT_SIGNED; in DISBURSEMENT_READY_BORROWER it needs commitment > 0.
//
// - The baseline lets staff send funding.open, disbursement.prepare and loan.close as well as the
//   platform; no call of the API sends them, so they are the platform's alone (`isSystem`)
//   and staff see when they will happen instead of a button that no call could carry.
//   Since issue 19 staff close a paid loan through PUT /loan/{id}/close (the daily pass closes
//   it after the settling period), so `loan.close` is staff's or the platform's. The platform's
//   close carries the day, the day the loan was repaid and the settling period's days, and is
//   refused (SETTLING_NOT_OVER) until that many days have passed; staff may close at any time.
//
// Refinements of this issue (the borrower's application):
// - Submitting (`loan.submit`, also the resubmission after REJECT_BAIL) carries what the stored
//   application holds and is refused while the application form's step-2 and step-3 rules fail
//   (machines/application-form), each with its own reason code.
// - Editing the application is an event too, so the machine decides when it may happen: the
//   owner edits in DRAFT and REJECT_BAIL (`application.edit`), staff correct it while they
//   review it, in REVIEW, APPROVAL_BAIL, APPROVAL_LOAN and APPROVAL_LOAN_DIR
//   (`application.staffEdit`; the stages tagged `staffEditable`). After the offer terms are set
//   nobody edits: the offer is made on what was reviewed.
// - Spec §5's "always disabled" fields of the staff screen are a rule, not only a screen state:
//   a staff edit that would change one of STAFF_LOCKED_FIELDS is refused (FIELD_LOCKED); sending
//   the stored value again is no change. The borrower's own edits are not limited by it.
//
// Refinements of the risk grade (machines/shared/risk-rating.ts):
// - Approving credit rates the loan's risk: `loan.approveCredit` without a known rating is
//   refused (RISK_RATING_MISSING), and the rating stays on the loan until it is rejected.
// - A rated loan's offer must carry an interest inside its rating's band of the product's range
//   (INTEREST_NOT_FOR_GRADE); outside the product's range it is OFFER_TERMS_INVALID as before.
//
// Refinements of the funding window (time arrives with the actor: `actor.today`, WIB):
// - An offer's window may not start before today nor end on or before it (OFFER_TERMS_INVALID,
//   like an end before the start): a window already over would open funding only to cancel the
//   loan at the next pass (FUNDING_NOT_COMPLETED) and tell the borrower funding failed.
// - Funding does not open (`funding.open`, staff's or the platform's on the start date) once the
//   window's end has passed (FUNDING_WINDOW_CLOSED, as a lender's funding then): staff reject or
//   cancel such a loan instead. An actor without a known day is not refused by these rules.
// - The borrower cannot accept an offer once its window's end has passed (FUNDING_WINDOW_CLOSED):
//   funding could no longer open, and the loan would wait in APPROVED_BORROWER for nothing. The
//   borrower may still decline it, and staff cancel it.
//
// Refinements of issue 15 (evidence beside the decision):
// - Staff never take a borrower's file off the application (FILE_DELETE_FORBIDDEN); they may
//   put another file in its place only with a reason (FILE_REPLACE_REASON_MISSING), which the
//   edit's audit row keeps (loan.staff-files.ts).
import { submissionRefusal } from '../application-form/application-form.rules.ts';
import type { FormRule } from '../application-form/application-form.types.ts';
import { daysBetween, isIsoDate } from '../installment/installment.charges.ts';
import { type BorrowerExposure, borrowerLimit, lenderRoom } from '../regulation/funding-limits.ts';
import { type BenefitCheck, economicBenefitCheck } from '../regulation/ojk-limits.ts';
import { effectiveAdminFeeSen } from '../shared/admin-fee.ts';
import { fromSen, isRupiah, toSen } from '../shared/money.ts';
import { type Grade, gradeOf, interestBand, isRiskRating } from '../shared/risk-rating.ts';
import { staffFileRefusal } from './loan.staff-files.ts';
import { STAFF_LOCKED_FIELDS } from './loan.staff-locked.ts';
import type {
  ApplicationTerms,
  LoanContext,
  LoanEvent,
  LoanEventType,
  OfferTerms,
  ReasonCode,
  SettlingFacts,
  StaffLockedField,
  StaffLockedFieldValues,
  Stage,
} from './loan.types.ts';

export { STAFF_LOCKED_FIELDS } from './loan.staff-locked.ts';

/** Empty and absent are the same value; surrounding spaces are not a change. */
const sameValue = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim();

/** The locked fields a staff edit would change (empty when it changes none). */
export function lockedFieldsChanged(fields: StaffLockedFieldValues = {}): StaffLockedField[] {
  return STAFF_LOCKED_FIELDS.filter((field) => {
    const values = fields[field];
    return values !== undefined && !sameValue(values.stored, values.sent);
  });
}

type Check = (context: LoanContext, event: LoanEvent) => ReasonCode | null;

const isStaff: Check = (_, event) => (event.actor.role === 'admin' ? null : 'WRONG_ROLE');
const isSystem: Check = (_, event) => (event.actor.role === 'system' ? null : 'AUTOMATIC');
const isLender: Check = (_, event) => (event.actor.role === 'lender' ? null : 'WRONG_ROLE');
const isOwner: Check = (context, event) => {
  if (event.actor.role !== 'borrower') return 'WRONG_ROLE';
  return event.actor.userId === context.borrowerId ? null : 'NOT_OWNER';
};
const isStaffOrOwner: Check = (context, event) =>
  event.actor.role === 'admin' ? null : isOwner(context, event);
const isStaffOrSystem: Check = (_, event) =>
  event.actor.role === 'admin' || event.actor.role === 'system' ? null : 'WRONG_ROLE';
const noCommitment: Check = (context) =>
  toSen(context.commitment) === 0n ? null : 'LENDER_COMMITTED';
const hasCommitment: Check = (context) => (toSen(context.commitment) > 0n ? null : 'NO_COMMITMENT');
const notCreditApprover: Check = (context, event) =>
  context.creditApprovedBy !== event.actor.userId ? null : 'SAME_APPROVER';
const notFullyFunded: Check = (context) =>
  toSen(context.commitment) < toSen(context.applicationValue) ? null : 'FULLY_FUNDED';

/** What is left of the loan's need, in sen. */
export const remainingNeedSen = (context: Pick<LoanContext, 'applicationValue' | 'commitment'>) =>
  toSen(context.applicationValue) - toSen(context.commitment);

/**
 * The least a lender may fund now, in sen: the minimum, or the whole remaining need when less is
 * left (the last piece of a loan may be smaller than the minimum, or nobody could complete it).
 */
export function leastFundingSen(
  context: Pick<LoanContext, 'applicationValue' | 'commitment' | 'minimumFunding'>,
): bigint {
  const minimum = isRupiah(context.minimumFunding ?? '') ? toSen(context.minimumFunding ?? '') : 1n;
  const remaining = remainingNeedSen(context);
  return minimum < remaining ? minimum : remaining;
}

/** What a lender's amount is judged against (fundingAmountRefusal). */
export type FundingAmountFacts = {
  /** The lender's active balance, rupiah; absent: not judged (a screen that has not read it). */
  activeBalance?: string;
  /**
   * The room OJK's income and concentration shares leave the lender, in sen (null: no limit);
   * null: the lender's facts are not known (nothing is funded on unknown facts); absent: not
   * judged.
   */
  rooms?: { incomeSen: bigint | null; concentrationSen: bigint | null } | null;
};

export type FundingAmountRefusal =
  | 'AMOUNT_INVALID'
  | 'EXCEEDS_NEED'
  | 'BELOW_MINIMUM'
  | 'INSUFFICIENT_BALANCE'
  | 'LENDER_NOT_VALIDATED'
  | 'LENDER_INCOME_LIMIT_EXCEEDED'
  | 'LENDER_CONCENTRATION_ABOVE_LIMIT';

/**
 * Why a lender may not fund this amount now, or null: more than the need, less than the least
 * piece, more than the active balance, more than OJK's room. The machine's `loan.fund` payload
 * rule, and what the fund form asks before it confirms, with the facts it has.
 */
export function fundingAmountRefusal(
  context: Pick<LoanContext, 'applicationValue' | 'commitment' | 'minimumFunding'>,
  amountRupiah: string,
  facts: FundingAmountFacts,
): FundingAmountRefusal | null {
  if (!isRupiah(amountRupiah) || toSen(amountRupiah) <= 0n) return 'AMOUNT_INVALID';
  const amount = toSen(amountRupiah);
  if (amount > remainingNeedSen(context)) return 'EXCEEDS_NEED';
  if (amount < leastFundingSen(context)) return 'BELOW_MINIMUM';
  const balance = facts.activeBalance;
  if (balance !== undefined && (!isRupiah(balance) || amount > toSen(balance))) {
    return 'INSUFFICIENT_BALANCE';
  }
  const rooms = facts.rooms;
  if (rooms === undefined) return null;
  if (rooms === null) return 'LENDER_NOT_VALIDATED';
  if (rooms.incomeSen !== null && amount > rooms.incomeSen) return 'LENDER_INCOME_LIMIT_EXCEEDED';
  if (rooms.concentrationSen !== null && amount > rooms.concentrationSen) {
    return 'LENDER_CONCENTRATION_ABOVE_LIMIT';
  }
  return null;
}

/**
 * The most this lender can fund of the loan, whole rupiah, in sen: the remaining need, capped by
 * the facts known (the active balance, OJK's rooms); what fundingAmountRefusal accepts as the
 * largest amount. Null when even the least piece does not fit (then no amount would be taken).
 */
export function mostFundableSen(
  context: Pick<LoanContext, 'applicationValue' | 'commitment' | 'minimumFunding'>,
  facts: FundingAmountFacts,
): bigint | null {
  let most = remainingNeedSen(context);
  const balance = facts.activeBalance;
  if (balance !== undefined) {
    if (!isRupiah(balance)) return null;
    if (toSen(balance) < most) most = toSen(balance);
  }
  if (facts.rooms === null) return null;
  for (const room of [facts.rooms?.incomeSen, facts.rooms?.concentrationSen]) {
    if (room != null && room < most) most = room;
  }
  most -= most % 100n;
  return most >= leastFundingSen(context) && most > 0n ? most : null;
}

// A lender's facts come with the actor (machines/shared/actor.ts); without them a lender is not
// known to be validated, so nothing is funded on unknown facts.
const lenderValidated: Check = (_, event) =>
  event.actor.lender?.validated ? null : 'LENDER_NOT_VALIDATED';
// POJK 10/POJK.05/2022: a lender funds only once bound to the platform by the lender agreement,
// signed at the signature provider (the lender's page /signature).
const lenderAgreementSigned: Check = (_, event) =>
  event.actor.lender?.agreementSigned ? null : 'LENDER_AGREEMENT_NOT_SIGNED';
/** The window is over once its end day has passed (WIB): the funding pass then closes it. */
const windowOpen: Check = (context, event) => {
  const today = event.actor.lender?.today ?? event.actor.today;
  return today && context.fundingEnd && today > context.fundingEnd ? 'FUNDING_WINDOW_CLOSED' : null;
};
const balanceCoversLeast: Check = (context, event) => {
  const balance = event.actor.lender?.activeBalance ?? '';
  return isRupiah(balance) && toSen(balance) >= leastFundingSen(context)
    ? null
    : 'INSUFFICIENT_BALANCE';
};

// Issue 21, OJK's lender limits (machines/regulation/funding-limits.ts), on the lender's facts
// read in the funding's transaction: a person under the income rule must have declared their
// yearly income; the least piece must fit both the income share and the concentration share.
const roomOf = (event: LoanEvent) =>
  event.actor.lender ? lenderRoom(event.actor.lender.limits, event.actor.lender.today) : null;
const incomeDeclared: Check = (_, event) =>
  roomOf(event)?.income.undeclared ? 'LENDER_INCOME_NOT_DECLARED' : null;
const incomeRoomCoversLeast: Check = (context, event) => {
  const room = roomOf(event)?.income.roomSen;
  return room != null && room < leastFundingSen(context) ? 'LENDER_INCOME_LIMIT_EXCEEDED' : null;
};
const concentrationRoomCoversLeast: Check = (context, event) => {
  const room = roomOf(event)?.concentration.roomSen;
  return room != null && room < leastFundingSen(context)
    ? 'LENDER_CONCENTRATION_ABOVE_LIMIT'
    : null;
};

/**
 * Who may send an event: the role, and for the borrower's own acts, the owner. The platform's
 * events (time reached, an outside outcome) are the platform's alone: no call sends them, so a
 * person asking hears that they happen by themselves (AUTOMATIC), not that their role is wrong.
 */
export const whoMay: Record<LoanEventType, Check> = {
  'loan.submit': isOwner,
  'application.edit': isOwner,
  'application.staffEdit': isStaff,
  'bail.approve': isStaff,
  'loan.approveCredit': isStaff,
  'loan.approveDirector': isStaff,
  'offer.set': isStaff,
  'loan.approve': isStaff,
  'offer.accept': isOwner,
  'offer.decline': isOwner,
  'funding.open': isStaffOrSystem,
  'loan.fund': isLender,
  'funding.close': isSystem,
  'funding.refund': isSystem,
  'disbursement.prepare': isSystem,
  'disbursement.sign': isOwner,
  'disbursement.approve': isStaff,
  'disbursement.paid': isSystem,
  'period.start': isSystem,
  'repayment.submit': isOwner,
  'repayment.confirm': isStaff,
  'repayment.reject': isStaff,
  'repayment.received': isSystem,
  'loan.close': isStaffOrSystem,
  'loan.reject': isStaff,
  'loan.cancel': isStaffOrOwner,
  'installment.overdue': isSystem,
  'installment.settled': isSystem,
};

const ROLE_NEEDED = new Map<
  Check,
  'staff' | 'owner' | 'staffOrOwner' | 'staffOrPlatform' | 'lender' | 'platform'
>([
  [isStaff, 'staff'],
  [isOwner, 'owner'],
  [isStaffOrOwner, 'staffOrOwner'],
  [isStaffOrSystem, 'staffOrPlatform'],
  [isLender, 'lender'],
  [isSystem, 'platform'],
]);

/** Whose act an event is: the words of a WRONG_ROLE refusal name it. */
export const roleNeeded = (type: LoanEventType) => ROLE_NEEDED.get(whoMay[type]) ?? 'staff';

/** Each condition by the reason it refuses with. */
const CONDITIONS = {
  SAME_APPROVER: notCreditApprover,
  FULLY_FUNDED: notFullyFunded,
  NO_COMMITMENT: hasCommitment,
  LENDER_COMMITTED: noCommitment,
  LENDER_NOT_VALIDATED: lenderValidated,
  LENDER_AGREEMENT_NOT_SIGNED: lenderAgreementSigned,
  FUNDING_WINDOW_CLOSED: windowOpen,
  INSUFFICIENT_BALANCE: balanceCoversLeast,
  LENDER_INCOME_NOT_DECLARED: incomeDeclared,
  LENDER_INCOME_LIMIT_EXCEEDED: incomeRoomCoversLeast,
  LENDER_CONCENTRATION_ABOVE_LIMIT: concentrationRoomCoversLeast,
} as const satisfies Partial<Record<ReasonCode, Check>>;

export type ConditionCode = keyof typeof CONDITIONS;

/** What must hold besides who asks and the stage, whatever the payload. */
const conditionChecks: Partial<Record<LoanEventType, readonly ConditionCode[]>> = {
  'loan.approveDirector': ['SAME_APPROVER'],
  // An offer whose window has ended can no longer be accepted: funding would never open.
  'offer.accept': ['FUNDING_WINDOW_CLOSED'],
  // Opening a window already over would only cancel the loan at the next pass.
  'funding.open': ['FUNDING_WINDOW_CLOSED'],
  'funding.close': ['FULLY_FUNDED'],
  // Issue 17: a validated lender, inside the window, with enough balance for the least piece.
  // POJK 10/2022: a lender bound by the signed lender agreement.
  // Issue 21: OJK's lender limits leave room for at least the least piece.
  'loan.fund': [
    'LENDER_NOT_VALIDATED',
    'LENDER_AGREEMENT_NOT_SIGNED',
    'FUNDING_WINDOW_CLOSED',
    'INSUFFICIENT_BALANCE',
    'LENDER_INCOME_NOT_DECLARED',
    'LENDER_INCOME_LIMIT_EXCEEDED',
    'LENDER_CONCENTRATION_ABOVE_LIMIT',
  ],
  'disbursement.approve': ['NO_COMMITMENT'],
  'loan.reject': ['LENDER_COMMITTED'],
  'loan.cancel': ['LENDER_COMMITTED'],
};

/** The conditions an event needs besides who asks and the stage (the analysts' view words them). */
export const conditionsOf = (type: LoanEventType): readonly ConditionCode[] =>
  conditionChecks[type] ?? [];

/**
 * Why this actor may never send this event to this loan, whatever its stage: the wrong role
 * (WRONG_ROLE) or not the owner (NOT_OWNER); null when they are the right person. Who may act is
 * decided before when: a borrower asking for a staff action hears "not yours to do", never "not
 * now".
 */
export function actorRefusal(context: LoanContext, event: LoanEvent): ReasonCode | null {
  return whoMay[event.type](context, event);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Spec §9 (architecture.md): a month counts as 30 days. */
export const DAYS_PER_MONTH = 30;

/**
 * Spec §5 and §9, "term maximums 24 and 120 months", read as the offer's period: 120 months for
 * a loan repaid in instalments, 24 months for one whose principal comes back in a single payment
 * at the end (CASH 'Bayar Pokok + Bunga Dibelakang', INTEREST 'Bayar Pokok dan Cicil Bunga',
 * BALLOON 'Bayar Akhir'): a bullet repayment that far out concentrates the lenders' risk. The
 * period travels in days, so the spec's "another field 0 to 29" (the days beside the months) holds
 * by construction.
 */
export const MAX_TERM_MONTHS: Record<OfferTerms['paymentType'], number> = {
  INSTALLMENT: 120,
  CASH: 24,
  INTEREST: 24,
  BALLOON: 24,
};

/** The longest period an offer with this payment type may have, in days. */
export function maxOfferPeriodDays(paymentType: OfferTerms['paymentType']): number {
  return (MAX_TERM_MONTHS[paymentType] ?? 24) * DAYS_PER_MONTH;
}

/**
 * What offerTermsProblems reads of the loan: the product's range and the rating, if any; the
 * amount and the funding's purpose for the regulator's cap on the economic benefit (a loan whose
 * purpose was not recorded is productive: the stricter cap in every period).
 */
export type OfferContext = Pick<
  LoanContext,
  'lowRiskInterest' | 'highRiskInterest' | 'riskRating' | 'applicationValue' | 'purpose'
> & {
  /**
   * The product's admin fee, charged when the offer's is zero (spec §9); absent where it is not
   * known, and then a zero fee counts as zero.
   */
  productAdminFee?: string | null;
};

/** The loan's offer context with the product's admin fee the offer event carries (spec §9). */
export const offerContextOf = (
  context: LoanContext,
  event: { productAdminFee?: string | undefined },
): OfferContext => ({ ...context, productAdminFee: event.productAdminFee ?? null });

/**
 * The interest an offer on this loan may carry, bounds included: the band of its risk rating
 * within the product's range, with the rating's grade; the product's whole range (grade null)
 * for a loan not rated.
 */
export function offerInterestRange(context: OfferContext): {
  low: string;
  high: string;
  grade: Grade | null;
} {
  const { lowRiskInterest: low, highRiskInterest: high, riskRating } = context;
  if (!isRiskRating(riskRating)) return { low, high, grade: null };
  return { ...interestBand(low, high, riskRating), grade: gradeOf(riskRating) };
}

export type OfferTermsProblem =
  | 'OFFER_TERMS_INVALID'
  | 'INTEREST_NOT_FOR_GRADE'
  | 'ECONOMIC_BENEFIT_ABOVE_CAP';

/**
 * The offer's economic benefit per day against OJK's cap (machines/regulation/ojk-limits.ts) for
 * the loan's purpose, in force on the day funding starts (the agreement follows it); null when the
 * terms are not yet complete enough to compute it.
 */
export function offerBenefitCheck(context: OfferContext, terms: OfferTerms): BenefitCheck | null {
  if (
    !isRupiah(terms.interestPercent) ||
    !isRupiah(terms.adminFee) ||
    !isRupiah(context.applicationValue) ||
    toSen(context.applicationValue) <= 0n ||
    !Number.isInteger(terms.periodDays) ||
    terms.periodDays <= 0 ||
    !ISO_DATE.test(terms.fundingStart)
  ) {
    return null;
  }
  // The fee the borrower will pay: a zero in the terms is the product's fee (spec §9).
  const productAdminFee =
    context.productAdminFee && isRupiah(context.productAdminFee) ? context.productAdminFee : '0';
  return economicBenefitCheck(
    {
      amount: context.applicationValue,
      interestPercentPerYear: terms.interestPercent,
      periodDays: terms.periodDays,
      paymentType: terms.paymentType,
      adminFee: fromSen(effectiveAdminFeeSen({ adminFee: terms.adminFee, productAdminFee })),
    },
    { date: terms.fundingStart, purpose: context.purpose ?? 'PRODUCTIVE' },
  );
}

/** What is wrong with an offer's funding window, by field. */
export type FundingWindowProblem =
  | 'NOT_A_DATE'
  | 'BEFORE_TODAY'
  | 'BEFORE_START'
  | 'NOT_AFTER_TODAY';

/**
 * What is wrong with an offer's funding window (empty when nothing is): each day a date, the
 * start no earlier than `today` and the end no earlier than the start and after `today` (WIB,
 * YYYY-MM-DD). Without a known `today` only the dates and their order are checked.
 */
export function fundingWindowProblems(
  window: Pick<OfferTerms, 'fundingStart' | 'fundingEnd'>,
  today?: string | null,
): Partial<Record<'fundingStart' | 'fundingEnd', FundingWindowProblem>> {
  const problems: Partial<Record<'fundingStart' | 'fundingEnd', FundingWindowProblem>> = {};
  const day = today && ISO_DATE.test(today) ? today : null;
  const { fundingStart: start, fundingEnd: end } = window;
  if (!ISO_DATE.test(start)) problems.fundingStart = 'NOT_A_DATE';
  else if (day && start < day) problems.fundingStart = 'BEFORE_TODAY';
  if (!ISO_DATE.test(end)) problems.fundingEnd = 'NOT_A_DATE';
  else if (start > end) problems.fundingEnd = 'BEFORE_START';
  else if (day && end <= day) problems.fundingEnd = 'NOT_AFTER_TODAY';
  return problems;
}

const within = (value: string, range: { low: string; high: string }) =>
  toSen(value) >= toSen(range.low) && toSen(value) <= toSen(range.high);

/**
 * Which offer terms are not acceptable for this loan, field by field (empty when all are): the
 * interest within the product's low–high range and, for a rated loan, within its grade's band
 * (INTEREST_NOT_FOR_GRADE), a whole positive period of at most the payment type's term maximum,
 * a rupiah admin fee and a funding window that starts no later than it ends, not before `today`,
 * and ends after `today` (fundingWindowProblems). The API names the fields in its 400 and the
 * staff offer form checks the same before sending.
 */
export function offerTermsProblems(
  context: OfferContext,
  terms: OfferTerms,
  today?: string | null,
): Partial<Record<keyof OfferTerms, OfferTermsProblem>> {
  const problems: Partial<Record<keyof OfferTerms, OfferTermsProblem>> = {};
  const product = { low: context.lowRiskInterest, high: context.highRiskInterest };
  if (!isRupiah(terms.interestPercent) || !within(terms.interestPercent, product)) {
    problems.interestPercent = 'OFFER_TERMS_INVALID';
  } else if (!within(terms.interestPercent, offerInterestRange(context))) {
    problems.interestPercent = 'INTEREST_NOT_FOR_GRADE';
  }
  if (
    !Number.isInteger(terms.periodDays) ||
    terms.periodDays <= 0 ||
    terms.periodDays > maxOfferPeriodDays(terms.paymentType)
  ) {
    problems.periodDays = 'OFFER_TERMS_INVALID';
  }
  if (!isRupiah(terms.adminFee)) problems.adminFee = 'OFFER_TERMS_INVALID';
  const window = fundingWindowProblems(terms, today);
  if (window.fundingStart) problems.fundingStart = 'OFFER_TERMS_INVALID';
  if (window.fundingEnd) problems.fundingEnd = 'OFFER_TERMS_INVALID';
  // Terms otherwise acceptable may still cost the borrower more per day than OJK allows.
  if (
    Object.keys(problems).length === 0 &&
    offerBenefitCheck(context, terms)?.withinCap === false
  ) {
    problems.interestPercent = 'ECONOMIC_BENEFIT_ABOVE_CAP';
  }
  return problems;
}

/**
 * OJK's per-borrower limit on an offer (issue 21): the borrower's other outstanding plus this
 * loan's value must fit the limit in force on the day funding starts for the loan's purpose.
 */
export function offerBorrowerLimit(
  context: Pick<LoanContext, 'purpose'>,
  terms: Pick<OfferTerms, 'fundingStart'>,
  exposure: BorrowerExposure | undefined,
) {
  if (!exposure) return null;
  return borrowerLimit(exposure, terms.fundingStart, context.purpose ?? 'PRODUCTIVE');
}

/**
 * Whether the platform's history can change the per-borrower decision on this offer: not when
 * the offer fits the room left under the limit that needs no history (a raised limit only ever
 * adds room). The API then spares itself reading the platform's month-end figures.
 */
export function offerNeedsHistory(
  context: Pick<LoanContext, 'purpose' | 'applicationValue'>,
  terms: Pick<OfferTerms, 'fundingStart'>,
  otherOutstanding: string,
): boolean {
  const limit = offerBorrowerLimit(context, terms, { otherOutstanding, twp90MonthEnds: [] });
  return (
    limit === null || (limit.roomSen !== null && toSen(context.applicationValue) > limit.roomSen)
  );
}

function offerLimitCheck(
  context: LoanContext,
  terms: OfferTerms,
  exposure: BorrowerExposure | undefined,
): ReasonCode | null {
  // Without the facts the limit cannot be known: nothing is offered on unknown facts.
  const limit = offerBorrowerLimit(context, terms, exposure);
  if (!limit) return 'BORROWER_OUTSTANDING_ABOVE_LIMIT';
  return limit.roomSen !== null && toSen(context.applicationValue) > limit.roomSen
    ? 'BORROWER_OUTSTANDING_ABOVE_LIMIT'
    : null;
}

/**
 * Whether a paid loan's settling period is over on `today`: at least `settlingDays` days after
 * the day it was repaid (on day settlingDays − 1 it is not). Unknown facts are never over.
 */
export function settlingOver(facts: SettlingFacts | undefined): boolean {
  if (!facts || facts.repaidOn === null) return false;
  if (!isIsoDate(facts.today) || !isIsoDate(facts.repaidOn)) return false;
  if (!Number.isInteger(facts.settlingDays) || facts.settlingDays < 0) return false;
  return daysBetween(facts.repaidOn, facts.today) >= facts.settlingDays;
}

/** The reason a submission is refused, per rule of the application form. */
const SUBMISSION_REASONS: Record<FormRule, ReasonCode> = {
  GROUP_INVALID: 'APPLICATION_INCOMPLETE',
  AMOUNT_INVALID: 'APPLICATION_INCOMPLETE',
  VALUE_ZERO: 'VALUE_ZERO',
  DATE_MISSING: 'DATE_MISSING',
  DATE_INVALID: 'APPLICATION_INCOMPLETE',
  DATE_TOO_EARLY: 'DATE_TOO_EARLY',
  BAIL_BELOW_VALUE: 'BAIL_BELOW_VALUE',
  CERTIFICATE_MISSING: 'CERTIFICATE_MISSING',
};

function termsCheck(terms: ApplicationTerms): ReasonCode | null {
  if (!isRupiah(terms.applicationValue)) return 'APPLICATION_INCOMPLETE';
  if (toSen(terms.applicationValue) === 0n) return 'VALUE_ZERO';
  const range = [terms.lowRiskInterest, terms.highRiskInterest];
  return terms.productCode !== '' && range.every(isRupiah) ? null : 'APPLICATION_INCOMPLETE';
}

/** The events whose payload the rules check (payloadCheck): their words say what it must hold. */
export const PAYLOAD_CHECKED = [
  'loan.submit',
  'application.edit',
  'application.staffEdit',
  'loan.approveCredit',
  'offer.set',
  'funding.open',
  'loan.fund',
  'disbursement.prepare',
  'disbursement.sign',
  'loan.close',
] as const satisfies readonly LoanEventType[];

/** Whether an event's payload is acceptable in this context. */
function payloadCheck(context: LoanContext, event: LoanEvent): ReasonCode | null {
  if (event.type === 'loan.submit') {
    const { isPersonal, ...facts } = event.application;
    // The value submitted is the one the machine holds: an edit changes both together.
    const refused = submissionRefusal(facts, isPersonal);
    if (refused) return SUBMISSION_REASONS[refused.rule];
    return toSen(facts.applicationValue) === toSen(context.applicationValue)
      ? null
      : 'APPLICATION_INCOMPLETE';
  }
  if (event.type === 'application.staffEdit' && lockedFieldsChanged(event.fields).length > 0) {
    return 'FIELD_LOCKED';
  }
  if (event.type === 'application.staffEdit') {
    const files = staffFileRefusal(event.files, event.replaceReason);
    if (files) return files;
  }
  if (event.type === 'application.edit' || event.type === 'application.staffEdit') {
    return termsCheck(event.terms);
  }
  if (event.type === 'loan.approveCredit') {
    return isRiskRating(event.riskRating) ? null : 'RISK_RATING_MISSING';
  }
  if (event.type === 'offer.set') {
    const problems = Object.values(
      offerTermsProblems(offerContextOf(context, event), event.terms, event.actor.today),
    );
    if (problems.length === 0) return offerLimitCheck(context, event.terms, event.exposure);
    if (problems.includes('ECONOMIC_BENEFIT_ABOVE_CAP')) return 'ECONOMIC_BENEFIT_ABOVE_CAP';
    // Only an interest outside the grade's band is the grade's refusal; anything else is the terms'.
    return problems.every((problem) => problem === 'INTEREST_NOT_FOR_GRADE')
      ? 'INTEREST_NOT_FOR_GRADE'
      : 'OFFER_TERMS_INVALID';
  }
  if (event.type === 'disbursement.prepare') {
    return Number.isInteger(event.unsignedAgreements) && event.unsignedAgreements === 0
      ? null
      : 'AGREEMENTS_UNSIGNED';
  }
  if (event.type === 'disbursement.sign') {
    return event.agreementSigned === true ? null : 'AGREEMENT_NOT_SIGNED';
  }
  if (event.type === 'loan.fund') {
    const room = roomOf(event);
    return fundingAmountRefusal(context, event.amount, {
      activeBalance: event.actor.lender?.activeBalance ?? '',
      rooms: room
        ? { incomeSen: room.income.roomSen, concentrationSen: room.concentration.roomSen }
        : null,
    });
  }
  if (event.type === 'loan.close' && event.actor.role === 'system') {
    return settlingOver(event.settling) ? null : 'SETTLING_NOT_OVER';
  }
  if (event.type === 'funding.open') {
    return isRupiah(event.minimumFunding) && toSen(event.minimumFunding) > 0n
      ? null
      : 'AMOUNT_INVALID';
  }
  return null;
}

/**
 * The first reason the event is refused in this context: who asks, then the conditions, then the
 * payload (unless ignored); null when allowed.
 */
export function refusal(
  context: LoanContext,
  event: LoanEvent,
  options: { ignorePayload?: boolean } = {},
): ReasonCode | null {
  const who = actorRefusal(context, event);
  if (who) return who;
  for (const code of conditionsOf(event.type)) {
    const reason = CONDITIONS[code](context, event);
    if (reason) return reason;
  }
  return options.ignorePayload ? null : payloadCheck(context, event);
}

/**
 * Where a stage does not take an event at all, a more telling reason than WRONG_STAGE for the
 * person who sees the action missing.
 */
export const stageReasons: Partial<Record<LoanEventType, Partial<Record<Stage, ReasonCode>>>> = {
  'disbursement.approve': { DISBURSEMENT_READY: 'AGREEMENT_NOT_SIGNED' },
  'loan.cancel': afterFunding('LENDER_COMMITTED'),
  'loan.reject': afterFunding('LENDER_COMMITTED'),
  // A lender who arrives once the loan is fully funded is told the loan needs no more money.
  'loan.fund': afterFunding('EXCEEDS_NEED'),
};

/** Every stage once lenders have funded the whole loan, each refusing with this reason. */
function afterFunding(reason: ReasonCode): Partial<Record<Stage, ReasonCode>> {
  const stages: Stage[] = [
    'FUNDING_COMPLETED',
    'DISBURSEMENT_READY',
    'DISBURSEMENT_READY_BORROWER',
    'DISBURSED',
    'LOAN_PERIOD',
    'REVIEW_PAID',
    'PAID',
    'CLOSED',
  ];
  return Object.fromEntries(stages.map((stage) => [stage, reason]));
}
