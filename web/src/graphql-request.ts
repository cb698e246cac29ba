// GraphQL without the Apollo client, for the screens a signed-out visitor meets first (the login
// page and what it shows: the language chooser, the demo outbox link): one POST to /graphql
// with the generated typed document, the same headers the Apollo links add (the screen's
// language, the signed-in token) and the same session bookkeeping (each request is a check and
// refreshes the last-call time; an UNAUTHENTICATED answer ends the session). A refusal is thrown
// as a GraphQLErrors, which `serverProblem` reads as it reads Apollo's CombinedGraphQLErrors.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { formattedErrors, graphQLErrors, isRecord } from './graphql-errors.ts';
import { printDocument } from './graphql-print.ts';
import { currentLanguage } from './i18n.ts';
import { readSession } from './session.ts';
import { loadSessionActor } from './session-bridge.ts';

const operationName = (document: DocumentNode): string | undefined => {
  const [first] = document.definitions;
  return first?.kind === 'OperationDefinition' ? first.name?.value : undefined;
};

/** The headers every GraphQL request of the client's carries, as the Apollo links add them. */
export const graphqlHeaders = (token: string | undefined): Record<string, string> => ({
  'Content-Type': 'application/json',
  Accept: 'application/graphql-response+json,application/json;q=0.9',
  'Accept-Language': currentLanguage(),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/**
 * Sends the operation and resolves with its data; rejects with GraphQLErrors when the answer
 * carries errors, and with a plain Error when there is no GraphQL answer (network, HTTP).
 */
export async function graphqlRequest<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  // Signed in, the session machine checks first (an expired session is cleared before the
  // token would be read) and counts the call; signed out there is nothing to check.
  const actor = readSession() ? await loadSessionActor() : null;
  actor?.sessionRequestStarted();
  const session = readSession();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: graphqlHeaders(session?.token),
    body: JSON.stringify({
      operationName: operationName(document),
      variables,
      query: printDocument(document),
    }),
  });
  const body: unknown = await response.json().catch(() => null);
  const errors = isRecord(body) ? formattedErrors(body.errors) : [];
  if (errors.length > 0) {
    if (errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')) {
      actor?.sessionRefused();
    }
    throw graphQLErrors(errors);
  }
  if (!response.ok || !isRecord(body) || !isRecord(body.data)) {
    throw new Error(`GraphQL request failed with HTTP ${response.status}`);
  }
  return body.data as Result;
}
