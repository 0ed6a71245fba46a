/**
 * Menu administration: GET /Menu/getcategory (the categories an item can sit under), POST /Menu/{id} (one item; the
 * original client's call has no body) and PUT /Menu/save (a new item, or changes to one; keys never change).
 * A new item is granted to Super Admin with every function, so that role keeps holding everything.
 */
import type { Context } from 'hono';
import { formatMessage, FUNCTION_ACTIONS, MenuSaveSchema } from '../../../src/contract';
import type { MenuItem, MessageCode } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { isUuid } from '../../lib/scope';
import { inputOf } from '../../lib/route-input';
import { MENU_ROW_COLUMNS, toMenuItem } from '../../resources/menu';
import type { MenuRow } from '../../resources/menu';

const fieldError = (path: string, code: MessageCode) =>
  new ApiError(422, 'error.validation', { errors: [{ path, code, message: formatMessage(code) }] });

async function findItem(db: Queryable, id: string): Promise<MenuItem | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<MenuRow>(`SELECT ${MENU_ROW_COLUMNS} FROM menus WHERE id = $1`, [id]);
  return rows[0] ? toMenuItem(rows[0]) : null;
}

export function menuCategories({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { rows } = await db.query<MenuRow>(`SELECT ${MENU_ROW_COLUMNS} FROM menus WHERE type = 'Category'`);
    const byOrder = (a: MenuRow, b: MenuRow) => a.sort_order - b.sort_order || a.title.localeCompare(b.title);
    return ok(c, rows.sort(byOrder).map(toMenuItem));
  };
}

export function menuItem({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const item = await findItem(db, c.req.param('id') ?? '');
    if (!item) throw new ApiError(404, 'error.notFound');
    return ok(c, item);
  };
}

export function saveMenuItem() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, MenuSaveSchema);
    const db = c.get('db');
    if (input.parentId) {
      const parent = await findItem(db, input.parentId);
      if (!parent || parent.type !== 'Category' || parent.id === input.id) {
        throw fieldError('parentId', 'menu.parentInvalid');
      }
    }
    const path = input.type === 'Link' ? input.path : null;
    const { id } = input;
    const { rows: updated } = await db.query(
      `UPDATE menus SET parent_id = $2, title = $3, type = $4, path = $5, icon = $6, sort_order = $7
       WHERE id = $1 RETURNING id`,
      [id, input.parentId, input.title, input.type, path, input.icon, input.sortOrder],
    );
    if (updated.length === 0) {
      if (!input.key) throw fieldError('key', 'validation.required');
      const { rows } = await db.query(
        `INSERT INTO menus (id, parent_id, key, title, type, path, icon, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
        [id, input.parentId, input.key, input.title, input.type, path, input.icon, input.sortOrder],
      );
      if (rows.length === 0) throw fieldError('key', 'menu.keyTaken');
      await grantToSuperAdmin(db, id);
    }
    await recordAudit(db, c, {
      userId: c.get('user').userID,
      action: 'menu.save',
      entity: 'menu',
      entityId: id,
      details: { title: input.title, type: input.type, path },
    });
    return ok(c, await findItem(db, id), 'menu.saved');
  };
}

async function grantToSuperAdmin(db: Queryable, menuId: string): Promise<void> {
  const superAdmins = `SELECT id FROM roles WHERE is_system AND name = 'Super Admin'`;
  await db.query(`INSERT INTO role_menus (role_id, menu_id) SELECT id, $1 FROM (${superAdmins}) r`, [menuId]);
  await db.query(
    `INSERT INTO role_functions (role_id, menu_id, action)
     SELECT r.id, $1, a FROM (${superAdmins}) r CROSS JOIN unnest($2::text[]) AS a`,
    [menuId, [...FUNCTION_ACTIONS]],
  );
  await db.query(`UPDATE roles SET updated_at = now() WHERE id IN (${superAdmins})`);
}
