/** Menu items as SQL (docs/ARCHITECTURE.md, Entity descriptors): the contract's MenuItem plus `version`, for the pull. */
import type { MenuItem } from '../../src/contract';
import type { Resource } from '../lib/entity-list/resource';
import { float } from '../lib/sql-format';

export const MENU_FROM = 'menus mn';

export const MENU_COLUMNS = `mn.id AS "id", mn.parent_id AS "parentId", mn.key AS "key",
  mn.title AS "title", mn.type AS "type", mn.path AS "path", mn.icon AS "icon",
  mn.sort_order AS "sortOrder", ${float('mn.version')} AS "version"`;

export const menuResource: Resource = {
  entity: 'menu',
  table: 'menus',
  from: MENU_FROM,
  columns: MENU_COLUMNS,
  id: 'mn.id',
  scope: null,
};

/** A menus row as the menu calls read it (snake case), before `toMenuItem`. */
export type MenuRow = {
  id: string;
  parent_id: string | null;
  key: string;
  title: string;
  type: MenuItem['type'];
  path: string | null;
  icon: string | null;
  sort_order: number;
};

export const MENU_ROW_COLUMNS = 'id, parent_id, key, title, type, path, icon, sort_order';

export const toMenuItem = (row: MenuRow): MenuItem => ({
  id: row.id,
  parentId: row.parent_id,
  key: row.key,
  title: row.title,
  type: row.type,
  path: row.path,
  icon: row.icon,
  sortOrder: row.sort_order,
});

/** Each parent followed by its children, siblings by sort order then title. */
export function orderParentFirst(rows: MenuRow[]): MenuItem[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const result: MenuItem[] = [];
  const visit = (parentId: string | null) => {
    const children = (byParent.get(parentId) ?? []).sort(
      (a, b) => a.sort_order - b.sort_order || a.title.localeCompare(b.title),
    );
    for (const row of children) {
      result.push(toMenuItem(row));
      visit(row.id);
    }
  };
  visit(null);
  return result;
}
