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
import type { Text } from '../shared/i18n-text.ts';
import { fromSen, toSen } from '../shared/money.ts';

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
  return microPercentPerDay(terms, interestSenOf(terms));
}

/** The schedule's whole interest on these terms, in sen. */
const interestSenOf = (terms: BenefitTerms): bigint =>
  toSen(
    repaymentSchedule({
      amount: terms.amount,
      interestPercentPerYear: terms.interestPercentPerYear,
      periodDays: terms.periodDays,
      paymentType: terms.paymentType,
      adminFee: terms.adminFee,
    }).totalInterest,
  );

function microPercentPerDay(terms: BenefitTerms, interestSen: bigint): bigint {
  const benefitSen = interestSen + toSen(terms.adminFee);
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
  /**
   * The largest whole-rupiah admin fee these terms may carry within the cap (the interest counted
   * first; '0' when the interest alone reaches it); null before any rule.
   */
  maxAdminFee: string | null;
};

/** The offer's economic benefit per day against the cap in force on `date` for its purpose. */
export function economicBenefitCheck(
  terms: BenefitTerms,
  funding: { date: string; purpose: FundingPurpose; segment?: Segment },
): BenefitCheck {
  // The schedule once: the figure and the most fee that fits both count its interest.
  const interestSen = interestSenOf(terms);
  const micro = microPercentPerDay(terms, interestSen);
  const rule = rateRule('ECONOMIC_BENEFIT_PER_DAY', {
    ...funding,
    tenorDays: terms.periodDays,
  });
  return {
    percentPerDay: microPercentText(micro),
    rule,
    withinCap: rule === null || micro <= toMicroPercent(rule.percentPerDay),
    maxAdminFee: rule ? fromSen(maxAdminFeeSen(terms, interestSen, rule.percentPerDay)) : null,
  };
}

/**
 * The most admin fee, in whole rupiah, that keeps (interest + fee) ÷ (principal × days) at or
 * under `capPercentPerDay`: the figure is rounded up to millionths of a percent, so the benefit
 * may be at most ⌊cap × principal × days⌋.
 */
