import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';
import type { Grade } from '../shared/risk-rating.ts';

export type { Actor } from '../shared/actor.ts';

/** What a lender asks auto-lend to fund: rupiah and percent as exact decimal strings. */
export type AutoLendSettings = {
  /** The loans' grades (A–E) this rule funds; at least one. */
  grades: Grade[];
  /** Product codes this rule funds; empty: every product. */
  productCodes: string[];
  /** The loan's term, days (a month counts 30), inclusive range. */
  minTermDays: number;
  maxTermDays: number;
  /** The least interest per year, percent. */
  minInterestPercent: string;
  /** The most this rule puts into one loan, rupiah (less when the loan has less room). */
  amountPerLoan: string;
  /** The most this rule keeps funded at once (its fundings not refunded), rupiah. */
  maxTotal: string;
  /** The active balance auto-lend never spends below, rupiah. */
  keepBalance: string;
};

/** The lender's money as the API reads it when it asks the rule. */
export type AutoLendFacts = {
  /** The lender's active balance, rupiah. */
  activeBalance: string;
  /** What this rule funded and is not refunded, rupiah. */
  investedTotal: string;
};

/** The standing authorisation the lender accepted (its text and time are stored by the API). */
export type StandingAuthorisation = { id: string; acceptedAt: string };

export type AutoLendStateName = 'draft' | 'enabled' | 'paused' | 'exhausted' | 'closed';

export type ExhaustionCode = 'MAX_TOTAL_REACHED' | 'BALANCE_BELOW_KEEP';

export type AutoLendContext = {
  ruleId: string;
  lenderId: string;
  settings: AutoLendSettings | null;
  authorisation: StandingAuthorisation | null;
  /**
   * Since when the rule waits for its next share (ISO instant): set when enabled, resumed or
   * after each funding. The oldest waiting rule is served first (auto-lend.allocation.ts).
   */
  waitingSince: string | null;
  /** Why the rule is exhausted (null unless it is). */
  exhaustedBy: ExhaustionCode | null;
};

export type AutoLendInput = { ruleId: string; lenderId: string };

export type AutoLendEvent =
  /** The lender sets the rule up and accepts the standing authorisation; `at` is the clock's. */
  | {
      type: 'rule.enable';
      actor: Actor;
      settings: AutoLendSettings;
      authorisation: StandingAuthorisation | null;
      facts: AutoLendFacts;
      at: string;
    }
  | { type: 'rule.update'; actor: Actor; settings: AutoLendSettings; facts: AutoLendFacts }
  | { type: 'rule.pause'; actor: Actor }
  | { type: 'rule.resume'; actor: Actor; facts: AutoLendFacts; at: string }
  | { type: 'rule.close'; actor: Actor }
  /** The platform looks at the lender's money before it considers the rule for a loan. */
  | { type: 'rule.check'; facts: AutoLendFacts }
  /** The platform funded a loan by this rule; `facts` are after the funding. */
  | { type: 'rule.funded'; facts: AutoLendFacts; at: string };

export type AutoLendEventType = AutoLendEvent['type'];

export type AutoLendReasonCode =
  | 'WRONG_STATE'
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'SETTINGS_INVALID'
  | 'AUTHORISATION_MISSING'
  | ExhaustionCode;

export type AutoLendReason = { code: AutoLendReasonCode; text: Text };

/** A setting's problem, by field. */
export type SettingsProblems = Partial<Record<keyof AutoLendSettings, 'SETTINGS_INVALID'>>;
