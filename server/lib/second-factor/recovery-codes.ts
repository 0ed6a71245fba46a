/**
 * Ten single-use recovery codes (docs/security.md, "Second factor"): 50 random bits each, written
 * `abcde-fghij` in base32 letters (no 0, 1, 8 or 9 to misread), shown once and stored as HMACs.
 * A new set replaces the old one whole.
 */
import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { hashCode } from './secret-box';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** The canonical form a typed code is compared in: lower case, with its hyphen. */
const canonical = (code: string) => {
  const letters = code.toLowerCase().replace(/[^a-z2-7]/g, '');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

export async function replaceRecoveryCodes(tx: Queryable, userId: string, serverSecret: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.query('DELETE FROM second_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO second_factor_recovery_codes (user_id, code_hash)
     SELECT $1, unnest($2::text[])`,
    [userId, codes.map((code) => hashCode(serverSecret, code))],
  );
  return codes;
}

/** Uses up a recovery code: true only once per code, whichever request comes first. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  code: string,
  serverSecret: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE second_factor_recovery_codes SET used_at = now()
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, hashCode(serverSecret, canonical(code))],
  );
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    `SELECT count(*)::int AS left FROM second_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  return rows[0]?.left ?? 0;
}
