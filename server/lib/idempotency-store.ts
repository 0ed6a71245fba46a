/** SQL of the idempotency store (table idempotency_keys, migration 002). */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client';

export type StoredAnswer = { fingerprint: string; status: number; body: string };

/**
 * Keys are kept at least this long: the client may hold an outbox op as long as its session
 * (15 days). The housekeeping (server/housekeeping.ts) prunes older ones.
 */
export const KEY_RETENTION_DAYS = 16;

/** JSON with sorted keys, so the same content in another key order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function fingerprintOf(method: string, pathAndQuery: string, body: string): string {
  let content = body;
  try {
    content = JSON.stringify(canonical(JSON.parse(body)));
  } catch {
    // Not JSON: the raw text is the content.
  }
  return createHash('sha256').update(`${method}\n${pathAndQuery}\n${content}`).digest('hex');
}

/**
 * Serialises requests with one key: false when another request holds it (still running). The
 * lock ends with the transaction.
 */
export async function tryLockKey(tx: Queryable, userId: string, key: string): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked',
    [`idem:${userId}:${key}`],
  );
  return rows[0]?.locked === true;
}

export async function findAnswer(tx: Queryable, userId: string, key: string): Promise<StoredAnswer | null> {
  const { rows } = await tx.query<StoredAnswer>(
    'SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return rows[0] ?? null;
}

export async function storeAnswer(
  tx: Queryable,
  userId: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, fingerprint, status, body) VALUES ($1, $2, $3, $4, $5)`,
    [userId, key, answer.fingerprint, answer.status, answer.body],
  );
}

/** Deletes up to `batch` keys past KEY_RETENTION_DAYS, oldest first; answers how many. */
export async function pruneKeys(db: Queryable, batch: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM idempotency_keys k USING (
         SELECT user_id, key FROM idempotency_keys
         WHERE created_at < now() - make_interval(days => $1) ORDER BY created_at LIMIT $2) old
       WHERE k.user_id = old.user_id AND k.key = old.key
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [KEY_RETENTION_DAYS, batch],
  );
  return rows[0]?.n ?? 0;
}
