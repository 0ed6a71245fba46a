/**
 * GET /Menu/getMenuList: the caller's navigation as a flat list, each parent followed by its
 * children, siblings by sort order. A granted item whose parent is not granted still brings the
 * parent along, so the tree is always complete.
 */
import type { Context } from 'hono';
import type { MenuItem } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';

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

// Granted items plus all their ancestors (a recursive walk up the tree).
const VISIBLE_MENUS = `
  WITH RECURSIVE visible AS (
    SELECT m.* FROM menus m JOIN role_menus rm ON rm.menu_id = m.id WHERE rm.role_id = $1
    UNION
    SELECT p.* FROM menus p JOIN visible v ON v.parent_id = p.id
  )
  SELECT ${MENU_ROW_COLUMNS} FROM visible`;

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

export function getMenuList({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { rows } = await db.query<MenuRow>(VISIBLE_MENUS, [c.get('user').roleId]);
    return ok(c, orderParentFirst(rows));
  };
}
