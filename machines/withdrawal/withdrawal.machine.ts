// One withdrawal (cash-out) from a lender's wallet to the bank account of their validated
// profile: requested (the amount and fee on hold, the bank's request uuid stored) → sent to the
// bank → settled, or failed → reversed (the hold released). An answer that never came leaves it
// requested: the payment status inquiry under the same uuid decides, never a second payment.
import { assign, setup } from 'xstate';

export type WithdrawalStateName = 'requested' | 'sent' | 'settled' | 'failed' | 'reversed';

export type WithdrawalContext = {
  withdrawalId: string;
  requestUuid: string;
  /** The bank's answer code when it refused, or NO_ANSWER while unknown. */
  bankResponseCode: string | null;
  /** Tries at the bank under the same uuid (a lost answer may be re-sent after an inquiry). */
  attempts: number;
};

export type WithdrawalEvent =
  /** The bank took the payment; it settles later (clearing, RTGS). */
  | { type: 'bank.accepted' }
  /** The bank paid it (at once, or later for clearing and RTGS). */
  | { type: 'bank.settled' }
  /** The bank refused it or reports it failed: nothing left the account. */
  | { type: 'bank.failed'; responseCode: string }
  /** No answer (timeout, 5xx): the outcome is unknown until the status inquiry. */
  | { type: 'bank.noAnswer' }
  /** The inquiry says the bank never received it: it may be sent again, same uuid. */
  | { type: 'bank.notFound' }
  /** The hold goes back to the active balance. */
  | { type: 'withdrawal.reverse' };

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { withdrawalId: string; requestUuid: string },
  },
  actions: {
    /** Run by the API: the payment request to the bank, under the stored uuid. */
    sendToBank: () => {},
    postSettlement: () => {},
    postReversal: () => {},
  },
}).createMachine({
  id: 'withdrawal',
  initial: 'requested',
  context: ({ input }) => ({
    withdrawalId: input.withdrawalId,
    requestUuid: input.requestUuid,
    bankResponseCode: null,
    attempts: 0,
  }),
  states: {
    requested: {
      description: 'The amount and fee are on hold; the payment request is (being) sent',
      entry: 'sendToBank',
      on: {
        'bank.accepted': {
          target: 'sent',
          actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
        },
        'bank.settled': {
          target: 'settled',
          actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
        },
        'bank.failed': {
          target: 'failed',
          actions: assign({ bankResponseCode: ({ event }) => event.responseCode }),
        },
        'bank.noAnswer': {
          actions: assign({
            bankResponseCode: 'NO_ANSWER',
            attempts: ({ context }) => context.attempts + 1,
          }),
        },
        'bank.notFound': { target: 'requested', reenter: true },
      },
    },
    sent: {
      description: 'The bank took the payment; clearing and RTGS settle later',
      on: {
        'bank.settled': 'settled',
        'bank.failed': {
          target: 'failed',
          actions: assign({ bankResponseCode: ({ event }) => event.responseCode }),
        },
      },
    },
    settled: {
      description: 'The money left the wallet to the lender’s bank account',
      entry: 'postSettlement',
      type: 'final',
    },
    failed: {
      description: 'The bank did not pay: the hold must go back',
      on: { 'withdrawal.reverse': 'reversed' },
    },
    reversed: {
      description: 'The amount and fee are back in the active balance',
      entry: 'postReversal',
      type: 'final',
    },
  },
});
