// The borrower's loan application form (spec §4 "Form steps", §5, §9; loan-lifecycle.md "The
// other machines"). Pure: requests (save, submit) are named actions the runtime performs, and
// their outcomes come back as events.
//
// Decisions where the spec is silent:
// - Step 1 is an introduction without fields, so it is neither editable nor read-only; Next
//   from it enters the editable or the read-only steps as the stage allows. The stage is fixed
//   for the form's life (input), and XState has no input-dependent initial state.
// - Read-only: Next and Back move between steps 1–4 and never save or submit. Step 4 then only
//   shows the end of the form (no summary panel).
// - A refused step or save stays put and records the first broken rule; moving to another step
//   or a passing save clears it. A failed save says so (issue 14 replaces spec §8's silence).
// - Issue 14, no lost work: Next at step 2 saves the loan and borrower data before moving on
//   (`savingLoanData`); if the save fails the form stays at step 2 and says so.
// - Submitting is step 4 (summary hidden). A failed submit returns to step 3 with the API's code.
// - Issue 14: step 3's Next first shows a confirmation summarising the application
//   (`confirming`); only its confirm submits, and the success says the application was sent.
// - Nothing moves while a save or the submit is in flight (tag `sending`).
import { assign, setup } from 'xstate';
import {
  bailGroupRefusal,
  borrowerRefusal,
  collateralRefusal,
  loanDataRefusal,
} from './application-form.rules.ts';
import type {
  ApplicationFormContext,
  ApplicationFormEvent,
  ApplicationFormInput,
  FormFacts,
  FormRefusal,
  FormToastParams,
} from './application-form.types.ts';

const factsOf = (event: ApplicationFormEvent): FormFacts | null =>
  'facts' in event ? event.facts : null;

/** A refusal from one rule set, or none when the event carries no form facts. */
const check =
  (rules: (facts: FormFacts, context: ApplicationFormContext) => FormRefusal | null) =>
  ({ context, event }: { context: ApplicationFormContext; event: ApplicationFormEvent }) => {
    const facts = factsOf(event);
    return facts ? rules(facts, context) : null;
  };

const loanDataCheck = check((facts, context) => loanDataRefusal(facts, context.isPersonal));
const collateralCheck = check((facts) => collateralRefusal(facts));
const borrowerCheck = check((facts, context) => borrowerRefusal(facts, context.isPersonal));
const bailGroupCheck = check((facts) => bailGroupRefusal(facts));

/** A failed save says so. */
const saveFailedToast = {
  type: 'showToast',
  params: { tone: 'error', messageKey: 'borrowerFlow.saveFailed' },
} as const;

