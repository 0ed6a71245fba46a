/**
 * GET Dashboard/recentActivity: the latest business changes from the audit log, newest
 * first, for the dashboard. Sign-ins and account security events are left out (they are personal);
 * a merchant's users see only what their own merchant's people did.
 */
import * as v from 'valibot';

/** How many entries the dashboard asks for, and the most the server gives. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const RecentActivityEntrySchema = v.object({
  id: v.number(),
  /** The audit action: `merchant.create`, `user.status.update`, `credit.approve`, … */
  action: v.string(),
  /** When, an ISO instant. */
  at: v.string(),
  /** Who did it; null for the system or a deleted user. */
  userName: v.nullable(v.string()),
  entity: v.nullable(v.string()),
  entityId: v.nullable(v.string()),
  /** The record's name as it is now (merchant name, invoice number, …), when it still exists. */
  entityName: v.nullable(v.string()),
  /** A decision or a new status (`Approved`, `Inactive`), when the change had one. */
  outcome: v.nullable(v.string()),
});
export type RecentActivityEntry = v.InferOutput<typeof RecentActivityEntrySchema>;
export const RecentActivitySchema = v.array(RecentActivityEntrySchema);
