// `npm test`: the checks (type check, lint, the GraphQL codegen check) and every tier's tests, side
// by side. The checks take about 45 s on one core; the tests' first 30–40 s are the global setup
// (the web build, the migrated and seeded databases), which leaves a core idle. Run one after the
// other, the checks added their whole time to every run (and to CI's).
// A failed check still ends the run at once: the tests are stopped, the check's output printed,
// and the run fails. Arguments are Vitest's (`npm test -- tests/api`).
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const CHECKS = ['typecheck', 'lint', 'codegen:check'];

/** The checks one after another, their output kept to print once they end. */
function runChecks(): Promise<{ ok: boolean; output: string; failed?: string }> {
  return new Promise((resolve) => {
    let output = '';
    const next = (index: number) => {
      const name = CHECKS[index];
      if (name === undefined) return resolve({ ok: true, output });
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('close', (code) =>
        code === 0 ? next(index + 1) : resolve({ ok: false, output, failed: name }),
      );
    };
    next(0);
  });
}

// Vitest in a process group of its own, so that a failed check can stop it and its workers.
const vitest = spawn('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  detached: true,
});
const tests = new Promise<number>((resolve) => {
  vitest.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
const stopTests = (signal: NodeJS.Signals) => {
  try {
    if (vitest.pid) process.kill(-vitest.pid, signal);
  } catch {
    // already ended
  }
};
// Ctrl-C or CI's own stop reaches the tests too (their group is not the terminal's).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopTests(signal);
    process.exit(130);
  });
}

const checks = await runChecks();
if (!checks.ok) {
  stopTests('SIGTERM');
  process.stdout.write(`\n${checks.output}\n`);
  console.error(`npm test: ${checks.failed} failed after ${seconds()}; the tests were stopped.`);
  process.exit(1);
}
console.log(`\nnpm test: ${CHECKS.join(', ')} passed in ${seconds()}; the tests go on.\n`);
process.exit(await tests);
