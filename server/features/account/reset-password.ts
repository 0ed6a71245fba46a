/**
 * POST /General/validate-password-reset and /General/reset-password. The token is used once;
 * a reset unlocks a locked account (L), clears a pending reset (R), zeroes the failed attempts
 * and ends every session of the user (whoever caused the reset may hold one).
 */
import type { Context } from 'hono';
import { ResetPasswordSchema, userStatusAfter, ValidateTokenSchema } from '../../../src/contract';
import type { UserStatus } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { inputOf } from '../../lib/route-input';
import { revokeUserSessions } from '../../lib/auth/session-store';
import { consumeAccountToken, findAccountToken } from '../../lib/account/account-tokens';

async function usableResetToken(db: Queryable, token: string) {
  const record = await findAccountToken(db, token, 'reset');
  if (!record?.is_usable) throw new ApiError(400, 'account.linkInvalid');
  const { rows } = await db.query<{ username: string; status: UserStatus }>(
    'SELECT username, status FROM users WHERE id = $1',
    [record.user_id],
  );
  const user = rows[0];
  const next = user ? userStatusAfter(user.status, 'reset', { hasSetPassword: true }) : null;
  if (!user || next === null) throw new ApiError(400, 'account.linkInvalid');
  return { record, user, next };
}

export function validatePasswordReset({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { token } = inputOf(c, ValidateTokenSchema);
    const { record, user } = await usableResetToken(db, token);
    return ok(c, { username: user.username, expiresAt: record.expires_at });
  };
}

export function resetPassword({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { token, password } = inputOf(c, ResetPasswordSchema);
    const { record, user, next } = await usableResetToken(db, token);
    const passwordHash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, record.id))) return false;
      // Only if the status is still the one the transition was decided on.
      const { rows } = await tx.query(
        `UPDATE users SET password_hash = $2, status = $3, failed_attempts = 0, password_set_at = now(),
                updated_at = now()
         WHERE id = $1 AND status = $4 RETURNING id`,
        [record.user_id, passwordHash, next, user.status],
      );
      if (rows.length === 0) return false;
      await revokeUserSessions(tx, record.user_id);
      return true;
    });
    if (!done) throw new ApiError(400, 'account.linkInvalid');
    await recordAudit(db, c, {
      userId: record.user_id,
      action: 'account.passwordReset',
      entity: 'user',
      entityId: record.user_id,
    });
    return ok(c, null, 'account.passwordUpdated');
  };
}
