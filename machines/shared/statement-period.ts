// A statement's period (a lender's mutations and their PDF): its end not before its start, and
// shorter than a year (366 days or more between them is refused). One rule for the API, which
// refuses such a period (api/ledger/lender-money.ts), and the screen that checks it before
// sending (web/src/features/lender-mutations/period-problems.ts).
import { daysBetween } from '../installment/installment.charges.ts';

export const MAX_PERIOD_DAYS = 366;

export type PeriodProblem = 'ENDS_BEFORE_START' | 'TOO_LONG';

/** What is wrong with a period of two YYYY-MM-DD days, or null. */
export function periodProblem(from: string, to: string): PeriodProblem | null {
  const days = daysBetween(from, to);
  if (days < 0) return 'ENDS_BEFORE_START';
  return days >= MAX_PERIOD_DAYS ? 'TOO_LONG' : null;
}
