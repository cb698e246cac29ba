// Approve loan dialog, 'Setujui Pinjaman' (spec §2, §4 "Loan submission approval"): confirm sets
// sending and requests the approval; on success the success callback runs about 200 ms later
// and the dialog closes; on failure an error toast, sending cleared, the dialog stays open.
//
// Decisions where the spec is silent: the success toast ('Berhasil menyetujui pinjaman', §8)
// shows as soon as the approval succeeds; 'Setuju' keeps reading 'Menyetujui...' (sending) until
// the dialog closes, so it cannot be pressed twice; Close is refused while sending.
import { setup } from 'xstate';
import {
  type ApproveLoanEvent,
  SUCCESS_CALLBACK_DELAY_MS,
  type TimerParams,
  type ToastParams,
} from './dialogs.types.ts';

export const approveLoanMachine = setup({
  types: { events: {} as ApproveLoanEvent },
  actions: {
    // Effects each runtime provides (machine.provide).
    requestApproveLoan: () => {},
    showToast: (_, _params: ToastParams) => {},
    startTimer: (_, _params: TimerParams) => {},
    runSuccessCallback: () => {},
  },
}).createMachine({
  id: 'approveLoan',
  description: 'Staff approve a loan submission (Approve button).',
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is hidden.',
      on: { 'dialog.open': { target: 'open' } },
    },
    open: {
      description: "The dialog shows the application value with Close and 'Setuju'.",
      tags: ['open'],
      on: {
        'dialog.confirm': { target: 'sending', actions: 'requestApproveLoan' },
        'dialog.close': { target: 'closed' },
      },
    },
    sending: {
      description: "The approval is requested; 'Setuju' reads 'Menyetujui...'.",
      tags: ['open', 'sending'],
      on: {
        'approve.succeeded': {
          target: 'succeeded',
          actions: {
            type: 'showToast',
            params: { tone: 'success', messageKey: 'dialogs.approve.success' },
          },
        },
        'approve.failed': {
          target: 'open',
          actions: {
            type: 'showToast',
            params: { tone: 'error', messageKey: 'dialogs.approve.failure' },
          },
        },
      },
    },
    succeeded: {
      description: 'Approved; the dialog waits about 200 ms before the callback and closing.',
      tags: ['open', 'sending'],
      entry: { type: 'startTimer', params: { delayMs: SUCCESS_CALLBACK_DELAY_MS } },
      on: { 'timer.elapsed': { target: 'closed', actions: 'runSuccessCallback' } },
    },
  },
});
