// The staff loan page's reads, asked again together. After any action ends, taken or refused (a
// refusal mostly means someone else moved the loan meanwhile), every read of the page: the loan,
// its history and details, and each panel's own query — a mutation's answer carries the loan but
// not the panels (the lenders' fundings, the disbursement, the schedule). And while the page is
// visible, every half minute, so that what others do (the borrower answering the offer, lenders
// funding and signing) shows without a reload.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback, useEffect, useRef } from 'react';
import {
  StaffLoanDetailsDocument,
  StaffLoanDisbursementDocument,
  StaffLoanDocument,
  StaffLoanFundingsDocument,
  StaffLoanHistoryDocument,
  StaffLoanRepaymentScheduleDocument,
} from '../../generated/graphql.ts';

/** How often the visible page asks again for what others changed. */
export const STAFF_LOAN_POLL_MS = 30_000;

const operationName = (document: DocumentNode): string => {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return '';
};

/** What the timer asks again: every read of the page but the details. */
const POLLED: ReadonlySet<string> = new Set(
  [
    StaffLoanDocument,
    StaffLoanHistoryDocument,
    StaffLoanFundingsDocument,
    StaffLoanDisbursementDocument,
    StaffLoanRepaymentScheduleDocument,
  ].map(operationName),
);

/**
 * After an action: the details too (the evidence and the field tabs' values). The timer leaves
 * them out: they change only by an edit, and a newer answer would reset the field tabs under
 * someone typing in them.
 */
const AFTER_ACTION: ReadonlySet<string> = new Set([
  ...POLLED,
  operationName(StaffLoanDetailsDocument),
]);

/**
 * Asks again those of `reads` the page has mounted now (a panel not shown has no query). The
 * timer's reads go as the app's own (`background`): they are no activity of the person, so a
 * staff screen left open still ends its session after 30 minutes without one (apollo.ts).
 */
function refetchMounted(
  client: ApolloClient,
  reads: ReadonlySet<string>,
  { background }: { background: boolean },
): void {
  const refetched = client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) => {
      if (!reads.has(query.queryName ?? '')) return false;
      if (!background) return query.refetch();
      // Written to the cache, which the page's own query shows.
      return client.query({
        query: query.query,
        variables: query.variables,
        fetchPolicy: 'network-only',
        context: { background: true },
      });
    },
  });
  // A read that fails shows its error where it is shown; nothing to add here.
  void Promise.resolve(refetched).catch(() => {});
}

/** The page's reads asked again: call it when an action ends, taken or refused. */
export function useStaffLoanRefresh(): () => void {
  const client = useApolloClient();
  return useCallback(() => refetchMounted(client, AFTER_ACTION, { background: false }), [client]);
}

/**
 * While `enabled` and the page is visible, its reads (but the details) every
 * STAFF_LOAN_POLL_MS; when the page becomes visible again after at least that long away, at once.
 * A hidden page asks nothing.
 */
export function useStaffLoanPolling(enabled: boolean): void {
  const client = useApolloClient();
  const lastRead = useRef(Date.now());
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const read = () => {
      lastRead.current = Date.now();
      refetchMounted(client, POLLED, { background: true });
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const follow = () => {
      stop();
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastRead.current >= STAFF_LOAN_POLL_MS) read();
      timer = setInterval(read, STAFF_LOAN_POLL_MS);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', follow);
    };
  }, [client, enabled]);
}
