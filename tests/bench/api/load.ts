/** autocannon, in this process: requests per second (2xx only) and latency percentiles of one URL. */
import autocannon from 'autocannon';

export type LoadResult = {
  /** Answers 2xx per second over the run. Latencies are NaN when nothing was answered in the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failed: number;
  errors: number;
};

export async function hammer(
  url: string,
  {
    seconds,
    connections,
    headers = {},
  }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  const answered = result['2xx'] + result.non2xx > 0;
  // autocannon leaves what is still in flight at the end; the server works on it all the same.
  // The next run starts once a fresh call has its answer, so it is not measured against that backlog.
  const settle = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
  await settle.arrayBuffer();
  return {
    rps: result['2xx'] / result.duration,
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    failed: result.non2xx,
    errors: result.errors,
  };
}

/** What went wrong in a run, for the figure's note; empty when every answer was 2xx. */
export function failures(result: LoadResult): string {
  const parts = [];
  if (result.failed) parts.push(`${result.failed} answers not 2xx`);
  if (result.errors) parts.push(`${result.errors} connection errors/timeouts`);
  return parts.join(', ');
}
