/**
 * The rules every fuzzed answer must keep: no 5xx and no server error logged, an
 * answer within 2 s, the JSON envelope (but a file's 2xx bytes) with a `message` whose placeholders are filled, a known
 * `code` and `success` true exactly for a 2xx; no 2xx for a caller the call table refuses, and no
 * row of another merchant in a merchant user's answer. A batch's ops (Sync/push) answer as their
 * own calls would, so each op's answer keeps the same rules.
 */
import { API_BASE_PATH, isMessageCode } from '../../src/contract';
import { findCall, mayCall } from '../test/call-requirements';
import type { CallerState } from './fuzz-callers';
import type { FuzzRequest } from './fuzz-requests';

export const SLOW_MS = 2_000;
/** A large upload is read and parsed byte by byte: it is given one more second per 5 MB. */
const UPLOAD_BYTES_PER_SECOND = 5 * 1024 * 1024;

/** How long the answer to `request` may take: SLOW_MS, more for a large body. */
export function slowLimitMs(request: Pick<FuzzRequest, 'body'>): number {
  const bytes =
    typeof request.body === 'string' ? Buffer.byteLength(request.body) : (request.body?.byteLength ?? 0);
  return SLOW_MS + Math.round((bytes / UPLOAD_BYTES_PER_SECOND) * 1000);
}

export type Answer = { status: number; text: string; json: unknown; ms: number };

/** The path as the router sees it, for the call table (`/UAC/%6Denu` is `/UAC/menu`). */
const routedPath = (url: string) =>
  new URL(url, 'http://localhost').pathname
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join('/');

/** A message (the answer's or a field's) still holding a `{name}` its params did not fill. */
function unfilledPlaceholder(json: unknown): string | null {
  const envelope = json as { message?: unknown; errors?: { message?: unknown }[] } | null;
  const messages = [
    envelope?.message,
    ...(Array.isArray(envelope?.errors) ? envelope.errors : []).map((e) => e.message),
  ];
  return (
    messages.find((message): message is string => typeof message === 'string' && /\{\w+\}/.test(message)) ??
    null
  );
}

/**
 * A merchant-scoped caller sees its own merchant's rows only: any `merchantId` in the answer is
 * its own, and so is the id of a merchant row (`merchantName` without `merchantId`: the list, the
 * profile, the dropdown, the mirror).
 */
function otherMerchantIn(data: unknown, caller: CallerState): string | null {
  if (!caller?.merchantId) return null;
  const pending: unknown[] = [data];
  for (let seen = 0; pending.length > 0 && seen < 20_000; seen++) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item);
    else if (item !== null && typeof item === 'object') {
      const row = item as Record<string, unknown>;
      const merchant = 'merchantId' in row ? row.merchantId : 'merchantName' in row ? row.id : null;
      if (typeof merchant === 'string' && merchant !== caller.merchantId) return merchant;
      pending.push(...Object.values(row));
    }
  }
  return null;
}

/** The envelope's own rules: `success` says whether the status is 2xx, `code` is a known code. */
function envelopeProblems(answer: Answer): string[] {
  const envelope = answer.json as { success?: unknown; code?: unknown } | null;
  if (envelope === null || typeof envelope !== 'object') return [];
  const problems: string[] = [];
  const isSuccess = answer.status >= 200 && answer.status < 300;
  if (envelope.success !== isSuccess)
    problems.push(`success is ${String(envelope.success)} with ${answer.status}`);
  if (!isMessageCode(envelope.code)) problems.push(`unknown message code ${String(envelope.code)}`);
  return problems;
}

const hasMessage = (json: unknown) =>
  json !== null && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string';

/** Each op of a batch answers as its own call would: the same rules apply to it. */
function batchProblems(request: FuzzRequest, json: unknown, caller: CallerState): string[] {
  const results = (json as { data?: { results?: { id: string; status: number; body: unknown }[] } }).data
    ?.results;
  let ops: { id?: unknown; method?: unknown; path?: unknown }[] = [];
  try {
    // As the server reads it: UTF-8, a byte order mark dropped.
    ops = (JSON.parse(new TextDecoder().decode(Buffer.from(request.body ?? ''))) as { ops: typeof ops }).ops;
  } catch {
    return ['a 2xx batch whose body is not JSON'];
  }
  return (results ?? []).flatMap((result) => {
    const op = ops.find((candidate) => candidate.id === result.id);
    const problems: string[] = [];
    if (result.status >= 500) problems.push(`op ${result.id} answered ${result.status}`);
    if (result.body !== null && !hasMessage(result.body)) problems.push(`op ${result.id} has no message`);
    if (result.status >= 200 && result.status < 300) {
      const call = findCall(String(op?.method), routedPath(`${API_BASE_PATH}${String(op?.path)}`));
      if (!call)
        problems.push(
          `op ${result.id} (${String(op?.method)} ${String(op?.path)}) 2xx, not in the call table`,
        );
      else if (!mayCall(call, caller))
        problems.push(`op ${result.id} (${call.method} ${call.path}) 2xx, forbidden`);
    }
    return problems;
  });
}

export function problemsOf(
  request: FuzzRequest,
  answer: Answer,
  caller: CallerState,
  logged: string[],
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (logged.length > 0) problems.push(`logged a server error: ${logged.join('\n').slice(0, 2_000)}`);
  if (answer.ms > slowLimitMs(request)) problems.push(`took ${Math.round(answer.ms)} ms`);
  const routed = findCall(request.method === 'HEAD' ? 'GET' : request.method, routedPath(request.url));
  const isFile =
    (answer.status >= 200 && answer.status < 300 && routed?.answersFile) ||
    (answer.status === 303 && routed?.redirects);
  if (request.method !== 'HEAD' && !isFile && !hasMessage(answer.json))
    problems.push('answer has no message');
  const unfilled = unfilledPlaceholder(answer.json);
  if (unfilled) problems.push(`a message shows its placeholder: ${unfilled}`);
  // A file's bytes (a stored file, the API reference's document and page) and a redirect are no envelope.
  if (!isFile) problems.push(...envelopeProblems(answer));
  if (answer.status >= 200 && answer.status < 300) {
    const call = findCall(request.method === 'HEAD' ? 'GET' : request.method, routedPath(request.url));
    // A public call answers for whoever its input names (sign-in), not for the caller.
    const leaked =
      call?.needs === 'public'
        ? null
        : otherMerchantIn((answer.json as { data?: unknown } | null)?.data, caller);
    if (leaked) problems.push(`${request.caller} was shown merchant ${leaked}, not theirs`);
    if (!call) problems.push('2xx from a call the call table does not list');
    else if (!mayCall(call, caller))
      problems.push(`2xx for ${request.caller}, whom ${call.method} ${call.path} refuses`);
    if (call?.path === `${API_BASE_PATH}/Sync/push`)
      problems.push(...batchProblems(request, answer.json, caller));
  }
  return problems;
}
