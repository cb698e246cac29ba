// A build step that writes, beside the client (dist/route-preloads.json), which chunks each route
// of the router needs beyond the entry: its frame, its screen, their static imports and the
// screens' words, and the stylesheets those chunks bring (Mantine's styles come with the
// components, vite.config.ts). The product serves a route's index.html with those chunks as
// <link rel="modulepreload"> and the stylesheets as <link rel="stylesheet"> at the end of its body
// (server/route-preloads.ts), so the browser fetches them with the entry, straight from the page,
// instead of once the entry has run and asked for them.
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { APP_WORDS, readWebRoutes } from './app-routes.ts';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A route's path as the router writes it (`/staff/loans/:id`) and the files to preload, the
 * scripts then the stylesheets in cascade order (the shape server/route-preloads.ts reads). */
type RoutePreloads = Array<{ path: string; files: string[] }>;

/** The CSS files Vite's CSS plugin records on a chunk (its own, not its imports'). */
type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export function routePreloads(): Plugin {
  return {
    name: 'lumbung:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const root = import.meta.dirname;
      const chunks = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === 'chunk',
      );
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into: Set<string>): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      // A chunk's stylesheets after those of the chunks it imports, as Vite's own preloading
      // orders them: a component's styles after those of the components it is made of.
      const cssOf = (fileName: string, seen: Set<string>, into: Set<string>): Set<string> => {
        if (seen.has(fileName)) return into;
        seen.add(fileName);
        const chunk = byFile.get(fileName);
        for (const imported of chunk?.imports ?? []) cssOf(imported, seen, into);
        for (const css of (chunk as ChunkWithCss | undefined)?.viteMetadata?.importedCss ?? []) {
          into.add(css);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('the build has no entry chunk');
      const fromEntry = withImports(entry.fileName, new Set());
      const entryCss = cssOf(entry.fileName, new Set(), new Set());
      const preloads: RoutePreloads = [];
      for (const route of readWebRoutes()) {
        if (!route.screen) continue;
        const modules = [route.layout, route.screen, route.coreWords ? null : APP_WORDS];
        const files = new Set<string>();
        const css = new Set<string>();
        const cssSeen = new Set<string>();
        for (const module of modules) {
          if (!module) continue;
          const chunk = byModule.get(join(root, module));
          if (!chunk) this.error(`no chunk for ${module}`);
          withImports(chunk.fileName, files);
          cssOf(chunk.fileName, cssSeen, css);
        }
        preloads.push({
          path: route.path,
          files: [
            ...[...files].filter((file) => !fromEntry.has(file)),
            ...[...css].filter((file) => !entryCss.has(file)),
          ],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
