// The login throttle's per-source counters (machines/account/login-throttle.ts, "Per source"):
// slowed after SOURCE_SLOW_DOWN_AFTER failures, stopped at SOURCE_LIMIT_FAILURES until the
// window ends, a new window after it, and a success taken back off the count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterSourceSuccess,
  beginSourceAttempt,
  SOURCE_LIMIT_FAILURES,
  SOURCE_SLOW_DOWN_AFTER,
  SOURCE_SLOW_DOWN_WAIT_MS,
  SOURCE_WINDOW_MS,
  type SourceCounters,
  sourceGate,
} from '../../machines/account/login-throttle.ts';

const FRESH: SourceCounters = { windowStartedAtMs: null, failedLogins: 0, lastFailedAtMs: null };

describe('login throttle per source', () => {
  it('lets SOURCE_SLOW_DOWN_AFTER failures through at once, then one per wait', () => {
    let counters = FRESH;
    const t0 = 1_000_000;
    for (let i = 0; i < SOURCE_SLOW_DOWN_AFTER; i += 1) {
      const next = beginSourceAttempt(counters, t0 + i);
      expect(next.gate).toEqual({ allowed: true });
      counters = next.counters;
    }
    expect(counters).toEqual({
      windowStartedAtMs: t0,
      failedLogins: SOURCE_SLOW_DOWN_AFTER,
      lastFailedAtMs: t0 + SOURCE_SLOW_DOWN_AFTER - 1,
    });
    const last = t0 + SOURCE_SLOW_DOWN_AFTER - 1;
    expect(sourceGate(counters, last + 1)).toEqual({
      allowed: false,
      reason: 'SOURCE_SLOW_DOWN',
      retryAfterMs: SOURCE_SLOW_DOWN_WAIT_MS - 1,
    });
    expect(sourceGate(counters, last + SOURCE_SLOW_DOWN_WAIT_MS)).toEqual({ allowed: true });
  });

  it('stops the source at the limit until its window ends, then starts a new window', () => {
    const t0 = 5_000;
    const full: SourceCounters = {
      windowStartedAtMs: t0,
      failedLogins: SOURCE_LIMIT_FAILURES,
      lastFailedAtMs: t0 + 60_000,
    };
    const later = t0 + 10 * 60_000;
    expect(sourceGate(full, later)).toEqual({
      allowed: false,
      reason: 'SOURCE_LIMIT',
      retryAfterMs: SOURCE_WINDOW_MS - 10 * 60_000,
    });
    const next = beginSourceAttempt(full, t0 + SOURCE_WINDOW_MS);
    expect(next).toEqual({
      gate: { allowed: true },
      counters: {
        windowStartedAtMs: t0 + SOURCE_WINDOW_MS,
        failedLogins: 1,
        lastFailedAtMs: t0 + SOURCE_WINDOW_MS,
      },
    });
  });

  it('never lets more than the limit through in one window, however the tries are spaced', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 400 }), (gaps) => {
        let counters = FRESH;
        let now = 0;
        const allowedAt: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const next = beginSourceAttempt(counters, now);
          if (next.gate.allowed) allowedAt.push(now);
          else expect(next.counters).toBe(counters);
          counters = next.counters;
        }
        // Windows start at an allowed try; none holds more than the limit.
        for (const start of allowedAt) {
          const inWindow = allowedAt.filter((t) => t >= start && t < start + SOURCE_WINDOW_MS);
          expect(inWindow.length).toBeLessThanOrEqual(SOURCE_LIMIT_FAILURES);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('takes a success off the count, never below nothing', () => {
    const counters: SourceCounters = { windowStartedAtMs: 1, failedLogins: 3, lastFailedAtMs: 2 };
    expect(afterSourceSuccess(counters)).toEqual({ ...counters, failedLogins: 2 });
    expect(afterSourceSuccess({ ...counters, failedLogins: 0 }).failedLogins).toBe(0);
  });
});
