// The auto-lend rule's "may this happen now" (issue 21): who may change a rule, when its settings
// are valid, when the lender's money leaves it exhausted, which loans it matches and whether a
// lender may still opt a rule out of a loan. Pure: time and money arrive as facts.
import { isRupiah, toSen } from '../shared/money.ts';
import { GRADES, type Grade } from '../shared/risk-rating.ts';
import type {
  AutoLendContext,
  AutoLendEvent,
  AutoLendEventType,
  AutoLendFacts,
  AutoLendReasonCode,
  AutoLendSettings,
  AutoLendStateName,
  ExhaustionCode,
  SettingsProblems,
} from './auto-lend.types.ts';

/** The longest term a rule may ask for: ten years of 30-day months. */
export const MAX_TERM_DAYS = 3600;

const PERCENT = /^\d{1,3}(?:\.\d{1,2})?$/;

/** Hundredths of a percent: '15.5' → 1550. */
export const percentHundredths = (value: string): bigint => toSen(value);

/** What is wrong with these settings, by field; empty when they may be saved. */
export function settingsProblems(settings: AutoLendSettings): SettingsProblems {
  const problems: SettingsProblems = {};
  const bad = (field: keyof AutoLendSettings) => {
    problems[field] = 'SETTINGS_INVALID';
  };
  if (settings.grades.length === 0 || settings.grades.some((g) => !GRADES.includes(g))) {
    bad('grades');
  }
  if (settings.productCodes.some((code) => !/^[A-Z0-9_]{1,20}$/.test(code))) bad('productCodes');
  const { minTermDays: min, maxTermDays: max } = settings;
  if (!Number.isInteger(min) || min < 1 || min > MAX_TERM_DAYS) bad('minTermDays');
  if (!Number.isInteger(max) || max < 1 || max > MAX_TERM_DAYS || max < min) bad('maxTermDays');
  if (
    !PERCENT.test(settings.minInterestPercent) ||
    percentHundredths(settings.minInterestPercent) > 100_00n
  ) {
    bad('minInterestPercent');
  }
  const amount = isRupiah(settings.amountPerLoan) ? toSen(settings.amountPerLoan) : -1n;
  if (amount <= 0n) bad('amountPerLoan');
  if (!isRupiah(settings.maxTotal) || toSen(settings.maxTotal) < (amount > 0n ? amount : 1n)) {
    bad('maxTotal');
  }
  if (!isRupiah(settings.keepBalance)) bad('keepBalance');
  return problems;
}

/**
 * Why the lender's money leaves no room for this rule, or null: the rule's maximum total is
 * funded, or the active balance is at or below the balance to keep.
 */
export function exhaustion(
  settings: AutoLendSettings,
  facts: AutoLendFacts,
): ExhaustionCode | null {
  if (toSen(facts.investedTotal) >= toSen(settings.maxTotal)) return 'MAX_TOTAL_REACHED';
  if (toSen(facts.activeBalance) <= toSen(settings.keepBalance)) return 'BALANCE_BELOW_KEEP';
  return null;
}

type Check = (context: AutoLendContext, event: AutoLendEvent) => AutoLendReasonCode | null;

const actorOf = (event: AutoLendEvent) => ('actor' in event ? event.actor : null);

const isOwner: Check = (context, event) => {
  const actor = actorOf(event);
  if (actor?.role !== 'lender') return 'WRONG_ROLE';
  return actor.userId === context.lenderId ? null : 'NOT_OWNER';
};
const isPlatform: Check = () => null;
const validSettings: Check = (_, event) =>
  (event.type === 'rule.enable' || event.type === 'rule.update') &&
  Object.keys(settingsProblems(event.settings)).length > 0
    ? 'SETTINGS_INVALID'
    : null;
const authorised: Check = (_, event) =>
  event.type === 'rule.enable' && !event.authorisation ? 'AUTHORISATION_MISSING' : null;

export const autoLendChecks: Record<AutoLendEventType, readonly Check[]> = {
  'rule.enable': [isOwner, validSettings, authorised],
  'rule.update': [isOwner, validSettings],
  'rule.pause': [isOwner],
  'rule.resume': [isOwner],
  'rule.close': [isOwner],
  'rule.check': [isPlatform],
  'rule.funded': [isPlatform],
};

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(context: AutoLendContext, event: AutoLendEvent): AutoLendReasonCode | null {
  for (const check of autoLendChecks[event.type]) {
    const reason = check(context, event);
    if (reason) return reason;
  }
  return null;
}

/** What the rule's exhaustion would be after this event (its settings, the event's facts). */
export function exhaustionAfter(context: AutoLendContext, event: AutoLendEvent) {
  const settings = 'settings' in event ? event.settings : context.settings;
  if (!settings || !('facts' in event)) return null;
  return exhaustion(settings, event.facts);
}

/** A loan as auto-lend compares it with a rule. */
export type LoanForRule = {
  grade: Grade | null;
  productCode: string;
  periodDays: number | null;
  interestPercent: string | null;
};

export type MismatchCode = 'GRADE' | 'PRODUCT' | 'TERM' | 'INTEREST';

/** Why this rule does not fund this kind of loan; null when it matches. */
export function loanMismatch(settings: AutoLendSettings, loan: LoanForRule): MismatchCode | null {
  if (!loan.grade || !settings.grades.includes(loan.grade)) return 'GRADE';
  if (settings.productCodes.length > 0 && !settings.productCodes.includes(loan.productCode)) {
    return 'PRODUCT';
  }
  const days = loan.periodDays;
  if (days === null || days < settings.minTermDays || days > settings.maxTermDays) return 'TERM';
  const interest = loan.interestPercent;
  if (
    interest === null ||
    !isRupiah(interest) ||
    percentHundredths(interest) < percentHundredths(settings.minInterestPercent)
  ) {
    return 'INTEREST';
  }
  return null;
}

export type OptOutRefusalCode =
  | 'PREVIEW_OVER'
  | 'RULE_NOT_ACTIVE'
  | 'NOT_OWNER'
  | 'NO_MATCH'
  | 'ALREADY_OPTED_OUT'
  | 'NOT_OPTED_OUT';

/** What decides whether a lender may opt a rule out of a loan, or back in. */
export type OptChangeFacts = {
  now: string;
  allocateAt: string | null;
  loanOpen: boolean;
  ruleOwner: string;
  lenderId: string;
  ruleState: AutoLendStateName;
  mismatch: MismatchCode | null;
};

/**
 * Whether a lender may opt one of their rules out of a loan now, or undo that: only during the
 * loan's preview window (before auto-lend allocates it), for a rule of theirs that is not closed
 * and matches the loan. Instants are ISO strings of the same clock. The opt-out machine
 * (opt-out.machine.ts) guards both ways with it.
 */
export function optOutRefusal(facts: OptChangeFacts): OptOutRefusalCode | null {
  if (facts.ruleOwner !== facts.lenderId) return 'NOT_OWNER';
  if (
    !facts.loanOpen ||
    !facts.allocateAt ||
    Date.parse(facts.now) >= Date.parse(facts.allocateAt)
  ) {
    return 'PREVIEW_OVER';
  }
  if (facts.ruleState === 'closed' || facts.ruleState === 'draft') return 'RULE_NOT_ACTIVE';
  if (facts.mismatch) return 'NO_MATCH';
  return null;
}
