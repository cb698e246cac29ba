// QA's path set of the loan lifecycle, from the machine's graph (@xstate/graph, through the
// model the machine tests use): the shortest path to every state, then for every transition no
// chosen path takes yet, the shortest path that ends by taking it. Each path is named, and each
// step said in words from the machine's own labels (loan.event-labels.ts, loan.labels.ts).
import type { AnyStateNode } from 'xstate';
import { eventLabels } from '../machines/loan/loan.event-labels.ts';
import { regionLabels, stageLabels } from '../machines/loan/loan.labels.ts';
import { loanMachine } from '../machines/loan/loan.machine.ts';
import {
  type LoanSnapshot,
  nextLoanSnapshot,
  stageOf,
  startLoan,
} from '../machines/loan/loan.selectors.ts';
import type { LoanEvent, Stage } from '../machines/loan/loan.types.ts';
import type { Text } from '../machines/shared/i18n-text.ts';
import { loanModelPaths } from '../tests/support/loan-model.ts';
import {
  borrower,
  creditOfficer,
  director,
  lender,
  loanInput,
  otherBorrower,
  platform,
  validApplication,
} from '../tests/support/loan-paths.ts';

type AnyTransition = ReturnType<(typeof loanMachine)['getTransitionData']>[number];

/** A state of the chart by its path (`stage.REVIEW`, `arrears.overdue`). */
export type StateId = string;
/** A transition of the chart: `REVIEW —loan.reject→ REJECT_BAIL`, guarded ones numbered. */
export type TransitionId = string;

export type Step = {
  event: LoanEvent;
  /** Who sends it: a person's role in words, or the product itself. */
  who: Text;
  /** The stage before and after, and the transitions it takes. */
  from: Stage;
  to: Stage;
  transitions: TransitionId[];
  /** Set when the product takes this step by itself within the step before (no call of its own). */
  byProductWithPrevious: boolean;
  words: Text;
};

export type QaPath = {
  /** Stable and readable: `to-LOAN_PERIOD`, `via-PROCESS-funding.close`. */
  name: string;
  /** Why it is in the set: the states it was chosen to reach or the transition to take. */
  reason: Text;
  events: LoanEvent[];
  steps: Step[];
  /** Every state entered and every transition taken on the way (for the coverage). */
  states: StateId[];
  transitions: TransitionId[];
  /** The stage it ends in. */
  end: Stage;
  /** Why no product call can cause it (the machine allows it), or null. */
  notCausable: string | null;
};

const short = (node: AnyStateNode) => {
  const path = node.path.join('.');
  return path.startsWith('stage.') ? path.slice('stage.'.length) : path;
};

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...stateNodesOf(child),
  ]);
}

const ALL_NODES = stateNodesOf(loanMachine.root as AnyStateNode);

function transitionId(t: AnyTransition): TransitionId {
  const siblings = t.source.transitions.get(t.eventType) ?? [];
  const targets = (t.target ?? []).map(short).join(',') || short(t.source);
  const number = siblings.length > 1 ? ` #${siblings.indexOf(t) + 1}` : '';
  return `${short(t.source)} —${t.eventType}→ ${targets}${number}`;
}

/** Every state and every transition of the chart, in the chart's order. */
export const LOAN_STATES: StateId[] = ALL_NODES.map((node) => node.path.join('.'));
export const LOAN_TRANSITIONS: TransitionId[] = ALL_NODES.flatMap((node) =>
  [...node.transitions.values()].flat().map(transitionId),
);

