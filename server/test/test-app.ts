/** Builds the app on a small seeded test database, plus request helpers for the tests. */
import type { Envelope, Session } from '../../src/contract';
import { API_BASE_PATH } from '../../src/contract';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { parseEnv } from '../env';
import type { Env } from '../env';
import { createSeededTestDb } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export { SMALL_SEED } from './template-db';
export { DEMO_PASSWORD };

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ JWT_SECRET: TEST_JWT_SECRET, SIGN_IN_RATE_LIMIT: '1000', ...overrides });
}

export function buildApp(db: Db, overrides: Record<string, string> = {}) {
  return createApp({ db, env: testEnv(overrides), jwtSecret: TEST_JWT_SECRET });
}

/**
 * A migrated database with the small seed and the demo accounts, copied from the run's template
 * (server/test/template-db.ts); call `drop` in afterAll.
 */
export function setupTestDb() {
  return createSeededTestDb();
}

type AppLike = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export const api = (path: string) => `${API_BASE_PATH}${path}`;

export async function postJson(
  app: AppLike,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(api(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function readEnvelope<T = unknown>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

export async function signIn(
  app: AppLike,
  username: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
) {
  const res = await postJson(app, '/General/sign-in', { username, password }, headers);
  return { res, body: await readEnvelope<Session>(res) };
}

/** The `bo_refresh=<token>` pair of a response's Set-Cookie, ready for a Cookie header. */
export function refreshCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('bo_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.split(';')[0] ?? '';
}

/**
 * Inserts a user with the demo password hash in the given status (docs/product.md, User statuses); one past
 * first-time login (any status but N) has set that password.
 */
export async function createUser(db: Db, username: string, status: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status,
                        password_set_at)
     SELECT $1, password_hash, 'Test', 'User', $1 || '@example.com', role_id, 'Maker', $2,
            CASE WHEN $2 = 'N' THEN NULL ELSE now() END
     FROM users WHERE username = 'merchant.user'
     RETURNING id`,
    [username, status],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('could not create test user');
  return id;
}
