/**
 * In-memory fixed-window rate limit per key (client address). Per process: behind a load balancer
 * with N processes the effective limit is up to N times higher, which is acceptable for a brake on
 * password guessing that the per-account lockout backs up.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';
import type { AppBindings } from './context';

type Window = { count: number; resetAt: number };

export function createRateLimiter(limit: number, windowSeconds: number, now = () => Date.now()) {
  const windows = new Map<string, Window>();
  return {
    /** Counts a hit; answers the seconds to wait when over the limit, else 0. */
    hit(key: string): number {
      const time = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - time) / 1000)) : 0;
    },
  };
}

export function rateLimit(
  limiter: ReturnType<typeof createRateLimiter>,
  keyOf: (c: Context<AppBindings>) => string,
) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const retryAfter = limiter.hit(keyOf(c));
    if (retryAfter > 0) {
      throw new ApiError(429, 'auth.rateLimited', { headers: { 'Retry-After': String(retryAfter) } });
    }
    await next();
  });
}
