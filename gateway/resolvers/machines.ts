// The analysts' view (schema/analysts.graphql): every machine of machines/ drawn from its own
// definition, in words (machines/diagram/words.ts), and for a loan its current states, the
// transitions the machine would take now and the path the loan took (the API's audit trail,
// GET /loan/{id}/path); "what if" asks the API what the loan machine would answer
// (GET /loan/{id}/what-if), the API's own decision function, changing nothing.
import { GraphQLError } from 'graphql';
import { activeStateIds, type MachineGraph } from '../../machines/diagram/machine-graph.ts';
import { wordsOf } from '../../machines/diagram/machine-words.ts';
import { toSvg } from '../../machines/diagram/to-svg.ts';
import { wordedGraph } from '../../machines/diagram/words.ts';
import { eventLabel } from '../../machines/loan/loan.event-labels.ts';
import {
  decideLoanEvent,
  type LoanSnapshot,
  restoreLoan,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEventType } from '../../machines/loan/loan.types.ts';
import type { GatewayContext } from '../context.ts';
import type { ApiLoan, ApiLoanPathStep } from '../datasources/rest-types.ts';
import type {
  MachineDiagram,
  MachineDiagramResolvers,
  QueryResolvers,
  WhatIfSender,
} from '../generated/resolvers-types.ts';
import { type CatalogueEntry, machineCatalogue } from '../machine-catalogue.ts';
import { storedStageLabel } from './staff.ts';

async function assertStaff({ viewer }: GatewayContext): Promise<void> {
  const user = await viewer();
  if (!user) {
    throw new GraphQLError('Please log in', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  if (user.role !== 'admin') {
    throw new GraphQLError('You may not do this', {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }
}

/**
 * The people a loan hears from through a call: its borrower, a staff member other than the credit
 * approver, a lender. The platform's own events (time, outside work) are no call's to send.
 */
function callers(snapshot: LoanSnapshot): Actor[] {
  return [
    { userId: snapshot.context.borrowerId, role: 'borrower' },
    { userId: 'analysts-view-staff', role: 'admin' },
    { userId: 'analysts-view-lender', role: 'lender' },
  ];
}

/** The events some caller may send now: the machine's own answer (decideLoanEvent). */
export function possibleLoanEvents(snapshot: LoanSnapshot, graph: MachineGraph): string[] {
  const types = [...new Set(graph.transitions.map((t) => t.event))] as LoanEventType[];
  return types.filter((type) =>
    callers(snapshot).some((viewer) => decideLoanEvent(snapshot, viewer, type).allowed),
  );
}

type Highlight = {
  loanId: string;
  loan: ApiLoan;
  active: ReadonlySet<string>;
  possibleEvents: ReadonlySet<string>;
  path: ApiLoanPathStep[];
};

/** A diagram as the resolvers hold it: its SVG is laid out only when a query asks for it. */
export type MachineDiagramParent = Omit<MachineDiagram, 'svg'> & { svg: () => Promise<string> };

// The plain drawings never change while the process runs: lay each out once.
const plainSvgs = new Map<string, Promise<string>>();
function plainSvg(entry: CatalogueEntry): Promise<string> {
  let svg = plainSvgs.get(entry.name);
  if (svg === undefined) {
    svg = toSvg(entry.graph, { words: wordsOf(entry.name) });
    plainSvgs.set(entry.name, svg);
  }
  return svg;
}

function diagram(entry: CatalogueEntry, highlight: Highlight | null): MachineDiagramParent {
  const { graph } = entry;
  const worded = wordedGraph(graph, wordsOf(entry.name));
  const active = highlight?.active ?? new Set<string>();
  const possibleEvents = highlight?.possibleEvents ?? new Set<string>();
  return {
    name: entry.name,
    file: entry.file,
    description: graph.description,
    title: worded.title,
    about: worded.about,
    svg: () =>
      highlight
        ? toSvg(graph, { words: wordsOf(entry.name), active, possibleEvents })
        : plainSvg(entry),
    states: worded.states.map((state) => ({
      id: state.id,
      key: state.key,
      parent: state.parent,
      kind: state.kind,
      description: state.description,
      tags: state.tags,
      active: active.has(state.id),
      label: state.label,
      about: state.about,
    })),
    transitions: worded.transitions.map((t) => ({
      source: t.source,
      targets: t.targets,
      event: t.event,
      guarded: t.guarded,
      description: t.description,
      possible: active.has(t.source) && possibleEvents.has(t.event),
      label: t.label,
      about: t.about,
      roles: t.roles,
      condition: t.condition,
      selfLoop: t.selfLoop,
    })),
    loanId: highlight?.loanId ?? null,
    possibleEvents: [...possibleEvents],
    path: (highlight?.path ?? []).map((step) => ({
      id: String(step.id),
      event: step.event,
      eventLabel: eventLabel(step.event),
      fromStage: step.fromStage,
      fromStageLabel:
        step.fromStage && highlight ? storedStageLabel(step.fromStage, highlight.loan) : null,
      toStage: step.toStage,
      toStageLabel: highlight
        ? storedStageLabel(step.toStage, highlight.loan)
        : { id: step.toStage, en: step.toStage },
      actorRole: step.actorRole,
      actorName: step.actorName,
      reason: step.reason,
      at: step.createdAt,
    })),
  };
}

export const MachineDiagramFields: MachineDiagramResolvers = {
  svg: (parent) => parent.svg(),
};

export const MachinesQuery: QueryResolvers = {
  machineDiagrams: async (_, __, context) => {
    await assertStaff(context);
    return (await machineCatalogue()).map((entry) => diagram(entry, null));
  },
  machineDiagram: async (_, { name, loanId }, context) => {
    await assertStaff(context);
    const entry = (await machineCatalogue()).find((e) => e.name === name);
    if (!entry) return null;
    if (!loanId) return diagram(entry, null);
    if (entry.name !== 'loan') {
      throw new GraphQLError('Only the loan machine can be shown for a loan', {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
    const [loan, path] = await Promise.all([
      context.api.loan(loanId),
      context.api.loanPath(loanId),
    ]);
    const snapshot = restoreLoan(loan.lifecycle.value, loan.lifecycle.context);
    return diagram(entry, {
      loanId: String(loan.id),
      loan,
      active: new Set(activeStateIds(entry.machine, loan.lifecycle.value)),
      possibleEvents: new Set(possibleLoanEvents(snapshot, entry.graph)),
      path,
    });
  },
  loanWhatIf: async (_, { loanId, event, as }, context) => {
    await assertStaff(context);
    const answer = await context.api.loanWhatIf(loanId, event, as ? as.toLowerCase() : null);
    return {
      ...answer,
      loanId: String(answer.loanId),
      as: answer.as.toUpperCase() as WhatIfSender,
      refusedBy: answer.refusedBy
        ? { check: answer.refusedBy.check.toUpperCase(), text: answer.refusedBy.text }
        : null,
    };
  },
};
