// Any statechart as a plain graph of states and transitions, read from the machine definition
// itself, for the analysts' diagrams (Mermaid text, SVG) — never a drawn picture that drifts.
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

export type DiagramState = {
  /** The state's id, e.g. `loan.stage.REVIEW`. */
  id: string;
  key: string;
  parent: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string | null;
  tags: string[];
  /** The child entered first, for compound states. */
  initial: string | null;
};

/**
 * A transition's guard as the machine holds it: a named guard of its `setup`, the combinators
 * `and`, `or` and `not`, or `stateIn` (read as the ids of the states it names).
 */
export type GuardExpr =
  | { type: 'named'; name: string }
  | { type: 'and' | 'or' | 'not'; of: GuardExpr[] }
  | { type: 'in'; states: string[] };

export type DiagramTransition = {
  source: string;
  targets: string[];
  event: string;
  guarded: boolean;
  /** The guard, read from the definition (null when there is none). */
  guard: GuardExpr | null;
  /** The transition's own `description`, where the machine gives one. */
  description: string | null;
};

export type MachineGraph = {
  id: string;
  description: string | null;
  /** The top-level state entered first (null when the machine is parallel at its root). */
  initial: string | null;
  states: DiagramState[];
  transitions: DiagramTransition[];
};

function walk(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...walk(child),
  ]);
}

type RawGuard =
  | string
  | { type: string }
  | (((...args: never[]) => unknown) & {
      check?: { name?: string };
      guards?: RawGuard[];
      stateValue?: StateValue;
    });

/** How xstate v5 holds a guard: a name, `{ type }`, or a helper's function with its parts. */
function guardOf(machine: AnyStateMachine, raw: RawGuard | undefined): GuardExpr | null {
  if (raw === undefined) return null;
  if (typeof raw === 'string') return { type: 'named', name: raw };
  if (typeof raw === 'object') return { type: 'named', name: raw.type };
  if (raw.stateValue !== undefined) {
    // stateIn: its ids, deepest state named only (`{ stage: 'REVIEW' }` is loan.stage.REVIEW).
    const ids = activeStateIds(machine, raw.stateValue);
    return { type: 'in', states: ids.filter((id) => !ids.some((o) => o.startsWith(`${id}.`))) };
  }
  const of = (raw.guards ?? []).map((g) => guardOf(machine, g)).filter((g) => g !== null);
  const check = raw.check?.name ?? '';
  const type = /or/i.test(check) ? 'or' : /not/i.test(check) ? 'not' : 'and';
  if (raw.guards) return { type, of };
  return { type: 'named', name: raw.name || 'guard' };
}

function initialOf(node: AnyStateNode): string | null {
  return node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null;
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = walk(machine.root);
  const states = nodes.map(
    (node): DiagramState => ({
      id: node.id,
      key: node.key,
      parent: node.parent && node.parent !== machine.root ? node.parent.id : null,
      kind: node.type,
      description: node.description ?? null,
      tags: [...node.tags],
      initial: initialOf(node),
    }),
  );
  const transitions = nodes.flatMap((node) =>
    [...node.transitions.values()].flat().map(
      (t): DiagramTransition => ({
        source: node.id,
        targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
        event: t.eventType,
        guarded: t.guard !== undefined,
        guard: guardOf(machine, t.guard as RawGuard | undefined),
        description: typeof t.description === 'string' ? t.description : null,
      }),
    ),
  );
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    initial: initialOf(machine.root),
    states,
    transitions,
  };
}

/**
 * The ids of the states a state value names, parents included: for the loan's
 * `{ stage: 'REVIEW', arrears: 'current' }`, `loan.stage`, `loan.stage.REVIEW`, `loan.arrears`
 * and `loan.arrears.current`. Keys the machine does not have are skipped.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const under = (node: AnyStateNode, part: StateValue): string[] => {
    const children = node.states as Record<string, AnyStateNode>;
    if (typeof part === 'string') {
      const child = children[part];
      return child ? [child.id] : [];
    }
    return Object.entries(part).flatMap(([key, inner]) => {
      const child = children[key];
      return child && inner !== undefined ? [child.id, ...under(child, inner)] : [];
    });
  };
  return under(machine.root, value);
}
