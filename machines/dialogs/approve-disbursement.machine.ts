// Approve disbursement dialog, staff (spec §2, §8): confirm sets sending and requests the
// approval; success shows 'Sukses menyetujui disbursement' and closes, failure shows 'Gagal
// menyetujui disbursement' and closes too.
//
// Decision where the spec is silent: a success also runs the success callback (the screen
// reloads the loan, whose funding status has changed); Close is refused while sending.
import { setup } from 'xstate';
import type { ApproveDisbursementEvent, ToastParams } from './dialogs.types.ts';

export const approveDisbursementMachine = setup({
  types: { events: {} as ApproveDisbursementEvent },
  actions: {
    // Effects each runtime provides (machine.provide).
    requestApproveDisbursement: () => {},
    showToast: (_, _params: ToastParams) => {},
    runSuccessCallback: () => {},
  },
}).createMachine({
  id: 'approveDisbursement',
  description: 'Staff approve the disbursement of a fully funded, signed loan.',
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is hidden.',
      on: { 'dialog.open': { target: 'open' } },
    },
    open: {
      description: 'The dialog asks to confirm the disbursement.',
      tags: ['open'],
      on: {
        'dialog.confirm': { target: 'sending', actions: 'requestApproveDisbursement' },
        'dialog.close': { target: 'closed' },
      },
    },
    sending: {
      description: 'The disbursement approval is requested.',
      tags: ['open', 'sending'],
      on: {
        'approveDisbursement.succeeded': {
          target: 'closed',
          actions: [
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
