// The one reader of what the server refused and how to say it. A refusal's stable code (and, when
// the server gives them, the fields it concerns, the password rule broken and the wait before
// trying again) is kept as it came, and translated only when shown, so a language switch re-words
// it; a refusal the client has no words of its own for (a machine's reason) shows the server's
// message, which the API gives in the language the request asked for (Accept-Language).
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type PasswordProblem,
  passwordProblemTexts,
} from '../../../machines/shared/password-rules.ts';
import { formattedErrors, type GraphQLFormattedError } from '../graphql-errors.ts';

export type ServerProblem = {
  code: string;
  /** The server's own message, shown only when the code is not one the client knows. */
  message: string;
  fields: Record<string, string>;
  reason?: string | undefined;
  retryAfterSeconds?: number | undefined;
};

/** Codes with a text of their own in the catalogues (locales, `errors.*`). */
const KNOWN_CODES = [
  'DUPLICATE_EMAIL',
  'DUPLICATE_PHONE',
  'WRONG_REFERRAL_CODE',
  'REFERRAL_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_LOCKED',
  'ACTIVATION_CODE_INVALID',
  'ALREADY_ACTIVE',
  'RESET_TOKEN_INVALID',
  'OLD_PASSWORD_WRONG',
  'PASSWORD_UNCHANGED',
  'PASSWORD_POLICY',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INTERNAL',
  'NETWORK',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

const isKnownCode = (value: unknown): value is KnownCode =>
  KNOWN_CODES.some((code) => code === value);

export const isPasswordProblem = (value: unknown): value is PasswordProblem =>
  typeof value === 'string' && Object.hasOwn(passwordProblemTexts, value);

/** Messages that forms' own validation gives (zod), translated under `validation.*`. */
const VALIDATION_CODES = [
  'required',
  'emailInvalid',
  'phoneInvalid',
  'fullNameLength',
  'codeDigits',
  'referralLength',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

const isValidationCode = (value: unknown): value is ValidationCode =>
  VALIDATION_CODES.some((code) => code === value);

const stringRecord = (value: unknown): Record<string, string> => {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

/**
 * The errors of a GraphQL answer: Apollo's CombinedGraphQLErrors or graphql-request.ts's
 * GraphQLErrors (told by name, so this module, on the login page, does not load Apollo).
 */
function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] | null {
  if (!(error instanceof Error)) return null;
  if (error.name !== 'CombinedGraphQLErrors' && error.name !== 'GraphQLErrors') return null;
  return 'errors' in error ? formattedErrors(error.errors) : null;
}

/** The first refusal in a GraphQL error; anything that is not a GraphQL error is NETWORK. */
/**
 * Codes after which a request's outcome is unknown (no answer came, or the server failed before
 * it could say): what it asked for may have been done, so a retry sends the same idempotency key.
 */
const OUTCOME_UNKNOWN: ReadonlySet<string> = new Set(['NETWORK', 'INTERNAL', 'UPSTREAM_ERROR']);

export const outcomeUnknown = (problem: ServerProblem): boolean =>
  OUTCOME_UNKNOWN.has(problem.code);

export function serverProblem(error: unknown): ServerProblem {
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const [first] = errors;
    const extensions = first?.extensions ?? {};
    const { code, reason, retryAfterSeconds } = extensions;
    return {
      code: typeof code === 'string' ? code : 'INTERNAL',
      message: first?.message ?? '',
      fields: stringRecord(extensions.fields),
      reason: typeof reason === 'string' ? reason : undefined,
      retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
    };
  }
  return {
    code: 'NETWORK',
    message: error instanceof Error ? error.message : '',
    fields: {},
  };
}

/** "30 detik" / "15 menit": seconds under a minute, whole minutes (rounded up) above. */
export function waitText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('errors.waitSeconds', { count: Math.max(1, Math.ceil(seconds)) });
  return t('errors.waitMinutes', { count: Math.ceil(seconds / 60) });
}

/**
 * A message a form field or alert holds: a validation code, a password rule, a server error
 * code, or — for what the client has no text of — the server's own words.
 */
export function messageText(t: TFunction, message: string, retryAfterSeconds = 0): string {
  if (isValidationCode(message)) return t(`validation.${message}`);
  if (isPasswordProblem(message)) return t(`passwordRules.${message}`);
  if (isKnownCode(message)) return t(`errors.${message}`, { wait: waitText(t, retryAfterSeconds) });
  return message;
}

/** The text of a refusal shown on its own (in an alert). */
export function problemText(t: TFunction, problem: ServerProblem): string {
  if (problem.code === 'PASSWORD_POLICY' && isPasswordProblem(problem.reason)) {
    return t(`passwordRules.${problem.reason}`);
  }
  if (isKnownCode(problem.code)) return messageText(t, problem.code, problem.retryAfterSeconds);
  return problem.message || t('common.genericError');
}

/** What a field shows for a refusal that names it. */
function fieldMessage(problem: ServerProblem, field: string): string {
  if (problem.code === 'PASSWORD_POLICY') {
    if (field === 'confirmPassword') return 'CONFIRMATION_MISMATCH';
    if (isPasswordProblem(problem.reason)) return problem.reason;
  }
  // The API's own validation words a field in ways the client has no code for.
  if (problem.code === 'VALIDATION_FAILED' || !isKnownCode(problem.code)) {
    return problem.fields[field] ?? problem.code;
  }
  return problem.code;
}

/**
 * Puts a refusal beside the form fields it names (focusing the first); returns it when it names
 * none of them, for the form to show in an alert.
 */
export function showServerProblem<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly Path<Values>[],
): ServerProblem | null {
  const problem = serverProblem(error);
  let named = formFields.filter((field) => field in problem.fields);
  // A mismatched confirmation belongs to the confirmation alone.
  if (problem.reason === 'CONFIRMATION_MISMATCH' && named.some((f) => f === 'confirmPassword')) {
    named = named.filter((field) => field === 'confirmPassword');
  }
  if (named.length === 0) return problem;
  named.forEach((field, index) => {
    setError(
      field,
      { type: 'server', message: fieldMessage(problem, field) },
      { shouldFocus: index === 0 },
    );
  });
  return null;
}

/** The server's message(s), or null when the error is not a GraphQL error. */
export function graphQLMessage(error: unknown): string | null {
  const errors = graphQLErrorsOf(error);
  if (!errors) return null;
  const messages = errors.map((item) => item.message).filter((message) => message !== '');
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
  return graphQLErrorsOf(error)?.some((item) => item.extensions?.code === code) ?? false;
}

/**
 * A form field's error in the current language: forms keep codes as messages (zod's and the
 * server's), so that switching the language re-words errors already on screen.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return undefined;
    return messageText(t, error.message ?? 'required');
  };
}
