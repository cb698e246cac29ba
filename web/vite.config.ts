import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web client: built into web/dist and served by the product on one port; in development
// `npm run dev:web` proxies GraphQL and the REST API to a running `npm start`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:4000',
      '/api': 'http://127.0.0.1:4000',
      '/file': 'http://127.0.0.1:4000',
    },
  },
});
