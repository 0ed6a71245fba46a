/** POST /UAC/createrole { id, name, scope, description, secondFactor? }: a role with no grants yet. */
import type { Context } from 'hono';
import { CreateRoleSchema, defaultSecondFactorRule } from '../../../src/contract';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { assertNameFree, touchRole } from './role-write';

export function createRole() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, CreateRoleSchema);
    const db = c.get('db');
    await assertNameFree(db, input.name, input.id);
    await db.query(
      `INSERT INTO roles (id, name, scope, description, second_factor) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [
        input.id,
        input.name,
        input.scope,
        input.description,
        input.secondFactor ?? defaultSecondFactorRule(input.scope),
      ],
    );
    await recordAudit(db, c, {
      userId: c.get('user').userID,
      action: 'role.create',
      entity: 'role',
      entityId: input.id,
      details: { name: input.name, scope: input.scope, secondFactor: input.secondFactor ?? null },
    });
    return ok(c, await touchRole(db, input.id), 'role.created');
  };
}
