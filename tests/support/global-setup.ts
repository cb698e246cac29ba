// Before any test file runs: one current build of the web client for the browser tests, so
// that parallel test files never build web/dist at the same moment; the Chromium they launch,
// unpacked once (tests/support/browser.ts); and the migrated database each test file's own
// database copies (tests/support/test-database.ts).
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../server/web-build.ts';
import { chromiumExecutable } from './browser.ts';
import { migratedTemplate, seededTemplate } from './test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The demo is seeded as soon as the database is migrated, while the web client builds.
  const migrating = migratedTemplate();
  const [migrated, seeded] = await Promise.all([
    migrating,
    migrating.then((done) => seededTemplate(done.template)),
    ensureWebBuild(() => undefined),
    chromiumExecutable(),
  ]);
  project.provide('migratedTemplate', migrated.template);
  project.provide('seededTemplate', seeded.seeded);
  return async () => {
    await seeded.drop();
    await migrated.drop();
  };
}
