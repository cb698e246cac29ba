// Run before every test file. The files of one worker share its modules (`isolate: false` in
// vitest.config.ts: importing the product once per worker instead of once per file took a
// sixth of the suite's time), so whatever a file changed globally is undone when it ends, and
// the next file in the same worker starts as it would alone: real timers, the real globals and
// environment, no spy left on a shared module.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
