// Values derived from a loan's snapshot: the three status projections of the REST contract and
// the actions a viewer may take now, each with the reason when it may not.

import type { SnapshotFrom } from 'xstate';
import { initialTransition } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { pureTransition } from '../shared/pure-transition.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { reasonTexts } from './loan.labels.ts';
import { limitRefusalText } from './loan.limit-texts.ts';
import { loanMachine } from './loan.machine.ts';
import {
  automaticText,
  type NextStep,
  nextStepOf,
  roleNeededTexts,
  TRANSFER_WITH_BANK,
  windowRefusalText,
} from './loan.reasons.ts';
import { actorRefusal, conditionsOf, refusal, roleNeeded, stageReasons } from './loan.rules.ts';
import type {
  Actor,
  ApplicationTerms,
  LoanContext,
  LoanEvent,
  LoanEventType,
  LoanInput,
  LoanStateValue,
  Reason,
  ReasonCode,
  Stage,
} from './loan.types.ts';

export type LoanSnapshot = SnapshotFrom<typeof loanMachine>;

export function startLoan(input: LoanInput): LoanSnapshot {
  return initialTransition(loanMachine, input)[0];
}

/** Rebuilds a snapshot from what the loan row stores. */
export function restoreLoan(value: LoanStateValue, context: LoanContext): LoanSnapshot {
  return loanMachine.resolveState({ value, context });
}

export function stateValueOf(snapshot: LoanSnapshot): LoanStateValue {
  return snapshot.value as LoanStateValue;
}

export function stageOf(snapshot: LoanSnapshot): Stage {
  return stateValueOf(snapshot).stage;
}

export type LoanStatuses = {
  submissionstage: string;
  funappcfapprovalstatus: string;
  funstatstatus: string;
};

const FUNDING_BY_STAGE: Partial<Record<Stage, string>> = {
  PROCESS: 'PROCESS',
  FUNDING_COMPLETED: 'FUNDING_COMPLETED',
  FUNDING_NOT_COMPLETED: 'FUNDING_NOT_COMPLETED',
  DISBURSEMENT_READY: 'DISBURSEMENT_READY',
  DISBURSEMENT_READY_BORROWER: 'DISBURSEMENT_READY',
  DISBURSED: 'DISBURSED',
  LOAN_PERIOD: 'DISBURSED',
  REVIEW_PAID: 'DISBURSED',
  PAID: 'DISBURSED',
  CLOSED: 'DISBURSED',
};

const APPROVAL_BY_STAGE: Partial<Record<Stage, string>> = {
  APPROVAL_BORROWER: 'APPROVAL_BORROWER',
  REJECTED_BORROWER: 'REJECTED_BORROWER',
  CANCEL: 'CANCEL',
};

const BEFORE_OFFER: ReadonlySet<Stage> = new Set([
  'DRAFT',
  'REVIEW',
  'APPROVAL_BAIL',
  'APPROVAL_LOAN',
  'APPROVAL_LOAN_DIR',
  'REJECT_BAIL',
]);

/** The three fields of the REST contract, all projections of one state. */
export function statusesOf(snapshot: LoanSnapshot): LoanStatuses {
  const stage = stageOf(snapshot);
  const { productCode, fundingFailed } = snapshot.context;
  const approved = `APPROVED_${productCode}`;
  const approval =
    APPROVAL_BY_STAGE[stage] ??
    (BEFORE_OFFER.has(stage)
      ? 'REVIEW'
      : stage === 'APPROVED_PRODUCT'
        ? approved
        : 'APPROVED_BORROWER');
  const funding =
    stage === 'CANCEL' && fundingFailed
      ? 'FUNDING_NOT_COMPLETED'
      : (FUNDING_BY_STAGE[stage] ?? 'NOT_PROCESS');
  return {
    submissionstage: stage === 'APPROVED_PRODUCT' ? approved : stage,
    funappcfapprovalstatus: approval,
    funstatstatus: funding,
  };
}

