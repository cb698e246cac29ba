// The schema's own scalars (schema/schema.graphql, schema/profile.graphql) with real parsers: a
// value the REST API would not take as it is — a number for an amount (a float loses digits past
// 2^53: 9007199254740993 became 9007199254740992.00), a list, an exponent, an impossible date, a
// JSON object nested past any form's depth (which overflowed the stack when the gateway wrote
// the REST body) — is refused before any resolver runs, BAD_USER_INPUT in the caller's language
// (client-errors.ts `callerLanguage`). Outputs are the API's strings as they come.
import { createRequire } from 'node:module';
import type { GraphQLError, GraphQLScalarType as ScalarType } from 'graphql';
import type { Text } from '../machines/shared/i18n-text.ts';

// The graphql instance Apollo Server loads (CommonJS), so that graphql-js recognises the
// refusals as its own errors and keeps their code (limits.ts says why a bundler may differ).
const {
  GraphQLError: CjsGraphQLError,
  GraphQLScalarType,
  Kind,
  valueFromASTUntyped,
} = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** A refusal of an input value: its words in both languages, said in the caller's by a plugin. */
export function inputRefusal(text: Text): GraphQLError {
  return new CjsGraphQLError(text.en, {
    extensions: { code: 'BAD_USER_INPUT', refusal: text, http: { status: 400 } },
  });
}

/**
 * The REST API's money format (api/routes/shared.schemas.ts `rupiah`): digits, at most 16, and
 * at most 2 decimals after a point; no sign, no exponent, no grouping. Percentages and areas are
 * Decimals too and fit it (the API checks their own narrower ranges).
 */
export const DECIMAL_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

const DECIMAL_REFUSAL: Text = {
  id: 'Angka harus berupa teks berisi paling banyak 16 digit dan paling banyak 2 desimal setelah titik, misalnya "1500000" atau "1500000.50" (tanpa tanda, pemisah ribuan, atau eksponen)',
  en: 'A number must be a string of at most 16 digits with at most 2 decimals after a point, such as "1500000" or "1500000.50" (no sign, thousands separator or exponent)',
};

function decimalOf(value: unknown): string {
  if (typeof value === 'string' && DECIMAL_PATTERN.test(value)) return value;
  throw inputRefusal(DECIMAL_REFUSAL);
}

export const Decimal: ScalarType<string, string> = new GraphQLScalarType({
  name: 'Decimal',
  description: 'Rupiah (or a percentage) as an exact decimal string, e.g. "1500000.00".',
  // Output is what the API wrote (a decimal string; a few answers carry a JSON number): as is.
  serialize: (value) => {
    if (typeof value === 'string') return value;
    if (typeof value === 'bigint' || typeof value === 'number') return String(value);
    throw new TypeError('a Decimal is sent as the REST API wrote it, a string');
  },
  parseValue: decimalOf,
  parseLiteral: (node) => decimalOf(node.kind === Kind.STRING ? node.value : undefined),
});

const DATE_REFUSAL: Text = {
  id: 'Tanggal harus berupa teks YYYY-MM-DD dan tanggal yang ada, misalnya "2026-03-31"',
  en: 'A date must be a string YYYY-MM-DD naming a real day, such as "2026-03-31"',
};

function dateOf(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return value;
  }
  throw inputRefusal(DATE_REFUSAL);
}

const asString = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  throw new TypeError('a date is sent as the REST API wrote it, a string');
};

export const DateScalar: ScalarType<string, string> = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: asString,
  parseValue: dateOf,
  parseLiteral: (node) => dateOf(node.kind === Kind.STRING ? node.value : undefined),
});

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_TIME_REFUSAL: Text = {
  id: 'Waktu harus berupa teks ISO 8601 dengan zona waktu, misalnya "2026-03-31T09:30:00Z"',
  en: 'An instant must be an ISO 8601 string with its time zone, such as "2026-03-31T09:30:00Z"',
};

function dateTimeOf(value: unknown): string {
  if (typeof value === 'string' && DATE_TIME.test(value)) {
    dateOf(value.slice(0, 10));
    if (!Number.isNaN(Date.parse(value))) return value;
  }
  throw inputRefusal(DATE_TIME_REFUSAL);
}

export const DateTime: ScalarType<string, string> = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant, ISO 8601.',
  serialize: asString,
  parseValue: dateTimeOf,
  parseLiteral: (node) => dateTimeOf(node.kind === Kind.STRING ? node.value : undefined),
});

/** How deep a JSONObject input may nest (a profile section's fields are two or three levels). */
export const JSON_MAX_DEPTH = 20;
/** How many values (objects, lists, scalars) a JSONObject input may hold. */
export const JSON_MAX_VALUES = 10_000;

const JSON_REFUSAL: Text = {
  id: `Data JSON harus berupa objek dengan kedalaman paling banyak ${JSON_MAX_DEPTH} tingkat dan paling banyak ${JSON_MAX_VALUES} nilai`,
  en: `JSON data must be an object nested at most ${JSON_MAX_DEPTH} levels deep and holding at most ${JSON_MAX_VALUES} values`,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The object if it is one within the depth and size limits. Walked with a stack of its own, not
 * by recursion, so a value 50,000 levels deep is refused rather than overflowing the stack.
 */
function jsonObjectOf(value: unknown): Record<string, unknown> {
  if (!isObject(value)) throw inputRefusal(JSON_REFUSAL);
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  let count = 0;
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; depth: number };
    count += 1;
    if (count > JSON_MAX_VALUES) throw inputRefusal(JSON_REFUSAL);
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > JSON_MAX_DEPTH) throw inputRefusal(JSON_REFUSAL);
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return value;
}

export const JSONObject: ScalarType<
  Record<string, unknown>,
  Record<string, unknown>
> = new GraphQLScalarType({
  name: 'JSONObject',
  serialize: (value) => {
    if (!isObject(value)) throw new TypeError('JSONObject must be an object');
    return value;
  },
  parseValue: jsonObjectOf,
  // graphql-js's own reading of a literal, variables inside it taken from the operation's.
  parseLiteral: (node, variables) => jsonObjectOf(valueFromASTUntyped(node, variables)),
});
