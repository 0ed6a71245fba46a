import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, Merchant, SyncPushAnswer } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb, signIn } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let merchantUser: Record<string, string>;
let ids: string[];

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  admin = await bearerOf(app, 'admin');
  merchantUser = await bearerOf(app, 'merchant.user');
  const { rows } = await testDb.db.query<{ id: string }>(
    `SELECT id FROM merchants WHERE approval_status = 'Approved' ORDER BY id LIMIT 4`,
  );
  ids = rows.map((row) => row.id);
}, 30_000);
afterAll(async () => {
  await testDb.drop();
});

const current = async (id: string) => (await getJson<Merchant>(app, `/Merchant/${id}`, admin)).body.data;
const push = (ops: unknown[], headers = admin) =>
  sendJson<SyncPushAnswer>(app, 'POST', '/Sync/push', { ops }, headers);

/** A status change of `id` on its current version, as the outbox would queue it. */
async function statusOp(id: string, opId = crypto.randomUUID()) {
  const row = await current(id);
  const status = row?.status === 'Active' ? 'Inactive' : 'Active';
  return {
    id: opId,
    method: 'POST',
    path: '/Merchant/status/update',
    body: { id, status, baseVersion: row?.version },
  };
}

const versionOf = async (id: string) => (await current(id))?.version ?? -1;

