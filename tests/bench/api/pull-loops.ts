/**
 * A child process of the API bench: BENCH_PULL_LOOPS clients bootstrapping over and over (GET
 * Sync/pull from an empty cursor, pages of 5,000, gzip accepted like a browser), each waiting out a
 * busy answer's Retry-After the way the app does. Its own process, so parsing pages does not slow
 * the bench's autocannon. Says 'pulling' once the first page arrived; answers its counts to the
 * message 'stop', then exits.
 */
const base = process.env.BENCH_PULL_URL ?? '';
const token = process.env.BENCH_PULL_TOKEN ?? '';
const loops = Number(process.env.BENCH_PULL_LOOPS ?? 20);

const counts = { bootstraps: 0, pages: 0, busy: 0, failed: 0, lastFailure: '' };
let running = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cursor and hasMore close the envelope's data; reading them from the tail spares a 5 MB JSON.parse. */
function tailOf(text: string): { cursor: string; hasMore: boolean } | null {
  const match = /"cursor":"([^"]*)","hasMore":(true|false)/.exec(text.slice(-2000));
  return match ? { cursor: match[1] ?? '', hasMore: match[2] === 'true' } : null;
}

async function bootstrapForever(): Promise<void> {
  let cursor = '';
  while (running) {
    try {
      const res = await fetch(`${base}/api/v1/bo/Sync/pull?limit=5000&cursor=${encodeURIComponent(cursor)}`, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
      });
      const text = await res.text();
      if (res.status === 503 || res.status === 429) {
        counts.busy += 1;
        const seconds = Number(res.headers.get('Retry-After') ?? 2);
        await sleep(seconds * 1000 * (1 + Math.random() / 2));
        continue;
      }
      const page = res.ok ? tailOf(text) : null;
      if (!page) throw new Error(`pull answered ${res.status}`);
      counts.pages += 1;
      if (counts.pages === 1) process.send?.('pulling');
      cursor = page.cursor;
      if (!page.hasMore) {
        counts.bootstraps += 1;
        cursor = '';
      }
    } catch (error) {
      counts.failed += 1;
      counts.lastFailure = error instanceof Error ? error.message : String(error);
      await sleep(500);
    }
  }
}

for (let i = 0; i < loops; i++) void bootstrapForever();
process.on('message', (message) => {
  if (message !== 'stop') return;
  running = false;
  process.send?.(counts, () => process.exit(0));
});
