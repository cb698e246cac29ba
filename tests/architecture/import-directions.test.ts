// conventions.md: imports run one way. Every import of every source file is read and checked
// against the allowed directions between tiers; web features never import each other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Which tiers each tier may import from (its own always). Anything absent is forbidden. */
const ALLOWED: Record<string, readonly string[]> = {
  machines: [],
  // How every command reads its command line (--help, a mistyped option): imports nothing.
  cli: [],
  api: ['machines', 'cli'],
  gateway: ['machines', 'schema', 'cli'],
  web: ['machines'],
  // The one-port embedded server composes the tiers; tests, benchmarks and scripts drive them.
  server: ['api', 'gateway', 'machines', 'cli'],
  tests: ['*'],
  bench: ['*'],
  scripts: ['*'],
  // The simulator starts the product as `npm start` does and reads its database as the auditor;
  // its workload reaches the product only over HTTP (sim/client.ts), sending through the gateway
  // the very operations the web client sends (its generated documents, web/src/generated).
  sim: ['api', 'server', 'machines', 'web', 'cli'],
  // QA's path tests start the product as the tests do (tests/support) and drive it.
  qa: ['*'],
};

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(entry) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ];
  return specifiers.map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((s) => s.startsWith('.'));
}

const tierOf = (path: string) => relative(ROOT, path).split(sep)[0] ?? '';

const edges = Object.keys(ALLOWED).flatMap((tier) =>
  sourceFiles(join(ROOT, tier)).flatMap((file) =>
    importsOf(file).map((specifier) => ({ file, target: resolve(dirname(file), specifier) })),
  ),
);

describe('import directions', () => {
  it('reads the imports of every tier', () => {
    const tiers = new Set(edges.map((e) => tierOf(e.file)));
    for (const tier of ['api', 'gateway', 'web', 'machines', 'server', 'tests']) {
      expect(tiers, tier).toContain(tier);
    }
  });

  it('runs one way between tiers', () => {
    const wrong = edges
      .filter(({ file, target }) => {
        const from = tierOf(file);
        const to = tierOf(target);
        const allowed = ALLOWED[from] ?? [];
        return from !== to && !allowed.includes('*') && !allowed.includes(to);
      })
      .map(({ file, target }) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    expect(wrong).toEqual([]);
  });

  it('keeps machines free of I/O, clocks and React', () => {
    const impure = sourceFiles(join(ROOT, 'machines'))
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) =>
        /from ['"](node:|react|pg|@electric-sql)|fetch\(|new Date\(|Date\.now\(/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(ROOT, file));
    expect(impure).toEqual([]);
  });

  it('keeps web features independent of each other', () => {
    const features = join(ROOT, 'web', 'src', 'features');
    const featureOf = (path: string) => relative(features, path).split(sep)[0];
    const crossing = edges
      .filter(({ file, target }) => file.startsWith(features) && target.startsWith(features))
      .filter(({ file, target }) => featureOf(file) !== featureOf(target))
      .map(({ file, target }) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    expect(crossing).toEqual([]);
  });
});
