/**
 * First-time login through the provider (docs/security.md, Single sign-on): the invited account
 * is linked to the provider's subject only when the provider says the email is verified and it is
 * the email the account was invited with; then the link is spent and the user is active with the
 * answers the page collected, all in one transaction. Nothing here creates a user or changes a role.
 */
import type { Context } from 'hono';
import { userStatusAfter, type UserStatus } from '../../../src/contract';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findUserById } from '../../lib/auth/user-record';
import { activateFirstLogin } from '../../lib/account/first-login';
import { SsoRefusal, type ProviderIdentity } from './sso-refusal';
import { linkIdentity, type FlowRecord } from './sso-store';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Answers the linked user's id, or throws the refusal /login shows. */
export async function linkFirstLogin(
  db: Db,
  c: Context<AppBindings>,
  flow: FlowRecord,
  identity: ProviderIdentity,
): Promise<string> {
  const user = flow.user_id ? await findUserById(db, flow.user_id) : null;
  if (!user || !flow.account_token_id || !flow.pending)
    throw new SsoRefusal('sso.linkInvalid', 'no invited user');
  if (!identity.emailVerified) throw new SsoRefusal('sso.emailNotVerified', 'email not verified');
  if (!identity.email || !sameEmail(identity.email, user.email)) {
    throw new SsoRefusal('sso.emailMismatch', 'email differs from the invited one');
  }
  const next = userStatusAfter(user.status as UserStatus, 'firstLogin', { hasSetPassword: false });
  if (next === null) throw new SsoRefusal('sso.linkInvalid', 'not a new user');
  const { account_token_id: tokenId, pending } = flow;
  try {
    await db.transaction(async (tx) => {
      const done = await activateFirstLogin(tx, {
        tokenId,
        userId: user.id,
        from: user.status,
        to: next,
        passwordHash: null,
        answers: pending,
      });
      if (!done) throw new SsoRefusal('sso.linkInvalid', 'link spent');
      const linked = await linkIdentity(tx, {
        userId: user.id,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email ?? user.email,
      });
      if (!linked) throw new SsoRefusal('sso.alreadyLinked', 'subject linked to another account');
    });
  } catch (error) {
    if (error instanceof ApiError) throw new SsoRefusal('sso.linkInvalid', error.code);
    throw error;
  }
  await recordAudit(db, c, {
    userId: user.id,
    action: 'account.firstLogin',
    entity: 'user',
    entityId: user.id,
    details: { mode: 'sso', issuer: identity.issuer },
  });
  return user.id;
}
