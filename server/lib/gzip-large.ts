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

export function gzipLarge(minBytes: number) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json\b/.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < minBytes) {
      c.res = new Response(body, res);
      return;
    }
    const zip = acceptsGzip(c.req.header('Accept-Encoding'));
    // Headers are set after the assignment: Hono copies the old answer's headers over the new one.
    c.res = new Response(zip ? await gzipAsync(body) : body, res);
    c.res.headers.append('Vary', 'Accept-Encoding');
    if (zip) c.res.headers.set('Content-Encoding', 'gzip');
  });
}
