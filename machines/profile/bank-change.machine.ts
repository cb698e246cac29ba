// A change of bank data (spec §7 POST bank/user-update, PUT bank/request-update): the owner asks,
// may amend the request while it waits, and staff approve it (the new data replaces the old) or
// refuse it with a reason. Until approved, the old bank data stays in force.
import { setup } from 'xstate';
import type { BankChangeContext, BankChangeEvent } from './profile.types.ts';

export const bankChangeMachine = setup({
  types: {
    context: {} as BankChangeContext,
    events: {} as BankChangeEvent,
    input: {} as BankChangeContext,
  },
  guards: {
    byOwner: ({ context, event }) =>
      (event.actor.role === 'borrower' || event.actor.role === 'lender') &&
      event.actor.userId === context.ownerId,
    byStaff: ({ event }) => event.actor.role === 'admin',
    byStaffWithReason: ({ event }) =>
      event.actor.role === 'admin' && event.type === 'change.refuse' && event.reason.trim() !== '',
  },
}).createMachine({
  id: 'bankChange',
  description: 'A request to change bank data, waiting for staff.',
  context: ({ input }) => ({ ownerId: input.ownerId }),
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'Waiting for staff; the old bank data is still used.',
      on: {
        'change.amend': { target: 'PENDING', guard: 'byOwner' },
        'change.approve': { target: 'APPROVED', guard: 'byStaff' },
        'change.refuse': { target: 'REFUSED', guard: 'byStaffWithReason' },
      },
    },
    APPROVED: { description: 'The new bank data replaced the old.', type: 'final' },
    REFUSED: { description: 'Staff refused the change, with a reason.', type: 'final' },
  },
});
