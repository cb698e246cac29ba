// Every error leaves the API as { message, code, fields? }: zod failures as 400, unknown paths
// as 404, our AppErrors with their own status, a body the framework could not read in the
// product's codes (machines/shared/request-refusals.ts), and anything unexpected as a logged 500.
// The message and every field's message are in the caller's language (Accept-Language,
// Indonesian by default): an error's own `text` when it has one, else the words of
// message-words.ts for the English it was raised with.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Language, languageFromAcceptLanguage } from '../../machines/shared/i18n-text.ts';
import { requestRefusalAnswer } from '../../machines/shared/request-refusals.ts';
import { AppError, type FieldErrors, GENERIC_MESSAGE } from './errors.ts';
import { messageIn } from './message-words.ts';

const languageOf = (request: FastifyRequest): Language =>
  languageFromAcceptLanguage(request.headers['accept-language']);

const fieldsIn = (fields: FieldErrors, language: Language): FieldErrors =>
  Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, messageIn(message, language)]),
  );

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[path] ??= messageIn(issue.message ?? 'invalid', language);
      }
      return reply.status(400).send({
        message: Object.values(fields)[0] ?? messageIn('Invalid input', language),
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const message = error.text ? error.text[language] : messageIn(error.message, language);
      // Fields whose message is the error's own text say it as the message does.
      const textFields = error.text ? error.textFields : [];
      const fields =
        error.fields || textFields.length > 0
          ? {
              ...fieldsIn(error.fields ?? {}, language),
              ...Object.fromEntries(textFields.map((field) => [field, message])),
            }
          : undefined;
      return reply.status(error.status).send({
        message,
        code: error.code,
        ...(fields ? { fields } : {}),
        ...(error.reason ? { reason: error.reason } : {}),
        ...(error.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: error.retryAfterSeconds }
          : {}),
      });
    }
    const refusal = requestRefusalAnswer(error, request.headers['accept-language']);
    if (refusal) return reply.status(refusal.status).send(refusal.body);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ message: messageIn(error.message, language), code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ message: messageIn(GENERIC_MESSAGE, language), code: 'INTERNAL' });
  });
}

/** Unknown paths below a prefix answer 404 in the same shape as every other error. */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: messageIn(`No such path: ${request.method} ${request.url}`, languageOf(request)),
      code: 'NOT_FOUND',
    }),
  );
}
