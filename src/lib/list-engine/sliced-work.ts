/** Long work written as generators, run whole or in slices that hand the event loop back (docs/ARCHITECTURE.md, List engine). */
import { yieldToMain } from '../scheduling/yield-to-main';

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
    await yieldToMain();
    if (!isWanted()) {
      work.return(undefined as T);
      return null;
    }
  }
}
