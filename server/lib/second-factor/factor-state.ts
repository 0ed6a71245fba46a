/** A user's second factor as the rules need it: their role's rule, and whether a factor is set up. */
import { requiresSecondFactor, type SecondFactorRule } from '../../../src/contract';
import type { Queryable } from '../../db/client';

export type FactorState = {
  rule: SecondFactorRule;
  /** The role requires a factor of this user (its rule and their level). */
  required: boolean;
  /** A confirmed authenticator: its sealed secret and the last time step accepted. */
  factor: { secretEnc: string; lastStep: number | null; failedAttempts: number } | null;
};

export async function findFactorState(db: Queryable, userId: string): Promise<FactorState> {
  const { rows } = await db.query<{
    rule: SecondFactorRule;
    level: 'Maker' | 'Checker';
    secret_enc: string | null;
    last_step: string | null;
    failed_attempts: number | null;
  }>(
    `SELECT r.second_factor AS rule, u.level, f.secret_enc, f.last_step, f.failed_attempts
     FROM users u JOIN roles r ON r.id = u.role_id
     LEFT JOIN user_second_factors f ON f.user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return { rule: 'none', required: false, factor: null };
  return {
    rule: row.rule,
    required: requiresSecondFactor(row.rule, row.level),
    factor: row.secret_enc
      ? {
          secretEnc: row.secret_enc,
          lastStep: row.last_step === null ? null : Number(row.last_step),
          failedAttempts: row.failed_attempts ?? 0,
        }
      : null,
  };
}

/** Removes a user's factor, recovery codes and open tickets (turned off, or reset by a Checker). */
export async function removeFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM user_second_factors WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM second_factor_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('UPDATE second_factor_tickets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
}
