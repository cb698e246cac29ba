// One section of a borrower's or lender's data (spec §2 profile, §3, §6 "staff validate data"):
// saved by its owner, sent to staff with the agreement request, then validated or rejected with
// a reason that the owner sees. A rejected or validated section saved again needs validating
// again. The bank data, once validated, changes only through a change request that staff
// approve (bank-change.machine.ts): saving it directly is refused, and an approved change replaces
// it through this machine too (section.replace), so the section stays validated by staff's act.
import { setup } from 'xstate';
import type { Actor } from '../shared/actor.ts';
import type {
  SectionContext,
  SectionEvent,
  SectionInput,
  SectionReasonCode,
} from './profile.types.ts';

const ownerCheck = (context: SectionContext, actor: Actor): SectionReasonCode | null => {
  if (actor.role !== 'borrower' && actor.role !== 'lender') return 'WRONG_ROLE';
  return actor.userId === context.ownerId ? null : 'NOT_OWNER';
};

/** Why an event is refused by the section's own rules, whatever its state (null: allowed). */
export function sectionEventRefusal(
  context: SectionContext,
  event: SectionEvent,
): SectionReasonCode | null {
  if (
    event.type === 'section.validate' ||
    event.type === 'section.reject' ||
    event.type === 'section.replace'
  ) {
    if (event.actor.role !== 'admin') return 'WRONG_ROLE';
    if (event.type === 'section.replace' && context.section !== 'bank') return 'BANK_ONLY';
    if (event.type === 'section.reject' && event.reason.trim() === '') return 'REASON_MISSING';
    return null;
  }
  return ownerCheck(context, event.actor);
}

export const profileSectionMachine = setup({
  types: {
    context: {} as SectionContext,
    events: {} as SectionEvent,
    input: {} as SectionInput,
  },
  guards: {
    allowed: ({ context, event }) => sectionEventRefusal(context, event) === null,
    allowedNotBank: ({ context, event }) =>
      context.section !== 'bank' && sectionEventRefusal(context, event) === null,
  },
}).createMachine({
  id: 'profileSection',
  description: 'One section of a profile: filled by its owner, decided by staff.',
  context: ({ input }) => ({ section: input.section, ownerId: input.ownerId }),
  initial: 'EMPTY',
  states: {
    EMPTY: {
      description: 'Nothing saved yet.',
      tags: ['editable'],
      on: { 'section.save': { target: 'FILLED', guard: 'allowed' } },
    },
    FILLED: {
      description: 'Saved by the owner, not yet sent to staff.',
      tags: ['editable', 'complete'],
      on: {
        'section.save': { target: 'FILLED', guard: 'allowed' },
        'section.submit': { target: 'SUBMITTED', guard: 'allowed' },
      },
    },
    SUBMITTED: {
      description: 'Sent to staff with the agreement request; waiting for their decision.',
      tags: ['complete', 'submitted'],
      on: {
        'section.validate': { target: 'VALIDATED', guard: 'allowed' },
        'section.reject': { target: 'REJECTED', guard: 'allowed' },
      },
    },
    VALIDATED: {
      description: 'Staff found the data right.',
      tags: ['editable', 'complete', 'submitted'],
      on: {
        'section.save': { target: 'FILLED', guard: 'allowedNotBank' },
        'section.replace': {
          target: 'VALIDATED',
          guard: 'allowed',
          description: 'Staff approved a change of the bank data: the new data, validated.',
        },
      },
    },
    REJECTED: {
      description: 'Staff found the data wrong; the owner sees the reason and corrects it.',
      tags: ['editable'],
      on: { 'section.save': { target: 'FILLED', guard: 'allowed' } },
    },
  },
});
