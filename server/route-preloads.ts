// The client's index.html for each address of the router, with the chunks that route needs
// beyond the entry as <link rel="modulepreload"> and their stylesheets as <link rel="stylesheet">
// (listed at build time in web/dist/route-preloads.json, web/route-preloads-plugin.ts): the
// browser fetches the frame, the screen, its words and styles together with the entry, as it
// reads the page, instead of once the entry has run and asked for them.
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
  if (!index.includes('</head>')) return [];
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
      return { path, page: index.replace('</head>', `${links}\n  </head>`) };
    });
}
