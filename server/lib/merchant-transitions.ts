/**
 * The merchant's state machine, in one place (issue 4, maker-checker). A state is
 * (status, submissionStatus, approvalStatus, submittedBy):
 *
 * | action                | who                         | from                     | to                                              |
 * |-----------------------|-----------------------------|--------------------------|-------------------------------------------------|
 * | create                | staff (Maker or Checker)    | (none)                   | Inactive, Submitted, Pending, submittedBy = me  |
 * | update (data)         | staff                       | any                      | status kept, Submitted, Pending, submittedBy=me |
 * | approve               | staff Checker, not submitter| Submitted + Pending      | Active, Submitted, Approved                     |
 * | reject (with reason)  | staff Checker, not submitter| Submitted + Pending      | status kept, Submitted, Rejected                |
 * | status Active        | staff (status/update)       | approval Approved        | Active                                          |
 * | status Inactive       | staff (status/update)       | any                      | Inactive                                        |
 *
 * Every create and every change of data goes to a Checker, whoever made it: nobody approves their
 * own submission (four eyes), so a Checker's own edits wait for another Checker. A rejected
 * merchant is corrected with an ordinary update, which submits it again. Only an approved
 * merchant is switched on (`canActivateMerchant`, shared with the app): otherwise a Maker could
 * create a merchant and activate it themself (issue 19). Organization approval decides its
 * registration's merchant through this function too.
 */
import { canActivateMerchant } from '../../src/contract';
import type { Merchant, MerchantStatus, MessageCode, SessionUser } from '../../src/contract';

export type MerchantState = Pick<Merchant, 'status' | 'submissionStatus' | 'approvalStatus'> & {
  submittedBy: string | null;
};

export type MerchantAction =
  | { kind: 'create' }
  | { kind: 'update' }
  | { kind: 'decide'; decision: 'Approved' | 'Rejected' }
  | { kind: 'status'; status: MerchantStatus };

type Decider = Pick<SessionUser, 'userType' | 'level'>;

/** Four eyes, first half: only a staff Checker decides (the second: never their own submission). */
export const isDecider = (user: Decider) => user.userType === 'staff' && user.level === 'Checker';

export type Transition =
  { ok: true; next: MerchantState } | { ok: false; status: 403 | 409; code: MessageCode };

const refuse = (status: 403 | 409, code: MessageCode): Transition => ({ ok: false, status, code });

export function merchantTransition(
  current: MerchantState | null,
  action: MerchantAction,
  user: Pick<SessionUser, 'userID' | 'userType' | 'level'>,
): Transition {
  if (user.userType !== 'staff') return refuse(403, 'error.forbidden');
  if (action.kind === 'create') {
    return {
      ok: true,
      next: {
        status: 'Inactive',
        submissionStatus: 'Submitted',
        approvalStatus: 'Pending',
        submittedBy: user.userID,
      },
    };
  }
  if (!current) return refuse(409, 'merchant.notPending');
  if (action.kind === 'update') {
    return {
      ok: true,
      next: {
        ...current,
        submissionStatus: 'Submitted',
        approvalStatus: 'Pending',
        submittedBy: user.userID,
      },
    };
  }
  if (action.kind === 'status') {
    if (action.status === 'Active' && !canActivateMerchant(current))
      return refuse(409, 'merchant.notApproved');
    return { ok: true, next: { ...current, status: action.status } };
  }
  if (!isDecider(user)) return refuse(403, 'error.forbidden');
  if (current.submissionStatus !== 'Submitted' || current.approvalStatus !== 'Pending') {
    return refuse(409, 'merchant.notPending');
  }
  if (current.submittedBy === user.userID) return refuse(403, 'merchant.ownSubmission');
  return {
    ok: true,
    next:
      action.decision === 'Approved'
        ? { ...current, status: 'Active', approvalStatus: 'Approved' }
        : { ...current, approvalStatus: 'Rejected' },
  };
}
