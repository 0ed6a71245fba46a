import { useMemo } from 'react';
import type { Notification } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';

export type UnreadNotifications = {
  /** Every unread row, newest first. */
  rows: readonly Notification[];
  count: number;
};

const NONE: UnreadNotifications = { rows: [], count: 0 };

/**
 * The user's unread notifications from the mirror (docs/ARCHITECTURE.md, Notifications): the bell's
 * count and the panel's newest rows, read offline, followed as rows arrive or are marked read.
 */
export function useUnreadNotifications(db: MirrorDb | null): UnreadNotifications {
  const index = useEntityIndex(db, 'notifications');
  const version = index?.version;
  return useMemo(() => {
    if (!index || version === undefined) return NONE;
    const rows: Notification[] = [];
    index.each('list', (row) => {
      if (row.readAt === null) rows.push(row);
    });
    rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    return { rows, count: rows.length };
  }, [index, version]);
}
