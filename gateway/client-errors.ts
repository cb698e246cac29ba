// What a GraphQL client is told of an error: the product's code and words, never where in the
// code it happened. Apollo sends each error's stack trace unless NODE_ENV is "production", and an
// unexpected error's own message (a library's, a file path) as it is; the gateway sends neither,
// whatever NODE_ENV says: the trace is never sent, and an unexpected error is logged here and
// answered with the generic message the REST API gives for its own (spec §8).
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GENERIC_MESSAGE } from '../machines/shared/customer-care.ts';

type Log = { error: (details: object, message: string) => void };

export function clientError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: Log,
): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  log.error({ err: unwrapResolverError(error) }, 'GraphQL: unexpected error');
  return {
    message: GENERIC_MESSAGE,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
