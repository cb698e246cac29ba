// Staff move the demo product's date forward: the clock persists the new offset, then the
// passes that listen (the repayment's daily pass) run before the answer, so what the date
// brings (bills due, charges) is there when the screen reads again.
import type { FastifyBaseLogger } from 'fastify';
import type { DemoClock } from './demo-clock.ts';

/** One advance moves at most a year (and a leap day); several advances go further. */
export const MAX_ADVANCE_DAYS = 366;

export type DemoClockView = { now: string; offsetDays: number };

export const demoClockView = (clock: DemoClock): DemoClockView => ({
  now: clock.now().toISOString(),
  offsetDays: clock.offsetDays(),
});

export async function advanceDemoClock(
  clock: DemoClock,
  days: number,
  byUserId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<DemoClockView> {
  const { failures, offsetDays, to } = await clock.advance(days, byUserId);
  // The date has moved all the same: a failed listener is logged, its pass runs again later.
  for (const error of failures) log.error({ err: error }, 'a demo clock listener failed');
  return { now: to.toISOString(), offsetDays };
}
