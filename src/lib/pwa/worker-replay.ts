import * as v from 'valibot';
import {
  API_BASE_PATH,
  EnvelopeSchema,
  formatMessage,
  IDEMPOTENCY_KEY_HEADER,
  isMessageCode,
  PAGE_PATH_HEADER,
} from '../../contract';
import { ApiError } from '../api/api-error';
import { readMeta } from '../db/meta';
import { MirrorDb } from '../db/mirror-db';
import type { OutboxFile, OutboxOp } from '../db/mirror-rows';
import { buildMultipart, hasFiles } from '../sync/outbox-files';
import { replayOutbox } from '../sync/replay';
import { withLock } from '../sync/replay-lock';

/**
 * The outbox replay inside the service worker (Background Sync). The same `replayOutbox` as the
 * app, under the same Web Lock (`bo-portal:outbox:<userId>`), so a tab and the worker never send
 * at once. The worker has no access token: it trades the HttpOnly refresh cookie for one (under
 * the app's refresh lock) and checks that the cookie belongs to the outbox's user; otherwise it
 * sends nothing. Messages are the contract's English texts (no catalog in the worker); the app
 * translates again from the op's code.
 */
export type WorkerReplayOutcome = 'done' | 'retry-later' | 'not-signed-in';

const RefreshAnswer = v.object({
  accessToken: v.string(),
  user: v.looseObject({ userID: v.string() }),
  sessionId: v.optional(v.string()),
});

const textOf = (
  code: string | undefined,
  params: Record<string, string | number> | undefined,
  fallback: string,
) =>
  code && isMessageCode(code) ? formatMessage(code, params) : fallback || formatMessage('error.fallback');

async function readEnvelope(response: Response) {
  const parsed = v.safeParse(EnvelopeSchema, await response.json().catch(() => null));
  return parsed.success ? parsed.output : null;
}

type WorkerSession = { accessToken: string; sessionId: string | undefined };

/** Null when signed out or signed in as someone else; throws when offline. */
async function fetchAccessToken(userId: string, fetcher: typeof fetch): Promise<WorkerSession | null> {
  return withLock('bo-portal:token-refresh', async () => {
    const response = await fetcher(`${API_BASE_PATH}/General/refresh-token`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', [PAGE_PATH_HEADER]: 'background-sync' },
    });
    const body = await readEnvelope(response);
    const answer = v.safeParse(RefreshAnswer, body?.data);
    if (!response.ok || !body?.success || !answer.success) return null;
    const { accessToken, sessionId, user } = answer.output;
    return user.userID === userId ? { accessToken, sessionId } : null;
  });
}

/**
 * The worker's own transport. An op with files (a bank-in slip) goes as multipart/form-data
 * exactly as the app sends it: the replay reads the Blobs from IndexedDB here too, and fetch sets
 * the multipart boundary itself.
 */
export function createWorkerTransport(accessToken: string, fetcher: typeof fetch) {
  return async (op: OutboxOp, files: readonly OutboxFile[] = []): Promise<unknown> => {
    const isMultipart = hasFiles(op);
    let response: Response;
    try {
      response = await fetcher(`${API_BASE_PATH}${op.path}`, {
        method: op.method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(isMultipart ? {} : { 'Content-Type': 'application/json' }),
          Authorization: `Bearer ${accessToken}`,
          [IDEMPOTENCY_KEY_HEADER]: op.id,
          [PAGE_PATH_HEADER]: 'background-sync',
        },
        body: isMultipart
          ? buildMultipart(op.body, files)
          : op.body === undefined
            ? undefined
            : JSON.stringify(op.body),
      });
    } catch {
      throw new ApiError('network', 0, formatMessage('error.serviceUnavailable'));
    }
    const body = await readEnvelope(response);
    if (!body) throw new ApiError('invalid-response', response.status, formatMessage('error.fallback'));
    if (!response.ok || !body.success) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      throw new ApiError(
        'http',
        response.status,
        textOf(body.code, body.params, body.message),
        body.code,
        body.params,
        (body.errors ?? []).map((error) => ({
          path: error.path,
          code: error.code,
          message: textOf(error.code, error.params, error.message),
        })),
        { data: body.data, retryAfterMs: Number.isFinite(retryAfter) ? retryAfter * 1000 : undefined },
      );
    }
    return body.data;
  };
}

/**
 * One background pass for the user. `retry-later` makes the sync event fail, so the browser
 * tries again with its own backoff (the network went away again, or an op backs off).
 */
export async function replayInWorker(
  userId: string,
  fetcher: typeof fetch = fetch,
): Promise<WorkerReplayOutcome> {
  let session: WorkerSession | null;
  try {
    session = await fetchAccessToken(userId, fetcher);
  } catch {
    return 'retry-later';
  }
  if (!session) return 'not-signed-in';
  const { accessToken, sessionId } = session;
  const db = new MirrorDb(userId);
  try {
    await db.open();
    // The cookie may still hold a session the user signed out of offline (docs/security.md).
    if (sessionId && (await readMeta(db, 'signedOutSessions'))?.includes(sessionId)) return 'not-signed-in';
    // The browser fires the sync because connectivity is back: as the app does on `online`, ops
    // backing off from a network failure may go now.
    await db.outbox.where('state').equals('queued').modify({ nextAttemptAt: 0 });
    const result = await replayOutbox(db, { transport: createWorkerTransport(accessToken, fetcher) });
    return result.outcome === 'waiting' ? 'retry-later' : 'done';
  } finally {
    db.close();
  }
}
