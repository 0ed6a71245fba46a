/**
 * Read marks (docs/ARCHITECTURE.md, Notifications): each is an ordinary outbox op on the row, so
 * the mark shows at once, offline too, and reaches the server exactly once. "Mark all as read"
 * queues one op per unread row: each row's read state then stands on its own op, offline and
 * after a reload, as every write does.
 */
import type { Notification } from '../../contract';
import { enqueue } from '../../lib/sync';

export const NOTIFICATION_READ_PATH = '/Notification/read';

export function markRead(row: Pick<Notification, 'id' | 'version' | 'readAt'>, now = new Date()) {
  if (row.readAt !== null) return Promise.resolve(null);
  return enqueue({
    entity: 'notifications',
    entityId: row.id,
    baseVersion: row.version,
    patch: { readAt: now.toISOString() },
    request: { method: 'POST', path: NOTIFICATION_READ_PATH, body: { ids: [row.id] } },
  });
}

/** Queues the marks one after another: each enqueue is its own small transaction. */
export async function markAllRead(rows: readonly Pick<Notification, 'id' | 'version' | 'readAt'>[]) {
  const now = new Date();
  for (const row of rows) await markRead(row, now);
}
