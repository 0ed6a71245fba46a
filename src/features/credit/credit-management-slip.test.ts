// @vitest-environment node
// Node's own Blob: jsdom's Blob does not survive fake-indexeddb's structured clone.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MirrorDb } from '../../lib/db';
import { enqueueChange } from '../../lib/sync/outbox';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import { queuedSlip } from './credit-management-slip';

const TOP_UP = '7a1e2b3c-0000-4000-8000-000000000011';
const OTHER = '7a1e2b3c-0000-4000-8000-000000000012';

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(() => db.delete());

/** A top-up queued on this device with its slip, as the Top Up screen stores it. */
async function queueTopUp(id: string, slip: Blob | null) {
  await enqueueChange(db, {
    entity: 'topUps',
    entityId: id,
    baseVersion: 0,
    create: true,
    patch: { id, status: 'Pending', slip: null },
    request: { method: 'POST', path: '/Credit/topUp', body: { id } },
    files: slip
      ? [{ field: 'slip', name: 'slip.png', type: slip.type, size: slip.size, blob: slip, thumbnail: null }]
      : [],
  });
}

describe('the slip of a top-up still queued on this device', () => {
  it('is the Blob stored with its op, so the detail shows it offline', async () => {
    const slip = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await queueTopUp(TOP_UP, slip);
    await queueTopUp(OTHER, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const found = await queuedSlip(db, TOP_UP);
    expect(found?.type).toBe('image/png');
    expect(new Uint8Array(await (found as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
  });

  it('is none once nothing is queued for the top-up (the server has the slip)', async () => {
    expect(await queuedSlip(db, TOP_UP)).toBeNull();
    await queueTopUp(OTHER, null);
    expect(await queuedSlip(db, OTHER)).toBeNull();
  });
});
