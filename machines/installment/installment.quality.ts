// The regulator's quality of a funding by days past due (issue 19; OJK's kualitas pendanaan for
// P2P lending, the buckets the TKB figures are built on): current; 1–30 days special mention;
// 31–60 substandard; 61–90 doubtful; over 90 loss. The buckets are the installment machine's
// arrears states (installment.machine.ts), moved by the daily tick with guards on these days;
// everything else reads the state (installment.selectors.ts `creditQuality`). A loan's quality
// is its worst unpaid installment's.
import type { Text } from '../shared/i18n-text.ts';

export const CREDIT_QUALITIES = [
  'CURRENT',
  'SPECIAL_MENTION',
  'SUBSTANDARD',
  'DOUBTFUL',
  'LOSS',
] as const;
export type CreditQuality = (typeof CREDIT_QUALITIES)[number];

/** The installment machine's arrears state of each bucket, in the same order. */
export const ARREARS_STATES = [
  'current',
  'specialMention',
  'substandard',
  'doubtful',
  'loss',
] as const;
export type ArrearsState = (typeof ARREARS_STATES)[number];

export const qualityOfState = (state: ArrearsState): CreditQuality =>
  CREDIT_QUALITIES[ARREARS_STATES.indexOf(state)] ?? 'CURRENT';
export const stateOfQuality = (quality: CreditQuality): ArrearsState =>
  ARREARS_STATES[CREDIT_QUALITIES.indexOf(quality)] ?? 'current';

/**
 * The bucket of an installment this many days past its due date (0 or less: current): the
 * machine's guards' rule, not for reading an installment's bucket (read its state).
 */
export function creditQualityOf(daysPastDue: number): CreditQuality {
  if (daysPastDue <= 0) return 'CURRENT';
  if (daysPastDue <= 30) return 'SPECIAL_MENTION';
  if (daysPastDue <= 60) return 'SUBSTANDARD';
  if (daysPastDue <= 90) return 'DOUBTFUL';
  return 'LOSS';
}

/** The worst of several (a loan's, over its unpaid installments); CURRENT when none. */
export const worstQuality = (qualities: readonly CreditQuality[]): CreditQuality =>
  qualities.reduce<CreditQuality>(
    (worst, q) => (CREDIT_QUALITIES.indexOf(q) > CREDIT_QUALITIES.indexOf(worst) ? q : worst),
    'CURRENT',
  );

export const creditQualityLabels: Record<CreditQuality, Text> = {
  CURRENT: { id: 'Lancar', en: 'Current' },
  SPECIAL_MENTION: {
    id: 'Dalam Perhatian Khusus (1–30 hari)',
    en: 'Special mention (1–30 days)',
  },
  SUBSTANDARD: { id: 'Kurang Lancar (31–60 hari)', en: 'Substandard (31–60 days)' },
  DOUBTFUL: { id: 'Diragukan (61–90 hari)', en: 'Doubtful (61–90 days)' },
  LOSS: { id: 'Macet (lebih dari 90 hari)', en: 'Loss (over 90 days)' },
};
