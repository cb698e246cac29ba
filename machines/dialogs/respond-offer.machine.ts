// The borrower's answer to the offer (APPROVAL_BORROWER, spec §4 stages APPROVED_BORROWER and
// REJECTED_BORROWER): one dialog for accepting and declining. Confirm sets sending and sends the
// answer; success shows its toast, closes the dialog and runs the success callback (the screen
// reloads the loan); failure shows the error toast and clears sending, the dialog stays open.
//
// Decisions where the spec is silent (it names the stages, not the dialog): the same shape as
// the approve dialog without its 200 ms wait, since nothing navigates; Close is refused while
// sending; the decision is fixed when the dialog opens.
//
// Accepting needs the borrower's explicit consent to the terms shown (issue 14): a confirm to
// accept without the tick sends nothing and marks the consent missing (the UI says so beside
// the box). Each opening starts unticked. Declining needs no consent.
import { assign, setup } from 'xstate';
import type {
  OfferDecision,
  RespondOfferContext,
  RespondOfferEvent,
  ToastParams,
} from './dialogs.types.ts';

export const respondOfferMachine = setup({
  types: {
    context: {} as RespondOfferContext,
    events: {} as RespondOfferEvent,
  },
  guards: {
    consentMissing: ({ context }) => context.decision === 'accept' && !context.consent,
  },
  actions: {
    storeDecision: assign(({ context, event }) => ({
      decision: event.type === 'dialog.open' ? event.decision : context.decision,
      consent: false,
      consentMissing: false,
    })),
    storeConsent: assign(({ context, event }) => {
      const consent = event.type === 'consent.change' ? event.given : context.consent;
      return { consent, consentMissing: context.consentMissing && !consent };
    }),
    markConsentMissing: assign({ consentMissing: true }),
    // Effects each runtime provides (machine.provide).
    requestRespondOffer: (_, _params: { decision: OfferDecision }) => {},
    showToast: (_, _params: ToastParams) => {},
    runSuccessCallback: () => {},
  },
}).createMachine({
  id: 'respondOffer',
  description: "The borrower accepts or declines the loan's offer.",
  context: { decision: 'accept', consent: false, consentMissing: false },
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is hidden.',
      on: { 'dialog.open': { target: 'open', actions: 'storeDecision' } },
    },
    open: {
      description: 'The dialog shows the offer and asks to confirm the decision.',
      tags: ['open'],
      on: {
        'consent.change': { actions: 'storeConsent' },
        'dialog.confirm': [
          { guard: 'consentMissing', actions: 'markConsentMissing' },
          {
            target: 'sending',
            actions: {
              type: 'requestRespondOffer',
              params: ({ context }) => ({ decision: context.decision }),
            },
          },
        ],
        'dialog.close': { target: 'closed' },
      },
    },
    sending: {
      description: 'The answer is being sent.',
      tags: ['open', 'sending'],
      on: {
        'respond.succeeded': {
          target: 'closed',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => ({
                tone: 'success' as const,
                messageKey:
                  context.decision === 'accept'
                    ? ('dialogs.acceptOffer.success' as const)
                    : ('dialogs.declineOffer.success' as const),
              }),
            },
            'runSuccessCallback',
          ],
        },
        'respond.failed': {
          target: 'open',
          actions: {
            type: 'showToast',
            params: ({ context }) => ({
              tone: 'error' as const,
              messageKey:
                context.decision === 'accept'
                  ? ('dialogs.acceptOffer.failure' as const)
                  : ('dialogs.declineOffer.failure' as const),
            }),
          },
        },
      },
    },
  },
});
