// Before any test file runs: one current build of the web client for the browser tests, so
// that parallel test files never build web/dist at the same moment.
import { ensureWebBuild } from '../../server/web-build.ts';

export default async function setup(): Promise<void> {
  await ensureWebBuild(() => undefined);
}
