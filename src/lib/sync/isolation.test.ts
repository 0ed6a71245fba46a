import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMirror, deleteMirror, getMirror, openMirror } from '../db/mirror-registry';
import { replayOutbox } from './replay';
import { hasPendingChanges } from './sync-actions';
import { FakeServer } from './testing/fake-server';
import { changeStatus, seedMerchant } from './testing/fixtures';

const alice = `alice-${crypto.randomUUID()}`;
const bob = `bob-${crypto.randomUUID()}`;

afterEach(async () => {
  closeMirror();
  await deleteMirror(alice);
  await deleteMirror(bob);
});

describe('per-user mirrors', () => {
  it('keeps one database per user: another user never sees nor replays my ops', async () => {
    const server = new FakeServer();
    const dbA = await openMirror(alice);
    const row = await seedMerchant(dbA, server);
    const op = await changeStatus(dbA, row, 'Inactive');
    expect(op.userId).toBe(alice);
    expect(dbA.name).toBe(`bo-portal-${alice}`);

    const dbB = await openMirror(bob);
    expect(getMirror()).toBe(dbB);
    expect(dbA.isOpen()).toBe(false);
    expect(await dbB.merchants.count()).toBe(0);
    expect(await dbB.outbox.count()).toBe(0);
    expect(await replayOutbox(dbB, { transport: server.transport })).toMatchObject({ sent: 0 });
    expect(server.requests).toHaveLength(0);

    expect(await hasPendingChanges(alice)).toBe(true);
    expect(await hasPendingChanges(bob)).toBe(false);

    // Alice signs in again on this device: her change is still there and goes out.
    const again = await openMirror(alice);
    expect(await replayOutbox(again, { transport: server.transport })).toMatchObject({ sent: 1 });
    expect(server.requests.map((request) => request.key)).toEqual([op.id]);
    expect(await hasPendingChanges(alice)).toBe(false);
  });

  it('answers false for a user with no mirror on this device, without creating one', async () => {
    expect(await hasPendingChanges(`nobody-${crypto.randomUUID()}`)).toBe(false);
  });

  it('deletes a user mirror with its outbox', async () => {
    const server = new FakeServer();
    const db = await openMirror(alice);
    await changeStatus(db, await seedMerchant(db, server), 'Inactive');
    await deleteMirror(alice);
    expect(getMirror()).toBeNull();
    expect(await hasPendingChanges(alice)).toBe(false);
  });
});
