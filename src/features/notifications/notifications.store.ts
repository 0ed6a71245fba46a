/**
 * Read marks (docs/ARCHITECTURE.md, Notifications): each is an ordinary outbox op on the row, so
 * the mark shows at once, offline too, and reaches the server exactly once. "Mark all as read"
 * queues one op per unread row: each row's read state then stands on its own op, offline and
 * after a reload, as every write does.
 */
import type { Notification } from '../../contract';
import { enqueue, type NewChange } from '../../lib/sync';

type Readable = Pick<Notification, 'id' | 'version' | 'readAt'>;

export const readChange = (row: Readable, now: Date): NewChange => ({
  entity: 'notifications',
  entityId: row.id,
  baseVersion: row.version,
  patch: { readAt: now.toISOString() },
  request: { method: 'POST', path: '/Notification/read', body: { ids: [row.id] } },
});

/** Marks one notification read; a read one stays as it is (no op). */
export const markRead = (row: Readable, now = new Date()) =>
  row.readAt === null ? enqueue(readChange(row, now)) : Promise.resolve(null);

/** Queues the marks one after another: each enqueue is its own small transaction. */
export async function markAllRead(rows: readonly Readable[]) {
  const now = new Date();
  for (const row of rows) await markRead(row, now);
}
