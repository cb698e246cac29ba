// Cancel submission dialog, 'Batalkan Pengajuan' (spec §2, §4 "Cancel submission", §8): a
// reason is required; on success the dialog closes and, 200 ms later, the success callback runs
// and the borrower goes to /borrower/proposal; on failure the failure message shows, the dialog
// hides and the user stays on the page.
//
// Decisions where the spec is silent: the success toast ('Berhasil membatalkan pinjaman', §8)
// shows when the cancel succeeds; once cancelled the dialog cannot be reopened while the page
// waits to leave; a reason of only spaces counts as missing and is sent trimmed.
import { assign, setup } from 'xstate';
import {
  CANCELLED_SUBMISSION_PATH,
  type CancelSubmissionEvent,
  type NavigateParams,
  type ReasonDialogContext,
  type ReasonParams,
  SUCCESS_CALLBACK_DELAY_MS,
  type TimerParams,
  type ToastParams,
} from './dialogs.types.ts';

const reasonOf = (event: CancelSubmissionEvent) =>
  event.type === 'dialog.confirm' ? event.reason.trim() : '';

export const cancelSubmissionMachine = setup({
  types: { context: {} as ReasonDialogContext, events: {} as CancelSubmissionEvent },
  guards: {
    reasonGiven: ({ event }) => reasonOf(event) !== '',
  },
  actions: {
    markReasonMissing: assign({ reasonMissing: true }),
    resetReason: assign({ reasonMissing: false }),
    // Effects each runtime provides (machine.provide).
    requestCancelSubmission: (_, _params: ReasonParams) => {},
    showToast: (_, _params: ToastParams) => {},
    startTimer: (_, _params: TimerParams) => {},
    runSuccessCallback: () => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'cancelSubmission',
  description: 'Cancel a loan submission with a reason, then leave for the proposal list.',
  context: { reasonMissing: false },
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is hidden.',
      on: { 'dialog.open': { target: 'open', actions: 'resetReason' } },
    },
    open: {
      description: "The dialog shows the amount requested, a reason, Close and 'Batalkan'.",
      tags: ['open'],
      on: {
        'dialog.confirm': [
          {
            target: 'sending',
            guard: 'reasonGiven',
            actions: [
              'resetReason',
              {
                type: 'requestCancelSubmission',
                params: ({ event }) => ({ reason: reasonOf(event) }),
              },
            ],
          },
          { actions: 'markReasonMissing' },
        ],
        'dialog.close': { target: 'closed', actions: 'resetReason' },
      },
    },
    sending: {
      description: "The cancellation is requested; 'Batalkan' reads 'Membatalkan...'.",
      tags: ['open', 'sending'],
      on: {
        'cancel.succeeded': {
          target: 'leaving',
          actions: {
            type: 'showToast',
            params: { tone: 'success', messageKey: 'dialogs.cancel.success' },
          },
        },
        'cancel.failed': {
          target: 'closed',
          actions: {
            type: 'showToast',
            params: { tone: 'error', messageKey: 'dialogs.cancel.failure' },
          },
        },
      },
    },
    leaving: {
      description: 'Cancelled and hidden; about 200 ms before the callback and navigation.',
      entry: { type: 'startTimer', params: { delayMs: SUCCESS_CALLBACK_DELAY_MS } },
      on: {
        'timer.elapsed': {
          target: 'left',
          actions: [
            'runSuccessCallback',
            { type: 'navigate', params: { to: CANCELLED_SUBMISSION_PATH } },
          ],
        },
      },
    },
    left: {
      description: 'The borrower was sent to the proposal list.',
      type: 'final',
    },
  },
});
