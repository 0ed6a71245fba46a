/**
 * The notifications' words and columns (docs/ARCHITECTURE.md, How to add an area): each column's
 * and filter's label, the translated kinds, subjects and read states, and the special cells only:
 * the notification's text in its kind's column, its time to the minute, its read state.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { notificationEntity, notificationState, type NotificationSubject } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ListColumn } from '../../ui/list/list-types';
import { NOTIFICATION_KIND_LABELS, notificationText } from './notification-text';

export type NotificationRow = EntityRow<'notifications'>;

const SUBJECT_LABELS = {
  merchants: msg`Merchant`,
  organizations: msg`Organization`,
  topUps: msg`Top-up`,
  creditAccounts: msg`Credit limit`,
  cases: msg`Service request`,
} satisfies Record<NotificationSubject, unknown>;

const STATE_LABELS = { unread: msg`Unread`, read: msg`Read` };

export const NOTIFICATION_LABELS = {
  fields: {
    kind: msg`Notification`,
    createdAt: msg`Received`,
    readAt: msg`Status`,
    subjectEntity: msg`About`,
    state: msg`Status`,
  },
  filters: { kind: msg`Kind` },
  choices: {
    state: { labels: STATE_LABELS, all: msg`All notifications` },
    kind: { labels: NOTIFICATION_KIND_LABELS, all: msg`All kinds` },
    subjectEntity: { labels: SUBJECT_LABELS },
  },
} satisfies AreaLabels;

export function useNotificationColumns(): readonly ListColumn<NotificationRow>[] {
  const { i18n } = useLingui();
  const special = useMemo(() => {
    const state = (row: NotificationRow) => i18n._(STATE_LABELS[notificationState(row)]);
    const sentence = (row: NotificationRow) => {
      const { text, detail } = notificationText(row, i18n);
      return detail ? `${text} ${detail}` : text;
    };
    const received = (row: NotificationRow) => formatDateTime(row.createdAt, i18n.locale);
    return {
      kind: {
        render: (row: NotificationRow) => {
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
      createdAt: { render: received, exportValue: received },
      readAt: {
        render: (row: NotificationRow) => (
          <Badge tone={row.readAt === null ? 'info' : 'neutral'}>{state(row)}</Badge>
        ),
        exportValue: state,
      },
    };
  }, [i18n]);
  return useAreaColumns(notificationEntity, NOTIFICATION_LABELS, special);
}
