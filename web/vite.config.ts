import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress } from './precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), relay, precompress()],
  // The app uses Relay's hooks API only: react-relay's index adds the legacy containers (~10 KB gzip).
  resolve: { alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }] },
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString().slice(0, 10)) },
  build: {
    // WEB_DIST (also read by the BFF) lets parallel checkouts or test runs build side by side.
    outDir: process.env.WEB_DIST ?? here('./dist'),
    emptyOutDir: true,
    // .vite/manifest.json: tests/bench/bundle-size.ts reads each route's first-load JavaScript from it.
    manifest: true,
    rollupOptions: { input: here('./index.html') },
  },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/graphiql': 'http://127.0.0.1:4000' },
  },
});
