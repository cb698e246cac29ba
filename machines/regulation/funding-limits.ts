// The regulator's amount and share limits applied (issue 21): the rows are data in ojk-limits.ts,
// the facts come in (the API reads them), and these say how much room is left. Pure: no clock, no
// I/O — the day a limit is read for is given.
//
// Definitions (the README's "The regulator's limits" says the same):
// - A borrower's outstanding, for the per-borrower limit: on each of their loans with an offer
//   set and not yet repaid, the principal — the offered value until it is paid out, then the
//   principal not yet repaid. An application still in review does not count (nothing has been
//   offered on it); its own offer is checked when staff set it, with every other offer counted.
// - A lender's outstanding, for the lender limits: money they put into loans and have not had
//   back — on hold in loans still funding (HELD) plus lent principal not yet repaid.
// - The platform's outstanding: every lender's outstanding added up.
import type { LenderLimitFacts } from '../shared/actor.ts';
import { isRupiah, toSen } from '../shared/money.ts';
import {
  BORROWER_OUTSTANDING_RULES,
  type BorrowerOutstandingRule,
  type FundingPurpose,
  inForce,
  LENDER_CONCENTRATION_RULES,
  LENDER_INCOME_RULES,
  type LenderCategory,
  type LenderConcentrationRule,
  type LenderIncomeRule,
} from './ojk-limits.ts';

const hundredths = (percent: string) => toSen(percent);
const senOf = (rupiah: string) => (isRupiah(rupiah) ? toSen(rupiah) : 0n);
const atLeastZero = (sen: bigint) => (sen > 0n ? sen : 0n);

// --- Per borrower ------------------------------------------------------------------------------

/** What the per-borrower limit reads: the borrower's other loans and the platform's history. */
export type BorrowerExposure = {
  /** Principal outstanding or offered on the borrower's other loans, rupiah. */
  otherOutstanding: string;
  /**
   * The platform's TWP90 (percent, two decimals) at each completed month-end, oldest first
   * (api: the disclosure's own figures); null where nothing was outstanding at that month-end.
   */
  twp90MonthEnds: readonly (string | null)[];
};

/** Whether a row's platform condition holds on this history: every month-end counted, none empty. */
function conditionHolds(
  condition: BorrowerOutstandingRule['condition'],
  twp90MonthEnds: readonly (string | null)[],
): boolean {
  if (condition === null) return true;
  const last = twp90MonthEnds.slice(-condition.monthEnds);
  // A month-end with nothing outstanding has no ratio to stay under: it does not count as met.
  return (
    last.length === condition.monthEnds &&
    last.every(
      (twp90) =>
        twp90 !== null &&
        isRupiah(twp90) &&
        toSen(twp90) <= hundredths(condition.twp90AtMostPercent),
    )
  );
}

export type BorrowerLimit = {
  /** The row that gives the limit, null before any row (no limit). */
  rule: BorrowerOutstandingRule | null;
  limitSen: bigint | null;
  outstandingSen: bigint;
  /** What a new offer may add, in sen (null: no limit). */
  roomSen: bigint | null;
  /** The raised productive limit's row, when one is in force but its condition fails. */
  notMet: BorrowerOutstandingRule | null;
};

/** The per-borrower limit in force on `date` for this purpose: the highest row whose condition holds. */
export function borrowerLimit(
  exposure: BorrowerExposure,
  date: string,
  purpose: FundingPurpose,
): BorrowerLimit {
  const rows = BORROWER_OUTSTANDING_RULES.filter(
    (rule) => rule.purpose === purpose && inForce(rule, date),
  );
  const met = rows.filter((rule) => conditionHolds(rule.condition, exposure.twp90MonthEnds));
  const rule = met.reduce<BorrowerOutstandingRule | null>(
    (best, row) => (best === null || toSen(row.amount) > toSen(best.amount) ? row : best),
    null,
  );
  const notMet =
    rows.find(
      (row) =>
        row.condition !== null &&
        !met.includes(row) &&
        (rule === null || toSen(row.amount) > toSen(rule.amount)),
    ) ?? null;
  const outstandingSen = senOf(exposure.otherOutstanding);
  const limitSen = rule ? toSen(rule.amount) : null;
  return {
    rule,
    limitSen,
    outstandingSen,
    roomSen: limitSen === null ? null : atLeastZero(limitSen - outstandingSen),
    notMet,
  };
}

/**
 * The most one application may ask for on `date`: the per-borrower limit itself for its purpose
 * (the raised productive row when the platform's month-end history meets its condition), in sen;
 * null when no row is in force. The borrower's other loans are not counted here: an application
 * takes no room until staff offer it, and the room they leave is the offer's check (offer.set).
 */
export function applicationValueLimitSen(
  date: string,
  purpose: FundingPurpose,
  twp90MonthEnds: readonly (string | null)[] = [],
): bigint | null {
  return borrowerLimit({ otherOutstanding: '0', twp90MonthEnds }, date, purpose).limitSen;
}

