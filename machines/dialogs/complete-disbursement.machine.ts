// Complete disbursement approval dialog, borrower (spec §2, §4 "Disbursement approval"): opened
// when the loan page returns from signing with event=signing_complete, it runs the approval at
// once ('Menyetujui disbursement...'). Success closes it, clears the stored signing parameters,
// says so ('Sukses menyetujui disbursement', §8) and runs the success callback; failure closes it
// with the error toast. Without stored parameters it simply closes.
//
// Decisions where the spec is silent: the toasts are the disbursement ones of §8 ('Sukses /
// Gagal menyetujui disbursement'), so the borrower learns the outcome; a failure keeps
// the stored parameters, so reloading the return address retries; the dialog cannot be closed by
// hand while the approval runs.
import { setup } from 'xstate';
import type {
  CompleteDisbursementEvent,
  CompleteDisbursementParams,
  ToastParams,
} from './dialogs.types.ts';

export const completeDisbursementMachine = setup({
  types: { events: {} as CompleteDisbursementEvent },
  guards: {
    hasStoredParameters: ({ event }) => event.type === 'dialog.open' && event.stored !== null,
  },
  actions: {
    // Effects each runtime provides (machine.provide).
    requestApproveDisbursement: (_, _params: CompleteDisbursementParams) => {},
    clearStoredParameters: () => {},
    showToast: (_, _params: ToastParams) => {},
    runSuccessCallback: () => {},
  },
}).createMachine({
  id: 'completeDisbursement',
  description: "The borrower's disbursement approval after signing the agreement.",
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is hidden.',
      on: {
        'dialog.open': [
          {
            target: 'approving',
            guard: 'hasStoredParameters',
            actions: {
              type: 'requestApproveDisbursement',
              params: ({ event }) => ({
                // The guard has just checked: only an open event with stored parameters gets here.
                stored: event.stored as CompleteDisbursementParams['stored'],
              }),
            },
          },
          // Nothing stored: nothing to approve, so the dialog stays closed.
          { target: 'closed' },
        ],
      },
    },
    approving: {
      description: "The approval runs; the dialog shows 'Menyetujui disbursement...'.",
      tags: ['open', 'sending'],
      on: {
        'approveDisbursement.succeeded': {
          target: 'closed',
          actions: [
            'clearStoredParameters',
            {
              type: 'showToast',
              params: { tone: 'success', messageKey: 'dialogs.approveDisbursement.success' },
            },
            'runSuccessCallback',
          ],
        },
        'approveDisbursement.failed': {
          target: 'closed',
          actions: {
            type: 'showToast',
            params: { tone: 'error', messageKey: 'dialogs.approveDisbursement.failure' },
          },
        },
      },
    },
  },
});
