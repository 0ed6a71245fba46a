/**
 * `npm run openapi` writes docs/openapi.json: the API reference the server serves at
 * GET /api/openapi.json (docs/ARCHITECTURE.md, API reference), formatted as the repository's
 * Prettier formats JSON. A test fails while the file differs from what the server generates.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { servedDocument } from './lib/openapi/served-document';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const text = JSON.stringify(await servedDocument(), null, 2);
await writeFile(target, await format(text, { ...(await resolveConfig(target)), filepath: target }));
console.log(`Wrote ${target}`);
process.exit(0);
