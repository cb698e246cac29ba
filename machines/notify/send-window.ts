// When a reminder may reach a borrower (issue 19): from 08:00 up to (not including) 20:00 in
// their time zone, Monday to Saturday, not on a national holiday. Outside it a message waits for
// the next allowed instant: 08:00 of the next allowed day. Pure integer arithmetic on epoch
// milliseconds (no Date): day numbers count from 1970-01-01, a Thursday.
import { dayNumber } from '../installment/installment.charges.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const WINDOW_OPENS_MS = 8 * 60 * MINUTE_MS;
export const WINDOW_CLOSES_MS = 20 * 60 * MINUTE_MS;
/** Indonesia lies within UTC+7..+9; any real zone is accepted. */
const MAX_OFFSET_MINUTES = 14 * 60;

/** 0 is Sunday: day 0 (1970-01-01) was a Thursday. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

function checked(epochMs: number, offsetMinutes: number): void {
  if (!Number.isSafeInteger(epochMs)) throw new RangeError(`not whole milliseconds: ${epochMs}`);
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) {
    throw new RangeError(`not a time zone offset in minutes: ${offsetMinutes}`);
  }
}

function allowedDayOf(holidays: readonly string[]): (day: number) => boolean {
  const closed = new Set(holidays.map(dayNumber));
  return (day) => weekday(day) !== 0 && !closed.has(day);
}

/** Whether a message may go out at `epochMs` (the window's rule, for checks and tests). */
export function isInSendWindow(
  epochMs: number,
  timeZoneOffsetMinutes: number,
  holidays: readonly string[],
): boolean {
  checked(epochMs, timeZoneOffsetMinutes);
  const localMs = epochMs + timeZoneOffsetMinutes * MINUTE_MS;
  const day = Math.floor(localMs / DAY_MS);
  const msOfDay = localMs - day * DAY_MS;
  return allowedDayOf(holidays)(day) && msOfDay >= WINDOW_OPENS_MS && msOfDay < WINDOW_CLOSES_MS;
}

/** `epochMs` itself when it is inside the window, else the first instant the window opens. */
export function nextAllowedSendTime(
  epochMs: number,
  timeZoneOffsetMinutes: number,
  holidays: readonly string[],
): number {
  checked(epochMs, timeZoneOffsetMinutes);
  const offsetMs = timeZoneOffsetMinutes * MINUTE_MS;
  const localMs = epochMs + offsetMs;
  const today = Math.floor(localMs / DAY_MS);
  const msOfDay = localMs - today * DAY_MS;
  const allowed = allowedDayOf(holidays);
  if (allowed(today) && msOfDay < WINDOW_CLOSES_MS) {
    return msOfDay >= WINDOW_OPENS_MS ? epochMs : today * DAY_MS + WINDOW_OPENS_MS - offsetMs;
  }
  // Each closed day is a Sunday or one of the holidays: the loop ends within their count + 2.
  let day = today + 1;
  while (!allowed(day)) day += 1;
  return day * DAY_MS + WINDOW_OPENS_MS - offsetMs;
}
