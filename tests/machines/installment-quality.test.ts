// The regulator's quality buckets: the installment machine's arrears states, moved by the daily
// tick at every boundary (and straight across skipped ones), read back by the selector; a
// loan's worst; and installments stored with the arrears states before the buckets restored.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { installmentMachine as machine } from '../../machines/installment/installment.machine.ts';
import {
  creditQualityLabels,
  creditQualityOf,
  worstQuality,
} from '../../machines/installment/installment.quality.ts';
import {
  arrearsOf,
  creditQuality,
  type InstallmentSnapshot,
  outstandingOver90,
} from '../../machines/installment/installment.selectors.ts';
import type {
  InstallmentContext,
  InstallmentEvent,
} from '../../machines/installment/installment.types.ts';
import { upgradeInstallmentValue } from '../../machines/installment/installment.upgrade.ts';

const input = {
  borrowerId: 'borrower-1',
  dueDate: '2026-03-10',
  amountDue: '1000000.00',
  lateChargePercentPerDay: '0.1',
};

/** The day this many days after the due date. */
const dayAfterDue = (days: number) => {
  const day = new Date('2026-03-10T00:00:00Z');
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
const tick = (days: number): InstallmentEvent => ({ type: 'clock.tick', today: dayAfterDue(days) });

function ticked(days: readonly number[]): InstallmentSnapshot {
  let [snapshot] = initialTransition(machine, input);
  for (const d of days) [snapshot] = transition(machine, snapshot, tick(d));
  return snapshot;
}

const arrearsState = (snapshot: InstallmentSnapshot) =>
  typeof snapshot.value === 'object' ? snapshot.value.open.arrears : null;

describe('credit quality', () => {
  it.each([
    [-3, 'CURRENT'],
    [0, 'CURRENT'],
    [1, 'SPECIAL_MENTION'],
    [30, 'SPECIAL_MENTION'],
    [31, 'SUBSTANDARD'],
    [60, 'SUBSTANDARD'],
    [61, 'DOUBTFUL'],
    [90, 'DOUBTFUL'],
    [91, 'LOSS'],
    [400, 'LOSS'],
  ] as const)('%i days past due is %s', (days, quality) => {
    expect(creditQualityOf(days)).toBe(quality);
  });

  it("takes a loan's worst installment, current when none is unpaid", () => {
    expect(worstQuality([])).toBe('CURRENT');
    expect(worstQuality(['SPECIAL_MENTION', 'DOUBTFUL', 'CURRENT'])).toBe('DOUBTFUL');
    expect(creditQualityLabels.LOSS.id).toBe('Macet (lebih dari 90 hari)');
  });
});

describe('the buckets are the arrears states', () => {
  it.each([
    [0, 'current', 'CURRENT', 'current'],
    [1, 'specialMention', 'SPECIAL_MENTION', 'overdue'],
    [30, 'specialMention', 'SPECIAL_MENTION', 'overdue'],
    [31, 'substandard', 'SUBSTANDARD', 'overdue'],
    [60, 'substandard', 'SUBSTANDARD', 'overdue'],
    [61, 'doubtful', 'DOUBTFUL', 'overdue'],
    [90, 'doubtful', 'DOUBTFUL', 'overdue'],
    [91, 'loss', 'LOSS', 'over90'],
  ] as const)('ticked daily to day %i: %s', (days, state, quality, arrears) => {
    const daily = ticked(Array.from({ length: days }, (_, i) => i + 1));
    expect(arrearsState(daily)).toBe(state);
    expect(creditQuality(daily)).toBe(quality);
    expect(arrearsOf(daily)).toBe(arrears);
    // One tick on that day, skipping every bucket between, lands in the same state.
    const once = ticked([days]);
    expect(arrearsState(once)).toBe(state);
    expect(once.context.lateCharge).toBe(daily.context.lateCharge);
  });

  it('counts against TKB90 only in loss, from day 91', () => {
    const day90 = ticked([45, 90]);
    expect(day90.hasTag('over90')).toBe(false);
    expect(outstandingOver90(day90)).toBe('0.00');
    const day91 = transition(machine, day90, tick(91))[0];
    expect(arrearsState(day91)).toBe('loss');
    expect(day91.hasTag('over90')).toBe(true);
    expect(outstandingOver90(day91)).toBe('1000000.00');
  });

  it('never moves back: an earlier or repeated day is refused', () => {
    const late = ticked([61]);
    expect(late.can(tick(61))).toBe(false);
    expect(late.can(tick(20))).toBe(false);
    expect(arrearsState(transition(machine, late, tick(20))[0])).toBe('doubtful');
  });

  it('reads current once paid, whatever the bucket was', () => {
    const late = ticked([95]);
    const owed = late.context.lateCharge;
    const paid = transition(machine, late, {
      type: 'payment.received',
      actor: { userId: '', role: 'system' },
      amount: (1_000_000 + Number(owed)).toFixed(2),
    })[0];
    expect(paid.matches('paid')).toBe(true);
    expect(creditQuality(paid)).toBe('CURRENT');
  });
});

describe('installments stored before the buckets', () => {
  const stored = (arrears: string, chargedThrough: string | null) => {
    const context: InstallmentContext = {
      ...input,
      paid: '0.00',
      lateCharge: '0.00',
      lateChargeOnHold: '0.00',
      pendingPayment: null,
      chargedThrough,
      rejection: null,
    };
    const value = { open: { payment: 'unpaid', arrears } };
    return machine.resolveState({
      value: upgradeInstallmentValue(value, context) as InstallmentSnapshot['value'],
      context,
    });
  };

  it.each([
    ['overdue', dayAfterDue(12), 'specialMention'],
    ['overdue', dayAfterDue(31), 'substandard'],
    ['overdue', dayAfterDue(90), 'doubtful'],
    ['overdue', null, 'specialMention'],
    ['over90', dayAfterDue(120), 'loss'],
    ['current', null, 'current'],
  ] as const)('restores %s (counted through %s) as %s', (old, through, state) => {
    const restored = stored(old, through);
    expect(arrearsState(restored)).toBe(state);
    // and goes on from there: the next day's tick is taken.
    const next = dayAfterDue(through ? Math.max(1, daysSince(through)) + 1 : 1);
    expect(restored.can({ type: 'clock.tick', today: next })).toBe(true);
  });

  it('leaves a paid or current value as it is', () => {
    const context = { dueDate: input.dueDate, chargedThrough: null };
    expect(upgradeInstallmentValue('paid', context)).toBe('paid');
    const current = { open: { payment: 'reviewPaid', arrears: 'current' } };
    expect(upgradeInstallmentValue(current, context)).toBe(current);
  });
});

function daysSince(day: string) {
  return Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse('2026-03-10T00:00:00Z')) / 86_400_000,
  );
}
