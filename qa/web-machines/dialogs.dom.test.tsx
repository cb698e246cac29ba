// @vitest-environment jsdom
// QA's generated paths of the loan screens' dialogs, driven through the real dialogs in the
// web client (qa/web-machines/run-paths.tsx).
import {
  approveDisbursementDriver,
  approveLoanDriver,
  rejectLoanDriver,
} from './dialogs.screen.tsx';
import { describeWebPaths } from './run-paths.tsx';

describeWebPaths(approveLoanDriver);
describeWebPaths(rejectLoanDriver);
describeWebPaths(approveDisbursementDriver);
