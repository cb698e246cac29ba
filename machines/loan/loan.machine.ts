// The loan lifecycle (loan-lifecycle.md): one statechart whose state is the loan's truth. The
// `stage` region holds the submission stage; the `arrears` region says whether an installment is
// past due, so that "overdue" never becomes a stage of its own. The machine is pure: no clock,
// no I/O. Time and the outcome of outside work arrive as events sent by the API.
import { and, assign, not, or, setup, stateIn } from 'xstate';
import { fromSen, toSen } from '../shared/money.ts';
import { type LoanStatePath, stateDescriptions } from './loan.labels.ts';
import { refusal } from './loan.rules.ts';
import type { LoanContext, LoanEvent, LoanInput } from './loan.types.ts';

const staffCancel = { target: 'CANCEL', guard: 'allowed' } as const;
const staffReject = { target: 'REJECT_BAIL', guard: 'allowed' } as const;
/** An edit stays in its stage; the machine decides who may edit when (loan.rules.ts). */
const edit = { guard: 'allowed', actions: 'editApplication' } as const;
/** A state's description: the English of its words in loan.labels.ts, the one source of both. */
const about = (path: LoanStatePath | 'loan') => stateDescriptions[path].en;
/** A bill paid through its VA: the last one pays the loan off (and settles any arrears). */
const received = [
  {
    target: ['#loan.stage.PAID', '#loan.arrears.current'],
    guard: and(['allowed', 'nothingLeftToPay']),
  },
  { guard: 'allowed', actions: 'creditRepayment' },
] as const;
const repaying = or([stateIn({ stage: 'LOAN_PERIOD' }), stateIn({ stage: 'REVIEW_PAID' })]);

