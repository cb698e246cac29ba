// The upload quota's rule at its edges: the last file that fits passes, one more is refused
// until the oldest upload of the window leaves it.
import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA, uploadQuotaRefusal } from '../../machines/upload/upload.rules.ts';

const quota = { files: 3, bytes: 1_000, windowSeconds: 3_600 };
const nowMs = 10_000_000;

describe('uploadQuotaRefusal', () => {
  it('lets the last file that fits through, by count and by bytes', () => {
    expect(uploadQuotaRefusal({ files: 2, bytes: 0, oldestAtMs: nowMs }, 1_000, quota, nowMs)).toBe(
      null,
    );
    expect(uploadQuotaRefusal({ files: 0, bytes: 999, oldestAtMs: null }, 1, quota, nowMs)).toBe(
      null,
    );
  });

  it('refuses one past, until the oldest upload leaves the window', () => {
    const oldestAtMs = nowMs - 600_000;
    expect(uploadQuotaRefusal({ files: 3, bytes: 0, oldestAtMs }, 1, quota, nowMs)).toEqual({
      retryAfterSeconds: 3_000,
    });
    expect(uploadQuotaRefusal({ files: 0, bytes: 999, oldestAtMs }, 2, quota, nowMs)).toEqual({
      retryAfterSeconds: 3_000,
    });
  });

  it('never asks to wait less than a second', () => {
    const oldestAtMs = nowMs - 3_600_000;
    expect(uploadQuotaRefusal({ files: 3, bytes: 0, oldestAtMs }, 1, quota, nowMs)).toEqual({
      retryAfterSeconds: 1,
    });
  });

  it('the product quota is 100 files and 200 MB in 24 hours', () => {
    expect(UPLOAD_QUOTA).toEqual({ files: 100, bytes: 200_000_000, windowSeconds: 86_400 });
  });
});
