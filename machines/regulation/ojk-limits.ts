// The regulator's limits for P2P lending (LPBBTI), as data: each limit is a row keyed by the date
// it takes effect × the funding's purpose (productive / consumptive) × the borrower's segment ×
// the tenor band, with its source beside it. The published figures change by date and differ by
// purpose, segment and tenor, and secondary sources disagree on some of them, so they are never
// constants in code: a revision is a new row with its own effective date. The README's
// "Regulator's limits" lists every row, its source and where it is enforced; tests/machines/
// ojk-limits.test.ts has a test per row.
//
// Rates are percent per calendar day with up to 6 decimals ('0.067'); amounts are rupiah strings.
// Pure: no clock — the caller says which day a limit is read for.
import { toMicroPercent } from '../installment/installment.charges.ts';
import {
  repaymentSchedule,
  type SchedulePaymentType,
} from '../installment/installment.schedule.ts';
import { toSen } from '../shared/money.ts';

export type FundingPurpose = 'PRODUCTIVE' | 'CONSUMPTIVE';
export const FUNDING_PURPOSES: readonly FundingPurpose[] = ['PRODUCTIVE', 'CONSUMPTIVE'];
export const isFundingPurpose = (value: unknown): value is FundingPurpose =>
  value === 'PRODUCTIVE' || value === 'CONSUMPTIVE';

/**
 * The borrower's segment, where a rule distinguishes it: micro and ultra-micro businesses, small
 * and medium ones; ANY where the rule does not.
 */
export type Segment = 'ANY' | 'MICRO' | 'SMALL_MEDIUM';

export type RateLimit = 'ECONOMIC_BENEFIT_PER_DAY' | 'LATE_CHARGE_PER_DAY';

export type RateRule = {
  limit: RateLimit;
  purpose: FundingPurpose;
  segment: Segment;
  /** The tenor band in days, bounds included; null for no bound. */
  tenorDays: { min: number | null; max: number | null };
  /** YYYY-MM-DD, the first day the rule applies; `until` the last (null: still in force). */
  from: string;
  until: string | null;
  percentPerDay: string;
  source: string;
};

const SEOJK_19_2023 = 'SEOJK 19/SEOJK.06/2023, Bab VI (batas maksimum manfaat ekonomi dan denda)';
const ANY_TENOR = { min: null, max: null } as const;

/**
 * SEOJK 19/SEOJK.06/2023 as published on 8 November 2023. Economic benefit (interest, admin and
 * platform fees, any other cost — not late charges, stamp duty or tax) per calendar day of the
 * principal in the agreement: productive 0.1% for 2024–2025 then 0.067%; consumptive 0.3% (2024),
 * 0.2% (2025), 0.1% (from 2026). Late charges per day on the amount overdue: the same figures.
 * Reports of a 2025 revision (micro and ultra-micro productive 0.275% → 0.1%, consumptive over
 * six months 0.2%) are not in a published SEOJK this platform has on file: not applied (README).
 */
export const RATE_RULES: readonly RateRule[] = (
  [
    ['ECONOMIC_BENEFIT_PER_DAY', 'PRODUCTIVE', '2024-01-01', '2025-12-31', '0.1'],
    ['ECONOMIC_BENEFIT_PER_DAY', 'PRODUCTIVE', '2026-01-01', null, '0.067'],
    ['ECONOMIC_BENEFIT_PER_DAY', 'CONSUMPTIVE', '2024-01-01', '2024-12-31', '0.3'],
    ['ECONOMIC_BENEFIT_PER_DAY', 'CONSUMPTIVE', '2025-01-01', '2025-12-31', '0.2'],
    ['ECONOMIC_BENEFIT_PER_DAY', 'CONSUMPTIVE', '2026-01-01', null, '0.1'],
    ['LATE_CHARGE_PER_DAY', 'PRODUCTIVE', '2024-01-01', '2025-12-31', '0.1'],
    ['LATE_CHARGE_PER_DAY', 'PRODUCTIVE', '2026-01-01', null, '0.067'],
    ['LATE_CHARGE_PER_DAY', 'CONSUMPTIVE', '2024-01-01', '2024-12-31', '0.3'],
    ['LATE_CHARGE_PER_DAY', 'CONSUMPTIVE', '2025-01-01', '2025-12-31', '0.2'],
    ['LATE_CHARGE_PER_DAY', 'CONSUMPTIVE', '2026-01-01', null, '0.1'],
  ] as const
).map(([limit, purpose, from, until, percentPerDay]) => ({
  limit,
  purpose,
  segment: 'ANY',
  tenorDays: ANY_TENOR,
  from,
  until,
  percentPerDay,
  source: SEOJK_19_2023,
}));

/** All economic benefit and all late charges together: at most this percent of the principal. */
export const TOTAL_CHARGES_CAP_PERCENT = {
  value: '100',
  source: SEOJK_19_2023,
} as const;

