// Every error message the API can answer has its Indonesian (api/http/message-words.ts), so a
// caller who reads Indonesian — the product's default — never gets an English sentence in the
// middle of an Indonesian screen. The messages are read from the sources, not listed by hand:
// a new English message without its Indonesian fails here, before it reaches a caller.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { indonesianOf, MACHINE_TEXTS, messageIn } from '../../api/http/message-words.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const API = sourcesUnder(join(ROOT, 'api')).map(parse);
const MACHINES = sourcesUnder(join(ROOT, 'machines')).map(parse);

/** `const NAME = '…'` anywhere in api/ and machines/: what a message named by a constant says. */
const CONSTANTS = new Map<string, ts.Expression[]>();
for (const source of [...API, ...MACHINES]) {
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const &&
      (ts.isStringLiteral(node.initializer) || ts.isTemplateLiteral(node.initializer))
    ) {
      CONSTANTS.set(node.name.text, [...(CONSTANTS.get(node.name.text) ?? []), node.initializer]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** What a placeholder of a message template stands for when the scan cannot tell. */
const SAMPLE = '7';

/** The declarations of one file by name: a table of messages, a function that words one. */
function declarationsIn(source: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) found.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      found.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
const DECLARATIONS = new Map(API.map((source) => [source, declarationsIn(source)]));

/** The sentences a function of the same file returns. */
function returned(declaration: ts.Node): ts.Expression[] {
  if (ts.isArrowFunction(declaration) && !ts.isBlock(declaration.body)) return [declaration.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node) || node === declaration) ts.forEachChild(node, visit);
  };
  visit(declaration);
  return found;
}

/** The sentences of a table of the same file (`REFUSALS[key][1]`): every text in it. */
function tableTexts(table: ts.Node): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (ts.isStringLiteral(node) && !isKey) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(table);
  return found;
}

/**
 * Every sentence an expression can be, as far as the source shows: literals, the branches of a
 * `?:`, both sides of a `??`, constants by name, what a function of the same file returns, the
 * texts of a table of the same file, templates with their placeholders as SAMPLE. A Text's `.en`
 * (its Indonesian beside it, api/http/message-words.ts) and anything else computed give nothing.
 */
function sentences(node: ts.Expression, source: ts.SourceFile, depth = 0): string[] {
  const inner = (expression: ts.Expression) => sentences(expression, source, depth + 1);
  const declared = (name: string) => DECLARATIONS.get(source)?.get(name);
  if (depth > 8) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return inner(node.expression);
  if (ts.isConditionalExpression(node)) return [...inner(node.whenTrue), ...inner(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      node.operatorToken.kind,
    )
  ) {
    return [...inner(node.left), ...inner(node.right)];
  }
  if (ts.isIdentifier(node)) return (CONSTANTS.get(node.text) ?? []).flatMap(inner);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declaration = declared(node.expression.text);
    return declaration ? returned(declaration).flatMap(inner) : [];
  }
  if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
    if (ts.isPropertyAccessExpression(node) && ['en', 'id'].includes(node.name.text)) return [];
    let root: ts.Expression = node;
    while (ts.isElementAccessExpression(root) || ts.isPropertyAccessExpression(root)) {
      root = root.expression;
    }
    const table = ts.isIdentifier(root) ? declared(root.text) : undefined;
    return table && (ts.isObjectLiteralExpression(table) || ts.isArrayLiteralExpression(table))
      ? tableTexts(table).flatMap(inner)
      : [];
  }
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const known = inner(span.expression);
      const parts = known.length > 0 ? known : [SAMPLE];
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }
  return [];
}

/** zod's checks that take a message: as their only argument, or after a limit or a test. */
const ZOD_MESSAGE_ONLY = new Set([
  'email',
  'int',
  'url',
  'uuid',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'nonempty',
]);
const ZOD_MESSAGE_SECOND = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'gte',
  'lte',
  'gt',
  'lt',
  'startsWith',
  'endsWith',
  'includes',
  'multipleOf',
]);

