/**
 * An answer given before the request's body was read to the end (a 413, a call that ignores its
 * body, an error found before reading it) says `Connection: close`. Otherwise the connection is
 * kept alive, but @hono/node-server cannot discard the rest of a body once its stream was opened:
 * after 500 ms it destroys the socket, and the client's next request on it fails ("other side
 * closed"). Closing costs such a client one new connection; bodies the app reads keep theirs.
 */
import type { MiddlewareHandler } from 'hono';

const hasBody = (headers: Headers) =>
  headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;

export const closeIfBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  // A 413 stopped reading part-way, though its stream was used.
  if (hasBody(c.req.raw.headers) && (c.res.status === 413 || !c.req.raw.bodyUsed)) {
    c.header('Connection', 'close');
  }
};
