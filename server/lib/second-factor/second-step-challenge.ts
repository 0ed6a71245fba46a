/**
 * Whether a sign-in needs the second step (docs/security.md, "Second factor"), and its ticket. A
 * passkey is two factors (the device and its fingerprint, face or PIN), so it never does; a
 * password or single sign-on does for a user with a factor, or whose role requires one (then the
 * ticket leads them through setting it up).
 */
import type { SecondFactorChallenge, SignInMethod } from '../../../src/contract';
import type { AppDeps } from '../../lib/context';
import { findFactorState } from './factor-state';
import { issueTicket } from './tickets';

/** Proof for `completeSignIn` that the second step was passed; made only by that step. */
declare const passed: unique symbol;
export type SecondStepPassed = { readonly [passed]: true };
export const secondStepPassed = () => ({}) as SecondStepPassed;

export async function secondStepChallenge(
  { db, jwtSecret }: Pick<AppDeps, 'db' | 'jwtSecret'>,
  userId: string,
  method: SignInMethod,
): Promise<SecondFactorChallenge | null> {
  if (method === 'passkey') return null;
  const state = await findFactorState(db, userId);
  if (state.factor) return issueTicket(db, jwtSecret, userId, method, 'code');
  if (state.required) return issueTicket(db, jwtSecret, userId, method, 'setup');
  return null;
}
