/**
 * A gate for heavy work (the bulk pull): at most `slots` run at once, up to `queue` more wait
 * their turn in arrival order, and anything beyond is refused at once with 503 and Retry-After.
 * A waiting request holds no database connection, so a small call queues behind at most `slots`
 * heavy queries instead of all of them: on PGlite, one connection, that is the difference between
 * answering a health check at once and after every pending pull (docs/ARCHITECTURE.md, "Bulk
 * pulls").
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';
import type { AppBindings } from './context';

export type WorkGate = {
  /** A release function once a slot is free; null when the queue is full or the caller left. */
  enter(signal?: AbortSignal): Promise<(() => void) | null>;
  /** Seconds a refused caller should wait: the work ahead of it at the recent pace, 1 to 60. */
  retryAfterSeconds(): number;
};

/** The pace assumed before any work finished (ms per run); then a moving average. */
const FIRST_GUESS_MS = 1000;

export function createWorkGate(
  { slots, queue }: { slots: number; queue: number },
  now = () => performance.now(),
): WorkGate {
  let running = 0;
  let averageMs = FIRST_GUESS_MS;
  const waiting: Array<() => void> = [];

  const releaser = () => {
    const startedAt = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      averageMs = 0.8 * averageMs + 0.2 * (now() - startedAt);
      const next = waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
      if (next) next();
      else running -= 1;
    };
  };

  return {
    enter(signal) {
      if (signal?.aborted) return Promise.resolve(null);
      if (running < slots) {
        running += 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= queue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const turn = () => {
          signal?.removeEventListener('abort', leave);
          resolve(releaser());
        };
        const leave = () => {
          const index = waiting.indexOf(turn);
          if (index >= 0) waiting.splice(index, 1);
          resolve(null);
        };
        waiting.push(turn);
        signal?.addEventListener('abort', leave, { once: true });
      });
    },
    retryAfterSeconds() {
      const ahead = (running + waiting.length) / slots;
      return Math.min(60, Math.max(1, Math.ceil((ahead * averageMs) / 1000)));
    },
  };
}

/** Runs the rest of the request inside the gate; refused: 503 `error.serviceUnavailable`. */
export function throughGate(gate: WorkGate) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const release = await gate.enter(c.req.raw.signal);
    if (!release) {
      throw new ApiError(503, 'error.serviceUnavailable', {
        headers: { 'Retry-After': String(gate.retryAfterSeconds()) },
      });
    }
    try {
      await next();
    } finally {
      release();
    }
  });
}
