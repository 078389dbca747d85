import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;

/**
 * Writes a `.br` and a `.gz` sibling of every text file of the build, once, at build time: the BFF
 * sends them to browsers that accept them (`preCompressed` in bff/src/server.ts), never compressing
 * per request. Files under 1 KB are left alone (compression saves nothing there). Brotli quality 10:
 * within 2 % of 11 at a third of the time (Monaco's 2.8 MB: 545 vs 535 kB, 1.7 vs 5.4 s).
 */
export function precompress(): Plugin {
  return {
    name: 'hive:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((file) => TEXT.test(file) && !file.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(join(dir, `${file}.br`), br), writeFile(join(dir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}
