// The Vitest run of the web-client machines' paths alone (qa/web-machines/run.ts): the project's
// configuration, without its global setup. These files render components in jsdom against
// answers given by hand: they need no migrated or seeded database, no web build and no Chromium,
// which the global setup prepares in some fifteen seconds before any file runs.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import project from '../../vitest.config.ts';

export default defineConfig({
  ...project,
  root: resolve(import.meta.dirname, '..', '..'),
  test: {
    ...project.test,
    include: ['qa/web-machines/*.dom.test.tsx'],
    globalSetup: [],
  },
});
