/**
 * GET /UAC/getrolelist (every role with its grants, for the access screens) and
 * GET /UAC/getroledropdown (the roles a caller may give a user: a merchant caller only merchant
 * roles, and nobody a role with grants they do not hold themselves).
 */
import type { Context } from 'hono';
import type { Role, RoleOption } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { ROLE_COLUMNS, ROLE_FROM } from '../../resources/roles';
import { grantsOf } from '../../lib/grant-rules';
import { holdsAll } from '../../lib/grant-rules';

const allRoles = async ({ db }: AppDeps) =>
  (await db.query<Role>(`SELECT ${ROLE_COLUMNS} FROM ${ROLE_FROM} ORDER BY lower(r.name) COLLATE "C", r.id`))
    .rows;

export function listRoles(deps: AppDeps) {
  return async (c: Context<AppBindings>) => ok(c, await allRoles(deps));
}

export function roleDropDown(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const options: RoleOption[] = (await allRoles(deps))
      .filter((role) => caller.userType === 'staff' || role.scope === 'merchant')
      .filter((role) => holdsAll(caller.permissions, grantsOf(role)))
      .map(({ id, name, scope }) => ({ id, name, scope }));
    return ok(c, options);
  };
}
