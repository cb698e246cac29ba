// How long something has waited, in words ("3 hari 4 jam", "kurang dari 1 jam"): the staff
// queues show it beside the date it was sent. Whole days and hours; the clock is the viewer's.
import { useTranslation } from 'react-i18next';

const HOUR_MS = 3_600_000;

/** Whole days and remaining whole hours from `since` to `now` (never negative). */
export function waitingParts(since: string, now: Date): { days: number; hours: number } {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / HOUR_MS));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

export function useWaitingText(): (since: string | null | undefined, now?: Date) => string {
  const { t } = useTranslation();
  return (since, now = new Date()) => {
    if (!since) return '-';
    const { days, hours } = waitingParts(since, now);
    if (days === 0 && hours === 0) return t('words.waitLessThanHour');
    const parts = [
      days > 0 ? t('words.waitDays', { count: days }) : null,
      hours > 0 ? t('words.waitHours', { count: hours }) : null,
    ];
    return parts.filter(Boolean).join(' ');
  };
}
