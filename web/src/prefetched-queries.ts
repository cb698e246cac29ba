// A screen's first query, sent by its route's loader while the screen's chunks download instead
// of after the screen has rendered (one round trip less on the way to the page's content). The
// answer waits here for the screen's own query, which the Apollo client (apollo.ts) then takes
// instead of sending the same request again; an answer nobody takes soon is dropped.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { printDocument } from './graphql-print.ts';
import { currentLanguage } from './i18n.ts';
import { readSession } from './session.ts';
import { loadSessionActor } from './session-bridge.ts';

/** Older than this, a prefetched answer is no longer the screen's first read. */
const FRESH_MS = 10_000;

type Prefetched = { startedAtMs: number; answer: Promise<FormattedExecutionResult | null> };

const waiting = new Map<string, Prefetched>();

const keyOf = (token: string, operationName: string, variables: unknown) =>
  JSON.stringify([token, operationName, variables]);

const operationNameOf = (document: DocumentNode): string | undefined => {
  const [first] = document.definitions;
  return first?.kind === 'OperationDefinition' ? first.name?.value : undefined;
};

/**
 * Sends the query now for the signed-in user, with the headers the Apollo links add. The session
 * machine checks the stored session first (an expired one is cleared, and nothing is sent); the
 * request is not counted as the user's activity: the screen's query, which takes the answer, is.
 */
export async function prefetchQuery<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<void> {
  const operationName = operationNameOf(document);
  if (!operationName || !readSession()) return;
  (await loadSessionActor()).sessionTick();
  const session = readSession();
  if (!session) return;
  const answer = fetch('/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json,application/json;q=0.9',
      'Accept-Language': currentLanguage(),
      Authorization: `Bearer ${session.token}`,
    },
    // The query as the Apollo client sends it (with `__typename`), whose cache takes the answer.
    body: JSON.stringify({
      operationName,
      variables,
      query: printDocument(document, { typenames: true }),
    }),
  })
    // Anything but a successful answer: the screen's query asks again the usual way, and its
    // links read the failure as they always do.
    .then(async (response) =>
      response.ok && response.headers.get('content-type')?.includes('json')
        ? ((await response.json()) as FormattedExecutionResult)
        : null,
    )
    .catch(() => null);
  waiting.set(keyOf(session.token, operationName, variables), {
    startedAtMs: Date.now(),
    answer,
  });
}

/** The prefetched answer to this query, once: null when there is none (or it is stale). */
export function takePrefetched(
  token: string | undefined,
  operationName: string | undefined,
  variables: unknown,
): Promise<FormattedExecutionResult | null> | null {
  if (!token || !operationName) return null;
  const key = keyOf(token, operationName, variables);
  const prefetched = waiting.get(key);
  if (!prefetched) return null;
  waiting.delete(key);
  return Date.now() - prefetched.startedAtMs <= FRESH_MS ? prefetched.answer : null;
}
