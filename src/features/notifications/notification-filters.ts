import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { NOTIFICATION_KINDS } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { NOTIFICATION_KIND_LABELS } from './notification-text';

/** The notifications' filters (notificationEntity.filters): read state and kind. */
export function useNotificationFilters(): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        name: 'state',
        label: t`Status`,
        control: 'select',
        options: [
          { value: 'unread', label: t`Unread` },
          { value: 'read', label: t`Read` },
        ],
        allLabel: t`All notifications`,
      },
      {
        name: 'kind',
        label: t`Kind`,
        control: 'select',
        options: NOTIFICATION_KINDS.map((value) => ({
          value,
          label: i18n._(NOTIFICATION_KIND_LABELS[value]),
        })),
        allLabel: t`All kinds`,
      },
    ],
    [t, i18n],
  );
}
