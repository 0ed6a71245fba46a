import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncEntity } from '../../contract';
import { readMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import { applyPage } from './apply-page';
import { BOOTSTRAP_ORDER, readEntityReadiness } from './entity-ready';
import { FakeServer } from './testing/fake-server';
import { createTestMirror, merchantRow } from './testing/fixtures';

let db: MirrorDb;
let server: FakeServer;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
});

afterEach(() => db.delete());

/** One page of the pull, applied as the pull applies it. */
async function pullOnePage(limit: number) {
  const cursor = (await readMeta(db, 'cursor')) ?? '';
  const page = await server.pull(cursor, limit);
  await applyPage(db, page, cursor);
  return page;
}

const readiness = async (entities: SyncEntity[]) =>
  Object.fromEntries(
    await Promise.all(
      entities.map(async (entity) => [entity, (await readEntityReadiness(db, entity)).ready]),
    ),
  );

describe('readEntityReadiness', () => {
  it('follows the snapshot entity by entity, with the whole bootstrap as progress', async () => {
    // The fake server sends its snapshot in insertion order: the real server's order.
    server.put('roles', { id: 'r1', name: 'Admin' });
    for (let index = 0; index < 3; index++) server.put('merchants', merchantRow());
    server.put('users', { id: 'u1', username: 'siti' });
    const watched: SyncEntity[] = ['roles', 'merchants', 'users', 'bookings'];

    expect(await readEntityReadiness(db, 'merchants')).toEqual({ ready: false, done: 0, total: null });

    await pullOnePage(2); // roles + one merchant
    expect(await readiness(watched)).toEqual({
      roles: true,
      merchants: false,
      users: false,
      bookings: false,
    });
    expect(await readEntityReadiness(db, 'merchants')).toEqual({ ready: false, done: 2, total: 5 });

    await pullOnePage(2); // two more merchants: the snapshot has not passed merchants yet
    expect(await readiness(watched)).toMatchObject({ merchants: false, users: false });

    const last = await pullOnePage(2); // the user: merchants are complete, and so is the bootstrap
    expect(last.hasMore).toBe(false);
    expect(await readiness(watched)).toEqual({ roles: true, merchants: true, users: true, bookings: true });
  });

  it('says every entity is ready once a mirror has finished its bootstrap, even an empty one', async () => {
    await pullOnePage(10);
    for (const entity of BOOTSTRAP_ORDER) expect((await readEntityReadiness(db, entity)).ready).toBe(true);
  });
});
