// A machine's pure step, as xstate's `transition()` takes it, without building an actor each time.
// `transition()` creates a new actor for every call, and with it the machine's initial snapshot:
// for a machine whose context reads its input that throws (and xstate catches) a TypeError, and
// either way it cost about 70 µs a step, more than most steps themselves. No machine here spawns
// or invokes an actor, and a pure step only hands its actions to the scope's executor: so one
// scope per machine serves every step, its executor collecting the step's actions for the caller
// (the call is synchronous: no other step shares the scope meanwhile).
import {
  type AnyActorScope,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type ExecutableActionsFrom,
  type SnapshotFrom,
} from 'xstate';

const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

function scopeOf(machine: AnyStateMachine): AnyActorScope {
  const known = scopes.get(machine);
  if (known) return known;
  // Built once per machine: its constructor computes the initial snapshot once, whatever input.
  const self = createActor(machine, { input: undefined });
  const scope: AnyActorScope = {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  };
  scopes.set(machine, scope);
  return scope;
}

/** `transition(machine, snapshot, event)` of xstate: the next snapshot and the step's actions. */
export function pureTransition<M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: EventFromLogic<M>,
): [SnapshotFrom<M>, ExecutableActionsFrom<M>[]] {
  const scope = scopeOf(machine);
  const actions: ExecutableActionsFrom<M>[] = [];
  scope.actionExecutor = (action) => {
    actions.push(action as ExecutableActionsFrom<M>);
  };
  try {
    return [machine.transition(snapshot, event, scope) as SnapshotFrom<M>, actions];
  } finally {
    scope.actionExecutor = () => {};
  }
}
