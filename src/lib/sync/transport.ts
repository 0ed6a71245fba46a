import * as v from 'valibot';
import {
  ConflictDataSchema,
  EnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  IMPORT_FILE_HEADER,
  importFileHeaderValue,
  isBatchablePath,
  SyncPushAnswerSchema,
  type SyncPushResult,
} from '../../contract';
import { classifyOpAnswer } from '../../contract/sync-answer';
import { ApiError, apiRequest } from '../api';
import type { MirrorRow, OpError, OutboxFile, OutboxOp } from '../db/mirror-rows';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/server-messages';
import { buildMultipart, hasFiles, type OpFiles } from './outbox-files';
import { translateCode } from './sync-messages';

/**
 * How an op reaches the server. Injectable, so tests can drop answers, fail, or replay. It
 * answers the envelope's `data` (the saved row, usually) or throws an ApiError. `files` are the
 * op's stored files (outbox-files.ts), read from the mirror just before the send.
 */
export type Transport = (op: OutboxOp, files?: readonly OutboxFile[]) => Promise<unknown>;

/** The slowest link an upload is given time for: 16 KB/s (128 kbit/s, a weak mobile signal). */
const SLOW_LINK_BYTES_PER_SECOND = 16 * 1024;

/**
 * An upload's time limit: the usual 20 s plus its bytes at the slow link's speed (a 5 MB slip:
 * about 6 minutes). The default 20 s would cut a slip off on a weak signal every time, so it would
 * never arrive; the limit still ends a connection that died.
 */
export const uploadTimeoutMs = (files: readonly OutboxFile[]) =>
  20_000 + Math.ceil((files.reduce((sum, file) => sum + file.size, 0) / SLOW_LINK_BYTES_PER_SECOND) * 1000);

/**
 * The op id is the Idempotency-Key: a resend after a lost answer is recognised, never re-applied.
 * An op with files goes as multipart/form-data (the api client sets no JSON content type for it),
 * whole every time: a slip cut off mid-upload is sent again from its first byte.
 */
export const sendWithApi: Transport = (op, files = []) =>
  apiRequest(op.path, {
    method: op.method,
    body: hasFiles(op) ? buildMultipart(op.body, files) : op.body,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: op.id,
      ...(op.origin?.importFile ? { [IMPORT_FILE_HEADER]: importFileHeaderValue(op.origin.importFile) } : {}),
    },
    ...(op.origin ? { pagePath: op.origin.pagePath } : {}),
    schema: v.unknown(),
    ...(hasFiles(op) ? { timeoutMs: uploadTimeoutMs(files) } : {}),
  });

/** One op's outcome in a batch: the answered `data`, or what its own call would have thrown. */
export type OpOutcome = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * Sends ops in order and answers the outcomes of the ops that ran: a prefix of `ops`. Running goes
 * on past an op the server refused (`classifyOpAnswer`: refused) and stops after any other
 * failure, so only the last outcome may be such a failure (the rest were not run). Throws when the
 * request as a whole failed. An op with files is always alone (`isBatchable`); `files` holds them
 * by op id.
 */
export type BatchTransport = (ops: OutboxOp[], files?: OpFiles) => Promise<OpOutcome[]>;

/** A batch limit besides the op count: the server refuses bodies over 1 MB. */
export const BATCH_MAX_BYTES = 256 * 1024;

/** A per-op transport (tests, a lone op) as a batch: one call per op, by the batch's rules. */
export function sendEachOp(transport: Transport): BatchTransport {
  return async (ops, files) => {
    const outcomes: OpOutcome[] = [];
    for (const op of ops) {
      try {
        outcomes.push({ ok: true, data: await transport(op, files?.get(op.id) ?? []) });
      } catch (error) {
        outcomes.push({ ok: false, error });
        if (classifyFailure(error).kind !== 'permanent') break;
      }
    }
    return outcomes;
  };
}

/**
 * The app's batch: a lone op goes as its own call (so its request reads as usual in logs and
 * audits); several go in one `POST /Sync/push`, each answered as its own call would be.
 */
export const sendBatchWithApi: BatchTransport = async (ops, files) => {
  if (ops.length === 1) return sendEachOp(sendWithApi)(ops, files);
  const answer = await apiRequest('/Sync/push', {
    method: 'POST',
    body: {
      ops: ops.map(({ id, method, path, body, origin }) => ({
        id,
        method,
        path,
        body,
        ...(origin ? { pagePath: origin.pagePath } : {}),
        ...(origin?.importFile ? { importFile: origin.importFile } : {}),
      })),
    },
    schema: SyncPushAnswerSchema,
  });
  return answer.results.slice(0, ops.length).map((result, index) => {
    if (result.id !== ops[index]?.id) {
      return { ok: false, error: new ApiError('invalid-response', 0, translateCode('error.fallback')) };
    }
    return readPushResult(result);
  });
};

/**
 * Whether an op may go in a batch (`Sync/push` refuses sign-in calls and itself, and carries JSON
 * only: an op with files goes alone, as multipart).
 */
export const isBatchable = (op: OutboxOp) => isBatchablePath(op.path) && !hasFiles(op);

/** One op's answer inside a batch, read exactly as apiRequest reads a single answer. */
function readPushResult(result: SyncPushResult): OpOutcome {
  const envelope = v.safeParse(EnvelopeSchema, result.body);
  if (!envelope.success) {
    const code = result.status >= 500 ? 'error.serviceUnavailable' : 'error.fallback';
    return {
      ok: false,
      error: new ApiError('invalid-response', result.status, translateMessage(i18n, code)),
    };
  }
  const body = envelope.output;
  if (result.status >= 200 && result.status <= 299 && body.success) return { ok: true, data: body.data };
  const fieldErrors = (body.errors ?? []).map((error) => ({
    path: error.path,
    code: error.code,
    message: translateMessage(i18n, error.code, error.params, error.message),
  }));
  const message = translateMessage(i18n, body.code, body.params, body.message);
  const retryAfter = Number(result.retryAfter ?? Number.NaN);
  const error = new ApiError('http', result.status, message, body.code, body.params, fieldErrors, {
    data: body.data,
    retryAfterMs: Number.isFinite(retryAfter) ? Math.max(0, retryAfter * 1000) : undefined,
  });
  return { ok: false, error };
}

/**
 * What a failed send means for the queue (docs/ARCHITECTURE.md, Offline core):
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
  // The answer's meaning is the contract's (the server's batch stops at the same answers).
  const kind = classifyOpAnswer(status, code);
  const isTransient =
    thrown.kind === 'network' ||
    // An answer that did not parse: the change may have been applied; the same key resends safely.
    thrown.kind === 'invalid-response' ||
    kind === 'retry';
  if (isTransient) {
    return {
      kind: 'transient',
      error,
      isOffline: thrown.kind === 'network',
      retryAfterMs: details.retryAfterMs,
    };
  }
  if (kind === 'unauthorized') return { kind: 'unauthorized', error };
  if (kind === 'conflict') {
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