function maxAdminFeeSen(
  terms: BenefitTerms,
  interestSen: bigint,
  capPercentPerDay: string,
): bigint {
  const capSen =
    (toMicroPercent(capPercentPerDay) * toSen(terms.amount) * BigInt(terms.periodDays)) /
    100_000_000n;
  const room = capSen - interestSen;
  return room > 0n ? (room / 100n) * 100n : 0n;
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

// ---------------------------------------------------------------------------------------------
// The amount and share limits (issue 21, second slice): what one borrower may have outstanding,
// what share of the platform one lender with its affiliates may hold, and what part of their
// declared yearly income a person may place. Data keyed by the day they take effect, like the
// rates above; the computations that apply them are machines/regulation/funding-limits.ts.

const POJK_10_2022_40_2024 =
  'POJK 10/POJK.05/2022 jo. POJK 40 Tahun 2024 (LPBBTI): batas maksimum pendanaan';
const SEOJK_19_2023_LENDERS =
  'SEOJK 19/SEOJK.06/2023, kriteria Pemberi Dana profesional dan non-profesional (siaran pers OJK 1 Januari 2025; wajib paling lambat 1 Januari 2027)';

/** Each rule's source in both languages: the documents keep their Indonesian names. */
const SOURCE_TEXTS: Record<string, Text> = {
  [SEOJK_19_2023]: {
    id: SEOJK_19_2023,
    en: 'SEOJK 19/SEOJK.06/2023, Chapter VI (maximum economic benefit and late charges)',
  },
  [POJK_10_2022_40_2024]: {
    id: POJK_10_2022_40_2024,
    en: 'POJK 10/POJK.05/2022 as amended by POJK 40 of 2024 (LPBBTI): maximum funding limits',
  },
  [SEOJK_19_2023_LENDERS]: {
    id: SEOJK_19_2023_LENDERS,
    en: 'SEOJK 19/SEOJK.06/2023, criteria for professional and non-professional lenders (OJK press release of 1 January 2025; mandatory by 1 January 2027 at the latest)',
  },
};

/** A limit's source as a person reads it, in both languages (as it is, for one not listed). */
export const regulationSourceText = (source: string): Text =>
  SOURCE_TEXTS[source] ?? { id: source, en: source };

export type BorrowerOutstandingRule = {
  purpose: FundingPurpose;
  from: string;
  until: string | null;
  /** The most one borrower may have outstanding across the platform, rupiah. */
  amount: string;
  /**
   * The platform's condition for this row, or null: its TWP90 at or below `twp90AtMostPercent`
   * at each of the last `monthEnds` month-ends.
   */
  condition: { twp90AtMostPercent: string; monthEnds: number } | null;
  source: string;
};

/**
 * Rp 2 billion per borrower since POJK 10/2022 (in force 4 July 2022); POJK 40/2024 lets a
 * productive funding go up to Rp 5 billion while the platform's TWP90 has stayed at or below 5%
 * for six months (applied here from 1 January 2025, the first day after its publication).
 */
export const BORROWER_OUTSTANDING_RULES: readonly BorrowerOutstandingRule[] = [
  {
    purpose: 'CONSUMPTIVE',
    from: '2022-07-04',
    until: null,
    amount: '2000000000',
    condition: null,
    source: POJK_10_2022_40_2024,
  },
  {
    purpose: 'PRODUCTIVE',
    from: '2022-07-04',
    until: null,
    amount: '2000000000',
    condition: null,
    source: POJK_10_2022_40_2024,
  },
  {
    purpose: 'PRODUCTIVE',
    from: '2025-01-01',
    until: null,
    amount: '5000000000',
    condition: { twp90AtMostPercent: '5', monthEnds: 6 },
    source: POJK_10_2022_40_2024,
  },
];

export type LenderKind = 'ANY' | 'OJK_SUPERVISED';

export type LenderConcentrationRule = {
  /** ANY lender; OJK_SUPERVISED: a financial institution OJK supervises (staff verified it). */
  lender: LenderKind;
  from: string;
  until: string | null;
  /** One lender with its affiliates: at most this percent of the platform's outstanding. */
  percent: string;
  source: string;
};

export const LENDER_CONCENTRATION_RULES: readonly LenderConcentrationRule[] = [
  { lender: 'ANY', from: '2022-07-04', until: null, percent: '25', source: POJK_10_2022_40_2024 },
  {
    lender: 'OJK_SUPERVISED',
    from: '2022-07-04',
    until: null,
    percent: '75',
    source: POJK_10_2022_40_2024,
  },
];

export type LenderCategory = 'NON_PROFESSIONAL' | 'PROFESSIONAL';

export type LenderIncomeRule = {
  category: LenderCategory;
  /** The declared yearly income band, rupiah: above `incomeAbove` (null: from 0), up to `incomeUpTo` (null: no bound). */
  incomeAbove: string | null;
  incomeUpTo: string | null;
  from: string;
  until: string | null;
  /** A person's outstanding funding: at most this percent of their declared yearly income. */
  percent: string;
  source: string;
};

/**
 * A person (resident, the platform's only kind) with a declared yearly income up to Rp 500
 * million is a non-professional lender and places at most 10% of it with one platform; above it
 * a professional one, at most 20%. Companies and institutions are professional lenders with no
 * income share (the concentration limit holds them). OJK requires it of newly acquired lenders by
 * 1 January 2027 at the latest; this platform applies it from 1 January 2025, when OJK published
 * the criteria, to every lender.
 */
export const LENDER_INCOME_RULES: readonly LenderIncomeRule[] = [
  {
    category: 'NON_PROFESSIONAL',
    incomeAbove: null,
    incomeUpTo: '500000000',
    from: '2025-01-01',
    until: null,
    percent: '10',
    source: SEOJK_19_2023_LENDERS,
  },
  {
    category: 'PROFESSIONAL',
    incomeAbove: '500000000',
    incomeUpTo: null,
    from: '2025-01-01',
    until: null,
    percent: '20',
    source: SEOJK_19_2023_LENDERS,
  },
];

/** Whether a dated row is in force on `date` (YYYY-MM-DD). */
export const inForce = (rule: { from: string; until: string | null }, date: string) =>
  rule.from <= date && (rule.until === null || date <= rule.until);
