import { ofetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { API_BASE_PATH, EnvelopeSchema, PAGE_PATH_HEADER } from '../../contract/envelope';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/server-messages';
import { ApiError } from './api-error';
import { pagePathHeader } from './page-path';
import { getAccessToken, isAccessTokenStale, refreshAccessToken } from './session-token';

/** `VITE_API_BASE` points the app at another origin; by default the API is on the same origin. */
const API_ORIGIN = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
const TIMEOUT_MS = 20_000;

/** The API's origin, for a link the server gives as a path on it (the MyInvois simulator's page). */
export const apiOrigin = () => API_ORIGIN || window.location.origin;

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Parses `data`; an answer that does not fit is an error, never trusted blindly. */
  schema: v.GenericSchema<unknown, T>;
  /** Calls that establish the session itself must not trigger a refresh on 401. */
  skipRefresh?: boolean;
  /** Some answers (sign-in) carry the message as `Message` (docs/product.md, Answers of the server). */
  messageField?: 'message' | 'Message';
  /** Extra request headers (the outbox sends `Idempotency-Key`); they cannot replace the app's own. */
  headers?: Record<string, string>;
  /** The page the call was made on, when not the page shown now (an outbox op sent later). */
  pagePath?: string;
  /** A longer limit than the default 20 s, for an upload (a bank-in slip on a slow link). */
  timeoutMs?: number;
  /**
   * Called with a successful answer's headers before its body is read (the pull asks for its next
   * page meanwhile). The body is then parsed with the browser's own JSON parser rather than
   * ofetch's destr, which scans a large text with regular expressions before parsing it (about
   * 0.9 s over a 200 MB bootstrap).
   */
  onHeaders?: (headers: Headers) => void;
};

const rawFetch = ofetch.create({
  baseURL: `${API_ORIGIN}${API_BASE_PATH}`,
  credentials: 'include',
  timeout: TIMEOUT_MS,
  retry: 0,
  ignoreResponseError: true,
});

/** The app's own headers: they follow the caller's, so none of the caller's can replace them. */
function headersOf(
  extra: Record<string, string> | undefined,
  accept: string,
  pagePath = pagePathHeader(window.location.pathname),
): Record<string, string> {
  const token = getAccessToken();
  const headers: Record<string, string> = {
    ...extra,
    Accept: accept,
    'Accept-Language': i18n.locale || 'en',
    [PAGE_PATH_HEADER]: pagePath,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function send(path: string, request: ApiRequest<unknown>): Promise<FetchResponse<unknown>> {
  const headers = headersOf(request.headers, 'application/json', request.pagePath);
  try {
    return await rawFetch.raw(path, {
      method: request.method ?? 'GET',
      body: request.body as Record<string, unknown> | undefined,
      query: request.query,
      headers,
      ...(request.timeoutMs ? { timeout: request.timeoutMs } : {}),
      // The answer as it comes: ofetch resolves at the headers and leaves the body unread.
      ...(request.onHeaders ? { responseType: 'stream' as const } : {}),
    });
  } catch {
    throw new ApiError('network', 0, translateMessage(i18n, 'error.serviceUnavailable'));
  }
}

/** Calls the API and answers the envelope's parsed `data`, or throws an ApiError. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  // An expired token would only be refused: renew it first (concurrent calls share one renewal).
  if (!request.skipRefresh && navigator.onLine && isAccessTokenStale()) await refreshAccessToken();
  let response = await send(path, request);
  if (response.status === 401 && !request.skipRefresh && (await refreshAccessToken())) {
    if (request.onHeaders) await response.body?.cancel();
    response = await send(path, request);
  }
  let payload: unknown = response._data;
  if (request.onHeaders) {
    if (response.ok) request.onHeaders(response.headers);
    payload = await readJson(response);
  }
  const envelope = v.safeParse(EnvelopeSchema, payload);
  if (!envelope.success) {
    const code = response.status >= 500 ? 'error.serviceUnavailable' : 'error.fallback';
    throw new ApiError('invalid-response', response.status, translateMessage(i18n, code));
  }
  const body = envelope.output;
  const serverText = (request.messageField === 'Message' ? body.Message : undefined) ?? body.message;
  const message = translateMessage(i18n, body.code, body.params, serverText);
  if (!response.ok || !body.success) {
    const fieldErrors = (body.errors ?? []).map((error) => ({
      path: error.path,
      code: error.code,
      message: translateMessage(i18n, error.code, error.params, error.message),
    }));
    throw new ApiError('http', response.status, message, body.code, body.params, fieldErrors, {
      data: body.data,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
  const data = v.safeParse(request.schema, body.data);
  if (!data.success) {
    throw new ApiError('invalid-response', response.status, translateMessage(i18n, 'error.fallback'));
  }
  return data.output;
}

/**
 * Opens a long-lived answer (the change-notice stream, docs/ARCHITECTURE.md, Change notices) with
 * the session's token, renewed first when stale and once after a 401; no time limit but `signal`.
 * Answers the response as it comes, or throws an ApiError when the network failed.
 */
export async function apiStream(path: string, signal: AbortSignal): Promise<Response> {
  const open = async () => {
    try {
      return await fetch(`${API_ORIGIN}${API_BASE_PATH}${path}`, {
        headers: headersOf(undefined, 'text/event-stream'),
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
    } catch {
      throw new ApiError('network', 0, translateMessage(i18n, 'error.serviceUnavailable'));
    }
  };
  if (navigator.onLine && isAccessTokenStale()) await refreshAccessToken();
  const response = await open();
  if (response.status !== 401 || !(await refreshAccessToken())) return response;
  await response.body?.cancel();
  return open();
}

/** `Retry-After` of an answer, in milliseconds; undefined when absent. */
export const retryAfterOf = (response: Response) => parseRetryAfter(response.headers.get('Retry-After'));

/** A streamed answer's body as JSON; undefined when it is not JSON (an invalid response). */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw new ApiError('network', 0, translateMessage(i18n, 'error.serviceUnavailable'));
  }
}

/** `Retry-After` in seconds or as an HTTP date, as milliseconds from now; undefined when absent. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}
