// The one step from a machine's refusal to an HTTP answer: each machine's reason code maps to a
// status and a stable code here, and the answer carries the reason's words in both languages so
// that the error handler answers in the caller's (Accept-Language, Indonesian by default) — the
// same words the screens show beside a hidden action.
import type { Text } from '../../machines/shared/i18n-text.ts';
import { AppError } from './errors.ts';

/** Whose refusal it is: each machine keeps the codes its clients already read. */
export type RefusingMachine =
  | 'loan'
  | 'lenderAccount'
  | 'profileSection'
  | 'bankChange'
  | 'applicant'
  | 'disbursement'
  | 'installment'
  | 'taxStatus'
  | 'taxDeclaration'
  | 'autoLend'
  | 'fundingLimits';

type Answer = { status: number; code: string };

/** The HTTP code is the reason code itself (the profile machines' contract). */
const AS_ITSELF = '';

const FORBIDDEN: Answer = { status: 403, code: 'FORBIDDEN' };
const APPLICATION_INVALID: Answer = { status: 409, code: 'APPLICATION_INVALID' };
const VALIDATION_FAILED: Answer = { status: 400, code: 'VALIDATION_FAILED' };

const ANSWERS: Record<RefusingMachine, { otherwise: Answer; byReason: Record<string, Answer> }> = {
  loan: {
    otherwise: { status: 409, code: 'ILLEGAL_TRANSITION' },
    byReason: {
      WRONG_ROLE: FORBIDDEN,
      NOT_OWNER: FORBIDDEN,
      OFFER_TERMS_INVALID: VALIDATION_FAILED,
      INTEREST_NOT_FOR_GRADE: VALIDATION_FAILED,
      // Issue 21: the regulator's cap on what the borrower pays per day (its own stable code).
      ECONOMIC_BENEFIT_ABOVE_CAP: { status: 400, code: 'ECONOMIC_BENEFIT_ABOVE_CAP' },
      RISK_RATING_MISSING: VALIDATION_FAILED,
      FIELD_LOCKED: { status: 409, code: 'FIELD_LOCKED' },
      // Issue 15: staff never delete a borrower's file; replacing one needs a reason.
      FILE_DELETE_FORBIDDEN: { status: 409, code: 'FILE_DELETE_FORBIDDEN' },
      FILE_REPLACE_REASON_MISSING: { status: 400, code: 'FILE_REPLACE_REASON_REQUIRED' },
      VALUE_ZERO: APPLICATION_INVALID,
      DATE_MISSING: APPLICATION_INVALID,
      DATE_TOO_EARLY: APPLICATION_INVALID,
      BAIL_BELOW_VALUE: APPLICATION_INVALID,
      CERTIFICATE_MISSING: APPLICATION_INVALID,
      APPLICATION_INCOMPLETE: APPLICATION_INVALID,
      // Issue 17: a lender's funding. The spec's words ride in the reason's text.
      AMOUNT_INVALID: VALIDATION_FAILED,
      BELOW_MINIMUM: { status: 409, code: 'BELOW_MINIMUM' },
      EXCEEDS_NEED: { status: 409, code: 'EXCEEDS_NEED' },
      INSUFFICIENT_BALANCE: { status: 409, code: 'INSUFFICIENT_BALANCE' },
      LENDER_NOT_VALIDATED: { status: 409, code: 'LENDER_NOT_VALIDATED' },
      LENDER_AGREEMENT_NOT_SIGNED: { status: 409, code: 'LENDER_AGREEMENT_NOT_SIGNED' },
      FUNDING_WINDOW_CLOSED: { status: 409, code: 'FUNDING_WINDOW_CLOSED' },
      // Issue 21: OJK's limits, each its own stable code; the words name the figure and the limit.
      LENDER_INCOME_NOT_DECLARED: { status: 409, code: 'LENDER_INCOME_NOT_DECLARED' },
      LENDER_INCOME_LIMIT_EXCEEDED: { status: 409, code: 'LENDER_INCOME_LIMIT_EXCEEDED' },
      LENDER_CONCENTRATION_ABOVE_LIMIT: { status: 409, code: 'LENDER_CONCENTRATION_ABOVE_LIMIT' },
      BORROWER_OUTSTANDING_ABOVE_LIMIT: { status: 409, code: 'BORROWER_OUTSTANDING_ABOVE_LIMIT' },
    },
  },
  lenderAccount: {
    otherwise: { status: 409, code: 'ILLEGAL_TRANSITION' },
    byReason: {
      WRONG_ROLE: FORBIDDEN,
      NOT_OWNER: FORBIDDEN,
      CORPORATE_RDL_VIA_CUSTOMER_CARE: FORBIDDEN,
      ACCOUNT_NUMBER_INVALID: VALIDATION_FAILED,
      CIF_NUMBER_INVALID: VALIDATION_FAILED,
      CONSENT_MISSING: VALIDATION_FAILED,
    },
  },
  profileSection: {
    otherwise: { status: 409, code: AS_ITSELF },
    byReason: {
      WRONG_ROLE: { status: 403, code: AS_ITSELF },
      NOT_OWNER: { status: 403, code: AS_ITSELF },
      REASON_MISSING: { status: 400, code: AS_ITSELF },
    },
  },
  bankChange: {
    otherwise: FORBIDDEN,
    byReason: {
      WRONG_STATE: { status: 409, code: AS_ITSELF },
      REASON_MISSING: { status: 400, code: AS_ITSELF },
    },
  },
  applicant: {
    otherwise: { status: 409, code: AS_ITSELF },
    byReason: { WRONG_ROLE: { status: 403, code: AS_ITSELF } },
  },
  // Issue 18: the transfer's own refusals keep their codes; any other is a transition refused.
  disbursement: {
    otherwise: { status: 409, code: 'ILLEGAL_TRANSITION' },
    byReason: {
      WRONG_ROLE: FORBIDDEN,
      NOT_OWNER: FORBIDDEN,
      DISBURSEMENT_NOT_PREPARED: { status: 409, code: AS_ITSELF },
      BANK_DATA_MISSING: { status: 409, code: AS_ITSELF },
      NO_TRANSFER_RAIL: { status: 409, code: AS_ITSELF },
    },
  },
  // Issue 19: a payment of an installment.
  installment: {
    otherwise: { status: 409, code: 'ILLEGAL_TRANSITION' },
    byReason: {
      WRONG_ROLE: FORBIDDEN,
      NOT_OWNER: FORBIDDEN,
      AMOUNT_INVALID: VALIDATION_FAILED,
      EXCEEDS_OWED: { status: 409, code: AS_ITSELF },
      EARLIER_INSTALLMENT_UNPAID: { status: 409, code: AS_ITSELF },
    },
  },
  // A lender's tax status: a value the rules refuse is a 400 naming its field with its own code.
  taxStatus: {
    otherwise: { status: 400, code: AS_ITSELF },
    byReason: { WRONG_ROLE: FORBIDDEN, NOT_OWNER: FORBIDDEN },
  },
  // Staff's decision on a lender's tax declaration: anyone else 403; a declaration no longer
  // waiting, or one that no longer holds on the day of approval, 409 with its own code.
  taxDeclaration: {
    otherwise: { status: 409, code: AS_ITSELF },
    byReason: {
      STAFF_ONLY: FORBIDDEN,
      OWN_DECLARATION: FORBIDDEN,
      REFUSAL_REASON_REQUIRED: { status: 400, code: AS_ITSELF },
    },
  },
  // Issue 21: an auto-lend rule and opting it out of a loan.
  autoLend: {
    otherwise: { status: 409, code: 'ILLEGAL_TRANSITION' },
    byReason: {
      WRONG_ROLE: FORBIDDEN,
      NOT_OWNER: FORBIDDEN,
      SETTINGS_INVALID: VALIDATION_FAILED,
      AUTHORISATION_MISSING: { status: 400, code: AS_ITSELF },
      PREVIEW_OVER: { status: 409, code: AS_ITSELF },
      NO_MATCH: { status: 409, code: AS_ITSELF },
      RULE_NOT_ACTIVE: { status: 409, code: AS_ITSELF },
      ALREADY_OPTED_OUT: { status: 409, code: AS_ITSELF },
      NOT_OPTED_OUT: { status: 409, code: AS_ITSELF },
    },
  },
  // Issue 21: a lender's income declaration and the facts staff verify.
  fundingLimits: {
    otherwise: { status: 400, code: AS_ITSELF },
    byReason: { WRONG_ROLE: FORBIDDEN, NOT_LENDER: { status: 404, code: 'LENDER_NOT_FOUND' } },
  },
};

export type MachineReason = { code: string; text: Text };

/**
 * The answer to a refused event. `fields` are the request fields the refusal concerns: given as
 * names, each carries the reason's words; given as a record, its own words.
 */
export function refusal(
  machine: RefusingMachine,
  reason: MachineReason,
  fields: readonly string[] | Record<string, string> = [],
): AppError {
  const { otherwise, byReason } = ANSWERS[machine];
  const answer = byReason[reason.code] ?? otherwise;
  const named = Array.isArray(fields) ? fields : [];
  const own = Array.isArray(fields) ? undefined : (fields as Record<string, string>);
  return new AppError(answer.status, answer.code || reason.code, reason.text.en, {
    reason: reason.code,
    text: reason.text,
    ...(own ? { fields: own } : {}),
    ...(named.length > 0 ? { textFields: named } : {}),
  });
}