/** Every action a person can take on a loan, and the event that carries it. */
export const LOAN_ACTIONS = {
  submit: 'loan.submit',
  approveBail: 'bail.approve',
  approveCredit: 'loan.approveCredit',
  approveDirector: 'loan.approveDirector',
  setOffer: 'offer.set',
  approve: 'loan.approve',
  acceptOffer: 'offer.accept',
  declineOffer: 'offer.decline',
  openFunding: 'funding.open',
  fund: 'loan.fund',
  closeFunding: 'funding.close',
  prepareDisbursement: 'disbursement.prepare',
  signDisbursement: 'disbursement.sign',
  approveDisbursement: 'disbursement.approve',
  startPeriod: 'period.start',
  submitRepayment: 'repayment.submit',
  confirmRepayment: 'repayment.confirm',
  rejectRepayment: 'repayment.reject',
  close: 'loan.close',
  reject: 'loan.reject',
  cancel: 'loan.cancel',
} as const satisfies Record<string, LoanEventType>;

export type LoanAction = keyof typeof LOAN_ACTIONS;

export type AvailableAction = { action: LoanAction; allowed: boolean; reason: Reason | null };

/**
 * Which of the machine's checks refused: who may send the event (`who`), whether the current state
 * takes it at all (`stage`), a state the event needs the loan to be in (`state`), a condition on
 * the loan (`condition`), or the event's payload (`payload`). The analysts' "what if" names it.
 */
export type RefusingCheck = 'who' | 'stage' | 'state' | 'condition' | 'payload';

/** The one answer to "may this happen now": yes, or no because of a reason in words. */
export type LoanDecision =
  | { allowed: true; reason: null }
  | { allowed: false; reason: Reason; check: RefusingCheck };

const YES: LoanDecision = { allowed: true, reason: null };
const no = (
  check: RefusingCheck,
  code: ReasonCode,
  text: Text = reasonTexts[code],
): LoanDecision => ({ allowed: false, reason: { code, text }, check });

/**
 * May this viewer send this event to this loan now? Asked with a whole event, the payload is
 * checked too (what the API applies); asked with an event type, the answer holds for some valid
 * payload (what a screen offers). Every tier asks this one function: the API before it applies an
 * event, the loan view's `availableActions`, and the analysts' view. The order is the one every
 * tier reports: who asks (WRONG_ROLE, NOT_OWNER, AUTOMATIC), then the stage (what it waits for),
 * then the conditions, then the payload. No refusal is worded "not at this stage": each names what
 * is missing or awaited (loan.reasons.ts).
 */
export function decideLoanEvent(
  snapshot: LoanSnapshot,
  viewer: Actor,
  eventOrType: LoanEvent | LoanEventType,
): LoanDecision {
  const withPayload = typeof eventOrType !== 'string';
  const type = withPayload ? eventOrType.type : eventOrType;
  // Who asks and the conditions read only the actor; the payload is read when there is one.
  const event = withPayload
    ? { ...eventOrType, actor: viewer }
    : ({ type, actor: viewer } as LoanEvent);
  const { context } = snapshot;
  const stage = stageOf(snapshot);
  const who = actorRefusal(context, event);
  if (who === 'AUTOMATIC') return no('who', who, automaticText(type, context));
  if (who === 'WRONG_ROLE') return no('who', who, roleNeededTexts[roleNeeded(type)]);
  if (who) return no('who', who);
  if (!takesEvent(snapshot, type)) {
    const special = stageReasons[type]?.[stage];
    return special
      ? no('stage', special)
      : no('stage', 'WRONG_STAGE', nextStepOf(stage, context).text);
  }
  if (type === 'installment.overdue' && !snapshot.hasTag('repaying')) {
    return no('state', 'NOT_REPAYING');
  }
  const refused = refusal(context, event, { ignorePayload: !withPayload });
  if (refused) {
    const check = conditionsOf(type).some((c) => c === refused) ? 'condition' : 'payload';
    const text =
      limitRefusalText(refused, context, event) ??
      windowRefusalText(refused, context, event) ??
      reasonTexts[refused];
    return no(check, refused, text);
  }
  if (!withPayload || snapshot.can(event)) return YES;
  // The rules above mirror the machine's guards (a test holds them equal); should they ever
  // part, the machine's refusal is worded by what the stage waits for.
  return no('stage', 'WRONG_STAGE', nextStepOf(stage, context).text);
}

