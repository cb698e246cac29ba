// The marketplace and funding (schema/funding.graphql): lenders browse, read and fund loans and
// follow their portfolio; staff open funding early and see who funded a loan. Each field is one
// REST call (datasources/funding-api.ts); a refusal reaches the client with the API's code,
// reason, fields and words.
import { GraphQLError } from 'graphql';
import type { MarketplaceQuery } from '../datasources/rest-types.ts';
import type {
  MarketplaceFilter,
  MarketplaceSort,
  MutationResolvers,
  PortfolioSummaryResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

const SORTS: Record<MarketplaceSort, NonNullable<MarketplaceQuery['sort']>> = {
  NEWEST: 'newest',
  ENDING_SOON: 'endingSoon',
  INTEREST: 'interest',
  AMOUNT: 'amount',
  PROGRESS: 'progress',
};

/** The GraphQL filter as the REST query; what the caller left out is not sent. */
function marketplaceQuery(
  filter: MarketplaceFilter | null | undefined,
  sort: MarketplaceSort | null | undefined,
  first: number | null | undefined,
  after: string | null | undefined,
): MarketplaceQuery {
  const query: MarketplaceQuery = { sort: SORTS[sort ?? 'NEWEST'], limit: first ?? 12 };
  if (filter?.grades?.length) query.grade = filter.grades.join(',');
  if (filter?.termMonthsMin != null) query.termmin = filter.termMonthsMin;
  if (filter?.termMonthsMax != null) query.termmax = filter.termMonthsMax;
  if (filter?.interestMin != null) query.interestmin = filter.interestMin;
  if (filter?.interestMax != null) query.interestmax = filter.interestMax;
  if (filter?.funding) query.funding = filter.funding;
  if (after) query.after = after;
  return query;
}

export const FundingQuery: QueryResolvers = {
  marketplace: async (_, { filter, sort, first, after }, { funding }) => {
    const page = await funding.marketplace(marketplaceQuery(filter, sort, first, after));
    return {
      nodes: page.data,
      totalCount: page.total,
      // The API's `next` is the position after this page's last loan: pass it back as `after`.
      pageInfo: { hasNextPage: page.next !== null, endCursor: page.next },
    };
  },
  // As `loan`: a loan the lender may not see (not open, not theirs) is simply absent.
  lenderLoan: async (_, { id }, { funding }) => {
    try {
      return await funding.lenderLoan(id);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'LOAN_NOT_FOUND') return null;
      throw error;
    }
  },
  recentLoans: (_, __, { funding }) => funding.recentLoans(),
  portfolio: (_, { closed }, { funding }) => funding.portfolio(closed ?? false),
  portfolioSummary: (_, __, { funding }) => funding.portfolioSummary(),
  loanFundings: (_, { loanId }, { funding }) => funding.loanFundings(loanId),
};

export const FundingMutation: MutationResolvers = {
  fundLoan: (_, { loanId, amount, idempotencyKey }, { funding }) =>
    funding.fund(loanId, amount, idempotencyKey),
  openFunding: (_, { id }, { funding }) => funding.openFunding(id),
};

export const PortfolioSummary: PortfolioSummaryResolvers = {
  invested: (summary) => summary.invested,
  onHold: (summary) => summary.onhold,
  active: (summary) => summary.active,
  outstanding: (summary) => summary.outstanding,
  received: (summary) => summary.received,
  activeCount: (summary) => summary.activecount,
  closedCount: (summary) => summary.closedcount,
  byGrade: (summary) => summary.bygrade,
  asOf: (summary) => summary.asof,
  receivedPrincipal: (summary) => summary.receivedprincipal,
  receivedInterest: (summary) => summary.receivedinterest,
  taxWithheld: (summary) => summary.taxwithheld,
  feePaid: (summary) => summary.feepaid,
  expected30Days: (summary) => summary.expected30days,
  upcoming: (summary) =>
    summary.upcoming.map((u) => ({
      dueDate: u.duedate,
      loanId: String(u.loanid),
      amount: u.amount,
    })),
  annualReturn: (summary) => summary.annualreturn,
  byStatus: (summary) => summary.bystatus,
};
