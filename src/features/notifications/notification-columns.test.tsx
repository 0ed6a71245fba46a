import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { notificationEntity } from '../../contract';
import { useAreaFilters } from '../../ui/list/area-list';
import { NOTIFICATION_LABELS, type NotificationRow, useNotificationColumns } from './notification-columns';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>{children}</I18nProvider>
);

const row = {
  kind: 'case.reply',
  subjectEntity: 'topUps',
  readAt: null,
  params: {},
} as unknown as NotificationRow;

describe('the notification list from its fields (docs/ARCHITECTURE.md, Fields: an area declared once)', () => {
  it('heads its columns, shows a subject in words and an unread one as Unread', () => {
    const columns = renderHook(() => useNotificationColumns(), { wrapper }).result.current;
    expect(columns.map((column) => [column.key, column.label])).toEqual([
      ['kind', 'Notification'],
      ['createdAt', 'Received'],
      ['readAt', 'Status'],
      ['subjectEntity', 'About'],
    ]);
    expect(columns.find((column) => column.key === 'subjectEntity')?.exportValue?.(row)).toBe('Top-up');
    expect(columns.find((column) => column.key === 'readAt')?.exportValue?.(row)).toBe('Unread');
  });

  it('filters by read state and kind, each a select with its own label and blank choice', () => {
    const filters = renderHook(() => useAreaFilters(notificationEntity, NOTIFICATION_LABELS), { wrapper })
      .result.current;
    expect(filters.map((filter) => [filter.name, filter.label, filter.control, filter.allLabel])).toEqual([
      ['state', 'Status', 'select', 'All notifications'],
      ['kind', 'Kind', 'select', 'All kinds'],
    ]);
    expect(filters[0]?.options?.map((option) => option.value)).toEqual(['unread', 'read']);
  });
});
