/**
 * POST /General/passkey/options and /General/passkey/sign-in (docs/security.md, Passkeys): sign
 * in with a discoverable passkey, no username. Order of checks: the challenge (stored, live, used
 * once); the passkey (registered, or refused without naming anyone); the account's status, before
 * the signature, as a password sign-in checks it before the password; then the assertion, whose
 * failure counts as a wrong password toward the lockout (failed-proof.ts); then the steps every
 * method shares (complete-sign-in.ts), where a success clears the count.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { PasskeySignInSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { findUserById } from '../../lib/auth/user-record';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { signInOptions, takeSignInChallenge, verifyAssertion } from '../../lib/passkeys/ceremonies';
import { findPasskey } from '../../lib/passkeys/passkey-store';
import { inputOf } from '../../lib/route-input';
import { completeSignIn, refuseInactiveAccount } from './complete-sign-in';
import { failedProofCounter } from './failed-proof';

export function passkeySignInOptions(deps: AppDeps) {
  return async (c: Context<AppBindings>) => ok(c, await signInOptions(deps.db, deps.env));
}

export function passkeySignIn(deps: AppDeps, mailQueue: MailQueue) {
  const { db } = deps;
  const countFailedProof = failedProofCounter(deps, mailQueue);
  return async (c: Context<AppBindings>) => {
    const response = inputOf(c, PasskeySignInSchema).credential as unknown as AuthenticationResponseJSON;
    const challenge = await takeSignInChallenge(db, response);
    if (!challenge) throw new ApiError(400, 'passkey.expired');
    const passkey = await findPasskey(db, response.id);
    const user = passkey ? await findUserById(db, passkey.user_id) : null;
    if (!passkey || !user) {
      await recordAudit(db, c, {
        userId: null,
        action: 'auth.signInFailed',
        details: { reason: 'unknownPasskey', method: 'passkey' },
      });
      throw new ApiError(401, 'passkey.unknown');
    }
    await refuseInactiveAccount(db, c, user, 'passkey');
    const counter = await verifyAssertion(deps.env, passkey, response, challenge);
    if (counter === null) {
      await countFailedProof(c, user, 'passkey');
      throw new ApiError(401, 'passkey.signInFailed');
    }
    await db.query('UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
      passkey.id,
      counter,
    ]);
    const session = await completeSignIn(c, deps, user, 'passkey');
    return ok(c, session, 'auth.signedIn');
  };
}
