import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { frameChunkGroups } from './frame-chunks.ts';
import { graphqlDocumentsPerModule } from './graphql-documents-plugin.ts';
import { routePreloads } from './route-preloads-plugin.ts';

const ZOD_CONFIG = join(import.meta.dirname, 'src', 'zod-config.ts');

/**
 * Every `import … from 'zod'` in the client (its screens, machines/, the form resolvers) gets zod
 * through src/zod-config.ts, which configures it before any schema parses. So the configuration
 * comes with zod, on the screens that use it, and not in the first download.
 */
function zodConfigured(): Plugin {
  return {
    name: 'lumbung:zod-configured',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'zod' || importer === ZOD_CONFIG) return null;
      return (await this.resolve(ZOD_CONFIG, importer, { ...options, skipSelf: true })) ?? null;
    },
  };
}

/**
 * A plugin that resolves `source` imported from `importer` (both matched by name) to a module
 * of shims/ instead.
 */
function shimImport(
  name: string,
  source: (id: string) => boolean,
  importer: RegExp,
  shim: string,
): Plugin {
  const path = join(import.meta.dirname, 'shims', shim);
  return {
    name: `lumbung:${name}`,
    enforce: 'pre',
    resolveId(id, from) {
      return from && source(id) && importer.test(from) ? path : null;
    },
  };
}

/**
 * Mantine's ScrollArea (inside every Modal, so in every signed-in frame) takes only `useMergeRefs`
 * from @floating-ui/react, one module of 15 KB gzip that only popovers need whole: that import
 * resolves to the same hook in shims/, so routes without a popover do not download floating-ui.
 */
const scrollAreaMergeRefs = () =>
  shimImport(
    'scroll-area-merge-refs',
    (id) => id === '@floating-ui/react',
    /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    'floating-ui-merge-refs.ts',
  );

/**
 * Mantine's `useId` renders each component that uses it twice on mount (a random id set in a
 * layout effect, shims/mantine-use-id.ts): @mantine/hooks' import of it resolves to React's id.
 */
const mantineUseId = () =>
  shimImport(
    'mantine-use-id',
    (id) => /[\\/]use-id[\\/]use-id\.mjs$|^\.\/use-id\.mjs$/.test(id),
    /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/,
    'mantine-use-id.ts',
  );

// A Mantine component's class names (`esm/components/Button/Button.module.mjs`, whose styles
// Mantine ships as `styles/Button.css`).
const MANTINE_CLASS_NAMES =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own styles: the module of its class names imports its CSS
 * file (`@mantine/core/styles/<Name>.css`), so the styles go into whichever chunk holds the
 * component — the login's with the login, the signed-in frame's with the frame — instead of all
 * of Mantine's (≈ 250 KB) blocking every page. A component imports the components it is made of
 * first, so their styles come first, in the order Mantine's whole stylesheet has them. The
 * global styles (baseline, variables) are main.tsx's; tests/architecture/mantine-styles.test.ts
 * checks the build: every Mantine class a chunk's script uses has its rules in the CSS that
 * chunk loads.
 */
function mantineStylesWithComponents(): Plugin {
  return {
    name: 'lumbung:mantine-styles-with-components',
    transform(code, id) {
      const name = MANTINE_CLASS_NAMES.exec(id)?.[1];
      if (!name) return null;
      const styles = `import '@mantine/core/styles/${name}.css';\n`;
      // After the "use client" directive, which must stay the module's first statement.
      const directive = /^(['"])use client\1;?\n/.exec(code)?.[0] ?? '';
      return { code: `${directive}${styles}${code.slice(directive.length)}`, map: null };
    },
  };
}

/**
 * Libraries grouped into chunks by what they do, so a route downloads the libraries it uses and
 * a release that changes only app code leaves these cached. Order matters: first match wins.
 */
const VENDOR_CHUNKS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  // The helpers of Apollo's dependencies and of Mantine's scroll lock (react-remove-scroll): a
  // chunk of their own, before Apollo's group would take them in as a dependency, or the toasts'
  // container would fetch all of Apollo on the login page.
  ['tslib', /node_modules[\\/]tslib[\\/]/],
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['floating', /node_modules[\\/]@floating-ui[\\/]/],
  // The few Mantine components the first download always holds (loading and error states, text,
  // the close button): one chunk, not four or five of a few hundred bytes each as the screens'
  // lazy boundaries would otherwise cut them (each chunk costs its own gzip overhead).
  // With them Mantine's global styles (main.tsx imports them first), so that they come before
  // any component's, as in Mantine's whole stylesheet.
  [
    'mantine-basics',
    /node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/](Alert|Loader|Text|CloseButton|Center|UnstyledButton)[\\/]|styles[\\/](baseline|default-css-variables|global)\.css$)/,
  ],
  ['router', /node_modules[\\/]react-router[\\/]/],
  ['apollo', /node_modules[\\/](@apollo|@wry|optimism|rxjs|graphql|zen-observable.*)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  ['xstate', /node_modules[\\/](xstate|@xstate)[\\/]/],
  ['zod', /node_modules[\\/]zod[\\/]/],
  ['forms', /node_modules[\\/](@hookform|react-hook-form)[\\/]/],
];

// The web client: built into web/dist and served by the product on one port; in development
// `npm run dev:web` proxies GraphQL and the REST API to a running `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    graphqlDocumentsPerModule(),
    zodConfigured(),
    scrollAreaMergeRefs(),
    mantineUseId(),
    mantineStylesWithComponents(),
    routePreloads(),
  ],
  resolve: {
    // react-router's package exports name only its development build (warnings and checks
    // included); the production build sits beside it.
    alias: [
      {
        find: /^react-router$/,
        replacement: join(
          import.meta.dirname,
          '../node_modules/react-router/dist/production/index.mjs',
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web.bench.ts reads which chunks each route needs from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map(([name, test]) => ({ name: `vendor-${name}`, test })),
            // The first download's and the signed-in frame's code (frame-chunks.ts).
            ...frameChunkGroups,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:4000',
      '/api': 'http://127.0.0.1:4000',
      '/file': 'http://127.0.0.1:4000',
    },
  },
});
