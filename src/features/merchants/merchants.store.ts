import type { MerchantStatus } from '../../contract';
import type { MerchantRow } from '../../lib/list-engine';
import { enqueue } from '../../lib/sync';

/**
 * Local writes of merchants. Every change goes through the outbox, online or offline
 * (docs/ARCHITECTURE.md, Offline core): the row shows the new value at once, marked pending, and the replayer sends it.
 */
export function updateMerchantStatus(row: MerchantRow, status: MerchantStatus) {
  return enqueue({
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
