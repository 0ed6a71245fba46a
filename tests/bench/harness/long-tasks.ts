/**
 * The main thread's longest tasks while some work runs, measured two ways: Chromium's own
 * 'longtask' entries (tasks over 50 ms, with their length), and a probe that re-posts itself as a
 * timer task and keeps the longest gap between two of its turns (what a click would have waited,
 * give or take the timer's 4 ms clamp). Not a message-channel ping-pong: that never lets the main
 * thread idle, and on 2 cores the busy loop took CPU from the server and the pull it measured
 * (6 s of postMessage in a 60 s bootstrap profile).
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
  let last = performance.now();
  let longestGapMs = 0;
  let running = true;
  const turn = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    if (running) setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  return async () => {
    // A task's entry is queued after it ends: the next turns of the loop deliver the last one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    running = false;
    for (const entry of observer.takeRecords()) durations.push(entry.duration);
    observer.disconnect();
    return {
      longestTaskMs: Math.max(0, ...durations),
      tasksOver50: durations.length,
      tasksOver200: durations.filter((ms) => ms > 200).length,
      longestGapMs,
    };
  };
}
