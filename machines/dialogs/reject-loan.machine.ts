// Reject loan dialog, 'Tolak Pinjaman' (spec §2, §4 "Reject", §8): a reason is required; the
// sending flag is up during the request; success shows 'Berhasil menolak pinjaman' and closes,
// failure shows 'Gagal menolak pinjaman' and the dialog stays open to retry.
//
// Decisions where the spec is silent ("results beyond toasts not shown"): a success also runs
// the success callback at once (the screen reloads the loan; no delay is specified for reject);
// a reason of only spaces counts as missing and the reason is sent trimmed.
import { assign, setup } from 'xstate';
import type {
  ReasonDialogContext,
  ReasonParams,
  RejectLoanEvent,
  ToastParams,
} from './dialogs.types.ts';

const reasonOf = (event: RejectLoanEvent) =>
  event.type === 'dialog.confirm' ? event.reason.trim() : '';

export const rejectLoanMachine = setup({
  types: { context: {} as ReasonDialogContext, events: {} as RejectLoanEvent },
  guards: {
    reasonGiven: ({ event }) => reasonOf(event) !== '',
  },
  actions: {
    markReasonMissing: assign({ reasonMissing: true }),
    resetReason: assign({ reasonMissing: false }),
    // Effects each runtime provides (machine.provide).
    requestRejectLoan: (_, _params: ReasonParams) => {},
    showToast: (_, _params: ToastParams) => {},
    runSuccessCallback: () => {},
  },
}).createMachine({
  id: 'rejectLoan',
  description: 'Staff reject a loan submission with a reason (Reject button).',
  context: { reasonMissing: false },
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is hidden.',
      on: { 'dialog.open': { target: 'open', actions: 'resetReason' } },
    },
    open: {
      description: "The dialog shows the value, a reason field, Close and 'Tolak'.",
      tags: ['open'],
      on: {
        'dialog.confirm': [
          {
            target: 'sending',
            guard: 'reasonGiven',
            actions: [
              'resetReason',
              { type: 'requestRejectLoan', params: ({ event }) => ({ reason: reasonOf(event) }) },
            ],
          },
          { actions: 'markReasonMissing' },
        ],
        'dialog.close': { target: 'closed', actions: 'resetReason' },
      },
    },
    sending: {
      description: "The rejection is requested; 'Tolak' reads 'Menolak...'.",
      tags: ['open', 'sending'],
      on: {
        'reject.succeeded': {
          target: 'closed',
          actions: [
            {
              type: 'showToast',
              params: { tone: 'success', messageKey: 'dialogs.reject.success' },
            },
            'runSuccessCallback',
          ],
        },
        'reject.failed': {
          target: 'open',
          actions: {
            type: 'showToast',
            params: { tone: 'error', messageKey: 'dialogs.reject.failure' },
          },
        },
      },
    },
  },
});
