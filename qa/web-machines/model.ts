// QA's generated paths of the machines that run in the web client alone (the application form,
// the collateral's photos, the loan screens' dialogs, an upload, the session): the API keeps none
// of their states and no REST call or GraphQL operation sends their events, so their tier is the
// web client itself. Each machine's paths are generated from its graph over the events the web
// client meets — what a person does on the screen (open, type, press a button, pick a file), what
// the network answers (the GraphQL operation or the upload succeeds, fails, or its connection
// breaks) and time passing (the fake clock) — and each is driven through the real component the
// screen renders (in jsdom, with the app's providers: qa/web-machines/run-paths.tsx). After the
// start and after each step, what the screen shows is compared with what the machine's state says
// it should show.
//
// This module is plain TypeScript (no React): `npm run qa:paths` lists the paths and measures their
// coverage from it without starting a DOM.
import type { AnyStateMachine } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { modelPaths, uncovered } from '../../tests/support/machine-model.ts';
import type { Measure } from '../coverage.ts';
import type {
  AnyEvent,
  MachinePath,
  MachinePathResult,
  OtherMachineCoverage,
} from '../other-machines/model.ts';

type Snapshot = ReturnType<AnyStateMachine['getInitialSnapshot']>;

/** A machine the web client alone runs, and the events the web client meets. */
export type WebMachine = {
  /** Its label in the machine tier's coverage (qa/machine-tier.ts: `dialogs: rejectLoan`). */
  label: string;
  /** For --machine and the paths' names: `reject-loan-dialog`. */
  slug: string;
  machine: AnyStateMachine;
  /**
   * The inputs its paths start from, each named for the paths' names (default one, unnamed,
   * without input): a machine whose chart's parts need different inputs has several.
   */
  runs?: { name: string; input: unknown }[];
  /** The component the paths drive, as the report names it. */
  component: string;
  /**
   * The events the web client meets, with their payloads: a person's actions on the screen, the
   * network's answers, time passing. Every one must be one the driver can cause. A function of
   * the state when what the screen offers depends on it (a box ticked can only be unticked; a
   * clock only moves forward; the component sends a value only when it differs; the server's
   * refusal is in the field's kind's words).
   */
  events: AnyEvent[] | ((snapshot: Snapshot) => AnyEvent[]);
  /** Told apart by the model (default: value and context). */
  serializeState?: (snapshot: Snapshot) => string;
  /** The chart's events the web client never meets, and why (their transitions stay missing). */
  cannot?: Record<string, string>;
};

/**
/**
 * A payload value in a path's name: text as 'text' (blank text quoted), a code (UPLOAD_FAILED) or
 * a one-word value (accept) as itself, a list by its length, a named thing (a chosen file) by its
 * name, other data as 'data'.
 */
function markOf(v: unknown): string {
  if (typeof v === 'string') {
    if (v.trim() === '') return `"${v}"`;
    return /^[A-Z][A-Z0-9_]*$/.test(v) || /^[a-z]+$/.test(v) ? v : 'text';
  }
  if (Array.isArray(v)) return `[${v.length}]`;
  if (v && typeof v === 'object') {
    const name = (v as { name?: unknown }).name;
    return typeof name === 'string' ? name : 'data';
  }
  return String(v);
}

/** The words of one event in a path's name: its type, and a short mark for its payload. */
function eventName(event: AnyEvent): string {
  const { type, ...payload } = event;
  const values = Object.values(payload);
  if (values.length === 0) return type;
  const mark = values.map(markOf).join(',');
  return `${type}(${mark})`;
}

/** The machine's paths: the shortest to every state, then every transition taken by one path. */
export const runsOf = (m: WebMachine) => m.runs ?? [{ name: '', input: undefined }];

/** The input a path of the machine starts from (by its run's name). */
export const inputOf = (m: WebMachine, path: Pick<MachinePath, 'run'>) =>
  runsOf(m).find((run) => run.name === path.run)?.input;

