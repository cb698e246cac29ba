// @vitest-environment jsdom
// QA's generated paths of the loan screens' other dialogs — 'Batalkan Pengajuan' on the staff and
// the borrower's screens, the borrower's answer to the offer, the disbursement approval completed
// back from signing — driven through the real dialogs in the web client (run-paths.tsx).
import {
  cancelSubmissionDriver,
  completeDisbursementDriver,
  respondOfferDriver,
} from './borrower-dialogs.screen.tsx';
import { describeWebPaths } from './run-paths.tsx';

describeWebPaths(cancelSubmissionDriver);
describeWebPaths(respondOfferDriver);
describeWebPaths(completeDisbursementDriver);
