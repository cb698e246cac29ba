// A machine graph in words, both languages: each state's name and description, each transition's
// event, who may send it and its guard — read from the words a machine keeps beside itself
// (e.g. machines/loan/loan.diagram-words.ts), so an analyst never reads a code name or "[g]".
// A machine without words of its own reads its keys, split into words, and its descriptions.
import type { Text } from '../shared/i18n-text.ts';
import type { DiagramState, DiagramTransition, GuardExpr, MachineGraph } from './machine-graph.ts';

/** What a machine says about itself in both languages (ids are the graph's state ids). */
export type MachineWords = {
  /** The machine's own name, e.g. 'Siklus pinjaman'. */
  title: Text;
  /** What the machine is for (its root's description, in both languages). */
  about: Text | null;
  /** Each state's name, by id. */
  states: Readonly<Record<string, Text>>;
  /** Each state's description, by id (its `description` in the definition, in both languages). */
  descriptions: Readonly<Record<string, Text>>;
  /** Each event, as an arrow reads it. */
  events: Readonly<Record<string, Text>>;
  /** What each event means (a transition's own `description` comes first). */
  eventDescriptions: Readonly<Record<string, Text>>;
  /** Who may send each event. */
  roles: Readonly<Record<string, Text>>;
  /**
   * A named guard in words for this event; null when the guard asks nothing beyond who may send
   * it (the roles say that).
   */
  guard: (name: string, event: string) => Text | null;
};

export type WordedState = DiagramState & { label: Text; about: Text | null };

export type WordedTransition = DiagramTransition & {
  label: Text;
  /** The guard in words (null: no condition beyond who may). */
  condition: Text | null;
  roles: Text | null;
  about: Text | null;
  /** Stays in its state (no target, or its own state again). */
  selfLoop: boolean;
};

export type WordedGraph = Omit<MachineGraph, 'states' | 'transitions'> & {
  title: Text;
  about: Text | null;
  states: WordedState[];
  transitions: WordedTransition[];
};

const same = (text: string): Text => ({ id: text, en: text });

/** `borrowerSigned` → 'borrower signed', `loan.approveCredit` → 'approve credit'. */
export function splitWords(code: string): string {
  const last = code.includes('.') ? code.slice(code.lastIndexOf('.') + 1) : code;
  return last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const join = (parts: Text[], id: string, en: string): Text => ({
  id: parts.map((p) => p.id).join(id),
  en: parts.map((p) => p.en).join(en),
});

/** A guard expression in words; null when nothing is left to say. */
export function guardWords(
  guard: GuardExpr | null,
  event: string,
  words: Pick<MachineWords, 'guard'>,
  stateLabel: (id: string) => Text,
): Text | null {
  if (!guard) return null;
  switch (guard.type) {
    case 'named':
      return words.guard(guard.name, event);
    case 'in': {
      const names = join(guard.states.map(stateLabel), ' atau ', ' or ');
      return { id: `sedang di ${names.id}`, en: `while in ${names.en}` };
    }
    case 'not': {
      const inner = guardWords(guard.of[0] ?? null, event, words, stateLabel);
      return inner ? { id: `bukan: ${inner.id}`, en: `not: ${inner.en}` } : null;
    }
    default: {
      // `stateIn(a) or stateIn(b)` reads as one: while in a or b.
      const places = guard.of.flatMap((g) => (g.type === 'in' ? g.states : []));
      if (guard.type === 'or' && places.length > 0 && guard.of.every((g) => g.type === 'in')) {
        return guardWords({ type: 'in', states: places }, event, words, stateLabel);
      }
      const parts = guard.of
        .map((g) => guardWords(g, event, words, stateLabel))
        .filter((t): t is Text => t !== null);
      if (parts.length === 0) return null;
      return guard.type === 'and' ? join(parts, '; ', '; ') : join(parts, ' atau ', ' or ');
    }
  }
}

/** Words for a machine that has none of its own: its keys split into words, its descriptions. */
export function plainWords(graph: MachineGraph): MachineWords {
  return {
    title: same(capitalised(splitWords(graph.id))),
    about: graph.description ? same(graph.description) : null,
    states: Object.fromEntries(
      graph.states.map((s) => [s.id, same(capitalised(splitWords(s.key)))]),
    ),
    descriptions: Object.fromEntries(
      graph.states.flatMap((s) => (s.description ? [[s.id, same(s.description)]] : [])),
    ),
    events: Object.fromEntries(graph.transitions.map((t) => [t.event, same(splitWords(t.event))])),
    eventDescriptions: {},
    roles: {},
    guard: (name) => same(splitWords(name)),
  };
}

export function wordedGraph(
  graph: MachineGraph,
  words: MachineWords = plainWords(graph),
): WordedGraph {
  const plain = plainWords(graph);
  const stateLabel = (id: string): Text => words.states[id] ?? plain.states[id] ?? same(id);
  return {
    ...graph,
    title: words.title,
    about: words.about ?? plain.about,
    states: graph.states.map((state) => ({
      ...state,
      label: stateLabel(state.id),
      about: words.descriptions[state.id] ?? plain.descriptions[state.id] ?? null,
    })),
    transitions: graph.transitions.map((t) => ({
      ...t,
      label: words.events[t.event] ?? plain.events[t.event] ?? same(t.event),
      condition: guardWords(t.guard, t.event, words, stateLabel),
      roles: words.roles[t.event] ?? null,
      about: t.description ? same(t.description) : (words.eventDescriptions[t.event] ?? null),
      selfLoop: t.targets.length === 0 || t.targets.every((target) => target === t.source),
    })),
  };
}
