/**
 * Demo and production starts (docs/security.md): a deployment starts with no users at all, and on a
 * demo start only the four demo accounts open with the public password.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { verifyPassword } from '../../lib/passwords';
import { startNotice } from '../../start-notice';
import type { Health } from '../../../src/contract/health';
import { buildApp, readEnvelope, signIn } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { createTestDb } from '../../test/test-db';
import type { Queryable } from '../client';
import { bootstrapDb, withBootstrapLock } from '../bootstrap';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';
import { DEMO_SIZES } from './demo-sizes';
import { seedMore } from './seed';

/** What a deployment's first start fills: the access tables, their change log, the migrations. */
const ACCESS_TABLES = [
  'menus',
  'role_functions',
  'role_menus',
  'roles',
  'schema_migrations',
  'sync_changes',
  'sync_log_horizon',
];
const DEMO_USERNAMES: readonly string[] = DEMO_ACCOUNTS.map((account) => account.username);

async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
}

describe('which start is a demo', () => {
  it('is a demo on the embedded database, a deployment with DATABASE_URL, SEED_DEMO decides when given', () => {
    expect(parseEnv({}).demo).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).demo).toBe(true);
    expect(parseEnv({ SEED_DEMO: '0' }).demo).toBe(false);
    expect(parseEnv({ SEED_DEMO: 'false' }).demo).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://app@db:5432/backoffice' }).demo).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://app@db:5432/backoffice', SEED_DEMO: '1' }).demo).toBe(true);
    // An empty DATABASE_URL is unset (the e2e and bench servers pass one to mean PGlite).
    expect(parseEnv({ DATABASE_URL: '' }).demo).toBe(true);
  });

  it('seeds the full demo unless DEMO_SIZE says small, and refuses any other size', () => {
    expect(parseEnv({}).demoCounts).toEqual(DEMO_SIZES.full);
    expect(parseEnv({ DEMO_SIZE: 'small' }).demoCounts).toEqual(DEMO_SIZES.small);
    expect(() => parseEnv({ DEMO_SIZE: 'huge' })).toThrow(/DEMO_SIZE/);
  });
});

describe('the health answer', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await bootstrapDb(testDb.db, { demo: false });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('tells the app whether the server is a demo', async () => {
    const health = async (overrides: Record<string, string>) =>
      (await readEnvelope<Health>(await buildApp(testDb.db, overrides).request('/api/health'))).data;
    expect(await health({})).toEqual({ status: 'ok', demo: true });
    expect(await health({ SEED_DEMO: '0' })).toEqual({ status: 'ok', demo: false });
    expect(await health({ DATABASE_URL: 'postgres://app@db:5432/backoffice' })).toEqual({
      status: 'ok',
      demo: false,
    });
  });
});

describe('a production start', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('creates the menu and the roles and nothing else: no users, no merchants, no bookings', async () => {
    const { demo } = parseEnv({ DATABASE_URL: 'postgres://app@db:5432/backoffice' });
    expect(await bootstrapDb(testDb.db, { demo })).toMatchObject({ seeded: true });
    const counts = await rowCounts(testDb.db);
    const filled = Object.keys(counts).filter((table) => (counts[table] ?? 0) > 0);
    expect(filled.sort()).toEqual(ACCESS_TABLES);
    expect(counts.roles).toBe(3);
    expect(counts.users).toBe(0);
  });

  it('says on the console that there is no user yet and how to create the first one', () => {
    const text = startNotice({ demo: false, hasDemoAccounts: false, userCount: 0 }).join('\n');
    expect(text).toContain('npm run create-admin');
    expect(text).not.toContain(DEMO_PASSWORD);
  });
});

describe('a demo start', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    // The default data set, as `npm start` seeds it.
    await bootstrapDb(testDb.db, { demo: true });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('still lists about a thousand generated people', async () => {
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(1004);
  });

  it('lets no generated user sign in with the demo password, not even a generated Super Admin', async () => {
    const app = buildApp(testDb.db);
    const { rows } = await testDb.db.query<{ username: string }>(
      `SELECT u.username FROM users u JOIN roles r ON r.id = u.role_id
       WHERE u.status = 'A' AND r.name = 'Super Admin' AND u.username <> ALL($1::text[])
       ORDER BY u.username LIMIT 3`,
      [DEMO_USERNAMES],
    );
    const usernames = ['weiming.chan568', ...rows.map((row) => row.username)];
    for (const username of usernames) {
      const { res, body } = await signIn(app, username, DEMO_PASSWORD);
      // A wrong password for an existing account: counted towards the lockout, never a session.
      expect([res.status, body.code], username).toEqual([401, 'auth.attemptsLeft']);
    }
    expect((await signIn(app, 'admin', DEMO_PASSWORD)).res.status).toBe(200);
  });

  it('gives only the four demo accounts the public password', async () => {
    const { rows } = await testDb.db.query<{ username: string; password_hash: string }>(
      `SELECT DISTINCT ON (password_hash) username, password_hash FROM users ORDER BY password_hash, username`,
    );
    const opening: string[] = [];
    for (const row of rows) {
      if (await verifyPassword(row.password_hash, DEMO_PASSWORD)) opening.push(row.username);
    }
    const { rows: withDemoHash } = await testDb.db.query<{ username: string }>(
      `SELECT username FROM users WHERE password_hash IN
         (SELECT password_hash FROM users WHERE username = ANY($1::text[])) ORDER BY username`,
      [DEMO_USERNAMES],
    );
    expect(opening).toHaveLength(1);
    expect(withDemoHash.map((row) => row.username)).toEqual([...DEMO_USERNAMES].sort());
  });

  it('adds users with no known password through the seed command', async () => {
    await withBootstrapLock(testDb.db, (tx) =>
      seedMore(tx, { merchants: 0, users: 30, bookings: 0, invoices: 0 }),
    );
    const { rows } = await testDb.db.query<{ password_hash: string }>(
      `SELECT DISTINCT password_hash FROM users WHERE username <> ALL($1::text[])`,
      [DEMO_USERNAMES],
    );
    for (const row of rows) expect(await verifyPassword(row.password_hash, DEMO_PASSWORD)).toBe(false);
  });

  it('takes the demo password from the generated people of an install seeded before (migration 024)', async () => {
    // As earlier first starts left them: everyone with the demo accounts' hash.
    await testDb.db.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'admin')`,
    );
    const sql = await readFile(new URL('../migrations/024_seeded_passwords.sql', import.meta.url), 'utf8');
    await testDb.db.exec(sql);
    const app = buildApp(testDb.db);
    expect((await signIn(app, 'weiming.chan568', DEMO_PASSWORD)).res.status).toBe(401);
    expect((await signIn(app, 'maker', DEMO_PASSWORD)).res.status).toBe(200);
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE password_hash = (SELECT password_hash FROM users WHERE username = 'admin')`,
    );
    expect(rows[0]?.n).toBe(DEMO_USERNAMES.length);
  });

  it('says DEMO loudly on the console, with the demo accounts and their password', () => {
    const lines = startNotice({ demo: true, hasDemoAccounts: true, userCount: 1004 });
    const text = lines.join('\n');
    expect(text).toMatch(/DEMO/);
    expect(text).toContain(DEMO_PASSWORD);
    for (const username of DEMO_USERNAMES) expect(text).toContain(username);
    expect(text).toContain('SEED_DEMO=0');
  });
});
