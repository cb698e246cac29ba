// What a tier does for QA's path tests: sends a person's step through its surface (the REST
// API, the GraphQL gateway, the web client) and reads back what that surface reports to each
// person — the stage and the actions offered. The product's own steps (its jobs, the bank, the
// signature provider) are the same on every tier (qa/run-path.ts).
import type { LoanEvent } from '../../machines/loan/loan.types.ts';
import type { Session } from '../session.ts';

export type TierName = 'rest' | 'graphql' | 'browser';

/**
 * The loan events a person sends (the rest are the product's own: its jobs, the bank, the
 * signature provider). The REST and GraphQL tiers send each of them; the browser tier those its
 * screens offer.
 */
export const PERSONS_EVENTS: ReadonlySet<string> = new Set([
  'loan.submit',
  'application.edit',
  'application.staffEdit',
  'bail.approve',
  'loan.approveCredit',
  'loan.approveDirector',
  'offer.set',
  'loan.approve',
  'offer.accept',
  'offer.decline',
  'funding.open',
  'loan.fund',
  'loan.reject',
  'loan.cancel',
  'disbursement.sign',
  'disbursement.approve',
  'repayment.submit',
  'repayment.confirm',
  'repayment.reject',
  'loan.close',
]);
export const TIERS: readonly TierName[] = ['rest', 'graphql', 'browser'];

/** What the surface reports about a loan to its viewers. */
export type Observation = {
  /** The stage as the surface gives it: the contract's code, or the label a person reads. */
  stage: string;
  /** The actions offered to each viewer (model actor id → action names, sorted). */
  offered: Record<string, string[]>;
};

export type TierDriver = {
  tier: TierName;
  /**
   * Why this tier cannot send this person's event (null: it can). Asked before a path runs: a
   * path with such a step is reported as missing at the tier, with the reason.
   */
  cannot(event: LoanEvent): string | null;
  /**
   * The person's steps whose part at a partner the tier takes itself, as the person does (the
   * browser: the borrower signing on the provider's page before coming back). For the others
   * that part is played before the step (qa/run-path.ts).
   */
  partnerPartOnScreen?: ReadonlySet<LoanEvent['type']>;
  /** The person's step (event.actor) through the tier; throws when the surface refuses it. */
  send(session: Session, event: LoanEvent, loanId: number): Promise<void>;
  /** What the surface reports now to these viewers (model actor ids). */
  observe(session: Session, loanId: number, viewers: readonly string[]): Promise<Observation>;
  /** The stage as this surface reports it for the machine's submission stage code. */
  expectedStage(submissionStage: string): string;
  /**
   * The actions this surface shows a viewer (null: this viewer's screen is not read; absent:
   * every action): the offered actions are compared within them.
   */
  shown?(viewer: string): ReadonlySet<string> | null;
  /** A picture of the screen after a failure (browser tier), as a file path. */
  screenshot?(name: string): Promise<string | null>;
  close?(): Promise<void>;
};
