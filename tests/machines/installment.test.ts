// One installment: model paths from the machine's graph (payments, reviews and days passing)
// with invariants checked in every state, a coverage check, and the late-charge arithmetic in
// exact rupiah as scenarios.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  dailyLateChargeSen,
  dayNumber,
  daysBetween,
  heldChargeOwedSen,
  isIsoDate,
} from '../../machines/installment/installment.charges.ts';
import { paidTimelinessLabel } from '../../machines/installment/installment.labels.ts';
import { installmentMachine as machine } from '../../machines/installment/installment.machine.ts';
import { creditQualityOf } from '../../machines/installment/installment.quality.ts';
import {
  arrearsOf,
  creditQuality,
  daysPastDue,
  type InstallmentSnapshot,
  installmentLabel,
  installmentStatusOf,
  outstandingOver90,
  owed,
  paymentRejection,
  unpaidAmountDue,
  whyNotInstallment,
} from '../../machines/installment/installment.selectors.ts';
import type {
  Actor,
  InstallmentEvent,
  InstallmentInput,
} from '../../machines/installment/installment.types.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const borrower: Actor = { userId: 'borrower-1', role: 'borrower' };
const otherBorrower: Actor = { userId: 'borrower-2', role: 'borrower' };
const lender: Actor = { userId: 'lender-1', role: 'lender' };
const staff: Actor = { userId: 'staff-1', role: 'admin' };

// Rp 5,000,000 at 0.1% a day: Rp 5,000 a day while nothing is paid.
const input: InstallmentInput = {
  borrowerId: borrower.userId,
  dueDate: '2026-03-10',
  amountDue: '5000000.00',
  lateChargePercentPerDay: '0.1',
};

const pay = (amount: string, actor: Actor = borrower): InstallmentEvent => ({
  type: 'payment.submit',
  actor,
  amount,
});
const bank: Actor = { userId: '', role: 'system' };
const received = (amount: string, actor: Actor = bank): InstallmentEvent => ({
  type: 'payment.received',
  actor,
  amount,
});
const confirm: InstallmentEvent = { type: 'payment.confirm', actor: staff };
const reject: InstallmentEvent = { type: 'payment.reject', actor: staff, reason: 'NOT_RECEIVED' };
const tick = (today: string): InstallmentEvent => ({ type: 'clock.tick', today });

/** The model's alphabet; paying exactly what is owed (and a sen more) depends on the state. */
function events(snapshot: InstallmentSnapshot): InstallmentEvent[] {
  const owedNow = owed(snapshot);
  return [
    pay('2000000.00'),
    pay(owedNow),
    pay(fromSen(toSen(owedNow) + 1n)),
    pay('0'),
    pay('1.5.0'),
    pay('2000000.00', otherBorrower),
    pay('2000000.00', lender),
    received('2000000.00'),
    received(owedNow),
    received(fromSen(toSen(owedNow) + 1n)),
    received(owedNow, borrower),
    confirm,
    { type: 'payment.confirm', actor: borrower },
    reject,
    { type: 'payment.reject', actor: borrower, reason: 'AMOUNT_MISMATCH' },
    tick('2026-03-10'), // the due date itself: not late
    tick('2026-03-11'), // 1 day late
    tick('2026-04-09'), // 30 days: special mention still
    tick('2026-04-10'), // 31 days: substandard
    tick('2026-05-09'), // 60 days: substandard still
    tick('2026-05-10'), // 61 days: doubtful
    tick('2026-06-08'), // 90 days: doubtful still
    tick('2026-06-09'), // 91 days: loss (over 90)
    tick('2026-06-10'),
    tick('2026-02-30'), // no such day
  ];
}

// The default state key (value and context) is kept: the last day counted and the amounts decide
// what later ticks and payments do, and the alphabet's few dates keep the space finite.
const paths = modelPaths(machine, { input, events });

