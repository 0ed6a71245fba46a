/**
 * Notifications as SQL (docs/ARCHITECTURE.md, Notifications): the list, get by id and the pull,
 * each only ever of the caller's own rows (`recipient`, docs/security.md).
 */
import { notificationEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const notificationResource = resourceOf(notificationEntity, {
  table: 'notifications',
  alias: 'n',
  recipient: 'n.user_id',
  // The contract's `notificationState`.
  sql: { state: `CASE WHEN n.read_at IS NULL THEN 'unread' ELSE 'read' END` },
});

/** A row read with these IS a contract `Notification`. */
export const NOTIFICATION_COLUMNS = notificationResource.columns;
