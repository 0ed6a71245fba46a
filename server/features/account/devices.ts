/**
 * GET /Account/devices and POST /Account/devices/unbind. A device is a browser (user agent) with
 * a live sign-in; its id is the session family of its latest sign-in. Unbinding ends every
 * session of that browser, and require-auth refuses their access tokens at once; it also removes
 * the passkeys registered from that browser (docs/security.md, Passkeys).
 */
import type { Context } from 'hono';
import { UNKNOWN_DEVICE, UnbindDeviceSchema, type Device } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { currentSessionFamily } from './current-session';

type DeviceRow = { id: string; device_name: string | null; signed_in_at: string; is_current: boolean };

export function listDevices({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { rows } = await db.query<DeviceRow>(
      `WITH families AS (
         SELECT family_id, coalesce(user_agent, '') AS agent, max(device_name) AS device_name,
                min(created_at) AS signed_in_at
         FROM sessions WHERE user_id = $1
         GROUP BY family_id, coalesce(user_agent, '')
         HAVING bool_or(revoked_at IS NULL AND expires_at > now())
       ), devices AS (
         SELECT DISTINCT ON (agent) family_id, agent, device_name, signed_in_at,
                bool_or(family_id = $2::uuid) OVER (PARTITION BY agent) AS is_current
         FROM families ORDER BY agent, signed_in_at DESC
       )
       SELECT family_id AS id, device_name,
              to_char(signed_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS signed_in_at,
              is_current
       FROM devices ORDER BY is_current DESC, signed_in_at DESC`,
      [c.get('user').userID, currentSessionFamily(c) ?? null],
    );
    const devices: Device[] = rows.map((row) => ({
      id: row.id,
      deviceName: row.device_name ?? UNKNOWN_DEVICE,
      lastSignedInAt: row.signed_in_at,
      isCurrent: row.is_current,
    }));
    return ok(c, devices);
  };
}

export function unbindDevice({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { id } = inputOf(c, UnbindDeviceSchema);
    const userId = c.get('user').userID;
    const { rows } = await db.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND coalesce(user_agent, '') IN (
         SELECT coalesce(user_agent, '') FROM sessions WHERE user_id = $1 AND family_id = $2::uuid)
       RETURNING id`,
      [userId, id],
    );
    if (rows.length === 0) throw new ApiError(404, 'error.notFound');
    await db.query(
      `DELETE FROM passkeys WHERE user_id = $1 AND coalesce(user_agent, '') IN (
         SELECT coalesce(user_agent, '') FROM sessions WHERE user_id = $1 AND family_id = $2::uuid)`,
      [userId, id],
    );
    await recordAudit(db, c, { userId, action: 'account.deviceUnbound', entity: 'session', entityId: id });
    return ok(c, null, 'account.deviceUnbound');
  };
}
