// One auto-lend rule on one loan in the marketplace (issue 21): included in the loan's allocation
// or opted out of it by the lender. Both ways are open only during the loan's preview window, for
// the lender's own rule that is still active and matches the loan (auto-lend.rules.ts
// optOutRefusal): once the window ends, what auto-lend will do with the loan is settled.
import { setup } from 'xstate';
import { type OptChangeFacts, optOutRefusal } from './auto-lend.rules.ts';

export type OptOutStateName = 'included' | 'optedOut';

export type OptOutEvent =
  | { type: 'loan.optOut'; facts: OptChangeFacts }
  /** Undo an opt-out: the rule takes part in the loan's allocation again. */
  | { type: 'loan.optIn'; facts: OptChangeFacts };

export const optOutMachine = setup({
  types: { events: {} as OptOutEvent },
  guards: {
    allowed: ({ event }) => optOutRefusal(event.facts) === null,
  },
}).createMachine({
  id: 'autoLendOptOut',
  description: "An auto-lend rule's part in one loan's allocation",
  initial: 'included',
  states: {
    included: {
      description: 'The rule takes part when the loan is allocated',
      on: { 'loan.optOut': { target: 'optedOut', guard: 'allowed' } },
    },
    optedOut: {
      description: 'The lender opted the rule out of this loan',
      on: { 'loan.optIn': { target: 'included', guard: 'allowed' } },
    },
  },
});