export const applicationFormMachine = setup({
  types: {
    context: {} as ApplicationFormContext,
    events: {} as ApplicationFormEvent,
    input: {} as ApplicationFormInput,
  },
  guards: {
    editable: ({ context }) => context.editable,
    loanDataPasses: (args) => factsOf(args.event) !== null && loanDataCheck(args) === null,
    collateralPasses: (args) => factsOf(args.event) !== null && collateralCheck(args) === null,
    borrowerGroupValid: (args) => factsOf(args.event) !== null && borrowerCheck(args) === null,
    bailGroupValid: (args) => factsOf(args.event) !== null && bailGroupCheck(args) === null,
  },
  actions: {
    refuseLoanData: assign({ refusal: loanDataCheck }),
    refuseCollateral: assign({ refusal: collateralCheck }),
    refuseBorrowerSave: assign({ refusal: borrowerCheck }),
    refuseBailSave: assign({ refusal: bailGroupCheck }),
    clearRefusal: assign({ refusal: null }),
    recordSubmitError: assign({
      submitError: ({ event }) => (event.type === 'submit.failed' ? event.code : null),
    }),
    clearSubmitError: assign({ submitError: null }),
    // Requests and UI effects: each runtime provides them (machine.provide).
    saveBorrower: () => {},
    saveBail: () => {},
    submitLoan: () => {},
    showToast: (_, _params: FormToastParams) => {},
  },
}).createMachine({
  id: 'applicationForm',
  description: "The borrower's three-step loan application; reaching step 4 submits the loan.",
  context: ({ input }) => ({
    isPersonal: input.isPersonal,
    editable: input.editable,
    refusal: null,
    submitError: null,
  }),
  initial: 'introduction',
  states: {
    introduction: {
      description: 'Step 1: what the application asks for; no fields yet.',
      tags: ['summaryVisible'],
      on: {
        'form.next': [
          { target: 'editing.loanData', guard: 'editable' },
          { target: 'viewing.loanData' },
        ],
      },
    },
    editing: {
      description: 'The stage is DRAFT or REJECT_BAIL: the applicant edits and submits.',
      tags: ['editable'],
      initial: 'loanData',
      states: {
        loanData: {
          description: 'Step 2: application value, required date and the borrower data.',
          tags: ['summaryVisible'],
          entry: ['clearRefusal', 'clearSubmitError'],
          on: {
            'form.next': [
              { target: 'savingLoanData', guard: 'loanDataPasses', actions: 'saveBorrower' },
              { actions: 'refuseLoanData' },
            ],
            'form.back': { target: '#applicationForm.introduction', actions: 'clearRefusal' },
            'borrower.save': [
              { target: 'savingBorrower', guard: 'borrowerGroupValid', actions: 'saveBorrower' },
              { actions: 'refuseBorrowerSave' },
            ],
          },
        },
        savingBorrower: {
          description: 'Step 2: the borrower data is being saved.',
          tags: ['summaryVisible', 'sending'],
          entry: 'clearRefusal',
          on: {
            'save.succeeded': {
              target: 'loanData',
              actions: {
                type: 'showToast',
                params: { tone: 'success', messageKey: 'application.borrowerSaved' },
              },
            },
            'save.failed': { target: 'loanData', actions: saveFailedToast },
          },
        },
        savingLoanData: {
          description: 'Step 2 → 3: the loan and borrower data are saved before moving on.',
          tags: ['summaryVisible', 'sending'],
          // Step 2 passed: a refusal of an earlier attempt no longer holds.
          entry: 'clearRefusal',
          on: {
            'save.succeeded': { target: 'collateral' },
            'save.failed': { target: 'loanData', actions: saveFailedToast },
          },
        },
        collateral: {
          description: 'Step 3: the collateral (bail) data and its certificate.',
          tags: ['summaryVisible'],
          entry: 'clearRefusal',
          on: {
            'form.next': [
              { target: 'confirming', guard: 'collateralPasses' },
              { actions: 'refuseCollateral' },
            ],
            'form.back': { target: 'loanData' },
            'bail.save': [
              { target: 'savingBail', guard: 'bailGroupValid', actions: 'saveBail' },
              { actions: 'refuseBailSave' },
            ],
          },
        },
        savingBail: {
          description: 'Step 3: the collateral data is being saved.',
          tags: ['summaryVisible', 'sending'],
          entry: 'clearRefusal',
          on: {
            'save.succeeded': {
              target: 'collateral',
              actions: {
                type: 'showToast',
                params: { tone: 'success', messageKey: 'application.bailSaved' },
              },
            },
            'save.failed': { target: 'collateral', actions: saveFailedToast },
          },
        },
        confirming: {
          description:
            'Step 3: a summary of the application asks the applicant to confirm sending it.',
          tags: ['summaryVisible', 'confirming'],
          // Step 3 passed: a refusal of an earlier attempt no longer holds.
          entry: 'clearRefusal',
          on: {
            'form.confirm': { target: 'submitting' },
            'form.back': { target: 'collateral' },
          },
        },
        submitting: {
          description: 'Step 4: the loan is being submitted; the summary panel is hidden.',
          tags: ['sending'],
          entry: ['clearRefusal', 'clearSubmitError', 'submitLoan'],
          on: {
            'submit.succeeded': {
              target: '#applicationForm.submitted',
              actions: {
                type: 'showToast',
                params: { tone: 'success', messageKey: 'borrowerFlow.sent' },
              },
            },
            'submit.failed': { target: 'collateral', actions: 'recordSubmitError' },
          },
        },
      },
    },
    viewing: {
      description: 'Any other stage: the form is read-only and Next never submits.',
      tags: ['readOnly'],
      initial: 'loanData',
      states: {
        loanData: {
          description: 'Step 2, read-only.',
          tags: ['summaryVisible'],
          on: {
            'form.next': { target: 'collateral' },
            'form.back': { target: '#applicationForm.introduction' },
          },
        },
        collateral: {
          description: 'Step 3, read-only.',
          tags: ['summaryVisible'],
          on: {
            'form.next': { target: 'end' },
            'form.back': { target: 'loanData' },
          },
        },
        end: {
          description: 'Step 4, read-only: the end of the form; nothing is submitted.',
          on: { 'form.back': { target: 'collateral' } },
        },
      },
    },
    submitted: {
      description: 'Step 4: the loan is submitted (REVIEW); the application is read-only now.',
      tags: ['readOnly'],
      type: 'final',
    },
  },
});
