// The reminders' sending window (machines/notify/send-window.ts): 08:00 up to 20:00 local time,
// Monday to Saturday, not on national holidays; outside it, 08:00 of the next allowed day.
// Properties over random instants, zones and holiday lists (fast-check; a failure prints its
// seed to replay), checked against an oracle written with Date, which the machine may not use.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { provinces } from '../../api/reference/regions.ts';
import { NATIONAL_HOLIDAY_DATES } from '../../machines/notify/national-holidays.ts';
import {
  offsetMinutesOfProvince,
  PROVINCE_TIME_ZONES,
  timeZoneOfProvince,
} from '../../machines/notify/province-time-zones.ts';
import { isInSendWindow, nextAllowedSendTime } from '../../machines/notify/send-window.ts';

const MINUTE_MS = 60_000;
const WIB = 420;
const WITA = 480;
const WIT = 540;

/** The oracle: the local wall clock by Date, read in UTC after shifting by the offset. */
function oracleInWindow(epochMs: number, offsetMinutes: number, holidays: readonly string[]) {
  const local = new Date(epochMs + offsetMinutes * MINUTE_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return (
    local.getUTCDay() !== 0 &&
    !holidays.includes(local.toISOString().slice(0, 10)) &&
    minutes >= 8 * 60 &&
    minutes < 20 * 60
  );
}

/** An instant given as local wall-clock time in a zone. */
const at = (local: string, offsetMinutes: number) =>
  Date.parse(`${local}Z`) - offsetMinutes * MINUTE_MS;

const instant = fc.integer({ min: Date.parse('2025-12-01'), max: Date.parse('2028-01-31') });
const zone = fc.oneof(fc.constantFrom(WIB, WITA, WIT), fc.integer({ min: -12 * 60, max: 14 * 60 }));
const someDays = fc
  .array(fc.integer({ min: Date.parse('2025-12-01'), max: Date.parse('2028-01-31') }), {
    maxLength: 12,
  })
  .map((instants) => instants.map((ms) => new Date(ms).toISOString().slice(0, 10)));
const holidays = fc.oneof(fc.constant(NATIONAL_HOLIDAY_DATES), someDays);

describe('the sending window', () => {
  it('the result is never earlier, is inside the window, and nothing between is inside', () => {
    fc.assert(
      fc.property(instant, zone, holidays, (from, offset, closed) => {
        const next = nextAllowedSendTime(from, offset, closed);
        expect(next).toBeGreaterThanOrEqual(from);
        expect(oracleInWindow(next, offset, closed)).toBe(true);
        expect(isInSendWindow(next, offset, closed)).toBe(true);
        if (next === from) return;
        // The window opens on whole minutes: checking the start and every minute between is
        // checking every instant between.
        expect(oracleInWindow(from, offset, closed)).toBe(false);
        const firstMinute = Math.floor(from / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
        for (let t = firstMinute; t < next; t += MINUTE_MS) {
          if (oracleInWindow(t, offset, closed)) {
            throw new Error(`${new Date(t).toISOString()} is inside the window, before ${next}`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('says inside exactly when the oracle does', () => {
    fc.assert(
      fc.property(instant, zone, holidays, (t, offset, closed) => {
        expect(isInSendWindow(t, offset, closed)).toBe(oracleInWindow(t, offset, closed));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['a Monday morning in the window, as it is', '2026-11-23T09:15:00', WIB, '2026-11-23T09:15:00'],
    ['before 08:00, the same day at 08:00', '2026-11-23T07:59:59.999', WIB, '2026-11-23T08:00:00'],
    ['08:00 itself', '2026-11-23T08:00:00', WITA, '2026-11-23T08:00:00'],
    ['19:59 on a Saturday, as it is', '2026-11-28T19:59:00', WIT, '2026-11-28T19:59:00'],
    ['20:00 on a Saturday, Monday 08:00', '2026-11-28T20:00:00', WIB, '2026-11-30T08:00:00'],
    ['a Sunday, Monday 08:00', '2026-11-29T12:00:00', WITA, '2026-11-30T08:00:00'],
    [
      'Christmas Eve evening (cuti bersama next morning is a working day)',
      '2026-12-23T21:00:00',
      WIB,
      '2026-12-24T08:00:00',
    ],
    ['Christmas Day (a Friday), Saturday 08:00', '2026-12-25T10:00:00', WIB, '2026-12-26T08:00:00'],
    [
      'Idulfitri: Friday night to Saturday–Sunday holidays, Monday 08:00',
      '2026-03-20T20:30:00',
      WIB,
      '2026-03-23T08:00:00',
    ],
    ['Good Friday, then Saturday', '2026-04-03T09:00:00', WIT, '2026-04-04T08:00:00'],
    ['New Year 2027 (a Friday), Saturday 08:00', '2026-12-31T22:00:00', WIB, '2027-01-02T08:00:00'],
  ])('%s', (_, local, offset, expected) => {
    const next = nextAllowedSendTime(at(local, offset), offset, NATIONAL_HOLIDAY_DATES);
    expect(next).toBe(at(expected, offset));
  });

  it('the same instant may be inside in Jakarta and outside in Jayapura', () => {
    // 19:30 WIB is 21:30 WIT.
    const t = at('2026-11-24T19:30:00', WIB);
    expect(isInSendWindow(t, WIB, NATIONAL_HOLIDAY_DATES)).toBe(true);
    expect(nextAllowedSendTime(t, WIT, NATIONAL_HOLIDAY_DATES)).toBe(
      at('2026-11-25T08:00:00', WIT),
    );
  });

  it('refuses what is not an instant, a zone or a date', () => {
    expect(() => nextAllowedSendTime(1.5, WIB, [])).toThrow(RangeError);
    expect(() => nextAllowedSendTime(0, 7, ['2026-02-30'])).toThrow(RangeError);
    expect(() => nextAllowedSendTime(0, 15 * 60, [])).toThrow(RangeError);
  });
});

describe('the national holidays', () => {
  it('are real dates of 2026 and 2027, each once: 17 in 2026 as the SKB lists them', () => {
    expect(new Set(NATIONAL_HOLIDAY_DATES).size).toBe(NATIONAL_HOLIDAY_DATES.length);
    for (const date of NATIONAL_HOLIDAY_DATES) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect(NATIONAL_HOLIDAY_DATES.filter((d) => d.startsWith('2026'))).toHaveLength(17);
    expect(NATIONAL_HOLIDAY_DATES.filter((d) => d.startsWith('2027'))).toHaveLength(17);
  });
});

describe("a borrower's time zone", () => {
  it('names every province of the reference data once, with a zone', async () => {
    const reference = await provinces();
    expect(reference).toHaveLength(38);
    expect(PROVINCE_TIME_ZONES.map((p) => [p.code, p.name])).toEqual(
      reference.map((p) => [p.code, p.name]),
    );
  });

  it.each([
    ['31', 'WIB', WIB],
    ['DKI JAKARTA', 'WIB', WIB],
    ['62', 'WIB', WIB],
    ['51', 'WITA', WITA],
    ['kalimantan timur', 'WITA', WITA],
    ['75', 'WITA', WITA],
    ['82', 'WIT', WIT],
    ['96', 'WIT', WIT],
    [null, 'WIB', WIB],
    ['99', 'WIB', WIB],
  ])('%s is %s', (province, name, minutes) => {
    expect(timeZoneOfProvince(province)).toBe(name);
    expect(offsetMinutesOfProvince(province)).toBe(minutes);
  });
});
