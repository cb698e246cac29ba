// The statement period's rules (machines/shared/statement-period.ts), checked before anything is
// sent. The API refuses the same periods (api/ledger/lender-money.ts, periodOf), but its refusal
// would reach the screen only as a failed page in English; here each rule is a field's error in
// the screen's language.
import { periodProblem } from '../../../../machines/shared/statement-period.ts';

export type Period = { from: string; to: string };

export type PeriodProblems = {
  from?: 'required' | 'periodTooLong';
  to?: 'required' | 'periodEndsBeforeStart';
};

/** What is wrong with a period of YYYY-MM-DD days ('' when empty), field by field; {} when none. */
export function periodProblems({ from, to }: Period): PeriodProblems {
  if (!from || !to) {
    return { ...(from ? {} : { from: 'required' }), ...(to ? {} : { to: 'required' }) };
  }
  const problem = periodProblem(from, to);
  if (problem === 'ENDS_BEFORE_START') return { to: 'periodEndsBeforeStart' };
  if (problem === 'TOO_LONG') return { from: 'periodTooLong' };
  return {};
}

export const hasProblems = (problems: PeriodProblems) => Boolean(problems.from || problems.to);
