/**
 * First-time login's steps shared by its two ways (docs/product.md, User statuses; docs/security.md,
 * Single sign-on): the link's user, the organization confirmation, the answers as stored, and the
 * activation that spends the link.
 */
import type { Context } from 'hono';
import { userStatusAfter, type FirstLoginSecurity, type UserStatus } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../api-error';
import { localeOf, type MailLocale } from '../mail/templates';
import { findUserById, type UserRecord } from '../auth/user-record';
import { consumeAccountToken, findAccountToken } from './account-tokens';
import { hashAnswer, saveSecurity } from './user-security';

/** Not found: no such link. Used or expired: already activated, or ask for a new link. */
export async function linkedUser(db: Queryable, token: string) {
  const record = await findAccountToken(db, token, 'firstLogin');
  if (!record) throw new ApiError(404, 'account.notFound');
  const user = await findUserById(db, record.user_id);
  if (!user) throw new ApiError(404, 'account.notFound');
  const next = userStatusAfter(user.status as UserStatus, 'firstLogin', { hasSetPassword: false });
  if (next === null) throw new ApiError(409, 'account.alreadyActivated');
  if (!record.is_usable) throw new ApiError(400, 'account.linkInvalid');
  return { record, user, next };
}

/** A merchant admin confirms they may administer the organization, whichever way they sign in. */
export function checkOrganizationConfirmed(user: UserRecord, input: FirstLoginSecurity) {
  if (user.role_name === 'Merchant Admin' && !input.confirmOrganization) {
    throw new ApiError(422, 'account.passwordSetupFailed', {
      errors: [
        { path: 'confirmOrganization', code: 'validation.required', message: 'This field is required' },
      ],
    });
  }
}

/** The security answers as they are stored: the answer hashed. */
export type FirstLoginAnswers = {
  question: string;
  answerHash: string;
  phrase: string;
  locale: MailLocale;
};

export async function answersOf(c: Context, input: FirstLoginSecurity): Promise<FirstLoginAnswers> {
  return {
    question: input.question,
    answerHash: await hashAnswer(input.answer),
    phrase: input.secretPhrase,
    locale: localeOf(c.req.header('Accept-Language')),
  };
}

/**
 * Spends the link and activates the user with their answers, in the caller's transaction; the
 * password when one was chosen (single sign-on keeps the unusable one the account was made with).
 * False when the link was spent meanwhile (a race or a replay).
 */
export async function activateFirstLogin(
  tx: Queryable,
  activation: {
    tokenId: string;
    userId: string;
    from: string;
    to: string;
    passwordHash: string | null;
    answers: FirstLoginAnswers;
  },
): Promise<boolean> {
  if (!(await consumeAccountToken(tx, activation.tokenId))) return false;
  // Only if the status is still the one the transition was decided on.
  const { rows } = await tx.query(
    `UPDATE users SET password_hash = coalesce($2, password_hash), status = $3, failed_attempts = 0,
            password_set_at = CASE WHEN $2::text IS NULL THEN password_set_at ELSE now() END,
            updated_at = now()
     WHERE id = $1 AND status = $4 RETURNING id`,
    [activation.userId, activation.passwordHash, activation.to, activation.from],
  );
  if (rows.length === 0) throw new ApiError(409, 'account.alreadyActivated');
  const { answers } = activation;
  await saveSecurity(tx, activation.userId, {
    question: answers.question,
    answer_hash: answers.answerHash,
    phrase: answers.phrase,
    terms_accepted: true,
    locale: answers.locale,
  });
  return true;
}
