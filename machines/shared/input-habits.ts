// How people in Indonesia write amounts, tax numbers, phone numbers, dates and names, read into
// the one form we keep. Each reader returns the normal form, or null when the text cannot be
// read; the shared zod rules (profile-rules.ts, the API's route schemas) run these first, so the
// web forms and the API accept the same printed forms and store the same value.
//
// Decisions where the issue is silent:
// - Money: '.' groups thousands and ',' starts the sen ("Rp 1.500.000,50"); the English habit
//   ("1,500,000.50") is read too. A lone group without "Rp" ("1.500", "1,500") is refused: it
//   could be a decimal with three places sent by a program, and guessing would be 1000× wrong.
//   The normal form is the API's decimal: whole rupiah, with ".dd" only when there are sen.
// - Phones: Indonesian numbers are kept as written at home ("0812…", "021…"); "+62", "62" and
//   "+62 (0)" become "0". A foreign number keeps its "+". Spaces, '-', '.', '(' and ')' go.
// - NPWP and NIK: the printed separators ('.', '-', spaces) go; the digits stay. Shown, an NPWP
//   is written as people read it (npwpText): stored, it stays digits.
// - Dates: DD-MM-YYYY, also with '/' or '.' and one-digit days and months; the normal form is
//   DD-MM-YYYY. An ID card valid for life is "SEUMUR HIDUP" in any case and spacing.
import { isoFromDmy } from './text-rules.ts';

const WHOLE_DIGITS_MAX = 18;

function rupiahOf(whole: string, fraction: string): string | null {
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > WHOLE_DIGITS_MAX) return null;
  const sen = fraction.padEnd(2, '0');
  return sen === '00' ? digits : `${digits}.${sen}`;
}

/**
 * A typed or printed rupiah amount as the API's decimal ("350000000", "1500.50"), or null.
 * "350.000.000", "Rp 350.000.000", "Rp350.000.000,00", "IDR 1,500,000.50", "1500000.5".
 */
export function rupiahFromText(text: string): string | null {
  let rest = text.trim().replace(/\s+/g, ' ');
  const printed = /^(rp\.?|idr)\s?/i.exec(rest);
  if (printed) rest = rest.slice(printed[0].length);
  rest = rest.replace(/ /g, '');
  const dotGroups = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(rest);
  if (dotGroups) {
    const [, whole = '', fraction = ''] = dotGroups;
    const groups = whole.split('.').length - 1;
    if (!printed && groups === 1 && fraction === '') return null;
    return rupiahOf(whole.replace(/\./g, ''), fraction);
  }
  const commaGroups = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(rest);
  if (commaGroups) {
    const [, whole = '', fraction = ''] = commaGroups;
    const groups = whole.split(',').length - 1;
    if (!printed && groups === 1 && fraction === '') return null;
    return rupiahOf(whole.replace(/,/g, ''), fraction);
  }
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(rest);
  if (plain) return rupiahOf(plain[1] ?? '', plain[2] ?? '');
  return null;
}

/** Groups whole rupiah digits by thousands with '.': "350000000" → "350.000.000". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The digits of an NPWP or NIK written with its printed separators, or null. */
export function idNumberFromText(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d[\d.\s-]*\d$/.test(trimmed)) return null;
  return trimmed.replace(/[.\s-]/g, '');
}

/**
 * An NPWP as people read it, from its digits or any printed form: the 15-digit number in the
 * mask DJP prints (12.345.678.9-012.000); the 16-digit one (since 2024 a resident's NIK, '0' and
 * the old 15 digits for others) has no mask of its own, so four groups of four with spaces
 * (3171 0115 0890 0001), as long card numbers are read. Anything else is shown as it came.
 */
export function npwpText(value: string): string {
  const digits = idNumberFromText(value);
  if (digits?.length === 15) {
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/, '$1.$2.$3.$4-$5.$6');
  }
  if (digits?.length === 16) return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  return value;
}

/** A phone number as kept: "0812…" at home, "+<digits>" abroad; null when unreadable. */
export function phoneFromText(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\(?\+?[\d\s().-]+$/.test(trimmed)) return null;
  const plus = /^\(?\+/.test(trimmed);
  const digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('62')) {
    const national = digits.slice(2).replace(/^0/, '');
    return /^\d{7,13}$/.test(national) ? `0${national}` : null;
  }
  if (plus) return /^\d{8,15}$/.test(digits) ? `+${digits}` : null;
  return /^0\d{7,13}$/.test(digits) ? digits : null;
}

/** A typed date as DD-MM-YYYY ("1/2/1990" → "01-02-1990"), or null when it is no real day. */
export function dmyFromText(text: string): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const dmy = `${(match[1] ?? '').padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}-${match[3]}`;
  return isoFromDmy(dmy) === null ? null : dmy;
}

/** What an ID card valid for life says in its expiry field. */
export const FOR_LIFE = 'SEUMUR HIDUP';

/** An ID card's expiry: FOR_LIFE, or a DD-MM-YYYY date; null when neither. */
export function ktpExpiryFromText(text: string): string | null {
  if (text.trim().replace(/\s+/g, ' ').toUpperCase() === FOR_LIFE) return FOR_LIFE;
  return dmyFromText(text);
}

/** Whether a kept expiry (FOR_LIFE or DD-MM-YYYY) lies before today (YYYY-MM-DD). */
export function ktpExpired(expiry: string, todayIso: string): boolean {
  if (expiry === FOR_LIFE) return false;
  const iso = isoFromDmy(expiry);
  return iso !== null && iso < todayIso;
}

/** A name as banks and ID cards compare: capitals, single spaces, no spaces at the ends. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('id-ID');
}
