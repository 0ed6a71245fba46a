/**
 * POST /Account/change-password, change-mobile, change-security-question, change-security-phrase:
 * each confirmed with a one-time password (security-change.ts). A password change ends the
 * user's other sessions; this one stays signed in.
 */
import type { Context } from 'hono';
import {
  ChangeMobileSchema,
  ChangePasswordSchema,
  ChangePhraseSchema,
  ChangeQuestionSchema,
} from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { inputOf } from '../../lib/route-input';
import { revokeUserSessions } from '../../lib/auth/session-store';
import { findUserById } from '../../lib/auth/user-record';
import { currentSessionFamily } from './current-session';
import { applySecurityChange } from './security-change';
import { findSecurity, hashAnswer, saveSecurity, verifyAnswer } from '../../lib/account/user-security';

type Handler = (c: Context<AppBindings>) => Promise<Response>;

export function changePassword(deps: AppDeps): Handler {
  return async (c) => {
    const input = inputOf(c, ChangePasswordSchema);
    const userId = c.get('user').userID;
    const user = await findUserById(deps.db, userId);
    if (!user) throw new ApiError(401, 'auth.unauthorized');
    const passwordHash = await hashPassword(input.password);
    await applySecurityChange(deps, c, {
      purpose: 'password',
      challengeId: input.challengeId,
      otp: input.otp,
      knows: {
        check: () => verifyPassword(user.password_hash, input.currentPassword),
        failure: 'account.currentPasswordIncorrect',
      },
      apply: async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          userId,
          passwordHash,
        ]);
        await revokeUserSessions(tx, userId, currentSessionFamily(c));
      },
    });
    return ok(c, null, 'account.passwordChanged');
  };
}

export function changeMobile(deps: AppDeps): Handler {
  return async (c) => {
    const input = inputOf(c, ChangeMobileSchema);
    await applySecurityChange(deps, c, {
      purpose: 'mobile',
      challengeId: input.challengeId,
      otp: input.otp,
      apply: async (tx) => {
        await tx.query('UPDATE users SET mobile_number = $2, updated_at = now() WHERE id = $1', [
          c.get('user').userID,
          input.mobileNumber,
        ]);
      },
    });
    return ok(c, { mobileNumber: input.mobileNumber }, 'account.infoUpdated');
  };
}

export function changeSecurityQuestion(deps: AppDeps): Handler {
  return async (c) => {
    const input = inputOf(c, ChangeQuestionSchema);
    const userId = c.get('user').userID;
    const security = await findSecurity(deps.db, userId);
    const answerHash = await hashAnswer(input.answer);
    await applySecurityChange(deps, c, {
      purpose: 'question',
      challengeId: input.challengeId,
      otp: input.otp,
      knows: {
        check: () => verifyAnswer(security?.answer_hash ?? null, input.currentAnswer),
        failure: 'account.answerIncorrect',
      },
      apply: (tx) => saveSecurity(tx, userId, { question: input.question, answer_hash: answerHash }),
    });
    return ok(c, null, 'account.infoUpdated');
  };
}

export function changeSecurityPhrase(deps: AppDeps): Handler {
  return async (c) => {
    const input = inputOf(c, ChangePhraseSchema);
    await applySecurityChange(deps, c, {
      purpose: 'phrase',
      challengeId: input.challengeId,
      otp: input.otp,
      apply: (tx) => saveSecurity(tx, c.get('user').userID, { phrase: input.phrase }),
    });
    return ok(c, { phrase: input.phrase }, 'account.infoUpdated');
  };
}

/** GET /Account/security: what the security settings screen shows. */
export function getSecurityProfile({ db }: AppDeps): Handler {
  return async (c) => {
    const user = c.get('user');
    const security = await findSecurity(db, user.userID);
    const { rows } = await db.query<{ mobile_number: string | null }>(
      'SELECT mobile_number FROM users WHERE id = $1',
      [user.userID],
    );
    return ok(c, {
      email: user.email,
      mobileNumber: rows[0]?.mobile_number ?? null,
      question: security?.question ?? null,
      phrase: security?.phrase ?? null,
    });
  };
}
