// @vitest-environment node
// Node's own Blob and FormData: jsdom's Blob does not survive fake-indexeddb's structured clone.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import type { MirrorDb } from '../db/mirror-db';
import type { OutboxFile, OutboxOp } from '../db/mirror-rows';
import { resolveConflict } from './conflict';
import { discardOp, editOp, enqueueChange, type NewChange } from './outbox';
import { buildMultipart, sweepOrphanFiles, type NewOutboxFile } from './outbox-files';
import { replayOutbox, unpauseReplay, type ReplayDeps } from './replay';
import { FakeServer } from './testing/fake-server';
import { changeStatus, createTestMirror, seedMerchant } from './testing/fixtures';
import { isBatchable, sendEachOp, type Transport } from './transport';

/**
 * A server for top-ups beside the fake merchant server: multipart ops under an idempotency store
 * keyed by op id, storing each top-up and its file once, and recording every request's parts.
 */
class TopUpServer {
  readonly merchants = new FakeServer();
  readonly requests: { key: string; path: string; files: { field: string; name: string; size: number }[] }[] =
    [];
  readonly stored = new Map<string, { row: Record<string, unknown>; bytes: number[] }>();
  private version = 100;
  private failures: ('network' | 'cut-off')[] = [];

  failNext(...failures: ('network' | 'cut-off')[]) {
    this.failures.push(...failures);
  }

  readonly transport: Transport = async (op, files = []) => {
    if (op.path !== '/Credit/topUp') return this.merchants.transport(op);
    this.requests.push({
      key: op.id,
      path: op.path,
      files: files.map((file) => ({ field: file.field, name: file.name, size: file.blob.size })),
    });
    const failure = this.failures.shift();
    if (failure === 'network') throw new ApiError('network', 0, 'offline');
    // The real request as multipart, read back as a server would read it.
    const form = await new Response(buildMultipart(op.body, files)).formData();
    const body = JSON.parse(String(form.get('json'))) as Record<string, unknown>;
    const slip = form.get('slip');
    if (!(slip instanceof Blob)) throw new ApiError('http', 422, 'slip', 'credit.slipRequired');
    // Cut off mid-upload: the server never saw the end of the body, so it stores nothing.
    if (failure === 'cut-off') throw new ApiError('network', 0, 'offline');
    const existing = this.stored.get(op.id);
    if (existing) return existing.row;
    const row = { ...body, status: 'Pending', slip: { name: (slip as File).name }, version: ++this.version };
    this.stored.set(op.id, { row, bytes: [...new Uint8Array(await slip.arrayBuffer())] });
    return row;
  };
}

let db: MirrorDb;
let server: TopUpServer;
let deps: ReplayDeps;

beforeEach(() => {
  db = createTestMirror();
  server = new TopUpServer();
  deps = { transport: server.transport, now: () => 0, random: () => 0 };
});

afterEach(async () => {
  unpauseReplay();
  await db.delete();
});

const jpeg = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  for (let index = 4; index < size; index++) bytes[index] = index % 251;
  return new Blob([bytes], { type: 'image/jpeg' });
};

const slipFile = (size = 2048, name = 'slip.jpg'): NewOutboxFile => ({
  field: 'slip',
  name,
  type: 'image/jpeg',
  size,
  blob: jpeg(size),
  thumbnail: jpeg(64),
});

function topUpChange(files: NewOutboxFile[] = [slipFile()]): NewChange {
  const id = crypto.randomUUID();
  const body = { id, amountSen: 50_000, referenceNumber: 'REF-1' };
  return {
    entity: 'topUps',
    entityId: id,
    baseVersion: 0,
    create: true,
    patch: { ...body, status: 'Pending', slip: null },
    request: { method: 'POST', path: '/Credit/topUp', body },
    files,
  };
}

const fileCount = () => db.outboxFiles.count();