export const loanMachine = setup({
  types: {
    context: {} as LoanContext,
    events: {} as LoanEvent,
    input: {} as LoanInput,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
    fullyFundedAfter: ({ context, event }) =>
      event.type === 'loan.fund' &&
      toSen(context.commitment) + toSen(event.amount) === toSen(context.applicationValue),
    nothingLeftToPay: ({ event }) =>
      (event.type === 'repayment.confirm' || event.type === 'repayment.received') &&
      event.installmentsRemaining === 0,
  },
  actions: {
    recordCreditApprover: assign({
      creditApprovedBy: ({ event }) => event.actor.userId,
    }),
    recordRiskRating: assign(({ context, event }) =>
      event.type === 'loan.approveCredit' ? { ...context, riskRating: event.riskRating } : context,
    ),
    addCommitment: assign({
      commitment: ({ context, event }) =>
        event.type === 'loan.fund'
          ? fromSen(toSen(context.commitment) + toSen(event.amount))
          : context.commitment,
    }),
    // Side effect: the API asks the bank for the transfer (api/disbursement).
    requestPayout: () => {},
    // Issue 19: the API books the bill's money with the event (api/repayment/payments.ts).
    creditRepayment: () => {},
    refundLenders: assign({ commitment: '0.00', fundingFailed: true }),
    // A rejected loan is reviewed afresh: its credit approval and the rating that came with it go.
    resetApprovals: assign({ creditApprovedBy: null, riskRating: null }),
    recordMinimumFunding: assign({
      minimumFunding: ({ context, event }) =>
        event.type === 'funding.open' ? event.minimumFunding : (context.minimumFunding ?? null),
    }),
    // The day it opened, from the event (time arrives with it): staff may open before the offer's
    // start, and funding then runs from that day.
    recordFundingOpened: assign({
      fundingOpenedOn: ({ context, event }) =>
        event.type === 'funding.open'
          ? (event.actor.today ?? null)
          : (context.fundingOpenedOn ?? null),
    }),
    recordFundingWindow: assign(({ context, event }) =>
      event.type === 'offer.set'
        ? {
            ...context,
            fundingStart: event.terms.fundingStart,
            fundingEnd: event.terms.fundingEnd,
            // A new offer's window has not opened yet, whatever an earlier one did.
            fundingOpenedOn: null,
          }
        : context,
    ),
    editApplication: assign(({ context, event }) =>
      event.type === 'application.edit' || event.type === 'application.staffEdit'
        ? { ...context, ...event.terms }
        : context,
    ),
  },
}).createMachine({
  id: 'loan',
  description: about('loan'),
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    commitment: '0.00',
    creditApprovedBy: null,
    fundingFailed: false,
  }),
  states: {
    stage: {
      description: about('stage'),
      initial: 'DRAFT',
      states: {
        DRAFT: {
          description: about('stage.DRAFT'),
          tags: ['editable'],
          on: {
            'loan.submit': { target: 'REVIEW', guard: 'allowed' },
            'application.edit': edit,
            'loan.cancel': staffCancel,
          },
        },
        REVIEW: {
          description: about('stage.REVIEW'),
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'bail.approve': { target: 'APPROVAL_BAIL', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_BAIL: {
          description: about('stage.APPROVAL_BAIL'),
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'loan.approveCredit': {
              target: 'APPROVAL_LOAN',
              guard: 'allowed',
              actions: ['recordCreditApprover', 'recordRiskRating'],
            },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_LOAN: {
          description: about('stage.APPROVAL_LOAN'),
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'loan.approveDirector': { target: 'APPROVAL_LOAN_DIR', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_LOAN_DIR: {
          description: about('stage.APPROVAL_LOAN_DIR'),
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'offer.set': {
              target: 'APPROVED_PRODUCT',
              guard: 'allowed',
              actions: 'recordFundingWindow',
            },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVED_PRODUCT: {
          description: about('stage.APPROVED_PRODUCT'),
          on: {
            'loan.approve': { target: 'APPROVAL_BORROWER', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_BORROWER: {
          description: about('stage.APPROVAL_BORROWER'),
          on: {
            'offer.accept': { target: 'APPROVED_BORROWER', guard: 'allowed' },
            'offer.decline': { target: 'REJECTED_BORROWER', guard: 'allowed' },
          },
        },
        APPROVED_BORROWER: {
          description: about('stage.APPROVED_BORROWER'),
          on: {
            'funding.open': {
              target: 'PROCESS',
              guard: 'allowed',
              actions: ['recordMinimumFunding', 'recordFundingOpened'],
            },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        REJECTED_BORROWER: {
          description: about('stage.REJECTED_BORROWER'),
          on: { 'loan.cancel': staffCancel },
        },
        PROCESS: {
          description: about('stage.PROCESS'),
          tags: ['marketplace'],
          on: {
            'loan.fund': [
              {
                target: 'FUNDING_COMPLETED',
                guard: and(['allowed', 'fullyFundedAfter']),
                actions: 'addCommitment',
              },
              { guard: 'allowed', actions: 'addCommitment' },
            ],
            'funding.close': { target: 'FUNDING_NOT_COMPLETED', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        FUNDING_COMPLETED: {
          description: about('stage.FUNDING_COMPLETED'),
          on: { 'disbursement.prepare': { target: 'DISBURSEMENT_READY', guard: 'allowed' } },
        },
        FUNDING_NOT_COMPLETED: {
          description: about('stage.FUNDING_NOT_COMPLETED'),
          on: {
            'funding.refund': { target: 'CANCEL', guard: 'allowed', actions: 'refundLenders' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        DISBURSEMENT_READY: {
          description: about('stage.DISBURSEMENT_READY'),
          on: {
            'disbursement.sign': { target: 'DISBURSEMENT_READY_BORROWER', guard: 'allowed' },
          },
        },
        DISBURSEMENT_READY_BORROWER: {
          description: about('stage.DISBURSEMENT_READY_BORROWER'),
          on: {
            // Issue 18: approving asks the bank for the payout (the disbursement machine follows
            // the transfer: one at a time, a refused one approved again); the loan is DISBURSED
            // only when the bank confirms it.
            'disbursement.approve': { guard: 'allowed', actions: 'requestPayout' },
            'disbursement.paid': { target: 'DISBURSED', guard: 'allowed' },
          },
        },
        DISBURSED: {
          description: about('stage.DISBURSED'),
          on: { 'period.start': { target: 'LOAN_PERIOD', guard: 'allowed' } },
        },
        LOAN_PERIOD: {
          description: about('stage.LOAN_PERIOD'),
          tags: ['repaying'],
          on: {
            'repayment.submit': { target: 'REVIEW_PAID', guard: 'allowed' },
            'repayment.received': received,
          },
        },
        REVIEW_PAID: {
          description: about('stage.REVIEW_PAID'),
          tags: ['repaying'],
          on: {
            'repayment.confirm': [
              {
                // Paid in full also settles any arrears.
                target: ['#loan.stage.PAID', '#loan.arrears.current'],
                guard: and(['allowed', 'nothingLeftToPay']),
              },
              { target: 'LOAN_PERIOD', guard: 'allowed' },
            ],
            'repayment.reject': { target: 'LOAN_PERIOD', guard: 'allowed' },
            // Another bill paid through its VA while one is reviewed: the reviewed one remains,
            // so this never pays the loan off.
            'repayment.received': {
              guard: and(['allowed', not('nothingLeftToPay')]),
              actions: 'creditRepayment',
            },
          },
        },
        PAID: {
          description: about('stage.PAID'),
          on: { 'loan.close': { target: 'CLOSED', guard: 'allowed' } },
        },
        CLOSED: { description: about('stage.CLOSED'), type: 'final', tags: ['final'] },
        CANCEL: { description: about('stage.CANCEL'), type: 'final', tags: ['final'] },
        REJECT_BAIL: {
          description: about('stage.REJECT_BAIL'),
          tags: ['editable'],
          entry: 'resetApprovals',
          on: {
            'loan.submit': { target: 'REVIEW', guard: 'allowed' },
            'application.edit': edit,
            'loan.cancel': staffCancel,
          },
        },
      },
    },
    arrears: {
      description: about('arrears'),
      initial: 'current',
      states: {
        current: {
          description: about('arrears.current'),
          on: { 'installment.overdue': { target: 'overdue', guard: and(['allowed', repaying]) } },
        },
        overdue: {
          description: about('arrears.overdue'),
          tags: ['overdue'],
          on: { 'installment.settled': { target: 'current', guard: 'allowed' } },
        },
      },
    },
  },
});
