// Errors with a stable code for clients and the spec's message for people.
import type { Text } from '../../machines/shared/i18n-text.ts';

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly reason: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** The message in both languages: the answer carries the caller's (error-handler.ts). */
  readonly text: Text | undefined;
  /** Fields whose message is `text`, in the caller's language too. */
  readonly textFields: readonly string[];

  constructor(
    status: number,
    code: string,
    message: string,
    extra: {
      fields?: FieldErrors;
      reason?: string;
      retryAfterSeconds?: number;
      text?: Text;
      textFields?: readonly string[];
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.reason = extra.reason;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.text = extra.text;
    this.textFields = extra.textFields ?? [];
  }
}

export { GENERIC_MESSAGE } from '../../machines/shared/customer-care.ts';

/** The same Idempotency-Key sent with another request (a funding, a cash-out). */
export const idempotencyKeyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request', {
    text: {
      id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain',
      en: 'This Idempotency-Key was used for another request',
    },
  });

export const loanNotFound = () => new AppError(404, 'LOAN_NOT_FOUND', 'Loan not found');

export const invalidInput = (fields: FieldErrors) =>
  new AppError(400, 'VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input', { fields });
