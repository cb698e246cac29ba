// The staff loan page's read, sent by its route's loader (app.tsx) beside the page's chunks: a
// module of its own, so that the loader loads this query's document and nothing of the page.
import { StaffLoanDocument } from '../../generated/graphql.ts';
import { prefetchQuery } from '../../prefetched-queries.ts';

export const prefetchStaffLoan = (id: string): Promise<void> =>
  prefetchQuery(StaffLoanDocument, { id });
