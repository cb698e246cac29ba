import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { from, mergeMap, of } from 'rxjs';
import { currentLanguage } from './i18n.ts';
import { takePrefetched } from './prefetched-queries.ts';
import { readSession } from './session.ts';
import { sessionRefused, sessionRequestStarted, sessionTick } from './session-actor.ts';
import { sessionEffects } from './session-bridge.ts';

// Loaded with the first screen that uses it (graphql-scope.tsx), not with the login page.

// Every request first lets the session machine check the session and refresh the last-call
// time; an expired session is cleared before the token would be read below. A request the app
// sends on its own (context `background`, the notification bell's poll) is a check only: it is
// not the user's activity, which is what the 1800 s count.
const requestLink = new ApolloLink((operation, forward) => {
  if (operation.getContext().background === true) sessionTick();
  else sessionRequestStarted();
  return forward(operation);
});

// The API refusing the token ends the session, and the login page says so.
const refusedLink = new ErrorLink(({ error }) => {
  if (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')
  ) {
    sessionRefused();
  }
});

// The screen's language goes with every request: a registration takes it for the e-mails.
const authLink = new SetContextLink((prevContext) => {
  const session = readSession();
  const headers = { ...prevContext.headers, 'Accept-Language': currentLanguage() };
  if (!session) return { headers };
  return { headers: { ...headers, Authorization: `Bearer ${session.token}` } };
});

/** The value, in a task of its own: after the current one (a render, say) has ended. */
const inTaskOfItsOwn = <Value>(value: Value): Promise<Value> =>
  new Promise((resolve) => setTimeout(() => resolve(value), 0));

// A query its route's loader already sent (prefetched-queries.ts) takes that answer instead of
// going out again. The answer is usually here already when the screen renders the query: handed
// over at once, Apollo would write it into its cache (and re-render) in the render's own task.
const prefetchedLink = new ApolloLink((operation, forward) => {
  const answer = takePrefetched(readSession()?.token, operation.operationName, operation.variables);
  if (!answer) return forward(operation);
  return from(answer.then(inTaskOfItsOwn)).pipe(
    mergeMap((result) => (result ? of(result) : forward(operation))),
  );
});

const httpLink = new HttpLink({ uri: '/graphql' });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([requestLink, refusedLink, authLink, prefetchedLink, httpLink]),
  cache: new InMemoryCache({
    typePolicies: {
      // LocalizedText has a field named `id` (the Indonesian text), which the cache would
      // otherwise take for an identity and merge unrelated labels that share their Indonesian.
      LocalizedText: { keyFields: false },
      // A lender's tax status is one per lender: a change returned by its mutation replaces it.
      LenderTaxStatus: { keyFields: ['lenderId'] },
      Query: {
        fields: {
          // The staff list pages with `after`; each queue, filter and sort is its own list.
          loans: relayStylePagination(['queue', 'stage', 'search', 'productId', 'sort']),
          disbursementsReady: relayStylePagination([]),
          disbursementsSucceeded: relayStylePagination([]),
        },
      },
      Loan: {
        fields: {
          // Always the complete, current list from the server: replace, never merge.
          availableActions: { merge: false },
          // The collateral and the borrower data have no identity of their own: a newer read of
          // the same loan merges into them.
          bail: { merge: true },
          borrowerInfo: { merge: true },
        },
      },
    },
  }),
});

// A session that ends forgets what its queries cached.
sessionEffects.clearCache = () => void apolloClient.clearStore();
