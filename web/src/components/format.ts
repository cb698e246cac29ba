// Pure display helpers. Rupiah amounts arrive as exact decimal strings ("1500000000.00") and are
// formatted digit by digit (bigint where rounding is needed), never through a float.
import dayjs from 'dayjs';
import { isWholeRupiah } from '../../../machines/shared/money.ts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export type RupiahOptions = { decimals?: 0 | 2 };

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * 'Rp ' prefix, '.' between thousands, ',' before the decimals; rounds half away from zero to
 * the requested precision (0 by default, 2 on the borrower screens). A value that is not a
 * decimal string is returned unchanged.
 */
export function formatRupiah(value: string, options: RupiahOptions = {}): string {
  const decimals = options.decimals ?? 0;
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(decimals + 1, '0');
  let units = BigInt(whole + padded.slice(0, decimals));
  if ((padded[decimals] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const integerPart = groupThousands(digits.slice(0, digits.length - decimals));
  const fractionPart = decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : '';
  const negative = sign === '-' && units !== 0n;
  return `${negative ? '-' : ''}Rp ${integerPart}${fractionPart}`;
}

/** An amount's style in a table or a sentence: 'Rp' never wraps away from its figure. */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A figure formatted by formatRupiah ('Rp 1.500.000', '-Rp 5,00'): it gets NO_WRAP. */
export const isRupiahText = (value: unknown): boolean =>
  typeof value === 'string' && /^-?Rp \d[\d.]*(?:,\d+)?$/.test(value);

/**
 * Staff reviewing money see it exactly: the sen of an amount that has any ('Rp 5.245.947,15'),
 * whole rupiah as everywhere else ('Rp 75.000.000'), never rounded away.
 */
export const exactRupiah = (value: string): string =>
  formatRupiah(value, { decimals: isWholeRupiah(value) ? 0 : 2 });

/**
 * One precision for figures shown together (a column, a table, a summary), exact either way: two
 * decimals on all of them when any has sen ('Rp 70.604.845,65' beside 'Rp 1.000.000,00'), else
 * whole rupiah. Money a person holds is never rounded up to a rupiah they do not have.
 */
export function exactRupiahFor(values: readonly (string | null | undefined)[]) {
  const decimals = values.every((value) => !value || isWholeRupiah(value)) ? 0 : 2;
  return (value: string): string => formatRupiah(value, { decimals });
}

/** Spec: on the borrower's screens rupiah carry a comma and two decimals ('Rp 1.500.000,00'). */
export const formatBorrowerRupiah = (value: string): string => formatRupiah(value, { decimals: 2 });

/** A percentage decimal string without trailing zeros, ',' as the decimal separator: "12,5". */
export function formatPercent(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  const integerPart = whole.replace(/^0+(?=\d)/, '');
  return `${sign}${integerPart}${trimmed ? `,${trimmed}` : ''}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A calendar date 'YYYY-MM-DD' as 'DD-MM-YYYY', unchanged; an ISO instant as the DD-MM-YYYY of
 * its WIB day (the product's day, as on the statement and in the API: 17:30 UTC is the next
 * day in Jakarta), whatever the browser's zone. '-' when there is no date.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const day = ISO_INSTANT.test(value) ? instantWibDay(value) : value;
  const match = day ? ISO_DATE.exec(day) : null;
  if (!match) return value;
  const [, year, month, date] = match;
  return `${date}-${month}-${year}`;
}

/** The WIB day of an ISO instant (one without a zone is UTC, as the API writes them); null if unreadable. */
function instantWibDay(value: string): string | null {
  const instant = new Date(HAS_ZONE.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(instant.getTime()) ? null : wibDay(instant);
}

/** A loan period in whole 30-day months and the remaining days. */
export function splitPeriod(periodDays: number): { months: number; days: number } {
  return { months: Math.floor(periodDays / 30), days: periodDays % 30 };
}

/**
 * The calendar day in WIB (UTC+7, the product's time zone; Indonesia has no daylight saving) at
 * `at`, as 'YYYY-MM-DD': the day the product judges dates on, whatever the browser's zone.
 */
export function wibDay(at: Date = new Date()): string {
  return wibIso(at).slice(0, 10);
}

/** The instant as an ISO text of WIB's wall clock ('2026-12-15T00:30:00.000'): no zone of its own. */
const wibIso = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString();

/** Application value input: digits only, and not zero. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

export function isAllZeros(value: string): boolean {
  return /^0+$/.test(value);
}

/** Drops leading zeros from a string of digits ("000150" → "150"). */
export function normaliseDigits(value: string): string {
  return value.replace(/^0+(?=\d)/, '');
}

/** An ISO instant as 'DD-MM-YYYY HH:mm WIB' (Jakarta's time); '-' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const instant = dayjs(value);
  if (!instant.isValid()) return value;
  // In WIB, the zone the product's days are (formatDate, wibDay), named: a time of the
  // browser's zone beside a date of Jakarta's could put an evening payment on the wrong day.
  const wib = wibIso(instant.toDate());
  return `${wib.slice(8, 10)}-${wib.slice(5, 7)}-${wib.slice(0, 4)} ${wib.slice(11, 16)} WIB`;
}

export { companyAlias } from '../../../machines/shared/alias.ts';
