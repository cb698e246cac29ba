// Run before every test file. The files of one worker share its modules (`isolate: false` in
// vitest.config.ts: importing the product once per worker instead of once per file took a
// sixth of the suite's time), so whatever a file changed globally is undone when it ends, and
// the next file in the same worker starts as it would alone: real timers, the real globals and
// environment, no spy left on a shared module, the configuration's own timeouts.
import { afterAll, expect, vi } from 'vitest';

// A browser test walks a person's whole errand through screens rendered by a Chromium that
// shares the two cores with the product, the other worker's file and whatever else the machine
// runs: at a load average of 8 the longest took 28 s of the default 30. The timeout guards
// against a test that hangs; what a test waits for fails sooner, on its own poll or wait, naming
// what did not show. So the browser tier's tests get twice the default.
if (expect.getState().testPath?.includes('/tests/browser/')) vi.setConfig({ testTimeout: 60_000 });

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetConfig();
});

// React's development build (the one `act` needs) captures a stack trace for every element it
// creates, to name the owner in its warnings: an Error and a console task per JSX element, a
// tenth of a jsdom file's time (the screens' QA paths render thousands of elements a test).
// React skips the capture for the rest of a render once 10,000 were taken in it; the count is
// held there for the component tests, whose warnings then name the component without the
// chain of owners above it.
if (expect.getState().testPath?.endsWith('.dom.test.tsx')) {
  const internals = (
    (await import('react')) as unknown as {
      __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object;
    }
  ).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => 10_000,
      set: () => undefined,
    });
}
