/**
 * POST /UAC/save { roleId, baseVersion, menuKeys } and POST /FAC/save { roleId, baseVersion,
 * functions }: replace a role's menu grants or its function grants. Rules:
 * - Super Admin's grants are fixed (everything), so nobody can lock the administrators out;
 * - every key must name a menu item; a merchant role gets only merchant menus
 *   (MERCHANT_ASSIGNABLE_MENUS);
 * - the caller must hold every grant the role ends up with (grant-rules.ts);
 * - a menu newly granted through UAC also gets its `view` function, so the link it shows opens.
 * The role is touched, so its new version reaches every client's mirror on the next pull.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import {
  FUNCTION_ACTIONS,
  MERCHANT_ASSIGNABLE_MENUS,
  SaveRoleFunctionsSchema,
  SaveRoleMenusSchema,
} from '../../../src/contract';
import type { FunctionAction, MessageCode, Role } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { holdsAll } from '../../lib/grant-rules';
import { isSuperAdmin, lockRole, touchRole } from './role-write';

const refuse = (code: MessageCode, keys: string[]) =>
  new ApiError(422, code, { params: { keys: keys.slice(0, 10).join(', ') } });

async function checkMenuKeys(db: Queryable, role: Role, keys: string[]): Promise<void> {
  const { rows } = await db.query<{ key: string }>('SELECT key FROM menus WHERE key = ANY($1::text[])', [
    keys,
  ]);
  const known = new Set(rows.map((row) => row.key));
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length > 0) throw refuse('role.unknownMenu', unknown);
  const staffOnly =
    role.scope === 'merchant' ? keys.filter((key) => !MERCHANT_ASSIGNABLE_MENUS.has(key)) : [];
  if (staffOnly.length > 0) throw refuse('role.staffMenu', staffOnly);
}

/** Shared frame: lock, refuse Super Admin, apply, check the caller holds the result, audit. */
function saveGrants<S extends typeof SaveRoleMenusSchema | typeof SaveRoleFunctionsSchema>(
  schema: S,
  kind: 'menus' | 'functions',
  apply: (db: Queryable, role: Role, input: v.InferOutput<S>) => Promise<void>,
) {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, schema);
    const db = c.get('db');
    const locked = await lockRole(c, input.roleId, input.baseVersion);
    if ('conflict' in locked) return locked.conflict;
    if (isSuperAdmin(locked.role)) throw new ApiError(403, 'role.systemLocked');
    await apply(db, locked.role, input);
    const saved = await touchRole(db, input.roleId);
    if (!holdsAll(c.get('user').permissions, { menus: saved.menuKeys, functions: saved.functions })) {
      throw new ApiError(403, 'error.forbidden');
    }
    await recordAudit(db, c, {
      userId: c.get('user').userID,
      action: kind === 'menus' ? 'role.menus.save' : 'role.functions.save',
      entity: 'role',
      entityId: input.roleId,
      details: kind === 'menus' ? { menuKeys: saved.menuKeys } : { functions: saved.functions },
    });
    return ok(c, saved, kind === 'menus' ? 'role.menusSaved' : 'role.functionsSaved');
  };
}

export const saveRoleMenus = () =>
  saveGrants(SaveRoleMenusSchema, 'menus', async (db, role, { menuKeys }) => {
    const keys = [...new Set(menuKeys)];
    await checkMenuKeys(db, role, keys);
    await db.query(
      `DELETE FROM role_menus rm USING menus mn
       WHERE rm.role_id = $1 AND mn.id = rm.menu_id AND NOT (mn.key = ANY($2::text[]))`,
      [role.id, keys],
    );
    await db.query(
      `INSERT INTO role_menus (role_id, menu_id) SELECT $1, id FROM menus WHERE key = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [role.id, keys],
    );
    const added = keys.filter((key) => !role.menuKeys.includes(key));
    await db.query(
      `INSERT INTO role_functions (role_id, menu_id, action) SELECT $1, id, 'view' FROM menus
       WHERE key = ANY($2::text[]) ON CONFLICT DO NOTHING`,
      [role.id, added],
    );
  });

const ACTIONS: ReadonlySet<string> = new Set(FUNCTION_ACTIONS);

export const saveRoleFunctions = () =>
  saveGrants(SaveRoleFunctionsSchema, 'functions', async (db, role, { functions }) => {
    const pairs = [...new Set(functions)].map((entry) => {
      const at = entry.lastIndexOf(':');
      return { key: entry.slice(0, at), action: entry.slice(at + 1) };
    });
    const badActions = pairs
      .filter((pair) => !ACTIONS.has(pair.action))
      .map((pair) => `${pair.key}:${pair.action}`);
    if (badActions.length > 0) throw refuse('role.unknownMenu', badActions);
    await checkMenuKeys(db, role, [...new Set(pairs.map((pair) => pair.key))]);
    await db.query('DELETE FROM role_functions WHERE role_id = $1', [role.id]);
    await db.query(
      `INSERT INTO role_functions (role_id, menu_id, action)
       SELECT $1, mn.id, f.action FROM unnest($2::text[], $3::text[]) AS f (key, action)
       JOIN menus mn ON mn.key = f.key`,
      [role.id, pairs.map((pair) => pair.key), pairs.map((pair) => pair.action as FunctionAction)],
    );
  });
