// The command line of every command the project gives (npm start, npm run simulate, qa:paths,
// attack, the benches…): `--help` (or `-h`) prints the command's usage and ends with exit code
// 0; an option the command does not know, an option without its value, an argument too many or a
// value the command cannot take prints what was wrong and the usage, and ends with exit code 2.
// Never a stack trace, and nothing started first: a mistyped option (`--sed 3`) must not run the
// command with its defaults. tests/architecture/command-line.test.ts holds each command to it.
// A tier of its own that imports nothing, so that the servers, the gateway and the simulator
// may all use it.
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Prints what was wrong with the command line and the usage, and ends with exit code 2. */
export function usageError(usage: string, problem: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}

/**
 * The command's options and at most `positionals` arguments, parsed strictly from
 * `process.argv`; `--help` and any mistake end the process as the header says.
 */
export function commandLine<const T extends Omit<ParseArgsConfig, 'args' | 'strict'>>(
  usage: string,
  config: T,
  positionals = 0,
): { values: ReturnType<typeof parseArgs<T & { strict: true }>>['values']; positionals: string[] } {
  const args = process.argv.slice(2);
  const end = args.indexOf('--');
  const options = end === -1 ? args : args.slice(0, end);
  if (options.includes('--help') || options.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  let parsed: {
    values: ReturnType<typeof parseArgs<T & { strict: true }>>['values'];
    positionals: string[];
  };
  try {
    parsed = parseArgs({
      ...config,
      args,
      strict: true,
      allowPositionals: positionals > 0,
    }) as typeof parsed;
  } catch (error) {
    // Node's own words ("Unknown option '--sed'", "Option '--seed <value>' argument missing"),
    // without its advice on passing an argument that starts with '-' (no command here takes one).
    const message = error instanceof Error ? error.message : String(error);
    return usageError(usage, message.split('. To specify a positional argument')[0] ?? message);
  }
  const extra = parsed.positionals[positionals];
  if (extra !== undefined) usageError(usage, `Unexpected argument '${extra}'`);
  return parsed;
}

/** A command that takes no arguments at all (`npm start`, a bench): only `--help`. */
export function noArguments(usage: string): void {
  commandLine(usage, {});
}

/** One option's value and what it must be: `['--days', values.days, days >= 1, 'a whole number of at least 1']`. */
export type ValueCheck = readonly [option: string, given: unknown, ok: boolean, takes: string];

/** The first value that is not what its option takes ends the process, naming both. */
export function requireValues(usage: string, checks: readonly ValueCheck[]): void {
  const wrong = checks.find(([, , ok]) => !ok);
  if (wrong) usageError(usage, `${wrong[0]} takes ${wrong[3]}, not '${String(wrong[1])}'`);
}

/** What the commands' numeric options take, in the words a refusal uses. */
export const TAKES = {
  whole: 'a whole number',
  count: 'a whole number of at least 1',
  rate: 'a rate from 0 to 1',
} as const;
export const isWhole = (n: number) => Number.isInteger(n) && n >= 0;
export const isCount = (n: number) => Number.isInteger(n) && n >= 1;
export const isRate = (n: number) => n >= 0 && n <= 1;
