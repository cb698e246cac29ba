// QA's generated paths of the machines besides the loan's: for each machine a person drives
// through the product, paths generated from its graph (tests/support/machine-model.ts, as its
// model test generates them, on the alphabet a client and the product can cause) — the shortest
// path to every state, then for every transition no chosen path takes yet the shortest that takes
// it — each driven through the real product at a tier (the REST API or the GraphQL gateway) by
// the right person (a fresh one per path, made through the product's own calls), the product's
// own steps (the built-in bank's answers, the clock) as they happen, and after each step the
// state as that tier reports it to the person and as the database holds it, against the machine.
// What no product call can cause is named with why.
import type { AnyStateMachine } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { uncovered, uncoveredByAll } from '../../tests/support/machine-model.ts';
import type { Measure, Missing } from '../coverage.ts';
import type { MachineModel } from '../machine-tier.ts';
import { type Desk, signStaffInAgain } from './people.ts';
import { type MachineTier, TIER_WORDS } from './surface.ts';

export type AnyEvent = { type: string; [key: string]: unknown };
type Snapshot = ReturnType<AnyStateMachine['getInitialSnapshot']>;

/** What the product reports about the subject: the tier's answer and the database's row. */
export type Seen = { api: string; db: string };

/** One input of a machine's model, with the subject made for each path. */
export type MachineRun<Subject> = {
  /** Short, for the path's name (`personal`, `bank`, `company`). */
  name: string;
  input: unknown;
  /**
   * A fresh subject (a person, their section, their withdrawal) through the product's calls;
   * given the path, for a subject whose making takes the path's first step (`openedBy`).
   */
  start(desk: Desk, events: readonly AnyEvent[]): Promise<Subject>;
};

export type MachineDriver<Subject = unknown> = {
  /** The machine's label in the machine tier's coverage (qa/machine-tier.ts). */
  label: string;
  /** For --machine and the paths' names: `lender-account`, `otp`. */
  slug: string;
  machine: AnyStateMachine;
  runs: MachineRun<Subject>[];
  /** The events a client (REST or GraphQL: the same steps) or the product causes, with the
   * payloads they carry. */
  events: AnyEvent[];
  /** Told apart by the model (default: value and context). */
  serializeState?: (snapshot: Snapshot) => string;
  /** Events the product sends at once within the step before them: event → its cause. */
  follows?: Record<string, string | readonly string[]>;
  /**
   * The call that makes the subject also takes the path's first step, one of these events (the
   * bank's answer to a withdrawal sent at once): the machine's start is never at rest.
   */
  openedBy?: readonly string[];
  /** The machine's events no call of a client and no step of the product causes, and why. */
  cannot: Record<string, string>;
  /**
   * The steps no tier's surface carries, taken the same way at every tier, and why (a partner's
   * own page, the movable clock and the product's pass): the rest go through the tier's own.
   */
  outside?: Record<string, string>;
  /** Why the product cannot cause this sequence (beyond `follows`), or null. */
  whyNot?(events: readonly AnyEvent[]): string | null;
  /**
   * Takes one step through the product, a person's through the desk's tier; answers how it was
   * taken. `next` is the event after.
   */
  take(desk: Desk, subject: Subject, event: AnyEvent, next: AnyEvent | undefined): Promise<string>;
  /** What the desk's tier reports to the person and the database holds now. */
  observe(desk: Desk, subject: Subject): Promise<Seen>;
  /** What they should report at this tier for the machine's snapshot. */
  expected(snapshot: Snapshot, tier: MachineTier): Seen;
  /** Who sends an event, in words (default: staff for an admin actor, else the product). */
  who?(event: AnyEvent): string;
};

export type MachinePath = {
  machine: string;
  run: string;
  /** `otp/to-locked`, `lender-account/company/via-awaitingApproval-wallet.refuse`. */
  name: string;
  reason: string;
  events: AnyEvent[];
  states: string[];
  transitions: string[];
};

export type MachineStep = {
  words: string;
  ok: boolean;
  ms: number;
  /** Where the step went: the tier's surface, `outside` it (the driver says why), or the
   * `product` within the step before. */
  via: MachineTier | 'web' | 'outside' | 'product';
  through: string;
  error?: string;
};

export type MachinePathResult = {
  name: string;
  machine: string;
  /** The REST or GraphQL tier, or the web client ('web') for the machines it alone runs. */
  tier: MachineTier | 'web';
  status: 'passed' | 'failed';
  ms: number;
  steps: MachineStep[];
  error?: string;
};

const causesOf = (model: MachineDriver, type: string): readonly string[] => {
  const cause = model.follows?.[type];
  return cause === undefined ? [] : typeof cause === 'string' ? [cause] : cause;
};

