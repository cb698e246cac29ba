// CI's second run, on PostgreSQL (`npm run test:database-tiers`), takes the REST API tier's files
// by name, `*.api.test.ts`: those that reach a database. The API's other test files check a
// module alone (configuration, labels, the bank's and the signature providers' HTTP adapters
// against fakes) and would only run the same code twice. A file reaches a database when its
// imports, followed as they load at run time (not type-only ones), reach api/db/db.ts, the one
// module that opens PGlite or PostgreSQL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const API_TESTS = join(ROOT, 'tests', 'api');
const DATABASE = join(ROOT, 'api', 'db', 'db.ts');

/** The project's modules `file` loads at run time: its relative imports that are not type-only. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = text.matchAll(
    /^(?:import|export)\s(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm,
  );
  return [...found]
    .map((m) => resolve(dirname(file), m[1] ?? m[2] ?? m[3] ?? ''))
    .filter((path) => existsSync(path));
}

function reachesDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return runtimeImports(file).some((imported) => reachesDatabase(imported, seen));
}

describe("the PostgreSQL run's REST API files", () => {
  const files = readdirSync(API_TESTS).filter((name) => name.endsWith('.test.ts'));

  it('reads files that reach a database and files that do not', () => {
    const reaching = files.filter((name) => reachesDatabase(join(API_TESTS, name)));
    expect(reaching.length).toBeGreaterThan(20);
    expect(reaching.length).toBeLessThan(files.length);
  });

  it('are named *.api.test.ts exactly when they reach a database', () => {
    const misnamed = files.filter(
      (name) => reachesDatabase(join(API_TESTS, name)) !== name.endsWith('.api.test.ts'),
    );
    expect(misnamed).toEqual([]);
  });
});
