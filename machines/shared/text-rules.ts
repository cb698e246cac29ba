// What any text must be before it is kept: PostgreSQL refuses the NUL character in text and
// jsonb, and jsonb refuses a lone UTF-16 surrogate (half of a character), so both are refused at
// the door with the field named instead of failing in the database. The controls that reorder
// how a text is shown (bidirectional embeddings, overrides and isolates, U+202A–U+202E and
// U+2066–U+2069) are refused too: a name written "…\u202Egnp.exe" shows to staff, in a PDF or an
// e-mail as something it is not, and no name, address or note of ours needs them (right-to-left
// letters themselves are kept). So are the other control characters (C0 but tab, line feed and
// carriage return; DEL; C1): a terminal escape or a bell in a name reaches logs, PDFs and e-mails
// as it is, and no text a person writes holds one. A required text must hold something visible:
// spaces and invisible format characters (zero-width spaces, joiners, the BOM) alone are empty
// (`isFilled`). Dates must be real calendar days. Written once, used by the
// API's schemas and the profile rules the web forms share.

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// U+202A–U+202E (embeddings, overrides, the pop) and U+2066–U+2069 (isolates).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** A C0 control but tab, LF and CR (NUL has its own message), DEL, or a C1 control. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code <= 0x9f)
    )
      return true;
  }
  return false;
}

// What shows nothing: white space, format characters (zero-width space and joiners, the BOM,
// soft hyphen) and the blank letters some scripts have (Hangul fillers, the blank braille cell).
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a text holds at least one visible character: the test of every required text. */
export const isFilled = (value: string): boolean => value.replace(INVISIBLE, '') !== '';

export type TextProblem = 'NUL_CHARACTER' | 'LONE_SURROGATE' | 'BIDI_CONTROL' | 'CONTROL_CHARACTER';

export const textProblemTexts: Record<TextProblem, { id: string; en: string }> = {
  NUL_CHARACTER: {
    id: 'Teks tidak boleh berisi karakter NUL',
    en: 'The text may not contain a NUL character',
  },
  LONE_SURROGATE: {
    id: 'Teks berisi karakter yang tidak utuh',
    en: 'The text holds a broken character (a lone UTF-16 surrogate)',
  },
  BIDI_CONTROL: {
    id: 'Teks tidak boleh berisi karakter pengatur arah tulisan (U+202A–U+202E, U+2066–U+2069)',
    en: 'The text may not contain characters that reorder how it shows (U+202A–U+202E, U+2066–U+2069)',
  },
  CONTROL_CHARACTER: {
    id: 'Teks tidak boleh berisi karakter kontrol (selain tab dan baris baru)',
    en: 'The text may not contain control characters (other than tabs and line breaks)',
  },
};

/** Why a text cannot be stored as it is, or null when it can. */
export function textProblem(value: string): TextProblem | null {
  if (value.includes('\u0000')) return 'NUL_CHARACTER';
  if (LONE_SURROGATE.test(value)) return 'LONE_SURROGATE';
  if (BIDI_CONTROL.test(value)) return 'BIDI_CONTROL';
  if (hasControl(value)) return 'CONTROL_CHARACTER';
  return null;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The earliest and latest years a date of ours may carry (birth dates to far due dates). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

/** Whether year, month and day name a real calendar day between FIRST_YEAR and LAST_YEAR. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  return (
    year >= FIRST_YEAR &&
    year <= LAST_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A YYYY-MM-DD text when it is a real calendar day, else null. */
export function isoDateOf(value: string): string | null {
  const match = ISO.exec(value);
  if (!match) return null;
  return isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) ? value : null;
}

/** A DD-MM-YYYY text as YYYY-MM-DD, or null when it is not a real calendar day. */
export function isoFromDmy(value: string): string | null {
  const match = DMY.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** YYYY-MM-DD (or a timestamp's day) as DD-MM-YYYY, spec §9's date format; null when not one. */
export function dmyFromIso(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
