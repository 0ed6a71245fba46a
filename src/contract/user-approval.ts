/**
 * Four eyes on user changes (docs/security.md, Four-eyes changes), one set of rules for the
 * server and the app: which fields nobody changes on their own account, which changes wait for
 * another staff Checker, and who may decide them.
 */
import type { SessionUser } from './auth';
import { fourEyesRefusal } from './four-eyes';
import type { MessageCode } from './messages';
import type { User } from './user-entity';
import type { UserField } from './users';

/**
 * Nobody changes these on their own account through the user calls: the role and level are
 * someone else's decision, and the email and mobile number change in Security settings, with a
 * one-time password (docs/ARCHITECTURE.md, Account and security flows).
 */
export const OWN_ACCOUNT_FIELDS: readonly UserField[] = [
  'roleId',
  'level',
  'merchantId',
  'email',
  'mobileNumber',
];

/**
 * The changed fields that wait for another staff Checker: a staff user's level (either way) and
 * role (with the merchant that goes with it), and anyone's email (whoever holds the address can
 * reset the password). A merchant user's level decides nothing (only staff Checkers decide), so
 * it applies at once, as their other fields do.
 */
export function proposedFieldsOf(changed: readonly UserField[], isStaffSubject: boolean): UserField[] {
  return changed.filter(
    (field) =>
      field === 'email' ||
      (isStaffSubject && (field === 'level' || field === 'roleId' || field === 'merchantId')),
  );
}

export type UserDecisionRefusal = { status: 403 | 409; code: MessageCode };

/**
 * Why `decider` may not decide the change waiting on `subject`, or null when they may: only a
 * staff Checker (with `user.manage:approve`, which the route checks), never the proposer, never
 * the user the change is about.
 */
export function userDecisionRefusal(
  decider: Pick<SessionUser, 'userID' | 'userType' | 'level'>,
  subject: Pick<User, 'id' | 'pendingChange'>,
): UserDecisionRefusal | null {
  const refusal = fourEyesRefusal(decider, subject.pendingChange?.proposedBy ?? null);
  if (refusal === 'notChecker') return { status: 403, code: 'user.checkerOnly' };
  if (!subject.pendingChange) return { status: 409, code: 'user.noPendingChange' };
  if (subject.id === decider.userID) return { status: 403, code: 'user.ownChangeDecision' };
  if (refusal) return { status: 403, code: 'user.ownProposal' };
  return null;
}
