// The regulator's quality buckets by days past due, at every boundary, and a loan's worst.
import { describe, expect, it } from 'vitest';
import {
  creditQualityLabels,
  creditQualityOf,
  worstQuality,
} from '../../machines/installment/installment.quality.ts';

describe('credit quality', () => {
  it.each([
    [-3, 'CURRENT'],
    [0, 'CURRENT'],
    [1, 'SPECIAL_MENTION'],
    [30, 'SPECIAL_MENTION'],
    [31, 'SUBSTANDARD'],
    [60, 'SUBSTANDARD'],
    [61, 'DOUBTFUL'],
    [90, 'DOUBTFUL'],
    [91, 'LOSS'],
    [400, 'LOSS'],
  ] as const)('%i days past due is %s', (days, quality) => {
    expect(creditQualityOf(days)).toBe(quality);
  });

  it("takes a loan's worst installment, current when none is unpaid", () => {
    expect(worstQuality([])).toBe('CURRENT');
    expect(worstQuality(['SPECIAL_MENTION', 'DOUBTFUL', 'CURRENT'])).toBe('DOUBTFUL');
    expect(creditQualityLabels.LOSS.id).toBe('Macet (lebih dari 90 hari)');
  });
});
