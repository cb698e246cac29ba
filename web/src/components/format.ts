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

/**
 * Staff reviewing money see it exactly: the sen of an amount that has any ('Rp 5.245.947,15'),
 * whole rupiah as everywhere else ('Rp 75.000.000'), never rounded away.
 */
export const exactRupiah = (value: string): string =>
  formatRupiah(value, { decimals: isWholeRupiah(value) ? 0 : 2 });

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'YYYY-MM-DD' (or an ISO instant) as 'DD-MM-YYYY'; '-' when there is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
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
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The earliest date a borrower may ask for: today plus 14 days, as 'YYYY-MM-DD'. */
export function minRequiredDate(now: Date): string {
  return dayjs(now).add(14, 'day').format('YYYY-MM-DD');
}

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

/** An ISO instant in the viewer's time zone as 'DD-MM-YYYY HH:mm'; '-' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const instant = dayjs(value);
  return instant.isValid() ? instant.format('DD-MM-YYYY HH:mm') : value;
}

export { companyAlias } from '../../../machines/shared/alias.ts';
