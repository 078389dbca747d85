import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../web/precompress.ts';

// The GraphiQL page the BFF serves at /graphiql: its own small bundle (about 2 MB gzip, Monaco),
// kept out of the web app. Build: `vite build --config bff/graphiql/vite.config.ts`.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/graphiql/',
  plugins: [precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8_000,
    rolldownOptions: {
      // graphiql's dependencies carry React "use client" directives, meaningless in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
  optimizeDeps: { include: ['graphql', 'nullthrows', 'vscode-languageserver-types', 'picomatch-browser'] },
});