/** Whether an application value (rupiah) asks for more than that limit (null: no limit). */
export function aboveApplicationValueLimit(value: string, limitSen: bigint | null): boolean {
  return limitSen !== null && isRupiah(value) && toSen(value) > limitSen;
}

// --- Per lender --------------------------------------------------------------------------------

export type IncomeLimit = {
  /** NON_PROFESSIONAL / PROFESSIONAL by the declared income; INSTITUTION for a company. */
  category: LenderCategory | 'INSTITUTION';
  rule: LenderIncomeRule | null;
  /** A person under a rule in force with no declaration: nothing may be funded until they declare. */
  undeclared: boolean;
  limitSen: bigint | null;
  outstandingSen: bigint;
  roomSen: bigint | null;
};

/** The part of their declared yearly income a person may have outstanding on `date`. */
export function incomeLimit(facts: LenderLimitFacts, date: string): IncomeLimit {
  const outstandingSen = senOf(facts.outstanding);
  const none = { rule: null, undeclared: false, limitSen: null, outstandingSen, roomSen: null };
  if (!facts.isPersonal) return { category: 'INSTITUTION', ...none };
  const rows = LENDER_INCOME_RULES.filter((rule) => inForce(rule, date));
  if (rows.length === 0) return { category: 'NON_PROFESSIONAL', ...none };
  const declared = facts.declaredYearlyIncome;
  if (declared === null || !isRupiah(declared)) {
    return { category: 'NON_PROFESSIONAL', ...none, undeclared: true, roomSen: 0n };
  }
  const income = toSen(declared);
  const rule =
    rows.find(
      (row) =>
        (row.incomeAbove === null || income > toSen(row.incomeAbove)) &&
        (row.incomeUpTo === null || income <= toSen(row.incomeUpTo)),
    ) ?? null;
  if (!rule) return { category: 'NON_PROFESSIONAL', ...none };
  // Whole sen, rounded down: a limit is never read as more than it is.
  const limitSen = (income * hundredths(rule.percent)) / 10_000n;
  return {
    category: rule.category,
    rule,
    undeclared: false,
    limitSen,
    outstandingSen,
    roomSen: atLeastZero(limitSen - outstandingSen),
  };
}

export type ConcentrationLimit = {
  rule: LenderConcentrationRule | null;
  /** False while the platform's outstanding after the funding stays at or under the floor. */
  enforcedNow: boolean;
  floorSen: bigint;
  groupOutstandingSen: bigint;
  platformOutstandingSen: bigint;
  /** The lender with affiliates' most, as the platform stands now (null: no rule). */
  limitSen: bigint | null;
  roomSen: bigint | null;
};

/**
 * One lender with its affiliates at most the rule's percent of the platform's outstanding, the
 * funding itself counted on both sides: (g + a) ≤ p × (P + a), so a ≤ (p·P − g) ÷ (1 − p). A
 * young platform cannot meet a share (its first lender holds 100%), so nothing is enforced while
 * the platform's outstanding after the funding is at or under the floor (a setting): the room is
 * the larger of the two.
 */
export function concentrationLimit(facts: LenderLimitFacts, date: string): ConcentrationLimit {
  const kind = facts.ojkSupervised && !facts.isPersonal ? 'OJK_SUPERVISED' : 'ANY';
  const rule =
    LENDER_CONCENTRATION_RULES.find((row) => row.lender === kind && inForce(row, date)) ?? null;
  const g = senOf(facts.groupOutstanding);
  const platform = senOf(facts.platformOutstanding);
  const floorSen = senOf(facts.concentrationFloor);
  const base = { floorSen, groupOutstandingSen: g, platformOutstandingSen: platform };
  if (!rule) return { rule, enforcedNow: false, ...base, limitSen: null, roomSen: null };
  const p = hundredths(rule.percent); // hundredths of a percent: 25% = 2500
  const whole = 10_000n;
  const shareRoom = p >= whole ? null : atLeastZero((p * platform - whole * g) / (whole - p));
  const floorRoom = atLeastZero(floorSen - platform);
  const roomSen = shareRoom === null ? null : shareRoom > floorRoom ? shareRoom : floorRoom;
  return {
    rule,
    enforcedNow: platform > floorSen,
    ...base,
    limitSen: (p * platform) / whole,
    roomSen,
  };
}

export type LenderRoom = {
  income: IncomeLimit;
  concentration: ConcentrationLimit;
  /** The most the lender may fund now under both limits, sen (null: neither limits them). */
  roomSen: bigint | null;
};

export function lenderRoom(facts: LenderLimitFacts, date: string): LenderRoom {
  const income = incomeLimit(facts, date);
  const concentration = concentrationLimit(facts, date);
  const rooms = [income.roomSen, concentration.roomSen].filter((r): r is bigint => r !== null);
  const roomSen = rooms.length === 0 ? null : rooms.reduce((a, b) => (a < b ? a : b));
  return { income, concentration, roomSen };
}
