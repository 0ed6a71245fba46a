/**
 * Starts the server: open the database, migrate and seed, then serve the API and the web app.
 * With WORKERS > 1 this process only forks that many of these (server/workers.ts).
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { bootstrapDb } from './db/bootstrap';
import { openDb } from './db/client';
import { readEnv, type Env } from './env';
import { myInvoisService } from './e-invoice/myinvois-service';
import { rememberDocuments } from './e-invoice/simulator/remember-documents';
import { type DocumentSigner, loadSigner } from './e-invoice/signing/load-signer';
import { startSubmissionJob } from './e-invoice/submission/submission-job';
import { startHousekeeping } from './housekeeping';
import { serveApp, stopServing } from './http-server';
import { createDeferred } from './lib/deferred';
import { resolveJwtSecret } from './lib/jwt-secret';
import { readStartState, startNotice } from './start-notice';
import { runWorkers } from './workers';

/** How long a shutdown waits for requests in progress, and when it gives up altogether. */
const SHUTDOWN_GRACE_MS = 8_000;
const SHUTDOWN_FORCE_MS = 10_000;

const startedAt = performance.now();
const { env, signer } = readEnvOrExit();
if (env.workers > 1 && cluster.isPrimary) runWorkers(env.workers);
else await serve(env, signer);

/**
 * A wrong setting (WORKERS > 1 on PGlite, say, or a signing certificate that does not open) says
 * what is wrong, without a stack trace.
 */
function readEnvOrExit(): { env: Env; signer: DocumentSigner | null } {
  try {
    const read = readEnv();
    return { env: read, signer: loadSigner(read.myInvoisCertificate, new Date()) };
  } catch (error) {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function serve(env: Env, signer: DocumentSigner | null) {
  const db = await openDb(env);
  const { migrations, seeded } = await bootstrapDb(db, { demo: env.demo, counts: env.demoCounts });
  const jwtSecret = await resolveJwtSecret(env);

  const hasApp = existsSync(path.join(env.staticDir, 'index.html'));
  if (!hasApp) {
    console.log(
      `[web] No built app in ${env.staticDir}; serving the API only. Run \`npm run build\` to serve the app too.`,
    );
  }
  const deferred = createDeferred();
  const myInvois = myInvoisService(env, { signer });
  const app = createApp({
    db,
    env,
    jwtSecret,
    staticDir: hasApp ? env.staticDir : undefined,
    deferred,
    myInvois,
  });

  const housekeeping = startHousekeeping(db, env);
  // One worker says what the database holds (demo accounts, or no user yet), not each of them.
  const isFirstProcess = !cluster.isWorker || cluster.worker?.id === 1;
  // Every process submits e-invoices to LHDN (rows are claimed, never shared); the simulator's
  // memory is its process's own, so against it only the first process runs the job.
  const eInvoiceJob =
    !myInvois.simulated || isFirstProcess ? startSubmissionJob(db, myInvois, env.eInvoiceInterval) : null;
  if (isFirstProcess && myInvois.simulator) {
    console.log('[e-invoice] MyInvois is SIMULATED (no MYINVOIS_URL): nothing reaches LHDN');
    await rememberDocuments(db, myInvois.simulator.store);
  }
  if (isFirstProcess && signer) {
    console.log(
      `[e-invoice] documents go as version 1.1, signed by ${signer.subjectName} (certificate valid until ${signer.notAfter.toISOString().slice(0, 10)})`,
    );
  }
  const whichProcess = cluster.isWorker ? ` (worker ${cluster.worker?.id ?? '?'}, pid ${process.pid})` : '';

  const server = serveApp(app, { port: env.port, hostname: env.host }, async (info) => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const store =
      db.kind === 'postgres'
        ? 'PostgreSQL (DATABASE_URL)'
        : `PGlite in ${path.resolve(env.dataDir, 'pglite')}`;
    console.log(
      `[db] ${store}; migrations applied: ${migrations.length ? migrations.join(', ') : 'none'}${seeded ? '; seeded' : ''}`,
    );
    console.log(`Back-office portal ready in ${seconds} s at http://localhost:${info.port}${whichProcess}`);
    if (isFirstProcess) {
      for (const line of startNotice(await readStartState(db, env.demo))) console.log(line);
    }
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal} received, shutting down`);
    // Do not wait forever for slow clients.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_FORCE_MS);
    force.unref();
    // Requests still running (even those whose clients left) finish before the database closes.
    if (!(await stopServing(server, SHUTDOWN_GRACE_MS))) {
      console.log(`[server] requests still running after ${SHUTDOWN_GRACE_MS} ms; closing anyway`);
    }
    // Mail still being sent after its answer, and a pruning batch, finish before the database closes.
    await Promise.all([deferred.idle(), housekeeping.stop(), eInvoiceJob?.stop()]);
    await db.close();
    console.log('[server] stopped');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
