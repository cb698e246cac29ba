// The errors of a GraphQL answer that graphql-request.ts received, in the shape Apollo gives
// its own (CombinedGraphQLErrors), so `serverProblem` reads both alike. No side effects: the
// node-side tests of server-errors.ts import it.

/** One error of a GraphQL answer, as the server formats it. */
export type GraphQLFormattedError = {
  message: string;
  extensions?: Record<string, unknown> | undefined;
};

/** A GraphQL answer carrying errors: the list Apollo's CombinedGraphQLErrors carries too. */
export type GraphQLErrors = Error & {
  name: 'GraphQLErrors';
  errors: readonly GraphQLFormattedError[];
};

export function graphQLErrors(errors: readonly GraphQLFormattedError[]): GraphQLErrors {
  const error = new Error(errors.map((entry) => entry.message).join('\n'));
  return Object.assign(error, { name: 'GraphQLErrors' as const, errors });
}

export const isRecord = (candidate: unknown): candidate is Record<string, unknown> =>
  typeof candidate === 'object' && candidate !== null;

/** A GraphQL answer's `errors`, checked entry by entry. */
export const formattedErrors = (candidate: unknown): GraphQLFormattedError[] =>
  Array.isArray(candidate)
    ? candidate.filter(isRecord).map((entry) => ({
        message: typeof entry.message === 'string' ? entry.message : '',
        extensions: isRecord(entry.extensions) ? entry.extensions : undefined,
      }))
    : [];
