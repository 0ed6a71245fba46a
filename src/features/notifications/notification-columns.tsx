/** The notifications' columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { notificationEntity, type NotificationSubject } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { notificationText } from './notification-text';

export type NotificationRow = EntityRow<'notifications'>;

const SUBJECT_LABELS = {
  merchants: msg`Merchant`,
  organizations: msg`Organization`,
  topUps: msg`Top-up`,
  creditAccounts: msg`Credit limit`,
  cases: msg`Service request`,
} satisfies Record<NotificationSubject, unknown>;

export function useNotificationColumns(): readonly ListColumn<NotificationRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const state = (row: NotificationRow) => (row.readAt === null ? t`Unread` : t`Read`);
    const sentence = (row: NotificationRow) => {
      const { text, detail } = notificationText(row, i18n);
      return detail ? `${text} ${detail}` : text;
    };
    const cells: Record<string, ColumnCell<NotificationRow>> = {
      kind: {
        label: t`Notification`,
        render: (row) => {
          const { text, detail } = notificationText(row, i18n);
          return (
            <span
              className={css({
                display: 'grid',
                gap: '0.5',
                fontWeight: row.readAt === null ? 'semibold' : 'normal',
              })}
            >
              {text}
              {detail ? (
                <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>{detail}</span>
              ) : null}
            </span>
          );
        },
        exportValue: sentence,
      },
      createdAt: textCell(t`Received`, (row) => formatDateTime(row.createdAt, i18n.locale)),
      readAt: {
        label: t`Status`,
        render: (row) => <Badge tone={row.readAt === null ? 'info' : 'neutral'}>{state(row)}</Badge>,
        exportValue: state,
      },
      subjectEntity: textCell(t`About`, (row) => i18n._(SUBJECT_LABELS[row.subjectEntity])),
    };
    return columnsOf('notification', notificationEntity.columns, cells);
  }, [t, i18n]);
}
