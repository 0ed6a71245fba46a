/**
 * Three wrong passwords lock an account, without signing in (a product rule). The holder learns of
 * it at once by mail, with the Forgot Password link the locked answer points to, and the audit
 * names where the attempts came from (docs/security.md, Hardening).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildApp } from '../../test/test-app';
import { createUser, setupTestDb, signIn } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { buildMailApp, mailTo } from '../account/account-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db, { TRUST_PROXY: '1' });
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

const FROM = { 'X-Forwarded-For': '203.0.113.66', 'User-Agent': 'curl/8.5.0', 'Accept-Language': 'ms' };

describe('an account locked by someone else', () => {
  it('mails the holder once, with the Forgot Password link, in their language', async () => {
    await createUser(testDb.db, 'lock.target', 'A');
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(app, 'lock.target', 'Wrong@12345', FROM);
    const locked = await signIn(app, 'lock.target', 'Wrong@12345', FROM);
    expect(locked.body.code).toBe('auth.locked');
    const mail = await mailTo(app, 'lock.target@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.locale).toBe('en');
    expect(mail[0]?.subject).toBe('Your Back Office Portal account is locked');
    expect(mail[0]?.text).toContain('http://portal.test/forgot-password');
    expect(mail[0]?.text).toContain('203.0.113.66');
  });

  it('records the lock with the address of the attempts', async () => {
    const { rows } = await testDb.db.query<{ action: string; client_address: string; details: unknown }>(
      `SELECT a.action, a.client_address, a.details FROM audit_log a JOIN users u ON u.id = a.user_id
       WHERE u.username = 'lock.target' ORDER BY a.id`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'auth.signInFailed',
      'auth.signInFailed',
      'auth.signInFailed',
      'auth.accountLocked',
      'auth.signInFailed',
    ]);
    expect(rows.every((row) => row.client_address === '203.0.113.66')).toBe(true);
  });
});
