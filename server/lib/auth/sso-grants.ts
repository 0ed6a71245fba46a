/**
 * The one-time grant a single sign-on callback hands to the app's /login (docs/security.md, Single
 * sign-on): 32 random bytes, only their sha256 stored, good once within a minute. The callback
 * (server/features/sso) writes it; the sign-in (server/features/auth/sso-sign-in.ts) spends it.
 */
import type { Queryable } from '../../db/client';
import { hashToken, newRefreshToken } from '../tokens';

/** The grant only crosses one redirect and one call of the app. */
const GRANT_TTL_SECONDS = 60;

export async function createGrant(db: Queryable, userId: string): Promise<string> {
  const grant = newRefreshToken();
  await db.query(
    `INSERT INTO sso_grants (grant_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(grant), userId, GRANT_TTL_SECONDS],
  );
  return grant;
}

/** The user a live, unused grant names, spending it; null otherwise. */
export async function takeGrant(db: Queryable, grant: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE sso_grants SET used_at = now()
     WHERE grant_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hashToken(grant)],
  );
  return rows[0]?.user_id ?? null;
}