export function webMachinePaths(m: WebMachine): MachinePath[] {
  return runsOf(m).flatMap((run) => {
    const generated = modelPaths(m.machine, {
      input: run.input as never,
      events: m.events as never,
      ...(m.serializeState ? { serializeState: m.serializeState as never } : {}),
    });
    const seen = new Map<string, number>();
    return generated.map((path) => {
      const events = path.events as unknown as AnyEvent[];
      const base = `${m.slug}/${run.name ? `${run.name}/` : ''}${events.map(eventName).join('→') || 'start'}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const end = replayWeb(m, run.input, events);
      return {
        machine: m.label,
        run: run.name,
        name: count === 1 ? base : `${base}#${count}`,
        reason: `ends in ${JSON.stringify(end.value)}`,
        events,
        ...coversOf(m, run.input, events),
      };
    });
  });
}

export function replayWeb(m: WebMachine, input: unknown, events: readonly AnyEvent[]): Snapshot {
  let [snapshot] = initialTransition(m.machine, input as never) as [Snapshot, unknown];
  for (const event of events) [snapshot] = transition(m.machine, snapshot, event as never);
  return snapshot;
}

function coversOf(m: WebMachine, input: unknown, events: AnyEvent[]) {
  const all = uncovered(m.machine, [], input as never);
  const left = uncovered(m.machine, [{ name: '', events }] as never, input as never);
  return {
    states: all.states.filter((s) => !left.states.includes(s)),
    transitions: all.transitions.filter((t) => !left.transitions.includes(t)),
  };
}

/**
 * The machine's coverage at the web client: the states and transitions its passed paths reach
 * (or, planned, every generated path's), each missing one named with why.
 */
export function webCoverage(
  m: WebMachine,
  results: readonly MachinePathResult[] | 'planned',
  ranAt?: string,
): OtherMachineCoverage {
  const paths = webMachinePaths(m);
  const planned = results === 'planned';
  const byName = new Map(planned ? [] : results.map((r) => [r.name, r]));
  const passed = paths.filter((p) => planned || byName.get(p.name)?.status === 'passed');
  const all = uncovered(m.machine, [], runsOf(m)[0]?.input as never);
  const measure = (kind: 'states' | 'transitions'): Measure => {
    const reached = new Set(passed.flatMap((p) => p[kind]));
    const missing = all[kind]
      .filter((id) => !reached.has(id))
      .map((id) => {
        const cannot = Object.entries(m.cannot ?? {}).find(([type]) =>
          kind === 'transitions' ? id.includes(`--${type}-->`) : false,
        );
        if (cannot) return { id, reason: `the web client never meets ${cannot[0]}: ${cannot[1]}` };
        // A state only events the web client never meets lead into, and the transitions out of it.
        const state = kind === 'states' ? id : (id.split(' --')[0] ?? id);
        const into = enteredBy(all.transitions, state);
        const never = into.map((t) =>
          Object.keys(m.cannot ?? {}).find((type) => t.includes(`--${type}-->`)),
        );
        const unreached = !paths.some((p) => p.states.includes(state));
        if (unreached && into.length > 0 && never.every(Boolean)) {
          return {
            id,
            reason: `the web client never meets ${[...new Set(never)].join(', ')}, the only events into ${state}`,
          };
        }
        const through = paths.find((p) => p[kind].includes(id));
        if (!through) return { id, reason: 'no generated path reaches it' };
        const result = byName.get(through.name);
        return {
          id,
          reason: result ? `path ${through.name} failed` : `not run (path ${through.name})`,
        };
      });
    return { reached: all[kind].length - missing.length, total: all[kind].length, missing };
  };
  return {
    machine: m.label,
    how: planned ? 'planned' : 'ran',
    ...(ranAt ? { ranAt } : {}),
    paths: paths.length,
    states: measure('states'),
    transitions: measure('transitions'),
  };
}

/** The transitions (by their ids) whose targets are the state or one of its children. */
function enteredBy(transitions: readonly string[], state: string): string[] {
  return transitions.filter((t) => {
    const targets = t.split('--> ')[1]?.split(' [')[0]?.split(',') ?? [];
    return targets.some((target) => target === state || target.startsWith(`${state}.`));
  });
}
