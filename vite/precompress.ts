import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels, so the
 * server sends compressed files without compressing per request (serveStatic's `precompressed`).
 * Runs after every other plugin's closeBundle, so vite-plugin-pwa's sw.js is included. Source
 * maps are left alone (only DevTools reads them); tiny files gain nothing.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bo-portal:precompress',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const source = await readFile(file);
            if (source.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
