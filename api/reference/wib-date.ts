// The calendar day in Western Indonesia Time (WIB, UTC+7, no daylight saving): the day of funding
// windows, statements and mutation periods, whatever the server's time zone.
export const wibDate = (at: Date): string =>
  new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
