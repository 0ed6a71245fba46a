import { MerchantHistorySchema, type MerchantHistoryEntry } from '../../contract';
import { apiRequest } from '../../lib/api';

/** The merchant's audit entries (online only: the history is not mirrored). */
export function fetchMerchantHistory(id: string): Promise<MerchantHistoryEntry[]> {
  return apiRequest(`/Merchant/${encodeURIComponent(id)}/history`, { schema: MerchantHistorySchema });
}
