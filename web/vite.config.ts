import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { griffelAot } from './griffel.ts';
import { precompress } from './precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), relay, griffelAot(), precompress()],
  // The Relay hooks the app uses, each from its own module (reactRelayHooks.js): react-relay's index adds the legacy
  // containers (~10 kB gzip) and its hooks entry every other hook (~5 kB).
  resolve: { alias: [{ find: /^react-relay$/, replacement: here('./reactRelayHooks.js') }] },
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString().slice(0, 10)) },
  build: {
    // WEB_DIST (also read by the BFF) lets parallel checkouts or test runs build side by side.
    outDir: process.env.WEB_DIST ?? here('./dist'),
    emptyOutDir: true,
    // .vite/manifest.json: web/bundle-size.ts reads each route's first-load JavaScript from it.
    manifest: true,
    rolldownOptions: {
      input: here('./index.html'),
      // What every route loads before its first screen (`$initial`: the entry's static imports) as three files instead
      // of twenty small ones: fewer requests, and gzip of one file compresses better than of its parts (≈ 10–20 kB less
      // per route, tests/bench/README.md). Three, so that none is over Vite's 500 kB chunk-size warning.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/graphiql': 'http://127.0.0.1:4000' },
  },
});