/** Whether the product can cause the sequence: follow-ups right after their cause, and no other. */
export function whyNotCausable(model: MachineDriver, events: readonly AnyEvent[]): string | null {
  const never = events.find((event) => model.cannot[event.type]);
  if (never) return `${never.type}: ${model.cannot[never.type]}`;
  const first = events[0]?.type ?? '';
  if (model.openedBy && events.length > 0 && !model.openedBy.includes(first)) {
    return `the call that makes it takes ${model.openedBy.join(' or ')} at once`;
  }
  for (const [index, event] of events.entries()) {
    const previous = events[index - 1];
    const causes = causesOf(model, event.type);
    if (causes.length > 0 && !causes.includes(previous?.type ?? '')) {
      return `the product sends ${event.type} only at once after ${causes.join(' or ')}`;
    }
    const owed = previous ? followUpsOf(model, previous.type) : [];
    if (owed.length > 0 && !owed.includes(event.type)) {
      return `${previous?.type} is followed at once by ${owed.join(' or ')}, so ${event.type} cannot come between`;
    }
  }
  return model.whyNot?.(events) ?? null;
}

const followUpsOf = (model: MachineDriver, type: string) =>
  Object.keys(model.follows ?? {}).filter((event) => causesOf(model, event).includes(type));

const serialize = (model: MachineDriver) =>
  model.serializeState ??
  ((s: Snapshot) => JSON.stringify([s.value, (s as { context: unknown }).context]));

/** What the product does by itself after the last step, added (it always happens). */
function withFollowUps(model: MachineDriver, input: unknown, events: AnyEvent[]): AnyEvent[][] {
  const last = events.at(-1);
  if (!last) return [events];
  const owed = followUpsOf(model, last.type);
  if (owed.length === 0) return [events];
  const end = replay(model.machine, input, events);
  return model.events
    .filter((e) => owed.includes(e.type) && model.machine.getTransitionData(end, e).length > 0)
    .flatMap((e) => withFollowUps(model, input, [...events, e]));
}

export function replay(machine: AnyStateMachine, input: unknown, events: readonly AnyEvent[]) {
  let [snapshot] = initialTransition(machine, input as never) as [Snapshot, unknown];
  for (const event of events) [snapshot] = transition(machine, snapshot, event as never);
  return snapshot;
}

/** The states and transitions of the chart (as the machine tier counts them) a path covers. */
function covers(machine: AnyStateMachine, input: unknown, events: AnyEvent[]) {
  const all = uncovered(machine, [], input as never);
  const left = uncovered(machine, [{ name: '', events }] as never, input as never);
  return {
    states: all.states.filter((s) => !left.states.includes(s)),
    transitions: all.transitions.filter((t) => !left.transitions.includes(t)),
  };
}

/**
 * The machine's graph as the product can walk it: breadth first from the start over the REST
 * alphabet, a sequence extended only while the product can cause it (so a state's first
 * sequence is its shortest causable one); answers each state's shortest sequence and that
 * sequence plus every edge leaving the state.
 */
function causableSequences(model: MachineDriver, input: unknown): AnyEvent[][] {
  const key = serialize(model);
  const start = replay(model.machine, input, []);
  const queue: { snapshot: Snapshot; events: AnyEvent[] }[] = [{ snapshot: start, events: [] }];
  const visited = new Set([`${key(start)}|`]);
  const out: AnyEvent[][] = [];
  while (queue.length > 0) {
    const node = queue.shift();
    if (!node) break;
    out.push(node.events);
    for (const event of model.events) {
      if (model.machine.getTransitionData(node.snapshot, event as never).length === 0) continue;
      const events = [...node.events, event];
      if (whyNotCausable(model, events) !== null) continue;
      out.push(events);
      const [after] = transition(model.machine, node.snapshot, event as never) as [
        Snapshot,
        unknown,
      ];
      const id = `${key(after)}|${event.type}`;
      if (visited.has(id)) continue;
      visited.add(id);
      queue.push({ snapshot: after, events });
    }
  }
  return out;
}

const cache = new Map<string, MachinePath[]>();