function run(sequence: InstallmentEvent[], start: InstallmentInput = input): InstallmentSnapshot {
  let [snapshot] = initialTransition(machine, start);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

describe('installment model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  // The paths share their heads: every path to a state's edges begins with the path to that
  // state. A step (from one state of the model to the next) is checked once, on the first path
  // that takes it: what the checks read is the step's two states alone. Checking every step of
  // every path checked each of them some six times over (30,545 checks on 4,857 paths).
  const checkedSteps = new Set<string>();
  const keyOf = (snapshot: InstallmentSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context]);

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    let lateChargeBefore = 0n;
    let paidBefore = 0n;
    let keyBefore = '';
    replay(machine, path, {
      input,
      check: (snapshot) => {
        const key = keyOf(snapshot);
        const step = `${keyBefore} → ${key}`;
        keyBefore = key;
        if (checkedSteps.has(step)) {
          lateChargeBefore = toSen(snapshot.context.lateCharge);
          paidBefore = toSen(snapshot.context.paid);
          return;
        }
        checkedSteps.add(step);
        const { amountDue, lateCharge, lateChargeOnHold, paid, pendingPayment } = snapshot.context;
        const status = installmentStatusOf(snapshot);
        // Money: never owed below zero, never paid beyond what is due; charges and payments
        // only grow.
        expect(toSen(owed(snapshot)) >= 0n).toBe(true);
        expect(toSen(paid) <= toSen(amountDue) + toSen(lateCharge)).toBe(true);
        expect(toSen(lateCharge) >= lateChargeBefore).toBe(true);
        expect(toSen(paid) >= paidBefore).toBe(true);
        lateChargeBefore = toSen(lateCharge);
        paidBefore = toSen(paid);
        // A paid installment owes nothing and is not in arrears.
        if (status === 'PAID') {
          expect(owed(snapshot)).toBe('0.00');
          expect(snapshot.hasTag('overdue') || snapshot.hasTag('over90')).toBe(false);
          expect(outstandingOver90(snapshot)).toBe('0.00');
        }
        // A payment is held exactly while staff review it, and charges are held back only then.
        expect(pendingPayment !== null).toBe(status === 'REVIEW_PAID');
        if (status !== 'REVIEW_PAID') expect(lateChargeOnHold).toBe('0.00');
        if (pendingPayment !== null) {
          expect(toSen(pendingPayment) <= toSen(owed(snapshot))).toBe(true);
        }
        // Arrears follow the days past due; the late charge never exceeds a full day's charge
        // on the whole amount due for each of those days.
        const days = daysPastDue(snapshot);
        if (status !== 'PAID') {
          expect(arrearsOf(snapshot)).toBe(days > 90 ? 'over90' : days > 0 ? 'overdue' : 'current');
          // The state is OJK's bucket of the last day counted.
          expect(creditQuality(snapshot)).toBe(creditQualityOf(days));
        } else {
          expect(creditQuality(snapshot)).toBe('CURRENT');
        }
        const ceiling = dailyLateChargeSen(toSen(amountDue), input.lateChargePercentPerDay);
        expect(toSen(lateCharge) + toSen(lateChargeOnHold) <= ceiling * BigInt(days)).toBe(true);
        expect(installmentLabel(snapshot).status.id).not.toBe('');
        for (const probe of events(snapshot)) {
          expect(whyNotInstallment(snapshot, probe) === null, probe.type).toBe(snapshot.can(probe));
        }
      },
    });
  });
});

