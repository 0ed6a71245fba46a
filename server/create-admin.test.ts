/**
 * `npm run create-admin`: the first Super Admin of a deployment that starts with no users
 * (docs/security.md, "Demo and production starts").
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './create-admin';
import { bootstrapDb } from './db/bootstrap';
import { openDb } from './db/client';
import { parseEnv, readTestDbEnv } from './env';
import { buildApp, signIn } from './test/test-app';
import type { TestDb } from './test/test-db';
import { createTestDb } from './test/test-db';

const STRONG = 'Kopi-Tarik#2026';
const admin = (overrides: Record<string, string> = {}) => ({
  username: 'first.admin',
  email: 'it@travel.example',
  firstName: 'Nur Aisyah',
  lastName: 'Rahman',
  password: STRONG,
  ...overrides,
});

describe('createAdmin on a deployment with no users', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await bootstrapDb(testDb.db, { demo: false });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('refuses a password the product would refuse, and creates nobody', async () => {
    for (const password of ['weakpass', 'Short#1', 'NoDigits#here', 'nocapital#123', 'NoSymbol123']) {
      await expect(createAdmin(testDb.db, admin({ password }))).rejects.toThrow(
        'password: Your password does not meet requirements',
      );
    }
    await expect(createAdmin(testDb.db, admin({ email: 'not-an-email' }))).rejects.toThrow(
      'email: Enter a valid email address',
    );
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(0);
  });

  it('creates an active staff Super Admin at Checker level who signs in, setting up the second factor', async () => {
    const created = await createAdmin(testDb.db, admin({ username: 'First.Admin' }));
    expect(created.username).toBe('first.admin');
    // A deployment's Super Admin role requires a second factor of its Checkers (docs/security.md,
    // "Second factor"): the password step leads the first admin to set one up.
    const { res, body } = await signIn(buildApp(testDb.db), 'first.admin', STRONG);
    expect([res.status, body.code, (body.data as unknown as { secondStep: string }).secondStep]).toEqual([
      200,
      'secondFactor.setupNeeded',
      'setup',
    ]);
    const user = await testDb.db.query(
      `SELECT r.name AS role, u.level, r.scope, u.merchant_id AS "merchantId", u.status
       FROM users u JOIN roles r ON r.id = u.role_id WHERE u.username = 'first.admin'`,
    );
    expect(user.rows[0]).toEqual({
      role: 'Super Admin',
      level: 'Checker',
      scope: 'staff',
      merchantId: null,
      status: 'A',
    });
    const { rows } = await testDb.db.query<{ action: string; entity_id: string }>(
      `SELECT action, entity_id FROM audit_log WHERE action = 'account.adminCreated'`,
    );
    expect(rows).toEqual([{ action: 'account.adminCreated', entity_id: created.id }]);
  });

  it('refuses a username already taken', async () => {
    await expect(createAdmin(testDb.db, admin())).rejects.toThrow('username: first.admin is already taken');
  });
});

describe('npm run create-admin', () => {
  let dir: string;
  let testDb: TestDb | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bo-create-admin-'));
    // On PostgreSQL its own fresh database; on PGlite a data directory of its own.
    if (readTestDbEnv().kind === 'postgres') testDb = await createTestDb();
    env = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: testDb?.url ?? '', SEED_DEMO: '0' };
  });
  afterAll(async () => {
    await testDb?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/create-admin-cli.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const flags = [
    '--username',
    'ops',
    '--email',
    'ops@travel.example',
    '--first-name',
    'Wei Ming',
    '--last-name',
    'Tan',
  ];

  it('reads the password from a file, refuses a weak one and creates the admin with a strong one', async () => {
    const weak = path.join(dir, 'weak');
    await writeFile(weak, 'password\n', { mode: 0o600 });
    const refused = run([...flags, '--password-file', weak]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Your password does not meet requirements');

    // Without a terminal and without a file there is nothing to read the password from.
    expect(run(flags).stderr).toContain('--password-file');

    const strong = path.join(dir, 'strong');
    await writeFile(strong, `${STRONG}\n`, { mode: 0o600 });
    const done = run([...flags, '--password-file', strong]);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('Created the Super Admin ops');
    expect(done.stdout).not.toContain(STRONG);

    const db = await openDb(parseEnv(env));
    try {
      const { res, body } = await signIn(buildApp(db), 'ops', STRONG);
      expect([res.status, body.code]).toEqual([200, 'secondFactor.setupNeeded']);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
