// @vitest-environment jsdom
// QA's generated paths of the borrower's application form, driven through the real form on the
// borrower's loan page (qa/web-machines/run-paths.tsx).
import { applicationFormDriver } from './application-form.screen.tsx';
import { describeWebPaths } from './run-paths.tsx';

describeWebPaths(applicationFormDriver);
