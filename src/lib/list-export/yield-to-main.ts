/**
 * Lets the browser handle input, paint and React's own render tasks before the next slice: a
 * message-channel task, queued behind whatever is waiting (unlike setTimeout, not clamped to 4 ms
 * after a few nested calls). Not `scheduler.yield()`: its continuation runs ahead of other tasks,
 * so React (which schedules through a message channel too) never rendered the progress bar until
 * the export had finished.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
