/**
 * Sign-in lockout (docs/security.md; docs/product.md): wrong passwords in a row count up to
 * MAX_SIGN_IN_ATTEMPTS, which locks the account; every wrong one before that warns how many tries
 * are left. The warnings are derived from the constant, never written for a fixed number.
 */
import type { MessageCode } from './messages';

/** Wrong passwords in a row that lock an account. */
export const MAX_SIGN_IN_ATTEMPTS = 3;

/** Tries left after `failedAttempts` wrong passwords in a row; 0 means locked. */
export const attemptsLeft = (failedAttempts: number) => Math.max(0, MAX_SIGN_IN_ATTEMPTS - failedAttempts);

/**
 * What a wrong password answers after `failedAttempts` in a row: the lock at the limit, else the
 * warning with the tries left (`params.left`): the last one has its own text.
 */
export function wrongPasswordMessage(failedAttempts: number): {
  code: MessageCode;
  params?: { left: string };
} {
  const left = attemptsLeft(failedAttempts);
  if (left === 0) return { code: 'auth.locked' };
  return { code: left === 1 ? 'auth.attemptsLeft1' : 'auth.attemptsLeft', params: { left: String(left) } };
}
