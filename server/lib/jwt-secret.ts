import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';

/**
 * JWT_SECRET when set; otherwise a random key created once in DATA_DIR/jwt-secret (mode 0600)
 * and reused, so tokens survive restarts and no secret ever lives in the repository. Several
 * processes on one PostgreSQL do not share DATA_DIR, so they need JWT_SECRET.
 */
export async function resolveJwtSecret(env: Env): Promise<string> {
  if (env.jwtSecret) return env.jwtSecret;
  if (env.databaseUrl) {
    console.warn(
      '[auth] JWT_SECRET is not set: every server process behind one DATABASE_URL needs the same JWT_SECRET.',
    );
  }
  const file = path.join(env.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(env.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then use theirs.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
