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
 * | status (Active/Inact.)| staff (status/update)       | any                      | the chosen status                               |
 *
 * Every create and every change of data goes to a Checker, whoever made it: nobody approves their
 * own submission (four eyes), so a Checker's own edits wait for another Checker. A rejected
 * merchant is corrected with an ordinary update, which submits it again.
 */
import type { Merchant, MessageCode, SessionUser } from '../../../src/contract';

export type MerchantState = Pick<Merchant, 'status' | 'submissionStatus' | 'approvalStatus'> & {
  submittedBy: string | null;
};

export type MerchantAction =
  { kind: 'create' } | { kind: 'update' } | { kind: 'decide'; decision: 'Approved' | 'Rejected' };

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
  if (user.level !== 'Checker') return refuse(403, 'error.forbidden');
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
