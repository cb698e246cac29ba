// @vitest-environment jsdom
// QA's generated paths of the file uploader, driven through the real FileUploader in a form's
// file field (qa/web-machines/run-paths.tsx), its uploads answered through a stubbed `fetch`.
import { afterEach, vi } from 'vitest';
import { describeWebPaths } from './run-paths.tsx';
import { uploadDriver } from './upload.screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describeWebPaths(uploadDriver);
