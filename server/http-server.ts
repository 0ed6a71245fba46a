/**
 * Serves the app over HTTP/1.1 (Node's http server through @hono/node-server). Node answers a
 * request it cannot parse itself, before the app sees it: a request line and headers over
 * MAX_HEADER_BYTES (431), a request that is not HTTP (400), one too slow to arrive (408). Its own
 * answers have no body; these carry the API's JSON envelope instead.
 *
 * It also counts the requests the app is still working on, which the socket count does not show:
 * a client that has gone leaves no connection, while its request may still be running. A
 * shutdown (`stopServing`) waits for those before the database is closed (docs/ARCHITECTURE.md,
 * "Shutdown").
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { formatMessage } from '../src/contract';
import type { MessageCode } from '../src/contract';
import type { AppBindings } from './lib/context';

/** Node's default, stated: the longest request line plus headers (a URL over it is a 431). */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Node's status for each parser error it answers (the rest are 400), with our message. */
const CLIENT_ERRORS: Record<string, [number, MessageCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headersTooLarge'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'error.bodyTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.fallback'],
};

type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

function answerClientError(error: Error & { code?: string }, socket: ClientSocket) {
  // As Node does: answer only when no answer to an earlier request is being written.
  const inFlight = socket._httpMessage?.headersSent === true;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight) {
    socket.destroy();
    return;
  }
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'error.fallback'];
  const body = JSON.stringify({ success: false, message: formatMessage(code), code, data: null });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Requests the app has started and not yet answered. */
function requestTracker() {
  let active = 0;
  let waiting: Array<() => void> = [];
  const settle = () => {
    active -= 1;
    if (active > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    track<R>(run: () => R | Promise<R>): R | Promise<R> {
      active += 1;
      try {
        const result = run();
        if (result instanceof Promise) return result.finally(settle);
        settle();
        return result;
      } catch (error) {
        settle();
        throw error;
      }
    },
    /** Resolves when no request is in the app. */
    idle: () => (active === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export function serveApp(
  app: Hono<AppBindings>,
  { port, hostname }: { port: number; hostname: string },
  onListen?: (info: { port: number }) => void,
) {
  const requests = requestTracker();
  const server = serve(
    {
      fetch: (...args: Parameters<typeof app.fetch>) => requests.track(() => app.fetch(...args)),
      port,
      hostname,
      serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
    },
    onListen,
  );
  server.on('clientError', answerClientError);
  // An idle keep-alive connection is kept longer than a proxy's or a client's own idle limit (60 s
  // is common), so the client closes it first: with Node's 5 s, a client that reused a connection
  // just as the server closed it met ECONNRESET (docs/operations.md, Several processes).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
  return Object.assign(server, { requestsIdle: requests.idle });
}

/**
 * Stops taking connections and waits, at most `graceMs`, until every connection has closed and
 * every request has left the app (a pull whose client is gone stops at its next step). True when
 * all of it finished in time; the caller closes the database after this either way.
 */
export async function stopServing(server: ReturnType<typeof serveApp>, graceMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  try {
    return await Promise.race([Promise.all([closed, server.requestsIdle()]).then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
