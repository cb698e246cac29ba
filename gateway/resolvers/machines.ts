// The analysts' view (schema/analysts.graphql): every machine of machines/ drawn from its own
// definition, and for a loan its current states, the transitions the machine would take now and
// the path the loan took (the API's audit trail, GET /loan/{id}/path).
import { GraphQLError } from 'graphql';
import { activeStateIds, type MachineGraph } from '../../machines/diagram/machine-graph.ts';
import { toSvg } from '../../machines/diagram/to-svg.ts';
import {
  applicationTermsOf,
  type LoanSnapshot,
  restoreLoan,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor, LoanEvent } from '../../machines/loan/loan.types.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
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
 * Every event a loan's machine could be sent now, one per person who might send it — the
 * borrower, a staff member other than the credit approver, a lender, the platform — with a
 * payload the machine accepts (a complete application of the loan's value, an edit that
 * changes nothing, the lowest offer of the product's range, the funding still needed, a last or
 * a further installment). The machine alone answers which it would take.
 */
function loanProbes(snapshot: LoanSnapshot, type: LoanEvent['type']): LoanEvent[] {
  const { context } = snapshot;
  const actors: Actor[] = [
    { userId: context.borrowerId, role: 'borrower' },
    { userId: 'analysts-view-staff', role: 'admin' },
    { userId: 'analysts-view-lender', role: 'lender' },
    { userId: 'platform', role: 'system' },
  ];
  const need = toSen(context.applicationValue) - toSen(context.commitment);
  return actors.flatMap((actor): LoanEvent[] => {
    switch (type) {
      case 'loan.submit':
        // Whether the stored application is complete is the API's check when it is sent; the
        // view shows that the stage takes a submission from its owner.
        return [
          {
            type,
            actor,
            application: {
              isPersonal: true,
              groupValid: { loanData: true, personal: true, company: true, loanBail: true },
              applicationValue: context.applicationValue,
              bailEstimatedValue: context.applicationValue,
              requiredDate: '2000-12-31',
              today: '2000-01-01',
              certificateFile: '/file/analysts-view.pdf',
            },
          },
        ];
      case 'application.edit':
      case 'application.staffEdit':
        return [{ type, actor, terms: applicationTermsOf(context) }];
      case 'offer.set':
        return [
          {
            type,
            actor,
            terms: {
              interestPercent: context.lowRiskInterest,
              periodDays: 30,
              adminFee: '0',
              paymentType: 'INSTALLMENT',
              fundingStart: '2000-01-01',
              fundingEnd: '2000-01-01',
            },
          },
        ];
      case 'loan.fund':
        return [{ type, actor, amount: fromSen(need > 0n ? need : 0n) }];
      case 'repayment.confirm':
        return [
          { type, actor, installmentsRemaining: 0 },
          { type, actor, installmentsRemaining: 1 },
        ];
      case 'loan.reject':
      case 'loan.cancel':
        return [{ type, actor, reason: 'analysts view' }];
      default:
        return [{ type, actor } as LoanEvent];
    }
  });
}

export function possibleLoanEvents(snapshot: LoanSnapshot, graph: MachineGraph): string[] {
  const types = [...new Set(graph.transitions.map((t) => t.event))] as LoanEvent['type'][];
  return types.filter((type) => loanProbes(snapshot, type).some((event) => snapshot.can(event)));
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
