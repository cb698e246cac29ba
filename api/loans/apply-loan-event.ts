// The only way a loan changes stage: its stored state is restored into the lifecycle machine,
// the event is offered to it, and the result is written back with an audit row, all in one
// transaction holding the loan's row lock, with the notifications the event sends
// (loan-notifications.ts). An event the machine refuses changes nothing and tells nobody.

import {
  fundingWindowProblems,
  lockedFieldsChanged,
  maxOfferPeriodDays,
  offerBenefitCheck,
  offerContextOf,
  offerInterestRange,
  offerTermsProblems,
} from '../../machines/loan/loan.rules.ts';
import {
  nextLoanSnapshot,
  refusalOf,
  restoreLoan,
  stateValueOf,
  statusesOf,
} from '../../machines/loan/loan.selectors.ts';
import { filesDeleted } from '../../machines/loan/loan.staff-files.ts';
import type {
  LoanEvent,
  LoanEventData,
  OfferTerms,
  Reason,
} from '../../machines/loan/loan.types.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { AppError, FieldErrors } from '../http/errors.ts';
import { refusal } from '../http/refusals.ts';
import type { FieldChange } from './loan-changes.ts';
import { notifyLoanEvent } from './loan-notifications.ts';
import { assertMayRead, findLoan, type LoanRecord, lockLoan } from './loan-record.ts';

/** The loan columns that hold the offer terms: an invalid offer names them in its 400. */
const OFFER_COLUMNS: Record<keyof OfferTerms, string> = {
  interestPercent: 'funappinterestpercentage',
  periodDays: 'timeperiod',
  adminFee: 'appadminfee',
  paymentType: 'typepayment',
  fundingStart: 'funappcfstarttime',
  fundingEnd: 'funappcfendtime',
};

/** The interest an offer may carry, in a 400's words: the grade's band for a rated loan. */
function interestRangeText(loan: LoanRecord): string {
  const { low, high, grade } = offerInterestRange(loan.machine_context);
  return `must be between ${low} and ${high}${grade ? ` for grade ${grade}` : ''}`;
}

/** A funding window's day refused, in a 400's words (the day as the request sends it). */
function windowText(problem: string | undefined, today: string | undefined): string {
  if (problem === 'BEFORE_TODAY') return `must be today (${today}) or later`;
  if (problem === 'NOT_AFTER_TODAY') return `must be after today (${today})`;
  if (problem === 'BEFORE_START') return 'must not be before funappcfstarttime';
  return 'invalid';
}

/** A payload the machine finds invalid is bad input (400 with its fields), not a wrong time. */
function invalidOffer(loan: LoanRecord, event: LoanEvent, reason: Reason): AppError | null {
  if (event.type !== 'offer.set') return null;
  const { today } = event.actor;
  const context = offerContextOf(loan.machine_context, event);
  const problems = offerTermsProblems(context, event.terms, today);
  const window = fundingWindowProblems(event.terms, today);
  const fields: FieldErrors = {};
  for (const key of Object.keys(problems) as (keyof OfferTerms)[]) {
    const benefit =
      problems[key] === 'ECONOMIC_BENEFIT_ABOVE_CAP'
        ? offerBenefitCheck(context, event.terms)
        : null;
    fields[OFFER_COLUMNS[key]] = benefit
      ? `the interest and fees come to ${benefit.percentPerDay}% a day; at most ${benefit.rule?.percentPerDay}% a day (${benefit.rule?.source})`
      : key === 'interestPercent'
        ? interestRangeText(loan)
        : key === 'periodDays'
          ? `must be 1 to ${maxOfferPeriodDays(event.terms.paymentType)} days (${event.terms.paymentType})`
          : key === 'fundingStart' || key === 'fundingEnd'
            ? windowText(window[key], today)
            : 'invalid';
  }
  return refusal('loan', reason, fields);
}

/**
 * A submission refused by the application form's rules: 409 APPLICATION_INVALID (refusals.ts)
 * with the field the message belongs to, so a client shows it where the form does.
 */
const APPLICATION_FIELDS: Readonly<Record<string, string>> = {
  VALUE_ZERO: 'genapplicationvalue',
  DATE_MISSING: 'genrequireddate',
  DATE_TOO_EARLY: 'genrequireddate',
  BAIL_BELOW_VALUE: 'bailestimatedvalue',
  CERTIFICATE_MISSING: 'bailcertificatefile',
  APPLICATION_INCOMPLETE: 'application',
};

/** A funding refused for its amount names the amount field (issue 17). */
const FUNDING_AMOUNT_REASONS: ReadonlySet<string> = new Set([
  'AMOUNT_INVALID',
  'BELOW_MINIMUM',
  'EXCEEDS_NEED',
  'INSUFFICIENT_BALANCE',
  'LENDER_INCOME_LIMIT_EXCEEDED',
  'LENDER_CONCENTRATION_ABOVE_LIMIT',
]);

