/**
 * POST /General/sign-in/second-factor/setup { ticket }: a user whose role requires a second factor
 * and who has none gets a new authenticator to add (QR code and key) right after the password
 * step; its first code, sent to the second step with the same ticket, turns it on. Asking again
 * replaces the secret waiting on the ticket.
 */
import type { Context } from 'hono';
import { SecondStepSetupSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { findUserById } from '../../lib/auth/user-record';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { refuseInactiveAccount } from './complete-sign-in';
import { sealSecret } from '../../lib/second-factor/secret-box';
import { findLiveTicket } from '../../lib/second-factor/tickets';
import { newAuthenticator } from '../../lib/second-factor/totp';

export function signInSetup({ db, jwtSecret }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { ticket: token } = inputOf(c, SecondStepSetupSchema);
    const ticket = await findLiveTicket(db, jwtSecret, token, 'setup');
    const user = await findUserById(db, ticket.user_id);
    if (!user) throw new ApiError(401, 'secondFactor.ticketInvalid');
    await refuseInactiveAccount(db, c, user, ticket.method);
    const setup = await newAuthenticator(user.username);
    await db.query('UPDATE second_factor_tickets SET pending_secret_enc = $2 WHERE id = $1', [
      ticket.id,
      sealSecret(jwtSecret, setup.secret),
    ]);
    return ok(c, setup, 'secondFactor.setupReady');
  };
}
