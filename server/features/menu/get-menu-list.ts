/**
 * GET /Menu/getMenuList: the caller's navigation as a flat list, each parent followed by its
 * children, siblings by sort order. A granted item whose parent is not granted still brings the
 * parent along, so the tree is always complete.
 */
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { MENU_ROW_COLUMNS, orderParentFirst, type MenuRow } from '../../resources/menu';

// Granted items plus all their ancestors (a recursive walk up the tree).
const VISIBLE_MENUS = `
  WITH RECURSIVE visible AS (
    SELECT m.* FROM menus m JOIN role_menus rm ON rm.menu_id = m.id WHERE rm.role_id = $1
    UNION
    SELECT p.* FROM menus p JOIN visible v ON v.parent_id = p.id
  )
  SELECT ${MENU_ROW_COLUMNS} FROM visible`;

export function getMenuList({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { rows } = await db.query<MenuRow>(VISIBLE_MENUS, [c.get('user').roleId]);
    return ok(c, orderParentFirst(rows));
  };
}
