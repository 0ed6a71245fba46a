/**
 * Follows the server's change notices (docs/ARCHITECTURE.md, Change notices): a notice carries no
 * data, only "pull now", so the app's ordinary pull does the rest. The stream is open only while
 * the tab is visible and the device online; every `ready` (the first and each after a gap) asks
 * for a pull too, since a change made while the stream was down sent its notice to nobody. A
 * stream that fails or goes silent longer than two heartbeats is opened again after a backoff with
 * jitter (or the server's `Retry-After`); the 60 s pull covers the time between.
 */
import { apiStream, retryAfterOf } from '../api';

export type NoticeStreamOptions = {
  /** Opens the stream (tests give a fake server); by default `GET Sync/notices`. */
  open?: (signal: AbortSignal) => Promise<Response>;
  /** A notice came, or the stream (re)connected: pull now. */
  onNotice: () => void;
  random?: () => number;
};

const NOTICES_PATH = '/Sync/notices';
/** The server's heartbeat is 20 s: silence longer than this means the connection died. */
const SILENCE_MS = 50_000;
const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/** Full jitter: a random wait up to the doubled step, so clients a restart dropped spread out. */
export const backoffMs = (attempt: number, random: () => number) =>
  Math.max(BACKOFF_BASE_MS / 2, random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));

/** Starts following notices; answers how to stop (sign-out, another user). */
export function followNotices(options: NoticeStreamOptions): () => void {
  const open = options.open ?? ((signal: AbortSignal) => apiStream(NOTICES_PATH, signal));
  const random = options.random ?? Math.random;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const canConnect = () => !stopped && navigator.onLine && document.visibilityState === 'visible';

  const close = () => {
    clearTimeout(retryTimer);
    controller?.abort();
    controller = null;
  };

  const retryLater = (waitMs?: number) => {
    controller = null;
    if (!canConnect()) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, waitMs ?? backoffMs(attempt, random));
    attempt += 1;
  };

  async function connect() {
    if (controller || !canConnect()) return;
    const current = new AbortController();
    controller = current;
    let waitMs: number | undefined;
    try {
      const response = await open(current.signal);
      const isStream = response.headers.get('Content-Type')?.startsWith('text/event-stream');
      if (!response.ok || !isStream || !response.body) {
        waitMs = retryAfterOf(response);
        await response.body?.cancel();
      } else {
        await readEvents(response.body, current, (event) => {
          if (event !== 'ready' && event !== 'notice') return;
          if (event === 'ready') attempt = 0;
          options.onNotice();
        });
      }
    } catch {
      // A network failure or our own abort: the backoff below decides what comes next.
    }
    if (controller === current) retryLater(waitMs);
  }

  const onReachable = () => {
    attempt = 0;
    void connect();
  };
  const onVisibility = () => (document.visibilityState === 'visible' ? onReachable() : close());
  window.addEventListener('online', onReachable);
  window.addEventListener('offline', close);
  document.addEventListener('visibilitychange', onVisibility);
  void connect();
  return () => {
    stopped = true;
    close();
    window.removeEventListener('online', onReachable);
    window.removeEventListener('offline', close);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Reads Server-Sent Events until the stream ends, is aborted or stays silent too long. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
  onEvent: (name: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let silence = setTimeout(() => controller.abort(), SILENCE_MS);
  const onAbort = () => void reader.cancel().catch(() => undefined);
  controller.signal.addEventListener('abort', onAbort);
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const name = /^event: ?(.*)$/m.exec(block)?.[1]?.trim();
        if (name) onEvent(name);
      }
    }
  } finally {
    clearTimeout(silence);
    controller.signal.removeEventListener('abort', onAbort);
  }
}
