// Every error leaves the API as { message, code, fields? }: zod failures as 400, unknown paths
// as 404, our AppErrors with their own status, a body the framework could not read in the
// product's codes (machines/shared/request-refusals.ts), and anything unexpected as a logged 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestRefusalAnswer } from '../../machines/shared/request-refusals.ts';
import { localeFromAcceptLanguage } from '../notify/notify-user.ts';
import { AppError, GENERIC_MESSAGE } from './errors.ts';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[path] ??= issue.message ?? 'invalid';
      }
      return reply.status(400).send({
        message: Object.values(fields)[0] ?? 'Invalid input',
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      // A message known in both languages answers in the caller's.
      const language = localeFromAcceptLanguage(request.headers['accept-language']);
      const message = error.text ? error.text[language] : error.message;
      const fields =
        error.text && error.textFields.length > 0
          ? {
              ...error.fields,
              ...Object.fromEntries(error.textFields.map((field) => [field, message])),
            }
          : error.fields;
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
        .send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: GENERIC_MESSAGE, code: 'INTERNAL' });
  });
}

/** Unknown paths below a prefix answer 404 in the same shape as every other error. */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No such path: ${request.method} ${request.url}`, code: 'NOT_FOUND' }),
  );
}
