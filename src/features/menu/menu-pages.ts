import type { I18n } from '@lingui/core';
import type { MenuItem } from '../../contract';
import { menuTitles } from './menu-titles';

/** The menu's links the app has a screen for, with translated titles (search and shortcuts). */
export function menuPages(items: readonly MenuItem[], i18n: I18n, isAvailable: (path: string) => boolean) {
  return items
    .filter((item) => item.type === 'Link' && item.path && isAvailable(item.path))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((item) => {
      const descriptor = menuTitles[item.key];
      return { title: descriptor ? i18n._(descriptor) : item.title, path: item.path as string };
    });
}