/** A whole event asked by its own sender: decideLoanEvent's reason, or null when allowed. */
export const refusalOf = (snapshot: LoanSnapshot, event: LoanEvent): Reason | null =>
  decideLoanEvent(snapshot, event.actor, event).reason;

/** Every action, offered or refused with its reason, for this viewer now. */
export function availableActions(snapshot: LoanSnapshot, viewer: Actor): AvailableAction[] {
  return (Object.keys(LOAN_ACTIONS) as LoanAction[]).map((action) => {
    const { allowed, reason } = decideLoanEvent(snapshot, viewer, LOAN_ACTIONS[action]);
    return { action, allowed, reason };
  });
}

/** What the loan waits for now and whose move it is (shown when a viewer has nothing to do). */
export const nextStep = (
  snapshot: LoanSnapshot,
  facts: { transferring?: boolean } = {},
): NextStep =>
  // The disbursement's fact: once staff approved, the loan waits for the bank, not for staff.
  facts.transferring && stageOf(snapshot) === 'DISBURSEMENT_READY_BORROWER'
    ? TRANSFER_WITH_BANK
    : nextStepOf(stageOf(snapshot), snapshot.context);

/** Sends an event to a snapshot without running anything; the API applies the result. */
export function nextLoanSnapshot(snapshot: LoanSnapshot, event: LoanEvent): LoanSnapshot {
  return pureTransition(loanMachine, snapshot, event)[0];
}

/** A funding window: the days funding runs (ISO dates), either unknown before an offer. */
export type FundingDays = { start: string | null; end: string | null };

/**
 * The days funding runs on: the offer's window until funding opens, then from the day it opened
 * (before the offer's start when staff opened it early); it still closes after the offer's end.
 */
export function fundingDaysOf(
  context: Pick<LoanContext, 'fundingOpenedOn' | 'fundingStart' | 'fundingEnd'>,
  offer: FundingDays,
): FundingDays {
  return {
    start: context.fundingOpenedOn ?? offer.start ?? context.fundingStart ?? null,
    end: offer.end ?? context.fundingEnd ?? null,
  };
}

/** The loan data the machine holds, as an edit that changes nothing would carry it. */
export function applicationTermsOf(context: LoanContext): ApplicationTerms {
  return {
    productCode: context.productCode,
    applicationValue: context.applicationValue,
    lowRiskInterest: context.lowRiskInterest,
    highRiskInterest: context.highRiskInterest,
  };
}

/** The edit event a viewer's change travels as: staff correct, the borrower edits. */
export const editEventType = (viewer: Actor): 'application.edit' | 'application.staffEdit' =>
  viewer.role === 'admin' ? 'application.staffEdit' : 'application.edit';

/**
 * Why this viewer may not change the application now (loan data, borrower data, collateral,
 * photos); null when they may. The owner edits in DRAFT and REJECT_BAIL, staff while they
 * review (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR): see loan.rules.ts.
 */
export function whyNotEdit(snapshot: LoanSnapshot, viewer: Actor): Reason | null {
  const type = editEventType(viewer);
  return decideLoanEvent(snapshot, viewer, {
    type,
    actor: viewer,
    terms: applicationTermsOf(snapshot.context),
  }).reason;
}

/** Staff may edit the loan's data now (the stage is one of review): `Loan.staffEditable`. */
export const staffMayEdit = (snapshot: LoanSnapshot): boolean => snapshot.hasTag('staffEditable');

/** The owner may edit the application now (DRAFT, REJECT_BAIL): `Loan.editable`. */
export const borrowerMayEdit = (snapshot: LoanSnapshot): boolean => snapshot.hasTag('editable');
