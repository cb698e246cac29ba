// What every start reads from the environment alike — the port, the log level — checked before
// anything starts: a value it cannot use stops the start with the variable named (cli/start-failure.ts
// prints it in one line). `PORT=abc` used to start the product on no port at all and fail halfway
// through seeding the demo; `LOG_LEVEL=loud` as pino's "default level:loud must be included in
// custom levels". An empty variable sets nothing, as everywhere in the configuration.
type Env = Record<string, string | undefined>;

/** PORT, or `fallback` when it is unset or empty: a whole number from 1 to 65535. */
export function portFrom(env: Env, fallback: number): number {
  const raw = env.PORT || String(fallback);
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535)
    throw new Error(`PORT must be a port number from 1 to 65535, not ${raw}`);
  return port;
}

/** pino's levels, as LOG_LEVEL names them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL, or `fallback` when it is unset or empty: one of pino's levels. */
export function logLevelFrom(env: Env, fallback: (typeof LOG_LEVELS)[number]): string {
  const raw = env.LOG_LEVEL || fallback;
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${raw}`);
  return raw;
}

/** An address's protocol ('postgres:'), or '' when it is not an address at all. */
export const protocolOf = (raw: string) => (URL.canParse(raw) ? new URL(raw).protocol : '');

/** Whether `raw` is an http or https address. */
export const isHttpAddress = (raw: string) => ['http:', 'https:'].includes(protocolOf(raw));
