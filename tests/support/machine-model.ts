// Model-based testing helpers shared by every machine's tests: paths generated from a
// machine's graph (@xstate/graph), and a coverage check that every state is reached and every
// transition taken by them.
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import type {
  AnyStateMachine,
  AnyStateNode,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { initialTransition } from 'xstate';
import { pureTransition } from '../../machines/shared/pure-transition.ts';

type AnyTransition = ReturnType<AnyStateMachine['getTransitionData']>[number];

export type ModelOptions<M extends AnyStateMachine> = {
  input?: InputFrom<M>;
  /** The events to try in a state, with payloads: the model's alphabet. */
  events: EventFromLogic<M>[] | ((snapshot: SnapshotFrom<M>) => EventFromLogic<M>[]);
  /** What makes two snapshots the same state for the model (default: value and context). */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
};

export type ModelPath<M extends AnyStateMachine> = {
  /** A readable name: the event types in order. */
  name: string;
  events: EventFromLogic<M>[];
};

const defaultKey = (snapshot: { value: unknown; context: unknown }) =>
  JSON.stringify([snapshot.value, snapshot.context]);

/**
 * Paths that together reach every state of the model and take every edge of its graph: the
 * shortest path to each state, and for each edge leaving a state, that path plus the edge.
 */
export function modelPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelOptions<M>,
): ModelPath<M>[] {
  const serializeState = (options.serializeState ?? defaultKey) as (s: SnapshotFrom<M>) => string;
  const traversal = {
    input: options.input,
    events: options.events,
    serializeState: (s: SnapshotFrom<M>) => serializeState(s),
  };
  const shortest = new Map<string, EventFromLogic<M>[]>();
  // @xstate/graph's option types are written for plain actor logic; these are machine options.
  for (const path of getShortestPaths(machine, traversal as never)) {
    shortest.set(serializeState(path.state as SnapshotFrom<M>), eventsOf(path.steps));
  }
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    { state: unknown; transitions: Record<string, { event: unknown; state: unknown }> }
  >;
  const paths = new Map<string, ModelPath<M>>();
  const add = (events: EventFromLogic<M>[]) => {
    const name = events.map((e) => e.type).join(' → ') || '(initial)';
    const key = JSON.stringify(events);
    if (!paths.has(key)) paths.set(key, { name, events });
  };
  for (const [from, node] of Object.entries(adjacency)) {
    const head = shortest.get(from);
    if (!head) continue;
    add(head);
    for (const { event, state } of Object.values(node.transitions)) {
      if (
        serializeState(state as SnapshotFrom<M>) === from &&
        !changesSomething(machine, node.state as SnapshotFrom<M>, event as EventFromLogic<M>)
      )
        continue;
      add([...head, event as EventFromLogic<M>]);
    }
  }
  const generated = [...paths.values()];
  modelRecorder()?.push({ machine, input: options.input, paths: generated });
  return generated;
}

/** A machine's generated paths, as one test file made them (with the input they start from). */
export type RecordedModel = {
  machine: AnyStateMachine;
  input: unknown;
  paths: ModelPath<AnyStateMachine>[];
};

/**
 * QA's coverage (qa/machine-tier.ts) loads the machine tests' files outside Vitest to learn the
 * paths they generate: while it does, every generated set is also recorded here.
 */
export function modelRecorder(): RecordedModel[] | undefined {
  return (globalThis as { __qaRecordedModels?: RecordedModel[] }).__qaRecordedModels;
}

function eventsOf<E>(steps: ReadonlyArray<{ event: E & { type: string } }>): E[] {
  return steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}

function changesSomething<M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: EventFromLogic<M>,
): boolean {
  return machine.getTransitionData(snapshot, event).length > 0;
}

/** Replays a path on the pure machine, calling `check` after each step with what fired. */
export function replay<M extends AnyStateMachine>(
  machine: M,
  path: ModelPath<M>,
  options: {
    input?: InputFrom<M>;
    check?: (snapshot: SnapshotFrom<M>, event: EventFromLogic<M> | null) => void;
  } = {},
): SnapshotFrom<M> {
  let [snapshot] = initialTransition(machine, options.input as InputFrom<M>) as [
    SnapshotFrom<M>,
    unknown,
  ];
  options.check?.(snapshot, null);
  for (const event of path.events) {
    [snapshot] = pureTransition(machine, snapshot, event) as [SnapshotFrom<M>, unknown];
    options.check?.(snapshot, event);
  }
  return snapshot;
}

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...stateNodesOf(child),
  ]);
}

const describeTransition = (t: AnyTransition) =>
  `${t.source.path.join('.')} --${t.eventType}--> ${(t.target ?? []).map((n: AnyStateNode) => n.path.join('.')).join(',') || '(self)'}${t.guard ? ` [${typeof t.guard === 'string' ? t.guard : 'guarded'} #${(t.source.transitions.get(t.eventType) ?? []).indexOf(t)}]` : ''}`;

/** What the paths leave out: states never entered and transitions never taken. */
export function uncovered<M extends AnyStateMachine>(
  machine: M,
  paths: ModelPath<M>[],
  input?: InputFrom<M>,
): { states: string[]; transitions: string[] } {
  const allStates = stateNodesOf(machine.root);
  const allTransitions = allStates.flatMap((node) => [...node.transitions.values()].flat());
  const reached = new Set<AnyStateNode>();
  const taken = new Set<AnyTransition>();
  for (const path of paths) {
    let [snapshot] = initialTransition(machine, input as InputFrom<M>) as [
      SnapshotFrom<M>,
      unknown,
    ];
    for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes)
      reached.add(node);
    for (const event of path.events) {
      for (const fired of machine.getTransitionData(snapshot, event)) taken.add(fired);
      [snapshot] = pureTransition(machine, snapshot, event) as [SnapshotFrom<M>, unknown];
      for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes)
        reached.add(node);
    }
  }
  return {
    states: allStates.filter((n) => !reached.has(n)).map((n) => n.path.join('.')),
    transitions: allTransitions.filter((t) => !taken.has(t)).map(describeTransition),
  };
}

/**
 * For a machine tested under several inputs (each covering its own part of the chart): what
 * no input's paths cover.
 */
export function uncoveredByAll<M extends AnyStateMachine>(
  machine: M,
  runs: ReadonlyArray<{ input: InputFrom<M>; paths: ModelPath<M>[] }>,
): { states: string[]; transitions: string[] } {
  const results = runs.map(({ input, paths }) => uncovered(machine, paths, input));
  const common = (pick: (r: (typeof results)[number]) => string[]) =>
    results.map(pick).reduce((left, right) => left.filter((item) => right.includes(item)));
  return { states: common((r) => r.states), transitions: common((r) => r.transitions) };
}