/** The REST path set of a machine: the shortest to every state, then every transition taken. */
export function machinePaths(model: MachineDriver): MachinePath[] {
  const known = cache.get(model.slug);
  if (known) return known;
  const out: MachinePath[] = [];
  for (const run of model.runs) {
    const seen = new Map<string, AnyEvent[]>();
    for (const events of causableSequences(model, run.input)) {
      for (const whole of withFollowUps(model, run.input, events)) {
        const key = JSON.stringify(whole);
        // A subject made with its first step at once never rests at the machine's start.
        if (model.openedBy && whole.length === 0) continue;
        if (!seen.has(key) && whyNotCausable(model, whole) === null) seen.set(key, whole);
      }
    }
    const candidates = [...seen.values()]
      .sort((a, b) => a.length - b.length)
      .map((events) => ({ events, ...covers(model.machine, run.input, events) }));
    const all = uncovered(model.machine, [], run.input as never);
    const prefix = model.runs.length > 1 ? `${model.slug}/${run.name}` : model.slug;
    const chosen = new Set<(typeof candidates)[number]>();
    const add = (candidate: (typeof candidates)[number], name: string, reason: string) => {
      if (chosen.has(candidate)) return;
      chosen.add(candidate);
      out.push({
        machine: model.label,
        run: run.name,
        name: `${prefix}/${name}`,
        reason,
        events: candidate.events,
        states: candidate.states,
        transitions: candidate.transitions,
      });
    };
    for (const state of all.states) {
      const shortest = candidates.find((c) => c.states.includes(state));
      if (shortest) add(shortest, `to-${state}`, `the shortest path to ${state}`);
    }
    for (const t of all.transitions) {
      if ([...chosen].some((c) => c.transitions.includes(t))) continue;
      const shortest = candidates.find((c) => c.transitions.includes(t));
      if (!shortest) continue;
      const [source = '', rest = ''] = t.split(' --');
      add(shortest, `via-${source}-${rest.split('-->')[0]}`, `the shortest path that takes ${t}`);
    }
  }
  // Names stay unique (two transitions of one source and event: numbered).
  const count = new Map<string, number>();
  for (const path of out) {
    const n = (count.get(path.name) ?? 0) + 1;
    count.set(path.name, n);
    if (n > 1) path.name = `${path.name}-${n}`;
  }
  cache.set(model.slug, out);
  return out;
}

/** A step in words: the event, who sends it, the state it leads to. */
function wordsOf(model: MachineDriver, event: AnyEvent, after: Snapshot): string {
  const actor = event.actor as { role?: string } | undefined;
  const who =
    model.who?.(event) ??
    (actor?.role === 'admin'
      ? 'staff'
      : actor?.role
        ? `the ${actor.role}`
        : 'the product (its bank, its clock)');
  return `${event.type} — by ${who} → ${JSON.stringify(after.value)}`;
}

/** Drives one path through the product at the desk's tier; every step checked against the machine. */
export async function runMachinePath(
  desk: Desk,
  model: MachineDriver,
  path: MachinePath,
): Promise<MachinePathResult> {
  const began = Date.now();
  const result: MachinePathResult = {
    name: path.name,
    machine: model.label,
    tier: desk.tier,
    status: 'passed',
    ms: 0,
    steps: [],
  };
  const run = model.runs.find((r) => r.name === path.run);
  const clockAtStart = desk.product.clock.now;
  try {
    if (!run) throw new Error(`no run ${path.run}`);
    const subject = await run.start(desk, path.events);
    let expected = replay(model.machine, run.input, []);
    if (!model.openedBy) await compare(desk, model, subject, expected, 'the start');
    for (const [index, event] of path.events.entries()) {
      const started = Date.now();
      const previous = path.events[index - 1];
      const byProduct =
        (index === 0 && model.openedBy !== undefined) ||
        (previous !== undefined && causesOf(model, event.type).includes(previous.type));
      const step: MachineStep = {
        words: '',
        ok: false,
        ms: 0,
        via: byProduct ? 'product' : model.outside?.[event.type] ? 'outside' : desk.tier,
        through: '',
      };
      result.steps.push(step);
      expected = transition(model.machine, expected, event as never)[0] as Snapshot;
      step.words = wordsOf(model, event, expected);
      step.through = byProduct
        ? index === 0
          ? 'the product, within the call that made it'
          : 'the product, within the step before'
        : await model.take(desk, subject, event, path.events[index + 1]);
      const next = path.events[index + 1];
      if (!next || !causesOf(model, next.type).includes(event.type)) {
        await compare(desk, model, subject, expected, step.words);
      }
      step.ok = true;
      step.ms = Date.now() - started;
    }
  } catch (error) {
    result.status = 'failed';
    result.error = error instanceof Error ? error.message : String(error);
    const last = result.steps.at(-1);
    if (last && !last.ok) last.error = result.error;
  } finally {
    if (desk.product.clock.now !== clockAtStart) {
      desk.product.clock.now = clockAtStart;
      await signStaffInAgain(desk);
    }
    result.ms = Date.now() - began;
  }
  return result;
}

async function compare(
  desk: Desk,
  model: MachineDriver,
  subject: unknown,
  expected: Snapshot,
  after: string,
) {
  const seen = await model.observe(desk, subject);
  const want = model.expected(expected, desk.tier);
  if (seen.api !== want.api) {
    throw new Error(
      `after "${after}": ${TIER_WORDS[desk.tier]} reports ${seen.api}, the machine ${want.api}`,
    );
  }
  if (seen.db !== want.db) {
    throw new Error(`after "${after}": the database holds ${seen.db}, the machine ${want.db}`);
  }
}

