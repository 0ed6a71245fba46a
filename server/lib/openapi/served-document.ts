/**
 * The document exactly as the server answers GET /api/openapi.json, from an app built without a
 * database (the routes do not depend on one): what `npm run openapi` writes to docs/openapi.json
 * and what the tests compare that file with.
 */
import { createApp } from '../../app';
import { parseEnv } from '../../env';
import type { JsonSchema } from './json-schema';

/** A key only for building the app: the document holds no secret and signs nothing. */
const UNUSED_SECRET = 'openapi-document-'.padEnd(48, 'x');

export async function servedDocument(): Promise<JsonSchema> {
  const app = createApp({
    db: {} as never,
    env: parseEnv({ JWT_SECRET: UNUSED_SECRET }),
    jwtSecret: UNUSED_SECRET,
  });
  const answer = await app.request('/api/openapi.json');
  return (await answer.json()) as JsonSchema;
}
