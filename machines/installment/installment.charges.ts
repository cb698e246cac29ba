// Calendar days and late-charge arithmetic for installments: pure integer arithmetic (no Date,
// no floating point). Dates are YYYY-MM-DD; money is bigint sen.
import { fromSen, toSen } from '../shared/money.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RATE = /^(\d{1,3})(?:\.(\d{1,6}))?$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
  return day <= days;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date (proleptic Gregorian, H. Hinnant's algorithm). */
export function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [y0, month, day] = date.split('-').map(Number) as [number, number, number];
  const year = month <= 2 ? y0 - 1 : y0;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** A percent rate with up to 6 decimals, in millionths of a percent ('0.1' → 100000n). */
export function toMicroPercent(rate: string): bigint {
  const match = RATE.exec(rate);
  if (!match) throw new RangeError(`not a percent rate: ${rate}`);
  return BigInt(match[1] ?? '0') * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * One day's late charge on an unpaid base, in sen, rounded DOWN to the whole rupiah, as the
 * schedule's interest is (installment.schedule.ts): the borrower is never charged more than the
 * product's rate, and every bill stays in whole rupiah — what a VA billing can ask exactly (the
 * bank takes whole rupiah). Rounded to the sen, a bill of Rp 5.245.947,15 was asked as
 * 5.245.948 and the 0,85 carried on, the last installment's left over as the borrower's.
 */
export function dailyLateChargeSen(baseSen: bigint, ratePercentPerDay: string): bigint {
  if (baseSen <= 0n) return 0n;
  const sen = (baseSen * toMicroPercent(ratePercentPerDay)) / 100_000_000n;
  return sen - (sen % 100n);
}

type Amounts = {
  amountDue: string;
  paid: string;
  pendingPayment: string | null;
  lateChargePercentPerDay: string;
};

/**
 * Late charge for `days` more days. Payments go to the amount due first, so the charge runs on
 * what is left of it; a payment under review counts as paid (`charged`), and what it saved is
 * kept apart (`onHold`) in case staff reject it.
 */
export function accrue(context: Amounts, days: number): { charged: bigint; onHold: bigint } {
  if (days <= 0) return { charged: 0n, onHold: 0n };
  const unpaid = toSen(context.amountDue) - toSen(context.paid);
  const pending = context.pendingPayment === null ? 0n : toSen(context.pendingPayment);
  const full = dailyLateChargeSen(unpaid, context.lateChargePercentPerDay);
  const provisional = dailyLateChargeSen(unpaid - pending, context.lateChargePercentPerDay);
  return { charged: provisional * BigInt(days), onHold: (full - provisional) * BigInt(days) };
}

/**
 * What of the late charge held back while a payment was reviewed is owed after all, once staff
 * confirm it with the day the bank received the money: the days held back after that day were
 * paid for, the ones before it were not (a claim sent before paying saved nothing). Each held day
 * kept back the same sen (the unpaid amount and the claim did not change meanwhile), so the days
 * after `receivedOn` through the last charged day are dropped, at most all that was held.
 */
export function heldChargeOwedSen(
  context: Amounts & { lateChargeOnHold: string; chargedThrough: string | null },
  receivedOn: string | undefined,
): bigint {
  const held = toSen(context.lateChargeOnHold);
  if (receivedOn === undefined || held <= 0n || context.chargedThrough === null) return 0n;
  const daysPaid = Math.max(0, daysBetween(receivedOn, context.chargedThrough));
  const perDay = accrue(context, 1).onHold;
  const dropped = perDay * BigInt(daysPaid);
  return dropped >= held ? 0n : held - dropped;
}

/** Amount due plus late charges less confirmed payments, in sen. */
export function owedSen(context: { amountDue: string; lateCharge: string; paid: string }): bigint {
  return toSen(context.amountDue) + toSen(context.lateCharge) - toSen(context.paid);
}

export const addRupiah = (a: string, b: bigint) => fromSen(toSen(a) + b);
