// The loan lifecycle (loan-lifecycle.md): one statechart whose state is the loan's truth. The
// `stage` region holds the submission stage; the `arrears` region says whether an installment is
// past due, so that "overdue" never becomes a stage of its own. The machine is pure: no clock,
// no I/O. Time and the outcome of outside work arrive as events sent by the API.
import { and, assign, or, setup, stateIn } from 'xstate';
import { fromSen, toSen } from '../shared/money.ts';
import { refusal } from './loan.rules.ts';
import type { LoanContext, LoanEvent, LoanInput } from './loan.types.ts';

const staffCancel = { target: 'CANCEL', guard: 'allowed' } as const;
const staffReject = { target: 'REJECT_BAIL', guard: 'allowed' } as const;
/** An edit stays in its stage; the machine decides who may edit when (loan.rules.ts). */
const edit = { guard: 'allowed', actions: 'editApplication' } as const;
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
      event.type === 'repayment.confirm' && event.installmentsRemaining === 0,
  },
  actions: {
    recordCreditApprover: assign({
      creditApprovedBy: ({ event }) => event.actor.userId,
    }),
    addCommitment: assign({
      commitment: ({ context, event }) =>
        event.type === 'loan.fund'
          ? fromSen(toSen(context.commitment) + toSen(event.amount))
          : context.commitment,
    }),
    refundLenders: assign({ commitment: '0.00', fundingFailed: true }),
    resetApprovals: assign({ creditApprovedBy: null }),
    recordFundingWindow: assign(({ context, event }) =>
      event.type === 'offer.set'
        ? { ...context, fundingStart: event.terms.fundingStart, fundingEnd: event.terms.fundingEnd }
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
  description: 'The life of one secured loan, from draft to closed.',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    commitment: '0.00',
    creditApprovedBy: null,
    fundingFailed: false,
  }),
  states: {
    stage: {
      description: 'The submission stage (submissionstage).',
      initial: 'DRAFT',
      states: {
        DRAFT: {
          description: 'The borrower is filling in the application; nothing is submitted yet.',
          tags: ['editable'],
          on: {
            'loan.submit': { target: 'REVIEW', guard: 'allowed' },
            'application.edit': edit,
            'loan.cancel': staffCancel,
          },
        },
        REVIEW: {
          description: 'Submitted; staff review the application and its collateral.',
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'bail.approve': { target: 'APPROVAL_BAIL', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_BAIL: {
          description: 'Collateral approved (Jaminan Disetujui); credit analysis next.',
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'loan.approveCredit': {
              target: 'APPROVAL_LOAN',
              guard: 'allowed',
              actions: 'recordCreditApprover',
            },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_LOAN: {
          description: 'Credit approved (Pinjaman Disetujui); waits for a director.',
          tags: ['staffEditable'],
          on: {
            'application.staffEdit': edit,
            'loan.approveDirector': { target: 'APPROVAL_LOAN_DIR', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_LOAN_DIR: {
          description: 'Approved by a director; staff set the offer terms.',
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
          description: 'Offer terms set (APPROVED_{product}); staff send the offer with Approve.',
          on: {
            'loan.approve': { target: 'APPROVAL_BORROWER', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        APPROVAL_BORROWER: {
          description: 'The offer waits for the borrower to accept or decline.',
          on: {
            'offer.accept': { target: 'APPROVED_BORROWER', guard: 'allowed' },
            'offer.decline': { target: 'REJECTED_BORROWER', guard: 'allowed' },
          },
        },
        APPROVED_BORROWER: {
          description: 'The borrower accepted; funding opens at its start date.',
          on: {
            'funding.open': { target: 'PROCESS', guard: 'allowed' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        REJECTED_BORROWER: {
          description: 'The borrower declined the offer; staff may archive it by cancelling.',
          on: { 'loan.cancel': staffCancel },
        },
        PROCESS: {
          description: 'Listed in the marketplace; lenders fund it.',
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
          description: 'Fully funded; the disbursement is prepared.',
          on: { 'disbursement.prepare': { target: 'DISBURSEMENT_READY', guard: 'allowed' } },
        },
        FUNDING_NOT_COMPLETED: {
          description: 'The funding window closed short of the need; lenders are refunded.',
          on: {
            'funding.refund': { target: 'CANCEL', guard: 'allowed', actions: 'refundLenders' },
            'loan.reject': staffReject,
            'loan.cancel': staffCancel,
          },
        },
        DISBURSEMENT_READY: {
          description: 'Ready to disburse; the borrower signs the agreement.',
          on: {
            'disbursement.sign': { target: 'DISBURSEMENT_READY_BORROWER', guard: 'allowed' },
          },
        },
        DISBURSEMENT_READY_BORROWER: {
          description: 'The borrower signed; staff approve the disbursement.',
          on: { 'disbursement.approve': { target: 'DISBURSED', guard: 'allowed' } },
        },
        DISBURSED: {
          description: 'Paid out to the borrower less the admin fee.',
          on: { 'period.start': { target: 'LOAN_PERIOD', guard: 'allowed' } },
        },
        LOAN_PERIOD: {
          description: 'Masa Pinjaman: installments fall due.',
          tags: ['repaying'],
          on: { 'repayment.submit': { target: 'REVIEW_PAID', guard: 'allowed' } },
        },
        REVIEW_PAID: {
          description: 'The borrower reported a payment; staff confirm or reject it.',
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
          },
        },
        PAID: {
          description: 'Everything repaid; lenders paid out.',
          on: { 'loan.close': { target: 'CLOSED', guard: 'allowed' } },
        },
        CLOSED: { description: 'Closed for good.', type: 'final', tags: ['final'] },
        CANCEL: { description: 'Cancelled for good.', type: 'final', tags: ['final'] },
        REJECT_BAIL: {
          description: 'Rejected (Ditolak); the borrower may edit and submit again.',
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
      description: 'Whether an installment is past its due date (counts toward TKB90).',
      initial: 'current',
      states: {
        current: {
          on: { 'installment.overdue': { target: 'overdue', guard: and(['allowed', repaying]) } },
        },
        overdue: {
          tags: ['overdue'],
          on: { 'installment.settled': { target: 'current', guard: 'allowed' } },
        },
      },
    },
  },
});
