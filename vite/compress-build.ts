/**
 * `node --import tsx vite/compress-build.ts [dir]`: writes the `.br` and `.gz` files of a build
 * made with PRECOMPRESS=later (vite/precompress.ts), as `npm start` does once its server runs.
 */
import { compressBuild } from './precompress.ts';

await compressBuild(process.argv[2] ?? 'dist');
