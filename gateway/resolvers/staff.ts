// The staff back office (schema/staff.graphql): queue counts, the disbursement lists, approving a
// disbursement, and the Loan fields of the staff screen (audit trail, guarantee data).

import { GraphQLError } from 'graphql';
import { eventLabel } from '../../machines/loan/loan.event-labels.ts';
import { stageLabels } from '../../machines/loan/loan.labels.ts';
import { queueLabels } from '../../machines/loan/loan.queues.ts';
import { stageLabelOf } from '../../machines/loan/loan.status-labels.ts';
import type { Stage } from '../../machines/loan/loan.types.ts';
import { missingTexts } from '../../machines/profile/applicant.rules.ts';
import { sectionStatusLabels } from '../../machines/profile/profile.selectors.ts';
import type { ApiAuditEntry, ApiLoan } from '../datasources/rest-types.ts';
import type {
  AuditActorRole,
  BorrowerProfileSectionResolvers,
  LoanAuditEntry,
  LoanQueue,
  LoanResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { connectionOf } from './query.ts';

export const StaffQuery: QueryResolvers = {
  loanQueueCounts: async (_, { search, productId }, { api }) => {
    const counts = await api.loanQueueCounts({
      search: search ?? null,
      productId: productId ?? null,
    });
    return {
      queues: counts.data.map(({ queue, count }) => ({
        queue: queue as LoanQueue,
        label: queueLabels[queue as LoanQueue],
        count,
      })),
      total: counts.total,
    };
  },
  disbursementsReady: async (_, { first, after }, { api }) =>
    connectionOf(await api.disbursements('ready', { limit: first ?? 20, after: after ?? null })),
  disbursementsSucceeded: async (_, { first, after }, { api }) =>
    connectionOf(await api.disbursements('success', { limit: first ?? 20, after: after ?? null })),
  borrowerProfile: async (_, { userId }, { api }) => {
    try {
      return await api.staffBorrower(userId);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'BORROWER_NOT_FOUND') {
        return null;
      }
      throw error;
    }
  },
};

export const StaffMutation: MutationResolvers = {
  approveDisbursement: (_, { id }, { api }) => api.approveDisbursement(id),
};

/** A stored stage (submissionstage: APPROVED_{code} for the offer stage) as its label. */
export function storedStageLabel(stored: string, loan: ApiLoan) {
  const stage = stored === `APPROVED_${loan.productcode}` ? 'APPROVED_PRODUCT' : stored;
  return stage in stageLabels
    ? stageLabelOf(stage as Stage, { id: loan.productname, en: loan.productnameen })
    : { id: stored, en: stored };
}

const ROLES: Record<string, AuditActorRole> = {
  borrower: 'BORROWER',
  lender: 'LENDER',
  admin: 'ADMIN',
  system: 'SYSTEM',
};

function auditEntry(entry: ApiAuditEntry, loan: ApiLoan): LoanAuditEntry {
  return {
    id: String(entry.id),
    event: entry.event,
    eventLabel: eventLabel(entry.event),
    fromStage: entry.fromStage,
    fromStageLabel: entry.fromStage ? storedStageLabel(entry.fromStage, loan) : null,
    toStage: entry.toStage,
    toStageLabel: storedStageLabel(entry.toStage, loan),
    actorId: entry.actorId,
    actorName: entry.actorName,
    actorRole: ROLES[entry.actorRole] ?? 'SYSTEM',
    reason: entry.reason,
    at: entry.at,
    changes: entry.changes,
  };
}

export const StaffLoan: LoanResolvers = {
  // Sent along with the loan when the query asked for it; read on its own otherwise, and only
  // by staff (anyone else reads null without a call).
  borrowerProfile: async (loan, _, { api, viewer }) => {
    if (loan.borrowerProfile !== undefined) return loan.borrowerProfile;
    return (await viewer())?.role === 'admin' ? api.staffBorrower(loan.borrowerid) : null;
  },
  submittedAt: (loan) => loan.submittedat,
  stageEnteredAt: (loan) => loan.stageenteredat,
  // Sent along with the loan when the query asked for it (Query.loan); read on its own otherwise.
  auditTrail: async (loan, _, { api }) =>
    (loan.auditTrail ?? (await api.auditTrail(String(loan.id)))).map((entry) =>
      auditEntry(entry, loan),
    ),
};

/** A section's name as a title: 'data pribadi' → 'Data pribadi'. */
const titled = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export const BorrowerProfileSection: BorrowerProfileSectionResolvers = {
  label: (section) => {
    const words = missingTexts[section.section];
    return { id: titled(words.id), en: titled(words.en) };
  },
  statusLabel: (section) => sectionStatusLabels[section.status],
};
