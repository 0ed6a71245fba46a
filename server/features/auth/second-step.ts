/**
 * POST /General/sign-in/second-factor { ticket, code | recoveryCode } (docs/security.md, "Second
 * factor"): the ticket's user proves the second factor, then `completeSignIn` issues the session
 * under the method that proved the first step. A setup ticket confirms the authenticator just set
 * up and answers its recovery codes too. Wrong codes count per user over all tickets; the
 * SECOND_FACTOR_MAX_ATTEMPTS-th locks the account, like the password lockout, and mails the holder.
 */
import type { Context } from 'hono';
import {
  SECOND_FACTOR_MAX_ATTEMPTS,
  SecondStepSchema,
  type MessageCode,
  type SecondStep,
} from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { mailUser } from '../../lib/account/mail-user';
import { findUserById, type UserRecord } from '../../lib/auth/user-record';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { inputOf } from '../../lib/route-input';
import { completeSignIn, refuseInactiveAccount } from './complete-sign-in';
import { findFactorState } from '../../lib/second-factor/factor-state';
import { replaceRecoveryCodes, useRecoveryCode } from '../../lib/second-factor/recovery-codes';
import { secondStepPassed } from '../../lib/second-factor/second-step-challenge';
import { openSecret } from '../../lib/second-factor/secret-box';
import { countTicketAttempt, findLiveTicket, useTicket, type Ticket } from '../../lib/second-factor/tickets';
import { matchingStep } from '../../lib/second-factor/totp';

const wrongCode = (left: number) =>
  left === 1
    ? new ApiError(401, 'secondFactor.wrongCode1')
    : new ApiError(401, 'secondFactor.wrongCode', { params: { left } });

export function secondStep(deps: AppDeps, mailQueue: MailQueue) {
  const { db, jwtSecret } = deps;

  async function audit(
    c: Context<AppBindings>,
    user: UserRecord,
    action: string,
    details: Record<string, unknown>,
  ) {
    await recordAudit(db, c, { userId: user.id, action, entity: 'user', entityId: user.id, details });
  }

  /** Counts a wrong code for the user; the last allowed one locks the account and mails them. */
  async function refuseWrongCode(c: Context<AppBindings>, user: UserRecord, ticket: Ticket): Promise<never> {
    await countTicketAttempt(db, ticket.id, SECOND_FACTOR_MAX_ATTEMPTS);
    const { rows } = await db.query<{ failed_attempts: number }>(
      `UPDATE user_second_factors SET failed_attempts = failed_attempts + 1, updated_at = now()
       WHERE user_id = $1 RETURNING failed_attempts`,
      [user.id],
    );
    const failed = rows[0]?.failed_attempts ?? SECOND_FACTOR_MAX_ATTEMPTS;
    await audit(c, user, 'auth.signInFailed', { reason: 'secondFactor', attempts: failed });
    if (failed < SECOND_FACTOR_MAX_ATTEMPTS) throw wrongCode(SECOND_FACTOR_MAX_ATTEMPTS - failed);
    const locked = await db.query(
      `UPDATE users SET status = 'L', updated_at = now(), version = version + 1
       WHERE id = $1 AND status = 'A' RETURNING id`,
      [user.id],
    );
    await db.query('UPDATE user_second_factors SET failed_attempts = 0 WHERE user_id = $1', [user.id]);
    await db.query(
      'UPDATE second_factor_tickets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [user.id],
    );
    if (locked.rows.length > 0) {
      await audit(c, user, 'auth.accountLocked', { reason: 'secondFactor' });
      // Straight to the queue: the answer is a 401, and the request's mailer only sends on a 2xx.
      await mailUser(
        db,
        { send: (message) => mailQueue.send(message, `[${c.get('requestId')}]`) },
        user,
        'secondFactorLocked',
        { link: `${deps.env.appUrl}/forgot-password`, address: c.get('clientAddress') },
      );
    }
    throw new ApiError(401, 'auth.locked');
  }

  /** A code ticket: the authenticator's code (never a step already used) or a recovery code. */
  async function proveFactor(c: Context<AppBindings>, user: UserRecord, ticket: Ticket, input: SecondStep) {
    const { factor } = await findFactorState(db, user.id);
    if (!factor) throw new ApiError(401, 'secondFactor.ticketInvalid');
    if ('recoveryCode' in input) {
      if (!(await useRecoveryCode(db, user.id, input.recoveryCode, jwtSecret))) {
        await refuseWrongCode(c, user, ticket);
      }
      return 'recoveryCode';
    }
    const step = await matchingStep(openSecret(jwtSecret, factor.secretEnc), input.code, factor.lastStep);
    if (step === 'used') throw new ApiError(401, 'secondFactor.codeUsed');
    if (step === null) return refuseWrongCode(c, user, ticket);
    // The step moves forward only once: of two requests with one code, one gets the session.
    const { rows } = await db.query(
      `UPDATE user_second_factors SET last_step = $2, failed_attempts = 0, updated_at = now()
       WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
      [user.id, step],
    );
    if (rows.length === 0) throw new ApiError(401, 'secondFactor.codeUsed');
    return 'code';
  }

  /** A setup ticket: the first code of the authenticator set up with it turns it on. */
  async function confirmSetup(ticket: Ticket, user: UserRecord, input: SecondStep): Promise<string[]> {
    if (!('code' in input)) throw new ApiError(400, 'secondFactor.codeInvalid');
    if (!ticket.pending_secret_enc) throw new ApiError(409, 'secondFactor.setupExpired');
    const step = await matchingStep(openSecret(jwtSecret, ticket.pending_secret_enc), input.code, null);
    if (typeof step !== 'number') {
      const left = await countTicketAttempt(db, ticket.id, SECOND_FACTOR_MAX_ATTEMPTS);
      throw left > 0 ? wrongCode(left) : new ApiError(401, 'secondFactor.ticketInvalid');
    }
    return db.transaction(async (tx) => {
      if (!(await useTicket(tx, ticket.id))) throw new ApiError(401, 'secondFactor.ticketInvalid');
      await tx.query(
        `INSERT INTO user_second_factors (user_id, secret_enc, last_step, enabled_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id) DO UPDATE SET secret_enc = $2, last_step = $3, enabled_at = now(),
           failed_attempts = 0, pending_secret_enc = NULL, pending_expires_at = NULL, updated_at = now()`,
        [user.id, ticket.pending_secret_enc, step],
      );
      return replaceRecoveryCodes(tx, user.id, jwtSecret);
    });
  }

  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, SecondStepSchema);
    const ticket = await findLiveTicket(db, jwtSecret, input.ticket);
    const user = await findUserById(db, ticket.user_id);
    if (!user) throw new ApiError(401, 'secondFactor.ticketInvalid');
    await refuseInactiveAccount(db, c, user, ticket.method);
    let recoveryCodes: string[] | undefined;
    let via: string;
    if (ticket.kind === 'setup') {
      recoveryCodes = await confirmSetup(ticket, user, input);
      via = 'setup';
      await audit(c, user, 'secondFactor.enabled', { during: 'signIn' });
    } else {
      via = await proveFactor(c, user, ticket, input);
      if (!(await useTicket(db, ticket.id))) throw new ApiError(401, 'secondFactor.ticketInvalid');
    }
    await audit(c, user, 'auth.secondStep', { via, method: ticket.method });
    const session = await completeSignIn(c, deps, user, ticket.method, secondStepPassed());
    const code: MessageCode = recoveryCodes ? 'secondFactor.enabled' : 'auth.signedIn';
    return ok(c, recoveryCodes ? { ...session, recoveryCodes } : session, code);
  };
}