describe('installment rules', () => {
  it('goes unpaid → review paid → paid when the payment covers the amount due', () => {
    const review = run([pay('5000000.00')]);
    expect(installmentStatusOf(review)).toBe('REVIEW_PAID');
    const paid = transition(machine, review, confirm)[0];
    expect(installmentStatusOf(paid)).toBe('PAID');
    expect(paid.status).toBe('done');
    expect(owed(paid)).toBe('0.00');
  });

  it('goes back to unpaid when staff reject the payment, with the reason', () => {
    const rejected = run([pay('5000000.00'), reject]);
    expect(installmentStatusOf(rejected)).toBe('UNPAID');
    expect(rejected.context.paid).toBe('0.00');
    expect(paymentRejection(rejected)?.text).toEqual({
      id: 'Pembayaran belum diterima',
      en: 'The payment has not been received',
    });
    expect(paymentRejection(run([pay('5000000.00'), reject, pay('1.00')]))).toBeNull();
  });

  it('is not late on its due date, and late from the day after', () => {
    const onDueDate = run([tick('2026-03-10')]);
    expect(arrearsOf(onDueDate)).toBe('current');
    expect(whyNotInstallment(onDueDate, tick('2026-03-10'))?.code).toBe('NOT_PAST_DUE');
    const dayAfter = run([tick('2026-03-11')]);
    expect(dayAfter.hasTag('overdue')).toBe(true);
    expect(daysPastDue(dayAfter)).toBe(1);
    expect(dayAfter.context.lateCharge).toBe('5000.00');
    expect(owed(dayAfter)).toBe('5005000.00');
  });

  it('accrues Rp 5,000 a day on Rp 5,000,000 at 0.1% a day, however the days are ticked', () => {
    const daily = run(
      ['11', '12', '13', '14', '15', '16', '17', '18', '19', '20'].map((d) => tick(`2026-03-${d}`)),
    );
    const once = run([tick('2026-03-20')]);
    expect(daily.context.lateCharge).toBe('50000.00');
    expect(once.context.lateCharge).toBe('50000.00');
    expect(owed(once)).toBe('5050000.00');
  });

  it('charges the days after a partial payment on what is left of the amount due', () => {
    const afterPartial = run([
      tick('2026-03-15'), // 5 days × 5,000 = 25,000
      pay('2000000.00'),
      tick('2026-03-17'), // under review: 2 days × 3,000 (on 3,000,000) = 6,000; 4,000 held
      confirm,
      tick('2026-03-20'), // 3 days × 3,000 = 9,000
    ]);
    expect(afterPartial.context.paid).toBe('2000000.00');
    expect(afterPartial.context.lateCharge).toBe('40000.00');
    expect(unpaidAmountDue(afterPartial)).toBe('3000000.00');
    expect(owed(afterPartial)).toBe('3040000.00');
    expect(installmentStatusOf(afterPartial)).toBe('UNPAID');
    // Paying exactly what is owed settles it, late charges included.
    const paid = transition(
      machine,
      transition(machine, afterPartial, pay('3040000.00'))[0],
      confirm,
    )[0];
    expect(installmentStatusOf(paid)).toBe('PAID');
    expect(paid.context.lateCharge).toBe('40000.00');
    expect(paid.context.paid).toBe('5040000.00');
  });

  it('adds the late charge held back during review when staff reject the payment', () => {
    const rejected = run([tick('2026-03-15'), pay('2000000.00'), tick('2026-03-17'), reject]);
    // 7 days × 5,000: as if the payment had never been submitted.
    expect(rejected.context.lateCharge).toBe('35000.00');
    expect(rejected.context.lateChargeOnHold).toBe('0.00');
    expect(owed(rejected)).toBe('5035000.00');
  });

  it('stops the late charge while a full payment is under review', () => {
    const review = run([tick('2026-03-12'), pay('5010000.00'), tick('2026-03-31')]);
    expect(review.context.lateCharge).toBe('10000.00');
    const paid = transition(machine, review, confirm)[0];
    expect(installmentStatusOf(paid)).toBe('PAID');
  });

  it('rounds each day down to the whole rupiah, as the schedule rounds its interest', () => {
    // Rp 1,234,567 × 0.15% = Rp 1,851.8505 a day → Rp 1,851.
    const odd = { ...input, amountDue: '1234567.00', lateChargePercentPerDay: '0.15' };
    expect(run([tick('2026-03-11')], odd).context.lateCharge).toBe('1851.00');
    expect(run([tick('2026-03-13')], odd).context.lateCharge).toBe('5553.00');
    // Rp 999.99 × 0.1% = Rp 0.99999 → nothing: less than a rupiah a day is not charged.
    const small = { ...input, amountDue: '999.99' };
    expect(run([tick('2026-03-11')], small).context.lateCharge).toBe('0.00');
    // Six decimals of rate: Rp 1,000,000 × 0.033333% = Rp 333.33 → Rp 333.
    const fine = { ...input, amountDue: '1000000.00', lateChargePercentPerDay: '0.033333' };
    expect(run([tick('2026-03-11')], fine).context.lateCharge).toBe('333.00');
    // So every bill is whole rupiah, what a VA billing asks exactly.
    const owing = run([tick('2026-03-25')], odd);
    expect(owed(owing).endsWith('.00')).toBe(true);
  });

  it('does not charge late charges on late charges', () => {
    // Rp 5,000,000 paid after 10 days; the Rp 50,000 of late charges left accrue nothing.
    const chargesOnly = run([tick('2026-03-20'), pay('5000000.00'), confirm, tick('2026-04-20')]);
    expect(unpaidAmountDue(chargesOnly)).toBe('0.00');
    expect(owed(chargesOnly)).toBe('50000.00');
    expect(chargesOnly.hasTag('overdue')).toBe(true);
  });

  it('counts against TKB90 from the 91st day past due', () => {
    const day90 = run([tick('2026-06-08')]);
    expect(daysPastDue(day90)).toBe(90);
    expect(day90.hasTag('over90')).toBe(false);
    expect(outstandingOver90(day90)).toBe('0.00');
    const day91 = run([tick('2026-06-09')]);
    expect(daysPastDue(day91)).toBe(91);
    expect(day91.hasTag('over90')).toBe(true);
    expect(day91.context.lateCharge).toBe('455000.00');
    expect(outstandingOver90(day91)).toBe('5000000.00');
    expect(installmentLabel(day91).arrears.id).toBe('Terlambat lebih dari 90 hari');
    const partly = run([tick('2026-06-09'), pay('1000000.00'), confirm]);
    expect(outstandingOver90(partly)).toBe('4000000.00');
  });

  it('refuses payments that are not the borrower’s, not positive, or more than owed', () => {
    const open = run([tick('2026-03-11')]);
    expect(whyNotInstallment(open, pay('5005000.01'))?.code).toBe('EXCEEDS_OWED');
    expect(whyNotInstallment(open, pay('5005000.00'))).toBeNull();
    expect(whyNotInstallment(open, pay('0.00'))?.code).toBe('AMOUNT_INVALID');
    expect(whyNotInstallment(open, pay('-1'))?.code).toBe('AMOUNT_INVALID');
    expect(whyNotInstallment(open, pay('10', lender))?.code).toBe('WRONG_ROLE');
    expect(whyNotInstallment(open, pay('10', otherBorrower))?.code).toBe('NOT_OWNER');
    expect(whyNotInstallment(open, confirm)?.code).toBe('WRONG_STATE');
    const review = transition(machine, open, pay('10'))[0];
    expect(whyNotInstallment(review, pay('10'))?.code).toBe('WRONG_STATE');
    expect(whyNotInstallment(review, { type: 'payment.confirm', actor: borrower })?.code).toBe(
      'WRONG_ROLE',
    );
  });

  it('is paid in turn: refused while an earlier installment is open, never when the bank took the money', () => {
    const open = run([]);
    const afterFirst: InstallmentEvent = {
      type: 'payment.submit',
      actor: borrower,
      amount: '10',
      earlierUnpaid: 1,
    };
    expect(whyNotInstallment(open, afterFirst)?.code).toBe('EARLIER_INSTALLMENT_UNPAID');
    expect(whyNotInstallment(open, afterFirst)?.text.id).toBe(
      'Cicilan sebelumnya belum lunas: bayar cicilan itu lebih dulu',
    );
    // Not the borrower: that refusal comes first.
    expect(
      whyNotInstallment(open, { ...afterFirst, actor: lender } as InstallmentEvent)?.code,
    ).toBe('WRONG_ROLE');
    expect(whyNotInstallment(open, pay('10'))).toBeNull();
    expect(whyNotInstallment(open, received('10'))).toBeNull();
  });

  it('ignores repeated, out-of-order and impossible days', () => {
    const late = run([tick('2026-03-20')]);
    expect(whyNotInstallment(late, tick('2026-03-20'))?.code).toBe('STALE_TICK');
    expect(whyNotInstallment(late, tick('2026-03-15'))?.code).toBe('STALE_TICK');
    expect(whyNotInstallment(late, tick('2027-02-29'))?.code).toBe('DATE_INVALID');
    expect(run([tick('2026-03-20'), tick('2026-03-15')]).context.lateCharge).toBe('50000.00');
  });

  it('counts calendar days across months and leap years without a clock', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11_017);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
  });

  it('refuses to start with a malformed rate or due date', () => {
    for (const bad of [
      { ...input, lateChargePercentPerDay: '0,1' },
      { ...input, lateChargePercentPerDay: '0.1234567' },
      { ...input, dueDate: '10-03-2026' },
      { ...input, amountDue: '5.000.000' },
    ]) {
      expect(initialTransition(machine, bad)[0].status).toBe('error');
    }
  });
});

