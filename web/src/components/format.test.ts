import { describe, expect, it } from 'vitest';
import {
  companyAlias,
  formatDate,
  formatDateTime,
  formatPercent,
  formatRupiah,
  isAllZeros,
  isDigits,
  normaliseDigits,
  splitPeriod,
} from './format.ts';

describe('formatRupiah', () => {
  it('groups thousands with dots and has no decimals by default', () => {
    expect(formatRupiah('1500000000.00')).toBe('Rp 1.500.000.000');
    expect(formatRupiah('1500000')).toBe('Rp 1.500.000');
    expect(formatRupiah('999')).toBe('Rp 999');
    expect(formatRupiah('0.00')).toBe('Rp 0');
  });

  it('shows two decimals after a comma on request', () => {
    expect(formatRupiah('1500000.00', { decimals: 2 })).toBe('Rp 1.500.000,00');
    expect(formatRupiah('1500000.5', { decimals: 2 })).toBe('Rp 1.500.000,50');
    expect(formatRupiah('1500000', { decimals: 2 })).toBe('Rp 1.500.000,00');
    expect(formatRupiah('0.07', { decimals: 2 })).toBe('Rp 0,07');
  });

  it('rounds half away from zero on the string, beyond float precision', () => {
    expect(formatRupiah('1499.50')).toBe('Rp 1.500');
    expect(formatRupiah('1499.49')).toBe('Rp 1.499');
    expect(formatRupiah('99999999999999999.995', { decimals: 2 })).toBe(
      'Rp 100.000.000.000.000.000,00',
    );
    expect(formatRupiah('-1000.50')).toBe('-Rp 1.001');
    expect(formatRupiah('-0.001', { decimals: 2 })).toBe('Rp 0,00');
  });

  it('leaves a value that is not a decimal string alone', () => {
    expect(formatRupiah('abc')).toBe('abc');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros and uses a comma', () => {
    expect(formatPercent('12.50')).toBe('12,5');
    expect(formatPercent('10.00')).toBe('10');
    expect(formatPercent('8')).toBe('8');
  });
});

describe('formatDate', () => {
  it('shows DD-MM-YYYY and a dash when empty', () => {
    expect(formatDate('2025-03-09')).toBe('09-03-2025');
    expect(formatDate('2025-03-09T10:00:00Z')).toBe('09-03-2025');
    expect(formatDate(null)).toBe('-');
  });

  it("dates an instant on its WIB (UTC+7) day, whatever the browser's zone; a date stays as is", () => {
    // 00:30 WIB on the 15th is still the 14th in UTC.
    expect(formatDate('2026-12-14T17:30:00Z')).toBe('15-12-2026');
    expect(formatDate('2026-12-14T17:30:00.000Z')).toBe('15-12-2026');
    expect(formatDate('2026-12-14T16:59:59Z')).toBe('14-12-2026');
    expect(formatDate('2026-12-31T17:00:00Z')).toBe('01-01-2027');
    expect(formatDate('2026-12-15T00:30:00+07:00')).toBe('15-12-2026');
    expect(formatDate('2026-12-14')).toBe('14-12-2026');
  });
});

describe('splitPeriod', () => {
  it('counts months of 30 days', () => {
    expect(splitPeriod(65)).toEqual({ months: 2, days: 5 });
    expect(splitPeriod(29)).toEqual({ months: 0, days: 29 });
    expect(splitPeriod(90)).toEqual({ months: 3, days: 0 });
  });
});

describe('application value helpers', () => {
  it('accepts digits only and spots zero', () => {
    expect(isDigits('1500000')).toBe(true);
    expect(isDigits('1.500')).toBe(false);
    expect(isDigits('')).toBe(false);
    expect(isAllZeros('000')).toBe(true);
    expect(isAllZeros('100')).toBe(false);
    expect(normaliseDigits('000150')).toBe('150');
    expect(normaliseDigits('0')).toBe('0');
  });
});

describe('companyAlias', () => {
  it.each([
    ['PT Sinar Jaya Abadi', 'PT SJA'],
    ['pt. maju bersama', 'PT MB'],
    ['CV Modal Nusantara', 'CV MN'],
    ['Koperasi Tani Makmur', 'KTM'],
    ['  PT  ', 'PT'],
    ['', ''],
    ['PTX Global', 'PG'],
  ])('%j → %j', (name, alias) => {
    expect(companyAlias(name)).toBe(alias);
  });
});

describe('formatDateTime', () => {
  it("is Jakarta's time, named, whatever the browser's zone: an evening payment stays on its day", () => {
    // 17:30 UTC on 14 December is 00:30 WIB on the 15th, the day formatDate gives it.
    expect(formatDateTime('2026-12-14T17:30:00Z')).toBe('15-12-2026 00:30 WIB');
    expect(formatDate('2026-12-14T17:30:00Z')).toBe('15-12-2026');
    expect(formatDateTime(null)).toBe('-');
  });
});
