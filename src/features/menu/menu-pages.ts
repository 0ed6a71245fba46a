import type { I18n } from '@lingui/core';
import type { MenuItem } from '../../contract';
import { buildMenuTree, type MenuNode } from './menu-tree';
import { menuTitles } from './menu-titles';

/**
 * The menu's links the app has a screen for, in menu order, with translated titles (for the
 * navbar search and shortcuts).
 */
export function menuPages(items: readonly MenuItem[], i18n: I18n, isAvailable: (path: string) => boolean) {
  const flatten = (nodes: MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => [node, ...flatten(node.children)]);
  return flatten(buildMenuTree(items))
    .filter((node) => node.type === 'Link' && node.path && isAvailable(node.path))
    .map((node) => {
      const descriptor = menuTitles[node.key];
      return { title: descriptor ? i18n._(descriptor) : node.title, path: node.path as string };
    });
}
