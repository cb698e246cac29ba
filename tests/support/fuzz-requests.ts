// Arbitrary requests to every operation of the REST API's OpenAPI document: path parameters
// filled with real and bogus ids, query parameters and body fields with hostile values (NUL,
// lone surrogates, huge and odd numbers, impossible dates, very long text). Shared by the fuzz
// test (tests/api/fuzz.api.test.ts) and the attack script (bench/attack.ts).
import fc from 'fast-check';

export type Operation = {
  method: string;
  /** The path as documented, e.g. /api/loan/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
};

type OpenApiOperation = {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every JSON operation of the document (multipart uploads have their own tests). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content;
      if (content && !content['application/json']) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(content?.['application/json']?.schema?.properties ?? {}),
        hasBody: content !== undefined,
      });
    }
  }
  return operations;
}

/** Text a database chokes on, and text that merely looks odd. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '2026-02-30',
    '9999-99-99',
    '30-02-2026',
    '0000-00-00',
    '2147483648',
    '9223372036854775808',
    '-1',
    '1e309',
    'NaN',
    '0x10',
    ' 1',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '{}',
    '[]',
  ),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    2_147_483_647,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
);

/**
 * Percent-encodes any JavaScript string, lone surrogates too (as the bytes WTF-8 gives them,
 * which are not valid UTF-8): the server must refuse those, not fall over.
 */
export function encodeAny(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

export type FuzzRequest = {
  operation: Operation;
  path: string;
  query: string;
  body: Record<string, unknown> | undefined;
};

/** Ids that exist (so the route goes past its lookup) and ids that do not. */
export type KnownIds = { numeric: string[]; uuid: string[]; code: string[] };

export function requestOf(operation: Operation, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const pathValue = fc.oneof(
    fc.constantFrom(...known.numeric, ...known.uuid, ...known.code),
    hostileText.filter((value) => value.length > 0 && value.length < 200),
  );
  const pathValues = fc.tuple(...operation.pathParams.map(() => pathValue));
  const query = fc.dictionary(
    fc.constantFrom(...(operation.queryParams.length > 0 ? operation.queryParams : ['x'])),
    fc.oneof(hostileText, fc.constantFrom(...known.numeric)),
    { maxKeys: 3 },
  );
  const body = operation.hasBody
    ? fc.oneof(
        fc.record(Object.fromEntries(operation.bodyFields.map((field) => [field, hostileValue])), {
          requiredKeys: [],
        }),
        fc.dictionary(hostileText, hostileValue, { maxKeys: 3 }),
      )
    : fc.constant(undefined);
  return fc.tuple(pathValues, query, body).map(([values, params, json]) => {
    let path = operation.path;
    operation.pathParams.forEach((name, index) => {
      path = path.replace(`{${name}}`, encodeAny(String(values[index])));
    });
    const search = Object.entries(params)
      .map(([key, value]) => `${encodeAny(key)}=${encodeAny(String(value))}`)
      .join('&');
    return { operation, path, query: search ? `?${search}` : '', body: json };
  });
}

/** Sends one fuzz request; the answer's status (a network error throws). */
export async function sendFuzz(baseUrl: string, request: FuzzRequest, token?: string) {
  const response = await fetch(`${baseUrl}${request.path}${request.query}`, {
    method: request.operation.method,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: request.body === undefined ? null : JSON.stringify(request.body),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** The request as one line for a failure report. */
export function describeFuzz(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 300)}`;
  return `${request.operation.method} ${request.path}${request.query}`.slice(0, 300) + body;
}
