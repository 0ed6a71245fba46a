/**
 * One outbox replayer per user across tabs: a Web Lock, so two tabs never send the same op at
 * once (strict order would break, and the server would see a key "in progress"). Where Web Locks
 * are missing (old browsers, jsdom), an in-tab mutex keeps at least this tab's passes in line.
 */
const tails = new Map<string, Promise<unknown>>();

export function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(name, run) as Promise<T>;
  const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
  tails.set(
    name,
    result.catch(() => undefined),
  );
  return result;
}
