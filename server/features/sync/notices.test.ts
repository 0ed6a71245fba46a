/**
 * GET Sync/notices (docs/ARCHITECTURE.md, Change notices): a signed-in stream that wakes the
 * caller when the change log holds a change they may download, and a cap answered 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf } from '../../test/as-user';
import { api, buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { endsWithin, readUntil } from '../../test/read-stream';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db, { NOTICE_STREAMS_PER_USER: '1' });
  staff = await bearerOf(app, 'admin');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
});

/** Opens a stream as `headers` and reads it up to its `ready` event. */
async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await app.request(api('/Sync/notices'), { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  const body = res.body;
  if (!body) throw new Error('no stream body');
  await readUntil(body, 'event: ready');
  const close = async () => {
    controller.abort();
    await body.cancel().catch(() => {});
  };
  return { body, close };
}

const touchMerchant = (where: string, params: unknown[]) =>
  testDb.db.query(
    `UPDATE merchants SET updated_at = now() WHERE id = (SELECT id FROM merchants WHERE ${where} LIMIT 1)`,
    params,
  );
/** Addresses a notification to `username`; answers its change's place in the log. */
async function notify(username: string) {
  const { rows } = await testDb.db.query<{ id: string }>(
    `INSERT INTO notifications (user_id, merchant_id, kind, subject_entity, subject_id)
     SELECT id, merchant_id, 'case.assigned', 'cases', gen_random_uuid() FROM users WHERE username = $1
     RETURNING id::text`,
    [username],
  );
  const { rows: log } = await testDb.db.query<{ txid: string; seq: string }>(
    'SELECT txid::text AS txid, seq::text AS seq FROM sync_changes WHERE entity_id = $1::uuid',
    [rows[0]?.id],
  );
  return log[0];
}

afterAll(async () => {
  await testDb.drop();
});

describe('GET /Sync/notices', () => {
  it('refuses an unauthenticated caller', async () => {
    const res = await app.request(api('/Sync/notices'));
    expect(res.status).toBe(401);
  });

  it('sends a notice with a log cursor after a change, and caps the streams per user', async () => {
    const controller = new AbortController();
    const res = await app.request(api('/Sync/notices'), { headers: staff, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const body = res.body;
    if (!body) throw new Error('no stream body');
    await readUntil(body, 'event: ready');

    const second = await app.request(api('/Sync/notices'), { headers: staff });
    expect(second.status).toBe(503);
    expect(second.headers.get('Retry-After')).toBeTruthy();

    // Let the tail take its starting position, then change a merchant.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await testDb.db.query(
      'UPDATE merchants SET updated_at = now() WHERE id = (SELECT id FROM merchants LIMIT 1)',
    );
    const text = await readUntil(body, 'event: notice');
    expect(text).toMatch(/data: \{"cursor":"[\w-]+"\}/);
    expect(text).not.toMatch(/merchant_?name|email/i);
    controller.abort();
    await body.cancel().catch(() => {});
  });

  it("wakes a merchant's user for their own merchant's change, never for another merchant's", async () => {
    const { rows } = await testDb.db.query<{ merchant_id: string }>(
      "SELECT merchant_id::text FROM users WHERE username = 'merchant.admin'",
    );
    const own = rows[0]?.merchant_id;
    const stream = await openStream(merchantAdmin);
    await touchMerchant('id <> $1', [own]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await touchMerchant('id = $1', [own]);
    const text = await readUntil(stream.body, 'event: notice');
    expect(text.match(/event: notice/g)).toHaveLength(1);
    await stream.close();
  });

  it("wakes a staff user for their own notification, never for another user's", async () => {
    const stream = await openStream(staff);
    await notify('maker');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const own = await notify('admin');
    const text = await readUntil(stream.body, 'event: notice');
    // One wake, for the caller's own row (its cursor may name an earlier change the tail read with it).
    expect(text.match(/event: notice/g)).toHaveLength(1);
    expect(own).toBeTruthy();
    await stream.close();
  });

  it('ends the stream within a second once the session is revoked, through the database alone', async () => {
    const stream = await openStream(merchantAdmin);
    await testDb.db.query(
      "UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE username = 'merchant.admin')",
    );
    expect(await endsWithin(stream.body, 1_500)).toBe('ended');
    await stream.close();
  });
});