export type RateQuery = {
  /** The day the funding is agreed (YYYY-MM-DD): the rule in force that day applies throughout. */
  date: string;
  purpose: FundingPurpose;
  segment?: Segment;
  tenorDays: number;
};

const inBand = (band: RateRule['tenorDays'], days: number) =>
  (band.min === null || days >= band.min) && (band.max === null || days <= band.max);

/**
 * The rule in force for this funding, or null before any rule (a date before 2024). A rule for
 * the borrower's own segment wins over one for ANY segment.
 */
export function rateRule(limit: RateLimit, query: RateQuery): RateRule | null {
  const segment = query.segment ?? 'ANY';
  const candidates = RATE_RULES.filter(
    (rule) =>
      rule.limit === limit &&
      rule.purpose === query.purpose &&
      (rule.segment === segment || rule.segment === 'ANY') &&
      inBand(rule.tenorDays, query.tenorDays) &&
      rule.from <= query.date &&
      (rule.until === null || query.date <= rule.until),
  );
  return candidates.find((rule) => rule.segment === segment) ?? candidates[0] ?? null;
}

export type BenefitTerms = {
  /** The principal in the agreement, rupiah. */
  amount: string;
  interestPercentPerYear: string;
  periodDays: number;
  paymentType: SchedulePaymentType;
  /** Admin and platform fees charged to the borrower, rupiah. */
  adminFee: string;
};

/**
 * The economic benefit per calendar day as OJK computes it: total benefit (the schedule's
 * interest plus the fees) ÷ (principal × tenor in days), in millionths of a percent, rounded UP
 * (a figure at the cap's edge is never shown as just under it).
 */
export function economicBenefitMicroPercentPerDay(terms: BenefitTerms): bigint {
  const schedule = repaymentSchedule({
    amount: terms.amount,
    interestPercentPerYear: terms.interestPercentPerYear,
    periodDays: terms.periodDays,
    paymentType: terms.paymentType,
    adminFee: terms.adminFee,
  });
  const benefitSen = toSen(schedule.totalInterest) + toSen(terms.adminFee);
  const denominator = toSen(terms.amount) * BigInt(terms.periodDays);
  // percent × 10^6 = benefit / (principal × days) × 100 × 10^6
  const numerator = benefitSen * 100_000_000n;
  return (numerator + denominator - 1n) / denominator;
}

/** A percent per day in millionths, as a decimal string without trailing zeros ('0.0612'). */
export function microPercentText(micro: bigint): string {
  const whole = micro / 1_000_000n;
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

export type BenefitCheck = {
  /** The offer's figure, percent per day. */
  percentPerDay: string;
  /** The cap in force, or null before any rule. */
  rule: RateRule | null;
  withinCap: boolean;
};

/** The offer's economic benefit per day against the cap in force on `date` for its purpose. */
export function economicBenefitCheck(
  terms: BenefitTerms,
  funding: { date: string; purpose: FundingPurpose; segment?: Segment },
): BenefitCheck {
  const micro = economicBenefitMicroPercentPerDay(terms);
  const rule = rateRule('ECONOMIC_BENEFIT_PER_DAY', {
    ...funding,
    tenorDays: terms.periodDays,
  });
  return {
    percentPerDay: microPercentText(micro),
    rule,
    withinCap: rule === null || micro <= toMicroPercent(rule.percentPerDay),
  };
}

/**
 * The late charge a loan agreed on `agreedOn` (YYYY-MM-DD) carries, percent of the unpaid amount
 * due per day: products keep no rate of their own, so it is the most OJK allows for the loan's
 * purpose on that day (LATE_CHARGE_PER_DAY), for the whole life of the loan.
 */
export function lateChargePercentPerDay(agreedOn: string, purpose: FundingPurpose): string {
  const rule = rateRule('LATE_CHARGE_PER_DAY', { date: agreedOn, purpose, tenorDays: 0 });
  if (!rule) throw new RangeError(`no late-charge rule in force on ${agreedOn}`);
  return rule.percentPerDay;
}

/**
 * What a loan's late charges may still add: all economic benefit (the agreed interest and fees)
 * and all late charges together never above TOTAL_CHARGES_CAP_PERCENT (100%) of the principal in
 * the agreement. In sen, never below zero.
 */
export function lateChargeRoomSen(loan: {
  principalSen: bigint;
  /** The agreed interest and fees. */
  benefitSen: bigint;
  /** Every late charge counted so far, paid or not (and any held back during a review). */
  lateChargesSen: bigint;
}): bigint {
  const capSen = (loan.principalSen * BigInt(TOTAL_CHARGES_CAP_PERCENT.value)) / 100n;
  const room = capSen - loan.benefitSen - loan.lateChargesSen;
  return room > 0n ? room : 0n;
}
