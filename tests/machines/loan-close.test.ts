// Issue 19: a paid loan closes by itself once its settling period is over — the loan machine
// decides, from the day the platform's close carries, the day the loan was repaid and the
// period's days; staff may close a paid loan at any time.
import { describe, expect, it } from 'vitest';
import { settlingOver } from '../../machines/loan/loan.rules.ts';
import { nextLoanSnapshot, refusalOf, stageOf } from '../../machines/loan/loan.selectors.ts';
import type { LoanEvent, SettlingFacts } from '../../machines/loan/loan.types.ts';
import { creditOfficer, platform, situations, walk } from '../support/loan-paths.ts';

const SETTLING_DAYS = 7;
const repaidOn = '2027-05-01';
/** The platform's close on the day this many days after the loan was repaid. */
const closeOnDay = (days: number): LoanEvent => ({
  type: 'loan.close',
  actor: platform,
  settling: {
    today: `2027-05-${String(1 + days).padStart(2, '0')}`,
    repaidOn,
    settlingDays: SETTLING_DAYS,
  },
});

const paid = () => walk(situations.PAID);

describe('closing a paid loan', () => {
  it('is refused to the platform on day SETTLING_DAYS − 1 and taken on day SETTLING_DAYS', () => {
    const early = closeOnDay(SETTLING_DAYS - 1);
    expect(refusalOf(paid(), early)?.code).toBe('SETTLING_NOT_OVER');
    expect(paid().can(early)).toBe(false);
    expect(stageOf(nextLoanSnapshot(paid(), early))).toBe('PAID');

    const due = closeOnDay(SETTLING_DAYS);
    expect(refusalOf(paid(), due)).toBeNull();
    expect(stageOf(nextLoanSnapshot(paid(), due))).toBe('CLOSED');
    expect(stageOf(nextLoanSnapshot(paid(), closeOnDay(SETTLING_DAYS + 5)))).toBe('CLOSED');
  });

  it('is refused to the platform without the facts that say the period is over', () => {
    for (const event of [
      { type: 'loan.close', actor: platform },
      {
        ...closeOnDay(SETTLING_DAYS),
        settling: { today: '2027-05-08', repaidOn: null, settlingDays: 7 },
      },
      { ...closeOnDay(SETTLING_DAYS), settling: { today: '8 May', repaidOn, settlingDays: 7 } },
      {
        ...closeOnDay(SETTLING_DAYS),
        settling: { today: '2027-05-08', repaidOn, settlingDays: 1.5 },
      },
    ] as LoanEvent[]) {
      expect(refusalOf(paid(), event)?.code, JSON.stringify(event)).toBe('SETTLING_NOT_OVER');
    }
  });

  it('lets staff close at once, as before', () => {
    const staff: LoanEvent = { type: 'loan.close', actor: creditOfficer };
    expect(refusalOf(paid(), staff)).toBeNull();
    expect(stageOf(nextLoanSnapshot(paid(), staff))).toBe('CLOSED');
  });

  it('is refused in any other stage whatever the day', () => {
    const repaying = walk(situations.LOAN_PERIOD);
    expect(refusalOf(repaying, closeOnDay(30))?.code).toBe('WRONG_STAGE');
  });

  it.each([
    [0, 0, true],
    [6, 7, false],
    [7, 7, true],
    // Across a month's end.
    [31, 30, true],
  ] as const)('%i days after repayment with a %i-day period: over %s', (days, period, over) => {
    const facts: SettlingFacts = {
      today: new Date(Date.UTC(2027, 4, 1 + days)).toISOString().slice(0, 10),
      repaidOn,
      settlingDays: period,
    };
    expect(settlingOver(facts)).toBe(over);
  });
});
