// A screen's first query, sent by its route's loader while the screen's chunks download instead
// of after the screen has rendered (one round trip less on the way to the page's content). The
// answer waits here for the screen's own query, which the Apollo client (apollo.ts) then takes
// instead of sending the same request again; an answer nobody takes soon is dropped.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { printDocument } from './graphql-print.ts';
import { graphqlHeaders } from './graphql-request.ts';
import { readSession } from './session.ts';
import { loadSessionActor } from './session-bridge.ts';

/** Older than this, a prefetched answer is no longer the screen's first read. */
const FRESH_MS = 10_000;

type Prefetched = { startedAtMs: number; answer: Promise<FormattedExecutionResult | null> };

const waiting = new Map<string, Prefetched>();

/**
 * The queries the screen sent itself, because no prefetched answer was waiting for them (the
 * screen rendered before its route's loader had sent it), with when: a prefetch of one of them
 * arriving after that is not sent. Sent, its answer would wait here for no one until the screen
 * asked again (a refetch after an action) and got the answer from before the action.
 */
const askedByTheScreen = new Map<string, number>();

const keyOf = (token: string, operationName: string, variables: unknown) =>
  JSON.stringify([token, operationName, variables]);

const operationNameOf = (document: DocumentNode): string | undefined => {
  const [first] = document.definitions;
  return first?.kind === 'OperationDefinition' ? first.name?.value : undefined;
};

/**
 * Sends the query now for the signed-in user, with the headers the Apollo links add; its answer
 * is waiting for the screen from the moment this is called. The session machine checks the
 * stored session first (an expired one is cleared, and nothing is sent); the request is not
 * counted as the user's activity: the screen's query, which takes the answer, is.
 */
export function prefetchQuery<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): void {
  const operationName = operationNameOf(document);
  const token = readSession()?.token;
  if (!operationName || !token) return;
  const key = keyOf(token, operationName, variables);
  const askedAtMs = askedByTheScreen.get(key);
  if (askedAtMs !== undefined && Date.now() - askedAtMs <= FRESH_MS) return;
  waiting.set(key, {
    startedAtMs: Date.now(),
    answer: send(token, operationName, printDocument(document, { typenames: true }), variables),
  });
}

async function send(
  token: string,
  operationName: string,
  query: string,
  variables: unknown,
): Promise<FormattedExecutionResult | null> {
  (await loadSessionActor()).sessionTick();
  // Expired (and cleared) meanwhile, or another user's: the screen asks the usual way.
  if (readSession()?.token !== token) return null;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: graphqlHeaders(token),
      // The query as the Apollo client sends it (with `__typename`), whose cache takes the answer.
      body: JSON.stringify({ operationName, variables, query }),
    });
    // Anything but a successful answer: the screen's query asks again the usual way, and its
    // links read the failure as they always do.
    return response.ok && response.headers.get('content-type')?.includes('json')
      ? ((await response.json()) as FormattedExecutionResult)
      : null;
  } catch {
    return null;
  }
}

/**
 * The prefetched answer to this query, once: null when there is none (or it is stale). None
 * waiting: the screen sends it itself, and a prefetch of it arriving later is not sent.
 */
export function takePrefetched(
  token: string | undefined,
  operationName: string | undefined,
  variables: unknown,
): Promise<FormattedExecutionResult | null> | null {
  if (!token || !operationName) return null;
  const key = keyOf(token, operationName, variables);
  const prefetched = waiting.get(key);
  if (!prefetched) {
    rememberAskedByTheScreen(key);
    return null;
  }
  waiting.delete(key);
  return Date.now() - prefetched.startedAtMs <= FRESH_MS ? prefetched.answer : null;
}

function rememberAskedByTheScreen(key: string): void {
  const nowMs = Date.now();
  // Oldest first (a key asked again moves to the end): forget those no prefetch can follow.
  for (const [asked, atMs] of askedByTheScreen) {
    if (nowMs - atMs <= FRESH_MS) break;
    askedByTheScreen.delete(asked);
  }
  askedByTheScreen.delete(key);
  askedByTheScreen.set(key, nowMs);
}
