// The spec's risk ratings (§3: "low, low to medium, medium, medium to high, high"), the grade a
// lender reads for each, and the interest a rating allows.
//
// Decisions:
// - One enumeration for the spec's one list: the psychometric survey already rates people with
//   these codes (and GraphQL's `RiskRating` enum spells them so), so a loan's rating uses the same
//   codes rather than a second spelling of the same words.
// - Lenders see a grade, A (low risk) to E (high risk), always with the rating's words beside it:
//   a letter alone says nothing to someone who has not read this file.
// - The rating fixes the interest: the product's range [low, high] is cut into five equal bands,
//   band i for rating i (LOW the cheapest, HIGH the dearest). Computed in hundredths of a percent;
//   a band's lower bound rounds down and its upper bound up to the hundredth, and both bounds are
//   inclusive, so neighbouring bands share a bound and every rate of the range fits some grade.
import type { Text } from './i18n-text.ts';
import { fromSen, toSen } from './money.ts';

export const RISK_RATINGS = ['LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH'] as const;

export type RiskRating = (typeof RISK_RATINGS)[number];

export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

export type Grade = (typeof GRADES)[number];

export const isGrade = (value: unknown): value is Grade =>
  typeof value === 'string' && (GRADES as readonly string[]).includes(value);

export const isRiskRating = (value: unknown): value is RiskRating =>
  typeof value === 'string' && (RISK_RATINGS as readonly string[]).includes(value);

export const gradeOf = (rating: RiskRating): Grade => GRADES[RISK_RATINGS.indexOf(rating)] ?? 'E';

export const ratingOfGrade = (grade: Grade): RiskRating =>
  RISK_RATINGS[GRADES.indexOf(grade)] ?? 'HIGH';

/** The rating's words, Indonesian first (the survey's words for the same list). */
export const riskRatingTexts: Record<RiskRating, Text> = {
  LOW: { id: 'Rendah', en: 'Low' },
  LOW_TO_MEDIUM: { id: 'Rendah ke Menengah', en: 'Low to medium' },
  MEDIUM: { id: 'Menengah', en: 'Medium' },
  MEDIUM_TO_HIGH: { id: 'Menengah ke Tinggi', en: 'Medium to high' },
  HIGH: { id: 'Tinggi', en: 'High' },
};

/** The interest band of a rating within the product's range (percent decimal strings). */
export function interestBand(
  low: string,
  high: string,
  rating: RiskRating,
): { low: string; high: string } {
  const bands = BigInt(RISK_RATINGS.length);
  const index = BigInt(RISK_RATINGS.indexOf(rating));
  const from = toSen(low);
  const width = toSen(high) - from;
  // width ≥ 0, so bigint division (towards zero) rounds down; adding bands − 1 first rounds up.
  const lower = from + (index * width) / bands;
  const upper = from + ((index + 1n) * width + bands - 1n) / bands;
  return { low: fromSen(lower), high: fromSen(upper) };
}
