/**
 * Housekeeping on a schedule: prunes change-log entries past SYNC_LOG_RETENTION_DAYS, idempotency
 * keys past their retention, ended rate-limit windows and sessions that can never be used again. Every server process runs the timer
 * (unref'd: it never keeps a process alive); each batch is its own short transaction holding a
 * non-blocking advisory lock, so at most one batch runs at a time across all processes, and a
 * process that finds the lock taken leaves this pass to the one holding it. Short batches with a
 * pause between them keep requests from waiting behind a long delete (PGlite has one connection)
 * and keep the pull watermark from being held back by a long transaction.
 */
import type { Db, Queryable } from './db/client';
import type { Env } from './env';
import { pruneChangeLog } from './features/sync/log-horizon';
import { pruneSessions } from './lib/auth/session-store';
import { pruneKeys } from './lib/idempotency-store';
import { startIntervalWorker } from './lib/interval-worker';
import { pruneRateLimits } from './lib/rate-limit';

/** Arbitrary constant shared by every process of this app ("bo-hk"). */
export const HOUSEKEEPING_LOCK_KEY = 0x626f_686b;
const BATCH = 500;
const PAUSE_MS = 20;

export type HousekeepingResult = { changes: number; keys: number; rateLimits: number; sessions: number };

type Task = { name: keyof HousekeepingResult; prune: (tx: Queryable) => Promise<number> };

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * One pass: each kind in batches until a batch comes back short. Null when another process holds
 * the lock (it is pruning now); `isStopped` ends the pass early between batches (shutdown).
 */
export async function runHousekeeping(
  db: Db,
  env: Pick<Env, 'syncLogRetentionDays'>,
  isStopped: () => boolean = () => false,
): Promise<HousekeepingResult | null> {
  const tasks: Task[] = [
    { name: 'changes', prune: (tx) => pruneChangeLog(tx, env.syncLogRetentionDays, BATCH) },
    { name: 'keys', prune: (tx) => pruneKeys(tx, BATCH) },
    { name: 'rateLimits', prune: (tx) => pruneRateLimits(tx, BATCH) },
    { name: 'sessions', prune: (tx) => pruneSessions(tx, BATCH) },
  ];
  const result: HousekeepingResult = { changes: 0, keys: 0, rateLimits: 0, sessions: 0 };
  for (const task of tasks) {
    for (;;) {
      if (isStopped()) return result;
      const pruned = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1) AS locked',
          [HOUSEKEEPING_LOCK_KEY],
        );
        return rows[0]?.locked ? task.prune(tx) : null;
      });
      if (pruned === null) return null;
      result[task.name] += pruned;
      if (pruned < BATCH) break;
      await pause();
    }
  }
  return result;
}

/** Runs a pass every `housekeepingInterval` seconds; `stop` waits for a pass under way. */
export function startHousekeeping(db: Db, env: Pick<Env, 'syncLogRetentionDays' | 'housekeepingInterval'>) {
  return startIntervalWorker('housekeeping', env.housekeepingInterval, async (isStopped) => {
    const result = await runHousekeeping(db, env, isStopped);
    if (result && result.changes + result.keys + result.rateLimits + result.sessions > 0) {
      console.log(
        `[housekeeping] pruned ${result.changes} change-log entries, ${result.keys} idempotency keys, ${result.rateLimits} rate-limit windows, ${result.sessions} ended sessions`,
      );
    }
  });
}
