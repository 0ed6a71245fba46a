/**
 * The audit trail (docs/security.md, Hardening): append-only in the database itself, and every
 * entry names the client address and user agent of the request that wrote it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, setupTestDb, signIn } from '../test/test-app';
import type { TestDb } from '../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db, { TRUST_PROXY: '1' });
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('audit_log', () => {
  it('records the client address and user agent of a failed sign-in', async () => {
    const headers = { 'User-Agent': AGENT, 'X-Forwarded-For': '198.51.100.9, 203.0.113.7' };
    const wrong = await signIn(app, 'maker', 'Wrong@12345', { ...headers, 'X-Request-Id': 'audit-ip-1' });
    expect(wrong.res.status).toBe(401);
    const unknown = await signIn(app, 'nobody.here', 'Wrong@12345', {
      ...headers,
      'X-Request-Id': 'audit-ip-2',
    });
    expect(unknown.res.status).toBe(401);
    const { rows } = await testDb.db.query<{ action: string; client_address: string; user_agent: string }>(
      `SELECT action, client_address, user_agent FROM audit_log
       WHERE request_id IN ('audit-ip-1', 'audit-ip-2') ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'auth.signInFailed', client_address: '203.0.113.7', user_agent: AGENT },
      { action: 'auth.signInFailed', client_address: '203.0.113.7', user_agent: AGENT },
    ]);
  });

  it('refuses any UPDATE, DELETE or TRUNCATE in the database itself', async () => {
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM audit_log ORDER BY id LIMIT 1');
    const id = rows[0]?.id;
    expect(id).toBeDefined();
    await expect(
      testDb.db.query(`UPDATE audit_log SET action = 'auth.signIn' WHERE id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(testDb.db.query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(testDb.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const { rows: still } = await testDb.db.query('SELECT 1 FROM audit_log WHERE id = $1', [id]);
    expect(still).toHaveLength(1);
  });
});