/** The machine's refusal as an answer (api/http/refusals.ts), naming the fields it concerns. */
export function refusalError(refused: Reason, event?: LoanEvent, loan?: LoanRecord): AppError {
  const applicationField = APPLICATION_FIELDS[refused.code];
  if (applicationField) return refusal('loan', refused, [applicationField]);
  if (refused.code === 'FIELD_LOCKED' && event?.type === 'application.staffEdit') {
    // A well-formed request the rules forbid for staff: 409, naming each locked field.
    return refusal('loan', refused, lockedFieldsChanged(event.fields));
  }
  if (refused.code === 'FILE_DELETE_FORBIDDEN' && event?.type === 'application.staffEdit') {
    return refusal('loan', refused, filesDeleted(event.files));
  }
  if (event?.type === 'loan.fund' && FUNDING_AMOUNT_REASONS.has(refused.code)) {
    return refusal('loan', refused, ['amount']);
  }
  if (refused.code === 'FILE_REPLACE_REASON_MISSING') {
    return refusal('loan', refused, ['replacereason']);
  }
  if (refused.code === 'RISK_RATING_MISSING') return refusal('loan', refused, ['riskrating']);
  const invalid =
    (refused.code === 'OFFER_TERMS_INVALID' ||
      refused.code === 'INTEREST_NOT_FOR_GRADE' ||
      refused.code === 'ECONOMIC_BENEFIT_ABOVE_CAP') &&
    event &&
    loan
      ? invalidOffer(loan, event, refused)
      : null;
  return invalid ?? refusal('loan', refused);
}

/** The platform acting by itself (a date reached): no user, role `system`. */
export type PlatformActor = { userId: ''; role: 'system' };
export const PLATFORM_ACTOR: PlatformActor = { userId: '', role: 'system' };

export type ApplyOptions = {
  reason?: string;
  /** Writes what the event changes besides the stage, in the same transaction. */
  alsoWrite?: (q: Queryable, loan: LoanRecord) => Promise<void>;
  /** The audit row's reason when it is known only once the event is built and written. */
  auditReason?: () => string | null;
  /** What the writes changed, field by field (an edit of the application), for the audit row. */
  auditChanges?: () => readonly FieldChange[];
  /** Who reads the loan may act on it: by default the owner or staff (assertMayRead). */
  assertAccess?: (loan: LoanRecord) => void;
  /**
   * The loan's row as the caller locked it in this transaction (FOR NO KEY UPDATE, read as
   * lockLoan reads it), in a statement of its own work: not locked and read again here.
   */
  locked?: LoanRecord;
  /** Facts the rules need about the actor (a lender's, issue 17; the product's day). */
  actorFacts?: Pick<Actor, 'lender' | 'today'>;
  /**
   * false: the answer is the row as read with the machine's new state, not read again — for a
   * caller whose `alsoWrite` changes no loan column and who holds the lock for as short as it can.
   */
  reread?: boolean;
};

export async function applyLoanEvent(
  db: Db,
  loanId: number,
  viewer: Viewer,
  /** The event, built from the locked row (and, when it needs more, read in the same transaction). */
  buildEvent: (loan: LoanRecord, q: Queryable) => LoanEventData | Promise<LoanEventData>,
  options: ApplyOptions = {},
): Promise<LoanRecord> {
  return db.tx((q) => applyLoanEventIn(q, loanId, viewer, buildEvent, options));
}

/**
 * applyLoanEvent inside the caller's transaction: the loan's row is locked here (FOR NO KEY
 * UPDATE: rows that only reference the loan, such as its events and fundings, are not blocked),
 * so whatever the caller locked before is taken first — a funding locks the lender's money, then
 * the loan (api/funding/fund-loan.ts).
 */
export async function applyLoanEventIn(
  q: Queryable,
  loanId: number,
  /** A signed-in person, or the platform itself (its timed jobs). */
  viewer: Viewer | PlatformActor,
  buildEvent: (loan: LoanRecord, q: Queryable) => LoanEventData | Promise<LoanEventData>,
  options: ApplyOptions = {},
): Promise<LoanRecord> {
  const loan = options.locked ?? (await lockLoan(q, loanId));
  if (options.assertAccess) options.assertAccess(loan);
  else if (viewer.role !== 'system') assertMayRead(loan, viewer);
  const snapshot = restoreLoan(loan.machine_state, loan.machine_context);
  const event = {
    ...(await buildEvent(loan, q)),
    actor: { userId: viewer.userId, role: viewer.role, ...options.actorFacts },
  } as LoanEvent;
  const refused = refusalOf(snapshot, event);
  if (refused) throw refusalError(refused, event, loan);
  const next = nextLoanSnapshot(snapshot, event);
  await options.alsoWrite?.(q, loan);
  // The queue times (0021): a submission dates the loan; a new stage restarts its wait.
  // The new state and its audit row in one statement (one round trip while the lock is held).
  await q.query(
    `WITH moved AS (
       UPDATE loans SET machine_state = $2::jsonb, machine_context = $3::jsonb,
         updated_at = now(),
         submitted_at = CASE WHEN $4 = 'loan.submit' THEN now() ELSE submitted_at END,
         stage_entered_at = CASE WHEN machine_state ->> 'stage' IS DISTINCT FROM $2::jsonb ->> 'stage'
                                 THEN now() ELSE stage_entered_at END
       WHERE id = $1 RETURNING id
     )
     INSERT INTO loan_events
       (loan_id, event, from_stage, to_stage, actor_id, actor_role, reason, changes)
     SELECT id, $4, $5, $6, $7, $8, $9, $10::jsonb FROM moved`,
    [
      loanId,
      JSON.stringify(stateValueOf(next)),
      JSON.stringify(next.context),
      event.type,
      statusesOf(snapshot).submissionstage,
      statusesOf(next).submissionstage,
      viewer.role === 'system' ? null : viewer.userId,
      viewer.role,
      options.reason ?? options.auditReason?.() ?? null,
      JSON.stringify(options.auditChanges?.() ?? []),
    ],
  );
  await notifyLoanEvent(q, loan, event);
  if (options.reread === false) {
    return { ...loan, machine_state: stateValueOf(next), machine_context: next.context };
  }
  return findLoan(q, loanId);
}
