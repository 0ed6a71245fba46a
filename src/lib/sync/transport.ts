import * as v from 'valibot';
import { ConflictDataSchema, IDEMPOTENCY_KEY_HEADER } from '../../contract';
import { ApiError, apiRequest } from '../api';
import type { MirrorRow, OpError, OutboxOp } from '../db/mirror-rows';
import { translateCode } from './sync-messages';

/**
 * How an op reaches the server. Injectable, so tests can drop answers, fail, or replay. It
 * answers the envelope's `data` (the saved row, usually) or throws an ApiError.
 */
export type Transport = (op: OutboxOp) => Promise<unknown>;

/** The op id is the Idempotency-Key: a resend after a lost answer is recognised, never re-applied. */
export const sendWithApi: Transport = (op) =>
  apiRequest(op.path, {
    method: op.method,
    body: op.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: op.id },
    schema: v.unknown(),
  });

/**
 * What a failed send means for the queue (DESIGN.md §5):
 * - transient: try again later, in order (network, timeout, 5xx, 408, 429, key still in progress);
 * - unauthorized: the api layer's refresh failed; wait for a new sign-in;
 * - conflict: stale baseVersion, `theirs` is the server's current row when it sent one;
 * - permanent: the server refused the change itself; the user must edit or discard it.
 */
export type SendFailure =
  | { kind: 'transient'; error: OpError; isOffline: boolean; retryAfterMs: number | undefined }
  | { kind: 'unauthorized'; error: OpError }
  | { kind: 'conflict'; error: OpError; theirs: MirrorRow | null }
  | { kind: 'permanent'; error: OpError };

const TRANSIENT_STATUSES = new Set([408, 429]);

export function classifyFailure(thrown: unknown): SendFailure {
  if (!(thrown instanceof ApiError)) {
    // Not an answer from the server (a bug, an aborted request): keep the change and retry.
    const message = translateCode('error.fallback');
    return {
      kind: 'transient',
      error: { status: 0, code: null, message },
      isOffline: false,
      retryAfterMs: undefined,
    };
  }
  const { status, code, message, details } = thrown;
  const error: OpError = { status, code: code ?? null, message };
  const isTransient =
    thrown.kind === 'network' ||
    status === 0 ||
    status >= 500 ||
    TRANSIENT_STATUSES.has(status) ||
    code === 'idempotency.inProgress' ||
    // An answer that did not parse: the change may have been applied; the same key resends safely.
    thrown.kind === 'invalid-response';
  if (isTransient) {
    return {
      kind: 'transient',
      error,
      isOffline: thrown.kind === 'network',
      retryAfterMs: details.retryAfterMs,
    };
  }
  if (status === 401) return { kind: 'unauthorized', error };
  if (status === 409 && code === 'sync.conflict') {
    return { kind: 'conflict', error, theirs: readConflictRow(details.data) };
  }
  return { kind: 'permanent', error };
}

function readConflictRow(data: unknown): MirrorRow | null {
  const parsed = v.safeParse(ConflictDataSchema, data);
  if (!parsed.success) return null;
  const row = parsed.output.current;
  return typeof row.id === 'string' && typeof row.version === 'number' ? (row as MirrorRow) : null;
}

/** An answer that is a row of ours: an object with a string id and a numeric version. */
export function readAnsweredRow(data: unknown): MirrorRow | null {
  if (typeof data !== 'object' || data === null) return null;
  const row = data as Record<string, unknown>;
  return typeof row.id === 'string' && typeof row.version === 'number' ? (row as MirrorRow) : null;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Exponential backoff with full jitter (a random delay up to base·2^(attempts-1), capped), so
 * many devices coming back online at once do not hit the server together. A server's
 * Retry-After is a floor.
 */
export function computeBackoffMs(attempts: number, random: () => number, retryAfterMs?: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(Math.floor(random() * ceiling), retryAfterMs ?? 0);
}
