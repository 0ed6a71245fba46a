/**
 * Gzips large JSON answers for clients that accept gzip: a 5,000-row pull page is ~5 MB of JSON
 * and a few hundred KB gzipped. Small answers stay plain (not worth the CPU). Not hono/compress:
 * it can only skip small bodies that carry a Content-Length, which `c.json` answers do not, so it
 * would gzip every answer. zlib runs on libuv's thread pool, not on the event loop.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

const gzipAsync = promisify(gzip);

/**
 * From this size (bulk pull pages of several MB) gzip runs at level 1: a 5.8 MB pull page took
 * 44 ms of CPU at the default level 6 and 21 ms at level 1, for 1.01 MB instead of 0.82 MB. On a
 * server of few cores that CPU is what small calls wait for while clients bootstrap.
 */
const BULK_BYTES = 1024 * 1024;

/** Whether an Accept-Encoding header allows gzip: listed, or `*` when gzip is not, with q > 0. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * The text of answers built from JSON text (`okJsonText`: list and pull pages), so this middleware
 * need not read their body back from the Response: reading it turns @hono/node-server's light
 * Response into a web stream that is then copied out a chunk at a time (a list page of 52 KB).
 */
const knownTexts = new WeakMap<Response, string>();

export function withJsonText(res: Response, text: string): Response {
  knownTexts.set(res, text);
  return res;
}

export function gzipLarge(minBytes: number) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json\b/.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    // Any JSON answer might have been gzipped for another client: caches key it by the header.
    res.headers.append('Vary', 'Accept-Encoding');
    // A client that does not take gzip gets the answer as it is, untouched.
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const known = knownTexts.get(res);
    if (known === undefined && !res.body) return;
    const body = known ?? new Uint8Array(await res.arrayBuffer());
    const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    if (size < minBytes) {
      // A body read back from its stream must be put back.
      if (known === undefined) c.res = new Response(body, res);
      return;
    }
    // Headers are set after the assignment: Hono copies the old answer's headers over the new one.
    c.res = new Response(await gzipAsync(body, { level: size >= BULK_BYTES ? 1 : 6 }), res);
    c.res.headers.set('Content-Encoding', 'gzip');
  });
}
