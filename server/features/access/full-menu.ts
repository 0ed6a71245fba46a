/** GET /UAC/menu: the whole menu tree, parents first, for the permission matrix. */
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { MENU_ROW_COLUMNS, orderParentFirst } from '../../resources/menu';
import type { MenuRow } from '../../resources/menu';

export function fullMenu({ db }: AppDeps) {
  return async (c: Context<AppBindings>) =>
    ok(c, orderParentFirst((await db.query<MenuRow>(`SELECT ${MENU_ROW_COLUMNS} FROM menus`)).rows));
}
