// The loan-duration text of spec §5: days as whole 30-day months and the remaining days,
// '2 Bulan 5 Hari' / '2 Month 5 Days', or 'N Hari' under a month. The loan summary, the
// marketplace cards and the lender's loan page all say a term this one way.
import { useTranslation } from 'react-i18next';
import { splitPeriod } from './format.ts';

export function usePeriodText(): (periodDays: number | null | undefined) => string {
  const { t } = useTranslation();
  return (periodDays) => {
    if (periodDays === null || periodDays === undefined) return '-';
    const { months, days } = splitPeriod(periodDays);
    const parts = [
      months > 0 ? t('words.months', { count: months }) : null,
      days > 0 || months === 0 ? t('words.days', { count: days }) : null,
    ];
    return parts.filter((part) => part !== null).join(' ');
  };
}
