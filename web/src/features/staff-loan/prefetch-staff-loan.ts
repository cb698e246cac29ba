// The staff loan page's reads, sent by its route's loader (app.tsx) beside the page's chunks: a
// module of its own, so that the loader loads these queries' documents and nothing of the page.
import {
  StaffLoanDetailsDocument,
  StaffLoanDocument,
  StaffLoanHistoryDocument,
} from '../../generated/graphql.ts';
import { prefetchQuery } from '../../prefetched-queries.ts';

export const prefetchStaffLoan = (id: string): void => {
  prefetchQuery(StaffLoanDocument, { id });
  prefetchQuery(StaffLoanDetailsDocument, { id });
  prefetchQuery(StaffLoanHistoryDocument, { id });
};
