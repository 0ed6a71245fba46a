/**
 * Rate limit per key (client address), counted in the database (table rate_limits, migration
 * 008), so every server process on one PostgreSQL shares one limit. A bucket's window starts at
 * its first hit and lasts `windowSeconds`; each hit is one atomic upsert (the row lock of
 * ON CONFLICT serialises concurrent hits from any process), and the database's clock is the only
 * clock. Expired rows are pruned by the housekeeping (server/housekeeping.ts).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/client';
import { ApiError } from './api-error';
import type { AppBindings } from './context';

const HIT = `
  INSERT INTO rate_limits AS r (bucket, hits, window_end)
  VALUES ($1, 1, now() + make_interval(secs => $2))
  ON CONFLICT (bucket) DO UPDATE SET
    hits = CASE WHEN r.window_end <= now() THEN 1 ELSE r.hits + 1 END,
    window_end = CASE WHEN r.window_end <= now() THEN now() + make_interval(secs => $2) ELSE r.window_end END
  RETURNING hits, ceil(extract(epoch FROM r.window_end - now()))::int AS retry_after`;

/** `name` keeps limiters apart (sign-in, the public account calls) in the shared table. */
export function createRateLimiter(db: Queryable, name: string, limit: number, windowSeconds: number) {
  return {
    /** Counts a hit; answers the seconds to wait when over the limit, else 0. */
    async hit(key: string): Promise<number> {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(HIT, [
        `${name}:${key}`,
        windowSeconds,
      ]);
      const row = rows[0];
      if (!row || row.hits <= limit) return 0;
      return Math.max(1, row.retry_after);
    },
  };
}

/** Deletes up to `batch` expired buckets; answers how many. */
export async function pruneRateLimits(db: Queryable, batch: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM rate_limits WHERE bucket IN (
         SELECT bucket FROM rate_limits WHERE window_end < now() ORDER BY window_end LIMIT $1)
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [batch],
  );
  return rows[0]?.n ?? 0;
}

export function rateLimit(
  limiter: ReturnType<typeof createRateLimiter>,
  keyOf: (c: Context<AppBindings>) => string,
) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const retryAfter = await limiter.hit(keyOf(c));
    if (retryAfter > 0) {
      throw new ApiError(429, 'auth.rateLimited', { headers: { 'Retry-After': String(retryAfter) } });
    }
    await next();
  });
}
