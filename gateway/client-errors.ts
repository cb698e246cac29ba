// What a GraphQL client is told of an error: the product's code and words, never where in the
// code it happened. Apollo sends each error's stack trace unless NODE_ENV is "production", and an
// unexpected error's own message (a library's, a file path) as it is; the gateway sends neither,
// whatever NODE_ENV says: the trace is never sent, and an unexpected error is logged here and
// answered with the generic message the REST API gives for its own (spec §8).
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GENERIC_MESSAGE } from '../machines/shared/customer-care.ts';
import { languageFromAcceptLanguage, type Text } from '../machines/shared/i18n-text.ts';

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

const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Text).id === 'string' &&
  typeof (value as Text).en === 'string';

/**
 * The input the refusal concerns, from graphql-js's own words: the input object's field
 * (`… at "settings.minInterestPercent"`) or else the variable (`Variable "$amount" …`).
 */
function refusedInput(message: string): string | undefined {
  const at = /got invalid value .* at "([^"]+)"/.exec(message)?.[1];
  if (at)
    return at
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '');
  return /^Variable "\$(\w+)"/.exec(message)?.[1];
}

/** One refusal of an input value (scalars.ts `inputRefusal`) in the caller's language. */
export function inLanguage(
  formatted: GraphQLFormattedError,
  acceptLanguage: string | undefined,
): GraphQLFormattedError {
  const { refusal, ...extensions } = formatted.extensions ?? {};
  if (!isText(refusal)) return formatted;
  const message = refusal[languageFromAcceptLanguage(acceptLanguage)];
  const input = refusedInput(formatted.message);
  return {
    ...formatted,
    message,
    extensions: {
      ...extensions,
      // A literal's refusal is a validation failure to graphql-js; to the caller it is the same
      // bad input as the same value in a variable.
      code: 'BAD_USER_INPUT',
      ...(input ? { fields: { [input]: message } } : {}),
    },
  };
}

/**
 * The gateway's own refusals of input values (a Decimal, a date, an over-deep JSON object) carry
 * their words in both languages; they are answered in the caller's (Accept-Language, Indonesian
 * unless English is preferred), as the REST API answers its own.
 */
export function callerLanguage(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const acceptLanguage = request.http?.headers.get('accept-language');
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          if (!singleResult.errors?.length) return;
          singleResult.errors = singleResult.errors.map((e) => inLanguage(e, acceptLanguage));
        },
      };
    },
  };
}
