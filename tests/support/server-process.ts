import { spawn, type ChildProcess } from 'node:child_process';

export type RunningServer = {
  url: string;
  process: ChildProcess;
  readyMs: number;
  stop: () => Promise<void>;
};

/** Starts the real server (`node --import tsx server/index.ts`) and times it until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ?? '4392';
  const url = `http://localhost:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('The server exited before it was ready');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, readyMs, stop };
}
