/**
 * A user's live sign-ins for the sessions console (docs/security.md, Sessions console): one row
 * per session family, with the newest refresh's address and activity. A family whose user has
 * been idle past the timeout is left out: its next refresh is refused, so it is over already.
 */
import { UNKNOWN_DEVICE, type SessionInfo, type SignInMethod } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import type { Env } from '../../env';
import type { UserRecord } from './user-record';

/** Seconds without activity after which a session of this user ends. */
export const idleTimeoutFor = (user: Pick<UserRecord, 'scope'>, env: Env): number =>
  user.scope === 'merchant' ? env.sessionIdleTimeout.merchant : env.sessionIdleTimeout.staff;

type Row = {
  id: string;
  device_name: string | null;
  ip: string | null;
  signed_in_at: string;
  last_seen_at: string;
  method: SignInMethod;
  is_current: boolean;
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export async function listLiveSessions(
  db: Queryable,
  userId: string,
  currentFamily: string | null,
  idleTimeout: number,
): Promise<SessionInfo[]> {
  const { rows } = await db.query<Row>(
    `SELECT DISTINCT ON (s.family_id)
            s.family_id AS id, s.device_name, s.ip, s.method,
            to_char(f.signed_in_at AT TIME ZONE 'UTC', ${ISO}) AS signed_in_at,
            to_char(f.last_seen_at AT TIME ZONE 'UTC', ${ISO}) AS last_seen_at,
            coalesce(s.family_id = $2::uuid, false) AS is_current, f.last_seen_at AS seen
     FROM sessions s
     JOIN (SELECT family_id, min(created_at) AS signed_in_at, max(last_used_at) AS last_seen_at
           FROM sessions WHERE user_id = $1 GROUP BY family_id) f USING (family_id)
     WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
       AND f.last_seen_at > now() - make_interval(secs => $3)
     ORDER BY s.family_id, s.created_at DESC`,
    [userId, currentFamily, idleTimeout],
  );
  return rows
    .map((row) => ({
      id: row.id,
      deviceName: row.device_name ?? UNKNOWN_DEVICE,
      address: row.ip,
      signedInAt: row.signed_in_at,
      lastSeenAt: row.last_seen_at,
      method: row.method,
      isCurrent: row.is_current,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends the user's live families named by `families` (all of them when null), except `keep`. */
export async function endSessions(
  db: Queryable,
  userId: string,
  { families, keep }: { families: string[] | null; keep: string | null },
): Promise<number> {
  const { rows } = await db.query<{ family_id: string }>(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL
       AND ($2::uuid[] IS NULL OR family_id = ANY($2::uuid[]))
       AND ($3::uuid IS NULL OR family_id <> $3::uuid)
     RETURNING family_id`,
    [userId, families, keep],
  );
  return new Set(rows.map((row) => row.family_id)).size;
}
