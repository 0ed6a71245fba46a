/**
 * Serves the built web app (Vite's dist/) next to the API. Hashed files under /assets/ are cached
 * forever; the entry points that name them (index.html, the service worker, the manifest, build
 * metadata) must be revalidated every time or users would be stuck on an old build. Any other
 * GET without a file is a client-side route and gets index.html. Text files go out as the `.br` or
 * `.gz` the build wrote beside them (vite/precompress.ts) when the browser accepts it.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppBindings } from '../lib/context';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const ENTRY_FILES = new Set(['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

function cachePolicy(requestPath: string): string | null {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  if (ENTRY_FILES.has(requestPath) || requestPath.startsWith('/builds/')) return NO_CACHE;
  return null;
}

export function mountStaticApp(app: Hono<AppBindings>, staticDir: string): void {
  const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/');
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    await next();
    const policy = cachePolicy(c.req.path);
    if (policy && c.res.ok) c.res.headers.set('Cache-Control', policy);
  });
  // Source maps are not built for production (vite.config.ts); one left in the folder is not served.
  const isServed = (p: string) => !isApiPath(p) && !/\.map$/i.test(p);
  app.use('*', async (c, next) =>
    isServed(c.req.path) ? serveStatic({ root: staticDir, precompressed: true })(c, next) : next(),
  );
  const serveShell = serveStatic({ root: staticDir, path: 'index.html', precompressed: true });
  app.get('*', async (c, next) => {
    // A missing hashed asset or any other file name must be a 404, never the HTML shell: a stale
    // chunk answered with HTML breaks the app in confusing ways.
    if (isApiPath(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    c.header('Cache-Control', NO_CACHE);
    return serveShell(c, next);
  });
}
