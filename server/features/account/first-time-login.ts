/**
 * First-time login of a new (status N) user, from the link mailed when their account was made:
 * POST /General/first-time-login/validate tells the page whose link it is; POST
 * /General/first-time-login sets a password, the security question, the secret phrase and
 * accepts the terms, then the user signs in. Where single sign-on is configured the page offers
 * the identity provider instead of a password (server/features/sso/, docs/security.md, Single
 * sign-on); both end in `activateFirstLogin` (server/lib/account/first-login.ts).
 */
import type { Context } from 'hono';
import { CompleteFirstLoginSchema, ValidateTokenSchema, type FirstLoginInfo } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { inputOf, jsonBody } from '../../lib/route-input';
import {
  activateFirstLogin,
  answersOf,
  checkOrganizationConfirmed,
  linkedUser,
} from '../../lib/account/first-login';

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
    checkOrganizationConfirmed(user, input);
    const passwordHash = await hashPassword(input.password);
    const answers = await answersOf(c, input);
    const done = await db.transaction((tx) =>
      activateFirstLogin(tx, {
        tokenId: record.id,
        userId: user.id,
        from: user.status,
        to: next,
        passwordHash,
        answers,
      }),
    );
    if (!done) throw new ApiError(400, 'account.linkInvalid');
    await recordAudit(db, c, {
      userId: user.id,
      action: 'account.firstLogin',
      entity: 'user',
      entityId: user.id,
      details: { mode: 'password' },
    });
    return ok(c, { username: user.username }, 'account.firstLoginDone');
  };
}
