/**
 * `mutation(deps)`: the middleware of every mutating call (after `requireAuth`). It runs the
 * handler in ONE transaction, set as `c.get('db')`, and with an `Idempotency-Key` header makes the
 * call exactly-once (docs/ARCHITECTURE.md, Offline core):
 * - an advisory lock on (user, key) for the transaction: taken by another request -> 409
 *   idempotency.inProgress;
 * - a stored answer for the key: same request fingerprint -> that answer again (same status and
 *   body, `Idempotent-Replayed: true`), nothing changes; another fingerprint -> 422 keyReused;
 * - otherwise the handler runs, and a 2xx answer is stored in the same transaction as the change,
 *   so a crash can never keep one without the other. A 4xx/5xx rolls everything back and keeps no
 *   key: the client may fix the op and resend it under the same key.
 * Without the header the call still runs in one transaction, just without the replay guard.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract';
import { ApiError } from './api-error';
import type { AppBindings, AppDeps } from './context';
import { isMultipart, multipartFingerprint } from './files/read-multipart';
import { findAnswer, fingerprintOf, storeAnswer, tryLockKey } from './idempotency-store';
import type { StoredAnswer } from './idempotency-store';
import { dropConnection, shouldDropAfterCommit } from './test-faults';

export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Set in the bindings (`c.env`) of the calls a batch (Sync/push) runs for its ops. */
export const BATCH_OP_BINDING = 'syncBatchOp';

const isBatchOp = (c: Context<AppBindings>) =>
  (c.env as Record<string, unknown> | undefined)?.[BATCH_OP_BINDING] === true;

/** Printable ASCII, bounded: the client sends a uuid. */
const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

/** Thrown inside the transaction to roll it back while keeping the handler's error answer. */
const ROLLBACK = Symbol('rollback');

function readKey(c: Context<AppBindings>): string | null {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return null;
  if (!VALID_KEY.test(key)) {
    throw new ApiError(422, 'error.validation', {
      errors: [
        { path: IDEMPOTENCY_KEY_HEADER, code: 'validation.invalid', message: 'This value is not valid' },
      ],
    });
  }
  return key;
}

export function mutation({ db, env }: AppDeps) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const key = readKey(c);
    const userId = c.get('user').userID;
    const url = new URL(c.req.url);
    // A multipart body (a file upload) is fingerprinted by its content, not its bytes: its
    // boundary differs on every send. Reading it as text would also garble the file for the handler.
    const body = key ? (isMultipart(c) ? await multipartFingerprint(c) : await c.req.text()) : '';
    const fingerprint = key ? fingerprintOf(c.req.method, url.pathname + url.search, body) : '';
    let replay: StoredAnswer | null = null;
    try {
      await db.transaction(async (tx) => {
        c.set('db', tx);
        if (key) {
          if (!(await tryLockKey(tx, userId, key))) throw new ApiError(409, 'idempotency.inProgress');
          const stored = await findAnswer(tx, userId, key);
          if (stored && stored.fingerprint !== fingerprint) throw new ApiError(422, 'idempotency.keyReused');
          if (stored) {
            replay = stored;
            return;
          }
        }
        await next();
        if (c.res.status < 200 || c.res.status > 299) throw ROLLBACK;
        if (key) {
          const body = await c.res.clone().text();
          await storeAnswer(tx, userId, key, { fingerprint, status: c.res.status, body });
        }
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
      return;
    }
    // The socket is gone; the answer still goes through the middleware chain (nobody receives it).
    // An op of a batch never drops: the batch's request as a whole does (Sync/push).
    if (!isBatchOp(c) && shouldDropAfterCommit(c, env) && dropConnection(c)) return c.body(null, 204);
    if (replay) {
      const answer: StoredAnswer = replay;
      c.header(REPLAYED_HEADER, 'true');
      c.header('Content-Type', 'application/json');
      return c.body(answer.body, answer.status as ContentfulStatusCode);
    }
  });
}
