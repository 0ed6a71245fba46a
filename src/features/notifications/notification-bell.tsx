import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { getMirror } from '../../lib/db';
import { requestReload, useUpdateState } from '../../lib/pwa/update-controller';
import { useSyncStatus } from '../../lib/sync';
import { NotificationItem } from './notification-item';
import { markAllRead, markRead } from './notifications.store';
import { useUnreadNotifications } from './use-unread-notifications';
import { NavbarPopover, panelLink } from '../../ui/navbar-popover';

/** A plain string: the list's search parameters all have defaults. */
const NOTIFICATIONS_PAGE: string = '/notifications';

/** The newest unread notifications the panel shows; the rest are on the Notifications page. */
const PANEL_ROWS = 5;

/**
 * The navbar notifications (docs/ARCHITECTURE.md, Notifications): the user's unread notifications
 * from the mirror, and the device's own matters (changes that could not be sent, an update).
 */
export function NotificationBell() {
  const { t } = useLingui();
  const { failedCount, conflictCount } = useSyncStatus();
  const update = useUpdateState();
  const unread = useUnreadNotifications(getMirror());
  const problems = failedCount + conflictCount;
  // The badge counts what waits for the user (each notification, each change, the update), not the kinds.
  const count = unread.count + problems + (update.available ? 1 : 0);
  return (
    <NavbarPopover
      label={count ? t`Notifications, ${count} new` : t`Notifications`}
      icon="bell"
      badge={count}
      isWide
      title={<Trans>Notifications</Trans>}
    >
      {(close) => (
        <>
          {count === 0 ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', px: '2' })}>
              <Trans>You are all caught up.</Trans>
            </p>
          ) : null}
          {problems > 0 ? (
            <Link to="/outbox" className={panelLink} onClick={close}>
              <Trans>{problems} changes could not be sent. Review them.</Trans>
            </Link>
          ) : null}
          {update.available ? (
            <div className={css({ display: 'grid', gap: '2', px: '2', fontSize: 'sm' })}>
              <Trans>A new version is available.</Trans>
              <button type="button" className={button({ size: 'sm' })} onClick={requestReload}>
                <Trans>Reload</Trans>
              </button>
            </div>
          ) : null}
          {unread.rows.length > 0 ? (
            <ul aria-label={t`Unread notifications`} className={css({ display: 'grid', gap: '1' })}>
              {unread.rows.slice(0, PANEL_ROWS).map((row) => (
                <li key={row.id}>
                  <NotificationItem
                    row={row}
                    onOpen={(opened) => {
                      void markRead(opened);
                      close();
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              justifyContent: 'space-between',
              alignItems: 'center',
            })}
          >
            <Link to={NOTIFICATIONS_PAGE} className={panelLink} onClick={close}>
              <Trans>See all notifications</Trans>
            </Link>
            {unread.count > 0 ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                onClick={() => void markAllRead(unread.rows)}
              >
                <Trans>Mark all as read</Trans>
              </button>
            ) : null}
          </div>
        </>
      )}
    </NavbarPopover>
  );
}
