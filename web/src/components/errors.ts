// Reading errors that come back from Apollo: GraphQL errors carry the server's message and a
// stable code in `extensions.code`; anything else is a network or client failure.
import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's message(s), or null when the error is not a GraphQL error. */
export function graphQLMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const messages = error.errors.map((item) => item.message).filter((message) => message !== '');
  return messages.length > 0 ? messages.join('\n') : null;
}

/** The server's message, else the error's own message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = graphQLMessage(error);
  if (message) return message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code)
  );
}
