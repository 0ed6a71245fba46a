// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeMeta } from '../db/meta';
import { MirrorDb } from '../db/mirror-db';
import type { OutboxOp } from '../db/mirror-rows';
import { replayInWorker } from './worker-replay';

/**
 * Sessions on shared devices (docs/security.md): the service worker cannot see the app's
 * localStorage, so a sign-out made offline leaves a marker in the user's mirror; the worker's
 * background replay must not send the kept outbox under that session, though the cookie still
 * refreshes until the queued server sign-out arrives.
 */
const refreshAnswer = (sessionId: string) =>
  new Response(
    JSON.stringify({
      success: true,
      message: 'ok',
      data: { accessToken: 'token', user: { userID: 'u1' }, sessionId },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

async function mirrorWithOp(signedOut: string[]) {
  const db = new MirrorDb('u1');
  await db.open();
  const op: OutboxOp = {
    id: 'op-1',
    userId: 'u1',
    method: 'POST',
    path: '/Case/create',
    body: { id: 'c1' },
    entity: 'cases',
    entityId: 'c1',
    baseVersion: 0,
    patch: {},
    base: null,
    create: true,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    conflict: null,
    createdAt: Date.now(),
  };
  await db.outbox.add(op);
  await writeMeta(db, 'signedOutSessions', signedOut);
  db.close();
}

beforeEach(async () => {
  await Dexie.delete('bo-portal-u1');
});

describe('replayInWorker after a sign-out on the device', () => {
  it('sends nothing under a session the user signed out of', async () => {
    await mirrorWithOp(['s-old']);
    const paths: string[] = [];
    const fetcher = (async (url: string) => {
      paths.push(url);
      return refreshAnswer('s-old');
    }) as typeof fetch;
    expect(await replayInWorker('u1', fetcher)).toBe('not-signed-in');
    expect(paths).toEqual(['/api/v1/bo/General/refresh-token']);
  });

  it('sends the outbox under a later sign-in of the same user', async () => {
    await mirrorWithOp(['s-old']);
    const paths: string[] = [];
    const fetcher = (async (url: string) => {
      paths.push(url);
      return refreshAnswer('s-new');
    }) as typeof fetch;
    await replayInWorker('u1', fetcher);
    expect(paths).toContain('/api/v1/bo/Case/create');
  });
});
