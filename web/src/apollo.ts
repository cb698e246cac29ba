import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { relayStylePagination } from '@apollo/client/utilities';
import { readSession } from './session.ts';

const authLink = new SetContextLink((prevContext) => {
  const session = readSession();
  if (!session) return {};
  return {
    headers: { ...prevContext.headers, Authorization: `Bearer ${session.token}` },
  };
});

const httpLink = new HttpLink({ uri: '/graphql' });

export const apolloClient = new ApolloClient({
  link: authLink.concat(httpLink),
  cache: new InMemoryCache({
    typePolicies: {
      // LocalizedText has a field named `id` (the Indonesian text), which the cache would
      // otherwise take for an identity and merge unrelated labels that share their Indonesian.
      LocalizedText: { keyFields: false },
      Query: {
        fields: {
          // The staff list pages with `after`; each stage filter is its own list.
          loans: relayStylePagination(['stage']),
        },
      },
      Loan: {
        fields: {
          // Always the complete, current list from the server: replace, never merge.
          availableActions: { merge: false },
        },
      },
    },
  }),
});
