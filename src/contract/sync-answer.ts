/**
 * How the outbox reads the answer to one of its ops (docs/ARCHITECTURE.md, Offline core), shared
 * by the app's replayer and the server's batch (`Sync/push`), so both stop at the same answers:
 * - accepted: 2xx;
 * - retry: the op may succeed later as it is (5xx, 408, 429, its key still in progress), and the
 *   ops after it wait, in order;
 * - unauthorized: 401, the queue waits for a new sign-in;
 * - conflict: a stale baseVersion (409 sync.conflict); the app may rebase and send it again, so
 *   the ops after it wait to keep their order;
 * - refused: the server refused this change itself (400, 403, 404, 409 of a rule, 422). The op
 *   waits for the user; ops on other records go on, so a batch runs past it (a batch holds at
 *   most one op per record).
 */
export type OpAnswerKind = 'accepted' | 'retry' | 'unauthorized' | 'conflict' | 'refused';

const RETRY_STATUSES = new Set([408, 429]);

export function classifyOpAnswer(status: number, code: string | null | undefined): OpAnswerKind {
  if (status >= 200 && status <= 299) return 'accepted';
  if (status === 0 || status >= 500 || RETRY_STATUSES.has(status) || code === 'idempotency.inProgress') {
    return 'retry';
  }
  if (status === 401) return 'unauthorized';
  if (status === 409 && code === 'sync.conflict') return 'conflict';
  return 'refused';
}
