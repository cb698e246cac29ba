// The risk grade of a loan: rating ↔ grade, and the interest band each rating allows within the
// product's range.
import { describe, expect, it } from 'vitest';
import { toSen } from '../../machines/shared/money.ts';
import {
  GRADES,
  gradeOf,
  interestBand,
  RISK_RATINGS,
  ratingOfGrade,
  riskRatingTexts,
} from '../../machines/shared/risk-rating.ts';

describe('risk rating and grade', () => {
  it('grades A (low) to E (high), and back', () => {
    expect(RISK_RATINGS.map(gradeOf)).toEqual(['A', 'B', 'C', 'D', 'E']);
    for (const grade of GRADES) expect(gradeOf(ratingOfGrade(grade))).toBe(grade);
  });

  it('words each rating in both languages, as the spec lists them', () => {
    expect(RISK_RATINGS.map((r) => riskRatingTexts[r].en.toLowerCase())).toEqual([
      'low',
      'low to medium',
      'medium',
      'medium to high',
      'high',
    ]);
    expect(riskRatingTexts.MEDIUM_TO_HIGH.id).toBe('Menengah ke Tinggi');
  });
});

describe('interestBand', () => {
  it('cuts 9–13 into five bands of 0.80, the cheapest for the lowest risk', () => {
    expect(RISK_RATINGS.map((r) => interestBand('9.00', '13.00', r))).toEqual([
      { low: '9.00', high: '9.80' },
      { low: '9.80', high: '10.60' },
      { low: '10.60', high: '11.40' },
      { low: '11.40', high: '12.20' },
      { low: '12.20', high: '13.00' },
    ]);
  });

  it('rounds a lower bound down and an upper bound up to the hundredth', () => {
    // 10–11: a band is 0.20 exactly; 10.00–10.01: 0.002 each, so bands widen to the hundredth.
    expect(interestBand('10.00', '11.00', 'MEDIUM')).toEqual({ low: '10.40', high: '10.60' });
    expect(RISK_RATINGS.map((r) => interestBand('10.00', '10.01', r))).toEqual([
      { low: '10.00', high: '10.01' },
      { low: '10.00', high: '10.01' },
      { low: '10.00', high: '10.01' },
      { low: '10.00', high: '10.01' },
      { low: '10.00', high: '10.01' },
    ]);
    // 12–18.01: 601 hundredths, 120.2 per band.
    expect(interestBand('12.00', '18.01', 'LOW_TO_MEDIUM')).toEqual({
      low: '13.20',
      high: '14.41',
    });
  });

  it('covers the whole range: every rate fits some grade, and the ends are the range', () => {
    for (const [low, high] of [
      ['9.00', '13.00'],
      ['12.00', '18.00'],
      ['13.00', '20.00'],
      ['10.00', '10.03'],
      ['7.77', '7.77'],
    ] as const) {
      const bands = RISK_RATINGS.map((r) => interestBand(low, high, r));
      expect(bands[0]?.low).toBe(low);
      expect(bands[4]?.high).toBe(high);
      for (let sen = toSen(low); sen <= toSen(high); sen += 1n) {
        const fits = bands.some((b) => toSen(b.low) <= sen && sen <= toSen(b.high));
        expect(fits, `${sen} in ${low}–${high}`).toBe(true);
      }
    }
  });
});
