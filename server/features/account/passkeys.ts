/**
 * The user's passkeys in Security settings (docs/security.md, Passkeys): POST
 * /Account/passkeys/options and /Account/passkeys/register register this device after the
 * one-time password every security change takes; GET /Account/passkeys lists them; POST
 * /Account/passkeys/remove removes one, confirmed the same way. A passkey is named from the
 * registering browser's user agent, as its sessions are.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import {
  OtpConfirmationSchema,
  RegisterPasskeySchema,
  RemovePasskeySchema,
  type Passkey,
} from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { deviceName } from '../../lib/client-info';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { registrationOptions, verifyRegistration } from '../../lib/passkeys/ceremonies';
import { inputOf } from '../../lib/route-input';
import { checkOtp } from './otp';
import { applySecurityChange } from './security-change';

type Handler = (c: Context<AppBindings>) => Promise<Response>;
const userAgentOf = (c: Context<AppBindings>) => c.req.header('User-Agent')?.slice(0, 400) ?? null;

/** The browser's create options, only once the code is right: no biometric prompt for a wrong one. */
export function passkeyRegistrationOptions(deps: AppDeps): Handler {
  return async (c) => {
    const { challengeId, otp } = inputOf(c, OtpConfirmationSchema);
    const user = c.get('user');
    await checkOtp(deps, user.userID, 'passkey', challengeId, otp);
    const { rows } = await deps.db.query<{ credential_id: string; transports: string[] }>(
      'SELECT credential_id, transports FROM passkeys WHERE user_id = $1',
      [user.userID],
    );
    const options = await registrationOptions(
      deps.db,
      deps.env,
      { id: user.userID, username: user.username, displayName: `${user.firstName} ${user.lastName}`.trim() },
      rows,
    );
    return ok(c, options);
  };
}

export function registerPasskey(deps: AppDeps): Handler {
  return async (c) => {
    const input = inputOf(c, RegisterPasskeySchema);
    const userId = c.get('user').userID;
    const created = await verifyRegistration(
      deps.db,
      deps.env,
      userId,
      input.credential as unknown as RegistrationResponseJSON,
    );
    const userAgent = userAgentOf(c);
    await applySecurityChange(deps, c, {
      purpose: 'passkey',
      challengeId: input.challengeId,
      otp: input.otp,
      apply: async (tx) => {
        const { rows } = await tx.query(
          `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, device_name, user_agent)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
          [
            userId,
            created.credentialId,
            created.publicKey,
            created.counter,
            created.transports,
            deviceName(userAgent ?? undefined),
            userAgent,
          ],
        );
        if (rows.length === 0) throw new ApiError(409, 'passkey.alreadyRegistered');
      },
    });
    return ok(c, null, 'passkey.registered');
  };
}

type PasskeyRow = { id: string; device_name: string; created_at: string; last_used_at: string | null };
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export function listPasskeys({ db }: AppDeps): Handler {
  return async (c) => {
    const { rows } = await db.query<PasskeyRow>(
      `SELECT id, device_name,
              to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
              to_char(last_used_at AT TIME ZONE 'UTC', ${ISO}) AS last_used_at
       FROM passkeys WHERE user_id = $1 ORDER BY created_at DESC`,
      [c.get('user').userID],
    );
    const passkeys: Passkey[] = rows.map((row) => ({
      id: row.id,
      deviceName: row.device_name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
    return ok(c, passkeys);
  };
}

export function removePasskey(deps: AppDeps): Handler {
  return async (c) => {
    const input = inputOf(c, RemovePasskeySchema);
    const userId = c.get('user').userID;
    const { rows } = await deps.db.query('SELECT 1 FROM passkeys WHERE id = $1 AND user_id = $2', [
      input.id,
      userId,
    ]);
    if (rows.length === 0) throw new ApiError(404, 'error.notFound');
    await applySecurityChange(deps, c, {
      purpose: 'passkey',
      challengeId: input.challengeId,
      otp: input.otp,
      apply: async (tx) => {
        await tx.query('DELETE FROM passkeys WHERE id = $1 AND user_id = $2', [input.id, userId]);
      },
    });
    await recordAudit(deps.db, c, {
      userId,
      action: 'account.passkeyRemoved',
      entity: 'passkey',
      entityId: input.id,
    });
    return ok(c, null, 'passkey.removed');
  };
}