const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && property.name.getText() === name,
  );

/**
 * The messages of a record of field messages: an object's values, both branches of a `?:`, the
 * texts of a record built by `Object.fromEntries(missing.map((m) => [m, '…']))`. A record held
 * in a variable is read where its fields are set (`fields.x = …`).
 */
function fieldMessages(record: ts.Expression): ts.Expression[] {
  if (ts.isObjectLiteralExpression(record)) {
    return record.properties
      .filter(ts.isPropertyAssignment)
      .map((property) => property.initializer);
  }
  if (ts.isConditionalExpression(record)) {
    return [...fieldMessages(record.whenTrue), ...fieldMessages(record.whenFalse)];
  }
  if (ts.isCallExpression(record) && record.expression.getText() === 'Object.fromEntries') {
    return tableTexts(record);
  }
  return [];
}

/** A zod message argument: a sentence, or `{ message }` / `{ error }` (a function gives none). */
const zodMessage = (argument: ts.Expression): ts.Expression[] =>
  ts.isObjectLiteralExpression(argument)
    ? (['message', 'error'] as const).flatMap((name) => {
        const found = propertyNamed(argument, name)?.initializer;
        return found ? [found] : [];
      })
    : [argument];

/** The expressions in one file that become an error's message or a field's message. */
function messageExpressions(source: ts.SourceFile): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    // new AppError(status, code, message, { text?, fields? }): a `text` answers by itself.
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') {
      const [, , message, extra] = node.arguments ?? [];
      const hasText =
        extra &&
        ts.isObjectLiteralExpression(extra) &&
        extra.properties.some(
          (property) =>
            (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
            property.name.getText() === 'text',
        );
      if (message && !hasText) found.push(message);
    }
    // `fields: { … }`, invalidInput({ … }), refusal(machine, reason, { … }), `fields.x = …`,
    // `fields[x] = …`.
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'fields') {
      found.push(...fieldMessages(node.initializer));
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'invalidInput') {
      found.push(...node.arguments.flatMap(fieldMessages));
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'refusal') {
      const [, , fields] = node.arguments;
      if (fields) found.push(...fieldMessages(fields));
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
      node.left.expression.getText() === 'fields'
    ) {
      found.push(node.right);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const check = node.expression.name.text;
      const [first, second, ...more] = node.arguments;
      // zod's checks: the message alone, or after a limit or a test.
      if (ZOD_MESSAGE_ONLY.has(check) && first && !second) found.push(...zodMessage(first));
      if (ZOD_MESSAGE_SECOND.has(check) && second && more.length === 0) {
        found.push(...zodMessage(second));
      }
      if (check === 'addIssue' && first) found.push(...zodMessage(first));
    }
    // A schema's own `{ error: '…' }` (z.string({ error: 'required' })).
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'error' &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isCallExpression(node.parent.parent)
    ) {
      found.push(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const MESSAGES = API.flatMap((source) =>
  messageExpressions(source).flatMap((expression) => {
    const { line } = source.getLineAndCharacterOfPosition(expression.getStart());
    const where = `${relative(ROOT, source.fileName)}:${line + 1}`;
    return sentences(expression, source)
      .filter((message) => message !== '')
      .map((message) => ({ where, message }));
  }),
);

/** What zod says by itself, for a schema that names no message of ours: each kind of issue. */
const ZOD_OWN_MESSAGES = (
  [
    [z.string(), undefined],
    [z.string(), 5],
    [z.number(), 'x'],
    [z.int(), 1.5],
    [z.boolean(), 'yes'],
    [z.array(z.string()), 'x'],
    [z.object({}), 'x'],
    [z.enum(['A', 'B']), 'C'],
    [z.literal('A'), 'B'],
    [z.string().min(2), 'a'],
    [z.string().max(2), 'abc'],
    [z.string().length(2), 'a'],
    [z.array(z.string()).min(1), []],
    [z.array(z.string()).max(1), ['a', 'b']],
    [z.number().min(2), 1],
    [z.number().max(2), 3],
    [z.number().gt(2), 2],
    [z.number().lt(2), 2],
    [z.number().multipleOf(2), 3],
    [z.string().regex(/^a$/), 'b'],
    [z.string().startsWith('a'), 'b'],
    [z.string().endsWith('a'), 'b'],
    [z.string().includes('a'), 'b'],
    [z.email(), 'x'],
    [z.uuid(), 'x'],
    [z.url(), 'x'],
    [z.iso.date(), 'x'],
    [z.iso.datetime(), 'x'],
    [z.strictObject({}), { a: 1 }],
    [z.strictObject({}), { a: 1, b: 2 }],
    [z.union([z.string(), z.number()]), true],
    [z.record(z.enum(['a']), z.string()), { b: 'x' }],
    [z.set(z.number()), new Set(['x'])],
  ] as Array<[z.ZodType, unknown]>
).flatMap(([schema, value]) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? []);

describe('the Indonesian of every API error message', () => {
  it('finds the messages the API is written with', () => {
    expect(MESSAGES.length).toBeGreaterThan(200);
    expect(MESSAGES.map((found) => found.message)).toEqual(
      expect.arrayContaining(['Loan not found', 'required', 'The e-mail address is not valid']),
    );
  });

  it('every AppError, field and zod message in api/** has its Indonesian', () => {
    const missing = MESSAGES.filter((found) => indonesianOf(found.message) === undefined);
    expect(missing.map((found) => `${found.where}  ${found.message}`)).toEqual([]);
  });

  it("zod's own messages have their Indonesian", () => {
    expect(ZOD_OWN_MESSAGES.length).toBeGreaterThan(30);
    const missing = ZOD_OWN_MESSAGES.filter((message) => indonesianOf(message) === undefined);
    expect(missing).toEqual([]);
  });

  it("every machine's …Texts table lends its Indonesian to the English raised from it", async () => {
    const tables: string[] = [];
    for (const file of sourcesUnder(join(ROOT, 'machines'))) {
      const exports: Record<string, unknown> = await import(file);
      for (const [name, value] of Object.entries(exports)) {
        const isTable =
          name.endsWith('Texts') &&
          typeof value === 'object' &&
          value !== null &&
          Object.values(value).every(
            (text) => typeof text?.id === 'string' && typeof text?.en === 'string',
          );
        if (isTable && !MACHINE_TEXTS.includes(value as Record<string, never>)) {
          tables.push(`${relative(ROOT, file)} ${name}`);
        }
      }
    }
    expect(tables).toEqual([]);
  });

  it('words a message in the language asked for', () => {
    expect(messageIn('required', 'id')).toBe('wajib diisi');
    expect(messageIn('required', 'en')).toBe('required');
    expect(messageIn('at most 1000 characters', 'id')).toBe('paling banyak 1000 karakter');
    expect(messageIn('No such path: GET /api/nowhere', 'id')).toBe(
      'Alamat tidak ditemukan: GET /api/nowhere',
    );
    expect(messageIn('Invalid input: expected string, received undefined', 'id')).toBe(
      'wajib diisi',
    );
    // A reason's English raised alone, and a message the spec writes in Indonesian.
    expect(messageIn('The text may not contain a NUL character', 'id')).toBe(
      'Teks tidak boleh berisi karakter NUL',
    );
    expect(messageIn('Gagal melakukan request docusign', 'id')).toBe(
      'Gagal melakukan request docusign',
    );
    expect(messageIn('Gagal melakukan request docusign', 'en')).toBe('The signing request failed');
    // A message nobody wrote Indonesian for stays as it is rather than half translated.
    expect(messageIn('Something nobody wrote down', 'id')).toBe('Something nobody wrote down');
  });
});
