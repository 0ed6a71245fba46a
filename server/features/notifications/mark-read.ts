/**
 * POST /Notification/read { ids } and POST /Notification/read-all { upTo } (docs/ARCHITECTURE.md,
 * Notifications): the caller's own notifications marked read, through the outbox like every
 * write. Idempotent (a read row keeps its first `readAt`); another user's id is passed over as if
 * it did not exist (the recipient rule of docs/security.md, the same condition as list, get and
 * pull: `recipientCondition`).
 */
import type { Context } from 'hono';
import { NotificationReadAllSchema, NotificationReadSchema } from '../../../src/contract';
import type { Notification } from '../../../src/contract';
import type { AppBindings } from '../../lib/context';
import { recipientCondition } from '../../lib/entity-list/resource';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { NOTIFICATION_COLUMNS, notificationResource } from '../../resources/notifications';

/** ` AND <the caller's rows>` from parameter `param`, and its value. */
function mine(c: Context<AppBindings>, param: number) {
  const condition = recipientCondition(notificationResource, c.get('user').userID, param);
  if (!condition) throw new Error('notifications: the resource names no recipient');
  return condition;
}

/** The rows named, as they are after the call: only the caller's. */
export function markRead() {
  return async (c: Context<AppBindings>) => {
    const { ids } = inputOf(c, NotificationReadSchema);
    const own = mine(c, 2);
    await c.get('db').query(
      `UPDATE notifications n SET read_at = date_trunc('milliseconds', now())
       WHERE n.id = ANY($1::uuid[]) AND n.read_at IS NULL AND ${own.sql}`,
      [ids, ...own.params],
    );
    const { rows } = await c.get('db').query<Notification>(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n WHERE n.id = ANY($1::uuid[]) AND ${own.sql}
       ORDER BY n.created_at DESC, n.id`,
      [ids, ...own.params],
    );
    return ok(c, { items: rows });
  };
}

/** Every unread notification of the caller made up to `upTo`; answers how many it marked. */
export function markAllRead() {
  return async (c: Context<AppBindings>) => {
    const { upTo } = inputOf(c, NotificationReadAllSchema);
    const own = mine(c, 2);
    const { rows } = await c.get('db').query<{ id: string }>(
      `UPDATE notifications n SET read_at = date_trunc('milliseconds', now())
       WHERE n.created_at <= $1::timestamptz AND n.read_at IS NULL AND ${own.sql} RETURNING n.id`,
      [upTo, ...own.params],
    );
    return ok(c, { marked: rows.length });
  };
}
