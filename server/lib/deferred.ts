/**
 * Work a request starts but its answer must not wait for: sending mail (all of it goes through
 * here, lib/mail/mail-queue.ts), whose duration would otherwise tell who has an account. Tasks
 * run one at a time, in order, each after the current answer has been returned (a later
 * macrotask); a failure is logged, never thrown at a caller.
 */
export type Deferred = {
  /** `label` names the task in the log if it fails (with the request id). */
  defer(label: string, task: () => Promise<void>): void;
  /**
   * Resolves once every task deferred so far, and any they defer in turn, has finished
   * (development mail page, shutdown).
   */
  idle(): Promise<void>;
};

export function createDeferred(): Deferred {
  let tail: Promise<void> = Promise.resolve();
  return {
    defer(label, task) {
      tail = tail
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .catch((error: unknown) => console.error(`${label} failed after its answer:`, error));
    },
    // A task may defer more work (the password reset queues its mail): wait for that too.
    async idle() {
      for (let seen = tail; ; seen = tail) {
        await seen;
        if (seen === tail) return;
      }
    },
  };
}
