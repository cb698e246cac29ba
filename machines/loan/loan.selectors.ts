// Values derived from a loan's snapshot: the three status projections of the REST contract and
// the actions a viewer may take now, each with the reason when it may not.
import type { SnapshotFrom } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { takesEvent } from '../shared/takes-event.ts';
import { reasonTexts } from './loan.labels.ts';
import { loanMachine } from './loan.machine.ts';
import { actorRefusal, refusal, stageReasons } from './loan.rules.ts';
import type {
  Actor,
  ApplicationTerms,
  LoanContext,
  LoanEvent,
  LoanEventType,
  LoanInput,
  LoanStateValue,
  Reason,
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

const stageTakes = (snapshot: LoanSnapshot, type: LoanEventType) => takesEvent(snapshot, type);

/** An event of this type from this actor, with a neutral payload (payloads are checked on send). */
function probeEvent(type: LoanEventType, actor: Actor, context: LoanContext): LoanEvent {
  switch (type) {
    case 'loan.submit':
      return {
        type,
        actor,
        application: {
          isPersonal: true,
          groupValid: { loanData: true, personal: true, company: true, loanBail: true },
          applicationValue: context.applicationValue,
          bailEstimatedValue: context.applicationValue,
          requiredDate: '',
          today: '',
          certificateFile: '',
        },
      };
    case 'application.edit':
    case 'application.staffEdit':
      return { type, actor, terms: applicationTermsOf(context) };
    case 'offer.set':
      return {
        type,
        actor,
        terms: {
          interestPercent: '0',
          periodDays: 0,
          adminFee: '0',
          paymentType: 'INSTALLMENT',
          fundingStart: '',
          fundingEnd: '',
        },
      };
    case 'loan.fund':
      return { type, actor, amount: '0' };
    case 'repayment.confirm':
      return { type, actor, installmentsRemaining: 0 };
    case 'loan.reject':
    case 'loan.cancel':
      return { type, actor, reason: '' };
    default:
      return { type, actor } as LoanEvent;
  }
}

function reason(code: Reason['code']): Reason {
  return { code, text: reasonTexts[code] };
}

/**
 * Why this actor may not send this event now; null when the machine would take it. The order is
 * the one every tier reports: who asks (WRONG_ROLE, NOT_OWNER), then the stage, then the
 * conditions and the payload.
 */
export function whyNot(snapshot: LoanSnapshot, event: LoanEvent): Reason | null {
  const who = actorRefusal(snapshot.context, event);
  if (who) return reason(who);
  if (!stageTakes(snapshot, event.type)) {
    return reason(stageReasons[event.type]?.[stageOf(snapshot)] ?? 'WRONG_STAGE');
  }
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STAGE');
}

/**
 * Why this actor may not send an event of this type now, whatever payload it would carry (the
 * payload is checked when the event is sent): who asks, the stage, the conditions.
 */
export function whyNotNow(
  snapshot: LoanSnapshot,
  type: LoanEventType,
  actor: Actor,
): Reason | null {
  const event = probeEvent(type, actor, snapshot.context);
  const who = actorRefusal(snapshot.context, event);
  if (who) return reason(who);
  if (!stageTakes(snapshot, type)) {
    return reason(stageReasons[type]?.[stageOf(snapshot)] ?? 'WRONG_STAGE');
  }
  const refused = refusal(snapshot.context, event, { ignorePayload: true });
  return refused ? reason(refused) : null;
}

export function availableActions(snapshot: LoanSnapshot, viewer: Actor): AvailableAction[] {
  return (Object.keys(LOAN_ACTIONS) as LoanAction[]).map((action) => {
    const refused = whyNotNow(snapshot, LOAN_ACTIONS[action], viewer);
    return { action, allowed: refused === null, reason: refused };
  });
}

/** Sends an event to a snapshot without running anything; the API applies the result. */
export function nextLoanSnapshot(snapshot: LoanSnapshot, event: LoanEvent): LoanSnapshot {
  return transition(loanMachine, snapshot, event)[0];
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
  return whyNot(snapshot, { type, actor: viewer, terms: applicationTermsOf(snapshot.context) });
}

/** Staff may edit the loan's data now (the stage is one of review): `Loan.staffEditable`. */
export const staffMayEdit = (snapshot: LoanSnapshot): boolean => snapshot.hasTag('staffEditable');

/** The owner may edit the application now (DRAFT, REJECT_BAIL): `Loan.editable`. */
export const borrowerMayEdit = (snapshot: LoanSnapshot): boolean => snapshot.hasTag('editable');
