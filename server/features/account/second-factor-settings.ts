/**
 * The Two-step verification tab of Security settings (docs/security.md, "Second factor"): set up
 * an authenticator (after the OTP step every security change takes; its first code turns it on
 * and answers the recovery codes, shown once), renew the recovery codes, turn it off unless the
 * role requires it.
 */
import type { Context } from 'hono';
import {
  ConfirmAuthenticatorSchema,
  SECOND_FACTOR_MAX_ATTEMPTS,
  SecondFactorOtpSchema,
  type SecondFactorStatus,
} from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { applySecurityChange } from './security-change';
import { findFactorState, removeFactor } from '../../lib/second-factor/factor-state';
import { countRecoveryCodesLeft, replaceRecoveryCodes } from '../../lib/second-factor/recovery-codes';
import { openSecret, sealSecret } from '../../lib/second-factor/secret-box';
import { matchingStep, newAuthenticator } from '../../lib/second-factor/totp';

/** Minutes a new authenticator waits for its first code. */
const SETUP_MINUTES = 10;

type Handler = (c: Context<AppBindings>) => Promise<Response>;

export function getSecondFactorStatus({ db }: AppDeps): Handler {
  return async (c) => {
    const userId = c.get('user').userID;
    const state = await findFactorState(db, userId);
    const status: SecondFactorStatus = {
      enabled: state.factor !== null,
      required: state.required,
      recoveryCodesLeft: state.factor ? await countRecoveryCodesLeft(db, userId) : 0,
    };
    return ok(c, status);
  };
}

export function startSetup(deps: AppDeps): Handler {
  return async (c) => {
    const user = c.get('user');
    const setup = await newAuthenticator(user.username);
    await applySecurityChange(deps, c, {
      purpose: 'secondFactor',
      ...inputOf(c, SecondFactorOtpSchema),
      apply: async (tx) => {
        await tx.query(
          `INSERT INTO user_second_factors (user_id, pending_secret_enc, pending_expires_at)
           VALUES ($1, $2, now() + make_interval(mins => $3))
           ON CONFLICT (user_id) DO UPDATE SET pending_secret_enc = $2,
             pending_expires_at = now() + make_interval(mins => $3), updated_at = now()`,
          [user.userID, sealSecret(deps.jwtSecret, setup.secret), SETUP_MINUTES],
        );
      },
    });
    return ok(c, setup, 'secondFactor.setupReady');
  };
}

export function confirmSetup({ db, jwtSecret }: AppDeps): Handler {
  return async (c) => {
    const userId = c.get('user').userID;
    const { code } = inputOf(c, ConfirmAuthenticatorSchema);
    const { rows } = await db.query<{ pending_secret_enc: string; failed_attempts: number }>(
      `SELECT pending_secret_enc, failed_attempts FROM user_second_factors
       WHERE user_id = $1 AND pending_secret_enc IS NOT NULL AND pending_expires_at > now()`,
      [userId],
    );
    const pending = rows[0];
    if (!pending) throw new ApiError(409, 'secondFactor.setupExpired');
    const step = await matchingStep(openSecret(jwtSecret, pending.pending_secret_enc), code, null);
    if (typeof step !== 'number') {
      // Guessing the first code is bounded too: the last wrong try drops the setup.
      const { rows: counted } = await db.query<{ failed_attempts: number }>(
        `UPDATE user_second_factors SET failed_attempts = failed_attempts + 1,
           pending_secret_enc = CASE WHEN failed_attempts + 1 >= $2 THEN NULL ELSE pending_secret_enc END
         WHERE user_id = $1 RETURNING failed_attempts`,
        [userId, SECOND_FACTOR_MAX_ATTEMPTS],
      );
      const failed = counted[0]?.failed_attempts ?? SECOND_FACTOR_MAX_ATTEMPTS;
      if (failed >= SECOND_FACTOR_MAX_ATTEMPTS) throw new ApiError(409, 'secondFactor.setupExpired');
      throw new ApiError(400, 'secondFactor.codeInvalid');
    }
    const recoveryCodes = await db.transaction(async (tx) => {
      const { rows: turnedOn } = await tx.query(
        `UPDATE user_second_factors SET secret_enc = pending_secret_enc, last_step = $2, enabled_at = now(),
           failed_attempts = 0, pending_secret_enc = NULL, pending_expires_at = NULL, updated_at = now()
         WHERE user_id = $1 AND pending_secret_enc = $3 RETURNING user_id`,
        [userId, step, pending.pending_secret_enc],
      );
      if (turnedOn.length === 0) throw new ApiError(409, 'secondFactor.setupExpired');
      return replaceRecoveryCodes(tx, userId, jwtSecret);
    });
    await recordAudit(db, c, {
      userId,
      action: 'secondFactor.enabled',
      entity: 'user',
      entityId: userId,
      details: { during: 'settings' },
    });
    return ok(c, { recoveryCodes }, 'secondFactor.enabled');
  };
}

export function renewRecoveryCodes(deps: AppDeps): Handler {
  return async (c) => {
    const userId = c.get('user').userID;
    if (!(await findFactorState(deps.db, userId)).factor) throw new ApiError(409, 'secondFactor.notEnabled');
    let recoveryCodes: string[] = [];
    await applySecurityChange(deps, c, {
      purpose: 'secondFactor',
      ...inputOf(c, SecondFactorOtpSchema),
      apply: async (tx) => {
        recoveryCodes = await replaceRecoveryCodes(tx, userId, deps.jwtSecret);
      },
    });
    return ok(c, { recoveryCodes }, 'secondFactor.recoveryCodesRenewed');
  };
}

export function turnOff(deps: AppDeps): Handler {
  return async (c) => {
    const userId = c.get('user').userID;
    const state = await findFactorState(deps.db, userId);
    if (!state.factor) throw new ApiError(409, 'secondFactor.notEnabled');
    if (state.required) throw new ApiError(409, 'secondFactor.required');
    await applySecurityChange(deps, c, {
      purpose: 'secondFactor',
      ...inputOf(c, SecondFactorOtpSchema),
      apply: (tx) => removeFactor(tx, userId),
    });
    return ok(c, null, 'secondFactor.disabled');
  };
}
