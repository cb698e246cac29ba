// The Apollo client and its provider for the signed-out screens other than login, in a chunk of
// their own: the login page talks GraphQL without them (graphql-request.ts); the signed-in frame
// (components/AppShell.tsx) provides the client to its screens itself.
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { apolloClient } from './apollo.ts';

export function GraphQLOutlet() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
