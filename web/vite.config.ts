import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsPerModule } from './graphql-documents-plugin.ts';

/**
 * Libraries grouped into chunks by what they do, so a route downloads the libraries it uses and
 * a release that changes only app code leaves these cached. Order matters: first match wins.
 */
const VENDOR_CHUNKS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /node_modules[\\/]react-router[\\/]/],
  ['apollo', /node_modules[\\/](@apollo|@wry|optimism|rxjs|graphql|tslib|zen-observable.*)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  ['xstate', /node_modules[\\/](xstate|@xstate)[\\/]/],
  ['zod', /node_modules[\\/]zod[\\/]/],
  ['forms', /node_modules[\\/](@hookform|react-hook-form)[\\/]/],
  ['dagre', /node_modules[\\/](@dagrejs)[\\/]/],
];

// The web client: built into web/dist and served by the product on one port; in development
// `npm run dev:web` proxies GraphQL and the REST API to a running `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), graphqlDocumentsPerModule()],
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
          groups: VENDOR_CHUNKS.map(([name, test]) => ({ name: `vendor-${name}`, test })),
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
