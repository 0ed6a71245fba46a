/**
 * POST /User/status/update { id, status: Active | Inactive | Deleted, baseVersion } (docs/product.md, User
 * status changes; each after a confirmation in the app). Deleting needs the `delete` function, the others
 * `status`. Nobody changes their own status; deactivating or deleting ends the user's sessions, and is
 * refused for the last active staff Checker (409 user.lastChecker, docs/security.md). The new status comes
 * from userStatusAfter: activating a user who never set a password makes them new (N) again, so their
 * first-time login link can be sent.
 */
import type { Context } from 'hono';
import {
  isAllowed,
  USER_ACTION_OF_STATUS,
  userStatusAfter,
  UserStatusUpdateSchema,
} from '../../../src/contract';
import type { MessageCode, UserStatusAction } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { findUserRow } from './find-user-row';
import { keepOneChecker, lockManagedUser } from './user-rules';

const DONE: Record<UserStatusAction, MessageCode> = {
  Active: 'user.activated',
  Inactive: 'user.deactivated',
  Deleted: 'user.deleted',
};

export function updateUserStatus() {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const input = inputOf(c, UserStatusUpdateSchema);
    const action = input.status === 'Deleted' ? 'delete' : 'status';
    if (!isAllowed(caller.permissions, 'user.manage', action)) throw new ApiError(403, 'error.forbidden');
    if (input.id === caller.userID) throw new ApiError(403, 'user.ownStatus');
    const db = c.get('db');
    const target = await lockManagedUser(db, caller, input.id);
    if (target.version !== input.baseVersion) {
      const current = await findUserRow(db, input.id);
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    const next = userStatusAfter(target.status, USER_ACTION_OF_STATUS[input.status], {
      hasSetPassword: target.has_set_password,
    });
    if (next === null) throw new ApiError(409, 'user.statusNotAllowed');
    if (next !== target.status) {
      const isActivation = input.status === 'Active';
      if (!isActivation) await keepOneChecker(db, input.id);
      await db.query(
        `UPDATE users SET status = $2, failed_attempts = CASE WHEN $3 THEN 0 ELSE failed_attempts END
         WHERE id = $1`,
        [input.id, next, isActivation],
      );
      if (!isActivation) {
        await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
          input.id,
        ]);
      }
      await recordAudit(db, c, {
        userId: caller.userID,
        action: 'user.status.update',
        entity: 'user',
        entityId: input.id,
        details: { from: target.status, to: next },
      });
    }
    const updated = await findUserRow(db, input.id);
    if (!updated) throw new ApiError(404, 'error.notFound');
    return ok(c, updated, DONE[input.status]);
  };
}
