/**
 * A background pass on a timer, as housekeeping and the e-invoice submission job run
 * (docs/ARCHITECTURE.md, Housekeeping): unref'd (it never keeps a process alive), a pass never
 * overlaps the previous one in this process, and `stop` ends the timer and waits for a pass under
 * way. `isStopped` lets a long pass end early between its steps.
 */
export function startIntervalWorker(
  name: string,
  intervalSeconds: number,
  pass: (isStopped: () => boolean) => Promise<void>,
) {
  let stopped = false;
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      await pass(() => stopped);
    } catch (error) {
      console.error(`[${name}] pass failed:`, error);
    }
  };
  const timer = setInterval(() => {
    running ??= run().finally(() => (running = null));
  }, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
