// Imports form no circle: a module that needs another's work and is needed by it is one module
// cut in the wrong place (and a circle of runtime imports is one of half-initialised modules).
// Static imports count, type-only ones too; a dynamic `import()` is a deliberate lazy boundary.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TIERS = ['machines', 'api', 'gateway', 'web', 'server'];

/**
 * Circles known today and not yet cut, each to be cut by moving the shared part into a module of
 * its own; the test fails when one disappears, so the list only shrinks.
 */
const KNOWN = [
  'api/bank/partner-bank-http.ts ↔ api/bank/partner-bank.ts',
  'api/loans/create-loan.ts ↔ api/loans/loan-application.ts',
  'api/notify/notification-messages.ts ↔ api/notify/notify-user.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]*)['"]/gm)].map((m) =>
    resolve(dirname(file), m[1] ?? ''),
  );
}

/** The strongly connected parts of the import graph with more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1) found.push(part);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const graph = new Map(
  TIERS.flatMap((tier) => sourceFiles(join(ROOT, tier))).map((file) => [file, importsOf(file)]),
);
const named = (part: string[]) =>
  part
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .sort()
    .join(' ↔ ');

describe('import circles', () => {
  it('reads the imports of every tier', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
  });

  it('finds a circle when there is one', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ).map(named),
    ).toEqual(['a.ts ↔ b.ts']);
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none beyond the known ones still to cut', () => {
    expect(circles(graph).map(named).sort()).toEqual([...KNOWN].sort());
  });
});
