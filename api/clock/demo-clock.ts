// The product's clock in demo mode (issue 19): the real time plus whole days that staff advance,
// so that a person can watch bills fall due, charges accrue and reminders go out. The offset
// lives in the database (table demo_clock) so every API instance agrees and a restart keeps it;
// `now()` stays synchronous by reading the offset last seen, which is read again at every
// request (app.ts) and right after an advance. It only ever moves forward, so a late answer of
// an older read never moves it back (the larger offset wins).
import type { Queryable } from '../db/db.ts';

export const DAY_MS = 86_400_000;

/** What one advance did, handed to every listener. */
export type ClockAdvance = {
  /** The product's time just before, and just after, the advance. */
  from: Date;
  to: Date;
  days: number;
  offsetDays: number;
};

export type AdvanceListener = (advance: ClockAdvance) => unknown;

export type DemoClock = {
  /** The product's time: the real time plus the offset. */
  now: () => Date;
  offsetDays: () => number;
  /** Reads the offset again: another instance may have advanced it. */
  refresh: () => Promise<void>;
  /**
   * Moves the product's date `days` forward (persisted), then runs the listeners in the order
   * they registered, each awaited; one that throws does not stop the others, and its error is
   * returned (the date has moved all the same).
   */
  advance: (days: number, byUserId: string) => Promise<ClockAdvance & { failures: unknown[] }>;
  /** Runs `listener` after every advance of this instance; returns the way to stop it. */
  onAdvance: (listener: AdvanceListener) => () => void;
};

export async function openDemoClock(db: Queryable, realNow: () => Date): Promise<DemoClock> {
  let offsetDays = 0;
  const listeners = new Set<AdvanceListener>();
  const seen = (days: number) => {
    offsetDays = Math.max(offsetDays, days);
  };
  const now = () => new Date(realNow().getTime() + offsetDays * DAY_MS);

  const refresh = async () => {
    const [row] = await db.query<{ offset_days: number }>('SELECT offset_days FROM demo_clock');
    if (row) seen(row.offset_days);
  };

  const advance = async (days: number, byUserId: string) => {
    const [row] = await db.query<{ offset_days: number }>(
      `UPDATE demo_clock SET offset_days = offset_days + $1, advanced_at = now(), advanced_by = $2
        RETURNING offset_days`,
      [days, byUserId],
    );
    if (!row) throw new Error('the demo_clock row is missing (migration 0028)');
    seen(row.offset_days);
    const real = realNow().getTime();
    const moved: ClockAdvance = {
      from: new Date(real + (row.offset_days - days) * DAY_MS),
      to: new Date(real + row.offset_days * DAY_MS),
      days,
      offsetDays: row.offset_days,
    };
    const failures: unknown[] = [];
    for (const listener of [...listeners]) {
      try {
        await listener(moved);
      } catch (error) {
        failures.push(error);
      }
    }
    return { ...moved, failures };
  };

  await refresh();
  return {
    now,
    offsetDays: () => offsetDays,
    refresh,
    advance,
    onAdvance: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
