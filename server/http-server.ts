/**
 * Serves the app over HTTP/1.1 (Node's http server through @hono/node-server). Node answers a
 * request it cannot parse itself, before the app sees it: a request line and headers over
 * MAX_HEADER_BYTES (431), a request that is not HTTP (400), one too slow to arrive (408). Its own
 * answers have no body; these carry the API's JSON envelope instead.
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

export function serveApp(
  app: Hono<AppBindings>,
  { port, hostname }: { port: number; hostname: string },
  onListen?: (info: { port: number }) => void,
) {
  const server = serve(
    { fetch: app.fetch, port, hostname, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
    onListen,
  );
  server.on('clientError', answerClientError);
  return server;
}