const nodesOf = (snapshot: LoanSnapshot) =>
  (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes
    .filter((n) => n.path.length > 0)
    .map((n) => n.path.join('.'));

/** Who sends an event, in words. */
function whoSends(event: LoanEvent): Text {
  switch (event.actor.userId) {
    case borrower.userId:
      return { id: 'peminjam', en: 'the borrower' };
    case otherBorrower.userId:
      return { id: 'peminjam lain', en: 'another borrower' };
    case creditOfficer.userId:
      return { id: 'staf (analis kredit)', en: 'staff (credit officer)' };
    case director.userId:
      return { id: 'direktur', en: 'the director' };
    case lender.userId:
      return { id: 'pemberi dana', en: 'a lender' };
    default:
      return { id: 'sistem', en: 'the product' };
  }
}

/** The state's label in words: the stage's (the product as KPR) or the arrears region's. */
export function stateWords(state: StateId): Text {
  if (state.startsWith('stage.')) {
    const label = stageLabels[state.slice('stage.'.length) as Stage];
    return { id: label.id.replace('{provider}', 'KPR'), en: label.en.replace('{provider}', 'KPR') };
  }
  return (regionLabels as Record<string, Text>)[state] ?? { id: state, en: state };
}

/** What a step's event carries besides its type, when it makes a difference to read. */
function detail(event: LoanEvent): string {
  switch (event.type) {
    case 'loan.fund':
      return ` Rp ${Number(event.amount).toLocaleString('en-US')}`;
    case 'repayment.confirm':
    case 'repayment.received':
      return event.installmentsRemaining === 0 ? ' (the last installment)' : '';
    case 'loan.approveCredit':
      return ` (${event.riskRating})`;
    default:
      return '';
  }
}

/** The events the product sends by itself at once, within the step before them. */
const FOLLOWS: Partial<Record<LoanEvent['type'], LoanEvent['type']>> = {
  'funding.refund': 'funding.close',
  'period.start': 'disbursement.paid',
};

function stepsOf(events: readonly LoanEvent[]) {
  let snapshot = startLoan(loanInput);
  const states = new Set(nodesOf(snapshot));
  const transitions = new Set<TransitionId>();
  const steps: Step[] = events.map((event, index) => {
    const fired = loanMachine.getTransitionData(snapshot, event).map(transitionId);
    const from = stageOf(snapshot);
    snapshot = nextLoanSnapshot(snapshot, event);
    for (const node of nodesOf(snapshot)) states.add(node);
    for (const t of fired) transitions.add(t);
    const to = stageOf(snapshot);
    const who = whoSends(event);
    const label = eventLabels[event.type];
    const toWords = stateWords(`stage.${to}`);
    const overdue = snapshot.matches({ arrears: 'overdue' });
    const arrears = (t: Text, lang: keyof Text) =>
      `${t[lang]}${overdue ? (lang === 'id' ? ' (terlambat)' : ' (overdue)') : ''}`;
    const previous = index > 0 ? events[index - 1] : undefined;
    return {
      event,
      who,
      from,
      to,
      transitions: fired,
      byProductWithPrevious: previous !== undefined && FOLLOWS[event.type] === previous.type,
      words: {
        id: `${label.id}${detail(event)} — oleh ${who.id} → ${arrears(toWords, 'id')}`,
        en: `${label.en}${detail(event)} — by ${who.en} → ${arrears(toWords, 'en')}`,
      },
    };
  });
  return { steps, states: [...states], transitions: [...transitions], end: stageOf(snapshot) };
}

/**
 * Whether the product can cause this sequence through its own calls, jobs and partners: every
 * event sent by a person with an account or by one of the product's own jobs, with the payload
 * the product sends; the steps the product takes by itself at once (a refund right after the
 * close, the loan period right after the payout) follow their cause and nothing comes between.
 * An overdue installment is always the earliest unpaid, the one a payment under review pays, so
 * arrears are never settled while a payment waits for review.
 */
export function whyNotCausable(events: readonly LoanEvent[]): string | null {
  let snapshot = startLoan(loanInput);
  for (const [index, event] of events.entries()) {
    const previous = index > 0 ? events[index - 1] : undefined;
    const cause = FOLLOWS[event.type];
    if (cause && previous?.type !== cause) {
      return `the product sends ${event.type} only at once after ${cause}`;
    }
    const follow = previous
      ? Object.entries(FOLLOWS).find(([, c]) => c === previous.type)?.[0]
      : undefined;
    if (follow && follow !== event.type) {
      return `${stageOf(snapshot)} is left by ${follow} in the same step that enters it (${previous?.type}), so ${event.type} cannot come between`;
    }
    if (event.actor.userId === otherBorrower.userId) {
      return 'another borrower never acts on a loan that is not theirs';
    }
    if (
      event.type === 'loan.submit' &&
      event.application.bailEstimatedValue !== validApplication.bailEstimatedValue
    ) {
      return 'the product submits the stored application, which here is always complete';
    }
    if (stageOf(snapshot) === 'REVIEW_PAID' && event.type === 'installment.settled') {
      return 'an overdue installment is the earliest unpaid, which the payment under review pays: staff review settles it and leaves REVIEW_PAID in the same step';
    }
    snapshot = nextLoanSnapshot(snapshot, event);
  }
  return null;
}

export const causable = (events: readonly LoanEvent[]) => whyNotCausable(events) === null;

/** What the product does by itself after the last step, added to the path (it always happens). */
function withFollowUps(events: LoanEvent[]): LoanEvent[] {
  const last = events.at(-1);
  if (last?.type === 'funding.close')
    return [...events, { type: 'funding.refund', actor: platform }];
  if (last?.type === 'disbursement.paid')
    return [...events, { type: 'period.start', actor: platform }];
  return events;
}

type Candidate = { events: LoanEvent[]; causable: boolean; notCausable: string | null };

/** Every prefix of the model's paths, each once, with whether the product can cause it. */
function candidates(): Candidate[] {
  const seen = new Map<string, Candidate>();
  for (const path of loanModelPaths()) {
    for (let n = 0; n <= path.events.length; n += 1) {
      const events = withFollowUps(path.events.slice(0, n));
      const key = JSON.stringify(events);
      if (seen.has(key)) continue;
      const notCausable = whyNotCausable(events);
      seen.set(key, { events, causable: notCausable === null, notCausable });
    }
  }
  // Shortest first; of equal length, what the product can cause first.
  return [...seen.values()].sort(
    (a, b) => a.events.length - b.events.length || Number(b.causable) - Number(a.causable),
  );
}

const slug = (state: StateId) => (state.startsWith('stage.') ? state.slice(6) : state);

let cached: QaPath[] | null = null;

/** The path set: shortest to every state, then enough to take every transition. */
export function loanQaPaths(): QaPath[] {
  if (cached) return cached;
  const all = candidates().map((c) => ({ ...c, ...stepsOf(c.events) }));
  const chosen = new Map<string, QaPath>();
  const choose = (c: (typeof all)[number], name: string, reason: Text) => {
    const key = JSON.stringify(c.events);
    const existing = chosen.get(key);
    if (existing) return existing;
    const path: QaPath = {
      name,
      reason,
      events: c.events,
      steps: c.steps,
      states: c.states,
      transitions: c.transitions,
      end: c.end,
      notCausable: c.notCausable,
    };
    chosen.set(key, path);
    return path;
  };
  // The shortest path to every state: the first (shortest, causable first) that ends in it.
  for (const state of LOAN_STATES) {
    const lastNodes = (c: (typeof all)[number]) => {
      let snapshot = startLoan(loanInput);
      for (const event of c.events) snapshot = nextLoanSnapshot(snapshot, event);
      return nodesOf(snapshot);
    };
    const pick =
      all.find((c) => c.causable && lastNodes(c).includes(state)) ??
      all.find((c) => lastNodes(c).includes(state));
    if (!pick) continue;
    choose(pick, `to-${slug(stageOf(replayAll(pick.events)))}${overdueSuffix(pick.events)}`, {
      id: `Jalur terpendek ke ${stateWords(state).id}`,
      en: `The shortest path to ${stateWords(state).en}`,
    });
  }
  // Then every transition no chosen path takes: the shortest path whose last steps take it.
  const taken = () => new Set([...chosen.values()].flatMap((p) => p.transitions));
  for (const transition of LOAN_TRANSITIONS) {
    if (taken().has(transition)) continue;
    const endsWith = (c: (typeof all)[number]) =>
      c.steps.slice(-2).some((s) => s.transitions.includes(transition));
    const pick = all.find((c) => c.causable && endsWith(c)) ?? all.find(endsWith);
    if (!pick) continue;
    choose(pick, viaName(transition), {
      id: `Melewati ${transition}`,
      en: `Takes ${transition}`,
    });
  }
  // Names are unique: a second path of one name is numbered.
  const names = new Map<string, number>();
  cached = [...chosen.values()].map((path) => {
    const n = (names.get(path.name) ?? 0) + 1;
    names.set(path.name, n);
    return n === 1 ? path : { ...path, name: `${path.name}-${n}` };
  });
  return cached;
}

function replayAll(events: readonly LoanEvent[]) {
  return events.reduce(nextLoanSnapshot, startLoan(loanInput));
}

const overdueSuffix = (events: readonly LoanEvent[]) =>
  replayAll(events).matches({ arrears: 'overdue' }) ? '-overdue' : '';

function viaName(transition: TransitionId): string {
  const [source = '', rest = ''] = transition.split(' —');
  const [event = '', target = ''] = rest.split('→ ');
  return `via-${source}-${event}-${target.replace(' #', '-').replace(/[^\w.,-]+/g, '')}`;
}

export type PathFilter = { path?: string; to?: string; through?: string };

/**
 * The paths QA asked for: one by name, every path that reaches a state (`LOAN_PERIOD`,
 * `stage.LOAN_PERIOD`, `arrears.overdue`), every path that sends an event type.
 */
export function selectPaths(paths: readonly QaPath[], filter: PathFilter): QaPath[] {
  const wanted = filter.to && (filter.to.includes('.') ? filter.to : `stage.${filter.to}`);
  return paths.filter(
    (path) =>
      (!filter.path || path.name === filter.path) &&
      (!wanted || path.states.includes(wanted)) &&
      (!filter.through || path.events.some((e) => e.type === filter.through)),
  );
}
