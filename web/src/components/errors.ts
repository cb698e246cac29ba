// Reading errors that come back from Apollo: GraphQL errors carry the server's message and a
// stable code in `extensions.code`; anything else is a network or client failure.
import { CombinedGraphQLErrors } from '@apollo/client';
import { applicantRefusalText } from '../../../machines/profile/applicant.rules.ts';
import type { Missing } from '../../../machines/profile/profile.types.ts';
import { currentLanguage } from '../i18n.ts';

/**
 * Applying without complete data (PROFILE_INCOMPLETE): what is missing and where to complete
 * it, in the current language, from the missing parts the error names.
 */
function incompleteProfileText(item: {
  extensions?: Record<string, unknown> | undefined;
}): string | null {
  const code = item.extensions?.code;
  if (code !== 'PROFILE_INCOMPLETE' && code !== 'RELATION_MISSING') return null;
  const fields = item.extensions?.fields;
  const missing = (fields && typeof fields === 'object' ? Object.keys(fields) : []) as Missing[];
  return applicantRefusalText({ code, missing }, currentLanguage());
}

/** The server's message(s), or null when the error is not a GraphQL error. */
export function graphQLMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const messages = error.errors
    .map((item) => incompleteProfileText(item) ?? item.message)
    .filter((message) => message !== '');
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
