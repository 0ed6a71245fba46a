/**
 * Lets the browser handle input, paint and React's own render tasks before the next slice of long
 * work (building a list index, an export): a message-channel task, queued behind whatever is
 * waiting (unlike setTimeout, not clamped to 4 ms after a few nested calls). Not
 * `scheduler.yield()`: its continuation runs ahead of other tasks, so React (which schedules
 * through a message channel too) never rendered the export's progress bar until it had finished.
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
