import type { AnyMachineSnapshot } from 'xstate';

/**
 * Whether any active state of the snapshot handles this event type at all (before guards):
 * the difference between "not at this stage" and "not allowed for this reason".
 */
export function takesEvent(snapshot: AnyMachineSnapshot, type: string): boolean {
  // `_nodes`, the active state nodes, is part of every machine snapshot's type.
  return snapshot._nodes.some((node) => node.ownEvents.includes(type));
}
