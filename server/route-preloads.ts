// The client's index.html for each address of the router, with the chunks that route needs
// beyond the entry as <link rel="modulepreload"> and their stylesheets as <link rel="stylesheet">
// (listed at build time in web/dist/route-preloads.json, web/route-preloads-plugin.ts): the
// browser fetches the frame, the screen, its words and styles together with the entry, as it
// reads the page, instead of once the entry has run and asked for them. They go at the end of
// the body: a stylesheet in the head holds back every paint until it is in, one in the body only
// what follows it, so the page's first screen (the name and a loader, web/index.html) paints once
// the entry's own two stylesheets are in. The scripts still wait for them (a document's scripts
// run once its stylesheets are in): no screen shows unstyled. The entry's stylesheets stay in
// the head, before the variables MantineProvider writes there, which must come after them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** web/dist/route-preloads.json as the build writes it (web/route-preloads-plugin.ts). */
type RoutePreloads = ReadonlyArray<{ path: string; files: readonly string[] }>;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Each router path (`/staff/loans/:id`, which Fastify reads the same way) with its page; none
 * when the build lists no preloads (an older build), and none for the login page at `/`, which
 * the static files serve as index.html itself.
 */
export function routePages(webDist: string): Array<{ path: string; page: string }> {
  const listFile = join(webDist, 'route-preloads.json');
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(listFile) || !existsSync(indexFile)) return [];
  const routes = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes('</body>')) return [];
  return routes
    .filter((route) => route.path !== '/' && route.files.length > 0)
    .map(({ path, files }) => {
      // A stylesheet as Vite's own preloading would add it (its helper finds it there and adds no
      // second one); it blocks the first paint of a page that cannot show anything without it.
      const links = files
        .map((file) =>
          file.endsWith('.css')
            ? `    <link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`
            : `    <link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
        )
        .join('\n');
      return { path, page: index.replace('</body>', `${links}\n  </body>`) };
    });
}
