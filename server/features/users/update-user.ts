/**
 * POST /User/update { id, baseVersion, ...changed fields }: like Merchant/update, only the changed
 * fields on the version they were made on; a stale version is 409 sync.conflict with the current
 * row, so the app merges field by field. A new role or merchant is checked as on creation.
 */
import type { Context } from 'hono';
import { UpdateUserSchema, USER_FIELDS } from '../../../src/contract';
import type { UserField } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { readJson } from '../../lib/validation';
import { findUserRow } from './find-user-row';
import { checkAssignment, lockManagedUser } from './user-rules';

const FIELDS = Object.keys(USER_FIELDS) as UserField[];
const columnOf = (field: UserField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function updateUser() {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const input = await readJson(c, UpdateUserSchema);
    const db = c.get('db');
    await lockManagedUser(db, caller, input.id);
    const current = await findUserRow(db, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    const changes: Partial<Record<UserField, unknown>> = {};
    for (const field of FIELDS) {
      const value = input[field];
      if (value !== undefined && (value ?? null) !== (current[field] ?? null)) changes[field] = value;
    }
    if ('roleId' in changes || 'merchantId' in changes) {
      changes.merchantId = await checkAssignment(
        db,
        caller,
        input.roleId ?? current.roleId,
        input.merchantId === undefined ? current.merchantId : input.merchantId,
      );
    }
    const fields = Object.keys(changes) as UserField[];
    if (fields.length > 0) {
      const values: unknown[] = [input.id];
      const sets = fields.map((field) => {
        values.push(changes[field]);
        return `${columnOf(field)} = $${values.length}`;
      });
      await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, values);
      await recordAudit(db, c, {
        userId: caller.userID,
        action: 'user.update',
        entity: 'user',
        entityId: input.id,
        details: { fields },
      });
    }
    const updated = await findUserRow(db, input.id);
    if (!updated) throw new ApiError(404, 'error.notFound');
    return ok(c, updated, 'user.updated');
  };
}
