/**
 * Refusals by who the caller is, answered before the call's input is read (route-input.ts
 * `beforeInput`): a caller who may never make the call gets its 403 whatever the body holds. The
 * handlers check again with the row where the rule needs it (the contract's merchant-transitions,
 * user-approval and credit-rules, all through its four-eyes check).
 */
import { isChecker, merchantTransition } from '../../src/contract';
import { ApiError } from './api-error';
import { beforeInput } from './route-input';

/** Staff only: a merchant user's records are staff's to change. */
export const staffOnly = beforeInput((c) => {
  if (c.get('user').userType !== 'staff') throw new ApiError(403, 'error.forbidden');
});

/** A staff Checker decides a merchant or an organization. */
export const decidersOnly = beforeInput((c) => {
  if (!isChecker(c.get('user'))) throw new ApiError(403, 'error.forbidden');
});

/** A Checker, staff or a merchant's, before the body is read (cancelling an e-invoice). */
export const checkersOnly = beforeInput((c) => {
  if (c.get('user').level !== 'Checker') throw new ApiError(403, 'error.forbidden');
});

/** A staff Checker decides a user's change. */
export const userCheckersOnly = beforeInput((c) => {
  if (!isChecker(c.get('user'))) throw new ApiError(403, 'user.checkerOnly');
});

/** A Maker's answer never depends on the body or the top-up (the guard reads no body). */
export const creditCheckersOnly = beforeInput((c) => {
  if (!isChecker(c.get('user'))) throw new ApiError(403, 'credit.checkerOnly');
});

/** Whether the caller may create a merchant at all (the handler takes the transition's next state). */
export const mayCreateMerchant = beforeInput((c) => {
  const allowed = merchantTransition(null, { kind: 'create' }, c.get('user'));
  if (!allowed.ok) throw new ApiError(allowed.status, allowed.code);
});