describe('POST /Sync/push', () => {
  it('runs each op as its own call, in order, and answers per op', async () => {
    const ops = [await statusOp(ids[0] as string), await statusOp(ids[1] as string)];
    const before = [await versionOf(ids[0] as string), await versionOf(ids[1] as string)];
    const { status, body } = await push(ops, { ...admin, 'X-Page-Path': 'outbox-batch' });
    expect(status).toBe(200);
    expect(body.data?.results.map((result) => [result.id, result.status, result.replayed])).toEqual([
      [ops[0]?.id, 200, false],
      [ops[1]?.id, 200, false],
    ]);
    const saved = body.data?.results[0]?.body as { data: Merchant };
    expect(saved.data.version).toBeGreaterThan(before[0] as number);
    expect(await versionOf(ids[1] as string)).toBeGreaterThan(before[1] as number);
    // The op inherited the caller and the page path: the audit log shows them.
    const { rows } = await testDb.db.query<{ page_path: string }>(
      `SELECT page_path FROM audit_log WHERE entity = 'merchant' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [ids[0]],
    );
    expect(rows[0]?.page_path).toBe('outbox-batch');
  });

  it("records the page an op was made on and the file it was imported from, not the batch's page", async () => {
    const fileName = 'Pedagang baharu – Dis\n2026.xlsx';
    const op = {
      ...(await statusOp(ids[1] as string)),
      pagePath: 'merchant-import-merchants',
      importFile: fileName,
    };
    const batch = await push([op, await statusOp(ids[0] as string)], {
      ...admin,
      'X-Page-Path': 'dashboard',
    });
    expect(batch.body.data?.results.map((result) => result.status)).toEqual([200, 200]);
    // A lone op goes as its own call, the file percent-encoded in its header.
    const lone = await statusOp(ids[2] as string);
    const single = await sendJson(app, 'POST', lone.path, lone.body, {
      ...admin,
      'Idempotency-Key': lone.id,
      'X-Page-Path': 'client-import-clients',
      'X-Import-File': encodeURIComponent('klien.csv'),
    });
    expect(single.status).toBe(200);
    const audit = async (id: string) =>
      (
        await testDb.db.query<{ page_path: string; details: { importFile?: string } }>(
          `SELECT page_path, details FROM audit_log WHERE entity = 'merchant' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
          [id],
        )
      ).rows[0];
    expect(await audit(ids[1] as string)).toMatchObject({
      page_path: 'merchant-import-merchants',
      details: { importFile: 'Pedagang baharu – Dis 2026.xlsx' },
    });
    const typed = await audit(ids[0] as string);
    expect(typed?.page_path).toBe('dashboard');
    expect(typed?.details.importFile).toBeUndefined();
    expect(await audit(ids[2] as string)).toMatchObject({
      page_path: 'client-import-clients',
      details: { importFile: 'klien.csv' },
    });
    // A name that is no valid percent-encoding, or too long for a batch op, never fails the change
    // nor reaches the audit as garbage: the header is left out; the batch refuses the op's field.
    const garbled = await statusOp(ids[2] as string);
    const bad = await sendJson(app, 'POST', garbled.path, garbled.body, {
      ...admin,
      'Idempotency-Key': garbled.id,
      'X-Import-File': '%E0%A4%A',
    });
    expect(bad.status).toBe(200);
    expect((await audit(ids[2] as string))?.details.importFile).toBeUndefined();
    const tooLong = await push([{ ...(await statusOp(ids[3] as string)), importFile: 'x'.repeat(256) }]);
    expect(tooLong.status).toBe(422);
  });

  it('a batch sent again after its answer was lost applies every op once', async () => {
    const ops = [await statusOp(ids[2] as string), await statusOp(ids[3] as string)];
    const first = await push(ops);
    const after = [await versionOf(ids[2] as string), await versionOf(ids[3] as string)];
    const again = await push(ops);
    expect(again.body.data?.results.map((result) => [result.status, result.replayed])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(again.body.data?.results.map((result) => result.body)).toEqual(
      first.body.data?.results.map((result) => result.body),
    );
    expect([await versionOf(ids[2] as string), await versionOf(ids[3] as string)]).toEqual(after);
  });

  it('goes on past a refused op: it is not applied, the ops after it on other records are', async () => {
    const good = await statusOp(ids[0] as string);
    const invalid = { ...(await statusOp(ids[1] as string)), body: { id: ids[1], status: 'Sleeping' } };
    const missing = {
      ...(await statusOp(ids[1] as string)),
      body: { id: crypto.randomUUID(), status: 'Inactive', baseVersion: 1 },
    };
    const later = await statusOp(ids[2] as string);
    const before = [await versionOf(ids[1] as string), await versionOf(ids[2] as string)];
    const { status, body } = await push([good, invalid, missing, later]);
    expect(status).toBe(200);
    const results = body.data?.results ?? [];
    expect(results.map((result) => result.status)).toEqual([200, 422, 404, 200]);
    expect((results[1]?.body as { code: string }).code).toBe('error.validation');
    expect(await versionOf(ids[1] as string)).toBe(before[0]);
    expect(await versionOf(ids[2] as string)).toBeGreaterThan(before[1] as number);
  });

  it('stops after an op that is not refused but may go through later: a conflict, a 401, a retry', async () => {
    const stale = await statusOp(ids[0] as string);
    (stale.body as { baseVersion: number }).baseVersion -= 1;
    const later = await statusOp(ids[1] as string);
    const before = await versionOf(ids[1] as string);
    const { body } = await push([stale, later]);
    expect(body.data?.results.map((result) => result.status)).toEqual([409]);
    expect(await versionOf(ids[1] as string)).toBe(before);
    // The client sends the rest again.
    const rest = await push([later]);
    expect(rest.body.data?.results.map((result) => [result.status, result.replayed])).toEqual([[200, false]]);
  });

  it('answers a stale baseVersion per op, with the current row', async () => {
    const stale = { ...(await statusOp(ids[0] as string)) };
    (stale.body as { baseVersion: number }).baseVersion -= 1;
    const { body } = await push([stale]);
    const result = body.data?.results[0];
    expect(result?.status).toBe(409);
    expect(result?.body).toMatchObject({ code: 'sync.conflict', data: { current: { id: ids[0] } } });
  });

  it('applies permissions per op: a merchant user cannot change another merchant', async () => {
    const op = await statusOp(ids[1] as string);
    const { status, body } = await push([op], merchantUser);
    expect(status).toBe(200);
    expect([403, 404]).toContain(body.data?.results[0]?.status);
  });

  it('never carries sign-in calls or another batch, and checks its own shape', async () => {
    for (const path of [
      '/General/sign-out',
      '/Sync/push',
      '/sync/push',
      '/Merchant/%2e%2e/General/sign-out',
      '/Merchant/../General/sign-out',
    ]) {
      const { body } = await push([{ id: crypto.randomUUID(), method: 'POST', path, body: {} }]);
      expect(body.data?.results[0]?.status).toBe(422);
    }
    expect((await push([])).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, () => ({
      id: crypto.randomUUID(),
      method: 'POST',
      path: '/x',
    }));
    expect((await push(tooMany)).status).toBe(422);
    expect((await push([{ id: 'bad key', method: 'POST', path: '/Merchant/status/update' }])).status).toBe(
      422,
    );
  });

  it('reads the caller again after an op that may change it: a session ended by an op ends the batch', async () => {
    const { body: session } = await signIn(app, 'maker', undefined, { 'User-Agent': 'BatchTest/1.0' });
    const maker = { Authorization: `Bearer ${session.data?.accessToken}` };
    const devices = await getJson<Device[]>(app, '/Account/devices', maker);
    const own = devices.body.data?.find((device) => device.isCurrent);
    const unbind = {
      id: crypto.randomUUID(),
      method: 'POST',
      path: '/Account/devices/unbind',
      body: { id: own?.id },
    };
    const change = await statusOp(ids[3] as string);
    const before = await versionOf(ids[3] as string);
    const { body } = await push([unbind, change], maker);
    expect(body.data?.results.map((result) => result.status)).toEqual([200, 401]);
    expect(await versionOf(ids[3] as string)).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await push([await statusOp(ids[0] as string)], {})).status).toBe(401);
  });
});
