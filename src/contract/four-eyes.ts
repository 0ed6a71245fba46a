/**
 * Four eyes (docs/security.md, Four-eyes changes; docs/product.md): a change that waits for a
 * decision (a merchant's submission or proposed edit, a user's proposed change, a top-up, a
 * credit-limit proposal) is decided by a staff Checker who did not propose it. This is the one
 * check of "may this caller decide this change", for every area, on the server and in the app;
 * each area names its own refusal codes.
 */
import type { SessionUser } from './auth';

export type Decider = Pick<SessionUser, 'userID' | 'userType' | 'level'>;

/** Four eyes, first half: only a staff Checker decides. */
export const isChecker = (user: Pick<SessionUser, 'userType' | 'level'>) =>
  user.userType === 'staff' && user.level === 'Checker';

/** Why `decider` may not decide: not a Checker at all, or the change is their own. */
export type FourEyesRefusal = 'notChecker' | 'ownProposal';

/**
 * Four eyes, both halves: null when `decider` may decide a change proposed by `proposedBy` (null
 * when nobody is on record, such as a deleted proposer).
 */
export function fourEyesRefusal(decider: Decider, proposedBy: string | null): FourEyesRefusal | null {
  if (!isChecker(decider)) return 'notChecker';
  if (proposedBy !== null && proposedBy === decider.userID) return 'ownProposal';
  return null;
}

/**
 * Resetting a lost second factor (docs/security.md, "Second factor"): a staff Checker, never on
 * their own account (whoever lost their factor cannot vouch for themself).
 */
export const secondFactorResetRefusal = (decider: Decider, subjectId: string): FourEyesRefusal | null =>
  fourEyesRefusal(decider, subjectId);
