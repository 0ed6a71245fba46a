/**
 * WORKERS > 1 (PostgreSQL only, env.ts): this process becomes a node:cluster primary that forks
 * that many server processes sharing one port; the primary itself opens no database and serves
 * nothing. Each worker is an ordinary server (index.ts): migrations and seed run under the
 * bootstrap advisory lock, so workers starting together apply them once. Everything a request
 * needs between calls lives in PostgreSQL (docs/ARCHITECTURE.md, "Several processes").
 *
 * A worker that exits before it listened is a start-up failure (a wrong DATABASE_URL, a failed
 * migration): the primary stops the others and exits non-zero rather than forking it again and
 * again. A worker that dies later is replaced. SIGINT and SIGTERM are passed to every worker,
 * which finishes its requests and deferred mail (index.ts), and the primary exits after the last.
 */
import cluster, { type Worker } from 'node:cluster';

export function runWorkers(count: number): void {
  const ready = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => ready.add(worker));
  };
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker);
    const live = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (code !== 0 && code !== null) exitCode = code;
      if (live === 0) process.exit(exitCode);
      return;
    }
    if (!wasReady) {
      console.error(
        `[workers] worker ${worker.process.pid} failed to start (exit ${code ?? signal}); stopping`,
      );
      exitCode = 1;
      stopAll('SIGTERM');
      if (live === 0) process.exit(exitCode);
      return;
    }
    console.error(`[workers] worker ${worker.process.pid} died (exit ${code ?? signal}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) console.log(`[workers] ${signal} received, stopping ${count} workers`);
      stopAll('SIGTERM');
    });
  }

  console.log(`[workers] starting ${count} server processes on one port`);
  for (let i = 0; i < count; i++) fork();
}
