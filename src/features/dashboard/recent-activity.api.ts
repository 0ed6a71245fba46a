import { RecentActivitySchema, type RecentActivityEntry } from '../../contract/dashboard';
import { apiRequest } from '../../lib/api';

/** The newest changes from the audit log (online only: the log is not mirrored). */
export function fetchRecentActivity(): Promise<RecentActivityEntry[]> {
  return apiRequest('/Dashboard/recentActivity', { schema: RecentActivitySchema });
}
