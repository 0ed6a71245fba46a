import type { MerchantStatus } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { enqueueChange } from '../../lib/sync/outbox';
import type { MerchantRow } from './merchant-query';

/**
 * Local writes of merchants. Every change goes through the outbox, online or offline
 * (DESIGN.md §2): the row shows the new value at once, marked pending, and the replayer sends it.
 */
export function updateMerchantStatus(db: MirrorDb, row: MerchantRow, status: MerchantStatus) {
  return enqueueChange(db, {
    entity: 'merchants',
    entityId: row.id,
    baseVersion: row.version,
    patch: { status },
    request: {
      method: 'POST',
      path: '/Merchant/status/update',
      body: { id: row.id, status, baseVersion: row.version },
    },
  });
}
