import type { Role } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ROLE_COLUMNS, ROLE_FROM } from '../../resources/roles';

/** A role with its grants, or null; `forUpdate` locks it for a change of its grants. */
export async function findRole(db: Queryable, id: string, { forUpdate = false } = {}): Promise<Role | null> {
  const { rows } = await db.query<Role>(
    `SELECT ${ROLE_COLUMNS} FROM ${ROLE_FROM} WHERE r.id = $1${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export const grantsOf = (role: Role) => ({ menus: role.menuKeys, functions: role.functions });
