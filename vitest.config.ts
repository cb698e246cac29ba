import { configDefaults, defineConfig } from 'vitest/config';
import { SlowTiersFirst } from './tests/support/sequencer.ts';

// One run for every tier: machine, API, gateway, architecture, web unit and browser tests.
// Each test file gets its own database (tests/support/test-database.ts), so files run in
// parallel on the two cores CI has.
export default defineConfig({
  test: {
    include: [
      'tests/**/*.test.ts',
      'machines/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      // QA's generated paths of the machines the web client alone runs (qa/web-machines).
      'qa/**/*.dom.test.tsx',
    ],
    // A `.postgres.api.test.ts` file needs a PostgreSQL server (several processes on one
    // database): it is part of a run on DATABASE_URL (CI's second run), not of the PGlite one.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? [] : ['**/*.postgres.api.test.ts']),
    ],
    pool: 'forks',
    maxWorkers: 2,
    // The files of one worker share its modules: the product is imported once per worker, not
    // once per file (that import took a sixth of the suite's worker time — 160 s of the gateway
    // tier's 900). Each file still opens its own database and product, and whatever it changes
    // globally (timers, stubs, spies) is undone when it ends (tests/support/per-file-setup.ts).
    isolate: false,
    setupFiles: ['tests/support/per-file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/support/global-setup.ts'],
    // The slow tiers' files first, so that no long file is left to run alone at the end.
    sequence: { sequencer: SlowTiersFirst },
    // A screen on a loaded 2-core machine may take seconds to show what a poll waits for; a
    // poll returns as soon as it holds, so only a real failure waits this long.
    expect: { poll: { timeout: 15_000 } },
    // CI (.ci/run) asks for a JSON report to total the passed and failed tests of its runs.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    ...(process.env.VITEST_JSON ? { outputFile: { json: process.env.VITEST_JSON } } : {}),
  },
});
