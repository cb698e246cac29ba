// Logger options for every process (pino, through Fastify). Request lines carry the method and
// the path only, never a query string (a password reset token rides in a link), never a header
// or a body. Errors are logged as their class, code and message: never a database error's
// `detail`, `where`, query or parameters, which carry the row's values (a password hash, a NIK, a
// mother's name). Anything else logged by hand passes a redaction list of secret field names.
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/** Field names whose values never reach a log, wherever they appear in a logged object. */
export const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'password_hash',
  'old_password',
  'new_password',
  'confirm_password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'otpToken',
  'accessToken',
  'access_token',
  'refreshToken',
  'secret',
  'tokenSecret',
  'code_hash',
  'secret_hash',
  'nik',
  'ktpnumber',
  'representativektp',
  'npwp',
  'numbernpwp',
  'number_npwp',
  'mothername',
  'mother_name',
  'params',
  'parameters',
  'detail',
  'where',
  'query',
  'body',
] as const;

// pino's redaction takes paths: each name at the top of the line and one and two levels down.
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => {
  if (!/^[A-Za-z_$][\w$]*$/.test(field)) return [`*["${field}"]`, `*.*["${field}"]`];
  return [field, `*.${field}`, `*.*.${field}`];
});

type Destination = { write(line: string): void };

export function loggerOptions(level: string, stream?: Destination): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
      err: (error: Error) => ({ stack: '', ...errorForLog(error) }),
    },
  };
}

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  /** Names of the database objects involved (no values): where to look. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  stack?: string;
  cause?: LoggedError;
};

/** An error as the log may hold it: what it is and where, never the values it was about. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const fields = error as Error & Record<string, unknown>;
  const database = isDatabaseError(fields);
  const message = database ? withoutValues(error.message) : error.message;
  const type = error.constructor?.name || error.name;
  const logged: LoggedError = { type, message };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') {
    logged.code = String(fields.code);
  }
  if (database) {
    for (const name of ['table', 'column', 'constraint', 'routine'] as const) {
      if (typeof fields[name] === 'string') logged[name] = fields[name];
    }
  }
  // The stack's first line repeats the message: keep only the frames.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames && frames.length > 0) logged.stack = frames.join('\n');
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** A PostgreSQL error (node-postgres' DatabaseError, PGlite's): it has a severity and a SQLSTATE. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    typeof error.severity === 'string' &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  );
}

// PostgreSQL puts a rejected value after a colon ('invalid input syntax for type integer: "x"',
// 'value too long for type character varying(3)' has none); keep the sentence, drop the value.
function withoutValues(message: string): string {
  return message.replace(/:\s*(["'(]).*$/s, ': [value hidden]');
}

/**
 * Fastify's own request logging writes two lines per request (incoming, completed). One line is
 * enough and costs half the writes: method, path, status and time, once the answer has left. A
 * route with `logLevel: 'silent'` (the probes) still writes nothing: its request logger is silent.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
