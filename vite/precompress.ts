import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels, so the
 * server sends compressed files without compressing per request (serveStatic's `precompressed`).
 * Runs after every other plugin's closeBundle, so vite-plugin-pwa's sw.js is included. Source
 * maps are left alone (only DevTools reads them); tiny files gain nothing.
 *
 * With PRECOMPRESS=later the build skips it: `npm start` (scripts/start.mjs) compresses the files
 * while the server already runs (vite/compress-build.ts), since brotli at its highest level is
 * seconds of a first start. Until a file's `.br` is there, the server sends the file as it is.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Written last: the build's files are all compressed. */
export const COMPRESSED_MARK = '.vite/precompressed';

export async function compressBuild(outDir: string): Promise<void> {
  const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(source, { level: 9 }),
      ]);
      // Renamed into place: the server may be sending these files already (a deferred compression).
      await Promise.all([writeWhole(`${file}.br`, br), writeWhole(`${file}.gz`, gz)]);
    }),
  );
  await writeFile(path.join(outDir, COMPRESSED_MARK), '');
}

async function writeWhole(file: string, data: Buffer): Promise<void> {
  await writeFile(`${file}.tmp`, data);
  await rename(`${file}.tmp`, file);
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'bo-portal:precompress',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    writeBundle: () => {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      // A failed build wrote nothing to compress, and keeps its own error message.
      async handler() {
        if (!written || process.env.PRECOMPRESS === 'later') return;
        await compressBuild(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
