// Stored installments written before the arrears region became OJK's buckets (issue 19) hold the
// old arrears states: `overdue` (any days past due up to 90) and `over90`. Restoring one names
// the bucket its last counted day falls in, as a tick on that day would have; any other value is
// returned as it is. Pure: the stored value and context in, a value this machine knows out.
import { daysBetween } from './installment.charges.ts';
import { creditQualityOf, stateOfQuality } from './installment.quality.ts';
import type { InstallmentContext } from './installment.types.ts';

type StoredValue = string | { [region: string]: StoredValue };

const OLD_ARREARS = new Set(['overdue', 'over90']);

export function upgradeInstallmentValue<V extends StoredValue>(
  value: V,
  context: Pick<InstallmentContext, 'dueDate' | 'chargedThrough'>,
): V {
  if (typeof value !== 'object' || typeof value.open !== 'object') return value;
  const open = value.open as Record<string, StoredValue>;
  const arrears = open.arrears;
  if (typeof arrears !== 'string' || !OLD_ARREARS.has(arrears)) return value;
  // `over90` was more than 90 days; `overdue` at least one (the day after the due date).
  const days =
    arrears === 'over90'
      ? Number.POSITIVE_INFINITY
      : Math.max(
          1,
          context.chargedThrough ? daysBetween(context.dueDate, context.chargedThrough) : 1,
        );
  return { ...value, open: { ...open, arrears: stateOfQuality(creditQualityOf(days)) } };
}