/** JSON with its keys in order: a state value as the machine has it and as jsonb returns it. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

// ---- coverage ----

export type OtherMachineCoverage = {
  machine: string;
  /** At one tier: 'ran': measured now; 'carried': from an earlier run's report; 'planned': what
   * the paths can drive, not run; 'not driven': no driver (the reason says why). */
  how: 'ran' | 'carried' | 'planned' | 'not driven';
  ranAt?: string;
  states: Measure;
  transitions: Measure;
  paths: number;
  reason?: string;
};

/** Why an uncovered state or transition has no path: the first thing no call can cause. */
function whyUncausable(
  model: MachineDriver,
  recorded: MachineModel | undefined,
  id: string,
  kind: 'states' | 'transitions',
): string {
  const tried: { events: AnyEvent[]; input: unknown }[] = (recorded?.runs ?? []).flatMap((r) =>
    r.paths.map((p) => ({ events: p.events as AnyEvent[], input: r.input })),
  );
  tried.sort((a, b) => a.events.length - b.events.length);
  for (const { events, input } of tried) {
    if (!covers(model.machine, input, events)[kind].includes(id)) continue;
    const reason = whyNotCausable(model, events);
    if (reason) return `no product call can cause it: ${reason}`;
  }
  return 'no generated path reaches it';
}

function measureCoverage(
  model: MachineDriver,
  recorded: MachineModel | undefined,
  paths: readonly MachinePath[],
  passed: ReadonlySet<string>,
  ran: ReadonlySet<string>,
  failures: ReadonlyMap<string, string>,
): Pick<OtherMachineCoverage, 'states' | 'transitions'> {
  const runs = model.runs.map((run) => ({
    input: run.input,
    paths: paths
      .filter((p) => p.run === run.name && passed.has(p.name))
      .map((p) => ({ name: p.name, events: p.events })),
  }));
  const all = uncovered(model.machine, [], model.runs[0]?.input as never);
  const left =
    runs.length === 1
      ? uncovered(model.machine, (runs[0]?.paths ?? []) as never, runs[0]?.input as never)
      : uncoveredByAll(model.machine, runs as never);
  const why = (id: string, kind: 'states' | 'transitions'): string => {
    const through = paths.filter((p) => p[kind].includes(id));
    if (through.length === 0) return whyUncausable(model, recorded, id, kind);
    const failed = through.find((p) => failures.has(p.name));
    if (failed) return `path ${failed.name} failed: ${failures.get(failed.name)}`;
    if (!through.some((p) => ran.has(p.name))) {
      return `not run in this selection (${through[0]?.name})`;
    }
    return 'its path passed but does not count for every input';
  };
  const measure = (kind: 'states' | 'transitions'): Measure => ({
    reached: all[kind].length - left[kind].length,
    total: all[kind].length,
    missing: left[kind].map((id): Missing => ({ id, reason: why(id, kind) })),
  });
  return { states: measure('states'), transitions: measure('transitions') };
}

/**
 * A tier's coverage of a machine from its results there (planned: as if every path passed; a
 * step with no operation at the tier is taken outside it, so every tier drives the same paths).
 */
export function driverCoverage(
  model: MachineDriver,
  recorded: MachineModel | undefined,
  results: readonly MachinePathResult[] | 'planned',
): OtherMachineCoverage {
  const paths = machinePaths(model);
  const planned = results === 'planned';
  const list = planned ? [] : results;
  const passed = new Set(
    planned
      ? paths.map((p) => p.name)
      : list.filter((r) => r.status === 'passed').map((r) => r.name),
  );
  const ran = new Set(planned ? paths.map((p) => p.name) : list.map((r) => r.name));
  const failures = new Map(
    list.filter((r) => r.status === 'failed').map((r) => [r.name, r.error ?? '']),
  );
  return {
    machine: model.label,
    how: planned ? 'planned' : 'ran',
    paths: paths.length,
    ...measureCoverage(model, recorded, paths, passed, ran, failures),
  };
}

/** A machine with no driver: everything missing, with why. */
export function notDriven(recorded: MachineModel, reason: string): OtherMachineCoverage {
  const all = recorded.machine
    ? uncovered(recorded.machine, [], recorded.runs[0]?.input as never)
    : { states: [], transitions: [] };
  const measure = (ids: string[]): Measure => ({
    reached: 0,
    total: ids.length,
    missing: ids.map((id) => ({ id, reason })),
  });
  return {
    machine: recorded.label,
    how: 'not driven',
    paths: 0,
    reason,
    states: measure(all.states),
    transitions: measure(all.transitions),
  };
}

type Counted = { reached: number; total: number };
export const complete = (c: { states: Counted; transitions: Counted }) =>
  c.states.reached === c.states.total && c.transitions.reached === c.transitions.total;
