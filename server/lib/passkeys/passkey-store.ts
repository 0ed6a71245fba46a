/**
 * What the passkey calls share (docs/security.md, Passkeys): the ceremony challenges, stored
 * server-side, short-lived and used once, and the stored credentials.
 */
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Queryable } from '../../db/client';

/** Seconds a ceremony may take, from the options to the answer (the browser's own timeout too). */
export const PASSKEY_CHALLENGE_TTL = 300;

export type ChallengeKind = 'register' | 'signIn';

/** Stores a new challenge (dropping expired ones on the way, so the table stays small). */
export async function storeChallenge(
  db: Queryable,
  kind: ChallengeKind,
  challenge: string,
  userId: string | null,
): Promise<void> {
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < now()');
  await db.query(
    `INSERT INTO passkey_challenges (challenge, kind, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [challenge, kind, userId, PASSKEY_CHALLENGE_TTL],
  );
}

/**
 * Uses a challenge up: true once for a live challenge of this kind (and user, for a registration),
 * false for an unknown, expired or already used one. A failed ceremony uses it up too.
 */
export async function takeChallenge(
  db: Queryable,
  kind: ChallengeKind,
  challenge: string,
  userId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM passkey_challenges
     WHERE challenge = $1 AND kind = $2 AND user_id IS NOT DISTINCT FROM $3
     RETURNING expires_at > now() AS is_live`,
    [challenge, kind, userId],
  );
  return (rows[0] as { is_live?: boolean } | undefined)?.is_live === true;
}

/** The challenge a ceremony's answer signed: read from its client data, '' when unreadable. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return typeof data === 'object' &&
      data !== null &&
      'challenge' in data &&
      typeof data.challenge === 'string'
      ? data.challenge
      : '';
  } catch {
    return '';
  }
}

export type PasskeyRow = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
};

export async function findPasskey(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT id, user_id, credential_id, public_key, counter::text AS counter, transports
     FROM passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  return rows[0] ?? null;
}

/** The stored passkey as the verification library takes it. */
export const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
});
