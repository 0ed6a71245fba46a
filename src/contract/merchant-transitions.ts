/**
 * The merchant's state machine, in one place (maker-checker; docs/ARCHITECTURE.md, Merchants),
 * run by the server's handlers and by the app for what it offers and shows at once. A state is
 * (status, submissionStatus, approvalStatus, submittedBy):
 *
 * | action                | who                         | from                     | to                                              |
 * |-----------------------|-----------------------------|--------------------------|-------------------------------------------------|
 * | create                | staff (Maker or Checker)    | (none)                   | Inactive, Submitted, Pending, submittedBy = me  |
 * | update (data)         | staff                       | not Approved             | status kept, Submitted, Pending, submittedBy=me |
 * | propose (data)        | staff; the proposer again   | Approved                 | all kept; a proposal by me (live values kept)   |
 * | approve               | staff Checker, not submitter| Submitted + Pending      | Active, Submitted, Approved                     |
 * | reject (with reason)  | staff Checker, not submitter| Submitted + Pending      | status kept, Submitted, Rejected                |
 * | approve the proposal  | staff Checker, not proposer | a proposal waits         | all kept, proposal applied, submittedBy = it    |
 * | reject the proposal   | staff Checker, not proposer | a proposal waits         | all kept, proposal dropped                      |
 * | status Active        | staff (status/update)       | approval Approved        | Active                                          |
 * | status Inactive       | staff (status/update)       | any                      | Inactive                                        |
 *
 * Every create and every change of data goes to a Checker, whoever made it: nobody approves their
 * own submission (four eyes), so a Checker's own edits wait for another Checker. An approved
 * merchant's edit never touches its live values: it waits as a proposal (one at a time; only its
 * proposer may amend it, 409 merchant.changePending for anyone else) and is applied by the
 * approval, in its transaction (docs/security.md, Four-eyes changes). A rejected
 * merchant is corrected with an ordinary update, which submits it again. Only an approved
 * merchant is switched on (`canActivateMerchant`, shared with the app): otherwise a Maker could
 * create a merchant and activate it themself. Organization approval decides its
 * registration's merchant through this function too.
 */
import type { SessionUser } from './auth';
import { fourEyesRefusal } from './four-eyes';
import { canActivateMerchant } from './merchant';
import type { Merchant, MerchantStatus } from './merchant-entity';
import type { MessageCode } from './messages';

export type MerchantState = Pick<Merchant, 'status' | 'submissionStatus' | 'approvalStatus'> & {
  submittedBy: string | null;
  /** An edit waits for a Checker, proposed by `proposedBy` (null once that user is deleted). */
  hasProposal: boolean;
  proposedBy: string | null;
};

export type MerchantAction =
  | { kind: 'create' }
  | { kind: 'update' }
  | { kind: 'propose' }
  | { kind: 'decide'; decision: 'Approved' | 'Rejected' }
  | { kind: 'status'; status: MerchantStatus };

/** A merchant row's state, as the transitions read it (a waiting proposal names its proposer). */
export const merchantStateOf = (
  row: Pick<Merchant, 'status' | 'submissionStatus' | 'approvalStatus' | 'submittedBy' | 'proposedChanges'>,
): MerchantState => ({
  status: row.status,
  submissionStatus: row.submissionStatus,
  approvalStatus: row.approvalStatus,
  submittedBy: row.submittedBy ?? null,
  hasProposal: Boolean(row.proposedChanges),
  proposedBy: row.proposedChanges?.proposedBy ?? null,
});

/** A created merchant: switched off, submitted and waiting for a Checker other than its maker. */
export const newMerchantState = (submittedBy: string): MerchantState => ({
  status: 'Inactive',
  submissionStatus: 'Submitted',
  approvalStatus: 'Pending',
  submittedBy,
  hasProposal: false,
  proposedBy: null,
});

/** The fields of a merchant row that a transition sets (the rest of its state is derived). */
export const merchantStateFields = ({
  status,
  submissionStatus,
  approvalStatus,
  submittedBy,
}: MerchantState) => ({
  status,
  submissionStatus,
  approvalStatus,
  submittedBy,
});

export type Transition =
  { ok: true; next: MerchantState } | { ok: false; status: 403 | 409; code: MessageCode };

const refuse = (status: 403 | 409, code: MessageCode): Transition => ({ ok: false, status, code });

export function merchantTransition(
  current: MerchantState | null,
  action: MerchantAction,
  user: Pick<SessionUser, 'userID' | 'userType' | 'level'>,
): Transition {
  if (user.userType !== 'staff') return refuse(403, 'error.forbidden');
  if (action.kind === 'create') return { ok: true, next: newMerchantState(user.userID) };
  if (!current) return refuse(409, 'merchant.notPending');
  if (action.kind === 'propose') {
    if (current.hasProposal && current.proposedBy !== user.userID) {
      return refuse(409, 'merchant.changePending');
    }
    return { ok: true, next: { ...current, hasProposal: true, proposedBy: user.userID } };
  }
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
  // Four eyes: the decider is a staff Checker who did not submit (or propose) what they decide.
  const refusal = fourEyesRefusal(user, current.hasProposal ? current.proposedBy : current.submittedBy);
  if (refusal === 'notChecker') return refuse(403, 'error.forbidden');
  if (current.hasProposal) {
    if (refusal) return refuse(403, 'merchant.ownSubmission');
    const submittedBy = action.decision === 'Approved' ? current.proposedBy : current.submittedBy;
    return { ok: true, next: { ...current, submittedBy, hasProposal: false, proposedBy: null } };
  }
  if (current.submissionStatus !== 'Submitted' || current.approvalStatus !== 'Pending') {
    return refuse(409, 'merchant.notPending');
  }
  if (refusal) return refuse(403, 'merchant.ownSubmission');
  return {
    ok: true,
    next:
      action.decision === 'Approved'
        ? { ...current, status: 'Active', approvalStatus: 'Approved' }
        : { ...current, approvalStatus: 'Rejected' },
  };
}
