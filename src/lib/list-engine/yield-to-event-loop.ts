/**
 * Hands the event loop back so input and rendering run between slices of long work (building a
 * list index, a first sort of 200,000 rows): `scheduler.yield()` where the browser has it (the
 * continuation keeps its priority), else a MessageChannel message (a task, without the 4 ms clamp
 * of nested timers), else a timer (docs/ARCHITECTURE.md, List engine).
 */
type Scheduler = { yield?: () => Promise<void> };

export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long one slice may run before it yields: well under a frame, far under a 50 ms long task. */
export const SLICE_MS = 8;

/** Work written as a generator that yields at safe points; run whole (sync) or in slices (async). */
export type SlicedWork<T> = Generator<void, T, void>;

export function runNow<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs `work` in slices of about `sliceMs`, yielding between them; when `isWanted` answers false
 * at a yield point, the work is dropped and the answer is null (its result would be stale).
 */
export async function runSliced<T>(
  work: SlicedWork<T>,
  isWanted: () => boolean = () => true,
  sliceMs = SLICE_MS,
): Promise<T | null> {
  for (;;) {
    const start = performance.now();
    while (performance.now() - start < sliceMs) {
      const step = work.next();
      if (step.done) return step.value;
    }
    await yieldToEventLoop();
    if (!isWanted()) {
      work.return(undefined as T);
      return null;
    }
  }
}
