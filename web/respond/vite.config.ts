import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../precompress.ts';

// The public survey and registration pages (web/respond/README.md): their own entry and bundle, built after the web
// app into `<WEB_DIST>/respond` (the web app's build empties WEB_DIST first). The BFF serves its index.html at `/s`
// and `/r/<short name>`; the assets live under `/respond/assets/`.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/respond/',
  plugins: [react(), precompress()],
  build: {
    outDir: join(process.env.WEB_DIST ?? here('../dist'), 'respond'),
    emptyOutDir: true,
    // .vite/manifest.json: web/bundle-size.ts measures the page's first-load JavaScript from it.
    manifest: true,
    rolldownOptions: { input: here('./index.html') },
  },
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
