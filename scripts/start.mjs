// `npm start`: builds the app when the sources are newer than the last build, then runs the server
// that serves the built app and the API (PORT, default 8080): one process, or with WORKERS=N on
// PostgreSQL a primary and N processes sharing the port (server/workers.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist/.vite/manifest.json');
const inputs = [
  'src',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...inputs.map((input) => newestMtime(join(root, input))))) {
  console.log('Building the app…');
  run('npx', ['panda', 'codegen', '--silent']);
  run('npx', ['tsr', 'generate']);
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
