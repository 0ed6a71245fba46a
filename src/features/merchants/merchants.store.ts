import type { MerchantStatus } from '../../contract';
import type { MerchantRow } from '../../lib/list-engine';
import { enqueue, rowChange } from '../../lib/sync';

/**
 * Local writes of merchants. Every change goes through the outbox, online or offline
 * (docs/ARCHITECTURE.md, Offline core): the row shows the new value at once, marked pending, and the replayer sends it.
 */
export const updateMerchantStatus = (row: MerchantRow, status: MerchantStatus) =>
  enqueue(rowChange('merchants', row, '/Merchant/status/update', { status }));
