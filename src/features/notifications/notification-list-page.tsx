/**
 * Notifications (/notifications): every notification of the user from the mirror, newest first,
 * with the read state and kind as filters (docs/ARCHITECTURE.md, Notifications). A row opens its
 * record and is marked read; "Mark as read" marks the selected rows, "Mark all as read" every
 * unread one, each through the outbox.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { notificationEntity, type NotificationListQuery } from '../../contract';
import { getMirror } from '../../lib/db';
import { Button } from '../../ui/button';
import type { BulkAction } from '../../ui/list/list-types';
import { useAreaFilters } from '../../ui/list/area-list';
import { ListPage } from '../../ui/list/list-page';
import { NOTIFICATION_LABELS, type NotificationRow, useNotificationColumns } from './notification-columns';
import { notificationLink } from './notification-text';
import { markAllRead, markRead } from './notifications.store';
import { useUnreadNotifications } from './use-unread-notifications';

type NotificationListPageProps = {
  query: NotificationListQuery;
  onQueryChange: (next: Partial<NotificationListQuery>) => void;
};

export function NotificationListPage({ query, onQueryChange }: NotificationListPageProps) {
  const { t } = useLingui();
  const db = getMirror();
  const navigate = useNavigate();
  const unread = useUnreadNotifications(db);
  const bulkActions: BulkAction<NotificationRow>[] = [
    {
      id: 'read',
      label: t`Mark as read`,
      appliesTo: (row) => row.readAt === null,
      confirmText: (count) => t`Mark ${count} notifications as read?`,
      run: (rows) => markAllRead(rows),
    },
  ];
  return (
    <ListPage
      db={db}
      entity="notifications"
      title={<Trans>Notifications</Trans>}
      headerActions={
        unread.count > 0 ? (
          <Button variant="outline" onClick={() => void markAllRead(unread.rows)}>
            <Trans>Mark all as read</Trans>
          </Button>
        ) : null
      }
      caption={t`Notifications`}
      filterLabel={t`Filter notifications`}
      downloadingLabel={t`Downloading notifications…`}
      columns={useNotificationColumns()}
      filters={useAreaFilters(notificationEntity, NOTIFICATION_LABELS)}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => {
        void markRead(row);
        void navigate(notificationLink(row));
      }}
      bulkActions={bulkActions}
      canExport={false}
      emptyText={<Trans>You have no notifications yet.</Trans>}
      noMatchText={<Trans>No notifications match these filters.</Trans>}
    />
  );
}
