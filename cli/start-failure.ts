// A start that fails says why in one line and exits 1, instead of an unhandled rejection's
// stack trace (a missing variable, a database that does not answer, a port already taken).
export function startFailed(error: unknown): never {
  console.error(`Lumbung could not start: ${startFailureCause(error)}`);
  return process.exit(1);
}

/** The cause of a failed start, in one line: the message, and its own cause when it has one. */
export function startFailureCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    if (current instanceof Error) {
      const code = codeOf(current);
      parts.push(code ? `${current.message} (${code})` : current.message);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  const hint = HINTS[codeOf(error) ?? ''];
  return `${parts.join(': ').replaceAll(/\s*\n\s*/g, ' ')}${hint ? ` — ${hint}` : ''}`;
}

/** What to do about a failure whose cause is plain from its code. */
const HINTS: Record<string, string> = {
  EADDRINUSE: 'another program answers on that port: stop it, or start on another with PORT',
};

const codeOf = (error: unknown): string | undefined => {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};
