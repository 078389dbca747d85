import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), relay],
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString().slice(0, 10)) },
  build: {
    // WEB_DIST (also read by the BFF) lets parallel checkouts or test runs build side by side.
    outDir: process.env.WEB_DIST ?? here('./dist'),
    emptyOutDir: true,
    rollupOptions: { input: here('./index.html') },
  },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/graphiql': 'http://127.0.0.1:4000' },
  },
});
