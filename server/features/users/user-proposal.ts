/**
 * A four-eyes change of a user waits on its row (docs/security.md, Four-eyes changes): the new
 * values in `pending_change`, with who proposed them and when (migration 020). One change waits at
 * a time: its proposer may amend it (new values of its fields, or more fields); anyone else gets
 * 409 user.changePending until a Checker approves or rejects it.
 */
import type { SessionUser, User } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isStaffRole, keepOneChecker } from './user-rules';
import { sameValue, type PendingWrite, type UserFieldValues } from './user-write';

/** The known fields of a waiting change (only these ever become columns). */
export function pendingFields(user: User): UserFieldValues {
  const stored: UserFieldValues = user.pendingChange?.fields ?? {};
  const known = ['roleId', 'level', 'email', 'merchantId'] as const;
  return Object.fromEntries(known.filter((field) => field in stored).map((field) => [field, stored[field]]));
}

/** Refuses (409 user.lastChecker) applying `fields` when they take the last active staff Checker away. */
export async function keepCheckerThrough(db: Queryable, user: User, fields: UserFieldValues): Promise<void> {
  const isDemoted =
    (fields.level !== undefined && fields.level !== 'Checker') ||
    (typeof fields.roleId === 'string' && !(await isStaffRole(db, fields.roleId)));
  if (isDemoted) await keepOneChecker(db, user.id);
}

/** The waiting change after `caller` proposes `proposed` (fields that differ from `current`). */
export async function nextProposal(
  db: Queryable,
  caller: SessionUser,
  current: User,
  proposed: UserFieldValues,
): Promise<Extract<PendingWrite, { kind: 'set' }>> {
  const existing = current.pendingChange;
  if (existing && existing.proposedBy !== caller.userID) throw new ApiError(409, 'user.changePending');
  const merged: UserFieldValues = { ...pendingFields(current), ...proposed };
  const fields = Object.fromEntries(
    Object.entries(merged).filter(([field, value]) => !sameValue(current[field as keyof User], value)),
  );
  // Refused when proposed, not only when approved: the answer comes while the proposer is there.
  await keepCheckerThrough(db, current, fields);
  return { kind: 'set', fields, by: caller.userID };
}
