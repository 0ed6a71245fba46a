/**
 * Work a request starts but its answer must not wait for: sending mail, whose duration would
 * otherwise tell who has an account. Tasks run one at a time, in order, each after the current
 * answer has been returned (a later macrotask); a failure is logged, never thrown at a caller.
 */
export type Deferred = {
  /** `label` names the task in the log if it fails (with the request id). */
  defer(label: string, task: () => Promise<void>): void;
  /** Resolves once every task deferred so far has finished (development mail page, shutdown). */
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
    idle: () => tail,
  };
}
