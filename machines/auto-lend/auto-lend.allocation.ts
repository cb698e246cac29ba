// How auto-lend shares one loan among its rules (issue 21), pure so that every tier and the tests
// read the same rule.
//
// The fairness rule: rules are served oldest waiting first (the rule that has waited longest
// since it was enabled, resumed or last funded), ties by the rule's id. A lender gets at most one
// share per round: round 1 takes each lender's longest-waiting rule, round 2 each lender's next
// one, and so on, until the loan's auto-lend part is used up or the rules are. A rule funds a
// loan at most once (its idempotency key is the rule and the loan). Why: first-come-first-served
// by the time a rule was set up would let the earliest lenders take every loan; waiting time
// rotates the loans among lenders, and one share per lender per round keeps a lender with many
// rules from crowding out the others.
//
// The reserve: auto-lend brings a loan's commitment to at most its need less the reserve (a
// percentage of the need, rounded up to the rupiah), so manual lenders always find part of each
// loan. Shares are whole rupiah; a share smaller than the loan's minimum funding is skipped.
import { toSen } from '../shared/money.ts';
import type { AutoLendSettings } from './auto-lend.types.ts';

export type AllocationCandidate = {
  ruleId: string;
  lenderId: string;
  /** ISO instant; older first. */
  waitingSince: string;
};

const byWaiting = (a: AllocationCandidate, b: AllocationCandidate) =>
  Date.parse(a.waitingSince) - Date.parse(b.waitingSince) ||
  Number(a.ruleId) - Number(b.ruleId) ||
  (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);

/** The rules in the order they are offered a share, each with its round (1, 2, …). */
export function allocationOrder<C extends AllocationCandidate>(
  candidates: readonly C[],
): Array<C & { round: number }> {
  const sorted = [...candidates].sort(byWaiting);
  const seen = new Map<string, number>();
  const withRound = sorted.map((candidate) => {
    const round = (seen.get(candidate.lenderId) ?? 0) + 1;
    seen.set(candidate.lenderId, round);
    return { ...candidate, round };
  });
  // Stable: within a round the waiting order holds.
  return withRound
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => a.candidate.round - b.candidate.round || a.index - b.index)
    .map(({ candidate }) => candidate);
}

/** The reserve kept for manual lenders, in sen: the percentage of the need, up to the rupiah. */
export function reserveSen(needSen: bigint, reservePercent: number): bigint {
  const hundredths = BigInt(Math.round(reservePercent * 100));
  const sen = (needSen * hundredths + 9_999n) / 10_000n;
  return ((sen + 99n) / 100n) * 100n;
}

/** What auto-lend may still put into the loan now, in sen. */
export function autoLendRoomSen(
  needSen: bigint,
  commitmentSen: bigint,
  reservePercent: number,
): bigint {
  const room = needSen - reserveSen(needSen, reservePercent) - commitmentSen;
  return room > 0n ? room : 0n;
}

export type ShareSkip =
  | 'AUTO_LEND_PART_FULL'
  | 'BALANCE_BELOW_KEEP'
  | 'MAX_TOTAL_REACHED'
  | 'BELOW_MINIMUM';

export type ShareFacts = {
  settings: AutoLendSettings;
  /** What auto-lend may still put into this loan (autoLendRoomSen). */
  roomSen: bigint;
  /** The loan's need less its commitment. */
  remainingNeedSen: bigint;
  /** The product's minimum funding. */
  minimumSen: bigint;
  /** The lender's active balance now. */
  activeSen: bigint;
  /** What this rule funded and is not refunded. */
  investedSen: bigint;
};

/**
 * The share this rule offers the loan now, in whole rupiah (sen), or why it offers none: the
 * smallest of the rule's amount per loan, the loan's auto-lend room, the balance above the one
 * to keep and what is left of the rule's maximum total — and at least the loan's minimum funding
 * (or its whole remaining need, when that is less).
 */
export function shareFor(facts: ShareFacts): { amountSen: bigint } | { skip: ShareSkip } {
  const limits: Array<[bigint, ShareSkip]> = [
    [facts.roomSen, 'AUTO_LEND_PART_FULL'],
    [facts.activeSen - toSen(facts.settings.keepBalance), 'BALANCE_BELOW_KEEP'],
    [toSen(facts.settings.maxTotal) - facts.investedSen, 'MAX_TOTAL_REACHED'],
    [toSen(facts.settings.amountPerLoan), 'BELOW_MINIMUM'],
  ];
  let amount = facts.remainingNeedSen;
  let binding: ShareSkip = 'AUTO_LEND_PART_FULL';
  for (const [limit, reason] of limits) {
    if (limit < amount) {
      amount = limit;
      binding = reason;
    }
  }
  amount = amount > 0n ? (amount / 100n) * 100n : 0n;
  const least =
    facts.minimumSen < facts.remainingNeedSen ? facts.minimumSen : facts.remainingNeedSen;
  if (amount <= 0n || amount < least) return { skip: binding };
  return { amountSen: amount };
}
