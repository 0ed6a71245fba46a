/**
 * One-time links sent by mail (reset, first-time login, email verification): 32 random bytes,
 * only their sha256 stored. A token is valid until it is used or expires, whichever comes first.
 */
import type { Queryable } from '../../db/client';
import { hashToken, newRefreshToken } from '../tokens';

export type TokenPurpose = 'reset' | 'firstLogin' | 'verifyEmail';

export type TokenRecord = {
  id: string;
  user_id: string;
  expires_at: string;
  is_usable: boolean;
};

/** Issues a new token and retires the user's earlier ones of the same purpose. */
export async function createAccountToken(
  db: Queryable,
  userId: string,
  purpose: TokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
  await db.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, purpose, hashToken(token), ttlSeconds],
  );
  return token;
}

export async function findAccountToken(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<TokenRecord | null> {
  const { rows } = await db.query<TokenRecord>(
    `SELECT id, user_id, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at,
            used_at IS NULL AND expires_at > now() AS is_usable
     FROM account_tokens WHERE token_hash = $1 AND purpose = $2`,
    [hashToken(token), purpose],
  );
  return rows[0] ?? null;
}

/** Marks a token used; false when it was already used or has expired (a race or a replay). */
export async function consumeAccountToken(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE account_tokens SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Seconds since the user's newest token of this purpose was issued (null: none). */
export async function secondsSinceLastToken(
  db: Queryable,
  userId: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT EXTRACT(EPOCH FROM now() - max(created_at))::float8 AS seconds
     FROM account_tokens WHERE user_id = $1 AND purpose = $2`,
    [userId, purpose],
  );
  return rows[0]?.seconds ?? null;
}