describe('a paid installment’s timeliness', () => {
  it('reads on time by its due date, else the days late (WIB days)', () => {
    expect(paidTimelinessLabel('2026-12-10', '2026-12-08')).toEqual({
      id: 'Dibayar tepat waktu',
      en: 'Paid on time',
    });
    expect(paidTimelinessLabel('2026-12-10', '2026-12-10').en).toBe('Paid on time');
    expect(paidTimelinessLabel('2026-12-10', '2026-12-11')).toEqual({
      id: 'Dibayar terlambat 1 hari',
      en: 'Paid 1 day late',
    });
    expect(paidTimelinessLabel('2026-12-10', '2027-01-09').en).toBe('Paid 30 days late');
  });
});

describe('a reported payment confirmed with the day the bank received it', () => {
  const held = {
    amountDue: '1000000.00',
    paid: '0.00',
    pendingPayment: '1000000.00',
    lateChargePercentPerDay: '0.067',
    // Ten days held back at Rp 670 a day.
    lateChargeOnHold: '6700.00',
    chargedThrough: '2027-01-20',
  };

  it('owes the days held back before the money came, and drops the ones after', () => {
    expect(heldChargeOwedSen(held, '2027-01-20')).toBe(670_000n);
    expect(heldChargeOwedSen(held, '2027-01-15')).toBe(335_000n);
    expect(heldChargeOwedSen(held, '2027-01-10')).toBe(0n);
    // Money there before the claim: nothing held was owed.
    expect(heldChargeOwedSen(held, '2026-12-01')).toBe(0n);
    // No day given (a runtime that does not ask): the claim's word is taken.
    expect(heldChargeOwedSen(held, undefined)).toBe(0n);
    // A day past the last one charged owes all that was held, never more.
    expect(heldChargeOwedSen(held, '2027-02-01')).toBe(670_000n);
  });

  it('never owes more than was held (OJK’s cap cut what was held)', () => {
    const capped = { ...held, lateChargeOnHold: '1000.00' };
    expect(heldChargeOwedSen(capped, '2027-01-20')).toBe(100_000n);
    expect(heldChargeOwedSen(capped, '2027-01-19')).toBe(33_000n);
  });
});
