import type { UploadQuota } from '../machines/upload/upload.rules.ts';
import type { Tokens } from './accounts/tokens.ts';
import type { AutoLendConfig } from './auto-lend/settings.ts';
import type { PartnerBank } from './bank/partner-bank.ts';
import type { WithdrawalPoll } from './cash-out/settle-pending.ts';
import type { DemoClock } from './clock/demo-clock.ts';
import type { Db } from './db/db.ts';
import type { FileStorage } from './files/storage.ts';
import type { FundingPoll } from './funding/funding-windows.ts';
import type { RepaymentSettings } from './repayment/settings.ts';
import type { SigningProvider } from './signing/provider.ts';

/** What the API's domain needs from the outside, provided once at start (or by a test). */
export type ApiDeps = {
  db: Db;
  /** Uploaded files: a local folder, or S3-compatible storage. */
  storage: FileStorage;
  tokens: Tokens;
  /**
   * The product's time; tests pass a controlled clock. In demo mode it is the demo clock's
   * (`demoClock.now`): the real time plus the days staff advanced.
   */
  now: () => Date;
  /**
   * The real time, which the demo clock never moves: sessions, their tokens and the account's
   * codes and throttles run on it, so advancing the product's date logs nobody out. Absent: now.
   */
  realNow?: () => Date;
  /** Demo mode's clock (api/clock/demo-clock.ts): staff advance it, later passes listen. */
  demoClock?: DemoClock;
  /** Where people reach the product, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** Demo mode (Config.demo): the demo-only routes (the outbox page) exist. */
  demo: boolean;
  /** The partner bank (code 009): lender wallets are opened there. */
  bank: PartnerBank;
  /** The signature provider (SIGNING_ADAPTER): agreements are signed there (issue 18). */
  signing: SigningProvider;
  /** What one person may upload in any 24 hours; UPLOAD_QUOTA unless a test sets another. */
  uploadQuota?: UploadQuota;
  /**
   * The job that settles pending withdrawals by the bank's status inquiry: started with the API,
   * stopped on close. Absent: no job (tests that do not test it keep their withdrawals still).
   */
  withdrawalPoll?: WithdrawalPoll;
  /**
   * The job that opens funding windows on their start date and closes (and refunds) the ones
   * past their end (issue 17). Absent: no job (tests run its pass themselves).
   */
  fundingPoll?: FundingPoll;
  /** Tax rates, the lenders' fee and the settling period of repayments (issue 19). */
  repayment?: RepaymentSettings;
  /** Auto-lend's preview window and reserve (issue 21); absent: the environment's. */
  autoLend?: AutoLendConfig;
  /** Where QA's latest path-test report is (npm run qa:paths); default ./qa-report. */
  qaReportDir?: string;
  /** At start, the built-in bank relearns its RDL deposits from the journal (a started product). */
  relearnBankOnStart?: boolean;
};
