import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import type { MirrorDb, OutboxOp } from '../../lib/db';
import { addIndexFields } from '../../lib/db/index-fields';
import { enqueueChange } from '../../lib/sync/outbox';
import { replayOutbox } from '../../lib/sync/replay';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import { readChange } from './notifications.store';

const ID = '00000000-0000-4000-8000-0000000000a1';
let db: MirrorDb;

beforeEach(async () => {
  db = createTestMirror();
  await db.rows('notifications').put(
    addIndexFields('notifications', {
      id: ID,
      userId: '00000000-0000-4000-8000-0000000000b1',
      merchantId: null,
      kind: 'merchant.pending',
      subjectEntity: 'merchants',
      subjectId: '00000000-0000-4000-8000-0000000000c1',
      params: { merchantName: 'Kedai Satu' },
      createdAt: '2026-11-28T02:00:00.000Z',
      readAt: null,
      version: 1,
    }),
  );
});
afterEach(() => db.delete());

describe('read marks through the outbox', () => {
  it('show read at once offline, stay queued, and are sent exactly once when the network returns', async () => {
    const calls: unknown[] = [];
    let isOffline = true;
    const transport = async (op: OutboxOp) => {
      if (isOffline) throw new ApiError('network', 0, 'offline');
      calls.push([op.path, op.body]);
      return { items: [] };
    };
    await enqueueChange(
      db,
      readChange({ id: ID, version: 1, readAt: null }, new Date('2026-11-28T03:00:00Z')),
    );
    expect((await db.rows('notifications').get(ID))?.readAt).toBe('2026-11-28T03:00:00.000Z');

    await replayOutbox(db, { transport, now: () => 0, random: () => 0 });
    expect(await db.outbox.count()).toBe(1);

    isOffline = false;
    await replayOutbox(db, { transport, now: () => 10 ** 12, random: () => 0 });
    await replayOutbox(db, { transport, now: () => 2 * 10 ** 12, random: () => 0 });
    expect(calls).toEqual([['/Notification/read', { ids: [ID] }]]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.rows('notifications').get(ID))?.readAt).toBe('2026-11-28T03:00:00.000Z');
  });
});
