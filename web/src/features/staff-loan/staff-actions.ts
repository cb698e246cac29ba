// The actions a staff member can take on the loan screen, in the order their buttons appear.
// Whether each is allowed comes from the API (`availableActions`); this file only lists them.
import type { LoanAction } from '../../generated/graphql.ts';

export const STAFF_ACTIONS = [
  'approveBail',
  'approveCredit',
  'approveDirector',
  'setOffer',
  'approve',
  'openFunding',
  'approveDisbursement',
  'close',
  'reject',
  'cancel',
] as const satisfies readonly LoanAction[];

export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * Actions confirmed by the approve-loan dialog machine, each with its own texts; opening funding
 * early (issue 17) is confirmed the same way.
 */
export type ApproveAction =
  | 'approveBail'
  | 'approveCredit'
  | 'approveDirector'
  | 'approve'
  | 'openFunding'
  | 'close';

export type ActionState = {
  action: LoanAction;
  allowed: boolean;
  reason?: { code: string; text: { id: string; en: string } } | null;
};

export type StaffActionStates = {
  allowed: StaffAction[];
  refused: { action: StaffAction; reason: ActionState['reason'] }[];
};

/** Splits the API's list into the staff actions allowed now and those refused, with why. */
export function staffActionStates(states: readonly ActionState[]): StaffActionStates {
  const result: StaffActionStates = { allowed: [], refused: [] };
  for (const action of STAFF_ACTIONS) {
    const state = states.find((item) => item.action === action);
    if (!state) continue;
    if (state.allowed) result.allowed.push(action);
    else result.refused.push({ action, reason: state.reason });
  }
  return result;
}
