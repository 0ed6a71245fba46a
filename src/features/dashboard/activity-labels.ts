/**
 * What a recent-activity entry says (GET Dashboard/recentActivity): a short title per audit
 * action, in the user's language. A status change says which way it went; an action this table
 * does not know yet still shows, as "Change recorded", never as its raw code.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RecentActivityEntry } from '../../contract/dashboard';

const TITLES: Record<string, MessageDescriptor> = {
  'merchant.create': msg`Merchant created`,
  'merchant.update': msg`Merchant changed`,
  'user.create': msg`User created`,
  'user.update': msg`User changed`,
  'user.status.update': msg`User status changed`,
  'role.create': msg`Role created`,
  'role.update': msg`Role changed`,
  'role.menus.save': msg`Role menus changed`,
  'role.functions.save': msg`Role functions changed`,
  'menu.save': msg`Menu changed`,
  'client.create': msg`Client created`,
  'client.update': msg`Client changed`,
  'markup.create': msg`Markup created`,
  'markup.update': msg`Markup changed`,
  'invoice.create': msg`Invoice drafted`,
  'invoice.update': msg`Invoice changed`,
  'invoice.issue': msg`Invoice issued`,
  'invoice.deactivate': msg`Invoice deactivated`,
  'creditNote.create': msg`Credit note issued`,
  'creditNote.deactivate': msg`Credit note deactivated`,
  'debitNote.create': msg`Debit note issued`,
  'debitNote.deactivate': msg`Debit note deactivated`,
  'case.create': msg`Service request opened`,
  'case.reply': msg`Service request answered`,
  'case.status': msg`Service request updated`,
  'credit.topUp': msg`Top-up submitted`,
  'credit.approve': msg`Top-up approved`,
  'credit.reject': msg`Top-up rejected`,
  'credit.undo': msg`Top-up approval undone`,
  'credit.cancel': msg`Top-up cancelled`,
  'credit.redeem': msg`Booking paid with credit`,
  'credit.adjustLimit': msg`Credit limit change proposed`,
  'credit.approveLimit': msg`Credit limit change approved`,
  'credit.rejectLimit': msg`Credit limit change rejected`,
  'organization.registered': msg`Organization registered`,
  'organization.emailVerified': msg`Organization email verified`,
  'organization.approved': msg`Organization approved`,
  'organization.rejected': msg`Organization rejected`,
};

/** Status changes whose outcome (the new status, or the decision) names the title. */
const BY_OUTCOME: Record<string, Record<string, MessageDescriptor>> = {
  'merchant.approval': { Approved: msg`Merchant approved`, Rejected: msg`Merchant rejected` },
  'merchant.status.update': { Active: msg`Merchant activated`, Inactive: msg`Merchant deactivated` },
  'user.approval': { approve: msg`User change approved`, reject: msg`User change rejected` },
  'client.status.update': { Active: msg`Client activated`, Inactive: msg`Client deactivated` },
  'markup.status': { Active: msg`Markup activated`, Inactive: msg`Markup deactivated` },
};

const CHANGED: Record<string, MessageDescriptor> = {
  'merchant.approval': msg`Merchant decided`,
  'merchant.status.update': msg`Merchant status changed`,
  'user.approval': msg`User change decided`,
  'client.status.update': msg`Client status changed`,
  'markup.status': msg`Markup status changed`,
};

export const FALLBACK_TITLE = msg`Change recorded`;

export function activityTitle(entry: Pick<RecentActivityEntry, 'action' | 'outcome'>): MessageDescriptor {
  const byOutcome = BY_OUTCOME[entry.action];
  if (byOutcome)
    return (entry.outcome && byOutcome[entry.outcome]) || CHANGED[entry.action] || FALLBACK_TITLE;
  return TITLES[entry.action] ?? FALLBACK_TITLE;
}
