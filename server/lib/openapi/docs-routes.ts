/**
 * The API reference, served by the server itself (docs/ARCHITECTURE.md, API reference):
 * - GET /api/openapi.json: the OpenAPI document, built once from the app's routes;
 * - GET /api/docs: Scalar's interactive reference page (@scalar/hono-api-reference), which loads
 *   Scalar's standalone bundle from this origin (GET /api/docs/scalar.js, from
 *   @scalar/api-reference), never from a CDN, so the page works offline and under our CSP.
 * All three are public: the document holds schemas and access rules, no secret.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppBindings } from '../context';
import { acceptsGzip } from '../gzip-large';
import { publicCall } from '../route-access';
import { contentSecurityPolicy } from '../security-headers';
import { describeCall } from './describe-call';
import type { JsonSchema } from './json-schema';

const gzipAsync = promisify(gzip);
const BUNDLE_PATH = '/docs/scalar.js';

/** The standalone bundle (4.8 MB, 1.3 MB gzipped), read and gzipped on first use. */
function scalarBundle() {
  let loaded: Promise<{ plain: Buffer; gzipped: Buffer }> | null = null;
  return () => {
    loaded ??= (async () => {
      const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
      const plain = await readFile(path.join(path.dirname(entry), 'browser', 'standalone.js'));
      return { plain, gzipped: await gzipAsync(plain) };
    })();
    return loaded;
  };
}

/**
 * `document` builds the OpenAPI document (called once, on the first request, when every route is
 * mounted); `connectOrigins` as for the app's own policy.
 */
export function apiDocsRoutes(
  document: () => JsonSchema,
  connectOrigins: readonly string[],
  mountedAt = '/api',
) {
  let built: JsonSchema | null = null;
  const bundle = scalarBundle();
  return new Hono<AppBindings>()
    .get('/openapi.json', publicCall, describeCall({ summary: 'This OpenAPI document' }), (c) =>
      c.json((built ??= document())),
    )
    .get(
      '/docs',
      publicCall,
      describeCall({ summary: 'The interactive API reference (HTML)' }),
      Scalar((c) => {
        // The page's two scripts (the bundle and its start) carry this request's nonce, and the
        // viewer sets its styles inline: this page alone widens the policy so (security-headers.ts).
        const nonce = randomBytes(16).toString('base64');
        c.header(
          'Content-Security-Policy',
          contentSecurityPolicy({ scriptHashes: [`'nonce-${nonce}'`], connectOrigins, inlineStyles: true }),
        );
        return {
          url: `${mountedAt}/openapi.json`,
          cdn: `${mountedAt}${BUNDLE_PATH}`,
          nonce,
          pageTitle: 'Back-office portal API',
          // Nothing fetched from elsewhere, and none of Scalar's own promotions (its AI agent, SDK
          // generator, deploy toolbar), which it shows when the page is opened on localhost.
          withDefaultFonts: false,
          telemetry: false,
          agent: { disabled: true },
          showDeveloperTools: 'never',
          hideClientButton: true,
        };
      }),
    )
    .get(
      BUNDLE_PATH,
      publicCall,
      describeCall({ summary: 'The reference page’s viewer script' }),
      async (c) => {
        const { plain, gzipped } = await bundle();
        c.header('Content-Type', 'text/javascript; charset=utf-8');
        if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(new Uint8Array(plain));
        c.header('Content-Encoding', 'gzip');
        c.header('Vary', 'Accept-Encoding');
        return c.body(new Uint8Array(gzipped));
      },
    );
}