describe('enqueueChange with files', () => {
  it('writes the op, the optimistic row and the file in one transaction', async () => {
    const change = topUpChange();
    const op = await enqueueChange(db, change);
    expect(op.files).toEqual(['slip']);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ files: ['slip'], state: 'queued' });
    expect(await db.rows('topUps').get(change.entityId)).toMatchObject({
      status: 'Pending',
      slip: null,
      _pending: true,
    });
    const stored = (await db.outboxFiles.get([op.id, 'slip'])) as OutboxFile;
    expect(stored).toMatchObject({ opId: op.id, name: 'slip.jpg', type: 'image/jpeg', size: 2048 });
    expect(stored.blob.size).toBe(2048);
    expect(stored.thumbnail?.size).toBe(64);
  });

  it('stores nothing when the file cannot be stored: no op, no row', async () => {
    // Two files under one field break the [opId+field] key: the whole transaction is undone.
    const change = topUpChange([slipFile(), slipFile(10, 'again.jpg')]);
    await expect(enqueueChange(db, change)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('topUps').get(change.entityId)).toBeUndefined();
    expect(await fileCount()).toBe(0);
  });

  it('leaves ops without files as they were', async () => {
    const a = await seedMerchant(db, server.merchants);
    const op = await changeStatus(db, a, 'Inactive');
    expect(op.files).toBeUndefined();
    expect(isBatchable(op)).toBe(true);
  });
});

describe('replaying ops with files', () => {
  it('sends an op with files alone, as multipart, and deletes its file once confirmed', async () => {
    const [a, b] = [await seedMerchant(db, server.merchants), await seedMerchant(db, server.merchants)];
    const before = await changeStatus(db, a, 'Inactive');
    const topUp = await enqueueChange(db, topUpChange());
    const after = await changeStatus(db, b, 'Inactive');
    expect(isBatchable(topUp)).toBe(false);
    const batches: string[][] = [];
    const result = await replayOutbox(db, {
      ...deps,
      batchTransport: (ops, files) => {
        batches.push(ops.map((op) => op.id));
        return sendEachOp(server.transport)(ops, files);
      },
    });
    expect(result).toMatchObject({ outcome: 'drained', sent: 3 });
    expect(batches).toEqual([[before.id], [topUp.id], [after.id]]);
    expect(server.requests).toEqual([
      { key: topUp.id, path: '/Credit/topUp', files: [{ field: 'slip', name: 'slip.jpg', size: 2048 }] },
    ]);
    expect(await fileCount()).toBe(0);
    expect(await db.rows('topUps').get(topUp.entityId)).toMatchObject({
      status: 'Pending',
      slip: { name: 'slip.jpg' },
      version: 101,
    });
  });

  it('keeps the file while offline and sends it again whole under the same key after a cut-off', async () => {
    const topUp = await enqueueChange(db, topUpChange([slipFile(300_000)]));
    server.failNext('network', 'cut-off');
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', isOffline: true });
    expect(await fileCount()).toBe(1);
    expect(await replayOutbox(db, { ...deps, now: () => 10_000_000 })).toMatchObject({
      outcome: 'waiting',
    });
    expect(await fileCount()).toBe(1);
    expect(await replayOutbox(db, { ...deps, now: () => 20_000_000 })).toMatchObject({
      outcome: 'drained',
      sent: 1,
    });
    expect(server.requests.map((request) => [request.key, request.files[0]?.size])).toEqual([
      [topUp.id, 300_000],
      [topUp.id, 300_000],
      [topUp.id, 300_000],
    ]);
    expect(server.stored.size).toBe(1);
    const stored = server.stored.get(topUp.id);
    expect(stored?.bytes.length).toBe(300_000);
    expect(stored?.bytes.slice(0, 4)).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect(await fileCount()).toBe(0);
  });

  it('sends the same upload once more when the answer was lost, and the server keeps one', async () => {
    const topUp = await enqueueChange(db, topUpChange());
    let calls = 0;
    const losing: Transport = async (op, files) => {
      const answer = await server.transport(op, files);
      calls += 1;
      if (calls === 1) throw new ApiError('network', 0, 'offline');
      return answer;
    };
    await replayOutbox(db, { ...deps, transport: losing });
    expect(await fileCount()).toBe(1);
    await replayOutbox(db, { ...deps, transport: losing, now: () => 10_000_000 });
    expect(server.requests.map((request) => request.key)).toEqual([topUp.id, topUp.id]);
    expect(server.stored.size).toBe(1);
    expect(await fileCount()).toBe(0);
  });

  it('keeps the file of a refused op for the user to retry, edit or discard', async () => {
    const topUp = await enqueueChange(db, topUpChange());
    const refusing: Transport = () =>
      Promise.reject(new ApiError('http', 422, 'refused', 'validation.invalid'));
    await replayOutbox(db, { ...deps, transport: refusing });
    expect(await db.outbox.get({ id: topUp.id })).toMatchObject({ state: 'failed' });
    expect(await fileCount()).toBe(1);
  });
});

