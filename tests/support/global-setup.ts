// Before any test file runs: one current build of the web client for the browser tests, so
// that parallel test files never build web/dist at the same moment; the Chromium they launch,
// unpacked once (tests/support/browser.ts); and the migrated database each test file's own
// database copies (tests/support/test-database.ts).
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../server/web-build.ts';
import { chromiumExecutable } from './browser.ts';
import { migratedTemplate, seededTemplate } from './test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [migrated] = await Promise.all([
    migratedTemplate(),
    ensureWebBuild(() => undefined),
    chromiumExecutable(),
  ]);
  const seeded = await seededTemplate(migrated.template);
  project.provide('migratedTemplate', migrated.template);
  project.provide('seededTemplate', seeded.seeded);
  return async () => {
    await seeded.drop();
    await migrated.drop();
  };
}
