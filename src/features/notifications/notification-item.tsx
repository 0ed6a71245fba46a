import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Notification } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import { notificationLink, notificationText } from './notification-text';

const item = css({
  display: 'grid',
  gap: '0.5',
  px: '2',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.default',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { bg: 'bg.subtle' },
});

/** One notification in the bell's panel: its sentence, the reason or subject, when; a link to its record. */
export function NotificationItem({
  row,
  onOpen,
}: {
  row: Notification;
  onOpen: (row: Notification) => void;
}) {
  const { i18n } = useLingui();
  const { text, detail } = notificationText(row, i18n);
  return (
    <Link {...notificationLink(row)} className={item} onClick={() => onOpen(row)}>
      <span className={css({ fontWeight: 'medium' })}>{text}</span>
      {detail ? <span className={css({ color: 'fg.muted' })}>{detail}</span> : null}
      <time dateTime={row.createdAt} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {formatDateTime(row.createdAt, i18n.locale)}
      </time>
    </Link>
  );
}
