/**
 * POST /Sync/push — the outbox's batch (docs/ARCHITECTURE.md, Offline core): `{ ops: [{ id, method, path, body }] }`.
 * Each op is dispatched in order through the same Hono app as its own call would be, with the
 * caller's Authorization and language, the page it was made on (the batch's when the op names
 * none), the file it was imported from, and its id as the Idempotency-Key, so input
 * validation, permissions, the idempotency store and the audit apply per op exactly as for a
 * single call; each op commits in its own transaction. Each answer is read by the contract's
 * `classifyOpAnswer` (ElectricSQL's accepted / rejected / retry), as the client reads it: the
 * batch goes on past an op the server refused (the client holds back only that op's record, and
 * a batch holds one op per record, so the ops after it would be sent again at once: one request
 * instead of one per refusal), and stops after any other failure (retry, 401, a conflict the
 * client may rebase): later ops may depend on it, and the client sends them again. A batch whose
 * answer is lost is safe to send again: ops that ran answer their stored response.
 *
 * The batch authenticates its caller once (`Sync/push`'s own requireAuth) and hands that caller to
 * its ops, instead of each op reading the user, grants and session again (about a third of an
 * op's cost). After an op that may change who the caller is or what they may do (users, roles,
 * grants, menus, account and session calls), the caller is read again before the next op; a
 * caller no longer valid then gets the 401 of an ordinary call.
 */
import type { Context } from 'hono';
import {
  API_BASE_PATH,
  formatMessage,
  IDEMPOTENCY_KEY_HEADER,
  IMPORT_FILE_HEADER,
  importFileHeaderValue,
  isBatchablePath,
  PAGE_PATH_HEADER,
} from '../../../src/contract';
import type { SessionUser, SyncPushOp, SyncPushResult } from '../../../src/contract';
import { SyncPushSchema } from '../../../src/contract';
import { classifyOpAnswer } from '../../../src/contract/sync-answer';
import type { AppBindings, AppDeps } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { BATCH_OP_BINDING, REPLAYED_HEADER } from '../../lib/idempotency';
import { authenticate, BATCH_USER_BINDING } from '../../lib/auth/require-auth';
import { dropConnection, shouldDropAfterCommit } from '../../lib/test-faults';
import { inputOf } from '../../lib/route-input';

/** Runs one request through the whole app (middleware included); `env` carries the connection. */
export type Dispatch = (path: string, init: RequestInit, env: unknown) => Response | Promise<Response>;

/**
 * Request headers an op inherits from the batch: who calls, from which page, in which language,
 * and with which agent and (behind a trusted proxy) address, so each op's audit entry records them
 * as a direct call's does.
 */
const FORWARDED_HEADERS = [
  'Authorization',
  PAGE_PATH_HEADER,
  'Accept-Language',
  'User-Agent',
  'X-Forwarded-For',
];

/** Areas whose calls may change the caller's own account, session, role or grants. */
const ACCESS_AREAS = ['/User/', '/UAC/', '/FAC/', '/Menu/', '/Account/', '/Organization/'];
const mayChangeCaller = (path: string) => ACCESS_AREAS.some((area) => path.startsWith(area));

export function push(deps: AppDeps, dispatch: Dispatch) {
  return async (c: Context<AppBindings>) => {
    const { ops } = inputOf(c, SyncPushSchema);
    const inherited: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) inherited[name] = value;
    }
    // The ops keep the connection's bindings (the audit's client address), marked as batch ops.
    const connection = { ...(c.env as object), [BATCH_OP_BINDING]: true };
    let caller: SessionUser | null = c.get('user');
    const results: SyncPushResult[] = [];
    for (const op of ops) {
      const bindings = caller ? { ...connection, [BATCH_USER_BINDING]: caller } : connection;
      const result = isBatchablePath(op.path)
        ? await runOp(dispatch, op, inherited, bindings)
        : refuse(c, op);
      results.push(result);
      const answer = classifyOpAnswer(result.status, codeOf(result.body));
      if (answer === 'refused') continue;
      if (answer !== 'accepted') break;
      if (mayChangeCaller(op.path)) {
        caller = await authenticate(deps, inherited.Authorization).catch(() => null);
      }
    }
    // Test mode: the batch committed, then its answer is lost (one fault per request, as for a
    // single call; the ops themselves never drop).
    if (shouldDropAfterCommit(c, deps.env) && dropConnection(c)) return c.body(null, 204);
    return ok(c, { results });
  };
}

async function runOp(
  dispatch: Dispatch,
  op: SyncPushOp,
  inherited: Record<string, string>,
  env: unknown,
): Promise<SyncPushResult> {
  const response = await dispatch(
    `${API_BASE_PATH}${op.path}`,
    {
      method: op.method,
      headers: {
        ...inherited,
        ...originHeaders(op),
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: op.id,
      },
      body: op.body === undefined ? null : JSON.stringify(op.body),
    },
    env,
  );
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a dropped connection's empty answer): the client sees `body: null`.
  }
  return {
    id: op.id,
    status: response.status,
    body,
    retryAfter: response.headers.get('Retry-After'),
    replayed: response.headers.get(REPLAYED_HEADER) === 'true',
  };
}

/** The page an op was made on replaces the batch's page; an imported op names its file. */
const originHeaders = ({ pagePath, importFile }: SyncPushOp): Record<string, string> => ({
  ...(pagePath ? { [PAGE_PATH_HEADER]: pagePath } : {}),
  ...(importFile ? { [IMPORT_FILE_HEADER]: importFileHeaderValue(importFile) } : {}),
});

const codeOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : null;

/** A path a batch may not carry (sign-in calls, Sync itself, a malformed path): 422, not run. */
function refuse(c: Context<AppBindings>, op: SyncPushOp): SyncPushResult {
  const body = envelope(c, {
    success: false,
    code: 'error.validation',
    data: null,
    errors: [{ path: 'path', code: 'validation.invalid', message: formatMessage('validation.invalid') }],
  });
  return { id: op.id, status: 422, body, retryAfter: null, replayed: false };
}
