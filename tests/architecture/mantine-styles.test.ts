// Mantine's styles come with its components (web/vite.config.ts: each component's module of class
// names imports its own CSS file), not as the whole stylesheet on every page. Read from the built
// client (the global setup builds it): every Mantine class name a chunk's script uses has its
// rules in the CSS that is loaded whenever that chunk runs — the chunk's own stylesheets, its
// static imports' and the entry's. So a screen that starts using a Mantine component cannot show
// it unstyled, whichever chunk the bundler puts the component in.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../server/product-server.ts';
import {
  entryChunks,
  type Manifest,
  readWebRoutes,
  routeChunks,
  withStaticImports,
} from '../../web/app-routes.ts';

type ChunkWithCss = Manifest[string] & { css?: string[] };

const manifest = JSON.parse(
  readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ChunkWithCss>;

const text = (file: string) => readFileSync(join(WEB_DIST, file), 'utf8');

/** Mantine's CSS-module class names (`m_77c9d27d`) as a chunk's script writes them: quoted. */
const classNamesIn = (script: string): Set<string> =>
  new Set([...script.matchAll(/[`"'](m_[0-9a-f]{5,8})[`"']/g)].map((found) => found[1] ?? ''));

/** The text of the stylesheets of these chunks. */
const cssOf = (keys: Iterable<string>): string =>
  [...keys]
    .flatMap((key) => manifest[key]?.css ?? [])
    .map(text)
    .join('\n');

const definedIn = (css: string, name: string) => new RegExp(`${name}(?![0-9a-f])`).test(css);

/** The class names of a Mantine component, from its module in the package (`Table.module.mjs`). */
const classesOf = (component: string): string[] => {
  const dir = join(
    import.meta.dirname,
    '../../node_modules/@mantine/core/esm/components',
    component,
  );
  const module = readdirSync(dir).find((file) => file === `${component}.module.mjs`);
  if (!module) throw new Error(`no ${component}.module.mjs in @mantine/core`);
  return [...classNamesIn(readFileSync(join(dir, module), 'utf8'))];
};

describe("Mantine's styles", () => {
  const entryCss = cssOf(entryChunks(manifest));

  it('every Mantine class a chunk uses is styled by the CSS loaded with that chunk', () => {
    const unstyled: string[] = [];
    let checked = 0;
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      const names = classNamesIn(text(chunk.file));
      if (names.size === 0) continue;
      const css = `${entryCss}\n${cssOf(withStaticImports(manifest, key))}`;
      for (const name of names) {
        checked += 1;
        if (!definedIn(css, name)) unstyled.push(`${chunk.file}: ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(unstyled).toEqual([]);
  });

  it("Mantine's global styles come first, before any component's, as in its whole stylesheet", () => {
    const index = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const first = /<link rel="stylesheet" crossorigin href="\/([^"]+)"/.exec(index)?.[1] ?? '';
    const css = text(first);
    const baseline = css.indexOf('color-scheme:var(--mantine-color-scheme)');
    const variables = css.indexOf('--mantine-z-index-app');
    const firstComponent = css.search(/\.m_[0-9a-f]{5,8}[^0-9a-f]/);
    expect(baseline).toBeGreaterThanOrEqual(0);
    expect(variables).toBeGreaterThan(baseline);
    expect(firstComponent).toBeGreaterThan(variables);
  });

  it("the login page's CSS holds the fields' and buttons' styles but not the signed-in screens'", () => {
    const route = readWebRoutes().find((candidate) => candidate.path === '/');
    if (!route) throw new Error('no login route');
    const css = cssOf(routeChunks(manifest, route));
    for (const component of ['Input', 'Button', 'PasswordInput']) {
      expect(classesOf(component).every((name) => definedIn(css, name))).toBe(true);
    }
    for (const component of ['AppShell', 'Modal', 'Table', 'Tabs', 'Timeline']) {
      expect(classesOf(component).some((name) => definedIn(css, name))).toBe(false);
    }
  });
});
