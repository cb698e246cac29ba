// Every command the project gives answers its command line as scripts/command-line.ts says:
// `--help` prints the usage (exit 0); an unknown option, a missing value, an argument too many or
// a value out of range prints what was wrong and the usage (exit 2) — never a stack trace, and
// never the command run with its defaults instead (`npm run simulate -- --sed 3` used to throw
// parseArgs' TypeError; `npm run attack -- --help` took "--help" for the product's address).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandLine, isRate, noArguments, requireValues } from '../../cli/command-line.ts';
import { LOG_LEVELS, logLevelFrom, portFrom } from '../../cli/environment.ts';
import { startFailureCause } from '../../cli/start-failure.ts';
import { trustedProxies } from '../../cli/trusted-proxies.ts';

const ROOT = join(import.meta.dirname, '..', '..');

class Exited extends Error {
  readonly code: number | undefined;
  constructor(code: number | undefined) {
    super(`exit ${code}`);
    this.code = code;
  }
}

describe('commandLine', () => {
  let printed: string[];
  let argv: string[];
  beforeEach(() => {
    printed = [];
    argv = process.argv;
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Exited(code === undefined || code === null ? undefined : Number(code));
    });
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(`out ${line}`));
    vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(`err ${line}`));
  });
  afterEach(() => {
    process.argv = argv;
  });

  const USAGE = 'usage: demo --days D [--rate R] [FILE]';
  const OPTIONS = {
    options: { days: { type: 'string', default: '1' }, rate: { type: 'string' } },
  } as const;
  /** What the command line `args` ends as: its values, or the exit code and what was printed. */
  const run = (args: string[], parse: () => unknown) => {
    process.argv = ['node', 'demo.ts', ...args];
    try {
      return { parsed: parse() };
    } catch (error) {
      if (!(error instanceof Exited)) throw error;
      return { exit: error.code, printed };
    }
  };
  const parse = () => commandLine(USAGE, OPTIONS, 1);

  it('gives the options and the arguments it takes', () => {
    expect(run(['--days', '3', 'plan.txt'], parse)).toEqual({
      parsed: { values: { days: '3' }, positionals: ['plan.txt'] },
    });
    expect(run([], parse)).toEqual({ parsed: { values: { days: '1' }, positionals: [] } });
  });

  it('prints the usage for --help or -h, wherever it stands, and ends with exit code 0', () => {
    for (const args of [['--help'], ['-h'], ['--days', '3', '--help'], ['--bogus', '--help']]) {
      printed = [];
      expect(run(args, parse)).toEqual({ exit: 0, printed: [`out ${USAGE}`] });
    }
    // After `--` it is an argument, not a wish for help.
    expect(run(['--', '--help'], parse)).toEqual({
      parsed: { values: { days: '1' }, positionals: ['--help'] },
    });
  });

  it('refuses an unknown option, a missing value and an argument too many, with exit code 2', () => {
    expect(run(['--sed', '3'], parse)).toEqual({
      exit: 2,
      printed: [`err Unknown option '--sed'\n${USAGE}`],
    });
    printed = [];
    expect(run(['--days'], parse)).toEqual({
      exit: 2,
      printed: [`err Option '--days <value>' argument missing\n${USAGE}`],
    });
    printed = [];
    expect(run(['a.txt', 'b.txt'], parse)).toEqual({
      exit: 2,
      printed: [`err Unexpected argument 'b.txt'\n${USAGE}`],
    });
    printed = [];
    expect(run(['x'], () => noArguments('usage: none'))).toEqual({
      exit: 2,
      printed: [expect.stringMatching(/^err Unexpected argument 'x'.*\nusage: none$/s)],
    });
  });

  it('names the first value its option cannot take', () => {
    const check = (rate: string) => () =>
      requireValues(USAGE, [
        ['--days', '3', true, 'a whole number'],
        ['--rate', rate, isRate(Number(rate)), 'a rate from 0 to 1'],
      ]);
    expect(run([], check('0.5'))).toEqual({ parsed: undefined });
    expect(run([], check('1.5'))).toEqual({
      exit: 2,
      printed: [`err --rate takes a rate from 0 to 1, not '1.5'\n${USAGE}`],
    });
  });
});

