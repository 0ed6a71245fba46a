// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteMirror, getMirror } from '../db/mirror-registry';
import { enqueue } from './sync-actions';
import { getSyncEngineDb, resumeReplay, startSync, stopSync } from './sync-engine';
import { getSyncStatus, useSyncStatus } from './sync-status';
import { FakeServer } from './testing/fake-server';
import { merchantRow } from './testing/fixtures';

let server: FakeServer;
let userId: string;

beforeEach(() => {
  server = new FakeServer();
  userId = `user-${crypto.randomUUID()}`;
});

afterEach(async () => {
  stopSync();
  await deleteMirror(userId);
});

const start = () =>
  startSync({
    userId,
    transport: server.transport,
    fetchPage: server.pull,
    random: () => 0.999,
    openNotices: false,
  });

const statusUpdate = (id: string, status: string, baseVersion: number) =>
  enqueue({
    entity: 'merchants',
    entityId: id,
    patch: { status },
    request: { method: 'POST', path: '/Merchant/status/update', body: { id, status, baseVersion } },
    baseVersion,
  });

describe('sync engine', () => {
  it('bootstraps on start and reports it', async () => {
    for (let i = 0; i < 3; i++) server.put('merchants', merchantRow());
    const { result } = renderHook(() => useSyncStatus());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    expect(await getMirror()?.merchants.count()).toBe(3);
    await vi.waitFor(() =>
      expect(result.current).toMatchObject({ phase: 'idle', bootstrap: null, lastError: null }),
    );
  });

  it('sends an enqueued change at once, then pulls the confirmed row', async () => {
    const row = server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    const op = await statusUpdate(row.id, 'Inactive', row.version);
    await vi.waitFor(() => expect(server.row('merchants', row.id)?.status).toBe('Inactive'));
    expect(server.requests.map((request) => request.key)).toEqual([op.id]);
    await vi.waitFor(() => expect(server.pullCursors).toEqual(['', 'log:1']));
    expect(await getMirror()?.merchants.get(row.id)).toMatchObject({ status: 'Inactive', version: 2 });
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ pendingCount: 0, phase: 'idle' }));
  });

  it('writes the block of a status change twice: when queued and when confirmed, not on the pull', async () => {
    const row = server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    const mirror = getMirror();
    if (!mirror) throw new Error('no mirror');
    const writes = vi.spyOn(mirror.merchants.table, 'bulkPut');
    await statusUpdate(row.id, 'Inactive', row.version);
    await vi.waitFor(() => expect(server.pullCursors).toEqual(['', 'log:1']));
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ pendingCount: 0, phase: 'idle' }));
    expect(await mirror.merchants.get(row.id)).toMatchObject({ status: 'Inactive', version: 2 });
    expect(writes).toHaveBeenCalledTimes(2);
    writes.mockRestore();
  });

  it('pulls after the server refused a change, so the row is rebased on what the server holds now', async () => {
    const row = server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    // Someone else changed it meanwhile; our change is refused (another Checker decided first, say).
    server.put('merchants', { ...row, status: 'Inactive' });
    server.failNext({ kind: 'http', status: 409, code: 'credit.notPending' });
    const pulls = server.pullCursors.length;
    await statusUpdate(row.id, 'Suspended', row.version);
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ failedCount: 1 }));
    await vi.waitFor(() => expect(server.pullCursors.length).toBe(pulls + 1));
    // The server's copy under the refused change is now the server's current one.
    await vi.waitFor(async () =>
      expect((await getMirror()?.shadows.get(['merchants', row.id]))?.row).toMatchObject({
        status: 'Inactive',
      }),
    );
  });

  it('pauses on 401 with a message, and goes on after resumeReplay', async () => {
    const row = server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    server.failNext({ kind: 'http', status: 401, code: 'auth.sessionExpired' });
    await statusUpdate(row.id, 'Inactive', row.version);
    await vi.waitFor(() =>
      expect(getSyncStatus()).toMatchObject({
        phase: 'paused',
        pendingCount: 1,
        lastError: 'Your changes are waiting. Sign in again to send them.',
      }),
    );
    await resumeReplay();
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ pendingCount: 0, lastError: null }));
    expect(server.row('merchants', row.id)?.status).toBe('Inactive');
  });

  it('counts failed ops and goes offline on a network failure until `online`', async () => {
    const row = server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    server.failNext({ kind: 'network' });
    await statusUpdate(row.id, 'Inactive', row.version);
    await vi.waitFor(() => expect(getSyncStatus().online).toBe(false));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ online: true, pendingCount: 0 }));

    server.failNext({ kind: 'http', status: 422, code: 'error.validation' });
    await statusUpdate(row.id, 'Active', 2);
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ failedCount: 1, pendingCount: 0 }));
  });

  it('reports the outbox count while writes keep coming (a liveQuery never answered then)', async () => {
    const row = server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ phase: 'idle', pendingCount: 0 }));
    // The server is away: every op stays queued, backing off.
    server.failNext(...Array.from({ length: 50 }, () => ({ kind: 'network' as const })));
    // Like two tabs clicking: writes overlap, a new one starts whenever one is stored.
    const seen: number[] = [];
    let started = 0;
    const writer = async () => {
      while (started < 60) {
        started += 1;
        await statusUpdate(row.id, started % 2 ? 'Inactive' : 'Active', row.version);
        seen.push(getSyncStatus().pendingCount);
      }
    };
    await Promise.all([writer(), writer(), writer()]);
    expect(Math.max(...seen.slice(0, -3))).toBeGreaterThan(0);
    await vi.waitFor(() => expect(getSyncStatus().pendingCount).toBe(60));
  });

  it('starts once when called again before the first start is done', async () => {
    const row = server.put('merchants', merchantRow());
    await Promise.all([start(), start(), start()]);
    expect(getSyncEngineDb()).toBe(getMirror());
    await vi.waitFor(() => expect(getSyncStatus()).toMatchObject({ phase: 'idle', pendingCount: 0 }));
    await statusUpdate(row.id, 'Inactive', row.version);
    await vi.waitFor(() => expect(server.row('merchants', row.id)?.status).toBe('Inactive'));
    expect(server.pullCursors.filter((cursor) => cursor === '')).toHaveLength(1);
  });

  it('on a filled mirror, pulls only once the page is idle (the first screen comes first)', async () => {
    server.put('merchants', merchantRow());
    await start();
    await vi.waitFor(() => expect(getSyncStatus().lastSyncedAt).not.toBeNull());
    stopSync();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    try {
      const pulls = server.pullCursors.length;
      await start();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.pullCursors).toHaveLength(pulls);
      expect(idle).toHaveLength(1);
      idle[0]?.();
      await vi.waitFor(() => expect(server.pullCursors).toHaveLength(pulls + 1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('closes the mirror and clears the status on stop', async () => {
    await start();
    stopSync();
    expect(getMirror()).toBeNull();
    expect(getSyncStatus()).toMatchObject({ phase: 'idle', pendingCount: 0, lastSyncedAt: null });
    await expect(statusUpdate('x', 'Active', 1)).rejects.toThrow(/not started/);
  });
});
