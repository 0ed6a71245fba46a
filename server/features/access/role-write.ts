/**
 * Shared steps of the role writes: the row lock with the checks every change of a role passes
 * (exists, version, not beyond the caller's own grants), the unique name, and the touch that
 * gives the role a new version so every client's mirror receives its new grants.
 */
import type { Context } from 'hono';
import { formatMessage } from '../../../src/contract';
import type { Role } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope } from '../../lib/envelope';
import { grantsOf } from '../../lib/grant-rules';
import { findRole } from '../../resources/roles';
import { holdsAll } from '../../lib/grant-rules';

export const isSuperAdmin = (role: Pick<Role, 'name' | 'isSystem'>) =>
  role.isSystem && role.name === 'Super Admin';

/** The role, locked; a stale version answers 409 with the current row (the app merges). */
export async function lockRole(
  c: Context<AppBindings>,
  id: string,
  baseVersion: number,
): Promise<{ role: Role } | { conflict: Response }> {
  const role = await findRole(c.get('db'), id, { forUpdate: true });
  if (!role) throw new ApiError(404, 'error.notFound');
  if (!holdsAll(c.get('user').permissions, grantsOf(role))) throw new ApiError(403, 'error.forbidden');
  if (role.version !== baseVersion) {
    return {
      conflict: c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current: role } }), 409),
    };
  }
  return { role };
}

export async function assertNameFree(db: Queryable, name: string, exceptId: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM roles WHERE lower(name) = lower($1) AND id <> $2', [
    name,
    exceptId,
  ]);
  if (rows.length > 0) {
    const code = 'role.nameTaken';
    throw new ApiError(422, 'error.validation', {
      errors: [{ path: 'name', code, message: formatMessage(code) }],
    });
  }
}

/** A new version for the role (the sync triggers log it), then the role as it now is. */
export async function touchRole(db: Queryable, id: string): Promise<Role> {
  await db.query('UPDATE roles SET updated_at = now() WHERE id = $1', [id]);
  const role = await findRole(db, id);
  if (!role) throw new ApiError(404, 'error.notFound');
  return role;
}
