/**
 * GET Sync/notices (docs/ARCHITECTURE.md, Change notices): a signed-in stream that wakes the
 * caller when the change log holds a change they may download, and a cap answered 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf } from '../../test/as-user';
import { api, buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { endsWithin, readUntil } from '../../test/read-stream';
import { decodeCursor } from './sync-cursor';

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

type Position = { txid: string; seq: string };
const logPlace = async (entityId: string | undefined): Promise<Position> => {
  const { rows } = await testDb.db.query<Position>(
    'SELECT txid::text AS txid, seq::text AS seq FROM sync_changes WHERE entity_id = $1::uuid ORDER BY txid DESC, seq DESC LIMIT 1',
    [entityId],
  );
  if (!rows[0]) throw new Error(`no change logged for ${entityId}`);
  return rows[0];
};
const after = (a: Position, b: Position) =>
  BigInt(a.txid) > BigInt(b.txid) || (a.txid === b.txid && BigInt(a.seq) >= BigInt(b.seq));

/** Changes a merchant; answers its change's place in the log. */
async function touchMerchant(where: string, params: unknown[]) {
  const { rows } = await testDb.db.query<{ id: string }>(
    `UPDATE merchants SET updated_at = now() WHERE id = (SELECT id FROM merchants WHERE ${where} LIMIT 1)
     RETURNING id::text`,
    params,
  );
  return logPlace(rows[0]?.id);
}

/**
 * The places the stream's notices name, read until one reaches `target`. On PostgreSQL the tail may
 * also report earlier changes (its start waits for transactions of the whole cluster), so a test
 * names the change a notice must never carry rather than counting notices.
 */
async function noticesUntil(body: ReadableStream<Uint8Array>, target: Position): Promise<Position[]> {
  let places: Position[] = [];
  let text = '';
  while (!places.some((place) => after(place, target))) {
    // A notice's data ends `"}` and a blank line: read whole events, however the chunks fall.
    text += await readUntil(body, '"}\n\n');
    places = [...text.matchAll(/"cursor":"([\w-]+)"/g)].flatMap(([, cursor]) => {
      const decoded = decodeCursor(cursor ?? '');
      return decoded && 'x' in decoded ? [{ txid: decoded.x, seq: decoded.q }] : [];
    });
  }
  return places;
}
/** Addresses a notification to `username`; answers its change's place in the log. */
async function notify(username: string) {
  const { rows } = await testDb.db.query<{ id: string }>(
    `INSERT INTO notifications (user_id, merchant_id, kind, subject_entity, subject_id)
     SELECT id, merchant_id, 'case.assigned', 'cases', gen_random_uuid() FROM users WHERE username = $1
     RETURNING id::text`,
    [username],
  );
  return logPlace(rows[0]?.id);
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
    const other = await touchMerchant('id <> $1', [own]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mine = await touchMerchant('id = $1', [own]);
    const places = await noticesUntil(stream.body, mine);
    expect(places).not.toContainEqual(other);
    await stream.close();
  });

  it("wakes a staff user for their own notification, never for another user's", async () => {
    const stream = await openStream(staff);
    const other = await notify('maker');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const own = await notify('admin');
    const places = await noticesUntil(stream.body, own);
    expect(places).not.toContainEqual(other);
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
