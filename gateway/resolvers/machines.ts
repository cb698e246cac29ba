// The analysts' view (schema/analysts.graphql): every machine of machines/ drawn from its own
// definition, and for a loan its current states, the transitions the machine would take now and
// the path the loan took (the API's audit trail, GET /loan/{id}/path).
import { GraphQLError } from 'graphql';
import { activeStateIds, type MachineGraph } from '../../machines/diagram/machine-graph.ts';
import { toSvg } from '../../machines/diagram/to-svg.ts';
import {
  decideLoanEvent,
  type LoanSnapshot,
  restoreLoan,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEventType } from '../../machines/loan/loan.types.ts';
import type { GatewayContext } from '../context.ts';
import type { ApiLoanPathStep } from '../datasources/rest-types.ts';
import type { MachineDiagram, QueryResolvers } from '../generated/resolvers-types.ts';
import { type CatalogueEntry, machineCatalogue } from '../machine-catalogue.ts';

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
  active: ReadonlySet<string>;
  possibleEvents: ReadonlySet<string>;
  path: ApiLoanPathStep[];
};

// The plain drawings never change while the process runs: lay each out once.
const plainSvgs = new Map<string, string>();
function plainSvg(entry: CatalogueEntry): string {
  let svg = plainSvgs.get(entry.name);
  if (svg === undefined) {
    svg = toSvg(entry.graph);
    plainSvgs.set(entry.name, svg);
  }
  return svg;
}

function diagram(entry: CatalogueEntry, highlight: Highlight | null): MachineDiagram {
  const { graph } = entry;
  const active = highlight?.active ?? new Set<string>();
  const possibleEvents = highlight?.possibleEvents ?? new Set<string>();
  return {
    name: entry.name,
    file: entry.file,
    description: graph.description,
    svg: highlight ? toSvg(graph, { active, possibleEvents }) : plainSvg(entry),
    states: graph.states.map((state) => ({
      id: state.id,
      key: state.key,
      parent: state.parent,
      kind: state.kind,
      description: state.description,
      tags: state.tags,
      active: active.has(state.id),
    })),
    transitions: graph.transitions.map((t) => ({
      source: t.source,
      targets: t.targets,
      event: t.event,
      guarded: t.guarded,
      description: t.description,
      possible: active.has(t.source) && possibleEvents.has(t.event),
    })),
    loanId: highlight?.loanId ?? null,
    possibleEvents: [...possibleEvents],
    path: (highlight?.path ?? []).map((step) => ({
      id: String(step.id),
      event: step.event,
      fromStage: step.fromStage,
      toStage: step.toStage,
      actorRole: step.actorRole,
      actorName: step.actorName,
      reason: step.reason,
      at: step.createdAt,
    })),
  };
}

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
      active: new Set(activeStateIds(entry.machine, loan.lifecycle.value)),
      possibleEvents: new Set(possibleLoanEvents(snapshot, entry.graph)),
      path,
    });
  },
};
