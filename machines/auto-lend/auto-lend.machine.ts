// One auto-lend rule of a lender (issue 21): set up with the standing authorisation (draft →
// enabled), paused and resumed by the lender, exhausted while the lender's money leaves it no
// room (its maximum total funded, or the active balance at or below the balance to keep) and
// enabled again when there is room, closed for good. The platform's allocation pass asks it
// before each loan (`rule.check`) and tells it of each funding (`rule.funded`); which loans it
// matches and how shares are cut are in auto-lend.rules.ts and auto-lend.allocation.ts.
//
// Refinements recorded here:
// - A resumed rule waits from the moment it resumes: pausing never buys a place in the queue.
// - Changing the settings keeps the rule's place in the queue and re-judges its exhaustion.
// - An exhausted rule can still be paused, changed or closed; a top-up revives it at the next
//   check, so the lender never has to re-enable it.
import { and, assign, not, setup } from 'xstate';
import { exhaustionAfter, refusal } from './auto-lend.rules.ts';
import type { AutoLendContext, AutoLendEvent, AutoLendInput } from './auto-lend.types.ts';

const close = { target: 'closed', guard: 'allowed' } as const;
const pause = { target: 'paused', guard: 'allowed' } as const;
/** Settings changed: exhausted or enabled by the lender's money as it stands. */
const update = [
  { target: 'exhausted', guard: and(['allowed', 'exhausts']), actions: 'saveSettings' },
  { target: 'enabled', guard: 'allowed', actions: 'saveSettings' },
] as const;

export const autoLendMachine = setup({
  types: {
    context: {} as AutoLendContext,
    events: {} as AutoLendEvent,
    input: {} as AutoLendInput,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
    exhausts: ({ context, event }) => exhaustionAfter(context, event) !== null,
  },
  actions: {
    saveSettings: assign(({ context, event }) =>
      event.type === 'rule.enable'
        ? {
            ...context,
            settings: event.settings,
            authorisation: event.authorisation,
            waitingSince: event.at,
          }
        : event.type === 'rule.update'
          ? { ...context, settings: event.settings }
          : context,
    ),
    recordExhaustion: assign({
      exhaustedBy: ({ context, event }) => exhaustionAfter(context, event),
    }),
    clearExhaustion: assign({ exhaustedBy: null }),
    startWaiting: assign({
      waitingSince: ({ context, event }) =>
        event.type === 'rule.funded' || event.type === 'rule.resume'
          ? event.at
          : context.waitingSince,
    }),
  },
}).createMachine({
  id: 'autoLend',
  description: 'An auto-lend rule of one lender',
  initial: 'draft',
  context: ({ input }) => ({
    ruleId: input.ruleId,
    lenderId: input.lenderId,
    settings: null,
    authorisation: null,
    waitingSince: null,
    exhaustedBy: null,
  }),
  states: {
    draft: {
      description: 'Being set up; nothing is funded until the lender enables it',
      on: {
        'rule.enable': [
          {
            target: 'exhausted',
            guard: and(['allowed', 'exhausts']),
            actions: 'saveSettings',
          },
          { target: 'enabled', guard: 'allowed', actions: 'saveSettings' },
        ],
      },
    },
    enabled: {
      description: 'Funds matching loans when their preview window ends',
      tags: ['allocating'],
      entry: 'clearExhaustion',
      on: {
        'rule.update': update,
        'rule.pause': pause,
        'rule.close': close,
        'rule.check': { target: 'exhausted', guard: 'exhausts' },
        'rule.funded': [
          { target: 'exhausted', guard: 'exhausts', actions: 'startWaiting' },
          { actions: 'startWaiting' },
        ],
      },
    },
    paused: {
      description: 'The lender paused it: it funds nothing until resumed',
      entry: 'clearExhaustion',
      on: {
        'rule.resume': [
          {
            target: 'exhausted',
            guard: and(['allowed', 'exhausts']),
            actions: 'startWaiting',
          },
          { target: 'enabled', guard: 'allowed', actions: 'startWaiting' },
        ],
        'rule.update': { guard: 'allowed', actions: 'saveSettings' },
        'rule.close': close,
      },
    },
    exhausted: {
      description: 'No room: its maximum total is funded or the balance is at the balance to keep',
      entry: 'recordExhaustion',
      on: {
        'rule.check': { target: 'enabled', guard: not('exhausts') },
        'rule.update': update,
        'rule.pause': pause,
        'rule.close': close,
      },
    },
    closed: {
      description: 'The lender closed it; its history stays',
      entry: 'clearExhaustion',
      type: 'final',
    },
  },
});
