/**
 * The main thread's longest tasks while some work runs, measured two ways: Chromium's own
 * 'longtask' entries (tasks over 50 ms, with their length), and a probe that re-posts itself as a
 * task and keeps the longest gap between two of its turns (what a click would have waited).
 */
export type LongTasks = {
  longestTaskMs: number;
  tasksOver50: number;
  tasksOver200: number;
  longestGapMs: number;
};

export function watchLongTasks(): () => Promise<LongTasks> {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const channel = new MessageChannel();
  let last = performance.now();
  let longestGapMs = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return async () => {
    // A task's entry is queued after it ends: the next turns of the loop deliver the last one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    running = false;
    for (const entry of observer.takeRecords()) durations.push(entry.duration);
    observer.disconnect();
    channel.port1.close();
    return {
      longestTaskMs: Math.max(0, ...durations),
      tasksOver50: durations.length,
      tasksOver200: durations.filter((ms) => ms > 200).length,
      longestGapMs,
    };
  };
}
