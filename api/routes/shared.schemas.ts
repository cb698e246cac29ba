// The value types every route schema builds on, so that each route inherits the same refusals:
// no text with a NUL or a lone surrogate (the database refuses both), only real calendar days,
// ids within their column's range, and amounts within numeric(20, 2), never negative. A value
// outside them is a 400 naming the field, never a database error.
import { z } from 'zod';
import { rupiahFromText } from '../../machines/shared/input-habits.ts';
import { isRupiah, isWholeRupiah, WHOLE_RUPIAH_MESSAGE } from '../../machines/shared/money.ts';
import {
  isFilled,
  isoDateOf,
  isoFromDmy,
  textProblem,
  textProblemTexts,
} from '../../machines/shared/text-rules.ts';

/** PostgreSQL `integer` (int4): the ids of products, developers and other integer columns. */
export const INT4_MAX = 2_147_483_647;
/** `bigint` ids (loans, requests) as far as JavaScript numbers hold them exactly. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/** Any text we keep: no NUL, no lone surrogate, at most `max` characters. */
export function text(options: { min?: number; max?: number; trim?: boolean } = {}) {
  const { min = 0, max = 1000, trim = false } = options;
  const base = z.string({ error: 'required' }).refine((value) => textProblem(value) === null, {
    error: (issue) => textProblemTexts[textProblem(String(issue.input)) ?? 'NUL_CHARACTER'].en,
    abort: true,
  });
  const trimmed = trim ? base.trim() : base;
  // Required: something visible, not spaces or zero-width characters alone.
  const filled = min > 0 ? trimmed.min(min, 'required').refine(isFilled, 'required') : trimmed;
  return filled.max(max, `at most ${max} characters`);
}

/** Required text: trimmed, at least one character. */
export const requiredText = (max = 1000) => text({ min: 1, max, trim: true });

/**
 * A real calendar day as the route writes it: `iso` YYYY-MM-DD, `dmy` DD-MM-YYYY (the spec's
 * display and the borrower update payload), `either` one or the other. The value stays as sent.
 */
export function calendarDate(format: 'iso' | 'dmy' | 'either' = 'iso') {
  const described = {
    iso: 'A date, YYYY-MM-DD',
    dmy: 'A date, DD-MM-YYYY',
    either: 'A date, DD-MM-YYYY or YYYY-MM-DD',
  }[format];
  const real = (value: string) =>
    (format !== 'dmy' && isoDateOf(value) !== null) ||
    (format !== 'iso' && isoFromDmy(value) !== null);
  return text({ max: 10 })
    .refine(real, `must be a date ${format === 'iso' ? 'YYYY-MM-DD' : 'DD-MM-YYYY'}`)
    .describe(described);
}

/** A whole number in a column's range (int4 unless told). */
export function wholeNumber(options: { min?: number; max?: number } = {}) {
  const { min = 0, max = INT4_MAX } = options;
  return z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

/** A row id in a JSON body: a positive int4 (products, developers). */
export const id = (max = INT4_MAX) => wholeNumber({ min: 1, max });

/**
 * A row id in a path or query string: digits only (no sign, exponent, spaces or hex that
 * `Number()` would accept), then a number within the column's range.
 */
export function idText(max = INT4_MAX) {
  return z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().max(max, 'no such id'));
}

/** Rupiah as typed or printed ("Rp 350.000.000"), kept as the exact decimal ("350000000"). */
export const rupiah = z
  .string()
  .transform((value) => rupiahFromText(value) ?? value)
  .pipe(
    z
      .string()
      // 16 digits: in sen (×100) every amount stays inside PostgreSQL's bigint (9.2 × 10^18);
      // 18 digits of rupiah overflowed it, a 500 instead of a refusal.
      .regex(/^\d{1,16}(\.\d{1,2})?$/, 'must be a rupiah amount such as 1500000 or 1500000.00'),
  )
  .describe(
    'Rupiah as an exact decimal string ("1500000.00"; not negative, at most 16 digits and 2 ' +
      'decimals), or as printed: "Rp 1.500.000", "1.500.000,00"',
  );

/**
 * Rupiah as `rupiah` reads it, without sen: every amount a person commits or moves (a funding,
 * an auto-lend rule's amounts), as cash-out and top-up take them. "100000.5" and "100000,50" are
 * refused; "Rp 100.000,00" is 100000.
 */
export const wholeRupiah = rupiah.refine(
  (value) => !isRupiah(value) || isWholeRupiah(value),
  WHOLE_RUPIAH_MESSAGE,
);

/** A percentage of numeric(6, 2): 0 to 999.99. */
export const percent = z
  .string({ error: 'required' })
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 12.5');

/** The format of a date in a response (YYYY-MM-DD); inputs use calendarDate(). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .describe('A date, YYYY-MM-DD');

/** A path's integer id (products, developers: int4). */
export const idParam = z.object({ id: idText() });
/** A path's loan id (bigint). */
export const loanIdParam = z.object({ id: idText(BIGINT_ID_MAX) });
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional(),
    retryAfterSeconds: z.number().int().optional(),
  })
  .describe('An error: message for people, code for programs');

export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

/** Why an action is not open now: a stable code and its text in both languages. */
export const actionReason = z.object({
  code: z.string(),
  text: z.object({ id: z.string(), en: z.string() }),
});

/** Wraps a body in the contract's envelope: `{ data: ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
