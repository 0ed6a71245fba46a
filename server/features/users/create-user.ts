/**
 * POST /User/sign-up: a new user with status N and no usable password; a first-time login link
 * goes to their email once the user is committed (a failed mail is logged; the link can be sent
 * again with Account/send-first-time-login). The id
 * comes from the client, so a create queued offline is replayed without a duplicate. A staff user
 * asked for at the Checker level is created as a Maker with that level waiting for another staff
 * Checker (docs/security.md, Four-eyes changes), answered as `user.createdForApproval`.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { CreateUserSchema, formatMessage } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { sendFirstLoginLink } from '../../lib/account/first-login-link';
import { findUserRow } from './find-user-row';
import { checkAssignment, isStaffRole } from './user-rules';

export function createUser(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const input = inputOf(c, CreateUserSchema);
    const db = c.get('db');
    const merchantId = await checkAssignment(db, caller, input.roleId, input.merchantId);
    const isLevelProposed = input.level === 'Checker' && (await isStaffRole(db, input.roleId));
    const pending = isLevelProposed ? JSON.stringify({ level: 'Checker' }) : null;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (id, username, password_hash, salutation, first_name, last_name, id_type,
                          id_number, email, mobile_number, role_id, level, merchant_id, status,
                          pending_change, pending_by, pending_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'N', $14::jsonb,
               CASE WHEN $14::jsonb IS NULL THEN NULL ELSE $15::uuid END,
               CASE WHEN $14::jsonb IS NULL THEN NULL ELSE date_trunc('milliseconds', now()) END)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        input.id,
        input.username,
        `!created-${randomBytes(16).toString('hex')}`,
        input.salutation,
        input.firstName,
        input.lastName,
        input.idType,
        input.idNumber,
        input.email,
        input.mobileNumber,
        input.roleId,
        isLevelProposed ? 'Maker' : input.level,
        merchantId,
        pending,
        caller.userID,
      ],
    );
    if (rows.length === 0) {
      const code = 'user.usernameTaken';
      throw new ApiError(422, 'error.validation', {
        errors: [{ path: 'username', code, message: formatMessage(code) }],
      });
    }
    const user = await findUserRow(db, input.id);
    if (!user) throw new ApiError(500, 'user.createFailed');
    await sendFirstLoginLink(db, deps, c.get('mailer'), {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
    });
    await recordAudit(db, c, {
      userId: caller.userID,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      details: {
        username: user.username,
        roleId: user.roleId,
        level: user.level,
        merchantId,
        ...(isLevelProposed ? { proposed: { level: { from: 'Maker', to: 'Checker' } } } : {}),
      },
    });
    return ok(c, user, isLevelProposed ? 'user.createdForApproval' : 'user.created');
  };
}
