import { describe, expect, it } from 'vitest';
import { BURST_WINDOW_MS, groupAuditEntries } from './audit-groups.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 9, minutes)).toISOString();
const budi = { actorId: 'budi', actorRole: 'borrower' };
const staff = { actorId: 'staf', actorRole: 'admin' };

describe('grouping the loan history', () => {
  it('puts a burst of saves by one person into one group; other events stand alone', () => {
    const entries = [
      { id: 1, event: 'loan.create', ...budi, at: at(0) },
      { id: 2, event: 'application.edit', ...budi, at: at(1) },
      { id: 3, event: 'application.edit', ...budi, at: at(2) },
      { id: 4, event: 'application.edit', ...budi, at: at(6) },
      { id: 5, event: 'loan.submit', ...budi, at: at(7) },
      { id: 6, event: 'application.staffEdit', ...staff, at: at(8) },
      { id: 7, event: 'application.staffEdit', ...staff, at: at(9) },
    ];
    expect(groupAuditEntries(entries).map((g) => [g.edits, g.entries.map((e) => e.id)])).toEqual([
      [false, [1]],
      [true, [2, 3, 4]],
      [false, [5]],
      [true, [6, 7]],
    ]);
  });

  it('starts a new group after a pause longer than the window, or for another person', () => {
    const pause = BURST_WINDOW_MS / 60_000 + 1;
    const entries = [
      { id: 1, event: 'application.edit', ...budi, at: at(0) },
      { id: 2, event: 'application.edit', ...budi, at: at(pause) },
      { id: 3, event: 'application.staffEdit', ...staff, at: at(pause + 1) },
      {
        id: 4,
        event: 'application.staffEdit',
        actorId: 'other',
        actorRole: 'admin',
        at: at(pause + 2),
      },
    ];
    expect(groupAuditEntries(entries).map((g) => g.entries.map((e) => e.id))).toEqual([
      [1],
      [2],
      [3],
      [4],
    ]);
  });
});
