// @vitest-environment jsdom
// QA's generated paths of the bail photo step, driven through the real BailPhotos as the
// application form's collateral step hosts it (qa/web-machines/run-paths.tsx).
import { afterEach, vi } from 'vitest';
import { bailPhotosDriver } from './bail-photos.screen.tsx';
import { describeWebPaths } from './run-paths.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describeWebPaths(bailPhotosDriver);