describe('removing and editing ops with files', () => {
  it('deletes the files with a discarded op', async () => {
    const keep = await enqueueChange(db, topUpChange());
    const drop = await enqueueChange(db, topUpChange());
    expect(await discardOp(db, drop.id)).toBe(true);
    expect((await db.outboxFiles.toArray()).map((file) => file.opId)).toEqual([keep.id]);
    expect(await db.rows('topUps').get(drop.entityId)).toBeUndefined();
  });

  it('keeps the files when a failed op is edited, or replaces them when given', async () => {
    const op = await enqueueChange(db, topUpChange());
    await db.outbox.update(op.seq as number, { state: 'failed' });
    await editOp(db, op.id, {
      patch: { amountSen: 60_000 },
      body: { ...(op.body as object), amountSen: 60_000 },
    });
    expect((await db.outboxFiles.get([op.id, 'slip']))?.name).toBe('slip.jpg');
    await db.outbox.update(op.seq as number, { state: 'failed' });
    await editOp(db, op.id, { patch: {}, body: op.body, files: [slipFile(512, 'better.png')] });
    const files = await db.outboxFiles.where('opId').equals(op.id).toArray();
    expect(files.map((file) => [file.name, file.size])).toEqual([['better.png', 512]]);
  });

  it('deletes the files when a conflict is settled by taking theirs', async () => {
    const op = await enqueueChange(db, topUpChange());
    const theirs = { id: op.entityId, version: 5, status: 'Pending' };
    await db.outbox.update(op.seq as number, { state: 'conflict', conflict: { theirs, fields: ['status'] } });
    expect(await resolveConflict(db, op.id, 'theirs')).toBe(true);
    expect(await fileCount()).toBe(0);
  });

  it('sweeps files whose op is gone', async () => {
    const op = await enqueueChange(db, topUpChange());
    await db.outboxFiles.add({ ...slipFile(), opId: 'gone', field: 'slip' });
    expect(await sweepOrphanFiles(db)).toBe(1);
    expect((await db.outboxFiles.toArray()).map((file) => file.opId)).toEqual([op.id]);
  });
});

describe('buildMultipart', () => {
  it('holds the body as JSON text in `json` and each file under its field with its name', async () => {
    const file = { ...slipFile(100), opId: 'k' } satisfies OutboxFile;
    const form = buildMultipart({ id: 'x', amountSen: 100 }, [file]);
    expect(JSON.parse(String(form.get('json')))).toEqual({ id: 'x', amountSen: 100 });
    const slip = form.get('slip') as File;
    expect([slip.name, slip.size, slip.type]).toEqual(['slip.jpg', 100, 'image/jpeg']);
  });

  it('answers the op for sendEachOp with its files only', async () => {
    const seen: [string, number][] = [];
    const transport: Transport = async (op: OutboxOp, files = []) => {
      seen.push([op.id, files.length]);
      return null;
    };
    const ops = [{ id: 'a' }, { id: 'b' }] as OutboxOp[];
    await sendEachOp(transport)(ops, new Map([['b', [{ ...slipFile(), opId: 'b' }]]]));
    expect(seen).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
  });
});
