// `npm run simulate -- --url URL` refuses, in one line and with exit code 2, what it cannot run:
// without DATABASE_URL (the auditor reads the started product's database, which must be a
// PostgreSQL server's: an embedded PGlite is the product's process's own), and with --scaled (it
// starts a layout of its own). Faults it takes: those made from outside the product. Nothing is
// started here.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MAIN = new URL('../../sim/main.ts', import.meta.url).pathname;

function simulateCommand(args: string[], env: Record<string, string | undefined>) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const run = spawnSync(process.execPath, [MAIN, ...args], {
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
}

describe('npm run simulate -- --url', () => {
  it('refuses to run without DATABASE_URL, in one line, exit code 2', () => {
    const run = simulateCommand(['--url', 'http://127.0.0.1:9', '--seed', '1', '--days', '3'], {});
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toEqual([
      "--url needs DATABASE_URL naming the product's PostgreSQL database (the auditor reads it; an embedded PGlite cannot be read from outside the product's process)",
    ]);
    expect(run.stdout).toBe('');
  });

  it('refuses --scaled, which starts a layout of its own', () => {
    const run = simulateCommand(['--url', 'http://127.0.0.1:9', '--scaled'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
    });
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toEqual([
      '--url drives the product started there: --scaled starts its own',
    ]);
  });

  it('takes faults, and says so when nothing answers at the address', () => {
    const run = simulateCommand(['--url', 'http://127.0.0.1:9', '--faults', '0.3'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
    });
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toEqual([
      'nothing answers GET http://127.0.0.1:9/api/ready: is the product started there?',
    ]);
  });
});
