// The staff dashboard (schema/dashboard.graphql): one REST call, its figures as the API computed
// them, renamed to the schema's words.
import type { QueryResolvers, StaffDashboardResolvers } from '../generated/resolvers-types.ts';

export const DashboardQuery: QueryResolvers = {
  staffDashboard: (_, __, { dashboard }) => dashboard.staffDashboard(),
};

export const StaffDashboard: StaffDashboardResolvers = {
  asOf: (d) => d.asof,
  queues: (d) => d.queues,
  total: (d) => d.total,
  fundingOpen: (d) => d.funding.count,
  pipeline: (d) =>
    d.funding.loans.map((loan) => ({
      id: String(loan.id),
      productName: { id: loan.productname, en: loan.productnameen },
      target: loan.target,
      funded: loan.funded,
      fundedPercent: loan.fundedpercent,
      fundingEnd: loan.fundingend,
      daysLeft: loan.daysleft,
    })),
  disbursementsWaiting: (d) => d.disbursements,
  paymentsToReview: (d) => d.payments,
  outstanding: (d) => d.outstanding,
  arrears: (d) => d.arrears,
  tkb90: (d) => d.tkb90,
  tkb90ByMonth: (d) => d.tkb90bymonth,
};
