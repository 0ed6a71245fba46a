/**
 * POST /UAC/updaterole { id, baseVersion, name?, description?, secondFactor? }: built-in roles keep
 * their name; the second-factor rule is audited with its old and new value.
 */
import type { Context } from 'hono';
import { UpdateRoleSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { assertNameFree, lockRole, touchRole } from './role-write';

export function updateRole() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, UpdateRoleSchema);
    const db = c.get('db');
    const locked = await lockRole(c, input.id, input.baseVersion);
    if ('conflict' in locked) return locked.conflict;
    const { role } = locked;
    const name = input.name ?? role.name;
    if (name !== role.name) {
      if (role.isSystem) throw new ApiError(422, 'role.systemName');
      await assertNameFree(db, name, role.id);
    }
    const secondFactor = input.secondFactor ?? role.secondFactor;
    await db.query('UPDATE roles SET name = $2, description = $3, second_factor = $4 WHERE id = $1', [
      role.id,
      name,
      input.description ?? role.description,
      secondFactor,
    ]);
    await recordAudit(db, c, {
      userId: c.get('user').userID,
      action: 'role.update',
      entity: 'role',
      entityId: role.id,
      details: {
        name,
        ...(secondFactor === role.secondFactor
          ? {}
          : { secondFactor: { from: role.secondFactor, to: secondFactor } }),
      },
    });
    return ok(c, await touchRole(db, role.id), 'role.updated');
  };
}
