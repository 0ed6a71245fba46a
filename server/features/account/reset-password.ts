/**
 * POST /General/validate-password-reset and /General/reset-password. The token is used once;
 * a reset unlocks a locked account (L), clears a pending reset (R), zeroes the failed attempts
 * and ends every session of the user (whoever caused the reset may hold one).
 */
import type { Context } from 'hono';
import { ResetPasswordSchema, ValidateTokenSchema } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { readJson } from '../../lib/validation';
import { revokeUserSessions } from '../auth/sessions';
import { consumeAccountToken, findAccountToken } from './account-tokens';

const RESETTABLE = ['A', 'L', 'R'];

async function usableResetToken(db: Queryable, token: string) {
  const record = await findAccountToken(db, token, 'reset');
  if (!record?.is_usable) throw new ApiError(400, 'account.linkInvalid');
  const { rows } = await db.query<{ username: string; status: string }>(
    'SELECT username, status FROM users WHERE id = $1',
    [record.user_id],
  );
  const user = rows[0];
  if (!user || !RESETTABLE.includes(user.status)) throw new ApiError(400, 'account.linkInvalid');
  return { record, user };
}

export function validatePasswordReset({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { token } = await readJson(c, ValidateTokenSchema);
    const { record, user } = await usableResetToken(db, token);
    return ok(c, { username: user.username, expiresAt: record.expires_at });
  };
}

export function resetPassword({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { token, password } = await readJson(c, ResetPasswordSchema);
    const { record } = await usableResetToken(db, token);
    const passwordHash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, record.id))) return false;
      const { rows } = await tx.query(
        `UPDATE users SET password_hash = $2, status = 'A', failed_attempts = 0, updated_at = now()
         WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
        [record.user_id, passwordHash, RESETTABLE],
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
