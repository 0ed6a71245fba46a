/**
 * Notifications as SQL (docs/ARCHITECTURE.md, Notifications): the list, get by id and the pull,
 * each only ever of the caller's own rows (`recipient`, docs/security.md).
 */
import { notificationEntity } from '../../src/contract';
import type { Notification, NotificationListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, textSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

/** A row read with these IS a contract `Notification`. */
export const NOTIFICATION_COLUMNS = `
  n.id AS "id", n.user_id AS "userId", n.merchant_id AS "merchantId", n.kind AS "kind",
  n.subject_entity AS "subjectEntity", n.subject_id AS "subjectId", n.params AS "params",
  ${isoTimestamp('n.created_at')} AS "createdAt", ${isoTimestamp('n.read_at')} AS "readAt",
  ${float('n.version')} AS "version"`;

export const notificationResource: ListResource<Notification, NotificationListQuery> = {
  entity: 'notifications',
  table: 'notifications',
  from: 'notifications n',
  columns: NOTIFICATION_COLUMNS,
  id: 'n.id',
  scope: 'n.merchant_id',
  recipient: 'n.user_id',
  descriptor: notificationEntity,
  sortExpressions: {
    createdAt: instantSort('n.created_at'),
    kind: textSort('n.kind'),
  },
  filterExpressions: {
    state: `CASE WHEN n.read_at IS NULL THEN 'unread' ELSE 'read' END`,
    kind: 'n.kind',
  },
  segments: { list: 'true' },
};