/** The files the project's commands run: package.json's `node X.ts` scripts and the benches. */
function commandFiles(): string[] {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const fromScripts = Object.values(scripts).flatMap((script) =>
    [...script.matchAll(/\bnode ([\w/.-]+\.ts)\b/g)].map((match) => match[1] ?? ''),
  );
  // Every bench file with work of its own at the top (`node bench/x.ts`), not its helpers.
  const benches = readdirSync(join(ROOT, 'bench'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `bench/${name}`)
    .filter((file) =>
      /^(?:await |const \w+ = await |main\(\))/m.test(readFileSync(join(ROOT, file), 'utf8')),
    );
  return [...new Set([...fromScripts, ...benches])].sort();
}

describe('every command', () => {
  const files = commandFiles();

  it('is found: the servers, the simulator, QA, the benches and the scripts', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'server/main.ts',
        'api/main.ts',
        'gateway/main.ts',
        'sim/main.ts',
        'sim/seeds.ts',
        'qa/paths.ts',
        'bench/attack.ts',
        'bench/run-all.ts',
        'bench/web-profile.ts',
        'bench/loan-read.bench.ts',
        'scripts/diagrams.ts',
      ]),
    );
  });

  // `npm test` alone hands its arguments on to Vitest (`npm test -- tests/api`).
  it.each(files.filter((file) => file !== 'scripts/test.ts'))(
    '%s reads its command line through scripts/command-line.ts',
    (file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      expect(source).toMatch(/\b(?:commandLine|noArguments)\(/);
      expect(source).not.toMatch(/process\.argv|\bparseArgs\(/);
    },
  );

  it('answers a mistyped option of the simulator with the usage, not a stack trace', () => {
    const run = (arg: string) =>
      spawnSync(process.execPath, [join(ROOT, 'sim/main.ts'), arg, '3'], {
        encoding: 'utf8',
        timeout: 60_000,
      });
    const mistyped = run('--sed');
    expect({ status: mistyped.status, stdout: mistyped.stdout }).toEqual({ status: 2, stdout: '' });
    expect(mistyped.stderr).toMatch(
      /^Unknown option '--sed'.*\nusage: npm run simulate -- --seed N/s,
    );
    expect(mistyped.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe('the environment every start reads', () => {
  it('takes PORT as a port number, its fallback when unset or empty, and refuses anything else', () => {
    expect(portFrom({}, 4001)).toBe(4001);
    expect(portFrom({ PORT: '' }, 4001)).toBe(4001);
    expect(portFrom({ PORT: '65535' }, 4001)).toBe(65_535);
    for (const port of ['abc', '0', '65536', ' 80', '8e3'])
      expect(() => portFrom({ PORT: port }, 4001)).toThrow(
        `PORT must be a port number from 1 to 65535, not ${port}`,
      );
  });

  it("takes LOG_LEVEL as one of pino's levels and names them when it is not", () => {
    expect(logLevelFrom({}, 'warn')).toBe('warn');
    for (const level of LOG_LEVELS) expect(logLevelFrom({ LOG_LEVEL: level }, 'warn')).toBe(level);
    expect(() => logLevelFrom({ LOG_LEVEL: 'loud' }, 'warn')).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not loud',
    );
  });

  it('takes TRUST_PROXY as addresses, blocks and names, loopback when unset, and names a wrong one', () => {
    expect(trustedProxies({})).toEqual(['loopback']);
    expect(
      trustedProxies({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,loopback,2001:db8::/48' }),
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback', '2001:db8::/48']);
    for (const wrong of [
      '10.0.0.300',
      '10.0.0.0/33',
      'gateway.internal',
      '2001:db8::/129',
      '1.2.3.4/8/1',
    ]) {
      expect(() => trustedProxies({ TRUST_PROXY: `loopback,${wrong}` })).toThrow(
        `TRUST_PROXY must list addresses, CIDR blocks or loopback/linklocal/uniquelocal, comma-separated (10.0.0.5,loopback), not ${wrong}`,
      );
    }
    expect(() => trustedProxies({ TRUST_PROXY: '10.0.0.5,,loopback' })).toThrow(
      'not an empty entry',
    );
  });

  it('says why a start failed in one line, with the causes and codes under it', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(startFailureCause(new Error('the database did not answer\nat all', { cause }))).toBe(
      'the database did not answer at all: connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)',
    );
    const taken = Object.assign(
      new Error('listen EADDRINUSE: address already in use 127.0.0.1:4000'),
      {
        code: 'EADDRINUSE',
      },
    );
    expect(startFailureCause(taken)).toBe(
      'listen EADDRINUSE: address already in use 127.0.0.1:4000 (EADDRINUSE) — another program answers on that port: stop it, or start on another with PORT',
    );
  });
});
