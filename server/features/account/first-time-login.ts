/**
 * First-time login of a new (status N) user, from the link mailed when their account was made:
 * POST /General/first-time-login/validate tells the page whose link it is; POST
 * /General/first-time-login sets the credentials, the security question, the secret phrase and
 * accepts the terms, then the user signs in. "Single sign-on" here: a person who already has an
 * active portal account with the same email may keep using that account's password for the new
 * one (they prove it by signing in with it) instead of choosing another.
 */
import type { Context } from 'hono';
import {
  CompleteFirstLoginSchema,
  userStatusAfter,
  ValidateTokenSchema,
  type FirstLoginInfo,
  type UserStatus,
} from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { localeOf } from '../../lib/mail/templates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { inputOf, jsonBody } from '../../lib/route-input';
import { findUserById, findUserByUsername, type UserRecord } from '../../lib/auth/user-record';
import { consumeAccountToken, findAccountToken } from '../../lib/account/account-tokens';
import { hashAnswer, saveSecurity } from '../../lib/account/user-security';

async function findSsoAccount(db: Queryable, user: UserRecord): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 AND status = 'A' LIMIT 1`,
    [user.email, user.id],
  );
  return rows.length > 0;
}

/** Not found: no such link. Used or expired: already activated, or ask for a new link. */
async function linkedUser(db: Queryable, token: string) {
  const record = await findAccountToken(db, token, 'firstLogin');
  if (!record) throw new ApiError(404, 'account.notFound');
  const user = await findUserById(db, record.user_id);
  if (!user) throw new ApiError(404, 'account.notFound');
  const next = userStatusAfter(user.status as UserStatus, 'firstLogin', { hasSetPassword: false });
  if (next === null) throw new ApiError(409, 'account.alreadyActivated');
  if (!record.is_usable) throw new ApiError(400, 'account.linkInvalid');
  return { record, user, next };
}

export function validateFirstLogin({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { token } = inputOf(c, ValidateTokenSchema);
    const { user } = await linkedUser(db, token);
    const info: FirstLoginInfo = {
      username: user.username,
      firstName: user.first_name,
      role: user.role_name,
      userType: user.scope,
      isMerchantAdmin: user.role_name === 'Merchant Admin',
      merchantName: user.merchant_name,
      canUseSingleSignOn: await findSsoAccount(db, user),
    };
    return ok(c, info);
  };
}

/** This form's failures read "Password setup failed"; the fields say why. */
export const completeFirstLoginBody = jsonBody(CompleteFirstLoginSchema, {
  invalidCode: 'account.passwordSetupFailed',
});

export function completeFirstLogin({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, CompleteFirstLoginSchema);
    const { record, user, next } = await linkedUser(db, input.token);
    if (user.role_name === 'Merchant Admin' && !input.confirmOrganization) {
      throw new ApiError(422, 'account.passwordSetupFailed', {
        errors: [
          { path: 'confirmOrganization', code: 'validation.required', message: 'This field is required' },
        ],
      });
    }
    let passwordHash: string;
    if (input.mode === 'password') {
      passwordHash = await hashPassword(input.password);
    } else {
      const sso = await findUserByUsername(db, input.ssoUsername);
      const sameEmail = sso?.email.toLowerCase() === user.email.toLowerCase();
      const isValid = await verifyPassword(sso && sameEmail ? sso.password_hash : null, input.ssoPassword);
      if (!sso || !sameEmail || sso.status !== 'A' || sso.id === user.id || !isValid) {
        throw new ApiError(400, 'account.passwordSetupFailed');
      }
      passwordHash = sso.password_hash;
    }
    const answerHash = await hashAnswer(input.answer);
    const done = await db.transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, record.id))) return false;
      // Only if the status is still the one the transition was decided on.
      const { rows } = await tx.query(
        `UPDATE users SET password_hash = $2, status = $3, failed_attempts = 0, password_set_at = now(),
                updated_at = now()
         WHERE id = $1 AND status = $4 RETURNING id`,
        [user.id, passwordHash, next, user.status],
      );
      if (rows.length === 0) throw new ApiError(409, 'account.alreadyActivated');
      await saveSecurity(tx, user.id, {
        question: input.question,
        answer_hash: answerHash,
        phrase: input.secretPhrase,
        terms_accepted: true,
        locale: localeOf(c.req.header('Accept-Language')),
      });
      return true;
    });
    if (!done) throw new ApiError(400, 'account.linkInvalid');
    await recordAudit(db, c, {
      userId: user.id,
      action: 'account.firstLogin',
      entity: 'user',
      entityId: user.id,
      details: { mode: input.mode },
    });
    return ok(c, { username: user.username }, 'account.firstLoginDone');
  };
}
