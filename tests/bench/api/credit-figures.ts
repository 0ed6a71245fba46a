/**
 * Credit figures of the API bench (docs/ARCHITECTURE.md, Credit): with the ledger seeded with
 * BENCH_API_CREDIT_ENTRIES entries (100,000 by default; a fifth on the demo merchant), one caller
 * at a time asks for the demo merchant's account summary (GET Credit/account/{merchantId}, target
 * p95 ≤ 20 ms) and the first page of its history (GET Credit/historyListPage, p95 ≤ 50 ms), as the
 * merchant's admin. Sequential calls: the figure is the answer time a user waits, not throughput.
 */
import { figure, load1, loadNote } from './report';

const WARMUP = 30;
const SAMPLES = 400;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timeCalls(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function creditFigures(baseUrl: string, entries: number): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/bo/General/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'merchant.admin', password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { data?: { accessToken?: string; user?: { merchantId?: string } } };
  const token = body.data?.accessToken;
  const merchantId = body.data?.user?.merchantId;
  if (!token || !merchantId) throw new Error(`sign-in as merchant.admin failed: ${res.status}`);
  const headers = { Authorization: `Bearer ${token}` };
  const api = `${baseUrl}/api/v1/bo/Credit`;
  const account = (await (await fetch(`${api}/account/${merchantId}`, { headers })).json()) as {
    data?: { entryCount?: number };
  };
  console.log(
    `\n  Credit, ${entries.toLocaleString('en')} ledger entries seeded (the demo merchant's account: ` +
      `${account.data?.entryCount ?? '?'} entries), one caller, ${SAMPLES} calls each:`,
  );
  let atStart = load1();
  const summary = await timeCalls(`${api}/account/${merchantId}`, headers);
  figure('account summary p95', percentile(summary, 95), 'ms', { atMost: 20 }, loadNote(atStart));
  figure('  account summary p50', percentile(summary, 50), 'ms', null);
  atStart = load1();
  const history = await timeCalls(`${api}/historyListPage?pageSize=50`, headers);
  figure('history list (page of 50) p95', percentile(history, 95), 'ms', { atMost: 50 }, loadNote(atStart));
  figure('  history list p50', percentile(history, 50), 'ms', null);
}
