type SchedulerLike = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input and paint before the next slice: `scheduler.yield()` where there
 * is one (it resumes ahead of other tasks), else a message-channel task (unlike setTimeout, not
 * clamped to 4 ms after a few nested calls).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
